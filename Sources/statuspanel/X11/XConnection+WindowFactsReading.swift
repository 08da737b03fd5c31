import CX11
import PanelCore

/// Reading the ``WindowFacts`` PanelCore decides immersion from, one ``WindowAspect`` at a time.
/// A window may vanish mid-query: the error handler counts the BadWindow, and the window reads
/// as nil (or with no properties).
extension XConnection {
    /// `known` with `aspects` read again from the server; nil when the window is gone. `inFrame`:
    /// the window is a window manager's client, placed inside its frame, so its place on the
    /// root is asked for.
    func read(_ aspects: Set<WindowAspect>, of known: WindowFacts, inFrame: Bool) -> WindowFacts? {
        var facts = known
        let window = Window(known.id)
        if aspects.contains(.geometry) {
            var attributes = XWindowAttributes()
            guard XGetWindowAttributes(display, window, &attributes) != 0 else { return nil }
            var x = attributes.x, y = attributes.y
            var child: Window = 0
            if inFrame, XTranslateCoordinates(display, window, root, 0, 0, &x, &y, &child) == 0 { return nil }
            facts.frame = WindowFrame(x: Int(x), y: Int(y), width: Int(attributes.width), height: Int(attributes.height))
            facts.isMapped = attributes.map_state == IsViewable
        }
        for aspect in WindowAspect.properties where aspects.contains(aspect) {
            guard let property = aspect.property else { continue }
            switch aspect {
            case .state: facts.netWMState = atomNames(window, property) ?? []
            case .style: facts.panelStyle = text(window, property)
            case .desktop: facts.desktop = longs(window, property, type: Atom(XA_CARDINAL), limit: 1)?.first.map { $0 & 0xFFFF_FFFF }
            case .themeVariant: facts.themeVariant = text(window, property, limit: PanelLimits.themeVariantBytes)
            case .geometry: break
            }
        }
        return facts
    }

    /// The window manager's clients bottom to top (`_NET_CLIENT_LIST_STACKING`).
    func clientStacking() -> [Window] {
        (longs(root, "_NET_CLIENT_LIST_STACKING", type: Atom(XA_WINDOW), limit: PanelLimits.clientListWindows) ?? []).map { Window(bitPattern: $0) }
    }

    /// The root's children bottom to top (`XQueryTree`).
    func topLevelWindows() -> [Window] {
        var rootReturn: Window = 0, parent: Window = 0
        var children: UnsafeMutablePointer<Window>?
        var count: UInt32 = 0
        guard XQueryTree(display, root, &rootReturn, &parent, &children, &count) != 0, let children else { return [] }
        defer { XFree(children) }
        return Array(UnsafeBufferPointer(start: children, count: Int(count)))
    }

    /// `_NET_CURRENT_DESKTOP`, or nil when the window manager does not say.
    var currentDesktop: Int? {
        longs(root, "_NET_CURRENT_DESKTOP", type: Atom(XA_CARDINAL), limit: 1)?.first.map { $0 & 0xFFFF_FFFF }
    }
}
