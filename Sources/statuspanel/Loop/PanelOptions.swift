import PanelCore

/// What the command line decides for a running panel.
struct PanelOptions {
    var sysroot: Sysroot
    /// Seconds between re-reads where no kernel events arrive.
    var pollInterval: Double
    /// The dotfile named with `--config` (then a missing file is a problem); nil to read the one
    /// `dotfileSearch` finds, which may change while the panel runs.
    var configPath: String?
    /// Where the dotfile is looked for without `--config`: the user's, then the system-wide ones.
    var dotfileSearch: DotfileSearch
    /// The dotfile read at start without `--config`.
    var dotfileInUse: DotfileChoice
    /// Take the screen over from a running panel.
    var replace: Bool
}
