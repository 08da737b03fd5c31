import ArgumentParser
import PanelCore
#if canImport(Glibc)
import Glibc
#endif

/// `statuspanel run` (the default): the panel on `$DISPLAY`.
struct RunCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "run",
        abstract: "Run the panel on $DISPLAY (the default command)."
    )

    @Option(name: .long, help: ArgumentHelp("Read the dotfile FILE instead of ~/.config/statuspanel/config.toml (or the system-wide /etc/xdg/statuspanel/config.toml).", valueName: "FILE"))
    var config: String?

    @OptionGroup var sysroot: SysrootOption

    @Flag(name: .long, help: "Take over from a panel already running on this screen.")
    var replace = false

    @Option(name: .long, help: ArgumentHelp("Seconds between re-reads of device state where no kernel events arrive.", visibility: .hidden))
    var pollInterval: Double?

    func run() throws {
        let status = PanelLaunch(config: config, sysroot: sysroot.resolved, replace: replace, pollInterval: pollInterval).run()
        if status != 0 { throw ExitCode(status) }
    }
}
