import Testing
@testable import PanelCore

@Suite struct VPNProviderTests {
    /// Each fixture: the VPN badge's interface, and the physical link the network item shows.
    @Test(arguments: [
        ("vpn-wireguard-default", "wg0", NetworkState(kind: .wifi, interface: "wlan0", signalPercent: 71, signalBars: 3)),
        ("vpn-split-tun", "tun0", NetworkState(kind: .ethernet, interface: "eno1")),
        ("vpn-ppp", "ppp0", NetworkState(kind: .ethernet, interface: "enp0s31f6")),
        ("vpn-no-physical-route", "wg0", NetworkState(kind: .none, interface: nil)),
        ("laptop-one-battery", nil, NetworkState(kind: .wifi, interface: "wlan0", signalPercent: 71, signalBars: 3)),
        ("desktop-two-routes", nil, NetworkState(kind: .ethernet, interface: "eth0")),
        // Policy routing, from rtnetlink dumps captured in a namespace (scripts/make-routing-fixtures).
        ("vpn-wg-quick", "wg0", NetworkState(kind: .wifi, interface: "wlan0", signalPercent: 71, signalBars: 3)),
        ("vpn-not-fwmark-only", "wg0", NetworkState(kind: .wifi, interface: "wlan0", signalPercent: 71, signalBars: 3)),
        ("vpn-networkmanager", "wg0", NetworkState(kind: .ethernet, interface: "eno1")),
        ("vpn-rule-to-empty-table", nil, NetworkState(kind: .wifi, interface: "wlan0", signalPercent: 71, signalBars: 3)),
        // Garbled dumps say nothing, though the main table would name wg0; the network still shows.
        ("vpn-dump-truncated", nil, NetworkState(kind: .wifi, interface: "wlan0", signalPercent: 71, signalBars: 3)),
        ("vpn-dump-garbled", nil, NetworkState(kind: .wifi, interface: "wlan0", signalPercent: 71, signalBars: 3)),
    ] as [(String, String?, NetworkState)])
    func readsFixture(fixture: String, vpn: String?, network: NetworkState) {
        let sysroot = Fixtures.sysroot(fixture)
        #expect(VPNProvider(sysroot: sysroot).read() == vpn.map(VPNState.init(interface:)))
        #expect(NetworkProvider(sysroot: sysroot).read() == network)
    }

    @Test(arguments: ["garbage-binary", "garbage-empty", "garbage-text", "no-such-sysroot"])
    func garbageIsNoVPN(fixture: String) {
        #expect(VPNProvider(sysroot: Fixtures.sysroot(fixture)).read() == nil)
    }

    /// Dumps handed in by the shell win over the sysroot's files and `proc/net/route`; a
    /// route through an interface with no folder (it vanished) is no VPN.
    @Test func dumpsFromTheShellDecide() throws {
        let sysroot = Fixtures.sysroot("vpn-wireguard-default")
        let b = NetlinkBytes.self
        let toWlan = RoutingDumps(rules: b.standardRules + b.done(), routes: b.route(table: 254, interface: 3) + b.done())
        #expect(VPNProvider(sysroot: sysroot, dumps: toWlan).read() == nil)
        let toWg = RoutingDumps(rules: b.standardRules + b.done(), routes: b.route(table: 254, interface: 7) + b.done())
        #expect(VPNProvider(sysroot: sysroot, dumps: toWg).read() == VPNState(interface: "wg0"))
        let toGone = RoutingDumps(rules: b.standardRules + b.done(), routes: b.route(table: 254, interface: 99) + b.done())
        #expect(VPNProvider(sysroot: sysroot, dumps: toGone).read() == nil)
        #expect(DeviceReader(sysroot: sysroot, routing: toWlan).read(activity: false).vpn == nil)
    }

    /// Half a split route in a table of its own is not all traffic: the two probe addresses
    /// must leave through the same interface.
    @Test func bothHalvesMustGoThroughTheTunnel() {
        let b = NetlinkBytes.self
        let rules = b.standardRules + b.rule(priority: 100, table: 51820)
        let half = b.route(table: 254, interface: 3) + b.route(table: 51820, destination: 0, length: 1, interface: 7)
        let tables = b.tables(rules: rules, routes: half)!
        #expect(VPNProvider.policyInterface(tables) == nil)
        let both = half + b.route(table: 51820, destination: 0x8000_0000, length: 1, interface: 7)
        #expect(VPNProvider.policyInterface(b.tables(rules: rules, routes: both)!) == 7)
    }

    static func routes(_ rows: String) -> [NetworkProvider.Route] {
        NetworkProvider.parseRoutes(NetworkProviderTests.header + rows) ?? []
    }

    static func row(_ iface: String, _ destination: String = "00000000", flags: String = "0003",
                    metric: String = "100", mask: String = "00000000") -> String {
        NetworkProviderTests.row(iface, destination, flags: flags, metric: metric, mask: mask)
    }

    @Test(arguments: [
        ("the lowest-metric default", row("wg0", metric: "50") + row("wlan0", metric: "600"), "wg0"),
        ("split halves beat the default", row("eth0", metric: "0") + row("tun0", "00000000", metric: "0", mask: "00000080")
            + row("tun0", "00000080", metric: "0", mask: "00000080"), "tun0"),
        ("big-endian spelling of the halves", row("eth0") + row("tun0", "00000000", mask: "80000000")
            + row("tun0", "80000000", mask: "80000000"), "tun0"),
        ("halves through two interfaces are no split route", row("eth0") + row("tun0", "00000000", mask: "00000080")
            + row("tun1", "00000080", mask: "00000080"), "eth0"),
        ("one half alone is not enough", row("eth0") + row("tun0", "00000000", mask: "00000080"), "eth0"),
        ("each half's lowest metric", row("eth0") + row("tun1", "00000000", metric: "5", mask: "00000080")
            + row("tun0", "00000000", metric: "1", mask: "00000080") + row("tun0", "00000080", mask: "00000080"), "tun0"),
        ("a half that is not up is skipped", row("eth0") + row("tun0", "00000000", flags: "0002", mask: "00000080")
            + row("tun0", "00000080", mask: "00000080"), "eth0"),
        ("no route at all", "", nil),
    ] as [(String, String, String?)])
    func findsTheTrafficInterface(_ label: String, rows: String, expected: String?) {
        #expect(VPNProvider.trafficInterface(Self.routes(rows)) == expected, "\(label)")
    }

    @Test(arguments: [
        (true, "INTERFACE=tun0\n", "65534", true),
        (false, "DEVTYPE=wireguard\nINTERFACE=wg0\n", "65534", true),
        (false, "INTERFACE=ppp0\n", "512\n", true),
        (false, "DEVTYPE=wlan\nINTERFACE=wlan0\n", "1", false),
        (false, "INTERFACE=eth0\n", "1", false),
        (false, nil, nil, false),
        (false, "DEVTYPE=wireguardish\n", "5l2", false),
    ] as [(Bool, String?, String?, Bool)])
    func classifiesLinks(tunFlags: Bool, uevent: String?, type: String?, expected: Bool) {
        #expect(VPNProvider.isVPNLink(hasTunFlags: tunFlags, uevent: uevent, type: type) == expected)
    }

    /// A VPN interface in the route table whose folder is gone (it vanished between the two
    /// reads) is no VPN, and the network skips it for the next default route.
    @Test func aVanishedInterfaceIsSkipped() {
        let sysroot = Fixtures.sysroot("vpn-split-tun")
        #expect(VPNProvider(sysroot: sysroot).isVPN("tun7") == nil)
        #expect(VPNProvider(sysroot: sysroot).isVPN("../../etc") == nil)
        let routes = Self.routes(Self.row("gone0", metric: "0") + Self.row("eno1", metric: "100"))
        let vpn = VPNProvider(sysroot: sysroot)
        #expect(NetworkProvider.defaultInterface(routes, where: { vpn.isVPN($0) == false }) == "eno1")
    }
}
