/// The window that decides one strip's monitor, remembered from one look to the next, and what
/// each new ``ImmersionDecision`` means to the strip's ``VisibilityMachine``: a different
/// deciding window restarts the hide countdown (``VisibilityEvent/activeWindowChanged(immersive:)``),
/// the same window changing its state does not (``VisibilityEvent/immersionChanged(_:)``).
public struct DecidingWindow: Sendable, Equatable {
    /// The X id of the window that decided at the last look; nil when none did.
    public private(set) var window: UInt?

    public init() {}

    /// The first look (at start-up, or for a strip that took over another's machine): the
    /// deciding window is new.
    public mutating func start(with decision: ImmersionDecision) -> VisibilityEvent {
        window = decision.window
        return .activeWindowChanged(immersive: decision.isImmersive)
    }

    /// A look after a batch of window changes. Under a window manager each monitor has its own
    /// deciding window, so only another window deciding this monitor is new (focus moving to
    /// another monitor must not restart this strip's countdown). With no window manager (a
    /// kiosk) any change of the top-level windows (`activeWindowChanged`) counts as new.
    public mutating func next(_ decision: ImmersionDecision, underWindowManager: Bool, activeWindowChanged: Bool) -> VisibilityEvent {
        let previous = window
        window = decision.window
        let isNew = underWindowManager ? decision.window != previous : activeWindowChanged
        return isNew ? .activeWindowChanged(immersive: decision.isImmersive) : .immersionChanged(decision.isImmersive)
    }
}
