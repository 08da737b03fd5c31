/// One read at a time of something an app says changed (an item's properties after a `New…`
/// signal, an open menu after `LayoutUpdated`): asks during a read make one more read after it,
/// however many there were, so a flood of signals costs one read at a time. A first read that
/// goes unanswered is tried again, up to ``PanelLimits/itemFirstReadAttempts`` in all.
public struct CoalescedRead: Sendable, Equatable {
    /// A read is under way.
    public private(set) var reading = false
    /// An ask came during the read: another follows it.
    public private(set) var stale = false
    /// Whether a read ever succeeded.
    public private(set) var done = false
    /// The first reads that went unanswered.
    public private(set) var unanswered = 0

    /// Nothing read yet.
    public init() {}

    /// Something changed: true when a read starts now (else one follows the read under way).
    public mutating func ask() -> Bool {
        if reading {
            stale = true
            return false
        }
        reading = true
        return true
    }

    /// The read under way succeeded (`answered`) or went unanswered: true when another read
    /// starts now (an ask came meanwhile, or a first read is tried again).
    public mutating func finished(answered: Bool) -> Bool {
        reading = false
        if answered {
            done = true
        } else if !done, unanswered + 1 < PanelLimits.itemFirstReadAttempts {
            unanswered += 1
            stale = true
        }
        guard stale else { return false }
        stale = false
        reading = true
        return true
    }
}
