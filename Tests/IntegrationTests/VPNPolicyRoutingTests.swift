import Foundation
import Testing

/// wg-quick's default setup (`Table = auto`) under a running panel, in a private network
/// namespace: the tunnel's default route lives in table 51820, and `not fwmark 51820` rules
/// send ordinary traffic there, while the main table's default route stays on the Ethernet
/// link. Only the rules and that table (rtnetlink dumps) show the tunnel; `proc/net/route`
/// never does. Adding the rule shows the badge and deleting it removes it, with no restart
/// (only a rule notification on the panel's rtnetlink socket can tell it).
///
/// A tun link stands in for WireGuard (`ip link add type wireguard` needs the module, missing
/// on many CI kernels); the VPN test counts both alike. A veth pair is the Ethernet link.
@Suite(.serialized) struct VPNPolicyRoutingTests {
    /// Whether a namespace with a tun link and a veth pair can be made here.
    static let permitted: Bool = {
        guard TunnelNamespace.permitted else { return false }
        let probe = try? run(["unshare", "-n", "sh", "-c", "ip link add eth0 type veth peer name peer0"])
        return probe?.status == 0
    }()

    @Test(.enabled(if: permitted, "needs root, unshare, ip, python3, veth and /dev/net/tun: skipped where they cannot be had"))
    func theBadgeFollowsWgQuicksRulesWithoutARestart() throws {
        let server = try XServer()
        // Everything wg-quick does but the fwmark rule, which the test adds under the panel.
        // IPv6 is off, so no late address event (DAD ending a second after a link comes up)
        // makes the panel read again: only the rule's own notification can show the badge.
        let ns = try TunnelNamespace(server: server, setup: """
            for f in all default; do echo 1 >/proc/sys/net/ipv6/conf/$f/disable_ipv6 2>/dev/null; done
            mount -t sysfs sysfs /sys && ip link set lo up || exit 9
            ip link add eth0 type veth peer name peer0 && ip link set eth0 up && ip link set peer0 up || exit 9
            ip addr add 192.168.1.20/24 dev eth0 && ip route add default via 192.168.1.1 dev eth0 || exit 9
            ip tuntap add dev tun9 mode tun || exit 9
            hold tun9
            ip link set tun9 up && ip addr add 10.8.0.2/32 dev tun9 || exit 9
            ip route add default dev tun9 table 51820 && ip rule add table main suppress_prefixlength 0 || exit 9
            """)
        let panel = ns.panel
        func stderr() -> String { ns.stderr() }
        func inside(_ command: [String]) throws -> (status: Int32, out: String, err: String) { try ns.inside(command) }
        func status() throws -> String { try ns.status() }
        func leftGroup() throws -> [UInt8] { try ns.leftGroup() }
        let ethernet = #""network": {"kind": "ethernet", "interface": "eth0""#

        try #require(try ns.waitForStrip(), "no strip; stderr: \(stderr())")
        #expect(try status().contains(#""vpn": null"#), "the table alone, without the rule, carries nothing")
        #expect(try status().contains(ethernet))
        let before = try leftGroup()

        // wg-quick's rule: ordinary traffic (mark 0) goes to table 51820, through the tunnel.
        #expect(try inside(["ip", "rule", "add", "not", "fwmark", "51820", "table", "51820"]).status == 0)
        #expect(try waitUntil(timeout: 3) { try leftGroup() != before }, "the badge appears with the rule; stderr: \(stderr())")
        let shown = try status()
        #expect(shown.contains(#""vpn": {"interface": "tun9"}"#), "\(shown)")
        #expect(shown.contains(ethernet), "the network item still shows the link beneath: \(shown)")

        // The rule goes: the badge goes.
        #expect(try inside(["ip", "rule", "del", "not", "fwmark", "51820", "table", "51820"]).status == 0)
        #expect(try waitUntil(timeout: 3) { try leftGroup() == before }, "the badge goes with the rule")
        #expect(try status().contains(#""vpn": null"#))

        #expect(panel.isRunning)
        #expect(stderr().isEmpty, "stderr: \(stderr())")
    }
}
