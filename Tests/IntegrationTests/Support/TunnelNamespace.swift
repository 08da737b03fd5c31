import Foundation
import Testing

/// The panel started in a private network namespace (`unshare -n -m`, sysfs mounted again so
/// `sys/class/net` shows the namespace's links) after a shell script of `ip` commands has made
/// its links and routes: the machine's own routes are never touched, and the links go away with
/// the namespace when the panel exits. `VPNTunnelTests` and `VPNPolicyRoutingTests` use it.
final class TunnelNamespace {
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

    /// Whether this machine lets a test make a namespace with a tun interface (root, the tools,
    /// the tun device).
    static let permitted: Bool = {
        guard geteuid() == 0, FileManager.default.fileExists(atPath: "/dev/net/tun") else { return false }
        let probe = try? run(["unshare", "-n", "-m", "sh", "-c",
                              "mount -t sysfs sysfs /sys && ip tuntap add dev tun9 mode tun && python3 -c 'import ctypes, fcntl'"])
        return probe?.status == 0
    }()

    let server: XServer
    let panel: Process
    private let folder: String
    private let errPath: String

    /// Runs `setup` (shell lines; `$HOLDER TUN` attaches a daemon to a tun link and waits until
    /// it holds it), then execs the panel with no dotfile.
    init(server: XServer, setup: String) throws {
        self.server = server
        folder = NSTemporaryDirectory() + "statuspanel-netns-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try Self.holder.write(toFile: folder + "/holder.py", atomically: true, encoding: .utf8)
        errPath = folder + "/stderr"
        _ = FileManager.default.createFile(atPath: errPath, contents: nil)
        let script = """
            hold() {
              python3 \(folder)/holder.py "$1" >\(folder)/holder.out &
              i=0; until grep -q attached \(folder)/holder.out 2>/dev/null || [ $i -ge 100 ]; do sleep 0.05; i=$((i+1)); done
            }
            \(setup)
            exec \(panelBinary)
            """
        let env = ["XDG_CONFIG_HOME": folder + "/no-config", "XDG_CONFIG_DIRS": folder + "/no-system-config"]
        panel = try server.spawn(["unshare", "-n", "-m", "sh", "-c", script], environment: env,
                                 stderr: FileHandle(forWritingAtPath: errPath))
    }

    deinit {
        panel.signal(SIGTERM)
        try? FileManager.default.removeItem(atPath: folder)
    }

    /// What the panel wrote to stderr so far.
    func stderr() -> String { (try? String(contentsOfFile: errPath, encoding: .utf8)) ?? "" }

    /// Runs `command` in the panel's namespaces.
    func inside(_ command: [String]) throws -> (status: Int32, out: String, err: String) {
        try run(["nsenter", "-t", String(panel.processIdentifier), "-n", "-m"] + command)
    }

    /// `statuspanel status --json` as the namespace sees it.
    func status() throws -> String { try inside([panelBinary, "status", "--json"]).out }

    /// The pixels of the strip's left group (carrier, signal, network, VPN badge).
    func leftGroup() throws -> [UInt8] { try server.screenshot().region(x: 0, y: 0, width: 400, height: 24) }

    /// Whether the strip came up, viewable and painted (reference pixels are taken next).
    func waitForStrip() throws -> Bool {
        guard let strip = try waitFor({ try server.windows(classInstance: "statuspanel").first { try server.info($0)?.mapState == "IsViewable" } })
        else { return false }
        return try server.waitUntilPainted(strip)
    }
}
