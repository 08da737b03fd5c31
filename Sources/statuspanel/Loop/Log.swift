#if canImport(Glibc)
import Glibc
#endif

/// Messages to standard error, one line each, prefixed with the program name.
enum Log {
    static func error(_ message: String) {
        write(2, "statuspanel: " + message + "\n")
    }

    static func write(_ fd: Int32, _ text: String) {
        var bytes = Array(text.utf8)
        var offset = 0
        while offset < bytes.count {
            let n = bytes.withUnsafeMutableBytes { Glibc.write(fd, $0.baseAddress! + offset, $0.count - offset) }
            if n <= 0 { if errno == EINTR { continue } else { return } }
            offset += n
        }
    }
}
