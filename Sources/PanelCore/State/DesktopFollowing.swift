/// What of the desktop's own state (``DesktopState``) must be read again, from the X events the
/// shell decodes: the part of the items placed, and nothing for an item placed nowhere. The
/// shell reads the stale parts once per batch of events (``takeStale()``), so a burst of
/// property changes costs one read.
public struct DesktopFollowing: Sendable {
    /// A part the shell reads with its own requests.
    public enum Part: Sendable, Hashable, CaseIterable {
        /// `_NET_NUMBER_OF_DESKTOPS`, `_NET_CURRENT_DESKTOP`, `_NET_DESKTOP_NAMES`,
        /// `_NET_DESKTOP_VIEWPORT`.
        case desktops
        /// The focused window's `_NET_WM_NAME`, `WM_NAME` and `WM_CLASS`.
        case title
        /// XKB's group, symbols' names and locked modifiers.
        case keyboard
    }

    /// The root properties whose change makes ``Part/desktops`` stale.
    public static let desktopProperties = ["_NET_NUMBER_OF_DESKTOPS", "_NET_CURRENT_DESKTOP", "_NET_DESKTOP_NAMES",
                                                "_NET_DESKTOP_VIEWPORT"]
    /// The focused window's properties whose change makes ``Part/title`` stale.
    public static let titleProperties = ["_NET_WM_NAME", "WM_NAME", "WM_CLASS"]
    /// A client's property whose change makes its urgency stale.
    public static let hintsProperty = "WM_HINTS"

    /// The parts the placed items need.
    public let parts: Set<Part>
    /// The window whose title is shown; nil when none has the focus.
    public private(set) var activeWindow: UInt?
    /// The clients whose `WM_HINTS` urgency is known, by window.
    public private(set) var urgentHints: [UInt: Bool] = [:]

    private var stale: Set<Part>
    private var staleHints: Set<UInt> = []

    /// Following what the items in `placed` need; everything of it is stale at first.
    public init(placed: some Sequence<ItemName>) {
        var parts: Set<Part> = []
        for item in placed {
            switch item {
            case .workspaces: parts.insert(.desktops)
            case .window: parts.insert(.title)
            case .keyboard: parts.insert(.keyboard)
            default: break
            }
        }
        self.parts = parts
        stale = parts
    }

    /// Whether nothing placed needs the desktop's state: then the shell follows nothing.
    public var isEmpty: Bool { parts.isEmpty }

    /// Marks what `event` (a property change) can have changed.
    public mutating func note(_ event: WindowEvent) {
        switch event {
        case .rootProperty(let name) where parts.contains(.desktops) && Self.desktopProperties.contains(name):
            stale.insert(.desktops)
        case .property(let window, let name):
            if parts.contains(.title), window == activeWindow, Self.titleProperties.contains(name) { stale.insert(.title) }
            if parts.contains(.desktops), name == Self.hintsProperty, urgentHints[window] != nil { staleHints.insert(window) }
        default: break
        }
    }

    /// An XKB event (state, names, a new keyboard).
    public mutating func noteKeyboard() {
        if parts.contains(.keyboard) { stale.insert(.keyboard) }
    }

    /// The focused window as the window watch knows it: another makes the title stale.
    public mutating func learn(activeWindow window: UInt?) {
        guard window != activeWindow else { return }
        activeWindow = window
        if parts.contains(.title) { stale.insert(.title) }
    }

    /// The clients as the window watch follows them: the urgency of those new to it is to be
    /// read, those gone are forgotten. Nothing without the workspaces item.
    public mutating func learn(clients: some Sequence<UInt>) {
        guard parts.contains(.desktops) else { return }
        var kept: [UInt: Bool] = [:]
        for client in clients {
            if let known = urgentHints[client] {
                kept[client] = known
            } else {
                kept[client] = false
                staleHints.insert(client)
            }
        }
        staleHints = staleHints.filter { kept[$0] != nil }
        urgentHints = kept
    }

    /// What to read now (parts, and clients' `WM_HINTS`); taking it clears it.
    public mutating func takeStale() -> (parts: Set<Part>, hints: [UInt]) {
        defer {
            stale = []
            staleHints = []
        }
        return (stale, staleHints.sorted())
    }

    /// A client's `WM_HINTS` urgency as read.
    public mutating func learn(urgent: Bool, of window: UInt) {
        if urgentHints[window] != nil { urgentHints[window] = urgent }
    }
}
