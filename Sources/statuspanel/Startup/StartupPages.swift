import CHotText
import CLinux
import PanelCore
#if canImport(Glibc)
import Glibc
#endif

/// Gives back the pages that only start-up used.
///
/// Most of the binary's resident code and read-only data ran once: argument parsing, the dotfile
/// and its schema, the X set-up (bench/performance.md); so did much of what it touched in the
/// libraries (fontconfig's XML parser, expat, the loader). The kernel keeps such file pages mapped
/// for good. A few seconds after start the panel unmaps them; the steady state then faults back
/// only what it touches again.
/// - A mapping that was never written (no anonymous pages: code, read-only data, fonts,
///   fontconfig's caches) is dropped from this process (`MADV_DONTNEED`); a library's pages stay
///   in the page cache for the other processes that use them.
/// - Any other file mapping (written data, the relocated `RELRO` pages) is only reclaimed where
///   that loses nothing: `MADV_PAGEOUT` leaves pages other processes map alone, and written pages
///   are anonymous, swapped if at all.
/// - The steady state's own code stays: scripts/build packs the functions that ran after start-up
///   in a profile (the minute, frames, hide, reveal, the tap) at the start of the binary's code,
///   between two marks (``hotText``), and that range is not given back. A tap after long idle and
///   memory pressure then finds its code mapped instead of reading it from disk (bench/tap). The
///   rest of the binary's mappings is marked `MADV_RANDOM` (a page faulted back is read alone,
///   with no fault-around); its file stays in the page cache: other processes run it too.
enum StartupPages {
    /// Off with `STATUSPANEL_KEEP_PAGES=1`, to measure what it saves (bench/memory --keep-pages).
    static var isEnabled: Bool { getenv("STATUSPANEL_KEEP_PAGES").map { String(cString: $0) } != "1" }

    /// Gives back the pages; returns the bytes of the mappings it advised (0 when
    /// `/proc/self/smaps` cannot be read; a kernel before 5.4 has no `MADV_PAGEOUT` and keeps those).
    @discardableResult @inline(never)
    static func release() -> Int {
        // scripts/gen-hot-functions splits its profile here: what ran before was start-up.
        statuspanel_profile_startup_ends()
        guard let executable = executablePath(), let smaps = readFile("/proc/self/smaps") else { return 0 }
        var advised = 0
        let kept = hotText
        for mapping in mappings(smaps) {
            guard mapping.end > mapping.start, mapping.path.hasPrefix("/"), !mapping.path.hasSuffix("(deleted)") else { continue }
            // The binary's writable segment holds its read-only data too (`.rodata` follows
            // `.data` in the layout lld gives it). Paged out, its pages would leave the page
            // cache (no other process maps them) and a tap after idle would read the ones it
            // needs from the disk; so the pages never written are only unmapped, and stay cached.
            if mapping.path == executable, mapping.writable {
                advised += unmapUnwrittenPages(mapping.start..<mapping.end)
                continue
            }
            let advice = !mapping.writable && mapping.anonymousKB == 0 ? MADV_DONTNEED : MADV_PAGEOUT
            var pieces = [mapping.start..<mapping.end]
            if mapping.path == executable, let kept, mapping.start < kept.upperBound, kept.lowerBound < mapping.end {
                pieces = [mapping.start..<max(mapping.start, kept.lowerBound), min(mapping.end, kept.upperBound)..<mapping.end]
            }
            for piece in pieces where !piece.isEmpty {
                guard let address = UnsafeMutableRawPointer(bitPattern: piece.lowerBound) else { continue }
                let length = Int(piece.upperBound - piece.lowerBound)
                // What start-up alone ran is faulted back a page at a time, if ever: no fault-around.
                if mapping.path == executable { _ = madvise(address, length, MADV_RANDOM) }
                if madvise(address, length, advice) == 0 { advised += length }
            }
        }
        // The heap pages reading smaps just used (and start-up's freed ones) go back too.
        malloc_trim(0)
        return advised
    }

    /// Unmaps the pages of `range` (a private file mapping) that were never written, which
    /// `/proc/self/pagemap` shows as present file pages (a written page is anonymous, and
    /// `MADV_DONTNEED` would throw its contents away); returns the bytes unmapped. A page
    /// faulted back is read again from the page cache, as the file has it.
    private static func unmapUnwrittenPages(_ range: Range<UInt>) -> Int {
        let page = UInt(sysconf(Int32(_SC_PAGESIZE)))
        let count = Int((range.upperBound - range.lowerBound) / page)
        guard count > 0 else { return 0 }
        guard let pagemap = try? OwnedDescriptor(opening: "/proc/self/pagemap") else { return 0 }
        var entries = [UInt64](repeating: 0, count: count)
        let wanted = count * 8
        let got = entries.withUnsafeMutableBytes { pread(pagemap.rawValue, $0.baseAddress, wanted, off_t(range.lowerBound / page * 8)) }
        guard got == wanted else { return 0 }
        let present: UInt64 = 1 << 63, fileOrShared: UInt64 = 1 << 61
        var unmapped = 0, runStart: Int?
        func finish(_ end: Int) {
            guard let start = runStart, let address = UnsafeMutableRawPointer(bitPattern: range.lowerBound + UInt(start) * page) else { return }
            if madvise(address, (end - start) * Int(page), MADV_DONTNEED) == 0 { unmapped += (end - start) * Int(page) }
            runStart = nil
        }
        for (index, entry) in entries.enumerated() {
            if entry & present != 0, entry & fileOrShared != 0 {
                if runStart == nil { runStart = index }
            } else {
                finish(index)
            }
        }
        finish(count)
        return unmapped
    }

    /// The steady state's code: from the page of `statuspanel_hot_text_start` to the end of the page
    /// of `statuspanel_hot_text_end`, which scripts/hot-functions.txt places around it; nil when the
    /// marks are out of order or far apart (a binary linked without the list).
    static var hotText: Range<UInt>? {
        let start = UInt(bitPattern: unsafeBitCast(statuspanel_hot_text_start as @convention(c) () -> Void, to: Int.self))
        let end = UInt(bitPattern: unsafeBitCast(statuspanel_hot_text_end as @convention(c) () -> Void, to: Int.self))
        let page = UInt(sysconf(Int32(_SC_PAGESIZE)))
        guard end > start, end - start < PanelLimits.hotTextBytes else { return nil }
        return (start & ~(page - 1))..<((end + page) & ~(page - 1))
    }

    private struct Mapping {
        var start: UInt
        var end: UInt
        var writable: Bool
        var path: String
        var anonymousKB = 0
    }

    /// The mappings of `/proc/self/smaps`: "start-end perms offset dev inode path" lines, each
    /// followed by "Key: value kB" lines.
    private static func mappings(_ smaps: String) -> [Mapping] {
        var result: [Mapping] = []
        for line in smaps.split(separator: "\n") {
            if line.hasPrefix("Anonymous:") {
                let fields = line.split(separator: " ", omittingEmptySubsequences: true)
                if fields.count >= 2, let kB = Int(fields[1]), !result.isEmpty { result[result.count - 1].anonymousKB = kB }
                continue
            }
            let fields = line.split(separator: " ", maxSplits: 5, omittingEmptySubsequences: true)
            guard fields.count >= 5, fields[1].count == 4 else { continue }
            let range = fields[0].split(separator: "-")
            guard range.count == 2, let start = UInt(range[0], radix: 16), let end = UInt(range[1], radix: 16) else { continue }
            let path = fields.count == 6 ? fields[5].trimmingWhitespace() : ""
            result.append(Mapping(start: start, end: end, writable: fields[1].contains("w"), path: path))
        }
        return result
    }

    private static func executablePath() -> String? {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let n = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        guard n > 0 else { return nil }
        return String(decoding: buffer[0..<n].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    private static func readFile(_ path: String) -> String? {
        guard case .success(let bytes) = WholeFile.read(path) else { return nil }
        return String(decoding: bytes, as: UTF8.self)
    }
}
