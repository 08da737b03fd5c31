import ArgumentParser
import PanelCore
import SystemPackage
#if canImport(Glibc)
import Glibc
#endif

/// `statuspanel activity -- COMMAND [ARGS]`: the activity indicator shows while COMMAND runs.
struct ActivityCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "activity",
        abstract: "Run COMMAND with the network activity indicator on while it runs; exits with its status.",
        discussion: """
            The indicator still waits for activity.min_duration, so quick commands never flash it. \
            The lease is renewed every \(Int(ActivityLease.renewalInterval)) seconds and lapses by itself if this process is killed. \
            Without a running panel the command simply runs. SIGINT, SIGTERM and SIGHUP are passed \
            on to COMMAND.
            """
    )

    @Argument(parsing: .postTerminator, help: ArgumentHelp("The command and its arguments, after `--`.", valueName: "COMMAND"))
    var command: [String] = []

    func validate() throws {
        if command.isEmpty { throw ValidationError("name a command after `--`, e.g. statuspanel activity -- rsync -a src dst") }
    }

    func run() throws {
        let forwarded = [SIGINT, SIGTERM, SIGHUP]
        var waitSet = sigset_t()
        sigemptyset(&waitSet)
        for s in forwarded + [SIGCHLD] { sigaddset(&waitSet, s) }
        sigprocmask(SIG_BLOCK, &waitSet, nil)

        let child = try CommandSpawn.spawn(command)
        let requester = Int(getpid())
        PanelClient.sendIfRunning(.activityBegin(requester: requester))
        var status: Int32 = 0
        while true {
            var timeout = Self.renewalWait
            var info = siginfo_t()
            let signal = sigtimedwait(&waitSet, &info, &timeout)
            if forwarded.contains(signal) { kill(child, signal) }
            if waitpid(child, &status, WNOHANG) == child { break }
            if signal < 0 && Errno.last == .resourceTemporarilyUnavailable { PanelClient.sendIfRunning(.activityBegin(requester: requester)) }
        }
        PanelClient.sendIfRunning(.activityEnd(requester: requester))
        throw ExitCode(WaitStatus(status).shellExitStatus)
    }

    /// ``ActivityLease/renewalInterval`` as `sigtimedwait` takes it.
    private static var renewalWait: timespec {
        let seconds = ActivityLease.renewalInterval.rounded(.down)
        return timespec(tv_sec: Int(seconds), tv_nsec: Int((ActivityLease.renewalInterval - seconds) * 1e9))
    }
}
