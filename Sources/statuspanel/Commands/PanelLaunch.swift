import PanelCore
#if canImport(Glibc)
import Glibc
#endif

/// Runs the panel on `$DISPLAY` with settled options: what `statuspanel run` does once its
/// arguments are parsed, and what `statuspanel` with no arguments does without parsing any
/// (main.swift).
struct PanelLaunch {
    /// `--config FILE`, or `nil` for the dotfile search.
    var config: String?
    /// The sysroot path (`--sysroot`, `$STATUSPANEL_SYSROOT` or `/`).
    var sysroot: String
    /// `--replace`.
    var replace = false
    /// `--poll-interval`, or `nil` for the default.
    var pollInterval: Double?

    /// `statuspanel` with no arguments.
    static var defaults: PanelLaunch { PanelLaunch(sysroot: SysrootOption.fromEnvironment) }

    /// Runs until the panel stops; its exit status (1 when it could not start, with a message).
    func run() -> Int32 {
        guard let connection = XConnection.openEnvironmentDisplay(advice: ", or run scripts/run to try it in a private Xvfb") else {
            return 1
        }
        let search = DotfileSearch.fromProcessEnvironment()
        let inUse = config == nil ? DotfileOption.inUse(search) : .none
        let loaded = DotfileOption.load(named: config, inUse: inUse)
        let root = Sysroot(sysroot)
        let options = PanelOptions(sysroot: root, pollInterval: pollInterval ?? PanelTiming.defaultPollInterval(realMachine: root.isRealMachine),
                                   configPath: config, dotfileSearch: search, dotfileInUse: inUse, replace: replace)
        do {
            let panel = try Panel.setUp(connection: connection, config: loaded.configAtStart, options: options)
            try panel.scan()
            defer { panel.cleanUp() }
            return panel.run()
        } catch {
            if case .setup(let message) = error { Log.error(message) }
            return 1
        }
    }
}
