import CX11
import PanelCore
#if canImport(Glibc)
import Glibc
#endif

/// The strip's twin for showing above a full-screen window: EWMH lets the window manager stack
/// a focused full-screen window over docks, so the strip shown over one (waiting to hide,
/// revealed by a tap, animating out) is an override-redirect window the panel stacks itself.
/// It carries the strip's identity but no strut (the dock keeps that), never takes the focus,
/// and shows the same frames.
final class StripOverlay: StackedWindow {
    private var geometry: StripGeometry
    private var offset = 0
    private var opacity: Double = 1

    init(connection: XConnection, geometry: StripGeometry, visual: StripVisual) {
        self.geometry = geometry
        var attributes = XSetWindowAttributes()
        attributes.override_redirect = True
        // No background, as the dock: nothing is cleared between frames.
        attributes.background_pixmap = Pixmap(None)
        attributes.event_mask = Int(ExposureMask | ButtonPressMask | EnterWindowMask | PointerMotionMask)
        let dpy = connection.display
        let mask = UInt(CWOverrideRedirect | CWBackPixmap | CWEventMask) | visual.windowAttributes(&attributes)
        let window = XCreateWindow(dpy, connection.root, Int32(geometry.x), Int32(geometry.y), UInt32(geometry.width), UInt32(geometry.height), 0,
                                   visual.depth, UInt32(InputOutput), visual.visual, mask, &attributes)
        connection.setStripIdentity(window)
        super.init(connection: connection, window: window)
    }

    func update(geometry: StripGeometry) {
        guard geometry != self.geometry else { return }
        self.geometry = geometry
        place()
    }

    /// Shows the hide animation of `plan` (its progress: 0 shown, 1 gone): fading with a
    /// compositor (`_NET_WM_WINDOW_OPACITY`), sliding up without one.
    func showHide(of plan: StripWindowPlan, composited: Bool) {
        let newOffset = composited ? 0 : plan.slideOffset(height: geometry.height)
        let newOpacity = composited ? 1 - plan.hideProgress : 1
        if newOpacity != opacity {
            opacity = newOpacity
            if opacity >= 1 {
                XDeleteProperty(connection.display, window, connection.atom("_NET_WM_WINDOW_OPACITY"))
            } else {
                connection.setCardinals(window, "_NET_WM_WINDOW_OPACITY", [Int((opacity * 0xFFFF_FFFF).rounded())])
            }
        }
        if newOffset != offset {
            offset = newOffset
            place()
        }
    }

    private func place() {
        XMoveResizeWindow(connection.display, window, Int32(geometry.x), Int32(geometry.y - offset), UInt32(geometry.width), UInt32(geometry.height))
    }
}
