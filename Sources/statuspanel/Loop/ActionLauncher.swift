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
        let names = Set(variables.map { $0.prefix { $0 != "=" } })
        let environment = ProcessSpawn.inheritedEnvironment.filter { !names.contains($0.prefix { $0 != "=" }) } + variables
        let spawn = ProcessSpawn(input: .devNull, output: .devNull, detachment: .session, closesOtherDescriptors: true, defaultSignals: true)
        switch spawn.spawn(ProcessSpawn.shell(command), environment: environment) {
        case .success(let pid): Log.trace("ran \(what), pid \(pid)")
        case .failure(let error): Log.error("cannot run \(what) ([\(section)]): \(error)")
        }
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
}
