/// The processes that hold a run's output pipe after its command exited: a background child
/// that kept the script's standard output or error (`sleep 60 &`, a daemon, a pipeline's
/// straggler). They are the run's, and the panel ends them; an app a script started with its
/// output sent elsewhere (`app >/dev/null 2>&1 &`, `setsid`, `nohup` to a file) holds no such
/// pipe and lives on, as under i3blocks and polybar.
public enum PipeHolders {
    /// The most processes looked at, and the most descriptors of each.
    public static let processLimit = 8192
    public static let descriptorLimit = 1024

    /// The processes under `sysroot`'s `/proc` with a descriptor open on one of the pipes
    /// whose inodes are `inodes` (`pipe:[INODE]`), `excluding` the panel itself. Processes of
    /// other users, whose descriptors cannot be read, are not looked at.
    public static func pids(holding inodes: Set<UInt64>, in sysroot: Sysroot, excluding: Int32) -> [Int32] {
        guard !inodes.isEmpty, let entries = sysroot.list("proc") else { return [] }
        let names = Set(inodes.map { "pipe:[\($0)]" })
        var found: [Int32] = []
        for entry in entries.prefix(processLimit) {
            guard let pid = Int32(entry), pid != excluding, let fds = sysroot.list("proc/\(entry)/fd") else { continue }
            if fds.prefix(descriptorLimit).contains(where: { sysroot.readLink("proc/\(entry)/fd/\($0)").map(names.contains) == true }) {
                found.append(pid)
            }
        }
        return found
    }
}
