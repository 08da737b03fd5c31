#include "CAlsa.h"
#include <dlfcn.h>
#include <stddef.h>

static struct calsa_functions functions;
static int state; /* 0: not tried, 1: loaded, -1: failed */
static const char *failure;

/* alsa-lib's messages ("ALSA lib confmisc.c:855:(parse_card) cannot find card '0'") go nowhere. */
static void quiet(const char *file, int line, const char *function, int err, const char *fmt, ...) {
    (void)file; (void)line; (void)function; (void)err; (void)fmt;
}

#define CALSA_RESOLVE(name)                                              \
    do {                                                                 \
        void *symbol = dlsym(library, #name);                            \
        if (symbol == NULL) { failure = dlerror(); return NULL; }        \
        functions.name = (__typeof__(name) *)symbol;                     \
    } while (0)

static const struct calsa_functions *resolve(void) {
    void *library = dlopen("libasound.so.2", RTLD_NOW | RTLD_LOCAL);
    if (library == NULL) { failure = dlerror(); return NULL; }
    CALSA_RESOLVE(snd_mixer_open);
    CALSA_RESOLVE(snd_mixer_attach);
    CALSA_RESOLVE(snd_mixer_selem_register);
    CALSA_RESOLVE(snd_mixer_load);
    CALSA_RESOLVE(snd_mixer_close);
    CALSA_RESOLVE(snd_mixer_first_elem);
    CALSA_RESOLVE(snd_mixer_elem_next);
    CALSA_RESOLVE(snd_mixer_elem_set_callback);
    CALSA_RESOLVE(snd_mixer_elem_set_callback_private);
    CALSA_RESOLVE(snd_mixer_elem_get_callback_private);
    CALSA_RESOLVE(snd_mixer_poll_descriptors_count);
    CALSA_RESOLVE(snd_mixer_poll_descriptors);
    CALSA_RESOLVE(snd_mixer_poll_descriptors_revents);
    CALSA_RESOLVE(snd_mixer_handle_events);
    CALSA_RESOLVE(snd_mixer_selem_get_name);
    CALSA_RESOLVE(snd_mixer_selem_get_index);
    CALSA_RESOLVE(snd_mixer_selem_is_active);
    CALSA_RESOLVE(snd_mixer_selem_has_playback_volume);
    CALSA_RESOLVE(snd_mixer_selem_has_playback_switch);
    CALSA_RESOLVE(snd_mixer_selem_has_playback_channel);
    CALSA_RESOLVE(snd_mixer_selem_is_playback_mono);
    CALSA_RESOLVE(snd_mixer_selem_get_playback_volume_range);
    CALSA_RESOLVE(snd_mixer_selem_get_playback_volume);
    CALSA_RESOLVE(snd_mixer_selem_set_playback_volume);
    CALSA_RESOLVE(snd_mixer_selem_get_playback_dB_range);
    CALSA_RESOLVE(snd_mixer_selem_get_playback_dB);
    CALSA_RESOLVE(snd_mixer_selem_set_playback_dB);
    CALSA_RESOLVE(snd_mixer_selem_get_playback_switch);
    CALSA_RESOLVE(snd_mixer_selem_set_playback_switch_all);
    CALSA_RESOLVE(snd_strerror);
    void *setter = dlsym(library, "snd_lib_error_set_handler");
    if (setter != NULL) ((int (*)(snd_lib_error_handler_t))setter)(quiet);
    failure = NULL;
    return &functions;
}

const struct calsa_functions *calsa_load(void) {
    if (state == 0) state = resolve() != NULL ? 1 : -1;
    return state == 1 ? &functions : NULL;
}

const char *calsa_load_error(void) { return failure; }
