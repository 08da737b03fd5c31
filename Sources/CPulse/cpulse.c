#include "CPulse.h"
#include <dlfcn.h>
#include <stddef.h>

static struct cpulse_functions functions;
static int state; /* 0: not tried, 1: loaded, -1: failed */
static const char *failure;

#define CPULSE_RESOLVE(name)                                             \
    do {                                                                 \
        void *symbol = dlsym(library, #name);                            \
        if (symbol == NULL) { failure = dlerror(); return NULL; }        \
        functions.name = (__typeof__(name) *)symbol;                     \
    } while (0)

static const struct cpulse_functions *resolve(void) {
    void *library = dlopen("libpulse.so.0", RTLD_NOW | RTLD_LOCAL);
    if (library == NULL) { failure = dlerror(); return NULL; }
    CPULSE_RESOLVE(pa_context_new);
    CPULSE_RESOLVE(pa_context_connect);
    CPULSE_RESOLVE(pa_context_disconnect);
    CPULSE_RESOLVE(pa_context_unref);
    CPULSE_RESOLVE(pa_context_get_state);
    CPULSE_RESOLVE(pa_context_errno);
    CPULSE_RESOLVE(pa_context_set_state_callback);
    CPULSE_RESOLVE(pa_context_set_subscribe_callback);
    CPULSE_RESOLVE(pa_context_subscribe);
    CPULSE_RESOLVE(pa_context_get_server_info);
    CPULSE_RESOLVE(pa_context_get_sink_info_by_name);
    CPULSE_RESOLVE(pa_context_set_sink_volume_by_name);
    CPULSE_RESOLVE(pa_context_set_sink_mute_by_name);
    CPULSE_RESOLVE(pa_operation_unref);
    CPULSE_RESOLVE(pa_strerror);
    failure = NULL;
    return &functions;
}

const struct cpulse_functions *cpulse_load(void) {
    if (state == 0) state = resolve() != NULL ? 1 : -1;
    return state == 1 ? &functions : NULL;
}

const char *cpulse_load_error(void) { return failure; }
