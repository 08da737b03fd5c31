import CHotText
import PanelCore

/// Reading the dotfile again while the panel runs (SIGHUP, `msg reload`, an edit seen by
/// ``DotfileWatch``): which file is in use now (a user's file created over a system-wide one
/// takes over), and what a reload applies, by PanelCore's rule
/// (``ConfigLoadResult/configForReload``): a file with any problem changes nothing and says why.
struct DotfileReload {
    private let configPath: String?
    private let search: DotfileSearch
    /// The dotfile in use without `--config`.
    private(set) var inUse: DotfileChoice

    init(options: PanelOptions) {
        configPath = options.configPath
        search = options.dotfileSearch
        inUse = options.dotfileInUse
    }

    /// The configuration to apply now, or nil to keep the running one (the problems are logged).
    @inline(never)
    mutating func read() -> PanelConfig? {
        // scripts/gen-hot-functions splits its profile here: what runs from now on is rare work.
        statuspanel_profile_rare_work_begins()
        if configPath == nil {
            let now = search.resolve(exists: DotfileSearch.exists)
            if let message = now.switchMessage(from: inUse) { Log.error(message) }
            inUse = now
        }
        guard let path = configPath ?? inUse.path else { return PanelConfig() }
        let result = ConfigLoader.load(path: path, missingFileIsError: configPath != nil)
        guard let config = result.configForReload else {
            for diagnostic in result.diagnostics { Log.write(2, diagnostic.description + "\n") }
            Log.error("kept the previous settings: \(path) has \(result.diagnostics.count) problem(s)")
            return nil
        }
        return config
    }
}
