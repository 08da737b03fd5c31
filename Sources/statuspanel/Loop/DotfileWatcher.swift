import CLinux
#if canImport(Glibc)
import Glibc
#endif

/// Tells the loop when the dotfile may have changed, through inotify.
///
/// It watches the file's folder for the file's name (editors that save by writing a new file
/// and renaming it over the old one only show up there), the file itself (through a symlink
/// too, as dotfile managers make), and, while the folder does not exist yet, the nearest
/// ancestor that does, so a dotfile created later (`mkdir -p ~/.config/statuspanel`) is found.
final class DotfileWatcher {
    let fileDescriptor: Int32
    private let path: String
    private let folder: String
    private let fileName: String
    private var watches: [Int32: Role] = [:]

    private enum Role { case file, folder, ancestor }

    private static let folderMask = UInt32(IN_CLOSE_WRITE | IN_MOVED_TO | IN_MOVED_FROM | IN_CREATE | IN_DELETE
        | IN_ATTRIB | IN_DELETE_SELF | IN_MOVE_SELF)
    private static let fileMask = UInt32(IN_CLOSE_WRITE | IN_ATTRIB | IN_DELETE_SELF | IN_MOVE_SELF)
    private static let ancestorMask = UInt32(IN_CREATE | IN_MOVED_TO | IN_DELETE_SELF | IN_MOVE_SELF)

    /// Watches `path`; nil when inotify is unavailable.
    init?(path: String) {
        let fd = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
        guard fd >= 0 else { return nil }
        fileDescriptor = fd
        self.path = path
        let slash = path.lastIndex(of: "/")
        folder = slash.map { $0 == path.startIndex ? "/" : String(path[..<$0]) } ?? "."
        fileName = slash.map { String(path[path.index(after: $0)...]) } ?? path
        arm()
    }

    deinit { close(fileDescriptor) }

    /// Reads the pending events; true when one concerned the dotfile (it may have changed,
    /// appeared or gone). Watches are re-established when folders come and go.
    func drain() -> Bool {
        var relevant = false
        var rearm = false
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let n = buffer.withUnsafeMutableBytes { read(fileDescriptor, $0.baseAddress, $0.count) }
            if n <= 0 { break }
            var offset = 0
            while offset + MemoryLayout<inotify_event>.size <= n {
                let (wd, mask, nameLength) = buffer.withUnsafeBytes { raw in
                    let event = raw.loadUnaligned(fromByteOffset: offset, as: inotify_event.self)
                    return (event.wd, event.mask, Int(event.len))
                }
                let nameStart = offset + MemoryLayout<inotify_event>.size
                let name = String(decoding: buffer[nameStart..<min(n, nameStart + nameLength)].prefix { $0 != 0 }, as: UTF8.self)
                offset = nameStart + nameLength
                // Events of watches already removed (IN_IGNORED after arm()) are old news.
                guard let role = watches[wd] else { continue }
                switch role {
                case .folder where name == fileName:
                    relevant = true
                    // A file replaced by rename is a new inode: the file watch must follow it.
                    if mask & UInt32(IN_CREATE | IN_MOVED_TO) != 0 { rearm = true }
                case .file:
                    relevant = true
                case .ancestor:
                    relevant = true
                    rearm = true
                case .folder:
                    break
                }
                if mask & UInt32(IN_IGNORED | IN_DELETE_SELF | IN_MOVE_SELF) != 0 {
                    relevant = true
                    rearm = true
                }
            }
        }
        if rearm { arm() }
        return relevant
    }

    private func arm() {
        for wd in watches.keys { inotify_rm_watch(fileDescriptor, wd) }
        watches = [:]
        if add(folder, Self.folderMask, .folder) {
            _ = add(path, Self.fileMask, .file)
            return
        }
        // Walk up to the nearest folder that exists and wait there for the next one to appear.
        var candidate = folder
        while let slash = candidate.lastIndex(of: "/") {
            candidate = slash == candidate.startIndex ? "/" : String(candidate[..<slash])
            if add(candidate, Self.ancestorMask, .ancestor) || candidate == "/" { return }
        }
        _ = add(".", Self.ancestorMask, .ancestor)
    }

    private func add(_ target: String, _ mask: UInt32, _ role: Role) -> Bool {
        let wd = inotify_add_watch(fileDescriptor, target, mask)
        guard wd >= 0 else { return false }
        watches[wd] = role
        return true
    }
}
