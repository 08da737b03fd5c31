import Testing
@testable import PanelCore

@Suite struct ActivityDetectorTests {
    /// Drives a monitor with samples every half second of a counter growing at `rate(t)`
    /// bytes a second, and records when the indicator changes.
    struct Drive {
        var monitor = ActivityDetector(threshold: 20_000, minDuration: 2)
        var bytes: UInt64 = 1_000_000
        var time = 0.0
        var changes: [(time: Double, showing: Bool)] = []

        init() {
            monitor.observe(totalBytes: bytes, at: time)
        }

        mutating func run(until end: Double, step: Double = 0.5, rate: (Double) -> Double) {
            while time + step <= end + 1e-9 {
                let start = time
                time += step
                bytes += UInt64(rate(start) * step)
                let before = monitor.isShowing
                if monitor.observe(totalBytes: bytes, at: time) != before { changes.append((time, !before)) }
            }
        }

        var onAt: [Double] { changes.filter(\.showing).map(\.time) }
        var offAt: [Double] { changes.filter { !$0.showing }.map(\.time) }
    }

    static func busy(_ from: Double, _ to: Double) -> (Double) -> Double {
        { $0 >= from && $0 < to ? 100_000 : 500 }
    }

    @Test func aShortBurstNeverShows() {
        var drive = Drive()
        drive.run(until: 10, rate: Self.busy(0, 1.5))
        #expect(drive.changes.isEmpty)
        #expect(!drive.monitor.isShowing)
    }

    @Test func aBurstJustUnderTheMinimumNeverShows() {
        var drive = Drive()
        drive.run(until: 10, rate: Self.busy(0, 1.9))
        #expect(drive.changes.isEmpty)
    }

    @Test func sustainedTrafficShowsAfterTwoSeconds() {
        var drive = Drive()
        drive.run(until: 2, rate: Self.busy(0, 10))
        #expect(!drive.monitor.isShowing)
        // First seen busy at 0.5 (the rate over 0...0.5), so two seconds of it at 2.5.
        #expect(drive.monitor.deadline(after: 2) == 2.5)
        drive.run(until: 10, rate: Self.busy(0, 10))
        #expect(drive.onAt == [2.5])
        #expect(drive.monitor.deadline(after: 10) == nil)
    }

    @Test func quietTurnsItOff() {
        var drive = Drive()
        drive.run(until: 20, rate: Self.busy(0, 10))
        // First seen quiet at 10.5; off one quiet second later.
        #expect(drive.onAt == [2.5])
        #expect(drive.offAt == [11.5])
    }

    @Test func aPauseShorterThanTheQuietPeriodDoesNotBlink() {
        var drive = Drive()
        drive.run(until: 20, rate: { t in (t >= 6 && t < 6.5) || t >= 15 ? 0 : 100_000 })
        #expect(drive.onAt == [2.5])
        #expect(drive.offAt == [16.5])
    }

    @Test func quietDeadlineComesFromTheFirstQuietSample() {
        var monitor = ActivityDetector(threshold: 1000, minDuration: 2)
        monitor.observe(totalBytes: 0, at: 0)
        for t in 1...3 { monitor.observe(totalBytes: UInt64(t) * 10_000, at: Double(t)) }
        #expect(monitor.isShowing)
        monitor.observe(totalBytes: 30_000, at: 4)
        #expect(monitor.isShowing)
        #expect(monitor.deadline(after: 4) == 5)
        #expect(monitor.deadline(after: 4.5) == 5)
        monitor.advance(to: 4.99)
        #expect(monitor.isShowing)
        monitor.advance(to: 5)
        #expect(!monitor.isShowing)
    }

    @Test func inputAtADeadlineWins() {
        var monitor = ActivityDetector(threshold: 1000, minDuration: 2)
        monitor.observe(totalBytes: 0, at: 0)
        for t in 1...3 { monitor.observe(totalBytes: UInt64(t) * 10_000, at: Double(t)) }
        monitor.observe(totalBytes: 30_000, at: 4)
        // Busy again exactly when the quiet period would end: stays on.
        monitor.observe(totalBytes: 40_000, at: 5)
        #expect(monitor.isShowing)
        // Quiet exactly when the pending stretch would have lasted long enough: stays off.
        var pending = ActivityDetector(threshold: 1000, minDuration: 2)
        pending.observe(totalBytes: 0, at: 0)
        pending.observe(totalBytes: 10_000, at: 1)
        #expect(pending.deadline(after: 1) == 3)
        pending.observe(totalBytes: 10_000, at: 3)
        #expect(!pending.isShowing)
        #expect(pending.deadline(after: 3) == nil)
    }

    @Test func counterResetsAndWrapsCountAsNoTraffic() {
        var monitor = ActivityDetector(threshold: 1000, minDuration: 0)
        monitor.observe(totalBytes: UInt64.max - 10, at: 0)
        monitor.observe(totalBytes: 5, at: 1)
        #expect(!monitor.isShowing)
        #expect(monitor.deadline(after: 1) == nil)
        // The new value is the new base.
        monitor.observe(totalBytes: 100_005, at: 2)
        #expect(monitor.isShowing)
        monitor.observe(totalBytes: 50, at: 3)
        #expect(monitor.isShowing)
        monitor.advance(to: 4)
        #expect(!monitor.isShowing)
    }

    @Test func unreadableCountersCountAsNoTraffic() {
        var monitor = ActivityDetector(threshold: 1000, minDuration: 0)
        monitor.observe(totalBytes: 0, at: 0)
        monitor.observe(totalBytes: 100_000, at: 1)
        #expect(monitor.isShowing)
        monitor.observe(totalBytes: nil, at: 2)
        #expect(monitor.isShowing)
        // Without a previous reading there is no rate, so no traffic.
        monitor.observe(totalBytes: 900_000, at: 3)
        #expect(!monitor.isShowing)
        monitor.observe(totalBytes: 1_000_000, at: 4)
        #expect(monitor.isShowing)
    }

    @Test func aSampleAtTheSameTimeChangesNothing() {
        var monitor = ActivityDetector(threshold: 1000, minDuration: 0)
        monitor.observe(totalBytes: 0, at: 0)
        monitor.observe(totalBytes: 100_000, at: 1)
        let before = monitor
        monitor.observe(totalBytes: 999_999, at: 1)
        #expect(monitor == before)
    }

    @Test func timeGoingBackwardsCountsAsNow() {
        var monitor = ActivityDetector(threshold: 1000, minDuration: 0)
        monitor.observe(totalBytes: 0, at: 10)
        monitor.observe(totalBytes: 100_000, at: 11)
        monitor.observe(totalBytes: 200_000, at: 5)
        #expect(monitor.isShowing)
        #expect(monitor.isShowing)
    }

    @Test func nonFiniteTimesAreIgnored() {
        var monitor = ActivityDetector()
        monitor.requestBegan(id: "a", at: 0)
        let before = monitor
        monitor.observe(totalBytes: 5, at: .nan)
        monitor.requestBegan(id: "b", at: .infinity)
        monitor.requestEnded(id: "a", at: -.infinity)
        monitor.advance(to: .nan)
        #expect(monitor == before)
    }

    @Test func aRequestShowsAfterTheMinimumDuration() {
        var monitor = ActivityDetector(threshold: 20_000, minDuration: 2)
        monitor.requestBegan(id: "sync", at: 10)
        #expect(!monitor.isShowing)
        #expect(monitor.deadline(after: 10) == 12)
        monitor.advance(to: 11.99)
        #expect(!monitor.isShowing)
        monitor.advance(to: 12)
        #expect(monitor.isShowing)
        monitor.requestEnded(id: "sync", at: 15)
        #expect(monitor.isShowing)
        #expect(monitor.deadline(after: 15) == 16)
        monitor.advance(to: 16)
        #expect(!monitor.isShowing)
        #expect(monitor.deadline(after: 16) == nil)
    }

    @Test func aShortRequestNeverShows() {
        var monitor = ActivityDetector(threshold: 20_000, minDuration: 2)
        monitor.requestBegan(id: "ping", at: 0)
        monitor.requestEnded(id: "ping", at: 1.5)
        #expect(monitor.deadline(after: 1.5) == nil)
        monitor.advance(to: 100)
        #expect(!monitor.isShowing)
    }

    @Test func aLeaseExpiresUnlessRenewed() {
        var monitor = ActivityDetector(threshold: 20_000, minDuration: 2)
        monitor.requestBegan(id: "upload", at: 0)
        monitor.advance(to: 2)
        #expect(monitor.isShowing)
        // Expires at 30, then one quiet second.
        #expect(monitor.deadline(after: 2) == 30 + ActivityDetector.quietPeriod)
        monitor.requestBegan(id: "upload", at: 20)
        #expect(monitor.deadline(after: 20) == 50 + ActivityDetector.quietPeriod)
        monitor.advance(to: 50.5)
        #expect(monitor.isShowing)
        monitor.advance(to: 51)
        #expect(!monitor.isShowing)
    }

    @Test func anExpiredLeaseIsCaughtUpOnAtTheNextInput() {
        var monitor = ActivityDetector(threshold: 20_000, minDuration: 2)
        monitor.requestBegan(id: "upload", at: 0)
        monitor.advance(to: 5)
        // Nothing happened between 5 and 100: the lease ran out at 30 and the strip went off at 31.
        monitor.requestEnded(id: "other", at: 100)
        #expect(!monitor.isShowing)
        #expect(monitor.deadline(after: 100) == nil)
    }

    @Test func endingAnUnknownRequestIsHarmless() {
        var monitor = ActivityDetector()
        monitor.requestEnded(id: "never-began", at: 1)
        #expect(monitor == { var m = ActivityDetector(); m.advance(to: 1); return m }())
    }

    @Test func requestsAndTrafficMakeOneStretch() {
        var monitor = ActivityDetector(threshold: 1000, minDuration: 2)
        monitor.requestBegan(id: "a", at: 0)
        monitor.observe(totalBytes: 0, at: 0.5)
        monitor.observe(totalBytes: 10_000, at: 1)
        monitor.requestEnded(id: "a", at: 1.5)
        #expect(monitor.deadline(after: 1.5) == 2)
        monitor.observe(totalBytes: 20_000, at: 2)
        #expect(monitor.isShowing)
        // Traffic keeps it on after the request ended; nothing changes without a sample.
        #expect(monitor.deadline(after: 2) == nil)
    }

    @Test func overlappingRequestsKeepItOnUntilTheLastEnds() {
        var monitor = ActivityDetector(threshold: 20_000, minDuration: 2)
        monitor.requestBegan(id: "a", at: 0)
        monitor.requestBegan(id: "b", at: 1)
        monitor.requestEnded(id: "a", at: 3)
        #expect(monitor.isShowing)
        #expect(monitor.deadline(after: 3) == 31 + ActivityDetector.quietPeriod)
        monitor.requestEnded(id: "b", at: 4)
        #expect(monitor.deadline(after: 4) == 5)
    }

    @Test func tooManyRequestsDropTheOneExpiringFirst() {
        var monitor = ActivityDetector(threshold: 20_000, minDuration: 2)
        monitor.requestBegan(id: "first", at: 0)
        for n in 0..<ActivityDetector.maxLeases { monitor.requestBegan(id: "n\(n)", at: 1) }
        for n in 0..<ActivityDetector.maxLeases { monitor.requestEnded(id: "n\(n)", at: 1.5) }
        // Had "first" survived, it would show at 2.
        #expect(monitor.deadline(after: 1.5) == nil)
    }

    @Test func everyInputReturnsWhetherItShows() {
        var monitor = ActivityDetector(threshold: 1000, minDuration: 0)
        var returned: [Bool] = []
        returned.append(monitor.requestBegan(id: "a", at: 0))
        returned.append(monitor.requestEnded(id: "a", at: 0.5))
        returned.append(monitor.advance(to: 2))
        returned.append(monitor.observe(totalBytes: 0, at: 3))
        returned.append(monitor.observe(totalBytes: 5000, at: 4))
        #expect(returned == [true, true, false, false, true])
    }

    @Test func zeroMinimumDurationShowsAtOnce() {
        var monitor = ActivityDetector(threshold: 20_000, minDuration: 0)
        monitor.requestBegan(id: "a", at: 3)
        #expect(monitor.isShowing)
    }

    @Test func takesTheDotfileSettings() {
        var config = ActivityOptions()
        config.threshold = 5000
        config.minDuration = 3.5
        let monitor = ActivityDetector(config: config)
        #expect(monitor.threshold == 5000)
        #expect(monitor.minDuration == 3.5)
        #expect(ActivityDetector() == ActivityDetector(config: ActivityOptions()))
    }
}
