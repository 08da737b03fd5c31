/// One problem found in a dotfile, rendered as `FILE:LINE:COLUMN: message`.
///
/// Lines and columns count from 1; columns count Unicode characters (as the TOML parser does),
/// so a tab is one column.
public struct ConfigDiagnostic: Sendable, Equatable, CustomStringConvertible {
    /// The file name as given to the loader (a path, or a label such as `<default>`).
    public var file: String
    public var line: Int
    public var column: Int
    /// What is wrong: starts with the full key name (`style.content`), says what is allowed and
    /// what was found.
    public var message: String
    /// The full key the problem is about (`panel.height`, or a section name such as `colours`);
    /// `nil` for problems with the file as a whole (syntax errors, unreadable files).
    public var key: String?

    public init(file: String, line: Int, column: Int, message: String, key: String? = nil) {
        self.file = file
        self.line = line
        self.column = column
        self.message = message
        self.key = key
    }

    /// `FILE:LINE:COLUMN: message`
    public var description: String { "\(file):\(line):\(column): \(message)" }
}

/// What loading a dotfile produced: always a usable configuration, plus every problem found.
///
/// A broken or missing key keeps its default and every other key still applies, so a typo never
/// leaves a kiosk without a panel.
public struct ConfigLoadResult: Sendable, Equatable {
    /// The configuration to run with: the file's valid keys over the defaults.
    public var config: PanelConfig
    /// Every problem, sorted by line and column; empty when the file is valid.
    public var diagnostics: [ConfigDiagnostic]
    /// `false` when `ConfigLoader.load(path:)` found no file at the path (the result is then the
    /// defaults); `true` otherwise.
    public var fileExists: Bool

    public init(config: PanelConfig, diagnostics: [ConfigDiagnostic], fileExists: Bool = true) {
        self.config = config
        self.diagnostics = diagnostics
        self.fileExists = fileExists
    }

    /// Whether the file had no problems.
    public var isValid: Bool { diagnostics.isEmpty }
}
