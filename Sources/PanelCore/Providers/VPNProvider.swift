/// The `vpn` item: whether the traffic that would take the default route goes through a VPN.
///
/// - The route the traffic takes: a pair of split default routes (`0.0.0.0/1` and
///   `128.0.0.0/1`, as OpenVPN installs them) through one interface, which beats any default
///   route by being more specific; else the default route with the lowest metric
///   (``NetworkProvider/defaultInterface(_:)``). Only the main table is seen
///   (`proc/net/route`): a VPN routed by policy rules into another table (wg-quick's
///   `table 51820`) is not.
/// - A VPN interface: a tun or tap (`sys/class/net/IF/tun_flags` exists), WireGuard
///   (`uevent` says `DEVTYPE=wireguard`) or PPP (`type` 512).
/// - Its link must carry traffic (``NetworkProvider/linkIsUsable(operstate:)``): a tun whose
///   daemon has gone is `down`, and shows no badge.
///
/// An interface that vanished between the route table and its folder is no VPN.
public struct VPNProvider: Provider {
    /// Where the tables are read.
    public var sysroot: Sysroot

    /// Creates a VPN provider.
    public init(sysroot: Sysroot) {
        self.sysroot = sysroot
    }

    /// `ARPHRD_PPP`, the `type` of a PPP link.
    public static let pppLinkType = 512

    /// The VPN carrying the traffic; `nil` when none, or when the route table cannot be read.
    public func read() -> VPNState? {
        guard let table = sysroot.readText("proc/net/route"),
              let routes = NetworkProvider.parseRoutes(table),
              let interface = Self.trafficInterface(routes),
              isVPN(interface) == true,
              NetworkProvider.linkIsUsable(operstate: sysroot.readText("sys/class/net/\(interface)/operstate"))
        else { return nil }
        return VPNState(interface: interface)
    }

    /// Whether `interface` is a VPN link; `nil` when its folder is gone (it vanished).
    public func isVPN(_ interface: String) -> Bool? {
        let dir = "sys/class/net/" + interface
        guard TextParsing.isSafePathComponent(interface), sysroot.exists(dir) else { return nil }
        return Self.isVPNLink(hasTunFlags: sysroot.exists(dir + "/tun_flags"),
                              uevent: sysroot.readText(dir + "/uevent"),
                              type: sysroot.readText(dir + "/type"))
    }

    /// Whether a link with these facts is a VPN: a tun or tap, WireGuard, or PPP. A garbled
    /// `uevent` or `type` says nothing.
    public static func isVPNLink(hasTunFlags: Bool, uevent: String?, type: String?) -> Bool {
        if hasTunFlags { return true }
        if let uevent, uevent.nonEmptyLines.contains(where: { $0.trimmingWhitespace() == "DEVTYPE=wireguard" }) {
            return true
        }
        return type.flatMap(TextParsing.integer) == pppLinkType
    }

    /// The interface the traffic of the default route goes through: the one both halves of a
    /// split default route (the lowest-metric route of each half) go through, else the default
    /// route's; `nil` without either.
    public static func trafficInterface(_ routes: [NetworkProvider.Route]) -> String? {
        func best(_ half: SplitHalf) -> NetworkProvider.Route? {
            var found: NetworkProvider.Route?
            for route in routes where route.isUsable && half.matches(route) {
                if found == nil || route.metric < found!.metric { found = route }
            }
            return found
        }
        if let low = best(.low), let high = best(.high), low.interface == high.interface {
            return low.interface
        }
        return NetworkProvider.defaultInterface(routes)
    }

    /// A half of the address space, as `proc/net/route` prints it: the address bytes in
    /// memory order read as one hex number, so `128.0.0.0` is `00000080` on a little-endian
    /// machine and `80000000` on a big-endian one. Both spellings are taken: the other
    /// machine's reading of a `/1` mask is no mask at all.
    enum SplitHalf {
        case low, high

        func matches(_ route: NetworkProvider.Route) -> Bool {
            switch route.mask {
            case 0x0000_0080: return route.destination == (self == .low ? 0 : 0x0000_0080)
            case 0x8000_0000: return route.destination == (self == .low ? 0 : 0x8000_0000)
            default: return false
            }
        }
    }
}
