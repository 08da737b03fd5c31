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
        let name = getenv("DISPLAY").map { String(cString: $0) } ?? ""
        guard !name.isEmpty else {
            Log.error("no X display: set DISPLAY (e.g. DISPLAY=:0), or run scripts/run to try it in a private Xvfb")
            throw ExitCode(1)
        }
        guard let connection = XConnection(name: name) else {
            Log.error("cannot open the X display \(name): is the X server running, and may this user connect (XAUTHORITY, xhost)?")
            throw ExitCode(1)
        }
        let search = DotfileSearch.fromProcessEnvironment()
        let inUse = config == nil ? DotfileOption.inUse(search) : .none
        let loaded = DotfileOption.load(named: config, inUse: inUse)
        let root = Sysroot(sysroot.resolved)
        let options = PanelOptions(sysroot: root, pollInterval: pollInterval ?? (root == Sysroot("/") ? 10 : 2),
                                   configPath: config, dotfileSearch: search, dotfileInUse: inUse, replace: replace)
        do {
            let panel = try Panel(connection: connection, config: loaded.config, options: options)
            let status = panel.run()
            if status != 0 { throw ExitCode(status) }
        } catch let error as PanelError {
            if case .setup(let message) = error { Log.error(message) }
            throw ExitCode(1)
        }
    }
}
