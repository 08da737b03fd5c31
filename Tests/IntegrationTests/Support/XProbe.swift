import CX11
import Foundation

/// A second X client inside the test process, for timings that spawning xdotool or xwininfo
/// would drown: it presses a button on one window and waits for another to be mapped.
enum XProbe {
    /// Seconds from sending a ButtonPress to `target` (at x, y in it) until `watched` is mapped,
    /// as seen by this client (StructureNotify); nil on timeout or when the display cannot be opened.
    static func secondsFromPress(on target: String, at x: Int32, _ y: Int32, untilMapped watched: String,
                                 display name: String, timeout: Double = 2) -> Double? {
        guard let dpy = XOpenDisplay(name), let targetID = Window(target.dropFirst(2), radix: 16),
              let watchedID = Window(watched.dropFirst(2), radix: 16) else { return nil }
        defer { XCloseDisplay(dpy) }
        XSelectInput(dpy, watchedID, Int(StructureNotifyMask))
        XSync(dpy, False)
        var press = XEvent()
        press.xbutton.type = ButtonPress
        press.xbutton.window = targetID
        press.xbutton.root = XDefaultRootWindow(dpy)
        press.xbutton.x = x
        press.xbutton.y = y
        press.xbutton.x_root = x
        press.xbutton.y_root = y
        press.xbutton.button = UInt32(Button1)
        press.xbutton.same_screen = True
        let start = DispatchTime.now()
        XSendEvent(dpy, targetID, True, Int(ButtonPressMask), &press)
        XFlush(dpy)
        let deadline = start.uptimeNanoseconds + UInt64(timeout * 1e9)
        var event = XEvent()
        while DispatchTime.now().uptimeNanoseconds < deadline {
            while XPending(dpy) > 0 {
                XNextEvent(dpy, &event)
                if event.type == MapNotify && event.xmap.window == watchedID {
                    return Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e9
                }
            }
            var fd = pollfd(fd: XConnectionNumber(dpy), events: Int16(POLLIN), revents: 0)
            _ = poll(&fd, 1, 10)
        }
        return nil
    }

    /// Whether some client owns the selection `name` (such as `_NET_WM_CM_S0`, a running compositor).
    static func selectionOwned(_ name: String, display: String) -> Bool {
        guard let dpy = XOpenDisplay(display) else { return false }
        defer { XCloseDisplay(dpy) }
        return XGetSelectionOwner(dpy, XInternAtom(dpy, name, False)) != 0
    }

    /// One change of a watched window: when (seconds from the start), its y, its opacity (0...1).
    struct Frame {
        var time: Double
        var y: Int
        var opacity: Double
    }

    /// Records `watched`'s moves (ConfigureNotify) and `_NET_WM_WINDOW_OPACITY` changes for `seconds`.
    static func frames(of watched: String, display name: String, for seconds: Double) -> [Frame] {
        guard let dpy = XOpenDisplay(name), let window = Window(watched.dropFirst(2), radix: 16) else { return [] }
        defer { XCloseDisplay(dpy) }
        let opacityAtom = XInternAtom(dpy, "_NET_WM_WINDOW_OPACITY", False)
        XSelectInput(dpy, window, Int(StructureNotifyMask | PropertyChangeMask))
        XSync(dpy, False)
        let start = DispatchTime.now().uptimeNanoseconds
        func now() -> Double { Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9 }
        var frames: [Frame] = []
        var y = 0
        var opacity = 1.0
        var event = XEvent()
        while now() < seconds {
            while XPending(dpy) > 0 {
                XNextEvent(dpy, &event)
                if event.type == ConfigureNotify && event.xconfigure.window == window {
                    y = Int(event.xconfigure.y)
                    frames.append(Frame(time: now(), y: y, opacity: opacity))
                } else if event.type == PropertyNotify && event.xproperty.atom == opacityAtom {
                    opacity = readOpacity(dpy, window, opacityAtom)
                    frames.append(Frame(time: now(), y: y, opacity: opacity))
                }
            }
            var fd = pollfd(fd: XConnectionNumber(dpy), events: Int16(POLLIN), revents: 0)
            _ = poll(&fd, 1, 10)
        }
        return frames
    }

    private static func readOpacity(_ dpy: OpaquePointer, _ window: Window, _ atom: Atom) -> Double {
        var type: Atom = 0
        var format: Int32 = 0
        var count: UInt = 0, remaining: UInt = 0
        var data: UnsafeMutablePointer<UInt8>?
        defer { if let data { XFree(data) } }
        guard XGetWindowProperty(dpy, window, atom, 0, 1, False, Atom(XA_CARDINAL), &type, &format, &count, &remaining, &data) == Success,
              count == 1, let data else { return 1 }
        let value = data.withMemoryRebound(to: Int.self, capacity: 1) { $0.pointee }
        return Double(UInt32(truncatingIfNeeded: value)) / Double(UInt32.max)
    }

    /// The screen's colour at one point, read every few milliseconds for `seconds` (XGetImage
    /// of one pixel: fast enough to see an animation's frames); times from the start.
    static func colors(at x: Int32, _ y: Int32, display name: String, for seconds: Double) -> [(time: Double, rgb: UInt)] {
        guard let dpy = XOpenDisplay(name) else { return [] }
        defer { XCloseDisplay(dpy) }
        let root = XDefaultRootWindow(dpy)
        let start = DispatchTime.now().uptimeNanoseconds
        var samples: [(Double, UInt)] = []
        while true {
            let t = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
            if t > seconds { break }
            if let image = XGetImage(dpy, root, x, y, 1, 1, UInt.max, ZPixmap) {
                samples.append((t, cx11_get_pixel(image, 0, 0) & 0xFFFFFF))
                _ = cx11_destroy_image(image)
            }
            usleep(3000)
        }
        return samples
    }

    /// A connection that publishes a solid wallpaper pixmap of `depth` bits as the root pixmap
    /// (`_XROOTPMAP_ID`), as wallpaper setters do; the pixmap lives as long as the connection.
    final class Wallpaper {
        private let display: OpaquePointer

        init?(display name: String, depth: Int32, red: UInt16, green: UInt16, blue: UInt16, width: UInt32 = 1280, height: UInt32 = 720) {
            guard let dpy = XOpenDisplay(name) else { return nil }
            display = dpy
            let root = XDefaultRootWindow(dpy)
            let pixmap = XCreatePixmap(dpy, root, width, height, UInt32(depth))
            let gc = XCreateGC(dpy, pixmap, 0, nil)
            // A TrueColor pixel for this depth: 5-6-5 at 16 bits, 8-8-8 at 24.
            let pixel: UInt = depth == 16
                ? UInt(red >> 11) << 11 | UInt(green >> 10) << 5 | UInt(blue >> 11)
                : UInt(red >> 8) << 16 | UInt(green >> 8) << 8 | UInt(blue >> 8)
            XSetForeground(dpy, gc, pixel)
            XFillRectangle(dpy, pixmap, gc, 0, 0, width, height)
            XFreeGC(dpy, gc)
            var id = Int(bitPattern: pixmap)
            withUnsafeBytes(of: &id) { raw in
                _ = XChangeProperty(dpy, root, XInternAtom(dpy, "_XROOTPMAP_ID", False), Atom(XA_PIXMAP), 32, PropModeReplace,
                                    raw.baseAddress!.assumingMemoryBound(to: UInt8.self), 1)
            }
            XSync(dpy, False)
        }

        deinit { XCloseDisplay(display) }
    }
}
