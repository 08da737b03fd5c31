import Foundation

/// A private session bus for one test: `dbus-daemon --session`, as `dbus-run-session` starts
/// it, with its address for the panel and the clients.
final class SessionBus {
    private let daemon: Process
    let address: String

    init() throws {
        let daemon = Process()
        self.daemon = daemon
        daemon.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        daemon.arguments = ["dbus-daemon", "--session", "--nofork", "--nopidfile", "--print-address=1"]
        daemon.standardError = FileHandle.nullDevice
        daemon.standardInput = FileHandle.nullDevice
        let out = try spawnAlone { () throws -> Pipe in
            let out = closedOnExec(Pipe())
            daemon.standardOutput = out
            try daemon.run()
            return out
        }
        var line = Data()
        while !line.contains(UInt8(ascii: "\n")) {
            let chunk = out.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            line.append(chunk)
        }
        address = String(decoding: line, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        guard !address.isEmpty else { throw SessionBusError.noAddress }
    }

    deinit {
        daemon.signal(SIGKILL)
        _ = waitUntil(timeout: 5) { !daemon.isRunning }
    }

    /// The environment a client of this bus runs with.
    var environment: [String: String] { ["DBUS_SESSION_BUS_ADDRESS": address] }

    /// `gdbus call` on this bus; its output, or nil when it failed.
    func call(_ destination: String, _ path: String, _ method: String, _ arguments: [String] = []) throws -> String? {
        let result = try run(["gdbus", "call", "--session", "--dest", destination, "--object-path", path, "--method", method] + arguments,
                             environment: environment)
        return result.status == 0 ? result.out : nil
    }

    /// The names on the bus.
    func names() throws -> [String] {
        let out = try call("org.freedesktop.DBus", "/org/freedesktop/DBus", "org.freedesktop.DBus.ListNames") ?? ""
        return out.split(whereSeparator: { "[]'(), \n".contains($0) }).map(String.init)
    }
}

enum SessionBusError: Error { case noAddress }
