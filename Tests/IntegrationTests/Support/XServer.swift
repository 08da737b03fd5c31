import Foundation
import Testing

/// A private Xvfb server for one test, optionally with openbox, torn down on deinit.
final class XServer {
    let display: String
    let width: Int
    let height: Int
    private let server: Process
    private var children: [Process] = []
    /// Whether ``killServer()`` ran: a second call must not kill a pid the system gave to
    /// another process since, nor remove the lock and socket of another server on that display.
    private var serverKilled = false

    /// Starts Xvfb on a free display number: it tries numbers from a random start, and a server
    /// that exits at once (its display taken by a test running in parallel) means the next number.
    init(width: Int = 1280, height: Int = 720, dpi: Int? = nil, screens: Int = 1) throws {
        self.width = width
        self.height = height
        var first = Int.random(in: 100..<400)
        for _ in 0..<20 {
            let number = first
            first += 1
            if FileManager.default.fileExists(atPath: "/tmp/.X\(number)-lock") { continue }
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            var args = ["Xvfb", ":\(number)", "-nolisten", "tcp", "-noreset"]
            for screen in 0..<screens { args += ["-screen", "\(screen)", "\(width)x\(height)x24"] }
            if let dpi { args += ["-dpi", "\(dpi)"] }
            process.arguments = args
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            process.standardInput = FileHandle.nullDevice
            try spawnAlone { try process.run() }
            let socket = "/tmp/.X11-unix/X\(number)"
            let up = waitUntil(timeout: 10) { !process.isRunning || FileManager.default.fileExists(atPath: socket) }
            if up && process.isRunning {
                server = process
                display = ":\(number)"
                return
            }
            if process.isRunning { process.terminate(); _ = waitUntil(timeout: 5) { !process.isRunning } }
        }
        throw XServerError.didNotStart
    }

    deinit {
        for child in children.reversed() where child.isRunning {
            // A panel is asked first, as a session's end asks it, so that it ends its scripts'
            // runs: one SIGKILLed leaves its streams and i3bar generators running for ever.
            if child.arguments?.first == panelBinary {
                child.signal(SIGTERM)
                if waitUntil(timeout: 2, { !child.isRunning }) { continue }
            }
            child.signal(SIGKILL)
            // Foundation's waitUntilExit can hang on Linux once the child is reaped: poll instead.
            _ = waitUntil(timeout: 5) { !child.isRunning }
        }
        killServer()
    }

    /// Kills the X server alone, leaving its clients to notice.
    ///
    /// SIGKILL, not SIGTERM: children started through Foundation's Process inherit the test
    /// runner's blocked signal mask, SIGTERM included, so Xvfb would never see a SIGTERM. Killed,
    /// it leaves its lock and socket behind, so they are removed here.
    ///
    /// Once: the test that kills its server early (LifecycleTests) would otherwise kill again from
    /// deinit, when the pid (at most 32768 here, and reused within minutes) may be another
    /// program's and the display number another server's: that removed a soak's X socket.
    func killServer() {
        guard !serverKilled else { return }
        serverKilled = true
        if server.isRunning { server.signal(SIGKILL) }
        _ = waitUntil(timeout: 5) { !server.isRunning }
        let number = display.dropFirst()
        try? FileManager.default.removeItem(atPath: "/tmp/.X\(number)-lock")
        try? FileManager.default.removeItem(atPath: "/tmp/.X11-unix/X\(number)")
    }

    /// Environment for clients of this server.
    var environment: [String: String] { ["DISPLAY": display] }

    /// Starts a client in the background; it is killed with the server.
    @discardableResult
    func spawn(_ arguments: [String], environment extra: [String: String] = [:], stdout: FileHandle? = nil, stderr: FileHandle? = nil) throws -> Process {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        process.environment = childEnvironment.merging(environment.merging(extra) { $1 }) { $1 }
        process.standardOutput = stdout ?? FileHandle.nullDevice
        process.standardError = stderr ?? FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        try spawnAlone { try process.run() }
        children.append(process)
        return process
    }

    /// Starts openbox and waits until it manages the screen (`_NET_SUPPORTING_WM_CHECK` is set).
    func startOpenbox() throws {
        try spawn(["openbox", "--sm-disable"])
        let ready = try waitUntil(timeout: 15) { try rootProperty("_NET_SUPPORTING_WM_CHECK") != nil }
        guard ready else { throw XServerError.windowManagerDidNotStart }
    }

    /// Runs an X client to completion on this display.
    @discardableResult
    func client(_ arguments: [String]) throws -> String {
        try run(arguments, environment: environment).out
    }

    /// A root window property as xprop prints its value, or nil when unset.
    func rootProperty(_ name: String) throws -> String? {
        try property(of: "-root", name)
    }

    /// A property of `window` (an id like 0x200001, or "-root") as xprop prints its value.
    func property(of window: String, _ name: String) throws -> String? {
        let target = window == "-root" ? ["-root"] : ["-id", window]
        let out = try client(["xprop"] + target + [name]).trimmingCharacters(in: .whitespacesAndNewlines)
        if out.isEmpty || out.contains("not found") || out.contains("no such atom") { return nil }
        // "NAME(TYPE) = value" or "NAME(TYPE): value"
        guard let range = out.range(of: " = ") ?? out.range(of: ": ") else { return nil }
        return String(out[range.upperBound...]).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// The ids of mapped or unmapped top-level windows whose WM_CLASS instance is `instance`.
    func windows(classInstance instance: String) throws -> [String] {
        let out = try client(["xwininfo", "-root", "-tree"])
        return out.split(separator: "\n").compactMap { line in
            guard line.contains("(\"\(instance)\" ") else { return nil }
            return line.split(separator: " ").first.map(String.init)
        }
    }

    /// Geometry and map state of a window, from xwininfo.
    func info(_ window: String) throws -> WindowInfo? {
        let out = try client(["xwininfo", "-id", window])
        func value(_ key: String) -> String? {
            out.split(separator: "\n").first { $0.contains(key) }.map { String($0.split(separator: ":", maxSplits: 1)[1]).trimmingCharacters(in: .whitespaces) }
        }
        guard let x = value("Absolute upper-left X").flatMap(Int.init), let y = value("Absolute upper-left Y").flatMap(Int.init),
              let w = value("Width").flatMap(Int.init), let h = value("Height").flatMap(Int.init), let state = value("Map State")
        else { return nil }
        return WindowInfo(x: x, y: y, width: w, height: h, mapState: state)
    }

    /// Whether `window` shows painted pixels within `timeout` seconds: inked (the root's weave
    /// under an unpainted window has two values) and the same in two screenshots in a row. The
    /// strip's windows have no background, so from the map to the first frame they show what lay
    /// beneath: a reference screenshot taken at the map alone may be the root's, and anything
    /// drawn next would pass for a change.
    func waitUntilPainted(_ window: String, timeout: Double = 10) throws -> Bool {
        guard let frame = try info(window) else { return false }
        return try waitForSettled(timeout: timeout, {
            try screenshot().region(x: max(frame.x, 0), y: max(frame.y, 0), width: frame.width, height: frame.height)
        }, accept: isInked) != nil
    }

    /// Top-level window ids, topmost first (as `xwininfo -children` lists them).
    func stackingTopFirst() throws -> [String] {
        try client(["xwininfo", "-root", "-children"]).split(separator: "\n").compactMap { line in
            let word = line.trimmingCharacters(in: .whitespaces).split(separator: " ").first.map(String.init)
            return word?.hasPrefix("0x") == true ? word : nil
        }
    }

    /// The screen's pixels as an RGB image: ImageMagick's `import` reads the root window as shown
    /// (xwd reads each window of another visual on its own, so a tray icon redirected off screen
    /// would show its client's raw pixels instead of what the panel drew).
    func screenshot() throws -> RGBImage {
        let path = NSTemporaryDirectory() + "statuspanel-shot-\(UUID().uuidString).ppm"
        defer { try? FileManager.default.removeItem(atPath: path) }
        let result = try run(["sh", "-c", "import -window root -depth 8 ppm:" + path], environment: environment)
        guard result.status == 0, let data = FileManager.default.contents(atPath: path), let image = RGBImage(ppm: data) else {
            throw XServerError.screenshotFailed(result.err)
        }
        return image
    }
}

struct WindowInfo: Equatable {
    var x: Int, y: Int, width: Int, height: Int
    var mapState: String
}

enum XServerError: Error {
    case didNotStart, windowManagerDidNotStart
    case screenshotFailed(String)
}
