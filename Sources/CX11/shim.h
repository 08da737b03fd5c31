#include <X11/Xlib.h>
#include <X11/Xutil.h>
#include <X11/Xatom.h>
#include <X11/Xresource.h>
#include <X11/XKBlib.h>
#include <X11/extensions/Xrender.h>
#include <X11/extensions/Xrandr.h>
#include <X11/extensions/Xfixes.h>
#include <X11/extensions/Xcomposite.h>
#include <X11/extensions/Xdamage.h>
#include <X11/Xft/Xft.h>
#include <stdio.h>

/* Xlib macros Swift cannot import, as functions. */
static inline int cx11_destroy_image(XImage *image) { return XDestroyImage(image); }
static inline unsigned long cx11_get_pixel(XImage *image, int x, int y) { return XGetPixel(image, x, y); }

/* XKB's events share XEvent's storage but not its union: the kind of an XkbEvent. */
static inline int cx11_xkb_event_kind(const XEvent *event) { return ((const XkbEvent *)event)->any.xkb_type; }
