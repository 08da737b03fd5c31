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

    /// A client that keeps moving the strip somewhere else each time.
    @Test func aWindowManagerThatKeepsMovingItIsNotFoughtForEver() {
        var keeper = DockKeeper()
        func moved(_ step: Int) -> WindowFrame { WindowFrame(x: 0, y: 500 + step, width: 1280, height: 24) }
        for step in 0..<DockKeeper.limit {
            #expect(keeper.corrections(intended: Self.geometry, found: moved(step), desktop: nil, mapped: true, at: Double(step) * 0.1).place)
        }
        #expect(keeper.corrections(intended: Self.geometry, found: moved(8), desktop: nil, mapped: true, at: 1) == .none)
        #expect(keeper.correctionsMade == DockKeeper.limit && keeper.heldBack == 1)
        // Held back, not dropped: a look a period after the first correction, which may correct.
        #expect(keeper.recheck == DockKeeper.period)
        #expect(!keeper.isRecheckDue(at: DockKeeper.period - 0.01) && keeper.isRecheckDue(at: DockKeeper.period))
        #expect(keeper.corrections(intended: Self.geometry, found: moved(9), desktop: nil, mapped: true, at: DockKeeper.period + 0.05).place)
        #expect(keeper.recheck == nil)
    }

    /// awesome 4.3 with Debian's rc.lua puts a dock below its wibar (at 1,25 with its border) and a
    /// sticky one on desktop 0, after every correction: three tries, then the place and desktop
    /// are its own. Before, the panel asked again 8 times every 10 s for as long as it ran.
    @Test func aWindowManagerThatPutsItBackWhereItWasIsLeftToItAfterThreeTries() {
        var keeper = DockKeeper()
        let belowWibar = WindowFrame(x: 1, y: 25, width: 1280, height: 24)
        for step in 0..<DockKeeper.insistence {
            #expect(keeper.corrections(intended: Self.geometry, found: belowWibar, desktop: 0, mapped: true, at: Double(step))
                == DockKeeper.Corrections(place: true, stick: true), "try \(step + 1)")
        }
        #expect(keeper.corrections(intended: Self.geometry, found: belowWibar, desktop: 0, mapped: true, at: 3) == .none)
        #expect(keeper.yieldedPlace == belowWibar && keeper.yieldedDesktop == 0)
        #expect(keeper.correctionsMade == DockKeeper.insistence && keeper.heldBack == 0 && keeper.recheck == nil)
        for second in 4..<60 {
            #expect(keeper.corrections(intended: Self.geometry, found: belowWibar, desktop: 0, mapped: true, at: Double(second)) == .none)
        }
        // Elsewhere, or on another desktop, it is corrected again.
        #expect(keeper.corrections(intended: Self.geometry, found: WindowFrame(x: 0, y: 300, width: 1280, height: 24), desktop: 2,
                                   mapped: true, at: 61) == DockKeeper.Corrections(place: true, stick: true))
        // A new geometry (another monitor layout) is the panel's to ask for again.
        let wider = StripGeometry(monitor: Monitor(name: "screen", x: 0, y: 0, width: 1920, height: 1080, isPrimary: true), height: 24)
        #expect(keeper.corrections(intended: wider, found: belowWibar, desktop: 0, mapped: true, at: 62).place)
    }

    /// A move the window manager honours ends the count: a client that moves the strip to the
    /// same wrong place now and then is corrected every time.
    @Test func aPlaceFoundRightBetweenMovesStartsTheCountAgain() {
        var keeper = DockKeeper()
        let moved = WindowFrame(x: 0, y: 500, width: 1280, height: 24)
        for step in 0..<7 {
            let at = Double(step) * 2
            #expect(keeper.corrections(intended: Self.geometry, found: moved, desktop: nil, mapped: true, at: at).place, "move \(step + 1)")
            #expect(keeper.corrections(intended: Self.geometry, found: Self.inPlace, desktop: nil, mapped: true, at: at + 0.1) == .none)
        }
        #expect(keeper.yieldedPlace == nil)
    }

    @Test func aDueLookEndsEvenWhenTheStripWasWithdrawnMeanwhile() {
        var keeper = DockKeeper()
        for step in 0...DockKeeper.limit {
            let moved = WindowFrame(x: 0, y: 500 + step, width: 1280, height: 24)
            _ = keeper.corrections(intended: Self.geometry, found: moved, desktop: nil, mapped: true, at: Double(step) * 0.1)
        }
        #expect(keeper.recheck != nil)
        #expect(keeper.corrections(intended: Self.geometry, found: nil, desktop: nil, mapped: false, at: DockKeeper.period) == .none)
        #expect(keeper.recheck == nil, "a look still due would wake the loop at once, for ever")
    }
}
