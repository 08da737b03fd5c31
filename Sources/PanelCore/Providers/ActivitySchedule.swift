/// When the shell next looks at its ``ActivityMonitor``: traffic is sampled every
/// ``ActivityMonitor/sampleInterval`` while the strip shows the activity item, and a request's
/// `min_duration` or lease may end sooner.
public enum ActivitySchedule {
    /// The shortest wait before following a deadline. ``ActivityMonitor/nextDeadline(after:)``
    /// answers `now` for a deadline already due, and a look that changes nothing would answer it
    /// again: without a floor the loop would spin with zero timeouts.
    public static let minimumWait = 0.05

    /// The next look after `now`; nil when there is nothing to look for (no activity item and
    /// no deadline).
    public static func nextLook(after now: Double, samplesTraffic: Bool, deadline: Double?) -> Double? {
        var next = samplesTraffic ? now + ActivityMonitor.sampleInterval : nil
        if let deadline { next = min(next ?? .infinity, max(deadline, now + minimumWait)) }
        return next
    }
}
