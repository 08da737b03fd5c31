import Testing
@testable import PanelCore

/// Issue 25 point 3 (found by the hostile client's run): a strip another client had the window
/// manager move, or put on one desktop, is put back.
@Suite struct DockKeeperTests {
    static let geometry = StripGeometry(monitor: Monitor(name: "screen", x: 0, y: 0, width: 1280, height: 720, isPrimary: true), height: 24)
    static let inPlace = WindowFrame(x: 0, y: 0, width: 1280, height: 24)

    @Test func aStripInPlaceOnEveryDesktopIsLeftAlone() {
        var keeper = DockKeeper()
        #expect(keeper.corrections(intended: Self.geometry, found: Self.inPlace, desktop: 0xFFFF_FFFF, mapped: true, at: 0) == .none)
        // A window manager that has not set the desktop yet, or a place that could not be read.
        #expect(keeper.corrections(intended: Self.geometry, found: nil, desktop: nil, mapped: true, at: 0) == .none)
    }

    @Test func aMovedStripIsPlacedAgain() {
        var keeper = DockKeeper()
        let moved = WindowFrame(x: 0, y: 500, width: 1280, height: 24)
        #expect(keeper.corrections(intended: Self.geometry, found: moved, desktop: 0xFFFF_FFFF, mapped: true, at: 0)
            == DockKeeper.Corrections(place: true, stick: false))
        let resized = WindowFrame(x: 0, y: 0, width: 300, height: 24)
        #expect(keeper.corrections(intended: Self.geometry, found: resized, desktop: nil, mapped: true, at: 1).place)
    }

    @Test func aStripOnOneDesktopAsksForAllAgain() {
        var keeper = DockKeeper()
        #expect(keeper.corrections(intended: Self.geometry, found: Self.inPlace, desktop: 2, mapped: true, at: 0)
            == DockKeeper.Corrections(place: false, stick: true))
        // Read as a C long with the sign extended, all desktops is still all desktops.
        #expect(keeper.corrections(intended: Self.geometry, found: Self.inPlace, desktop: -1, mapped: true, at: 1) == .none)
    }

    @Test func aWithdrawnStripIsNotPlaced() {
        var keeper = DockKeeper()
        let moved = WindowFrame(x: 0, y: 500, width: 1280, height: 24)
        #expect(keeper.corrections(intended: Self.geometry, found: moved, desktop: 3, mapped: false, at: 0) == .none)
    }

    @Test func aWindowManagerThatKeepsMovingItIsNotFoughtForEver() {
        var keeper = DockKeeper()
        let moved = WindowFrame(x: 0, y: 500, width: 1280, height: 24)
        for second in 0..<DockKeeper.limit {
            #expect(keeper.corrections(intended: Self.geometry, found: moved, desktop: nil, mapped: true, at: Double(second) * 0.1).place)
        }
        #expect(keeper.corrections(intended: Self.geometry, found: moved, desktop: nil, mapped: true, at: 1) == .none)
        #expect(keeper.correctionsMade == DockKeeper.limit && keeper.heldBack == 1)
        // Held back, not dropped: a look a period after the first correction, which may correct.
        #expect(keeper.recheck == DockKeeper.period)
        #expect(!keeper.isRecheckDue(at: DockKeeper.period - 0.01) && keeper.isRecheckDue(at: DockKeeper.period))
        #expect(keeper.corrections(intended: Self.geometry, found: moved, desktop: nil, mapped: true, at: DockKeeper.period + 0.05).place)
        #expect(keeper.recheck == nil)
    }

    @Test func aDueLookEndsEvenWhenTheStripWasWithdrawnMeanwhile() {
        var keeper = DockKeeper()
        let moved = WindowFrame(x: 0, y: 500, width: 1280, height: 24)
        for step in 0...DockKeeper.limit {
            _ = keeper.corrections(intended: Self.geometry, found: moved, desktop: nil, mapped: true, at: Double(step) * 0.1)
        }
        #expect(keeper.recheck != nil)
        #expect(keeper.corrections(intended: Self.geometry, found: nil, desktop: nil, mapped: false, at: DockKeeper.period) == .none)
        #expect(keeper.recheck == nil, "a look still due would wake the loop at once, for ever")
    }
}
