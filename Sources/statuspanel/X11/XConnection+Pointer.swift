import CX11

/// The pointer, as the tooltips follow it: decoded and asked here, so the loop calls no Xlib.
extension XConnection {
    /// Adds enter, leave and hinted motion (one event per movement until the pointer is asked
    /// where it is, ``pointer(on:)``) to what `window` selects, keeping the rest of its selection;
    /// false when the window is gone.
    func followPointer(on window: Window) -> Bool {
        var attributes = XWindowAttributes()
        guard XGetWindowAttributes(display, window, &attributes) != 0 else { return false }
        XSelectInput(display, window, attributes.your_event_mask | EnterWindowMask | LeaveWindowMask | PointerMotionMask | PointerMotionHintMask)
        return true
    }

    /// Where the pointer is relative to `window`'s origin (this also asks for the next motion
    /// hint); nil when it is on another screen.
    func pointer(on window: Window) -> (x: Int, y: Int)? {
        var root: Window = 0, child: Window = 0, rootX: Int32 = 0, rootY: Int32 = 0, x: Int32 = 0, y: Int32 = 0, mask: UInt32 = 0
        guard XQueryPointer(display, window, &root, &child, &rootX, &rootY, &x, &y, &mask) != 0 else { return nil }
        return (Int(x), Int(y))
    }
}

/// What an X event says of the pointer for the tooltips.
enum PointerNotice: Equatable {
    /// A button was pressed (anywhere the panel hears of).
    case pressed
    /// The pointer left `window`.
    case left(Window)
    /// The pointer entered or moved on `window`.
    case over(Window)

    /// The notice in `event`, or nil when it says nothing of the pointer.
    init?(_ event: XEvent) {
        switch event.type {
        case ButtonPress: self = .pressed
        case LeaveNotify: self = .left(event.xcrossing.window)
        case EnterNotify: self = .over(event.xcrossing.window)
        case MotionNotify: self = .over(event.xmotion.window)
        default: return nil
        }
    }
}
