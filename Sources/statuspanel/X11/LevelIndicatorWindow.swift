import CX11
import PanelCore
#if canImport(Glibc)
import Glibc
#endif

/// The transient level indicator on screen: one override-redirect window (so it shows above a
/// full-screen window, and the strip stays as it is), `WM_CLASS` `statuspanel-indicator`, typed
/// `_NET_WM_WINDOW_TYPE_NOTIFICATION`, that takes neither the focus nor the pointer (its input
/// shape is empty: a click goes to what is beneath). It is drawn by a ``Renderer`` from
/// PanelCore's ``LevelIndicatorLayout``: with alpha where a compositor runs, else over a copy of
/// the screen beneath it, read when it maps, so its rounded ends and its see-through panel show
/// what is behind.
final class LevelIndicatorWindow {
    private let connection: XConnection
    let window: Window
    let frame: WindowFrame
    private let renderer: Renderer

    /// Maps the window at `frame` in `visual` (with alpha only where a compositor blends it).
    init(connection: XConnection, visual: StripVisual, font: XftTextMeasurer, scale: Double, frame: WindowFrame) {
        self.connection = connection
        self.frame = frame
        let dpy = connection.display
        // What lies beneath, read before the window covers it.
        let beneath = visual.hasAlpha ? nil : connection.pixels(of: connection.root, x: frame.x, y: frame.y, width: frame.width, height: frame.height)
        var attributes = XSetWindowAttributes()
        attributes.override_redirect = True
        // No background: nothing is cleared between the map and the first copy of the frame.
        attributes.background_pixmap = Pixmap(None)
        attributes.event_mask = ExposureMask
        let mask = UInt(CWOverrideRedirect | CWBackPixmap | CWEventMask) | visual.windowAttributes(&attributes)
        let window = XCreateWindow(dpy, connection.root, Int32(frame.x), Int32(frame.y), UInt32(frame.width), UInt32(frame.height), 0,
                               visual.depth, UInt32(InputOutput), visual.visual, mask, &attributes)
        var hint = XClassHint()
        "statuspanel-indicator".withCString { name in
            "Statuspanel".withCString { type in
                hint.res_name = UnsafeMutablePointer(mutating: name)
                hint.res_class = UnsafeMutablePointer(mutating: type)
                XSetClassHint(dpy, window, &hint)
            }
        }
        XStoreName(dpy, window, "statuspanel level indicator")
        connection.setUTF8(window, "_NET_WM_NAME", "statuspanel level indicator")
        connection.setAtoms(window, "_NET_WM_WINDOW_TYPE", ["_NET_WM_WINDOW_TYPE_NOTIFICATION"])
        connection.setCardinals(window, "_NET_WM_PID", [Int(getpid())])
        // Never the focus (ICCCM's input hint), never the pointer (an empty input shape).
        if let hints = XAllocWMHints() {
            hints.pointee.flags = InputHint
            hints.pointee.input = False
            XSetWMHints(dpy, window, hints)
            XFree(hints)
        }
        let empty = XFixesCreateRegion(dpy, nil, 0)
        XFixesSetWindowShapeRegion(dpy, window, Self.shapeInput, 0, 0, empty)
        XFixesDestroyRegion(dpy, empty)
        self.window = window
        renderer = Renderer(connection: connection, window: window, visual: visual, font: font, scale: scale)
        renderer.setBackdrop(beneath)
    }

    deinit { XDestroyWindow(connection.display, window) }

    /// `ShapeInput` of the X Shape extension (shapeconst.h), the input region XFixes sets.
    private static let shapeInput: Int32 = 2

    /// Draws `list` and shows the window, raised above everything, the full-screen window too.
    func show(_ list: DisplayList) {
        renderer.render(list)
        XMapRaised(connection.display, window)
    }

    /// Copies the last frame again after an Expose; true when `input` was its.
    func claim(_ input: StripInput) -> Bool {
        guard case .exposed(let exposed, let last) = input, exposed == window else { return false }
        if last { renderer.present() }
        return true
    }
}
