// bench/xft-floor.c: the least a program that shows antialiased text with Xft needs, as a floor
// for bench/run's table: it opens the display and a font, then maps one 24 px window at the top,
// draws the time, and then only waits for X events (redrawing on Expose).
#include <X11/Xft/Xft.h>
#include <X11/Xlib.h>
#include <string.h>
#include <time.h>

int main(void) {
    Display *display = XOpenDisplay(NULL);
    if (!display) return 1;
    int screen = DefaultScreen(display);
    Window window = XCreateSimpleWindow(display, RootWindow(display, screen), 0, 0,
                                        (unsigned)DisplayWidth(display, screen), 24, 0, 0, 0xf2f2f2);
    XSelectInput(display, window, ExposureMask);
    XftFont *font = XftFontOpenName(display, screen, "sans-serif:bold:pixelsize=13");
    XftDraw *draw = XftDrawCreate(display, window, DefaultVisual(display, screen),
                                  DefaultColormap(display, screen));
    XftColor black;
    XftColorAllocName(display, DefaultVisual(display, screen), DefaultColormap(display, screen),
                      "black", &black);
    // Mapped once it can draw, as a panel does (its first frame ready).
    XMapWindow(display, window);
    for (;;) {
        char text[16];
        time_t now = time(NULL);
        strftime(text, sizeof text, "%H:%M", localtime(&now));
        XftDrawStringUtf8(draw, &black, font, DisplayWidth(display, screen) / 2 - 18, 17,
                          (const FcChar8 *)text, (int)strlen(text));
        XFlush(display);
        XEvent event;
        do XNextEvent(display, &event); while (event.type != Expose);
    }
}
