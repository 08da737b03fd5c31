/// What the shell reports to a ``VisibilityMachine``.
public enum VisibilityEvent: Sendable, Equatable {
    /// The active window became, or stopped being, full-screen or asking to hide the strip
    /// (its `_NET_WM_STATE` or `_STATUSPANEL_STYLE` changed).
    case immersionChanged(Bool)
    /// A different window became active or, under a window manager, the one that decides the
    /// strip's monitor (the topmost over the strip); says whether it is immersive.
    case activeWindowChanged(immersive: Bool)
    /// A press: a click or touch tap in the reveal zone, or on the strip.
    case tap
    /// The pointer entering or moving on the shown strip.
    case interaction
    /// `statuspanel msg hide`
    case hide
    /// `statuspanel msg reveal`
    case reveal
    /// `statuspanel msg toggle`
    case toggle
    /// The dotfile was reloaded: its `[fullscreen]` section, and whether `style.animation` animates.
    case configChanged(PanelConfig.Fullscreen, animate: Bool)
    /// Time passed; deadlines at or before the event's time fire.
    case tick
}

