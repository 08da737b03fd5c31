#ifndef CDBUS_H
#define CDBUS_H
/* libdbus-1's types, and its functions as pointers resolved with dlsym(3) on first need
   (cdbus_load), so a panel without a session bus or without the tray never maps libdbus-1.
   Nothing here links against it: the header is read for the types and the signatures only. */
#include <dbus/dbus.h>

#define CDBUS_FN(name) __typeof__(name) * _Nonnull name

/* The functions the shell calls, each under its libdbus name. */
struct cdbus_functions {
    CDBUS_FN(dbus_error_init);
    CDBUS_FN(dbus_error_free);
    CDBUS_FN(dbus_error_is_set);
    CDBUS_FN(dbus_connection_open_private);
    CDBUS_FN(dbus_connection_close);
    CDBUS_FN(dbus_connection_unref);
    CDBUS_FN(dbus_connection_set_exit_on_disconnect);
    CDBUS_FN(dbus_connection_get_unix_fd);
    CDBUS_FN(dbus_connection_get_is_connected);
    CDBUS_FN(dbus_connection_read_write);
    CDBUS_FN(dbus_connection_pop_message);
    CDBUS_FN(dbus_connection_get_dispatch_status);
    CDBUS_FN(dbus_connection_send);
    CDBUS_FN(dbus_connection_has_messages_to_send);
    CDBUS_FN(dbus_connection_set_max_received_size);
    CDBUS_FN(dbus_bus_set_unique_name);
    CDBUS_FN(dbus_message_new_method_call);
    CDBUS_FN(dbus_message_new_method_return);
    CDBUS_FN(dbus_message_new_error);
    CDBUS_FN(dbus_message_new_signal);
    CDBUS_FN(dbus_message_unref);
    CDBUS_FN(dbus_message_get_type);
    CDBUS_FN(dbus_message_get_serial);
    CDBUS_FN(dbus_message_get_reply_serial);
    CDBUS_FN(dbus_message_get_sender);
    CDBUS_FN(dbus_message_get_path);
    CDBUS_FN(dbus_message_get_interface);
    CDBUS_FN(dbus_message_get_member);
    CDBUS_FN(dbus_message_get_no_reply);
    CDBUS_FN(dbus_message_get_error_name);
    CDBUS_FN(dbus_message_set_no_reply);
    CDBUS_FN(dbus_message_iter_init);
    CDBUS_FN(dbus_message_iter_init_append);
    CDBUS_FN(dbus_message_iter_get_arg_type);
    CDBUS_FN(dbus_message_iter_get_element_type);
    CDBUS_FN(dbus_message_iter_next);
    CDBUS_FN(dbus_message_iter_recurse);
    CDBUS_FN(dbus_message_iter_get_basic);
    CDBUS_FN(dbus_message_iter_get_fixed_array);
    CDBUS_FN(dbus_message_iter_get_element_count);
    CDBUS_FN(dbus_message_iter_append_basic);
    CDBUS_FN(dbus_message_iter_open_container);
    CDBUS_FN(dbus_message_iter_close_container);
};

/* libdbus-1.so.3 opened (RTLD_LOCAL) and every function above found, once; NULL when the library
   or a function is missing (the reason in cdbus_load_error). */
const struct cdbus_functions * _Nullable cdbus_load(void);

/* Why the last cdbus_load failed, from dlerror(3); NULL after a success. */
const char * _Nullable cdbus_load_error(void);

#endif
