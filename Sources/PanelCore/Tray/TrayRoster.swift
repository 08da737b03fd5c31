/// The system tray's icons, in the order they docked: which dock requests to take, which icons
/// want to be shown, and which index each shown icon has in the strip's layout
/// (``StripLayout``'s `tray` item). The shell embeds and draws; the decisions are here.
public struct TrayRoster: Sendable, Equatable {
    /// One docked icon.
    public struct Icon: Sendable, Equatable {
        /// The client's X window.
        public var window: UInt
        /// Whether the client wants to be shown (``XEmbedInfo/wantsMapping(_:)``).
        public var wantsMapping: Bool
        /// When it docked, on the panel's monotonic clock (``TrayOrder``).
        public var arrived: Double
    }

    /// What to do with a `SYSTEM_TRAY_REQUEST_DOCK`.
    public enum Admission: Sendable, Equatable {
        /// Embed the window.
        case dock
        /// Ignore the request, for the reason given (for the log).
        case refuse(String)
    }

    /// The most icons the tray holds: a client docking hundreds of windows costs the panel a
    /// bounded amount; the strip shows as many as fit.
    public static let capacity = 256

    public private(set) var icons: [Icon] = []

    public init() {}

    /// Whether to embed `window`, asked for by a dock request on the screen whose root is
    /// `root`; `isOwn` says whether it is one of the panel's windows. The shell checks that the
    /// window exists before embedding it.
    public func admit(_ window: UInt, root: UInt, isOwn: Bool) -> Admission {
        if window == 0 { return .refuse("no window") }
        if window == root { return .refuse("the root window") }
        if isOwn { return .refuse("one of the panel's own windows") }
        if contains(window) { return .refuse("already docked") }
        if icons.count >= Self.capacity { return .refuse("the tray is full (\(Self.capacity) icons)") }
        return .dock
    }

    /// Records `window` as docked, last, at `now`.
    public mutating func docked(_ window: UInt, info: XEmbedInfo?, at now: Double) {
        guard !contains(window) else { return }
        icons.append(Icon(window: window, wantsMapping: XEmbedInfo.wantsMapping(info), arrived: now))
    }

    /// Follows a new `_XEMBED_INFO`; true when whether the icon shows changed.
    @discardableResult
    public mutating func update(_ window: UInt, info: XEmbedInfo?) -> Bool {
        guard let i = icons.firstIndex(where: { $0.window == window }) else { return false }
        let wants = XEmbedInfo.wantsMapping(info)
        defer { icons[i].wantsMapping = wants }
        return icons[i].wantsMapping != wants
    }

    /// Forgets `window` (destroyed, or gone to another parent); true when it was docked.
    @discardableResult
    public mutating func remove(_ window: UInt) -> Bool {
        guard let i = icons.firstIndex(where: { $0.window == window }) else { return false }
        icons.remove(at: i)
        return true
    }

    public func contains(_ window: UInt) -> Bool { icons.contains { $0.window == window } }

    /// The icons that want to be shown, in dock order: the layout's icon `i` is `shown[i]`.
    public var shown: [UInt] { icons.filter(\.wantsMapping).map(\.window) }

    /// When each of ``shown`` docked (``TrayOrder``).
    public var shownArrivals: [Double] { icons.filter(\.wantsMapping).map(\.arrived) }
}
