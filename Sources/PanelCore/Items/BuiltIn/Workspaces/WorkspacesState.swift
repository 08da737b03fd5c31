/// The window manager's desktops as EWMH exposes them (`_NET_NUMBER_OF_DESKTOPS`,
/// `_NET_CURRENT_DESKTOP`, `_NET_DESKTOP_NAMES`), with which of them hold windows (the clients'
/// `_NET_WM_DESKTOP`) and which hold one that asks for attention (`WM_HINTS`' urgency,
/// `_NET_WM_STATE_DEMANDS_ATTENTION`). Indices are 0-based.
public struct Workspaces: Sendable, Equatable {
    /// How many desktops there are (at least 1).
    public var count: Int
    /// The current desktop, `0..<count`; nil when the window manager does not say.
    public var current: Int?
    /// One name per desktop: the window manager's, else the desktop's number from 1.
    public var names: [String]
    /// The desktops holding at least one window (sticky windows count on none), ascending.
    public var occupied: [Int]
    /// The desktops holding a window that asks for attention, ascending.
    public var urgent: [Int]
    /// Each desktop's `_NET_DESKTOP_VIEWPORT`: where on the screen it shows. A window manager
    /// with a desktop set per monitor (bspwm) gives each its monitor's corner; empty when unset
    /// or shorter than the desktops.
    public var viewports: [Viewport]
    /// The desktop last current at each viewport: with desktops per monitor, what each monitor
    /// shows while another has the focus (EWMH names the focused monitor's desktop only).
    public var shown: [Viewport: Int]

    /// Desktops as given; `names` is completed with numbers from 1 where it runs short, and
    /// trimmed of the spaces some window managers pad them with (icewm's ` 1 `).
    public init(count: Int, current: Int?, names: [String] = [], occupied: [Int] = [], urgent: [Int] = [],
                viewports: [Viewport] = [], shown: [Viewport: Int] = [:]) {
        self.count = count
        self.current = current
        self.names = (0..<count).map { i in
            let name = i < names.count ? Self.trimmingSpaces(names[i]) : ""
            return name.isEmpty ? String(i + 1) : name
        }
        self.occupied = occupied
        self.urgent = urgent
        self.viewports = viewports.count >= count ? Array(viewports.prefix(count)) : []
        self.shown = shown
    }

    /// A desktop's place on the screen (`_NET_DESKTOP_VIEWPORT`'s pair for it).
    public struct Viewport: Sendable, Hashable {
        public var x: Int
        public var y: Int
        public init(x: Int, y: Int) {
            self.x = x
            self.y = y
        }

        /// `_NET_DESKTOP_VIEWPORT`'s cardinals, two per desktop; a lone last value is dropped.
        public static func pairs(_ values: [Int]) -> [Viewport] {
            stride(from: 0, to: values.count - 1, by: 2).map { Viewport(x: values[$0], y: values[$0 + 1]) }
        }
    }

    static func trimmingSpaces(_ s: String) -> String {
        var t = Substring(s)
        while t.first == " " { t.removeFirst() }
        while t.last == " " { t.removeLast() }
        return String(t)
    }

    /// One client window as it bears on the desktops: its `_NET_WM_DESKTOP` (nil unset,
    /// `0xFFFFFFFF` on every desktop) and whether it asks for attention.
    public struct Client: Sendable, Equatable {
        public var desktop: Int?
        public var urgent: Bool
        public init(desktop: Int?, urgent: Bool) {
            self.desktop = desktop
            self.urgent = urgent
        }
    }

    /// The desktops from the root's properties as read (each nil when unset) and the clients:
    /// nil when the window manager exposes no desktops (no `_NET_NUMBER_OF_DESKTOPS`, or 0).
    /// A current desktop out of range is unknown; a client on a desktop out of range, or on every
    /// desktop, marks none; the count is bounded by ``PanelLimits/desktops``.
    ///
    /// `viewports` is `_NET_DESKTOP_VIEWPORT` as read; `previous` is what was read before, whose
    /// ``shown`` desktops are kept for the viewports the current desktop is not at.
    public static func from(count: Int?, current: Int?, names: [String], clients: some Sequence<Client>,
                            viewports: [Int] = [], previous: Workspaces? = nil) -> Workspaces? {
        guard let count, count > 0 else { return nil }
        let bounded = min(count, PanelLimits.desktops)
        var occupied = Set<Int>(), urgent = Set<Int>()
        for client in clients {
            guard let desktop = client.desktop, (0..<bounded).contains(desktop) else { continue }
            occupied.insert(desktop)
            if client.urgent { urgent.insert(desktop) }
        }
        let current = current.flatMap { (0..<bounded).contains($0) ? $0 : nil }
        var made = Workspaces(count: bounded, current: current, names: names, occupied: occupied.sorted(), urgent: urgent.sorted(),
                              viewports: Viewport.pairs(viewports))
        // A desktop still at the viewport it was shown at stays shown there.
        for (viewport, desktop) in previous?.shown ?? [:] where desktop < made.viewports.count && made.viewports[desktop] == viewport {
            made.shown[viewport] = desktop
        }
        if let current, current < made.viewports.count { made.shown[made.viewports[current]] = current }
        return made
    }

    /// `_NET_DESKTOP_NAMES`' bytes: UTF-8 names, each ended by a NUL (the last one's may be
    /// missing). Bytes that are not UTF-8 are replaced, never refused.
    public static func names(fromProperty bytes: [UInt8]) -> [String] {
        guard !bytes.isEmpty else { return [] }
        var parts = bytes.split(separator: 0, omittingEmptySubsequences: false).map { String(decoding: $0, as: UTF8.self) }
        if bytes.last == 0 { parts.removeLast() }
        return parts
    }

    /// Whether `WM_HINTS` (its first word, the flags) asks for attention: the urgency bit (256).
    public static func hintsAreUrgent(_ hints: [Int]?) -> Bool {
        guard let flags = hints?.first else { return false }
        return flags & 256 != 0
    }

    /// The state of desktop `index`: what its dot shows.
    public func dot(_ index: Int) -> PageDot { dot(index, current: current) }

    /// The state of desktop `index` with `current` the desktop shown (a strip's own monitor's,
    /// ``MonitorDesktops``).
    public func dot(_ index: Int, current: Int?) -> PageDot {
        if urgent.contains(index) { return index == current ? .currentUrgent : .urgent }
        if index == current { return .current }
        return occupied.contains(index) ? .occupied : .empty
    }
}

/// What one desktop's dot says, as a phone's page dots do: the current page solid.
public enum PageDot: Sendable, Hashable, CaseIterable {
    /// The desktop shown: a solid dot.
    case current
    /// The desktop shown, holding a window that asks for attention: a solid dot in the
    /// attention colour.
    case currentUrgent
    /// Another desktop with windows: a ring.
    case occupied
    /// A desktop without windows: a small dot.
    case empty
    /// Another desktop holding a window that asks for attention: a ring in the attention colour.
    case urgent

    /// The shape drawn.
    public var shape: PageDotShape {
        switch self {
        case .current, .currentUrgent: .solid
        case .occupied, .urgent: .ring
        case .empty: .small
        }
    }

    /// Whether it is drawn in the attention colour.
    public var isUrgent: Bool { self == .urgent || self == .currentUrgent }
}

/// The shape of a page dot (``Glyph/pageDot(_:)``).
public enum PageDotShape: Sendable, Hashable, CaseIterable {
    /// A disc.
    case solid
    /// A circle's outline, as wide as the disc.
    case ring
    /// A small disc.
    case small
}
