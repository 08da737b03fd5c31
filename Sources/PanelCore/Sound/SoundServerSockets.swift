/// Where a PulseAudio (or PipeWire-pulse) server would answer, as libpulse looks for it: the
/// panel connects to these sockets before it loads libpulse, so that a machine with no sound
/// server never maps the library.
public enum SoundServerSockets {
    /// What to look for: `PULSE_SERVER`'s first address when it is a local socket
    /// (`unix:/path`, or a path, after an optional `{machine-id}`), else the user's socket
    /// (`PULSE_RUNTIME_PATH/native`, else `XDG_RUNTIME_DIR/pulse/native`) and the system-wide
    /// one (`/run/pulse/native`). Nil when `PULSE_SERVER` names a server that is not a local
    /// socket (a host): only libpulse can tell whether it answers.
    public static func candidates(environment: [String: String]) -> [String]? {
        if let server = environment["PULSE_SERVER"], !server.isEmpty {
            guard var first = server.split(separator: " ").first.map(String.init) else { return nil }
            if first.hasPrefix("{"), let close = first.firstIndex(of: "}") { first = String(first[first.index(after: close)...]) }
            if first.hasPrefix("unix:") { return [String(first.dropFirst("unix:".count))] }
            return first.hasPrefix("/") ? [first] : nil
        }
        var paths: [String] = []
        if let runtime = environment["PULSE_RUNTIME_PATH"], !runtime.isEmpty {
            paths.append(runtime + "/native")
        } else if let runtime = environment["XDG_RUNTIME_DIR"], !runtime.isEmpty {
            paths.append(runtime + "/pulse/native")
        }
        return paths + ["/run/pulse/native"]
    }
}
