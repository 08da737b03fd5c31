import Testing
@testable import PanelCore

@Suite struct NetworkProviderTests {
    @Test(arguments: [
        ("laptop-one-battery", NetworkState(kind: .wifi, interface: "wlan0", signalPercent: 71, signalBars: 3)),
        ("laptop-mouse-battery", NetworkState(kind: .wifi, interface: "wlp2s0", signalPercent: 100, signalBars: 4)),
        ("laptop-two-batteries", NetworkState(kind: .ethernet, interface: "enp0s31f6")),
        ("desktop-ac-only", NetworkState(kind: .ethernet, interface: "eno1")),
        ("desktop-two-routes", NetworkState(kind: .ethernet, interface: "eth0")),
        ("tablet-capacity-only", NetworkState(kind: .cellular, interface: "wwan0")),
        ("laptop-charge-battery", NetworkState(kind: .none, interface: nil)),
        ("laptop-cable-unplugged", NetworkState(kind: .none, interface: nil)),
        ("wifi-quality-0", NetworkState(kind: .wifi, interface: "wlp3s0", signalPercent: 0, signalBars: 0)),
        ("wifi-quality-17", NetworkState(kind: .wifi, interface: "wlp3s0", signalPercent: 24, signalBars: 1)),
        ("wifi-quality-35", NetworkState(kind: .wifi, interface: "wlp3s0", signalPercent: 50, signalBars: 2)),
        ("wifi-quality-50", NetworkState(kind: .wifi, interface: "wlp3s0", signalPercent: 71, signalBars: 3)),
        ("wifi-quality-70", NetworkState(kind: .wifi, interface: "wlp3s0", signalPercent: 100, signalBars: 4)),
        ("garbage-binary", nil),
        ("garbage-empty", nil),
        ("garbage-text", nil),
        ("no-such-sysroot", nil),
    ] as [(String, NetworkState?)])
    func readsFixture(fixture: String, expected: NetworkState?) {
        #expect(NetworkProvider(sysroot: Fixtures.sysroot(fixture)).read() == expected)
    }

    static let header = "Iface\tDestination\tGateway \tFlags\tRefCnt\tUse\tMetric\tMask\t\tMTU\tWindow\tIRTT\n"

    static func row(_ iface: String, _ destination: String = "00000000", flags: String = "0003",
                    metric: String = "100", mask: String = "00000000") -> String {
        "\(iface)\t\(destination)\t0101A8C0\t\(flags)\t0\t0\t\(metric)\t\(mask)\t0\t0\t0\n"
    }

    @Test(arguments: [
        ("lowest metric wins", row("wlan0", metric: "600") + row("eth0", metric: "100"), "eth0"),
        ("a tie goes to the first", row("eth1", metric: "100") + row("eth0", metric: "100"), "eth1"),
        ("subnet routes are not default", row("eth0", "0001A8C0", mask: "00FFFFFF"), nil),
        ("a route that is not up is skipped", row("eth0", flags: "0002", metric: "0") + row("wlan0", metric: "600"), "wlan0"),
        ("reject routes carry nothing", row("*", flags: "0201", metric: "0") + row("eth0", metric: "50"), "eth0"),
        ("a %d-printed huge metric is large", row("eth0", metric: "-1") + row("wlan0", metric: "4000"), "wlan0"),
        ("no routes", "", nil),
    ] as [(String, String, String?)])
    func picksTheDefaultRoute(_ label: String, rows: String, expected: String?) {
        let routes = NetworkProvider.parseRoutes(Self.header + rows)
        #expect(routes != nil, "\(label)")
        #expect(routes.flatMap(NetworkProvider.defaultInterface) == expected, "\(label)")
    }

    @Test func parsesEveryColumnByName() {
        let routes = NetworkProvider.parseRoutes(Self.header + Self.row("wlan0", metric: "600"))
        #expect(routes == [NetworkProvider.Route(interface: "wlan0", destination: 0, flags: 3, metric: 600, mask: 0)])
    }

    @Test func findsColumnsInAnyOrder() {
        let text = "Metric Iface Mask Flags Destination\n5 ppp0 00000000 0001 00000000\n"
        #expect(NetworkProvider.parseRoutes(text).flatMap(NetworkProvider.defaultInterface) == "ppp0")
    }

    @Test(arguments: [
        ("empty file", ""),
        ("no header", "wlan0\t00000000\t0101A8C0\t0003\t0\t0\t600\t00000000\t0\t0\t0\n"),
        ("truncated row", header + "wlan0\t00000000\t0101A8C0\t00"),
        ("non-hex destination", header + row("eth0", "0000000G")),
        ("non-numeric metric", header + row("eth0", metric: "low")),
        ("metric out of range", header + row("eth0", metric: "99999999999")),
        ("path in the interface", header + row("../../etc")),
        ("NULs", "\u{0}\u{0}\u{0}\u{0}"),
    ])
    func garbledTablesAreUnknown(_ label: String, text: String) {
        #expect(NetworkProvider.parseRoutes(text) == nil, "\(label)")
    }

    @Test(arguments: [
        ("up\n", true), ("unknown\n", true), (nil, true), ("garbage", true),
        ("down\n", false), ("lowerlayerdown\n", false), ("dormant\n", false),
        ("notpresent\n", false), ("testing\n", false),
    ] as [(String?, Bool)])
    func linkUsability(operstate: String?, usable: Bool) {
        #expect(NetworkProvider.linkIsUsable(operstate: operstate) == usable)
    }

    @Test(arguments: [
        (true, nil, NetworkKind.wifi),
        (true, "DEVTYPE=wwan\n", .wifi),
        (false, "DEVTYPE=wwan\nINTERFACE=wwan0\nIFINDEX=4\n", .cellular),
        (false, "INTERFACE=wwan0\nDEVTYPE=wwan\n", .cellular),
        (false, "DEVTYPE=wlan\nINTERFACE=wlan0\n", .ethernet),
        (false, "INTERFACE=eth0\nIFINDEX=2\n", .ethernet),
        (false, "XDEVTYPE=wwan\n", .ethernet),
        (false, nil, .ethernet),
    ] as [(Bool, String?, NetworkKind)])
    func kindOfLink(wireless: Bool, uevent: String?, kind: NetworkKind) {
        #expect(NetworkProvider.kind(hasWirelessDirectory: wireless, uevent: uevent) == kind)
    }
}
