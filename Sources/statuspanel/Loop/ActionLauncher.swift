import CLinux
import PanelCore
import SystemPackage
#if canImport(Glibc)
import Glibc
#endif

/// Runs click actions (`[actions.ITEM]`): `/bin/sh -c COMMAND`, detached from the panel.
///
/// - A session of its own (`POSIX_SPAWN_SETSID`): no controlling terminal, and a signal to the
///   panel's process group (Ctrl-C in its terminal) does not reach it.
/// - No descriptor of the panel's: standard input and output are `/dev/null`, everything from 3
///   up is closed. Standard error stays the panel's, so a command that fails (`sh: gsimplecal:
///   not found`) says so where the panel's own messages go (the journal, under systemd).
/// - An empty signal mask and default dispositions: the panel blocks the signals it reads
///   through its signalfd, and a blocked mask would otherwise outlive the exec.
/// - Never a zombie: the panel reads SIGCHLD through that signalfd and reaps every child that
///   has exited (``reapChildren(exiting:exited:)``). That keeps one process per action and needs no helper;
///   a double fork would need a shell wrapper or an intermediate child to wait for.
enum ActionLauncher {
    /// Starts `action`; a spawn that fails is one log line.
    static func launch(_ action: ClickAction) {
        launch(action.command, variables: action.variables, what: "the \(action.kind.rawValue) action of \(action.item.rawValue)",
               section: action.item == ClickAction.pillItem ? "statuspanel pill --action" : "actions.\(action.item.rawValue)")
    }

    /// Starts `command` with `variables` added to the panel's environment; `what` and `section`
    /// name it in messages.
    static func launch(_ command: String, variables: [String], what: String, section: String) {
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var none = sigset_t(), all = sigset_t()
        sigemptyset(&none)
        sigfillset(&all)
        posix_spawnattr_setsigmask(&attributes, &none)
        posix_spawnattr_setsigdefault(&attributes, &all)
        posix_spawnattr_setflags(&attributes, Int16(CLINUX_POSIX_SPAWN_SETSID | POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))

        var files = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&files)
        defer { posix_spawn_file_actions_destroy(&files) }
        posix_spawn_file_actions_addopen(&files, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&files, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addclosefrom_np(&files, 3)

        var pid = pid_t()
        let names = Set(variables.map { $0.prefix { $0 != "=" } })
        let environment = inheritedEnvironment().filter { !names.contains($0.prefix { $0 != "=" }) } + variables
        let result = withCStrings(["/bin/sh", "-c", command]) { argv in
            withCStrings(environment) { envp in
                posix_spawn(&pid, "/bin/sh", &files, &attributes, argv, envp)
            }
        }
        guard result == 0 else {
            Log.error("cannot run \(what) ([\(section)]): \(Errno(rawValue: result))")
            return
        }
        Log.trace("ran \(what), pid \(pid)")
    }

    /// Reaps every child that has exited, without waiting for the others: `exiting` learns of
    /// each while it is still a zombie (a script item's run kills what is left of its process
    /// group then, while the group's id cannot yet be given to another process), then `exited`
    /// gets its wait status once it is reaped.
    static func reapChildren(exiting: (pid_t) -> Void = { _ in }, exited: (pid_t, Int32) -> Void = { _, _ in }) {
        while true {
            var info = siginfo_t()
            guard waitid(P_ALL, 0, &info, WEXITED | WNOHANG | WNOWAIT) == 0 else { return }
            let pid = info._sifields._sigchld.si_pid
            guard pid > 0 else { return }
            exiting(pid)
            var status: Int32 = 0
            guard waitpid(pid, &status, WNOHANG) == pid else { return }
            exited(pid, status)
        }
    }

    /// The panel's environment, as `NAME=value` entries.
    private static func inheritedEnvironment() -> [String] {
        var entries: [String] = []
        var cursor = environ
        while let entry = cursor.pointee {
            entries.append(String(cString: entry))
            cursor += 1
        }
        return entries
    }

    /// `body` with `strings` as a NULL-terminated array of C strings.
    private static func withCStrings<R>(_ strings: [String], _ body: ([UnsafeMutablePointer<CChar>?]) -> R) -> R {
        var pointers: [UnsafeMutablePointer<CChar>?] = strings.map { strdup($0) }
        pointers.append(nil)
        defer { for p in pointers { free(p) } }
        return body(pointers)
    }
}
