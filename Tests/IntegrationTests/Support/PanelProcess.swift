import Foundation

/// The real statuspanel binary running on an ``XServer``, with its standard error kept in a file.
final class PanelProcess {
    let process: Process
    let server: XServer
    private let errPath: String

    /// The content style the next ``roundTrip(notBefore:)`` asks for; it alternates, so each
    /// one changes what the strip shows.
    var nextMarker = "light"
    private let environment: [String: String]

    /// Starts the panel. `logsFrames` sets `STATUSPANEL_FRAME_TIMES`: the panel then writes a
    /// line to standard error for each frame it draws, which ``roundTrip(notBefore:)`` needs.
    init(on server: XServer, arguments: [String] = [], environment: [String: String] = [:], sysroot: String? = fixtureSysroot("laptop-one-battery"),
         logsFrames: Bool = false) throws {
        self.server = server
        self.environment = server.environment.merging(environment) { $1 }
        errPath = NSTemporaryDirectory() + "statuspanel-err-\(UUID().uuidString).log"
        _ = FileManager.default.createFile(atPath: errPath, contents: nil)
        var args = [panelBinary] + arguments
        if let sysroot { args += ["--sysroot", sysroot] }
        var env = environment
        // No user dotfile leaks into a test.
        env["XDG_CONFIG_HOME"] = env["XDG_CONFIG_HOME"] ?? NSTemporaryDirectory() + "statuspanel-no-config"
        // Nor a system-wide one (/etc/xdg/statuspanel/config.toml on a machine with statuspanel-kiosk).
        env["XDG_CONFIG_DIRS"] = env["XDG_CONFIG_DIRS"] ?? NSTemporaryDirectory() + "statuspanel-no-system-config"
        // The font cache (FontMatchCache): one for the whole test run, as a user has one, so
        // most tests start as a user's second start does; apart from the user's own.
        env["XDG_CACHE_HOME"] = env["XDG_CACHE_HOME"] ?? NSTemporaryDirectory() + "statuspanel-test-cache-\(getpid())"
        // No session bus unless the test brings its own (SessionBus): a panel under test must not
        // become the StatusNotifierWatcher of the bus of whoever runs the tests.
        env["DBUS_SESSION_BUS_ADDRESS"] = env["DBUS_SESSION_BUS_ADDRESS"] ?? ""
        if logsFrames { env["STATUSPANEL_FRAME_TIMES"] = "1" }
        process = try server.spawn(args, environment: env, stderr: FileHandle(forWritingAtPath: errPath))
    }

    deinit { try? FileManager.default.removeItem(atPath: errPath) }

    /// What the panel wrote to standard error so far.
    var stderr: String { (try? String(contentsOfFile: errPath, encoding: .utf8)) ?? "" }

    /// Frames drawn so far (with `logsFrames`).
    var framesDrawn: Int { stderr.components(separatedBy: "\nframe ").count - 1 + (stderr.hasPrefix("frame ") ? 1 : 0) }

    /// Proves that the panel has handled every event the X server sent it before this call, and
    /// every deadline of its own due by `notBefore`: from that time on, sends `msg style` with
    /// ``nextMarker`` (a style change the panel crossfades) and waits for the second frame it
    /// draws after it. Those frames come in later turns of its loop than the one that read the
    /// message, so the events before it were handled, and each turn runs the timers due before
    /// it draws. Frames still being drawn are waited out first (no frame for 150 ms), so they
    /// are not counted. Needs `logsFrames`. Leaves the style overridden (``nextMarker`` alternates).
    func roundTrip(notBefore: Date = .distantPast, timeout: Double = 5) throws -> Bool {
        _ = waitUntil(timeout: max(0, notBefore.timeIntervalSinceNow) + 1) { Date() >= notBefore }
        // Frames still coming (the last round trip's crossfade) must not be taken for this one's.
        var seen = framesDrawn
        _ = waitUntil(timeout: timeout) {
            usleep(150_000)
            defer { seen = framesDrawn }
            return framesDrawn == seen
        }
        let drawn = framesDrawn
        let marker = nextMarker
        nextMarker = marker == "light" ? "dark" : "light"
        guard try run([panelBinary, "msg", "style", marker], environment: environment).status == 0 else { return false }
        return waitUntil(timeout: timeout) { framesDrawn >= drawn + 2 }
    }

    /// The strip's window id once it is mapped, or nil after `timeout` seconds.
    func waitForStrip(timeout: Double = 10) throws -> String? {
        try waitFor(timeout: timeout) {
            for id in try server.windows(classInstance: "statuspanel") {
                if try server.info(id)?.mapState == "IsViewable" { return id }
            }
            return nil
        }
    }

    /// The strip's window id once it is mapped and painted (``XServer/waitUntilPainted(_:timeout:)``);
    /// nil when it is not within `timeout` seconds.
    func waitForPaintedStrip(timeout: Double = 10) throws -> String? {
        guard let id = try waitForStrip(timeout: timeout), try server.waitUntilPainted(id, timeout: timeout) else { return nil }
        return id
    }

    /// Sends `signal` and waits for the exit; returns the status, or nil if it did not exit in time.
    func stop(signal: Int32 = SIGTERM, timeout: Double = 5) -> Int32? {
        process.signal(signal)
        return waitForExit(timeout: timeout)
    }

    /// Waits for the process to end by itself; its status, or nil if still running at the deadline.
    func waitForExit(timeout: Double = 5) -> Int32? {
        guard waitUntil(timeout: timeout, { !process.isRunning }) else { return nil }
        return process.terminationStatus
    }
}
