/// What a batch of window events means to the strips, folded from the ``WindowRoster``'s
/// changes: whether the window that decides changed (a new hide countdown), whether the watched
/// window's own facts did (its style may have), or only what else decides the monitors.
public struct WindowChanges: Sendable, Equatable {
    /// Another window became the one that decides.
    public var activeWindow = false
    /// Something about the watched window that may change the decision or the style.
    public var facts = false
    /// What decides the monitors besides the active window changed (the stacking order, the
    /// current desktop, another window's state): the immersion of each monitor may have, the
    /// style (which follows the watched window) not.
    public var stacking = false
    /// A window manager started, stopped or was replaced.
    public var windowManager = false

    public init(activeWindow: Bool = false, facts: Bool = false, stacking: Bool = false, windowManager: Bool = false) {
        self.activeWindow = activeWindow
        self.facts = facts
        self.stacking = stacking
        self.windowManager = windowManager
    }

    /// Whether any strip has to decide again.
    public var needsDecision: Bool { activeWindow || facts || stacking }

    /// Adds what `changes` mean, `watched` being the windows whose style the strips follow, in
    /// `mode`. Under a window manager a new active window is what decides anew; in a kiosk any
    /// top-level coming, going, moving or restacking may put another window over the strip, and
    /// a property alone changes only the window it belongs to.
    public mutating func fold(_ changes: WindowRoster.Changes, watched: Set<UInt>, mode: WindowRoster.Mode) {
        guard !changes.isEmpty else { return }
        let watchedChanged = watched.contains { changes.windows[$0] != nil }
        let othersChanged = changes.windows.keys.contains { !watched.contains($0) }
        windowManager = windowManager || changes.windowManager
        facts = facts || watchedChanged
        switch mode {
        case .windowManager:
            activeWindow = activeWindow || changes.activeWindow || changes.windowManager
            stacking = stacking || changes.order || changes.currentDesktop || othersChanged
        case .kiosk:
            let moved = changes.order || changes.windowManager || changes.windows.values.contains { $0.contains(.geometry) }
            activeWindow = activeWindow || moved
            stacking = stacking || othersChanged
        }
    }
}
