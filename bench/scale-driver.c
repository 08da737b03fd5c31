// bench/scale-driver.c: the other client of bench/scale. Built at run time:
//     cc -O2 bench/scale-driver.c -o scale-driver -lX11
//
// scale-driver windows N [--seconds S] [--rate HZ] [--manage-timeout S]
//   Creates N ordinary 300x200 windows (no background) at varied positions and maps them, waits
//   until the window manager lists all of them in _NET_CLIENT_LIST (when that stalls for 2 s, the
//   windows it has not framed are mapped again: openbox can lose a map request while it starts;
//   at the deadline it prints "TIMEOUT managed K of N" and exits 3), waits 1 s more, then prints "READY N" and blocks until a
//   line (or end of file) on stdin. Then, for S seconds (default 15), HZ times a second (default
//   20), it activates the next window round-robin: the EWMH _NET_ACTIVE_WINDOW client message to
//   the root, source indication 2 (a pager), which makes openbox raise and focus it, changing
//   _NET_ACTIVE_WINDOW and _NET_CLIENT_LIST_STACKING. 0.5 s after the last one (so that the
//   last events' work is inside the window) it prints "END EVENTS ELAPSED_US ACTIVE_OK" (ACTIVE_OK
//   is 1 when _NET_ACTIVE_WINDOW names the last window activated) and blocks on stdin again: its
//   windows stay until the caller has read its figures (closing them would be more events).
//
// scale-driver wait-mapped PID NAME TIMEOUT_S
//   Exits 0 once a viewable window anywhere in the tree has _NET_WM_PID == PID or a WM_CLASS
//   (instance or class, any case) equal to NAME; 1 at the deadline.
#define _GNU_SOURCE
#include <X11/Xatom.h>
#include <X11/Xlib.h>
#include <X11/Xutil.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <time.h>

static double now_s(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec + (double)t.tv_nsec / 1e9;
}

static void sleep_s(double s) {
    struct timespec t = {(time_t)s, (long)((s - (double)(time_t)s) * 1e9)};
    while (nanosleep(&t, &t) == -1 && errno == EINTR) {}
}

static void drain(Display *d) {
    XEvent e;
    while (XPending(d)) XNextEvent(d, &e);
}

static int cmp_window(const void *a, const void *b) {
    Window x = *(const Window *)a, y = *(const Window *)b;
    return x < y ? -1 : x > y;
}

// How many of `ours` (sorted) the root's _NET_CLIENT_LIST names.
static long managed(Display *d, Atom client_list, Window *ours, long n) {
    Atom type;
    int format;
    unsigned long count = 0, after;
    unsigned char *data = NULL;
    if (XGetWindowProperty(d, DefaultRootWindow(d), client_list, 0, 1 << 20, False, XA_WINDOW, &type,
                           &format, &count, &after, &data) != Success || !data)
        return 0;
    long found = 0;
    Window *list = (Window *)data;  // format 32 arrives as longs
    for (unsigned long i = 0; i < count; i++)
        if (bsearch(&list[i], ours, (size_t)n, sizeof(Window), cmp_window)) found++;
    XFree(data);
    return found;
}

static Window active_window(Display *d, Atom active) {
    Atom type;
    int format;
    unsigned long count = 0, after;
    unsigned char *data = NULL;
    Window w = None;
    if (XGetWindowProperty(d, DefaultRootWindow(d), active, 0, 1, False, XA_WINDOW, &type, &format,
                           &count, &after, &data) == Success && data) {
        if (count == 1) w = *(Window *)data;
        XFree(data);
    }
    return w;
}

static void wait_line(void) {
    char line[64];
    if (!fgets(line, sizeof line, stdin)) return;  // end of file: go on as well
}

static int windows_mode(int argc, char **argv) {
    long n = atol(argv[2]);
    double seconds = 15, rate = 20, manage_timeout = 120;
    for (int i = 3; i + 1 < argc; i += 2) {
        if (!strcmp(argv[i], "--seconds")) seconds = atof(argv[i + 1]);
        else if (!strcmp(argv[i], "--rate")) rate = atof(argv[i + 1]);
        else if (!strcmp(argv[i], "--manage-timeout")) manage_timeout = atof(argv[i + 1]);
        else { fprintf(stderr, "scale-driver: unknown option %s\n", argv[i]); return 2; }
    }
    if (n < 1 || seconds <= 0 || rate <= 0) { fprintf(stderr, "scale-driver: bad arguments\n"); return 2; }
    Display *d = XOpenDisplay(NULL);
    if (!d) { fprintf(stderr, "scale-driver: cannot open the display\n"); return 1; }
    setvbuf(stdout, NULL, _IOLBF, 0);
    int screen = DefaultScreen(d);
    Window root = RootWindow(d, screen);
    int sw = DisplayWidth(d, screen), sh = DisplayHeight(d, screen);
    Atom client_list = XInternAtom(d, "_NET_CLIENT_LIST", False);
    Atom active = XInternAtom(d, "_NET_ACTIVE_WINDOW", False);

    Window *order = calloc((size_t)n, sizeof(Window)), *sorted = calloc((size_t)n, sizeof(Window));
    XSizeHints *hints = XAllocSizeHints();
    XClassHint class_hint = {"scale-driver", "ScaleDriver"};
    for (long i = 0; i < n; i++) {
        // Varied positions over the screen, below a 24 px strip, with the size the program asked.
        int x = (int)((i * 97) % (sw - 300 > 1 ? sw - 300 : 1));
        int y = 30 + (int)((i * 61) % (sh - 230 > 1 ? sh - 230 : 1));
        // No background: the server paints nothing where a raise exposes it (a client would
        // draw there), so that its own share per event, the baseline bench/scale subtracts, is
        // small beside the panel's.
        XSetWindowAttributes attributes = {.background_pixmap = None};
        Window w = XCreateWindow(d, root, x, y, 300, 200, 0, CopyFromParent, InputOutput,
                                 CopyFromParent, CWBackPixmap, &attributes);
        char name[32];
        snprintf(name, sizeof name, "scale %ld", i);
        XStoreName(d, w, name);
        XSetClassHint(d, w, &class_hint);
        hints->flags = USPosition | USSize;
        hints->x = x, hints->y = y, hints->width = 300, hints->height = 200;
        XSetWMNormalHints(d, w, hints);
        XMapWindow(d, w);
        order[i] = sorted[i] = w;
        if (i % 100 == 99) XFlush(d);
    }
    XSync(d, False);
    qsort(sorted, (size_t)n, sizeof(Window), cmp_window);

    double t0 = now_s(), deadline = t0 + manage_timeout, progress = t0;
    long k = 0, before = 0;
    while ((k = managed(d, client_list, sorted, n)) < n) {
        drain(d);
        if (now_s() > deadline) {
            printf("TIMEOUT managed %ld of %ld\n", k, n);
            return 3;
        }
        if (k != before) before = k, progress = now_s();
        if (now_s() - progress > 2) {
            // openbox sets _NET_SUPPORTING_WM_CHECK before it is done starting, and a map
            // request it gets in between can be lost: the window stays unmapped, a child of the
            // root with no frame (or, mapped before the redirection, shown without one). Map
            // such windows again: the window manager gets a new request.
            long again = 0;
            for (long i = 0; i < n; i++) {
                XWindowAttributes a;
                Window root_return, parent, *children = NULL;
                unsigned int count;
                if (!XGetWindowAttributes(d, order[i], &a)) continue;
                if (!XQueryTree(d, order[i], &root_return, &parent, &children, &count)) continue;
                if (children) XFree(children);
                if (parent != root) continue;
                if (a.map_state == IsViewable) XUnmapWindow(d, order[i]);
                XMapWindow(d, order[i]);
                again++;
            }
            XSync(d, False);
            if (again)
                fprintf(stderr, "scale-driver: no progress in 2 s; %ld windows without a frame mapped again\n", again);
            progress = now_s();
        }
        sleep_s(0.05);
    }
    fprintf(stderr, "scale-driver: %ld windows managed in %.2f s\n", n, now_s() - t0);
    sleep_s(1.0);
    drain(d);
    printf("READY %ld\n", n);
    wait_line();

    double period = 1.0 / rate, start = now_s();
    long events = 0;
    Window last = None;
    for (;;) {
        double target = start + (double)events * period;
        if (target >= start + seconds) break;
        double wait = target - now_s();
        if (wait > 0) sleep_s(wait);
        last = order[events % n];
        XEvent e;
        memset(&e, 0, sizeof e);
        e.xclient.type = ClientMessage;
        e.xclient.window = last;
        e.xclient.message_type = active;
        e.xclient.format = 32;
        e.xclient.data.l[0] = 2;            // source indication: a pager
        e.xclient.data.l[1] = CurrentTime;  // timestamp
        e.xclient.data.l[2] = None;         // the requestor's currently active window
        XSendEvent(d, root, False, SubstructureRedirectMask | SubstructureNotifyMask, &e);
        XFlush(d);
        drain(d);
        events++;
    }
    double end = now_s();
    sleep_s(0.5);
    XSync(d, False);
    int ok = active_window(d, active) == last;
    printf("END %ld %.0f %d\n", events, (end - start) * 1e6, ok);
    wait_line();
    XCloseDisplay(d);
    return 0;
}

static int matches(Display *d, Window w, Atom pid_atom, long pid, const char *name) {
    XWindowAttributes a;
    if (!XGetWindowAttributes(d, w, &a) || a.map_state != IsViewable) return 0;
    Atom type;
    int format;
    unsigned long count = 0, after;
    unsigned char *data = NULL;
    int found = 0;
    if (XGetWindowProperty(d, w, pid_atom, 0, 1, False, XA_CARDINAL, &type, &format, &count, &after,
                           &data) == Success && data) {
        found = count == 1 && *(long *)data == pid;
        XFree(data);
    }
    XClassHint hint = {NULL, NULL};
    if (!found && *name && XGetClassHint(d, w, &hint)) {
        found = (hint.res_name && !strcasecmp(hint.res_name, name)) ||
                (hint.res_class && !strcasecmp(hint.res_class, name));
    }
    if (hint.res_name) XFree(hint.res_name);
    if (hint.res_class) XFree(hint.res_class);
    return found;
}

static int search(Display *d, Window w, Atom pid_atom, long pid, const char *name, int depth) {
    if (matches(d, w, pid_atom, pid, name)) return 1;
    if (depth == 0) return 0;
    Window root_return, parent, *children = NULL;
    unsigned int count = 0;
    int found = 0;
    if (XQueryTree(d, w, &root_return, &parent, &children, &count)) {
        for (unsigned int i = 0; i < count && !found; i++)
            found = search(d, children[i], pid_atom, pid, name, depth - 1);
        if (children) XFree(children);
    }
    return found;
}

static int ignore_errors(Display *d, XErrorEvent *e) {
    (void)d, (void)e;  // a window gone between the query and the read
    return 0;
}

static int wait_mapped_mode(char **argv) {
    long pid = atol(argv[2]);
    const char *name = argv[3];
    double deadline = now_s() + atof(argv[4]);
    Display *d = XOpenDisplay(NULL);
    if (!d) { fprintf(stderr, "scale-driver: cannot open the display\n"); return 1; }
    XSetErrorHandler(ignore_errors);
    Atom pid_atom = XInternAtom(d, "_NET_WM_PID", False);
    for (;;) {
        if (search(d, DefaultRootWindow(d), pid_atom, pid, name, 3)) return 0;
        if (now_s() > deadline) return 1;
        sleep_s(0.02);
    }
}

int main(int argc, char **argv) {
    if (argc >= 3 && !strcmp(argv[1], "windows")) return windows_mode(argc, argv);
    if (argc == 5 && !strcmp(argv[1], "wait-mapped")) return wait_mapped_mode(argv);
    fprintf(stderr, "usage: scale-driver windows N [--seconds S] [--rate HZ] [--manage-timeout S]\n"
                    "       scale-driver wait-mapped PID NAME TIMEOUT_S\n");
    return 2;
}
