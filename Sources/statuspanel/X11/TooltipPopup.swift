import CX11
import PanelCore

/// An item's tooltip: one override-redirect window under its icon, drawn by a ``Renderer`` from
/// ``TooltipLayout``; it takes no input.
final class TooltipPopup {
    private let connection: XConnection
    private let window: Window
    private let renderer: Renderer

    /// Shows `lines` under the icon at (`anchorX`, `anchorY`), inside `monitor`.
    init(connection: XConnection, visual: StripVisual, font: XftTextMeasurer, scale: Double, foreground: Color, lines: [String],
         anchor: (x: Int, y: Int), monitor: Monitor) {
        self.connection = connection
        let list = TooltipLayout.list(lines, colors: .following(foreground), scale: scale, measure: { font.width(of: $0) },
                                      ascent: font.ascent, descent: font.descent)
        let place = MenuPopupLayout.place((list.width, list.height), anchorX: anchor.x, anchorY: anchor.y,
                                          monitor: (monitor.x, monitor.y, monitor.width, monitor.height))
        let dpy = connection.display
        var attributes = XSetWindowAttributes()
        attributes.override_redirect = True
        attributes.colormap = visual.colormap
        attributes.border_pixel = 0
        attributes.background_pixel = 0
        attributes.event_mask = ExposureMask
        let window = XCreateWindow(dpy, XRootWindow(dpy, connection.screen), Int32(place.x), Int32(place.y), UInt32(list.width), UInt32(list.height),
                               0, visual.depth, UInt32(InputOutput), visual.visual,
                               UInt(CWOverrideRedirect | CWColormap | CWBorderPixel | CWBackPixel | CWEventMask), &attributes)
        connection.setAtoms(window, "_NET_WM_WINDOW_TYPE", ["_NET_WM_WINDOW_TYPE_TOOLTIP"])
        var hint = XClassHint()
        "statuspanel-tooltip".withCString { name in
            hint.res_name = UnsafeMutablePointer(mutating: name)
            hint.res_class = UnsafeMutablePointer(mutating: name)
            XSetClassHint(dpy, window, &hint)
        }
        // Input passes through: an empty input shape would need XShape; the window is small
        // and under the strip, and a press anywhere hides it.
        XMapRaised(dpy, window)
        self.window = window
        renderer = Renderer(connection: connection, window: window, visual: visual, font: font, scale: scale)
        renderer.render(list)
    }

    deinit { XDestroyWindow(connection.display, window) }

    /// Draws the tooltip again after an Expose; true when `event` was its.
    func handle(_ event: XEvent) -> Bool {
        guard event.type == Expose, event.xexpose.window == window else { return false }
        renderer.present()
        return true
    }
}
