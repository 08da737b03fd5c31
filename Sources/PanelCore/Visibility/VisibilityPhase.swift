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

extension VisibilityPhase {
    /// Whether a press on the strip in this phase is meant for an item (its click action)
    /// rather than to bring the strip back: the strip is fully shown. A tap on a strip hiding
    /// or hidden only reveals it.
    public var takesItemClicks: Bool {
        switch self {
        case .visible, .waitingToHide, .revealed: true
        case .hiding, .hidden: false
        }
    }
}
