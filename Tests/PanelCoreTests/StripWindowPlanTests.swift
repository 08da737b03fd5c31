import Testing
@testable import PanelCore

@Suite struct StripWindowPlanTests {
    static let config = PanelConfig.Fullscreen()

    /// A machine brought into each phase by real events, then planned at `at`.
    static func plan(_ events: [(VisibilityEvent, Double)], at now: Double) -> StripWindowPlan {
        var machine = VisibilityMachine(config: config, animate: true)
        for (event, time) in events { machine.handle(event, at: time) }
        return StripWindowPlan(machine, at: now)
    }

    @Test func visibleShowsTheDockAlone() {
        #expect(Self.plan([], at: 0) == StripWindowPlan(dock: true, overlay: false, revealZone: false))
    }

    @Test func waitingToHideKeepsTheDockBeneathAndTheOverlayAbove() {
        #expect(Self.plan([(.immersionChanged(true), 0)], at: 1) == StripWindowPlan(dock: true, overlay: true, revealZone: false))
    }

    @Test func hidingAnimatesTheOverlayOnly() {
        // hide_after 3 s, then 0.25 s of animation: halfway at 3.125 s (smoothstep: exactly 0.5).
        let plan = Self.plan([(.immersionChanged(true), 0)], at: 3.125)
        #expect(plan == StripWindowPlan(dock: false, overlay: true, revealZone: false, hideProgress: 0.5))
    }

    @Test func hiddenLeavesOnlyTheRevealZone() {
        #expect(Self.plan([(.immersionChanged(true), 0)], at: 4) == StripWindowPlan(dock: false, overlay: false, revealZone: true, hideProgress: 1))
    }

    @Test func revealedShowsTheOverlayAboveTheFullScreenWindow() {
        let plan = Self.plan([(.immersionChanged(true), 0), (.tick, 4), (.tap, 5)], at: 5.1)
        #expect(plan == StripWindowPlan(dock: false, overlay: true, revealZone: false))
    }

    @Test func aManualHideFromVisibleAnimatesOnTheOverlay() {
        #expect(Self.plan([(.hide, 1)], at: 1.1).overlay)
        #expect(!Self.plan([(.hide, 1)], at: 1.1).dock)
        #expect(Self.plan([(.hide, 1)], at: 2) == StripWindowPlan(dock: false, overlay: false, revealZone: true, hideProgress: 1))
    }

    /// Each millisecond of a slide keeps the top row under the overlay until the reveal zone maps,
    /// so a tap has somewhere to land all the way through (the last frame used to stand the whole
    /// height above the screen for up to a frame: a tap then reached the window beneath).
    @Test func theSlideLeavesTheTopRowToTheOverlayUntilTheZoneMaps() {
        for height in [1, 24, 48] {
            var sawLastRow = false
            for step in 0...300 {
                let now = 1 + Double(step) / 1000
                let plan = Self.plan([(.hide, 1)], at: now)
                let offset = plan.slideOffset(height: height)
                #expect(offset >= 0 && offset <= height, "height \(height) at \(now): \(offset)")
                if plan.overlay { #expect(offset < height, "height \(height) at \(now): the top row left uncovered") }
                if plan.revealZone { #expect(offset == height) }
                sawLastRow = sawLastRow || (plan.overlay && offset == height - 1)
            }
            #expect(sawLastRow, "height \(height): the slide reaches the last row")
        }
        #expect(StripWindowPlan(dock: false, overlay: true, revealZone: false, hideProgress: 0.5).slideOffset(height: 24) == 12)
        #expect(StripWindowPlan(dock: false, overlay: true, revealZone: false, hideProgress: 0.999).slideOffset(height: 24) == 23)
        #expect(StripWindowPlan(dock: false, overlay: false, revealZone: true, hideProgress: 1).slideOffset(height: 24) == 24)
    }

    @Test func leavingFullScreenBringsTheDockBack() {
        #expect(Self.plan([(.immersionChanged(true), 0), (.tick, 4), (.immersionChanged(false), 5)], at: 5)
            == StripWindowPlan(dock: true, overlay: false, revealZone: false))
    }
}
