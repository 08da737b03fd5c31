/// A program's request for the activity indicator (`statuspanel msg activity begin`) is a lease:
/// it lapses ``duration`` seconds after its last `begin` unless ended sooner, so a program that
/// dies mid-operation cannot pin the indicator on (``ActivityDetector`` keeps the leases).
///
/// `statuspanel activity -- COMMAND` renews its lease every ``renewalInterval``: three renewals
/// fall within one lease, so a renewal delayed by a loaded machine, or a whole one lost, still
/// comes before the lease lapses.
public enum ActivityLease {
    /// Seconds a request stays live after its last `begin`.
    public static let duration = 30.0
    /// Seconds between the renewals of `statuspanel activity`: a third of ``duration``.
    public static let renewalInterval = duration / 3
}
