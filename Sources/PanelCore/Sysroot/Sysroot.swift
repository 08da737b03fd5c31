#if canImport(Glibc)
import Glibc
#endif

/// The file-system root providers read `sys/...` and `proc/...` under.
///
/// `Sysroot("/")` reads the real machine; tests and demos point it at a fixture tree
/// (`--sysroot DIR` or `STATUSPANEL_SYSROOT`). Every read is bounded and never throws:
/// a missing, unreadable or oversized file is `nil`, which callers show as "unknown".
public struct Sysroot: Sendable, Equatable {
    /// The root folder, without a trailing slash ("" for `/`).
    public let root: String

    /// The largest file a provider reads; sysfs attributes are one page at most.
    public static let maxFileSize = 256 * 1024

    /// Whether this is the real machine's root, `/`, not a fixture tree: the one place that
    /// question is answered (kernel events, `/dev/rfkill`, rtnetlink dumps and VPN policy
    /// routing apply only there).
    public var isRealMachine: Bool { root.isEmpty }

    /// Creates a sysroot at `root` (`"/"` for the real machine).
    public init(_ root: String = "/") {
        var trimmed = root
        while trimmed.count > 1, trimmed.hasSuffix("/") { trimmed.removeLast() }
        self.root = trimmed == "/" ? "" : trimmed
    }

    /// The absolute path of `relative` (written without a leading slash, e.g. `proc/net/route`).
    public func path(_ relative: String) -> String {
        let rel = relative.hasPrefix("/") ? String(relative.dropFirst()) : relative
        return root + "/" + rel
    }

    /// The whole text of a file, or `nil` when it is missing, unreadable, not a regular file,
    /// not UTF-8 or too large.
    public func readText(_ relative: String) -> String? {
        // Only a regular file, opened non-blocking (sysfs and procfs files are regular): a FIFO or
        // a device in a fixture tree must not hang the panel's loop.
        guard case .success(let bytes) = WholeFile.read(path(relative), limit: Self.maxFileSize) else { return nil }
        return String(validating: bytes, as: UTF8.self)
    }

    /// The whole of a file as bytes (a binary fixture, such as a netlink dump), or `nil` when it
    /// is missing, unreadable, not a regular file or too large.
    public func readBytes(_ relative: String) -> [UInt8]? {
        guard case .success(let bytes) = WholeFile.read(path(relative), limit: Self.maxFileSize) else { return nil }
        return bytes
    }

    /// The file's text with surrounding white space removed; `nil` when missing or empty.
    public func readValue(_ relative: String) -> String? {
        guard let text = readText(relative) else { return nil }
        let value = text.trimmingWhitespace()
        return value.isEmpty ? nil : value
    }

    /// The entry names of a folder, sorted, without `.` and `..`; `nil` when it cannot be listed.
    public func list(_ relative: String) -> [String]? {
        guard let dir = opendir(path(relative)) else { return nil }
        defer { closedir(dir) }
        var names: [String] = []
        while let entry = readdir(dir) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix(while: { $0 != 0 }), as: UTF8.self)
            }
            if name != "." && name != ".." { names.append(name) }
        }
        return names.sorted()
    }

    /// What the symbolic link at `relative` points to, as written (a `/proc/PID/fd/N` link
    /// names the opened file, e.g. `/dev/video0`); `nil` when it is not a link or cannot be read.
    public func readLink(_ relative: String) -> String? {
        var buffer = [CChar](repeating: 0, count: 4096)
        let count = readlink(path(relative), &buffer, buffer.count)
        guard count > 0, count < buffer.count else { return nil }
        return String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// Whether something (file, folder or link) exists at `relative`.
    public func exists(_ relative: String) -> Bool {
        access(path(relative), F_OK) == 0
    }
}

extension StringProtocol {
    /// The text without leading and trailing spaces, tabs and line breaks (`\r\n` included).
    public func trimmingWhitespace() -> String {
        // The four are one UTF-8 byte each, and no other scalar's encoding contains those bytes,
        // so the first and last other bytes bound the same scalars as a scalar-wise trim; one
        // copy of the bytes instead of appending scalar by scalar, which was a good part of an
        // activity sample (bench/performance.md, "Figures the code relies on").
        let bytes = utf8
        let isSpace: (UInt8) -> Bool = { $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }
        guard let start = bytes.firstIndex(where: { !isSpace($0) }) else { return "" }
        var end = start
        var i = start
        while i != bytes.endIndex {
            if !isSpace(bytes[i]) { end = i }
            i = bytes.index(after: i)
        }
        return String(decoding: bytes[start...end], as: UTF8.self)
    }
}
