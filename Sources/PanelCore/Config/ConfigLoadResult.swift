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

    /// What the panel starts with: the file's valid keys over the defaults, whatever the
    /// problems (a typo never leaves a kiosk without a panel).
    public var configAtStart: PanelConfig { config }

    /// What a reload of a running panel applies: the file's configuration only when it has no
    /// problem; nil keeps the running settings (a file saved half-edited never changes a
    /// running panel, and its key falls back to no default behind the user's back).
    public var configForReload: PanelConfig? { isValid ? config : nil }
}
