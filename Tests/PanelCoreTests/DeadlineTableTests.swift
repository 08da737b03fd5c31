import Testing
@testable import PanelCore

/// The loop's timers and the rules of when it wakes.
@Suite struct DeadlineTableTests {
    @Test func anEmptyTableWaitsForEvents() {
        let table = DeadlineTable()
        #expect(table.earliest() == nil)
        #expect(table.timeoutMilliseconds(now: 10) == -1)
    }

    @Test func theEarliestOfTheTableAndTheStripsDecides() {
        var table = DeadlineTable()
        table[.poll] = 12
        table[.spinner] = 10.5
        #expect(table.earliest() == 10.5)
        #expect(table.earliest(and: 10.2) == 10.2)
        #expect(table.timeoutMilliseconds(now: 10, and: nil) == 500)
        // Rounded up: never woken a moment before the deadline.
        #expect(table.timeoutMilliseconds(now: 10.4999, and: nil) == 1)
        // A deadline already past: no wait at all.
        #expect(table.timeoutMilliseconds(now: 11, and: nil) == 0)
    }

    @Test func aDueTimerFiresOnceAndIsDisarmed() {
        var table = DeadlineTable()
        table[.reload] = 5
        let early = table.fire(.reload, at: 4.9)
        #expect(!early)
        #expect(table.isDue(.reload, at: 5))
        let due = table.fire(.reload, at: 5)
        #expect(due)
        let again = table.fire(.reload, at: 6)
        #expect(!again)
        #expect(table[.reload] == nil)
    }

    @Test func aBurstOfDotfileEventsKeepsTheFirstSettleTime() {
        var table = DeadlineTable()
        table.armIfIdle(.reload, at: 1 + PanelTiming.reloadSettleTime)
        table.armIfIdle(.reload, at: 1.03 + PanelTiming.reloadSettleTime)
        #expect(table[.reload] == 1 + PanelTiming.reloadSettleTime)
    }

    @Test func kernelEventsOrPolling() {
        // The real machine with netlink: kernel events say when to read; nothing is polled.
        #expect(PanelTiming.nextPoll(after: 100, realMachine: true, kernelEventsComplete: true, interval: 10) == nil)
        // Without netlink, or under a fixture sysroot, the state is polled.
        #expect(PanelTiming.nextPoll(after: 100, realMachine: true, kernelEventsComplete: false, interval: 10) == 110)
        #expect(PanelTiming.nextPoll(after: 100, realMachine: false, kernelEventsComplete: true, interval: 2) == 102)
        #expect(PanelTiming.defaultPollInterval(realMachine: true) == 10)
        #expect(PanelTiming.defaultPollInterval(realMachine: false) == 2)
    }

    @Test func aQuietSampleDrawsNothingOnlyWhenNothingElseIsDue() {
        #expect(QuietTurn.drawsNothing(eventsReady: false, refreshNeeded: false, activityChanged: false, stripsDue: false, spinnerDue: false))
        #expect(!QuietTurn.drawsNothing(eventsReady: true, refreshNeeded: false, activityChanged: false, stripsDue: false, spinnerDue: false))
        #expect(!QuietTurn.drawsNothing(eventsReady: false, refreshNeeded: true, activityChanged: false, stripsDue: false, spinnerDue: false))
        #expect(!QuietTurn.drawsNothing(eventsReady: false, refreshNeeded: false, activityChanged: true, stripsDue: false, spinnerDue: false))
        #expect(!QuietTurn.drawsNothing(eventsReady: false, refreshNeeded: false, activityChanged: false, stripsDue: true, spinnerDue: false))
        #expect(!QuietTurn.drawsNothing(eventsReady: false, refreshNeeded: false, activityChanged: false, stripsDue: false, spinnerDue: true))
    }

    @Test func theTimingsKeepTheirOrder() {
        // Frames faster than the spinner; the font check and the settle of a new window well
        // within the look-beneath interval; the dock checks rising.
        #expect(PanelTiming.animationFrameInterval < PanelTiming.spinnerFrameInterval)
        #expect(PanelTiming.fontCheckDelay < PanelTiming.pageReleaseDelay)
        #expect(PanelTiming.styleSettleTime < PanelTiming.styleLookInterval)
        #expect(PanelTiming.dockCheckDelays == PanelTiming.dockCheckDelays.sorted())
        #expect(PanelTiming.reloadSettleTime < 0.1, "a reload follows an editor's save at once to the eye")
    }
}
