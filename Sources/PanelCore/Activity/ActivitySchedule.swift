/// When the shell next looks at its ``ActivityDetector`` (``ActivityDetector/nextCheck(after:sampling:)``
/// asks with the monitor's own step and deadline): a sample one step on while the strip shows the
/// activity item, or sooner a request's `min_duration` or lease, or the end of a pending or quiet
/// stretch.
public enum ActivitySchedule {
    /// The wait before following a deadline already due. ``ActivityDetector/deadline(after:)``
    /// answers `now` for a deadline already due, and a look that changes nothing would answer it
    /// again: without a floor the loop would spin with zero timeouts. A deadline still ahead is
    /// followed exactly (the loop's poll rounds its timeout up to the millisecond), so the
    /// indicator's bounds hold to the deadline.
    public static let minimumWait = 0.05

    /// The next look after `now`; nil when there is nothing to look for (no sampling, `sampleStep`
    /// nil, and no deadline).
    public static func nextLook(after now: Double, sampleStep: Double?, deadline: Double?) -> Double? {
        var next = sampleStep.map { now + $0 }
        if let deadline { next = min(next ?? .infinity, deadline > now ? deadline : now + minimumWait) }
        return next
    }

    /// How far ahead a sample may be due for the minute's wake-up to take it early.
    public static let minuteSlack = 0.05

    /// Whether the minute's wake-up at `now` takes the sample due at `nextSample`, sparing a
    /// wake-up: only when it is due within ``minuteSlack``. Taking it any earlier would make a
    /// short gap, whose rate reads a start of traffic as quiet and then counts as the background
    /// of the next gap: the indicator could come on seconds late or not at all.
    public static func minuteTakesSample(at now: Double, nextSample: Double?) -> Bool {
        guard let nextSample else { return false }
        return nextSample - now <= minuteSlack
    }
}
