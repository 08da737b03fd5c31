import PanelCore

/// What the command line decides for a running panel.
struct PanelOptions {
    var sysroot: Sysroot
    /// Seconds between re-reads where no kernel events arrive.
    var pollInterval: Double
    /// The dotfile watched and reloaded; nil when there is none to find (no HOME).
    var configPath: String?
    /// Whether the user named the dotfile (`--config`): then a missing file is a problem.
    var configPathIsExplicit: Bool
    /// Take the screen over from a running panel.
    var replace: Bool
}
