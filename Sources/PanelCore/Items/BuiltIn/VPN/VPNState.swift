/// A VPN carrying the default route's traffic.
public struct VPNState: Sendable, Equatable {
    /// The VPN interface, e.g. `wg0` or `tun0`.
    public var interface: String

    /// Creates a VPN state.
    public init(interface: String) {
        self.interface = interface
    }
}
