/// The `network` item: what kind of link the default route goes through.
///
/// - The route: the default route (destination and mask `00000000`, flag `RTF_UP`) in
///   `proc/net/route` with the lowest metric through a link that is not a VPN
///   (``VPNProvider/isVPN(_:)``): the physical link underneath a tunnel; the first one listed
///   wins a tie, as in the kernel. A route whose interface has no folder under
///   `sys/class/net` (it vanished while being read) is skipped.
/// - The link: `sys/class/net/IF/operstate`. A default route over a link that is down
///   (`down`, `lowerlayerdown`, `dormant`, `notpresent`, `testing`) carries nothing, so the
///   kind is `.none`. The kernel keeps using such a route rather than falling back to the next
///   one, so neither does this. `unknown` (common for modems and tunnels) counts as up.
/// - The kind: Wi-Fi when `sys/class/net/IF/wireless` or `phy80211` exists; cellular when
///   `sys/class/net/IF/uevent` says `DEVTYPE=wwan`; anything else is Ethernet.
/// - The signal, for Wi-Fi: ``SignalParser`` over `proc/net/wireless`.
///
/// A missing or garbled route table reads as `nil` (unknown); a readable table without a
/// default route reads as `.none`.
public struct NetworkProvider: Provider {
    /// Where the tables are read.
    public var sysroot: Sysroot

    /// Creates a network provider.
    public init(sysroot: Sysroot) {
        self.sysroot = sysroot
    }

    /// One row of `proc/net/route`.
    public struct Route: Sendable, Equatable {
        /// The interface name (`*` for reject routes).
        public var interface: String
        /// Destination address, as the kernel prints it (network byte order read as hex).
        public var destination: UInt32
        /// `RTF_*` flags.
        public var flags: UInt32
        /// The route's metric (priority); lower wins.
        public var metric: UInt32
        /// Destination mask.
        public var mask: UInt32

        /// Creates a route row.
        public init(interface: String, destination: UInt32, flags: UInt32, metric: UInt32, mask: UInt32) {
            self.interface = interface
            self.destination = destination
            self.flags = flags
            self.metric = metric
            self.mask = mask
        }

        /// `RTF_UP`: the route is usable.
        public static let flagUp: UInt32 = 0x0001
        /// `RTF_REJECT`: an unreachable/prohibit route, which carries nothing.
        public static let flagReject: UInt32 = 0x0200

        /// Whether this is a usable default route.
        public var isDefault: Bool {
            destination == 0 && mask == 0 && isUsable
        }

        /// Whether the route is up, not a reject route, and through an interface.
        public var isUsable: Bool {
            flags & Self.flagUp != 0 && flags & Self.flagReject == 0 && interface != "*"
        }
    }

    /// The current network state; `nil` when the route table cannot be read or parsed.
    public func read() -> NetworkState? {
        guard let table = sysroot.readText("proc/net/route"),
              let routes = Self.parseRoutes(table) else { return nil }
        let vpn = VPNProvider(sysroot: sysroot)
        guard let interface = Self.defaultInterface(routes, where: { vpn.isVPN($0) == false }) else {
            return NetworkState(kind: .none, interface: nil)
        }
        let dir = "sys/class/net/" + interface
        guard Self.linkIsUsable(operstate: sysroot.readText(dir + "/operstate")) else {
            return NetworkState(kind: .none, interface: nil)
        }
        let kind = Self.kind(
            hasWirelessDirectory: sysroot.exists(dir + "/wireless") || sysroot.exists(dir + "/phy80211"),
            uevent: sysroot.readText(dir + "/uevent"))
        guard kind == .wifi else { return NetworkState(kind: kind, interface: interface) }
        return withSignal(NetworkState(kind: .wifi, interface: interface))
    }

    /// `state` with its Wi-Fi signal read again from `proc/net/wireless` (no kernel event says
    /// it changed); any other state as it is.
    public func withSignal(_ state: NetworkState) -> NetworkState {
        guard state.kind == .wifi, let interface = state.interface else { return state }
        let quality = sysroot.readText("proc/net/wireless").flatMap {
            SignalParser.parseLinkQuality($0, interface: interface)
        }
        let percent = quality.map(SignalParser.percent(linkQuality:))
        return NetworkState(kind: .wifi, interface: interface,
                            signalPercent: percent, signalBars: percent.map(SignalParser.bars(percent:)))
    }

    /// The rows of `proc/net/route`; `nil` when the header is missing or any row is garbled
    /// (a truncated table could have lost the default route, so it is not trusted).
    ///
    /// Columns are found by their header names, so extra or reordered columns are fine.
    public static func parseRoutes(_ text: String) -> [Route]? {
        let lines = text.nonEmptyLines
        guard let header = lines.first?.spaceSeparatedFields.map(String.init) else { return nil }
        guard let iface = header.firstIndex(of: "Iface"),
              let destination = header.firstIndex(of: "Destination"),
              let flags = header.firstIndex(of: "Flags"),
              let metric = header.firstIndex(of: "Metric"),
              let mask = header.firstIndex(of: "Mask") else { return nil }
        let needed = max(iface, destination, flags, metric, mask) + 1
        var routes: [Route] = []
        for line in lines.dropFirst() {
            let fields = line.spaceSeparatedFields
            guard fields.count >= needed,
                  fields[iface] == "*" || TextParsing.isSafePathComponent(fields[iface]),
                  let destinationValue = hex32(fields[destination]),
                  let flagsValue = hex32(fields[flags]),
                  let metricValue = metric32(fields[metric]),
                  let maskValue = hex32(fields[mask]) else { return nil }
            routes.append(Route(interface: String(fields[iface]), destination: destinationValue,
                                flags: flagsValue, metric: metricValue, mask: maskValue))
        }
        return routes
    }

    /// The interface of the default route with the lowest metric (the first on a tie);
    /// `nil` when there is no default route.
    public static func defaultInterface(_ routes: [Route]) -> String? {
        defaultInterface(routes, where: { _ in true })
    }

    /// The interface of the lowest-metric default route whose interface `qualifies`.
    public static func defaultInterface(_ routes: [Route], where qualifies: (String) -> Bool) -> String? {
        var best: Route?
        var verdicts: [String: Bool] = [:]
        for route in routes where route.isDefault {
            if best != nil && route.metric >= best!.metric { continue }
            let ok = verdicts[route.interface] ?? qualifies(route.interface)
            verdicts[route.interface] = ok
            if ok { best = route }
        }
        return best?.interface
    }

    /// Whether a link whose `operstate` reads `text` can carry traffic. An unreadable
    /// operstate does not override a route the kernel holds, so it counts as usable.
    public static func linkIsUsable(operstate text: String?) -> Bool {
        guard let state = text?.trimmingWhitespace() else { return true }
        return !["down", "lowerlayerdown", "dormant", "notpresent", "testing"].contains(state)
    }

    /// The kind of a non-loopback link: Wi-Fi when it has a wireless folder, cellular when its
    /// `uevent` text has the line `DEVTYPE=wwan`, else Ethernet.
    public static func kind(hasWirelessDirectory: Bool, uevent: String?) -> NetworkKind {
        if hasWirelessDirectory { return .wifi }
        if let uevent, uevent.nonEmptyLines.contains(where: { $0.trimmingWhitespace() == "DEVTYPE=wwan" }) {
            return .cellular
        }
        return .ethernet
    }

    private static func hex32(_ field: Substring) -> UInt32? {
        guard field.allSatisfy(\.isHexDigit) else { return nil }
        return UInt32(field, radix: 16)
    }

    /// The kernel prints the u32 metric with `%d`, so large metrics appear negative.
    private static func metric32(_ field: Substring) -> UInt32? {
        guard let value = Int64(field), value >= Int64(Int32.min), value <= Int64(UInt32.max) else { return nil }
        return UInt32(truncatingIfNeeded: value)
    }
}
