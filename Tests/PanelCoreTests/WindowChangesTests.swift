import Testing
@testable import PanelCore

/// What the roster's changes mean to the strips, with and without a window manager.
@Suite struct WindowChangesTests {
    static func roster(activeWindow: Bool = false, order: Bool = false, desktop: Bool = false, windowManager: Bool = false,
                       windows: [UInt: Set<WindowAspect>] = [:]) -> WindowRoster.Changes {
        var changes = WindowRoster.Changes()
        changes.activeWindow = activeWindow
        changes.order = order
        changes.currentDesktop = desktop
        changes.windowManager = windowManager
        changes.windows = windows
        return changes
    }

    static func folded(_ changes: WindowRoster.Changes, watched: Set<UInt> = [10], _ mode: WindowRoster.Mode) -> WindowChanges {
        var result = WindowChanges()
        result.fold(changes, watched: watched, mode: mode)
        return result
    }

    @Test func nothingChangedDecidesNothing() {
        #expect(!Self.folded(Self.roster(), .windowManager).needsDecision)
        #expect(!Self.folded(Self.roster(), .kiosk).needsDecision)
    }

    @Test func underAWindowManager() {
        #expect(Self.folded(Self.roster(activeWindow: true), .windowManager) == WindowChanges(activeWindow: true))
        #expect(Self.folded(Self.roster(windows: [10: [.style]]), .windowManager) == WindowChanges(facts: true))
        #expect(Self.folded(Self.roster(windows: [11: [.state]]), .windowManager) == WindowChanges(stacking: true))
        #expect(Self.folded(Self.roster(order: true), .windowManager) == WindowChanges(stacking: true))
        #expect(Self.folded(Self.roster(desktop: true), .windowManager) == WindowChanges(stacking: true))
        #expect(Self.folded(Self.roster(windowManager: true), .windowManager) == WindowChanges(activeWindow: true, windowManager: true))
    }

    @Test func inAKioskAnyMoveIsANewDecider() {
        #expect(Self.folded(Self.roster(order: true), .kiosk) == WindowChanges(activeWindow: true))
        #expect(Self.folded(Self.roster(windows: [11: [.geometry]]), .kiosk) == WindowChanges(activeWindow: true, stacking: true))
        #expect(Self.folded(Self.roster(windows: [10: [.style]]), .kiosk) == WindowChanges(facts: true))
        #expect(Self.folded(Self.roster(windows: [11: [.style]]), .kiosk) == WindowChanges(stacking: true))
    }

    @Test func foldsAccumulate() {
        var changes = WindowChanges()
        changes.fold(Self.roster(activeWindow: true), watched: [10], mode: .windowManager)
        changes.fold(Self.roster(windows: [11: [.state]]), watched: [10], mode: .windowManager)
        #expect(changes == WindowChanges(activeWindow: true, stacking: true))
    }
}
