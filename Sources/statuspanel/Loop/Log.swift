import SystemPackage
#if canImport(Glibc)
import Glibc
#endif

/// Messages to standard error, one line each, prefixed with the program name.
enum Log {
    /// `STATUSPANEL_FRAME_TIMES` set: the panel also writes a line for each frame drawn
    /// (`frame MICROSECONDS us`) and for the start-up page release (`pages released`), which
    /// bench/run and the integration tests read.
    static let traces = getenv("STATUSPANEL_FRAME_TIMES") != nil

    /// A trace line (``traces``).
    static func trace(_ line: @autoclosure () -> String) {
        if traces { write(2, line() + "\n") }
    }

    static func error(_ message: String) {
        write(2, "statuspanel: " + message + "\n")
    }

    static func write(_ fd: Int32, _ text: String) {
        var bytes = Array(text.utf8)
        var offset = 0
        while offset < bytes.count {
            let n = bytes.withUnsafeMutableBytes { Glibc.write(fd, $0.baseAddress! + offset, $0.count - offset) }
            if n <= 0 { if Errno.last == .interrupted { continue } else { return } }
            offset += n
        }
    }
}
