import ArgumentParser
import PanelCore
import SystemPackage
#if canImport(Glibc)
import Glibc
#endif

/// The options every pill command shares.
struct PillOptions: ParsableArguments {
    @Option(help: ArgumentHelp("The capsule's colour: green (a call), red (recording), blue (navigation, sharing), orange or purple.",
                               valueName: "COLOR"))
    var color: PillColor?

    @Option(help: ArgumentHelp("Short text in the capsule, beside the time ([pill] time = \"replaced\" in the dotfile: instead of it).", valueName: "TEXT"))
    var text: String?

    @Flag(help: "Show how long it has been going on (0:42), counted by the panel.")
    var elapsed = false

    @Option(help: ArgumentHelp("A command for /bin/sh -c that a tap on the pill runs (without one, a tap is the clock's).",
                               valueName: "COMMAND"))
    var action: String?
}

/// `statuspanel pill [OPTIONS] -- COMMAND`: the phone's pill while COMMAND runs.
struct PillCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "pill",
        abstract: "Run COMMAND with the phone's pill (a capsule behind the clock) shown while it runs; exits with its status.",
        discussion: """
            Without a running panel the command simply runs. SIGINT, SIGTERM and SIGHUP are passed on to COMMAND. \
            The pill is a lease, renewed three times in every \(Int(PillLease.duration)) seconds: if this process is killed, \
            the pill goes by itself within \(Int(PillLease.duration)) seconds. `statuspanel msg pill` raises one without a command.
            """
    )

    @OptionGroup var pill: PillOptions

    @Argument(parsing: .postTerminator, help: ArgumentHelp("The command and its arguments, after `--`.", valueName: "COMMAND"))
    var command: [String] = []

    func validate() throws {
        if command.isEmpty { throw ValidationError("name a command after `--`, e.g. statuspanel pill --color red -- arecord take.wav") }
    }

    func run() throws {
        let forwarded = [SIGINT, SIGTERM, SIGHUP]
        var waitSet = sigset_t()
        sigemptyset(&waitSet)
        for s in forwarded + [SIGCHLD] { sigaddset(&waitSet, s) }
        sigprocmask(SIG_BLOCK, &waitSet, nil)

        let child = try CommandSpawn.spawn(command)
        let id = "pill:\(getpid())"
        // The same request renews the lease: the panel keeps the pill where it is in its stack.
        let request = ScriptMessage.pill(id: id, color: pill.color ?? .green, text: pill.text, elapsed: pill.elapsed,
                                         action: pill.action, leased: true)
        PanelClient.sendIfRunning(request)
        var status: Int32 = 0
        while true {
            var timeout = Self.renewalWait
            var info = siginfo_t()
            let signal = sigtimedwait(&waitSet, &info, &timeout)
            if forwarded.contains(signal) { kill(child, signal) }
            if waitpid(child, &status, WNOHANG) == child { break }
            if signal < 0 && Errno.last == .resourceTemporarilyUnavailable { PanelClient.sendIfRunning(request) }
        }
        PanelClient.sendIfRunning(.clearPill(id: id))
        throw ExitCode(WaitStatus(status).shellExitStatus)
    }

    /// ``PillLease/renewalInterval`` as `sigtimedwait` takes it.
    private static var renewalWait: timespec {
        let seconds = PillLease.renewalInterval.rounded(.down)
        return timespec(tv_sec: Int(seconds), tv_nsec: Int((PillLease.renewalInterval - seconds) * 1e9))
    }
}

/// Starting a command of the command line (`activity`, `pill`), its signal mask cleared.
enum CommandSpawn {
    static func spawn(_ command: [String]) throws -> pid_t {
        switch ProcessSpawn(searchesPath: true).spawn(command) {
        case .success(let pid): return pid
        case .failure(let error):
            Log.error("cannot run \(command[0]): \(error)")
            throw ExitCode(127)
        }
    }
}

extension PillColor: ExpressibleByArgument {}

/// `statuspanel msg set|refresh|pill`: messages with text, through the panel's inbox.
extension MsgCommand {
    struct Set: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "set",
            abstract: "Set a script item's text: plain text (i3blocks' lines) or one JSON object as a script prints it.",
            discussion: "An empty TEXT hides the item until its command or another `msg set` gives it text.")

        @Argument(help: "The script item's name ([script.NAME]).")
        var name: String

        @Argument(help: "The text, or a JSON object such as '{\"text\": \"3\", \"tooltip\": \"3 new mails\"}'.")
        var text: String

        func validate() throws {
            if !ScriptMessage.isName(name) { throw ValidationError("'\(name)' is not a script item's name (letters, digits, - and _)") }
        }

        func run() throws { try PanelClient.send(.set(name: name, text: text)) }
    }

    struct Refresh: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "refresh", abstract: "Run a script item's command again now.")

        @Argument(help: "The script item's name ([script.NAME]).")
        var name: String

        func validate() throws {
            if !ScriptMessage.isName(name) { throw ValidationError("'\(name)' is not a script item's name (letters, digits, - and _)") }
        }

        func run() throws { try PanelClient.send(.refresh(name: name)) }
    }

    struct Pill: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "pill",
            abstract: "Raise or update the phone's pill (a capsule behind the clock), or take it away with --clear.",
            discussion: """
                Pills are kept by --id (default "\(PanelCore.Pill.defaultID)"); the one raised last shows. \
                It stays until --clear; --action "" takes its command away.
                """)

        @Option(help: ArgumentHelp("Which pill (several programs can each keep one).", valueName: "ID"))
        var id: String = PanelCore.Pill.defaultID

        @Flag(help: "Take the pill away.")
        var clear = false

        @OptionGroup var pill: PillOptions

        func validate() throws {
            if !ScriptMessage.isID(id) { throw ValidationError("--id must be 1 to 64 printable characters") }
        }

        func run() throws {
            try PanelClient.send(clear ? .clearPill(id: id)
                : .pill(id: id, color: pill.color, text: pill.text, elapsed: pill.elapsed, action: pill.action))
        }
    }
}

extension PanelClient {
    /// Appends `message` to the inbox of the panel on `$DISPLAY`; exit 1 with one line when there is none.
    static func send(_ message: ScriptMessage) throws {
        guard let connection = XConnection.openEnvironmentDisplay(advice: " to the display the panel runs on") else {
            throw ExitCode(1)
        }
        guard let owner = ManagerSelection.owner(on: connection) else {
            Log.error("no panel is running on \(connection.name) screen \(connection.screen); start one with `statuspanel`")
            throw ExitCode(1)
        }
        connection.append(message, to: owner)
    }

    /// Appends `message` if a panel runs; says whether it did.
    @discardableResult
    static func sendIfRunning(_ message: ScriptMessage) -> Bool {
        guard let name = XConnection.environmentDisplay, let connection = XConnection(name: name),
              let owner = ManagerSelection.owner(on: connection) else { return false }
        connection.append(message, to: owner)
        return true
    }

    /// The running panel's script items as `status --json` lists them; nil when no panel runs.
    static func scriptReport() -> String? {
        guard let name = XConnection.environmentDisplay, let connection = XConnection(name: name),
              let owner = ManagerSelection.owner(on: connection) else { return nil }
        return connection.text(owner, XConnection.scriptReportProperty, limit: PanelLimits.scriptReportBytes) ?? "{}"
    }
}
