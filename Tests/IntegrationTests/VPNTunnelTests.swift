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
    /// Holds `/dev/net/tun` open as the interface named by its argument, as a VPN daemon does,
    /// so the link is up; it ends with its parent (the panel, which the shell became).
    static let holder = """
        import ctypes, fcntl, os, signal, struct, sys
        ctypes.CDLL(None).prctl(1, signal.SIGTERM)
        fd = os.open('/dev/net/tun', os.O_RDWR)
        fcntl.ioctl(fd, 0x400454ca, struct.pack('16sH', sys.argv[1].encode(), 0x0001 | 0x1000))
        print('attached', flush=True)
        signal.pause()
        """

    /// Whether this machine lets the test make a namespace with a tun interface (root, the
    /// tools, the tun device).
    static let permitted: Bool = {
        guard geteuid() == 0, FileManager.default.fileExists(atPath: "/dev/net/tun") else { return false }
        let probe = try? run(["unshare", "-n", "-m", "sh", "-c",
                              "mount -t sysfs sysfs /sys && ip tuntap add dev tun9 mode tun && python3 -c 'import ctypes, fcntl'"])
        return probe?.status == 0
    }()

    @Test(.enabled(if: permitted, "needs root, unshare, ip, python3 and /dev/net/tun: skipped where a tun interface cannot be made"))
    func theBadgeFollowsRoutesThroughATunWithoutARestart() throws {
        let folder = NSTemporaryDirectory() + "statuspanel-tun-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try Self.holder.write(toFile: folder + "/holder.py", atomically: true, encoding: .utf8)
        let errPath = folder + "/stderr"
        _ = FileManager.default.createFile(atPath: errPath, contents: nil)

        let server = try XServer()
        let script = """
            mount -t sysfs sysfs /sys && ip link set lo up && ip tuntap add dev tun9 mode tun || exit 9
            python3 \(folder)/holder.py tun9 >\(folder)/holder.out &
            i=0; until grep -q attached \(folder)/holder.out 2>/dev/null || [ $i -ge 100 ]; do sleep 0.05; i=$((i+1)); done
            ip link set tun9 up || exit 9
            exec \(panelBinary)
            """
        let env = ["XDG_CONFIG_HOME": folder + "/no-config", "XDG_CONFIG_DIRS": folder + "/no-system-config"]
        let panel = try server.spawn(["unshare", "-n", "-m", "sh", "-c", script], environment: env,
                                     stderr: FileHandle(forWritingAtPath: errPath))
        defer { kill(panel.processIdentifier, SIGTERM) }
        let pid = String(panel.processIdentifier)
        func stderr() -> String { (try? String(contentsOfFile: errPath, encoding: .utf8)) ?? "" }
        func inside(_ command: [String]) throws -> (status: Int32, out: String, err: String) {
            try run(["nsenter", "-t", pid, "-n", "-m"] + command)
        }
        func status() throws -> String { try inside([panelBinary, "status", "--json"]).out }
        func leftGroup() throws -> [UInt8] { try server.screenshot().region(x: 0, y: 0, width: 400, height: 24) }
        func roundTrip() throws { #expect(try run([panelBinary, "msg", "reveal"], environment: server.environment).status == 0) }

        let strip = try waitFor {
            try server.windows(classInstance: "statuspanel").first { try server.info($0)?.mapState == "IsViewable" }
        }
        try #require(strip != nil, "no strip; stderr: \(stderr())")
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
