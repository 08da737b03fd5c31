import Foundation

/// A private PulseAudio server for one test, with null sinks `one` and `two` (`one` the
/// default), in a runtime folder of its own (`XDG_RUNTIME_DIR`, `HOME`): the panel and `pactl`
/// find it there and nowhere else. Runs as root as well (PulseAudio warns, and serves).
final class SoundServer {
    let root = NSTemporaryDirectory() + "statuspanel-pulse-\(UUID().uuidString)"

    /// Starts the server daemonized: `pulseaudio` returns once it serves, its daemon's standard
    /// streams on /dev/null. (Run in the foreground it closes every descriptor it inherited,
    /// and Foundation's Process then takes it for exited and blocks in wait4.)
    init() throws {
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        let started = try run(["pulseaudio", "-n", "--daemonize=yes", "--exit-idle-time=-1", "--load=module-native-protocol-unix",
                               "--load=module-null-sink sink_name=one", "--load=module-null-sink sink_name=two"], environment: environment)
        guard started.status == 0, waitUntil(timeout: 10, { (try? pactl(["info"]).status) == 0 }) else { throw SoundServerError.noAnswer(started.err) }
    }

    deinit {
        _ = try? run(["pulseaudio", "--kill"], environment: environment)
        _ = waitUntil(timeout: 5) { (try? pactl(["info"]).status) != 0 }
        try? FileManager.default.removeItem(atPath: root)
    }

    /// The environment a client of this server runs with.
    var environment: [String: String] { ["XDG_RUNTIME_DIR": root, "HOME": root, "PULSE_RUNTIME_PATH": root + "/pulse"] }

    /// `pactl` on this server.
    @discardableResult
    func pactl(_ arguments: [String]) throws -> (status: Int32, out: String, err: String) {
        try run(["pactl"] + arguments, environment: environment)
    }

    /// `pactl get-sink-volume SINK`'s first percentage, e.g. 40.
    func percent(_ sink: String) throws -> Int? {
        let out = try pactl(["get-sink-volume", sink]).out
        guard let range = out.range(of: #"[0-9]+%"#, options: .regularExpression) else { return nil }
        return Int(out[range].dropLast())
    }

    /// Whether `pactl get-sink-mute SINK` says yes.
    func muted(_ sink: String) throws -> Bool { try pactl(["get-sink-mute", sink]).out.contains("yes") }
}

enum SoundServerError: Error { case noAnswer(String) }
