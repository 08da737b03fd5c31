/// When the items read on their own interval (``ItemWakeUp/interval``: the CPU, the memory, the
/// disks, the temperature) are read, so that readings falling due together share one wake-up,
/// and share the activity sample's when it comes near.
///
/// Each item is due one interval after its last reading. A wake-up at `now` (the items' own
/// timer, the activity sample, the minute) reads every item due by `now` + ``lead``; the items'
/// own timer is not armed while the activity sample is armed for no later than the first due
/// + ``lag``, as that sample reads them. So items settle into the sample's rhythm, and the
/// loop wakes for them only when the activity item is not shown or samples slowly.
public struct IntervalReads: Sendable, Equatable {
    /// How long before it is due an item is read with another wake-up.
    public static let lead = 0.5
    /// How long after it is due an item may wait for the activity sample.
    public static let lag = 0.5

    /// Each item's interval and when it is next due, in the table's order.
    public private(set) var entries: [Entry]

    /// One item read on its interval.
    public struct Entry: Sendable, Equatable {
        public let item: ItemName
        public let interval: Double
        public var due: Double
    }

    /// The items of `intervals` (``ItemTable/intervals(for:)``), each due at `now`.
    public init(_ intervals: [(item: ItemName, seconds: Double)], at now: Double) {
        entries = intervals.map { Entry(item: $0.item, interval: $0.seconds, due: now) }
    }

    /// Follows a new dotfile at `now`: items kept stay due when they were, but no later than one
    /// new interval from now; new items are due now; items gone are dropped.
    public mutating func follow(_ intervals: [(item: ItemName, seconds: Double)], at now: Double) {
        let old = entries
        entries = intervals.map { pair in
            let due = old.first { $0.item == pair.item }.map { min($0.due, now + pair.seconds) } ?? now
            return Entry(item: pair.item, interval: pair.seconds, due: due)
        }
    }

    /// The items due by `now` + ``lead``, in the table's order; each is next due one interval
    /// from `now`.
    public mutating func take(at now: Double) -> [ItemName] {
        var taken: [ItemName] = []
        for i in entries.indices where entries[i].due <= now + Self.lead {
            taken.append(entries[i].item)
            entries[i].due = now + entries[i].interval
        }
        return taken
    }

    /// The earliest due time; `nil` without items.
    public var nextDue: Double? { entries.map(\.due).min() }

    /// When the items' own timer fires, given when the activity sample is armed (`nil`: not
    /// armed): `nil` when that sample comes no later than ``lag`` after the first item falls due,
    /// as it reads the items itself, else the first due time.
    public func timer(activitySample: Double?) -> Double? {
        guard let next = nextDue else { return nil }
        if let sample = activitySample, sample <= next + Self.lag { return nil }
        return next
    }
}
