import CLinux
import PanelCore
import SystemPackage
#if canImport(Glibc)
import Glibc
#endif

/// What an inotify watch stands for: the events it asks for and what one of them means.
/// PanelCore's ``DotfileWatchRole`` and ``DeviceUseWatchRole`` decide; ``InotifyWatchSet``
/// carries it out.
protocol InotifyWatchRole {
    /// The events the watch asks for.
    var mask: UInt32 { get }
    /// What an event of the watch (`name` inside it, or empty for the watched object itself)
    /// means: whether what the loop follows may have changed, and whether the watches must be
    /// set up again.
    func meaning(name: String, mask eventMask: UInt32) -> (relevant: Bool, rearm: Bool)
}

extension DotfileWatchRole: InotifyWatchRole {}
extension DeviceUseWatchRole: InotifyWatchRole {}

/// One inotify instance and the role of each of its watches: the set-up the dotfile watch and
/// the capture and camera watch share.
final class InotifyWatchSet<Role: InotifyWatchRole> {
    /// What the pending events meant, all together.
    struct Events {
        /// One may have changed what the loop follows.
        var relevant = false
        /// The watches must be set up again (a folder came or went).
        var rearm = false
        /// The queue overflowed: events were lost.
        var overflowed = false
    }

    /// The inotify instance, non-blocking: the loop waits on it.
    let descriptor: OwnedDescriptor
    /// Each watch and what it stands for; one watch can serve several roles (`IN_MASK_ADD`).
    private var roles: [Int32: [Role]] = [:]

    /// An instance with no watch yet; throws when inotify is unavailable.
    init() throws(Errno) {
        descriptor = try OwnedDescriptor(inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC)))
    }

    /// Removes every watch; the events still queued for them are ignored.
    func removeAll() {
        for watch in roles.keys { inotify_rm_watch(descriptor.rawValue, watch) }
        roles = [:]
    }

    /// Watches `path` for `role`'s events; false when it cannot be watched (missing, or not
    /// readable). `merging`: a path watched already for another role keeps it and gains this
    /// one's events (`IN_MASK_ADD`); otherwise this role replaces it.
    func add(_ path: String, as role: Role, merging: Bool = false) -> Bool {
        let watch = inotify_add_watch(descriptor.rawValue, path, role.mask | (merging ? UInt32(IN_MASK_ADD) : 0))
        guard watch >= 0 else { return false }
        if merging { roles[watch, default: []].append(role) } else { roles[watch] = [role] }
        return true
    }

    /// Reads every pending event (the descriptor is non-blocking) and says what they meant, by
    /// each role of its watch; events of watches already removed (`IN_IGNORED` after
    /// ``removeAll()``) are old news.
    func drain() -> Events {
        var events = Events()
        var buffer = [UInt8](repeating: 0, count: PanelLimits.inotifyReadBytes)
        while true {
            let n = buffer.withUnsafeMutableBytes { read(descriptor.rawValue, $0.baseAddress, $0.count) }
            if n <= 0 { break }
            var offset = 0
            while offset + MemoryLayout<inotify_event>.size <= n {
                let (watch, mask, nameLength) = buffer.withUnsafeBytes { raw in
                    let event = raw.loadUnaligned(fromByteOffset: offset, as: inotify_event.self)
                    return (event.wd, event.mask, Int(event.len))
                }
                let nameStart = offset + MemoryLayout<inotify_event>.size
                let name = String(decoding: buffer[nameStart..<min(n, nameStart + nameLength)].prefix { $0 != 0 }, as: UTF8.self)
                offset = nameStart + nameLength
                if mask & UInt32(IN_Q_OVERFLOW) != 0 { events.overflowed = true }
                for role in roles[watch] ?? [] {
                    let meaning = role.meaning(name: name, mask: mask)
                    events.relevant = events.relevant || meaning.relevant
                    events.rearm = events.rearm || meaning.rearm
                }
            }
        }
        return events
    }
}
