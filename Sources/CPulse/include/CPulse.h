#ifndef CPULSE_H
#define CPULSE_H
/* libpulse's types, and the few functions the volume item calls as pointers resolved with
   dlsym(3) on first need (cpulse_load), so a panel without the volume item, or without a sound
   server, never maps libpulse. Nothing here links against it: the headers (Debian's
   libpulse-dev) are read for the types and the signatures only. The panel drives libpulse from
   its own loop through a pa_mainloop_api of its own (Sources/statuspanel/Sound). */
#include <pulse/context.h>
#include <pulse/introspect.h>
#include <pulse/subscribe.h>
#include <pulse/error.h>
#include <pulse/operation.h>
#include <pulse/volume.h>
#include <pulse/mainloop-api.h>

#define CPULSE_FN(name) __typeof__(name) * _Nonnull name

/* The functions the shell calls, each under its libpulse name. */
struct cpulse_functions {
    CPULSE_FN(pa_context_new);
    CPULSE_FN(pa_context_connect);
    CPULSE_FN(pa_context_disconnect);
    CPULSE_FN(pa_context_unref);
    CPULSE_FN(pa_context_get_state);
    CPULSE_FN(pa_context_errno);
    CPULSE_FN(pa_context_set_state_callback);
    CPULSE_FN(pa_context_set_subscribe_callback);
    CPULSE_FN(pa_context_subscribe);
    CPULSE_FN(pa_context_get_server_info);
    CPULSE_FN(pa_context_get_sink_info_by_name);
    CPULSE_FN(pa_context_set_sink_volume_by_name);
    CPULSE_FN(pa_context_set_sink_mute_by_name);
    CPULSE_FN(pa_operation_unref);
    CPULSE_FN(pa_strerror);
};

/* libpulse.so.0 opened (RTLD_LOCAL) and every function above found, once; NULL when the library
   or a function is missing (the reason in cpulse_load_error). */
const struct cpulse_functions * _Nullable cpulse_load(void);

/* Why cpulse_load failed; NULL when it did not. */
const char * _Nullable cpulse_load_error(void);

/* The bit libpulse sets in a timeval's tv_usec to say it is on the monotonic clock
   (PA_TIMEVAL_RTCLOCK, from pulse/timeval.h). */
static const long cpulse_timeval_rtclock = 1L << 30;

#endif
