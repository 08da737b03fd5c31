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
        /// With no window manager: mapped small, then at once resized to cover the screen, as a
        /// kiosk application does.
        case resizedToCover
        /// Mapped, then at once `_STATUSPANEL_STYLE` = `hidden`.
        case asksToHide
    }

    private let display: OpaquePointer
    let window: Window

    /// Makes the window and makes it immersive `way`; nil when the display cannot be opened.
    init?(display name: String, way: Way, screen: (width: UInt32, height: UInt32)) {
        guard let dpy = XOpenDisplay(name) else { return nil }
        display = dpy
        let root = XDefaultRootWindow(dpy)
        // Asking to hide counts, with no window manager, for a window over the strip's rows.
        let place: Int32 = way == .asksToHide ? 0 : 100
        window = XCreateSimpleWindow(dpy, root, place, place, 400, 300, 0, 0, 0xFFFFFF)
        XMapWindow(dpy, window)
        switch way {
        case .fullScreenRequest:
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

    /// Destroys the window and closes the connection.
    func close() {
        XDestroyWindow(display, window)
        XCloseDisplay(display)
    }
}
