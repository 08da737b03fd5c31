import Foundation

/// A private session bus for one test: `dbus-daemon --session`, as `dbus-run-session` starts
/// it, with its address for the panel and the clients.
final class SessionBus {
    private let daemon: Process
    let address: String
    /// The configuration written for a bus that starts no service (removed on deinit).
    private let configuration: String?

    /// With `activatesServices` false, the bus starts no service on a call to a name nobody owns
    /// (its configuration names no service folder): a test that starts a daemon itself, and
    /// says what holds while none runs, must not find one started for it, nor another daemon
    /// installed for the same name (dunst and xfce4-notifyd both offer
    /// `org.freedesktop.Notifications`, and which the bus would start is not said).
    init(activatesServices: Bool = true) throws {
        let daemon = Process()
        self.daemon = daemon
        daemon.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        if activatesServices {
            configuration = nil
            daemon.arguments = ["dbus-daemon", "--session", "--nofork", "--nopidfile", "--print-address=1"]
        } else {
            let path = NSTemporaryDirectory() + "statuspanel-bus-\(UUID().uuidString).conf"
            try Self.noActivation.write(toFile: path, atomically: false, encoding: .utf8)
            configuration = path
            daemon.arguments = ["dbus-daemon", "--config-file=\(path)", "--nofork", "--nopidfile", "--print-address=1"]
        }
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
        if let configuration { try? FileManager.default.removeItem(atPath: configuration) }
    }

    /// The session bus's own configuration (/usr/share/dbus-1/session.conf) without its service
    /// folders.
    private static let noActivation = configuration(type: "session", listen: "unix:tmpdir=/tmp", keepsUmask: true)

    /// A bus daemon's configuration of `type` listening at `listen`, with no service folders
    /// (nothing is started on demand) and a policy that lets every client own and call anything.
    static func configuration(type: String, listen: String, keepsUmask: Bool = false) -> String {
        """
        <!DOCTYPE busconfig PUBLIC "-//freedesktop//DTD D-Bus Bus Configuration 1.0//EN"
         "http://www.freedesktop.org/standards/dbus/1.0/busconfig.dtd">
        <busconfig>
          <type>\(type)</type>\(keepsUmask ? "\n  <keep_umask/>" : "")
          <listen>\(listen)</listen>
          <auth>EXTERNAL</auth>
          <policy context="default">
            <allow send_destination="*" eavesdrop="true"/>
            <allow eavesdrop="true"/>
            <allow own="*"/>
          </policy>
        </busconfig>
        """
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
