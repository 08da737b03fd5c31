/// The kind of link the default route goes through.
public enum NetworkKind: String, Sendable, Equatable, CaseIterable {
    case wifi, ethernet, cellular, none
}

/// The default route's interface and, for Wi-Fi, its signal.
public struct NetworkState: Sendable, Equatable {
    /// Wi-Fi, Ethernet, cellular, or none (no default route, or its link is down).
    public var kind: NetworkKind
    /// The interface name; `nil` when `kind` is `.none`.
    public var interface: String?
    /// Link quality over 70 as a percentage, for Wi-Fi; `nil` when unknown.
    public var signalPercent: Int?
    /// 0...4 bars derived from `signalPercent`; `nil` when unknown.
    public var signalBars: Int?

    /// Creates a network state.
    public init(kind: NetworkKind, interface: String?, signalPercent: Int? = nil, signalBars: Int? = nil) {
        self.kind = kind
        self.interface = interface
        self.signalPercent = signalPercent
        self.signalBars = signalBars
    }
}
