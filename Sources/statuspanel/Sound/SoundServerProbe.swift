import CLinux
import PanelCore
import SystemPackage
#if canImport(Glibc)
import Glibc
#endif

/// Whether a sound server answers, asked of its socket without libpulse
/// (``SoundServerSockets``): a non-blocking connect(2) to a Unix socket is answered at once, so
/// the loop never waits on it.
enum SoundServerProbe {
    /// True when a candidate socket takes a connection, or when the server is not a local
    /// socket (only libpulse can tell then).
    static func answers() -> Bool {
        var environment: [String: String] = [:]
        for name in ["PULSE_SERVER", "PULSE_RUNTIME_PATH", "XDG_RUNTIME_DIR"] {
            if let value = getenv(name) { environment[name] = String(cString: value) }
        }
        guard let paths = SoundServerSockets.candidates(environment: environment) else { return true }
        return paths.contains(where: connects)
    }

    /// Whether the Unix stream socket at `path` takes a connection now.
    private static func connects(_ path: String) -> Bool {
        let fd = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_NONBLOCK.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        guard fd >= 0 else { return false }
        defer { close(fd) }
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        let bytes = Array(path.utf8)
        guard bytes.count < MemoryLayout.size(ofValue: address.sun_path) else { return false }
        withUnsafeMutableBytes(of: &address.sun_path) { raw in
            for (index, byte) in bytes.enumerated() { raw[index] = byte }
        }
        let result = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(fd, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
        }
        return result == 0 || [.nowInProgress, .resourceTemporarilyUnavailable].contains(Errno.last)
    }
}
