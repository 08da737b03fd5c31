import CX11
import Foundation

/// An X client inside the test process whose window goes full-screen as it maps, with nothing
/// between the two requests: the ordering a panel that reads a window before selecting its
/// events misses.
final class FullScreenClient {
    /// How the window becomes immersive.
    enum Way: String, CaseIterable {
        /// Mapped, then at once the EWMH request to the window manager (`_NET_WM_STATE` add
        /// `_NET_WM_STATE_FULLSCREEN`), as `xterm -fullscreen` and SDL games do.
        case fullScreenRequest
        /// `_NET_WM_STATE` = `_NET_WM_STATE_FULLSCREEN` set before the window is mapped, the EWMH
        /// way to ask for it from the start (mpv, SDL): the window manager maps it full-screen,
        /// and names it the active window about when its frame maps.
        case fullScreenFromTheStart
        /// With no window manager: mapped small, then at once resized to cover the screen, as a
        /// kiosk application does.
        case resizedToCover
        /// Mapped, then the EWMH request a few milliseconds after the window manager made it the
        /// active window (``init(display:way:screen:delay:)``): while the panel reads what the
        /// activation changed.
        case fullScreenRequestOnceActive
        /// Mapped, then at once `_STATUSPANEL_STYLE` = `hidden`.
        case asksToHide
    }

    private let display: OpaquePointer
    let window: Window

    /// Makes the window and makes it immersive `way`; nil when the display cannot be opened.
    init?(display name: String, way: Way, screen: (width: UInt32, height: UInt32), delay: Double = 0) {
        guard let dpy = XOpenDisplay(name) else { return nil }
        display = dpy
        let root = XDefaultRootWindow(dpy)
        // Asking to hide counts, with no window manager, for a window over the strip's rows.
        let place: Int32 = way == .asksToHide ? 0 : 100
        window = XCreateSimpleWindow(dpy, root, place, place, 400, 300, 0, 0, 0xFFFFFF)
        if way == .fullScreenFromTheStart {
            var atoms = [Int(XInternAtom(dpy, "_NET_WM_STATE_FULLSCREEN", False))]
            atoms.withUnsafeMutableBytes { bytes in
                _ = XChangeProperty(dpy, window, XInternAtom(dpy, "_NET_WM_STATE", False), Atom(XA_ATOM), 32, PropModeReplace,
                                    bytes.baseAddress!.assumingMemoryBound(to: UInt8.self), 1)
            }
        }
        XMapWindow(dpy, window)
        switch way {
        case .fullScreenFromTheStart:
            break
        case .fullScreenRequest, .fullScreenRequestOnceActive:
            if way == .fullScreenRequestOnceActive {
                let active = XInternAtom(dpy, "_NET_ACTIVE_WINDOW", False)
                _ = waitUntil(timeout: 5) { Self.windowProperty(dpy, root, active) == window }
                usleep(UInt32(delay * 1e6))
            }
            var event = XEvent()
            event.xclient.type = ClientMessage
            event.xclient.window = window
            event.xclient.message_type = XInternAtom(dpy, "_NET_WM_STATE", False)
            event.xclient.format = 32
            event.xclient.data.l.0 = 1  // _NET_WM_STATE_ADD
            event.xclient.data.l.1 = Int(XInternAtom(dpy, "_NET_WM_STATE_FULLSCREEN", False))
            event.xclient.data.l.3 = 1  // a normal application
            XSendEvent(dpy, root, False, Int(SubstructureRedirectMask | SubstructureNotifyMask), &event)
        case .resizedToCover:
            XMoveResizeWindow(dpy, window, 0, 0, screen.width, screen.height)
        case .asksToHide:
            var bytes = Array("hidden".utf8)
            XChangeProperty(dpy, window, XInternAtom(dpy, "_STATUSPANEL_STYLE", False), XInternAtom(dpy, "UTF8_STRING", False), 8,
                            PropModeReplace, &bytes, Int32(bytes.count))
        }
        XFlush(dpy)
    }

    private static func windowProperty(_ dpy: OpaquePointer, _ window: Window, _ property: Atom) -> Window? {
        var type: Atom = 0
        var format: Int32 = 0
        var count: UInt = 0
        var remaining: UInt = 0
        var data: UnsafeMutablePointer<UInt8>?
        guard XGetWindowProperty(dpy, window, property, 0, 1, False, Atom(XA_WINDOW), &type, &format, &count, &remaining, &data) == Success,
              let data else { return nil }
        defer { XFree(data) }
        return count == 1 ? data.withMemoryRebound(to: Window.self, capacity: 1) { $0.pointee } : nil
    }

    /// Destroys the window and closes the connection.
    func close() {
        XDestroyWindow(display, window)
        XCloseDisplay(display)
    }
}

/// Ordinary windows that stay open for a test (a busy desktop), from one connection.
final class BackgroundWindows {
    private let display: OpaquePointer

    init?(display name: String, count: Int) {
        guard let dpy = XOpenDisplay(name) else { return nil }
        display = dpy
        for index in 0..<count {
            let window = XCreateSimpleWindow(dpy, XDefaultRootWindow(dpy), Int32(200 + index % 400), Int32(100 + index % 300),
                                             300, 200, 0, 0, 0xDDDDDD)
            XMapWindow(dpy, window)
        }
        XSync(dpy, False)
    }

    deinit { XCloseDisplay(display) }
}
