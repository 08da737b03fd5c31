import CX11
import PanelCore

/// The thin input-only strip along the monitor's top edge that stays while the strip is
/// hidden: one click or tap there brings the strip back. Override-redirect, so the window
/// manager neither frames it nor stacks the full-screen window over it, and it never takes the
/// focus; it takes clicks only in its few pixels.
final class RevealZone: StackedWindow {
    init(connection: XConnection, geometry: StripGeometry, height: Int) {
        var attributes = XSetWindowAttributes()
        attributes.override_redirect = True
        attributes.event_mask = Int(ButtonPressMask)
        let window = XCreateWindow(connection.display, connection.root, Int32(geometry.x), Int32(geometry.y),
                                   UInt32(geometry.width), UInt32(max(1, height)), 0, 0, UInt32(InputOnly), nil,
                                   UInt(CWOverrideRedirect | CWEventMask), &attributes)
        // Its own instance name: it is not the strip, and tools looking for the strip must not find it.
        connection.setClass(window, instance: "statuspanel-reveal")
        XStoreName(connection.display, window, "statuspanel reveal zone")
        super.init(connection: connection, window: window)
    }

    func update(geometry: StripGeometry, height: Int) {
        XMoveResizeWindow(connection.display, window, Int32(geometry.x), Int32(geometry.y), UInt32(geometry.width), UInt32(max(1, height)))
    }
}
