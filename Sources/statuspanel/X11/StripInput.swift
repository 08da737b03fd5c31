import CX11
import PanelCore

/// An X event as the strips see it, decoded here so the loop reads no XEvent fields.
enum StripInput: Equatable {
    /// Part of `window` must be drawn again; `last` on the last Expose of a series.
    case exposed(Window, last: Bool)
    /// A button press (a click, a touch tap or a wheel step) on `window`: which button, and where.
    case press(Window, StripPress)
    /// The pointer entered or moved on `window`.
    case pointer(Window)
    /// A top-level `window` was mapped, moved or restacked (the root's SubstructureNotify): it
    /// may now lie above the strips' own windows.
    case restacked(Window)
    /// `window` was moved or resized (its own StructureNotify: the window manager's synthetic
    /// ConfigureNotify included).
    case configured(Window)
    /// `window`'s property `atom` changed or went.
    case propertyChanged(Window, Atom)

    /// The meaning of `event` for the strips, or nil when it has none.
    init?(_ event: XEvent) {
        switch event.type {
        case Expose: self = .exposed(event.xexpose.window, last: event.xexpose.count == 0)
        case ButtonPress:
            let b = event.xbutton
            self = .press(b.window, StripPress(button: Int(b.button), x: Int(b.x), y: Int(b.y), rootX: Int(b.x_root), rootY: Int(b.y_root),
                                                     state: UInt32(b.state)))
        case EnterNotify, MotionNotify: self = .pointer(event.xany.window)
        // Only through the root: a client's own StructureNotify (the window watch's) says
        // nothing of what lies over the strips.
        case MapNotify where event.xmap.event != event.xmap.window: self = .restacked(event.xmap.window)
        case ConfigureNotify where event.xconfigure.event != event.xconfigure.window: self = .restacked(event.xconfigure.window)
        case ConfigureNotify: self = .configured(event.xconfigure.window)
        case PropertyNotify: self = .propertyChanged(event.xproperty.window, event.xproperty.atom)
        default: return nil
        }
    }
}
