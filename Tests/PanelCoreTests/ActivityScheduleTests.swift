import Testing
@testable import PanelCore

/// The sampling schedule of ``ActivityDetector/nextCheck(after:sampling:)``, driven as the shell
/// drives it: a sample whenever it says, of a counter that grows with traffic of a known shape.
@Suite struct ActivityScheduleTests {
    static let threshold = 20_000.0
    static let minDuration = 2.0
    /// Background bytes a second on an idle network (ARP, neighbour discovery, a time server).
    static let noise = 300.0

    /// Traffic of `rate` bytes a second from `start` to `end`, over the background noise.
    struct Traffic {
        var start: Double
        var end: Double
        var rate: Double

        func counter(at t: Double) -> UInt64 {
            let busy = max(0, min(t, end) - start)
            return 5_000_000 + UInt64(ActivityScheduleTests.noise * t + rate * busy)
        }
    }

    struct Run {
        var onAt: [Double] = []
        var offAt: [Double] = []
        var samples: [Double] = []
    }

    /// Samples from time 0 to `until` at the times the monitor asks for, and, with `minute`, at
    /// the minute's wake-up as well when ``ActivitySchedule/minuteTakesSample(at:nextSample:)``
    /// says so (the shell's wall-clock timer wakes at `minute`, `minute + 60`, ...); the steps go
    /// on from it.
    static func drive(_ traffic: Traffic, until: Double, minDuration: Double = minDuration, minute: Double? = nil) -> Run {
        var monitor = ActivityDetector(threshold: threshold, minDuration: minDuration)
        var run = Run()
        var t = 0.0
        var nextMinute = minute
        while t <= until {
            let before = monitor.isShowing
            let after = monitor.observe(totalBytes: traffic.counter(at: t), at: t)
            run.samples.append(t)
            if after != before { after ? run.onAt.append(t) : run.offAt.append(t) }
            guard let next = monitor.nextCheck(after: t, sampling: true) else { Issue.record("no next sample"); break }
            while let m = nextMinute, m <= t { nextMinute = m + 60 }
            if let m = nextMinute, m < next, ActivitySchedule.minuteTakesSample(at: m, nextSample: next) { t = m } else { t = next }
        }
        return run
    }

    @Test func aQuietNetworkIsSampledEveryTwoSecondsAndAHalf() {
        let run = Self.drive(Traffic(start: 1000, end: 1000, rate: 0), until: 60)
        #expect(run.samples.count == 25, "0, 2.45, ..., 58.8")
        #expect(run.onAt.isEmpty)
    }

    /// Every phase of the traffic's start against the samples (20 ms apart over the 2.45 s idle step),
    /// at rates just above the threshold to far above it: on at most min_duration + 1 s after it
    /// begins, off at most the quiet period + 1 s after it ends, once each.
    @Test(arguments: [1.05, 1.5, 3.0, 100.0])
    func sustainedTrafficShowsAndEndsInTime(timesThreshold: Double) {
        for step in 0..<123 {
            let start = 10 + Double(step) * 0.02
            let traffic = Traffic(start: start, end: start + 20, rate: Self.threshold * timesThreshold)
            let run = Self.drive(traffic, until: 40)
            let phase = "rate \(timesThreshold)x, traffic from \(start) to \(traffic.end)"
            #expect(run.onAt.count == 1 && run.offAt.count == 1, "\(phase): on \(run.onAt), off \(run.offAt)")
            guard let on = run.onAt.first, let off = run.offAt.first else { continue }
            #expect(on <= start + Self.minDuration + 1 + 1e-9, "\(phase): on at \(on)")
            // Never before min_duration of traffic, less the little the background bytes of the
            // gaps before move the estimated start: the sample after a long gap measures the rate.
            #expect(on >= start + Self.minDuration - 0.1, "\(phase): on at \(on), too soon")
            #expect(off <= traffic.end + ActivityDetector.quietPeriod + 1 + 1e-9, "\(phase): off at \(off)")
            #expect(off > traffic.end, "\(phase): off at \(off) while the traffic went on")
        }
    }

    /// The minute's wake-up takes a sample too, at whatever gap from the last one, falling anywhere
    /// in the idle step before the traffic, in the pending stretch, or around the traffic's end.
    /// Wherever it falls, the indicator goes on at most once, never before min_duration, and off in
    /// time after the traffic ends.
    ///
    /// The minute takes the sample only when it is due within ``ActivitySchedule/minuteSlack``:
    /// before that rule it took any sample, and a short gap could delay the indicator past
    /// min_duration + 1 s or keep it off (at 1.05× from 12.3 s with the minute at 12.8 s, 20 s of
    /// traffic above the threshold never showed).
    @Test(arguments: [1.05, 1.5, 3.0, 100.0])
    func sustainedTrafficWithTheMinutesSample(timesThreshold: Double) {
        let offsets = stride(from: -2.5, through: 3.5, by: 0.1).map { $0 } + stride(from: 19.5, through: 22.5, by: 0.1).map { $0 }
        var late: [String] = []
        for step in 0..<49 {
            let start = 10 + Double(step) * 0.05
            let traffic = Traffic(start: start, end: start + 20, rate: Self.threshold * timesThreshold)
            for offset in offsets {
                let run = Self.drive(traffic, until: 40, minute: start + offset)
                let phase = "rate \(timesThreshold)x, traffic from \(start) to \(traffic.end), minute at \(start + offset)"
                #expect(run.onAt.count <= 1 && run.offAt.count == run.onAt.count, "\(phase): on \(run.onAt), off \(run.offAt)")
                if let on = run.onAt.first {
                    #expect(on >= start + Self.minDuration - 0.1, "\(phase): on at \(on), too soon")
                }
                if let off = run.offAt.first {
                    #expect(off > traffic.end && off <= traffic.end + ActivityDetector.quietPeriod + 1 + 1e-9, "\(phase): off at \(off)")
                }
                if (run.onAt.first ?? .infinity) > start + Self.minDuration + 1 + 1e-9 { late.append("\(phase): on \(run.onAt)") }
            }
        }
        #expect(late.isEmpty, "\(late.count) runs on late or never, such as \(late.prefix(3))")
    }

    /// A quiet network keeps its 2.45 s steps whatever the minute does: the minute takes no
    /// sample due more than ``ActivitySchedule/minuteSlack`` after it.
    @Test func theMinuteLeavesASampleDueLaterAlone() {
        let run = Self.drive(Traffic(start: 1000, end: 1000, rate: 0), until: 200, minute: 0.7)
        for (index, sample) in run.samples.enumerated() {
            #expect(abs(sample - Double(index) * ActivityDetector.idleSampleInterval) < 1e-9, "sample \(index) at \(sample)")
        }
        #expect(run.onAt.isEmpty)
    }

    /// A sample due just after the minute's wake-up is taken by it, a wake-up spared, and the
    /// steps go on from there.
    @Test func theMinuteTakesASampleDueWithinTheSlack() {
        let minute = ActivityDetector.idleSampleInterval - ActivitySchedule.minuteSlack / 2
        let run = Self.drive(Traffic(start: 1000, end: 1000, rate: 0), until: 10, minute: minute)
        #expect(run.samples.count > 2)
        #expect(run.samples[1] == minute, "the minute's own sample: \(run.samples)")
        #expect(abs(run.samples[2] - (minute + ActivityDetector.idleSampleInterval)) < 1e-9, "one idle step after it: \(run.samples)")
        #expect(!ActivitySchedule.minuteTakesSample(at: 10, nextSample: 10 + ActivitySchedule.minuteSlack + 0.01))
        #expect(!ActivitySchedule.minuteTakesSample(at: 10, nextSample: nil))
    }

    /// A burst of half a second never shows, with the minute's sample anywhere around it (a short
    /// gap can measure the burst's own rate).
    @Test(arguments: [2.0, 10.0, 1000.0])
    func aHalfSecondBurstNeverShowsWithTheMinutesSample(timesThreshold: Double) {
        for step in 0..<49 {
            let start = 10 + Double(step) * 0.05
            for offset in stride(from: -1.0, through: 1.5, by: 0.05) {
                let run = Self.drive(Traffic(start: start, end: start + 0.5, rate: Self.threshold * timesThreshold), until: 20,
                                     minute: start + offset)
                #expect(run.onAt.isEmpty, "\(timesThreshold)x from \(start), minute at \(start + offset): on at \(run.onAt)")
            }
        }
    }

    /// Other minimum durations. Up to a second the idle step is min_duration + 1 s (shorter than 2 s
    /// below a second), and
    /// the indicator cannot show before a sample has seen the traffic: one idle step after it has
    /// moved a second's worth of the threshold, which takes threshold / rate seconds.
    @Test func theBoundsHoldForOtherMinimumDurations() {
        let rate = Self.threshold * 4
        for minDuration in [0.0, 0.5, 1, 1.5, 2, 3.3, 10] {
            let slack = minDuration <= 1 ? Self.threshold / rate : 0
            for step in 0..<50 {
                let start = 10 + Double(step) * 0.05
                let run = Self.drive(Traffic(start: start, end: start + 30, rate: rate), until: 60, minDuration: minDuration)
                #expect(run.onAt.count == 1, "min_duration \(minDuration), from \(start): on \(run.onAt)")
                guard let on = run.onAt.first else { continue }
                #expect(on <= start + minDuration + 1 + slack + 1e-9, "min_duration \(minDuration), from \(start): on at \(on)")
            }
        }
    }

    /// A burst of half a second, however fast and wherever it falls against the samples, is
    /// no operation "longer than a couple of seconds": the indicator never shows.
    @Test(arguments: [2.0, 10.0, 1000.0])
    func aHalfSecondBurstNeverShows(timesThreshold: Double) {
        for step in 0..<123 {
            let start = 10 + Double(step) * 0.02
            let run = Self.drive(Traffic(start: start, end: start + 0.5, rate: Self.threshold * timesThreshold), until: 20)
            #expect(run.onAt.isEmpty, "\(timesThreshold)x from \(start): on at \(run.onAt)")
        }
    }

    /// Traffic that begins late in an idle step moves too few bytes to count as busy there; a
    /// quiet gap that still carried more than a quarter of a second's worth of the threshold over
    /// the gap before is followed half a second on, and one that carried less waits the whole step.
    @Test func aStirringGapIsFollowedAtOnce() {
        var monitor = ActivityDetector(threshold: 20_000, minDuration: 2)
        monitor.observe(totalBytes: 0, at: 0)
        monitor.observe(totalBytes: 4_000, at: 2.45)
        #expect(monitor.nextCheck(after: 2.45, sampling: true) == 2.45 + ActivityDetector.idleSampleInterval)
        // 4 kB again: steady, however much.
        monitor.observe(totalBytes: 8_000, at: 4.9)
        #expect(monitor.nextCheck(after: 4.9, sampling: true) == 4.9 + ActivityDetector.idleSampleInterval)
        // 10 kB: 6 kB more than before.
        monitor.observe(totalBytes: 18_000, at: 7.35)
        #expect(monitor.nextCheck(after: 7.35, sampling: true) == 7.85)
        // The follow-up finds it busy (40 kB/s) and counts it from then, less the time the stirring
        // gap's 10 kB took at that rate: 7.85 - 0.25.
        monitor.observe(totalBytes: 38_000, at: 7.85)
        #expect(abs((monitor.nextCheck(after: 7.85, sampling: false) ?? 0) - (7.6 + 2)) < 1e-9)
        // A quiet follow-up goes back to the idle step.
        var quiet = ActivityDetector(threshold: 20_000, minDuration: 2)
        quiet.observe(totalBytes: 0, at: 0)
        quiet.observe(totalBytes: 6_000, at: 2.45)
        quiet.observe(totalBytes: 6_100, at: 2.95)
        #expect(quiet.nextCheck(after: 2.95, sampling: true) == 2.95 + ActivityDetector.idleSampleInterval)
    }

    /// Fast traffic that began just before a sample after a long gap: the estimated start, a second
    /// after the gap began, is moved to where the next sample's rate puts it.
    @Test func theRateAfterALongGapMovesTheStartLater() {
        var monitor = ActivityDetector(threshold: 20_000, minDuration: 2)
        monitor.observe(totalBytes: 0, at: 0)
        monitor.observe(totalBytes: 100_000, at: 2.45)  // busy: from 1 s into the gap at the latest
        #expect(monitor.nextCheck(after: 2.45, sampling: false) == 3)
        monitor.observe(totalBytes: 600_000, at: 2.95)  // 1 MB/s: it began 0.1 s before 2.45
        #expect(monitor.nextCheck(after: 2.95, sampling: false) == 2.35 + 2)
    }

    /// Steady traffic under the threshold (with the background bytes) fills a long idle gap with more than a second's worth
    /// of it: that is no stretch, and the indicator never shows, at any rate up to the threshold.
    @Test(arguments: [0.3, 0.45, 0.6, 0.9, 0.97])
    func steadyTrafficUnderTheThresholdNeverShows(timesThreshold: Double) {
        for step in 0..<25 {
            let start = 10 + Double(step) * 0.1
            let run = Self.drive(Traffic(start: start, end: 1000, rate: Self.threshold * timesThreshold), until: 120)
            #expect(run.onAt.isEmpty, "\(timesThreshold)x from \(start): on at \(run.onAt)")
            // Once steady, the idle step: no follow-ups.
            let late = run.samples.filter { $0 > 60 }
            #expect(late.count <= Int(60 / ActivityDetector.idleSampleInterval) + 1, "\(timesThreshold)x: \(late.count) samples in the last minute")
        }
    }

    @Test func theStepFollowsTheState() {
        var monitor = ActivityDetector(threshold: 1000, minDuration: 2)
        #expect(monitor.nextCheck(after: 0, sampling: false) == nil)
        #expect(monitor.nextCheck(after: 0, sampling: true) == ActivityDetector.idleSampleInterval)
        monitor.observe(totalBytes: 0, at: 0)
        monitor.observe(totalBytes: 0, at: 2)
        #expect(monitor.nextCheck(after: 2, sampling: true) == 2 + ActivityDetector.idleSampleInterval)
        // Busy: pending, confirmed every half second.
        monitor.observe(totalBytes: 10_000, at: 4)
        #expect(!monitor.isShowing)
        #expect(monitor.nextCheck(after: 4, sampling: true) == 4.5)
        // Without sampling only the pending deadline (counted from a second after the gap began: 3).
        #expect(monitor.nextCheck(after: 4, sampling: false) == 5)
        monitor.observe(totalBytes: 20_000, at: 5)
        #expect(monitor.isShowing)
        #expect(monitor.nextCheck(after: 5, sampling: true) == 5.5)
        // Quiet: the deadline a second on, but the half-second samples come first.
        monitor.observe(totalBytes: 20_000, at: 5.5)
        #expect(monitor.nextCheck(after: 5.5, sampling: true) == 6)
        #expect(monitor.nextCheck(after: 5.5, sampling: false) == 6.5)
        monitor.observe(totalBytes: 20_000, at: 6.5)
        #expect(!monitor.isShowing)
        #expect(monitor.nextCheck(after: 6.5, sampling: true) == 6.5 + ActivityDetector.idleSampleInterval)
    }

    @Test func aDeadlineDueNowWaitsTheMinimum() {
        var monitor = ActivityDetector(threshold: 1000, minDuration: 2)
        monitor.requestBegan(id: "a", at: 0)
        #expect(monitor.nextCheck(after: 1.99, sampling: false) == 2)
        #expect(monitor.nextCheck(after: 2.5, sampling: false) == 2.5 + ActivitySchedule.minimumWait)
    }

    @Test func requestsNeedNoSampling() {
        var monitor = ActivityDetector(threshold: 1000, minDuration: 1)
        monitor.requestBegan(id: "a", at: 0)
        var t = 0.0
        while let next = monitor.nextCheck(after: t, sampling: false), next < 100 {
            t = next
            monitor.advance(to: t)
            if t == 1 { #expect(monitor.isShowing) }
        }
        // Shown at 1; the lease ran out at 30 and the quiet second after it.
        #expect(t == ActivityLease.duration + ActivityDetector.quietPeriod)
        #expect(!monitor.isShowing)
    }

    /// Bad readings on an idle network: a reset, a wrap, an unreadable counter. None shows
    /// the indicator, and the idle step stays.
    @Test func badReadingsOnAQuietNetworkShowNothing() {
        var monitor = ActivityDetector(threshold: 20_000, minDuration: 2)
        // Wraps, resets, unreadable, unreadable twice, and noise between.
        let readings: [UInt64?] = [UInt64.max - 100, 500, 1_100, 5, nil, 700, 1_300, nil, nil, 1_900, 2_500]
        var t = 0.0
        for reading in readings {
            let showing = monitor.observe(totalBytes: reading, at: t)
            #expect(!showing, "at \(t)")
            #expect(monitor.nextCheck(after: t, sampling: true) == t + ActivityDetector.idleSampleInterval)
            t += ActivityDetector.idleSampleInterval
        }
    }

    /// A reset during traffic that is showing does not switch the indicator off and on again.
    @Test func aResetWhileShowingDoesNotBlink() {
        var monitor = ActivityDetector(threshold: 1000, minDuration: 1)
        var bytes: UInt64 = 0
        var changes = 0
        var t = 0.0
        var last = false
        while t < 20 {
            bytes = t == 8 ? 3 : bytes + 5_000
            if monitor.observe(totalBytes: bytes, at: t) != last { changes += 1; last.toggle() }
            t = monitor.nextCheck(after: t, sampling: true) ?? 100
        }
        #expect(changes == 1)
        #expect(monitor.isShowing)
    }

    // MARK: ActivitySchedule, the pure rule under nextCheck

    @Test func trafficIsSampledOneStepOn() {
        #expect(ActivitySchedule.nextLook(after: 100, sampleStep: 2, deadline: nil) == 102)
        #expect(ActivitySchedule.nextLook(after: 100, sampleStep: nil, deadline: nil) == nil)
    }

    @Test func aSoonerDeadlineIsFollowed() {
        #expect(ActivitySchedule.nextLook(after: 100, sampleStep: 2, deadline: 100.4) == 100.4)
        #expect(ActivitySchedule.nextLook(after: 100, sampleStep: nil, deadline: 130) == 130)
        #expect(ActivitySchedule.nextLook(after: 100, sampleStep: 2, deadline: 130) == 102)
    }

    /// A deadline due already waits the minimum, so the loop cannot spin; one still ahead, however
    /// near, is followed exactly (the indicator's bounds hold to it).
    @Test func aDeadlineDueAlreadyWaitsTheMinimumSoTheLoopCannotSpin() {
        #expect(ActivitySchedule.nextLook(after: 100, sampleStep: nil, deadline: 100) == 100 + ActivitySchedule.minimumWait)
        #expect(ActivitySchedule.nextLook(after: 100, sampleStep: 2, deadline: 99) == 100 + ActivitySchedule.minimumWait)
        #expect(ActivitySchedule.nextLook(after: 100, sampleStep: nil, deadline: 100.01) == 100.01)
    }
}
