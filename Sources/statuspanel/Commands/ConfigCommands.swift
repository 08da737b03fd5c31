import ArgumentParser
import PanelCore

/// `statuspanel check-config [FILE]`: validates a dotfile.
struct CheckConfigCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check-config",
        abstract: "Validate a dotfile: exit 0 when valid, else print FILE:LINE:COLUMN: message lines and exit 1.",
        discussion: """
            Without FILE it checks the dotfile the panel would read: \
            $XDG_CONFIG_HOME/statuspanel/config.toml (default ~/.config/statuspanel/config.toml) if it exists, \
            else the first statuspanel/config.toml in $XDG_CONFIG_DIRS (default /etc/xdg), and says which.
            """
    )

    @Argument(help: ArgumentHelp("The dotfile (default: the one the panel would read, as above).", valueName: "FILE"))
    var file: String?

    func run() throws {
        if let file {
            try check(file)
            return
        }
        let search = DotfileSearch.fromProcessEnvironment()
        guard let path = DotfileOption.inUse(search).path else {
            let places = search.candidates
            let missing = places.count == 1 ? "\(places[0]) does not exist" : "none of \(places.joined(separator: ", ")) exists"
            Log.error("no dotfile to check: \(missing) (the panel uses the built-in defaults)")
            throw ExitCode(1)
        }
        try check(path)
        print("\(path): valid")
    }

    private func check(_ path: String) throws {
        let result = ConfigLoader.load(path: path, missingFileIsError: true)
        for diagnostic in result.diagnostics { print(diagnostic.description) }
        if !result.isValid { throw ExitCode(1) }
    }
}

/// `statuspanel default-config`: the documented default dotfile.
struct DefaultConfigCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "default-config",
        abstract: "Print the documented default dotfile (redirect it to ~/.config/statuspanel/config.toml to start one)."
    )

    func run() throws {
        print(DefaultConfig.text, terminator: "")
    }
}

/// Finding and loading the dotfile for the commands that use it.
enum DotfileOption {
    /// The dotfile in use without `--config`: the user's, else the first system-wide one.
    static func inUse(_ search: DotfileSearch = .fromProcessEnvironment()) -> DotfileChoice {
        search.resolve(exists: DotfileSearch.exists)
    }

    /// Loads `named` (`--config FILE`: then a missing file is a problem), else `inUse`; problems
    /// go to stderr unless `quiet`, and the configuration keeps its defaults for every broken key.
    static func load(named: String?, inUse: DotfileChoice? = nil, quiet: Bool = false) -> ConfigLoadResult {
        // No dotfile: the defaults, which the default file loads to exactly (ConfigDefaultFileTests),
        // without parsing it at every start (bench/performance.md, "Figures the code relies on").
        guard let file = named ?? (inUse ?? Self.inUse()).path else {
            return ConfigLoadResult(config: PanelConfig(), diagnostics: [])
        }
        let result = ConfigLoader.load(path: file, missingFileIsError: named != nil)
        if !quiet {
            for diagnostic in result.diagnostics { Log.write(2, diagnostic.description + "\n") }
            if !result.diagnostics.isEmpty { Log.error("using the defaults for the settings above") }
        }
        return result
    }
}
