import PanelCore

/// Tells the loop when a dotfile may have changed, appeared or gone, through inotify.
///
/// It watches every place the dotfile may be (the user's and the system-wide ones, so that a
/// user's file created or deleted while the panel runs on a system-wide one is seen). For each:
/// the file's folder for the file's name (editors that save by writing a new file and renaming
/// it over the old one only show up there), the file itself (through a symlink too, as dotfile
/// managers make), and, while the folder does not exist yet, the nearest ancestor that does, for
/// the next folder on the way, so a dotfile created later (`mkdir -p ~/.config/statuspanel`) is found.
final class DotfileWatch {
    private let targets: [Target]
    /// The watches; one folder can serve several targets.
    private let watches: InotifyWatchSet<DotfileWatchRole>

    /// The inotify instance the loop waits on.
    var fileDescriptor: Int32 { watches.descriptor.rawValue }

    private struct Target {
        let path: String
        let folder: String
        let fileName: String

        init(_ path: String) {
            self.path = path
            let slash = path.lastIndex(of: "/")
            folder = slash.map { $0 == path.startIndex ? "/" : String(path[..<$0]) } ?? "."
            fileName = slash.map { String(path[path.index(after: $0)...]) } ?? path
        }
    }

    /// Watches `paths`; nil when inotify is unavailable.
    init?(paths: [String]) {
        guard let watches = try? InotifyWatchSet<DotfileWatchRole>() else { return nil }
        self.watches = watches
        var seen: Set<String> = []
        targets = paths.filter { seen.insert($0).inserted }.map(Target.init)
        arm()
    }

    /// Reads the pending events; true when one concerned a dotfile (it may have changed,
    /// appeared or gone). Watches are re-established when folders come and go.
    func drain() -> Bool {
        let events = watches.drain()
        if events.rearm { arm() }
        return events.relevant
    }

    private func arm() {
        watches.removeAll()
        for target in targets { arm(target) }
    }

    private func arm(_ target: Target) {
        if add(target.folder, .folder(fileName: target.fileName)) {
            _ = add(target.path, .file)
            return
        }
        // Walk up to the nearest folder that exists and wait there for the next one to appear.
        var candidate = target.folder
        while let slash = candidate.lastIndex(of: "/") {
            let next = String(candidate[candidate.index(after: slash)...])
            candidate = slash == candidate.startIndex ? "/" : String(candidate[..<slash])
            if add(candidate, .ancestor(next: next)) || candidate == "/" { return }
        }
        _ = add(".", .ancestor(next: candidate))
    }

    /// Adds a watch for `role`'s events; a folder watched already for another target gets them
    /// added to its own.
    private func add(_ target: String, _ role: DotfileWatchRole) -> Bool {
        watches.add(target, as: role, merging: true)
    }
}
