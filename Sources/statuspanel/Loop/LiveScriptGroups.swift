import Synchronization
#if canImport(Glibc)
import Glibc
#endif

/// The process groups of the script runs alive now, for the one way out that cannot reach the
/// loop's clean-up: Xlib's I/O error handler (the X server gone), a C callback that exits the
/// process. Without it, a stream or an i3bar generator would outlive the panel, reading a pipe
/// no one writes and writing one no one reads.
enum LiveScriptGroups {
    private static let groups = Mutex<Set<pid_t>>([])

    /// A run started, in the process group `pid`.
    static func insert(_ pid: pid_t) { groups.withLock { _ = $0.insert(pid) } }

    /// The run of the process group `pid` is over (given up or done).
    static func remove(_ pid: pid_t) { groups.withLock { _ = $0.remove(pid) } }

    /// Kills every live run's group, as the loop's clean-up does on an orderly exit.
    static func killAll() {
        for pid in groups.withLock({ $0 }) { _ = kill(-pid, SIGKILL) }
    }
}
