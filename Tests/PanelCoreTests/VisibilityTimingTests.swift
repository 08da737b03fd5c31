import Testing
@testable import PanelCore

@Suite struct VisibilityTimingTests {
    @Test func hideAfterCountsDownThenTheStripAnimatesOut() {
        var machine = VisibilityMachine.testing().after((.immersionChanged(true), 10))
        #expect(machine.deadline == 13)
        machine.handle(.tick, at: 12.999)
        #expect(machine.phase == .waitingToHide(since: 10))
        machine.handle(.tick, at: 13)
        #expect(machine.phase == .hiding(since: 13))
        #expect(machine.deadline == 13.25)
        machine.handle(.tick, at: 13.249)
        #expect(machine.phase == .hiding(since: 13))
        machine.handle(.tick, at: 13.25)
        #expect(machine.phase == .hidden)
        #expect(machine.deadline == nil)
    }

    @Test func hideAfterZeroStartsHidingAtOnce() {
        let machine = VisibilityMachine.testing(hideAfter: 0).after((.immersionChanged(true), 5))
        #expect(machine.phase == .hiding(since: 5))
        #expect(machine.deadline == 5.25)
    }

    @Test func withoutAnimationTheStripGoesAtOnce() {
        var machine = VisibilityMachine.testing(animate: false).after((.immersionChanged(true), 10))
        machine.handle(.tick, at: 13)
        #expect(machine.phase == .hidden)
        #expect(machine.deadline == nil)
        let immediate = VisibilityMachine.testing(hideAfter: 0, animate: false).after((.immersionChanged(true), 5))
        #expect(immediate.phase == .hidden)
        let manual = VisibilityMachine.testing(animate: false).after((.hide, 5))
        #expect(manual.phase == .hidden)
        #expect(manual.isManuallyHidden)
    }

    @Test func aLateTickFiresEachDeadlineAtItsOwnTime() {
        let late = VisibilityMachine.testing().after((.immersionChanged(true), 10), (.tick, 13.125))
        #expect(late.phase == .hiding(since: 13))
        // One tick long after both deadlines goes straight through to hidden.
        let veryLate = VisibilityMachine.testing().after((.immersionChanged(true), 10), (.tick, 100))
        #expect(veryLate.phase == .hidden)
        // And a reveal that ended long ago hides and is gone.
        let revealed = VisibilityStart.revealed.machine.after((.tick, 30))
        #expect(revealed.phase == .hidden)
    }

    @Test func inputAtADeadlineWins() {
        let shown = VisibilityMachine.testing().after((.immersionChanged(true), 10), (.immersionChanged(false), 13))
        #expect(shown.phase == .visible)
        let extended = VisibilityStart.revealed.machine.after((.interaction, 24))
        #expect(extended.phase == .revealed(until: 28))
        let restarted = VisibilityMachine.testing().after((.immersionChanged(true), 10),
                                                          (.activeWindowChanged(immersive: true), 13))
        #expect(restarted.phase == .waitingToHide(since: 13))
    }

    @Test func anEventAfterADeadlineSeesItFiredFirst() {
        // The reveal ended at 24 and the strip was hidden by 24.25; the tap at 30 reveals anew.
        let machine = VisibilityStart.revealed.machine.after((.tap, 30))
        #expect(machine.phase == .revealed(until: 34))
        // A pointer moving at 30 finds the strip gone and changes nothing.
        let moved = VisibilityStart.revealed.machine.after((.interaction, 30))
        #expect(moved.phase == .hidden)
    }

    struct DeadlineCase: Sendable, CustomTestStringConvertible {
        var start: VisibilityStart
        var deadline: Double?
        var testDescription: String { "\(start)" }
    }

    @Test(arguments: [
        DeadlineCase(start: .visible, deadline: nil),
        DeadlineCase(start: .waiting, deadline: 13),
        DeadlineCase(start: .hiding, deadline: 13.25),
        DeadlineCase(start: .hidden, deadline: nil),
        DeadlineCase(start: .revealed, deadline: 24),
        DeadlineCase(start: .manualHiding, deadline: 10.25),
        DeadlineCase(start: .manualHidden, deadline: nil),
        DeadlineCase(start: .immersiveManualHiding, deadline: 11.25),
        DeadlineCase(start: .immersiveManualHidden, deadline: nil),
    ])
    func deadline(_ c: DeadlineCase) {
        #expect(c.start.machine.deadline == c.deadline)
    }

    @Test func anInfiniteHideAfterNeverHides() {
        var machine = VisibilityMachine.testing(hideAfter: .infinity).after((.immersionChanged(true), 10))
        #expect(machine.phase == .waitingToHide(since: 10))
        #expect(machine.deadline == nil)
        machine.handle(.tick, at: 1e12)
        #expect(machine.phase == .waitingToHide(since: 10))
    }

    @Test func aNegativeOrNaNHideAfterCountsAsZero() {
        for hideAfter in [-1.0, .nan] {
            let machine = VisibilityMachine.testing(hideAfter: hideAfter).after((.immersionChanged(true), 10))
            #expect(machine.phase == .hiding(since: 10), "\(hideAfter)")
        }
    }

    // MARK: The monotonic guard

    @Test func anEarlierTimeCountsAsTheLatestOne() {
        var machine = VisibilityMachine.testing().after((.immersionChanged(true), 10), (.tick, 20))
        #expect(machine.phase == .hidden)
        machine.handle(.tap, at: 5)
        #expect(machine.phase == .revealed(until: 24))
        machine.handle(.interaction, at: 19)
        #expect(machine.phase == .revealed(until: 24))
        machine.handle(.hide, at: 0)
        #expect(machine.phase == .hiding(since: 20))
    }

    @Test func aCountdownCannotStartInThePast() {
        var machine = VisibilityMachine.testing().after((.immersionChanged(true), 10))
        machine.handle(.activeWindowChanged(immersive: true), at: 8)
        #expect(machine.phase == .waitingToHide(since: 10))
        #expect(machine.deadline == 13)
    }

    @Test func anEarlierTickDoesNotUndoAFiredDeadline() {
        var machine = VisibilityMachine.testing().after((.immersionChanged(true), 10), (.tick, 13))
        machine.handle(.tick, at: 11)
        #expect(machine.phase == .hiding(since: 13))
        // And the earlier time did not move the clock back: the animation still ends at 13.25.
        machine.handle(.tick, at: 13.25)
        #expect(machine.phase == .hidden)
    }

    @Test(arguments: [Double.nan, .infinity, -.infinity])
    func aNonFiniteTimeIsIgnored(_ time: Double) {
        let start = VisibilityMachine.testing().after((.immersionChanged(true), 10))
        var machine = start
        for event: VisibilityEvent in [.hide, .tap, .tick, .immersionChanged(false), .toggle] {
            machine.handle(event, at: time)
        }
        #expect(machine == start)
    }

    // MARK: Configuration changes

    @Test func aLongerHideAfterExtendsTheRunningCountdown() {
        var machine = VisibilityMachine.testing().after((.immersionChanged(true), 10))
        machine.handle(.configChanged(visibilityConfig(hideAfter: 5), animate: true), at: 12)
        #expect(machine.phase == .waitingToHide(since: 10))
        #expect(machine.deadline == 15)
        machine.handle(.tick, at: 14.999)
        #expect(machine.phase == .waitingToHide(since: 10))
        machine.handle(.tick, at: 15)
        #expect(machine.phase == .hiding(since: 15))
    }

    @Test func aShorterHideAfterKeepsTheCountdownsStart() {
        var machine = VisibilityMachine.testing().after((.immersionChanged(true), 10))
        machine.handle(.configChanged(visibilityConfig(hideAfter: 2.5), animate: true), at: 12)
        #expect(machine.phase == .waitingToHide(since: 10))
        #expect(machine.deadline == 12.5)
    }

    @Test func aHideAfterAlreadyPastFiresAtTheReload() {
        var machine = VisibilityMachine.testing().after((.immersionChanged(true), 10))
        machine.handle(.configChanged(visibilityConfig(hideAfter: 1), animate: true), at: 12.5)
        // Animated from the reload, not from 11 (which would have skipped the animation).
        #expect(machine.phase == .hiding(since: 12.5))
        #expect(machine.deadline == 12.75)
    }

    @Test func aChangedStayRevealedAppliesToTheRunningReveal() {
        var machine = VisibilityStart.revealed.machine
        machine.handle(.configChanged(visibilityConfig(stayRevealed: 10), animate: true), at: 21)
        #expect(machine.phase == .revealed(until: 30))
        machine.handle(.configChanged(visibilityConfig(stayRevealed: 0.5), animate: true), at: 22)
        #expect(machine.phase == .hiding(since: 22))
    }

    @Test func aChangedStayRevealedCountsFromTheLastInteraction() {
        var machine = VisibilityStart.revealed.machine.after((.interaction, 22))
        #expect(machine.phase == .revealed(until: 26))
        machine.handle(.configChanged(visibilityConfig(stayRevealed: 6), animate: true), at: 23)
        #expect(machine.phase == .revealed(until: 28))
    }

    @Test func autohideTurnedOnOverAnImmersiveWindowStartsTheCountdown() {
        var machine = VisibilityMachine.testing(autohide: false).after((.immersionChanged(true), 10), (.tick, 100))
        #expect(machine.phase == .visible)
        machine.handle(.configChanged(visibilityConfig(), animate: true), at: 100)
        #expect(machine.phase == .waitingToHide(since: 100))
        #expect(machine.deadline == 103)
    }

    @Test func autohideOffThenOnAgainRestartsTheCountdown() {
        var machine = VisibilityMachine.testing().after((.immersionChanged(true), 10))
        machine.handle(.configChanged(visibilityConfig(autohide: false), animate: true), at: 11)
        #expect(machine.phase == .visible)
        machine.handle(.configChanged(visibilityConfig(), animate: true), at: 12)
        #expect(machine.phase == .waitingToHide(since: 12))
    }

    @Test func autohideOnWhileHiddenByHandKeepsTheManualHide() {
        var machine = VisibilityMachine.testing(autohide: false).after((.immersionChanged(true), 10), (.hide, 11), (.tick, 12))
        machine.handle(.configChanged(visibilityConfig(), animate: true), at: 13)
        #expect(machine.phase == .hidden)
        #expect(machine.isManuallyHidden)
        // Now immersion hides, so the tap reveals above the full-screen window.
        machine.handle(.tap, at: 14)
        #expect(machine.phase == .revealed(until: 18))
    }

    @Test func animateTurnedOffThenAHideIsImmediate() {
        var machine = VisibilityMachine.testing().after((.immersionChanged(true), 10))
        machine.handle(.configChanged(visibilityConfig(), animate: false), at: 11)
        #expect(machine.animate == false)
        machine.handle(.tick, at: 13)
        #expect(machine.phase == .hidden)
    }

    @Test func theMachineKeepsTheReloadedConfiguration() {
        var machine = VisibilityMachine.testing()
        let config = visibilityConfig(autohide: false, hideAfter: 7, stayRevealed: 9)
        machine.handle(.configChanged(config, animate: false), at: 1)
        #expect(machine.config == config)
        #expect(machine.animate == false)
    }

    // MARK: Autohide off

    @Test func withAutohideOffImmersionChangesNothingOnScreen() {
        var machine = VisibilityMachine.testing(autohide: false)
        for (time, event) in [(10.0, VisibilityEvent.immersionChanged(true)), (11, .activeWindowChanged(immersive: true)),
                              (12, .tap), (13, .interaction), (14, .reveal), (100, .tick)] {
            machine.handle(event, at: time)
            #expect(machine.phase == .visible, "\(event)")
            #expect(machine.deadline == nil, "\(event)")
        }
        #expect(machine.isImmersive)
    }

    @Test func withAutohideOffAManualHideIsUndoneAsAPlainDock() {
        var machine = VisibilityMachine.testing(autohide: false).after((.immersionChanged(true), 10), (.hide, 11))
        #expect(machine.phase == .hiding(since: 11))
        machine.handle(.tick, at: 11.25)
        #expect(machine.phase == .hidden)
        machine.handle(.tap, at: 20)
        #expect(machine.phase == .visible)
        #expect(!machine.isManuallyHidden)
        machine.handle(.hide, at: 21)
        machine.handle(.reveal, at: 22)
        #expect(machine.phase == .visible)
    }
}
