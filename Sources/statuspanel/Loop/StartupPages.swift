#if canImport(Glibc)
import Glibc
#endif

/// Gives back the binary's pages that only start-up used.
///
/// Most of the binary's resident code and read-only data ran once: argument parsing, the dotfile
/// and its schema, the X set-up (bench/performance.md). The kernel keeps such file pages mapped
/// for good. A few seconds after start the panel asks it to reclaim every page of its own
/// read-only mappings (`MADV_PAGEOUT`); the steady state then faults back only what it touches
/// again, from the file. Reclaim never loses data: written pages (the relocated `RELRO` data)
/// are anonymous and are only swapped, if at all, and pages another process maps are left alone.
enum StartupPages {
    /// Seconds after start: past the first frame, the map and the compositor's first look.
    static let delay = 3.0
    /// Off with `STATUSPANEL_KEEP_PAGES=1`, to measure what it saves (bench/memory --keep-pages).
    static var isEnabled: Bool { getenv("STATUSPANEL_KEEP_PAGES").map { String(cString: $0) } != "1" }

    /// Reclaims the binary's read-only mappings; returns the bytes asked for (0 when the kernel
    /// has no `MADV_PAGEOUT`, before Linux 5.4, or the mappings cannot be read).
    @discardableResult
    static func release() -> Int {
        guard let executable = executablePath(), let maps = readMaps() else { return 0 }
        var released = 0
        for line in maps.split(separator: "\n") {
            // "start-end perms offset dev inode path"
            let fields = line.split(separator: " ", maxSplits: 5, omittingEmptySubsequences: true)
            guard fields.count == 6, fields[5].trimmingWhitespace() == executable,
                  fields[1].first == "r", !fields[1].contains("w") else { continue }
            let range = fields[0].split(separator: "-")
            guard range.count == 2, let start = UInt(range[0], radix: 16), let end = UInt(range[1], radix: 16),
                  end > start, let address = UnsafeMutableRawPointer(bitPattern: start) else { continue }
            if madvise(address, Int(end - start), MADV_PAGEOUT) == 0 { released += Int(end - start) }
        }
        return released
    }

    private static func executablePath() -> String? {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let n = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        guard n > 0 else { return nil }
        return String(decoding: buffer[0..<n].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    private static func readMaps() -> String? {
        let fd = open("/proc/self/maps", O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 16384)
        while true {
            let n = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            if n < 0, errno == EINTR { continue }
            if n <= 0 { break }
            bytes += chunk[0..<n]
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
