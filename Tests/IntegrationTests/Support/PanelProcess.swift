import Foundation

/// The real statuspanel binary running on an ``XServer``, with its standard error kept in a file.
final class PanelProcess {
    let process: Process
    let server: XServer
    private let errPath: String

    init(on server: XServer, arguments: [String] = [], environment: [String: String] = [:], sysroot: String? = fixtureSysroot("laptop-one-battery")) throws {
        self.server = server
        errPath = NSTemporaryDirectory() + "statuspanel-err-\(UUID().uuidString).log"
        _ = FileManager.default.createFile(atPath: errPath, contents: nil)
        var args = [panelBinary] + arguments
        if let sysroot { args += ["--sysroot", sysroot] }
        var env = environment
        // No user dotfile leaks into a test.
        env["XDG_CONFIG_HOME"] = env["XDG_CONFIG_HOME"] ?? NSTemporaryDirectory() + "statuspanel-no-config"
        // Nor a system-wide one (/etc/xdg/statuspanel/config.toml on a machine with statuspanel-kiosk).
        env["XDG_CONFIG_DIRS"] = env["XDG_CONFIG_DIRS"] ?? NSTemporaryDirectory() + "statuspanel-no-system-config"
        process = try server.spawn(args, environment: env, stderr: FileHandle(forWritingAtPath: errPath))
    }

    deinit { try? FileManager.default.removeItem(atPath: errPath) }

    /// What the panel wrote to standard error so far.
    var stderr: String { (try? String(contentsOfFile: errPath, encoding: .utf8)) ?? "" }

    /// The strip's window id once it is mapped, or nil after `timeout` seconds.
    func waitForStrip(timeout: Double = 10) throws -> String? {
        try waitFor(timeout: timeout) {
            for id in try server.windows(classInstance: "statuspanel") {
                if try server.info(id)?.mapState == "IsViewable" { return id }
            }
            return nil
        }
    }

    /// Sends `signal` and waits for the exit; returns the status, or nil if it did not exit in time.
    func stop(signal: Int32 = SIGTERM, timeout: Double = 5) -> Int32? {
        kill(process.processIdentifier, signal)
        return waitForExit(timeout: timeout)
    }

    /// Waits for the process to end by itself; its status, or nil if still running at the deadline.
    func waitForExit(timeout: Double = 5) -> Int32? {
        guard waitUntil(timeout: timeout, { !process.isRunning }) else { return nil }
        return process.terminationStatus
    }
}
