import Testing
import PanelCore

/// The lease of a program's activity request, and the renewal of `statuspanel activity`, which
/// derives from it (the command line's help and the manual state both numbers).
@Suite struct ActivityLeaseTests {
    /// Never renewed, a request keeps the indicator on for one lease after its `begin` and no
    /// longer: a program that died mid-operation lets it go by itself.
    @Test func anUnrenewedRequestLapsesAfterOneLease() {
        var monitor = ActivityDetector(threshold: 1000, minDuration: 1)
        monitor.requestBegan(id: "dead", at: 0)
        var changes: [Double] = []
        var t = 0.0
        while let next = monitor.nextCheck(after: t, sampling: false), next < 1000 {
            let showing = monitor.isShowing
            t = next
            monitor.advance(to: t)
            if monitor.isShowing != showing { changes.append(t) }
        }
        #expect(changes == [1, ActivityLease.duration + ActivityDetector.quietPeriod])
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
