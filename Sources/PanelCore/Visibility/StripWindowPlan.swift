/// Which of a strip's three windows the shell maps, for a ``VisibilityMachine`` at some time.
///
/// - The dock: the managed window with the strut; shown while visible, and kept mapped beneath
///   the full-screen window while waiting to hide, so windows elsewhere are not resized twice.
/// - The overlay: the override-redirect twin the panel stacks above a full-screen window
///   (EWMH lets a window manager put a focused full-screen window over docks); shown while
///   waiting to hide, hiding (it carries the animation) and revealed.
/// - The reveal zone: exactly while the strip is hidden.
public struct StripWindowPlan: Sendable, Equatable {
    public var dock: Bool
    public var overlay: Bool
    public var revealZone: Bool
    /// How far the hide animation is (0 shown, 1 gone), for the overlay.
    public var hideProgress: Double

    public init(dock: Bool, overlay: Bool, revealZone: Bool, hideProgress: Double = 0) {
        self.dock = dock
        self.overlay = overlay
        self.revealZone = revealZone
        self.hideProgress = hideProgress
    }

    /// Pixels the overlay stands above its place in the slide (no compositor) for a strip
    /// `height` pixels tall: the hide's progress of it, but at most all rows but one while the
    /// overlay is mapped and the reveal zone is not. The top row then stays the overlay's until
    /// the zone takes over, so a tap in the slide's last frame still brings the strip back
    /// instead of landing on the window beneath.
    public func slideOffset(height: Int) -> Int {
        let offset = Int((Double(max(height, 0)) * min(max(hideProgress, 0), 1)).rounded())
        return overlay && !revealZone ? min(offset, max(height - 1, 0)) : offset
    }

    /// The plan for `machine` at `now`.
    public init(_ machine: VisibilityMachine, at now: Double) {
        let shown = machine.presentation(at: now)
        var waiting = false
        if case .waitingToHide = machine.phase { waiting = true }
        dock = shown.stripMapped && !shown.aboveFullscreen
        overlay = shown.stripMapped && (shown.aboveFullscreen || waiting)
        revealZone = shown.revealZoneMapped
        hideProgress = shown.hideProgress
    }
}
