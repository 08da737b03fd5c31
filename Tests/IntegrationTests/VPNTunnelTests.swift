import Foundation
import Testing

/// A real tun interface and routes through it, under a running panel: the VPN badge comes and
/// goes with the routes, with no restart and no polling (the panel reads the real machine, so
/// only rtnetlink can tell it).
///
/// Everything happens in a private network namespace (`unshare -n -m`, with sysfs mounted
/// again so `sys/class/net` shows its links): the machine's own routes are never touched, and
/// the tun interface goes away with the namespace when the panel exits.
@Suite(.serialized) struct VPNTunnelTests {
    @Test(.enabled(if: TunnelNamespace.permitted, "needs root, unshare, ip, python3 and /dev/net/tun: skipped where a tun interface cannot be made"))
    func theBadgeFollowsRoutesThroughATunWithoutARestart() throws {
        let server = try XServer()
        let ns = try TunnelNamespace(server: server, setup: """
            mount -t sysfs sysfs /sys && ip link set lo up && ip tuntap add dev tun9 mode tun || exit 9
            hold tun9
            ip link set tun9 up || exit 9
            """)
        let panel = ns.panel
        func stderr() -> String { ns.stderr() }
        func inside(_ command: [String]) throws -> (status: Int32, out: String, err: String) { try ns.inside(command) }
        func status() throws -> String { try ns.status() }
        func leftGroup() throws -> [UInt8] { try ns.leftGroup() }
        func roundTrip() throws { #expect(try run([panelBinary, "msg", "reveal"], environment: server.environment).status == 0) }

        try #require(try ns.waitForStrip(), "no strip; stderr: \(stderr())")
        #expect(try status().contains(#""vpn": null"#))
        let before = try leftGroup()

        // One half of a split route is not a tunnel for all traffic: the panel hears of it
        // (the msg round trip comes after the rtnetlink message) and shows no badge.
        #expect(try inside(["ip", "route", "add", "0.0.0.0/1", "dev", "tun9"]).status == 0)
        try roundTrip()
        #expect(try leftGroup() == before, "no badge for half a split route")
        #expect(try status().contains(#""vpn": null"#))

        // Both halves, as OpenVPN installs them: the badge appears beside the network.
        #expect(try inside(["ip", "route", "add", "128.0.0.0/1", "dev", "tun9"]).status == 0)
        #expect(try status().contains(#""vpn": {"interface": "tun9"}"#))
        let appeared = try waitUntil(timeout: 3) { try leftGroup() != before }
        #expect(appeared, "the VPN badge appears without a restart; stderr: \(stderr())")

        // The tunnel's routes go: the badge goes.
        #expect(try inside(["ip", "route", "del", "128.0.0.0/1", "dev", "tun9"]).status == 0)
        #expect(try waitUntil(timeout: 3) { try leftGroup() == before }, "the badge goes with the route")

        // A default route through the tun, the lowest-metric one: the badge again.
        #expect(try inside(["ip", "route", "add", "default", "dev", "tun9"]).status == 0)
        #expect(try waitUntil(timeout: 3) { try leftGroup() != before }, "a default route through tun9")
        #expect(try status().contains(#""vpn": {"interface": "tun9"}"#))

        #expect(panel.isRunning)
        #expect(stderr().isEmpty, "stderr: \(stderr())")
    }
}
