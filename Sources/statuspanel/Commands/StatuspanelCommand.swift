#if canImport(Glibc)
import Glibc
#endif
import ArgumentParser

/// `statuspanel`: runs the panel, or one of the subcommands.
struct StatuspanelCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "statuspanel",
        abstract: "A status strip for the top edge of X11 desktops and kiosks.",
        version: "0.1.0",
        subcommands: [RunCommand.self, StatusCommand.self, CheckConfigCommand.self, DefaultConfigCommand.self,
                      MsgCommand.self, ActivityCommand.self, PillCommand.self, ShapeCommand.self, ImportCommand.self],
        defaultSubcommand: RunCommand.self
    )
}

/// Options shared by the commands that read device state.
struct SysrootOption: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp("Read sys/, proc/ and dev/ under DIR instead of / (also STATUSPANEL_SYSROOT).", valueName: "DIR"))
    var sysroot: String?

    /// The sysroot: the option, else ``fromEnvironment``.
    var resolved: String { sysroot ?? Self.fromEnvironment }

    /// `$STATUSPANEL_SYSROOT`, else `/`.
    static var fromEnvironment: String {
        if let env = getenv("STATUSPANEL_SYSROOT"), env.pointee != 0 { return String(cString: env) }
        return "/"
    }
}
