/// Where the strip is; see ``VisibilityMachine`` for the rules between the phases.
public enum VisibilityPhase: Sendable, Equatable {
    /// A normal dock window, with its strut.
    case visible
    /// The active window is immersive; the strip is still shown until `since + hide_after`.
    case waitingToHide(since: Double)
    /// Animating out over ``VisibilityMachine/hideAnimationDuration`` from `since`.
    case hiding(since: Double)
    /// The strip is unmapped and the reveal zone is mapped.
    case hidden
    /// Shown above the full-screen window until `until`.
    case revealed(until: Double)
}

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
    /// The dotfile was reloaded: its `[fullscreen]` section and `style.animate`.
    case configChanged(PanelConfig.Fullscreen, animate: Bool)
    /// Time passed; deadlines at or before the event's time fire.
    case tick
}

/// What the shell should show at one moment.
public struct VisibilityPresentation: Sendable, Equatable {
    /// Whether the strip window is mapped; false only when fully hidden.
    public var stripMapped: Bool
    /// Whether the input-only reveal zone is mapped; true exactly when the strip is hidden.
    public var revealZoneMapped: Bool
    /// Whether the shell must stack the strip above the full-screen window: while revealed and
    /// while animating out.
    public var aboveFullscreen: Bool
    /// 0 fully shown ... 1 gone; strictly between only while hiding. Eased (smoothstep), so
    /// the shell can map it straight to an offset or an opacity.
    public var hideProgress: Double
    /// Whether the shell should draw frames (about 60 a second) until this is false: exactly
    /// while hiding.
    public var isAnimating: Bool

    /// Creates a presentation.
    public init(stripMapped: Bool, revealZoneMapped: Bool, aboveFullscreen: Bool,
                hideProgress: Double, isAnimating: Bool) {
        self.stripMapped = stripMapped
        self.revealZoneMapped = revealZoneMapped
        self.aboveFullscreen = aboveFullscreen
        self.hideProgress = hideProgress
        self.isAnimating = isAnimating
    }
}
