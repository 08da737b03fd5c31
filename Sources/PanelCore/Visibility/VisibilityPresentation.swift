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
