import Testing
@testable import PanelCore

/// The panel's one scheduler and the rules of when the loop wakes.
@Suite struct TimerTableTests {
    static let strip = StripID(3)

    @Test func anEmptyTableWaitsForEvents() {
        let table = TimerTable()
        #expect(table.earliest() == nil)
        #expect(table.timeoutMilliseconds(now: 10) == -1)
    }

    @Test func theEarliestEntryOfAnyOwnerDecides() {
        var table = TimerTable()
        table[.loop(.poll)] = 12
        table[.loop(.spinner)] = 10.5
        #expect(table.earliest() == 10.5)
        table[.strip(Self.strip, .visibility)] = 10.2
        #expect(table.earliest() == 10.2)
        table[.strip(Self.strip, .visibility)] = nil
        #expect(table.timeoutMilliseconds(now: 10) == 500)
        // Rounded up: never woken a moment before the deadline.
        #expect(table.timeoutMilliseconds(now: 10.4999) == 1)
        // A deadline already past: no wait at all.
        #expect(table.timeoutMilliseconds(now: 11) == 0)
    }

    @Test func aDueTimerFiresOnceAndIsDisarmed() {
        var table = TimerTable()
        table[.loop(.reload)] = 5
        let early = table.fire(.loop(.reload), at: 4.9)
        #expect(!early)
        #expect(table.isDue(.loop(.reload), at: 5))
        let due = table.fire(.loop(.reload), at: 5)
        #expect(due)
        let again = table.fire(.loop(.reload), at: 6)
        #expect(!again)
        #expect(table[.loop(.reload)] == nil)
    }

    @Test func aBurstOfDotfileEventsKeepsTheFirstSettleTime() {
        var table = TimerTable()
        table.armIfIdle(.loop(.reload), at: 1 + PanelTiming.reloadSettleTime)
        table.armIfIdle(.loop(.reload), at: 1.03 + PanelTiming.reloadSettleTime)
        #expect(table[.loop(.reload)] == 1 + PanelTiming.reloadSettleTime)
    }

    @Test func anEarlierArmingWinsOverALaterPlan() {
        var table = TimerTable()
        table.armNoLaterThan(.strips(.styleLook), at: 5)
        table.armNoLaterThan(.strips(.styleLook), at: 7)
        #expect(table[.strips(.styleLook)] == 5)
        table.armNoLaterThan(.strips(.styleLook), at: 1.5)
        #expect(table[.strips(.styleLook)] == 1.5)
    }

    /// Owners are told apart: two strips' timers of the same purpose are two entries.
    @Test func eachOwnerHasItsOwnEntries() {
        var table = TimerTable()
        table[.strip(StripID(1), .visibility)] = 4
        table[.strip(StripID(2), .visibility)] = 6
        table[.strip(StripID(1), .transition)] = 5
        #expect(table[.strip(StripID(1), .visibility)] == 4)
        #expect(table[.strip(StripID(2), .visibility)] == 6)
        table.cancel(strip: StripID(1))
        #expect(table[.strip(StripID(1), .visibility)] == nil)
        #expect(table[.strip(StripID(1), .transition)] == nil)
        #expect(table.earliest() == 6)
    }

    @Test func dueTimersFireEarliestFirstAndOnlyThoseDue() {
        var table = TimerTable()
        table[.loop(.spinner)] = 3
        table[.strip(Self.strip, .visibility)] = 1
        table[.loop(.activitySample)] = 2
        table[.loop(.poll)] = 9
        table.collectDue(at: 3)
        var fired: [TimerKey] = []
        while let key = table.nextDue() { fired.append(key) }
        #expect(fired == [.strip(Self.strip, .visibility), .loop(.activitySample), .loop(.spinner)])
        #expect(table.earliest() == 9)
    }

    @Test func timersDueAtOnceFireInTheOrderTheyWereFirstArmed() {
        var table = TimerTable()
        table[.loop(.poll)] = 2
        table[.loop(.fontCheck)] = 2
        table.collectDue(at: 2)
        #expect(table.nextDue() == .loop(.poll))
        #expect(table.nextDue() == .loop(.fontCheck))
        #expect(table.nextDue() == nil)
    }

    /// What fired first may re-arm or cancel a timer that was due: it then does not fire, and
    /// a timer armed again for a time already past waits for the next turn.
    @Test func aTimerChangedByAnEarlierOneIsPassedOver() {
        var table = TimerTable()
        table[.loop(.reload)] = 1
        table[.loop(.activitySample)] = 2
        table[.strip(Self.strip, .transition)] = 2.5
        table.collectDue(at: 3)
        #expect(table.nextDue() == .loop(.reload))
        // The reload re-plans the sample and takes the strip away.
        table[.loop(.activitySample)] = 4
        table.cancel(strip: Self.strip)
        // And arms itself again for a time already past.
        table[.loop(.reload)] = 2.9
        #expect(table.nextDue() == nil)
        table.collectDue(at: 3)
        #expect(table.nextDue() == .loop(.reload))
        #expect(table.nextDue() == nil)
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

    @Test func theDockChecksComeAtTheirDelaysAndEnd() {
        let start = 100.0
        var made = 0
        var times: [Double] = []
        while let next = PanelTiming.dockCheck(made, after: start) {
            times.append(next)
            made += 1
        }
        #expect(times == PanelTiming.dockCheckDelays.map { start + $0 })
        #expect(PanelTiming.dockCheck(-1, after: start) == nil)
    }

    @Test func aQuietSampleDrawsNothingOnlyWhenNothingElseHappened() {
        func quiet(timers: Int = 1, onlySample: Bool = true, ready: Bool = false, eventsQuiet: Bool = false,
                   refresh: Bool = false, activity: Bool = false) -> Bool {
            QuietTurn.drawsNothing(timersFired: timers, onlySampleFired: onlySample, eventsReady: ready, eventsQuiet: eventsQuiet,
                                   refreshNeeded: refresh, activityChanged: activity)
        }
        #expect(quiet())
        #expect(!quiet(onlySample: false))
        #expect(!quiet(timers: 2, onlySample: false))
        #expect(!quiet(ready: true))
        #expect(!quiet(refresh: true))
        #expect(!quiet(activity: true))
        // Nothing woke the turn (a wait that ended early): it draws, as it always did.
        #expect(!quiet(timers: 0, onlySample: false))
    }

    @Test func aBusResendThatChangesNothingDrawsNothing() {
        func quiet(timers: Int = 0, onlySample: Bool = false, eventsQuiet: Bool = true, refresh: Bool = false, activity: Bool = false) -> Bool {
            QuietTurn.drawsNothing(timersFired: timers, onlySampleFired: onlySample, eventsReady: true, eventsQuiet: eventsQuiet,
                                   refreshNeeded: refresh, activityChanged: activity)
        }
        #expect(quiet())
        #expect(quiet(timers: 1, onlySample: true), "with a quiet sample in the same turn")
        #expect(!quiet(eventsQuiet: false), "another source, or news that changed what shows")
        #expect(!quiet(timers: 1), "another timer fired")
        #expect(!quiet(timers: 1, onlySample: true, activity: true))
        #expect(!quiet(refresh: true))
        // What the followers made of one message.
        #expect(QuietTurn.busMessageIsQuiet(.unchanged, .other) && QuietTurn.busMessageIsQuiet(.other, .unchanged))
        #expect(!QuietTurn.busMessageIsQuiet(.other, .other), "nobody's: the tray's, a call, a name")
        #expect(!QuietTurn.busMessageIsQuiet(.changed, .other) && !QuietTurn.busMessageIsQuiet(.unchanged, .changed))
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
