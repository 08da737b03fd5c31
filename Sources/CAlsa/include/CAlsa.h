#ifndef CALSA_H
#define CALSA_H
/* alsa-lib's simple mixer, the few functions the volume item calls as pointers resolved with
   dlsym(3) on first need (calsa_load), so a panel without the volume item, or with a sound
   server, never maps libasound. Nothing here links against it: the headers (Debian's
   libasound2-dev) are read for the types and the signatures only. The mixer's poll descriptors
   are waited on in the panel's own loop (Sources/statuspanel/Sound/AlsaMixer.swift). */
/* limits.h before asoundlib.h's stdlib.h: with _FORTIFY_SOURCE (the release build) glibc's
   realpath wrapper differs by whether PATH_MAX is known, and must match SwiftGlibc's. */
#include <limits.h>
#include <alsa/asoundlib.h>

#define CALSA_FN(name) __typeof__(name) * _Nonnull name

/* The functions the shell calls, each under its alsa-lib name. */
struct calsa_functions {
    CALSA_FN(snd_mixer_open);
    CALSA_FN(snd_mixer_attach);
    CALSA_FN(snd_mixer_selem_register);
    CALSA_FN(snd_mixer_load);
    CALSA_FN(snd_mixer_close);
    CALSA_FN(snd_mixer_first_elem);
    CALSA_FN(snd_mixer_elem_next);
    CALSA_FN(snd_mixer_elem_set_callback);
    CALSA_FN(snd_mixer_elem_set_callback_private);
    CALSA_FN(snd_mixer_elem_get_callback_private);
    CALSA_FN(snd_mixer_poll_descriptors_count);
    CALSA_FN(snd_mixer_poll_descriptors);
    CALSA_FN(snd_mixer_poll_descriptors_revents);
    CALSA_FN(snd_mixer_handle_events);
    CALSA_FN(snd_mixer_selem_get_name);
    CALSA_FN(snd_mixer_selem_get_index);
    CALSA_FN(snd_mixer_selem_is_active);
    CALSA_FN(snd_mixer_selem_has_playback_volume);
    CALSA_FN(snd_mixer_selem_has_playback_switch);
    CALSA_FN(snd_mixer_selem_has_playback_channel);
    CALSA_FN(snd_mixer_selem_is_playback_mono);
    CALSA_FN(snd_mixer_selem_get_playback_volume_range);
    CALSA_FN(snd_mixer_selem_get_playback_volume);
    CALSA_FN(snd_mixer_selem_set_playback_volume);
    CALSA_FN(snd_mixer_selem_get_playback_dB_range);
    CALSA_FN(snd_mixer_selem_get_playback_dB);
    CALSA_FN(snd_mixer_selem_set_playback_dB);
    CALSA_FN(snd_mixer_selem_get_playback_switch);
    CALSA_FN(snd_mixer_selem_set_playback_switch_all);
    CALSA_FN(snd_strerror);
};

/* libasound.so.2 opened (RTLD_LOCAL) and every function above found, once, with alsa-lib's
   messages to standard error silenced (the panel says itself what failed); NULL when the library
   or a function is missing (the reason in calsa_load_error). */
const struct calsa_functions * _Nullable calsa_load(void);

/* Why calsa_load failed; NULL when it did not. */
const char * _Nullable calsa_load_error(void);

#endif
