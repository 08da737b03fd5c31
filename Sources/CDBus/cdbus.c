#include "CDBus.h"
#include <dlfcn.h>
#include <stddef.h>

static struct cdbus_functions functions;
static int state; /* 0: not tried, 1: loaded, -1: failed */
static const char *failure;

#define CDBUS_RESOLVE(name)                                              \
    do {                                                                 \
        void *symbol = dlsym(library, #name);                            \
        if (symbol == NULL) { failure = dlerror(); return NULL; }        \
        functions.name = (__typeof__(name) *)symbol;                     \
    } while (0)

static const struct cdbus_functions *resolve(void) {
    void *library = dlopen("libdbus-1.so.3", RTLD_NOW | RTLD_LOCAL);
    if (library == NULL) { failure = dlerror(); return NULL; }
    CDBUS_RESOLVE(dbus_error_init);
    CDBUS_RESOLVE(dbus_error_free);
    CDBUS_RESOLVE(dbus_error_is_set);
    CDBUS_RESOLVE(dbus_connection_open_private);
    CDBUS_RESOLVE(dbus_connection_close);
    CDBUS_RESOLVE(dbus_connection_unref);
    CDBUS_RESOLVE(dbus_connection_set_exit_on_disconnect);
    CDBUS_RESOLVE(dbus_connection_get_unix_fd);
    CDBUS_RESOLVE(dbus_connection_get_is_connected);
    CDBUS_RESOLVE(dbus_connection_read_write);
    CDBUS_RESOLVE(dbus_connection_pop_message);
    CDBUS_RESOLVE(dbus_connection_get_dispatch_status);
    CDBUS_RESOLVE(dbus_connection_send);
    CDBUS_RESOLVE(dbus_connection_has_messages_to_send);
    CDBUS_RESOLVE(dbus_connection_set_max_received_size);
    CDBUS_RESOLVE(dbus_bus_set_unique_name);
    CDBUS_RESOLVE(dbus_message_new_method_call);
    CDBUS_RESOLVE(dbus_message_new_method_return);
    CDBUS_RESOLVE(dbus_message_new_error);
    CDBUS_RESOLVE(dbus_message_new_signal);
    CDBUS_RESOLVE(dbus_message_unref);
    CDBUS_RESOLVE(dbus_message_get_type);
    CDBUS_RESOLVE(dbus_message_get_serial);
    CDBUS_RESOLVE(dbus_message_get_reply_serial);
    CDBUS_RESOLVE(dbus_message_get_sender);
    CDBUS_RESOLVE(dbus_message_get_path);
    CDBUS_RESOLVE(dbus_message_get_interface);
    CDBUS_RESOLVE(dbus_message_get_member);
    CDBUS_RESOLVE(dbus_message_get_no_reply);
    CDBUS_RESOLVE(dbus_message_get_error_name);
    CDBUS_RESOLVE(dbus_message_set_no_reply);
    CDBUS_RESOLVE(dbus_message_iter_init);
    CDBUS_RESOLVE(dbus_message_iter_init_append);
    CDBUS_RESOLVE(dbus_message_iter_get_arg_type);
    CDBUS_RESOLVE(dbus_message_iter_get_element_type);
    CDBUS_RESOLVE(dbus_message_iter_next);
    CDBUS_RESOLVE(dbus_message_iter_recurse);
    CDBUS_RESOLVE(dbus_message_iter_get_basic);
    CDBUS_RESOLVE(dbus_message_iter_get_fixed_array);
    CDBUS_RESOLVE(dbus_message_iter_get_element_count);
    CDBUS_RESOLVE(dbus_message_iter_append_basic);
    CDBUS_RESOLVE(dbus_message_iter_open_container);
    CDBUS_RESOLVE(dbus_message_iter_close_container);
    failure = NULL;
    return &functions;
}

const struct cdbus_functions *cdbus_load(void) {
    if (state == 0) state = resolve() != NULL ? 1 : -1;
    return state == 1 ? &functions : NULL;
}

const char *cdbus_load_error(void) { return failure; }
