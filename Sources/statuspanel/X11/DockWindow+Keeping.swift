import CX11
import PanelCore

/// Keeping the mapped strip at its place and on every desktop (PanelCore's ``DockKeeper``):
/// any client can have the window manager move a dock or put it on one desktop.
extension DockWindow {
    /// The window manager moved or resized the strip (its ConfigureNotify), or says so.
    func noteMove() { mayHaveMoved = true }

    /// A property of the strip changed: its desktop counts.
    func noteProperty(_ atom: Atom) {
        if atom == connection.atom("_NET_WM_DESKTOP") { mayHaveMoved = true }
    }

    /// After a batch of events that may have moved the strip, and when the look held back by
    /// ``DockKeeper``'s limit is due: asks the window manager again for its place and for every
    /// desktop where it has them wrong.
    func keepInPlace(at now: Double) {
        guard mayHaveMoved || keeper.isRecheckDue(at: now) else { return }
        mayHaveMoved = false
        // Asked even for a withdrawn strip, which it leaves alone: the due look is then over.
        let desktop = isMapped ? connection.longs(window, "_NET_WM_DESKTOP", type: Atom(XA_CARDINAL), limit: 1)?.first : nil
        let before = keeper.tally
        let corrections = keeper.corrections(intended: geometry, found: isMapped ? placeOnScreen() : nil, desktop: desktop,
                                             mapped: isMapped, at: now)
        let notices = keeper.notices(since: before, corrections: corrections)
        if notices.firstCorrection {
            Log.error("the strip was moved or put on one desktop; asking the window manager to put it back")
        }
        if notices.firstHeldBack {
            Log.error("the strip keeps being moved; putting it back at most \(DockKeeper.limit) times in \(Int(DockKeeper.period)) s")
        }
        if let place = notices.yieldedPlace {
            Log.error("the window manager keeps the strip at \(place.x),\(place.y) \(place.width)x\(place.height), not at "
                + "\(geometry.x),\(geometry.y) \(geometry.width)x\(geometry.height); leaving it there")
        }
        if let desktop = notices.yieldedDesktop {
            Log.error("the window manager keeps the strip on desktop \(desktop), not on every desktop; leaving it there")
        }
        if corrections.place {
            XMoveResizeWindow(connection.display, window, Int32(geometry.x), Int32(geometry.y), UInt32(geometry.width), UInt32(geometry.height))
        }
        if corrections.stick { askForEveryDesktop() }
    }

    /// The strip's rectangle on the root window while it is viewable; nil otherwise (on another
    /// desktop, or gone).
    private func placeOnScreen() -> WindowFrame? {
        var attributes = XWindowAttributes()
        guard XGetWindowAttributes(connection.display, window, &attributes) != 0, attributes.map_state == IsViewable else { return nil }
        var x: Int32 = 0, y: Int32 = 0
        var child: Window = 0
        guard XTranslateCoordinates(connection.display, window, connection.root, 0, 0, &x, &y, &child) != 0 else { return nil }
        return WindowFrame(x: Int(x), y: Int(y), width: Int(attributes.width), height: Int(attributes.height))
    }

    /// EWMH: a mapped window changes desktop through the window manager, a `_NET_WM_DESKTOP`
    /// client message to the root (source 1, an application).
    func askForEveryDesktop() {
        var event = XEvent()
        event.xclient.type = ClientMessage
        event.xclient.window = window
        event.xclient.message_type = connection.atom("_NET_WM_DESKTOP")
        event.xclient.format = 32
        event.xclient.data.l = (DockKeeper.allDesktops, 1, 0, 0, 0)
        XSendEvent(connection.display, connection.root, False, Int(SubstructureRedirectMask | SubstructureNotifyMask), &event)
    }
}
