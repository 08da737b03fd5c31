import CX11
import PanelCore

/// Reading the ``WindowFacts`` PanelCore decides immersion from. A window may vanish mid-query:
/// the error handler counts the BadWindow, and the window reads as nil (or with no properties).
extension XConnection {
    /// The facts of a (managed) window: its place on the root, whether it is viewable, and, for a
    /// viewable one, its `_NET_WM_STATE`, `_STATUSPANEL_STYLE` and `_NET_WM_DESKTOP`.
    func windowFacts(_ window: Window) -> WindowFacts? {
        var attributes = XWindowAttributes()
        guard XGetWindowAttributes(display, window, &attributes) != 0 else { return nil }
        var x: Int32 = 0, y: Int32 = 0
        var child: Window = 0
        // A managed window sits inside its frame: its own x and y are relative to that.
        XTranslateCoordinates(display, window, root, 0, 0, &x, &y, &child)
        let isMapped = attributes.map_state == IsViewable
        var facts = WindowFacts(id: UInt(window), x: Int(x), y: Int(y), width: Int(attributes.width), height: Int(attributes.height),
                                isMapped: isMapped)
        // The rest only for what can be seen: an unmapped window never decides.
        guard isMapped else { return facts }
        facts.netWMState = atomNames(window, "_NET_WM_STATE") ?? []
        facts.panelStyle = text(window, "_STATUSPANEL_STYLE")
        facts.desktop = longs(window, "_NET_WM_DESKTOP", type: Atom(XA_CARDINAL), limit: 1)?.first.map { $0 & 0xFFFF_FFFF }
        return facts
    }

    /// The window manager's clients bottom to top (`_NET_CLIENT_LIST_STACKING`), without
    /// `excluded`, with their state; windows gone since the list was written are left out.
    func stackedClients(excluding excluded: Set<Window>) -> [WindowFacts] {
        let ids = longs(root, "_NET_CLIENT_LIST_STACKING", type: Atom(XA_WINDOW), limit: 4096) ?? []
        return ids.map { Window(bitPattern: $0) }.filter { $0 != 0 && !excluded.contains($0) }
            .compactMap { windowFacts($0) }
    }

    /// `_NET_CURRENT_DESKTOP`, or nil when the window manager does not say.
    var currentDesktop: Int? {
        longs(root, "_NET_CURRENT_DESKTOP", type: Atom(XA_CARDINAL), limit: 1)?.first.map { $0 & 0xFFFF_FFFF }
    }
}
