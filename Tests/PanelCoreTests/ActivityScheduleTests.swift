import Testing
@testable import PanelCore

/// When the shell next looks at the activity monitor.
@Suite struct ActivityScheduleTests {
    @Test func trafficIsSampledAtTheRegularInterval() {
        #expect(ActivitySchedule.nextLook(after: 100, samplesTraffic: true, deadline: nil) == 100 + ActivityMonitor.sampleInterval)
        #expect(ActivitySchedule.nextLook(after: 100, samplesTraffic: false, deadline: nil) == nil)
    }

    @Test func aSoonerDeadlineIsFollowed() {
        #expect(ActivitySchedule.nextLook(after: 100, samplesTraffic: true, deadline: 100.4) == 100.4)
        #expect(ActivitySchedule.nextLook(after: 100, samplesTraffic: false, deadline: 130) == 130)
        #expect(ActivitySchedule.nextLook(after: 100, samplesTraffic: true, deadline: 130) == 100 + ActivityMonitor.sampleInterval)
    }

    @Test func aDeadlineDueAlreadyWaitsTheMinimumSoTheLoopCannotSpin() {
        #expect(ActivitySchedule.nextLook(after: 100, samplesTraffic: false, deadline: 100) == 100 + ActivitySchedule.minimumWait)
        #expect(ActivitySchedule.nextLook(after: 100, samplesTraffic: true, deadline: 99) == 100 + ActivitySchedule.minimumWait)
        #expect(ActivitySchedule.nextLook(after: 100, samplesTraffic: false, deadline: 100.01) == 100 + ActivitySchedule.minimumWait)
    }
}
