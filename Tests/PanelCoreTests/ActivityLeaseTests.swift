import Testing
import PanelCore

/// The lease of a program's activity request, and the renewal of `statuspanel activity`, which
/// derives from it (the command line's help and the manual state both numbers).
@Suite struct ActivityLeaseTests {
    @Test func theLeaseIsThirtySecondsRenewedEveryTen() {
        #expect(ActivityLease.duration == 30)
        #expect(ActivityLease.renewalInterval == 10)
        #expect(ActivityLease.renewalInterval * 3 == ActivityLease.duration, "three renewals within one lease")
    }

    /// Renewed every interval, with one renewal lost (a message to a busy panel) and the next a
    /// second late, the indicator stays on from min_duration to a lease after the last renewal,
    /// then goes off after the quiet period.
    @Test func renewalsKeepTheIndicatorOnThroughALostOne() {
        let step = ActivityLease.renewalInterval
        var renewals = [0, step, 2 * step, /* 3 · step lost */ 4 * step + 1, 5 * step, 6 * step][...]
        var monitor = ActivityDetector(threshold: 1000, minDuration: 1)
        var changes: [Double] = []
        var t = 0.0
        // As the shell drives it: a renewal when one arrives, else a look when the monitor asks.
        while let next = [renewals.first, monitor.nextCheck(after: t, sampling: false)].compactMap({ $0 }).min() {
            let showing = monitor.isShowing
            t = next
            if renewals.first == t {
                renewals.removeFirst()
                monitor.requestBegan(id: "sync", at: t)
            } else {
                monitor.advance(to: t)
            }
            if monitor.isShowing != showing { changes.append(t) }
        }
        #expect(changes == [1, 6 * step + ActivityLease.duration + ActivityDetector.quietPeriod])
    }
}
