import ArgumentParser
import PanelCore

/// `statuspanel check-config [FILE]`: validates a dotfile.
struct CheckConfigCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check-config",
        abstract: "Validate a dotfile: exit 0 when valid, else print FILE:LINE:COLUMN: message lines and exit 1."
    )

    @Argument(help: ArgumentHelp("The dotfile (default: $XDG_CONFIG_HOME/statuspanel/config.toml).", valueName: "FILE"))
    var file: String?

    func run() throws {
        guard let path = file ?? ConfigLoader.defaultPath() else {
            Log.error("no dotfile given, and neither XDG_CONFIG_HOME nor HOME is set")
            throw ExitCode(1)
        }
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
    /// Loads `path`, else the default location; problems go to stderr unless `quiet`, and the
    /// configuration keeps its defaults for every broken key.
    static func load(_ path: String?, quiet: Bool = false) -> ConfigLoadResult {
        guard let file = path ?? ConfigLoader.defaultPath() else { return ConfigLoader.loadDefault() }
        let result = ConfigLoader.load(path: file, missingFileIsError: path != nil)
        if !quiet {
            for diagnostic in result.diagnostics { Log.write(2, diagnostic.description + "\n") }
            if !result.diagnostics.isEmpty { Log.error("using the defaults for the settings above") }
        }
        return result
    }
}
