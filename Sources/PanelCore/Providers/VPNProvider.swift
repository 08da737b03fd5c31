/// The `vpn` item: whether the traffic that would take the default route goes through a VPN.
///
/// - The route the traffic takes, from the kernel's policy routing: the rules and every table
///   they point at (``RoutingDumps``, IPv4), evaluated as `ip route get` would for ordinary
///   traffic (``PolicyRouting``) to two addresses, one in each half of the address space
///   (``probeAddresses``). Both must leave through the same interface, so one half of a split
///   route is not a tunnel for all traffic. This sees wg-quick's `Table = auto` (a `not fwmark`
///   rule into table 51820) and NetworkManager's WireGuard table.
/// - Where the dumps cannot be had (the shell could not ask the kernel: no netlink socket, no
///   permission; a fixture sysroot without the files), the main table of `proc/net/route` as
///   before: a pair of split default routes (`0.0.0.0/1` and `128.0.0.0/1`, as OpenVPN installs
///   them) through one interface, else the default route with the lowest metric
///   (``NetworkProvider/defaultInterface(_:)``).
/// - A VPN interface: a tun or tap (`sys/class/net/IF/tun_flags` exists), WireGuard
///   (`uevent` says `DEVTYPE=wireguard`) or PPP (`type` 512).
/// - Its link must carry traffic (``NetworkProvider/linkIsUsable(operstate:)``): a tun whose
///   daemon has gone is `down`, and shows no badge.
///
/// An interface that vanished between the route table and its folder is no VPN; garbled or
/// cut-short dumps give no badge.
public struct VPNProvider: Provider {
    /// Where the tables are read.
    public var sysroot: Sysroot
    /// The rtnetlink dumps the shell took on the real machine; `nil` when it has none (then a
    /// fixture sysroot's ``RoutingDumps/rulesFile`` and ``RoutingDumps/routesFile``, else
    /// `proc/net/route`).
    public var dumps: RoutingDumps?

    /// Creates a VPN provider.
    public init(sysroot: Sysroot, dumps: RoutingDumps? = nil) {
        self.sysroot = sysroot
        self.dumps = dumps
    }

    /// `ARPHRD_PPP`, the `type` of a PPP link.
    public static let pppLinkType = 512

    /// The addresses looked up through the rules: 1.1.1.1 and 128.1.1.1, one in each half of
    /// the address space (host order).
    public static let probeAddresses: [UInt32] = [0x0101_0101, 0x8001_0101]

    /// The VPN carrying the traffic; `nil` when none, or when the routes cannot be read.
    public func read() -> VPNState? {
        guard let interface = trafficInterface(),
              isVPN(interface) == true,
              NetworkProvider.linkIsUsable(operstate: sysroot.readText("sys/class/net/\(interface)/operstate"))
        else { return nil }
        return VPNState(interface: interface)
    }

    /// The interface ordinary traffic leaves through: from the dumps when there are any, else
    /// from `proc/net/route`; `nil` when unknown or when there is no route.
    public func trafficInterface() -> String? {
        if let dumps = dumps ?? fixtureDumps() {
            guard let tables = dumps.parse() else { return nil }
            let links = LinkNames(sysroot: sysroot)
            guard let index = Self.policyInterface(tables, group: { links.group(of: $0) }) else { return nil }
            return links.name(of: index)
        }
        guard let table = sysroot.readText("proc/net/route"),
              let routes = NetworkProvider.parseRoutes(table) else { return nil }
        return Self.trafficInterface(routes)
    }

    /// The index of the interface both ``probeAddresses`` leave through; `nil` when they go
    /// different ways or nowhere.
    public static func policyInterface(_ tables: RoutingTables, group: (UInt32) -> UInt32? = { _ in nil }) -> UInt32? {
        let outcomes = probeAddresses.map { PolicyRouting.lookup($0, in: tables, group: group) }
        guard case .interface(let index) = outcomes[0], outcomes.allSatisfy({ $0 == outcomes[0] }) else { return nil }
        return index
    }

    /// The dump files of a fixture sysroot, when it has either; never on the real machine.
    private func fixtureDumps() -> RoutingDumps? {
        guard !sysroot.isRealMachine else { return nil }
        let rules = sysroot.readBytes(RoutingDumps.rulesFile)
        let routes = sysroot.readBytes(RoutingDumps.routesFile)
        guard rules != nil || routes != nil else { return nil }
        return RoutingDumps(rules: rules ?? [], routes: routes ?? [])
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
