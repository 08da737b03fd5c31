#if canImport(Glibc)
import Glibc
#endif

/// What an inotify watch stands for in following the dotfile, and which of its events count:
/// the shell's `DotfileWatch` adds the watches and reads the events; this decides.
public enum DotfileWatchRole: Sendable, Equatable {
    /// The dotfile itself (through a symlink too).
    case file
    /// The dotfile's folder: events for `fileName` count (editors that save by renaming a new
    /// file over the old one only show up here).
    case folder(fileName: String)
    /// The nearest existing ancestor of a missing folder: the creation of `next` counts.
    case ancestor(next: String)

    /// The events this role's watch asks for.
    public var mask: UInt32 {
        switch self {
        case .file: UInt32(IN_CLOSE_WRITE | IN_ATTRIB | IN_DELETE_SELF | IN_MOVE_SELF)
        case .folder: UInt32(IN_CLOSE_WRITE | IN_MOVED_TO | IN_MOVED_FROM | IN_CREATE | IN_DELETE | IN_ATTRIB
            | IN_DELETE_SELF | IN_MOVE_SELF)
        case .ancestor: UInt32(IN_CREATE | IN_MOVED_TO | IN_DELETE_SELF | IN_MOVE_SELF)
        }
    }

    /// What an event of this role's watch, about `name` (empty for the watched object itself)
    /// with `mask`, means: whether the dotfile may have changed, appeared or gone (`relevant`),
    /// and whether the watches must be set up again (`rearm`: a file replaced by rename is a new
    /// inode, a folder that appeared or went changes what can be watched).
    public func meaning(name: String, mask eventMask: UInt32) -> (relevant: Bool, rearm: Bool) {
        var relevant = false
        var rearm = false
        switch self {
        case .folder(let fileName) where name == fileName:
            relevant = true
            if eventMask & UInt32(IN_CREATE | IN_MOVED_TO) != 0 { rearm = true }
        case .file:
            relevant = true
        case .ancestor(let next) where name == next:
            relevant = true
            rearm = true
        case .folder, .ancestor:
            break
        }
        // The watched object itself went (or its watch was dropped): look again.
        if eventMask & UInt32(IN_IGNORED | IN_DELETE_SELF | IN_MOVE_SELF) != 0 {
            relevant = true
            rearm = true
        }
        return (relevant, rearm)
    }
}
