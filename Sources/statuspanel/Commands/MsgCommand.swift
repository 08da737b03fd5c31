import ArgumentParser
import PanelCore
#if canImport(Glibc)
import Glibc
#endif

// Every command names itself: without a name ArgumentParser derives one with
// String(describing:) on the type, a scan of every protocol conformance in the binary, for all
// commands at every start (bench/performance.md, "Figures the code relies on").

/// `statuspanel msg COMMAND`: tells the running panel what to do.
struct MsgCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "msg",
        abstract: "Send a command to the panel running on $DISPLAY.",
        discussion: "Exits 1 with a message when no panel runs on the display's screen.",
        subcommands: [Reveal.self, Hide.self, Toggle.self, Style.self, Activity.self, Reload.self, Set.self, Refresh.self, Pill.self]
    )

    struct Reveal: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "reveal",
            abstract: "Show the strip now; over a full-screen window it stays fullscreen.stay_revealed seconds.")
        func run() throws { try PanelClient.send(.reveal) }
    }

    struct Hide: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "hide",
            abstract: "Hide the strip until a click or tap on the top edge, or `msg reveal`.")
        func run() throws { try PanelClient.send(.hide) }
    }

    struct Toggle: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "toggle", abstract: "Hide the strip when shown, reveal it when hidden.")
        func run() throws { try PanelClient.send(.toggle) }
    }

    struct Style: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "style",
            abstract: "Force dark or light content until `msg style auto` returns to the configured style.")

        @Argument(help: "dark, light or auto.")
        var content: ContentStyle

        func run() throws { try PanelClient.send(.style(content)) }
    }

    struct Activity: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "activity",
            abstract: "Report that an operation began or ended (the network activity indicator).",
            discussion: """
                A `begin` is a lease: it lapses \(Int(ActivityLease.duration)) seconds after the last `begin` with the same id, so a \
                program that dies cannot leave the indicator on. Repeat `begin` to renew it, or wrap the \
                operation in `statuspanel activity -- COMMAND`, which does that for you.
                """
        )

        @Argument(help: "begin or end.")
        var phase: PhaseArgument

        @Option(help: ArgumentHelp("Who holds the lease (default: the parent process id, so a script's begin and end match).", valueName: "N"))
        var id: Int?

        func run() throws {
            let requester = id ?? Int(getppid())
            try PanelClient.send(phase == .begin ? .activityBegin(requester: requester) : .activityEnd(requester: requester))
        }
    }

    struct Reload: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "reload",
            abstract: "Read the dotfile again (as SIGHUP does); a dotfile with problems keeps the running settings.")
        func run() throws { try PanelClient.send(.reload) }
    }

    enum PhaseArgument: String, ExpressibleByArgument, CaseIterable {
        case begin, end
    }
}

/// Finding the running panel and sending it a ``PanelMessage``.
enum PanelClient {
    /// Sends `message` to the panel on `$DISPLAY`; exit 1 with one line when there is none.
    static func send(_ message: PanelMessage) throws {
        guard let connection = XConnection.openEnvironmentDisplay(advice: " to the display the panel runs on") else {
            throw ExitCode(1)
        }
        guard let owner = ManagerSelection.owner(on: connection) else {
            Log.error("no panel is running on \(connection.name) screen \(connection.screen); start one with `statuspanel`")
            throw ExitCode(1)
        }
        connection.send(message, to: owner)
    }

    /// Sends `message` if a panel runs; says whether it did. Never fails (for `statuspanel activity`).
    @discardableResult
    static func sendIfRunning(_ message: PanelMessage) -> Bool {
        guard let name = XConnection.environmentDisplay, let connection = XConnection(name: name),
              let owner = ManagerSelection.owner(on: connection) else { return false }
        connection.send(message, to: owner)
        return true
    }
}

/// `msg style dark|light|auto` takes the dotfile's `style.content` values as they are.
extension ContentStyle: ExpressibleByArgument {}
