// bench-xft-floor: the Swift twin of bench/xft-floor.c, built by scripts/build with the panel's own
// flags: what the Swift runtime adds to a program that only maps a window and draws the time
// with Xft (a floor for bench/run's table, not a panel).
import CX11
import Glibc

guard let display = XOpenDisplay(nil) else { exit(1) }
let screen = XDefaultScreen(display)
let root = XRootWindow(display, screen)
let width = XDisplayWidth(display, screen)
let window = XCreateSimpleWindow(display, root, 0, 0, UInt32(width), 24, 0, 0, 0xf2f2f2)
XSelectInput(display, window, ExposureMask)
let font = XftFontOpenName(display, screen, "sans-serif:bold:pixelsize=13")
let draw = XftDrawCreate(display, window, XDefaultVisual(display, screen), XDefaultColormap(display, screen))
var black = XftColor()
XftColorAllocName(display, XDefaultVisual(display, screen), XDefaultColormap(display, screen), "black", &black)
// Mapped once it can draw, as a panel does (its first frame ready).
XMapWindow(display, window)
while true {
    var now = time(nil)
    var parts = tm()
    localtime_r(&now, &parts)
    var text = [CChar](repeating: 0, count: 16)
    let count = strftime(&text, 16, "%H:%M", &parts)
    text.withUnsafeBufferPointer { buffer in
        buffer.baseAddress!.withMemoryRebound(to: FcChar8.self, capacity: count) {
            XftDrawStringUtf8(draw, &black, font, width / 2 - 18, 17, $0, Int32(count))
        }
    }
    XFlush(display)
    var event = XEvent()
    repeat { XNextEvent(display, &event) } while event.type != Expose
}
