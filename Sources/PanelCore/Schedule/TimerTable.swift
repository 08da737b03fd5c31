/// Every timer of the panel, by ``TimerKey``, each with its next due time: the one scheduler.
/// The loop waits until the earliest entry (``timeoutMilliseconds(now:)``), then fires what is
/// due (``collectDue(at:)`` and ``nextDue()``); the owners arm and cancel their entries, and keep
/// no deadline of their own.
///
/// Times are the caller's clock (the shell's monotonic seconds; tests give their own). The loop
/// asks it at every turn, so once its entries exist it makes no allocation: a disarmed entry
/// keeps its place for the next arming, and the list of due keys reuses its storage.
public struct TimerTable: Sendable {
    private struct Entry: Sendable {
        var key: TimerKey
        /// Infinity while the timer is not armed.
        var due: Double
    }

    /// In the order the keys were first armed; a strip's entries leave with the strip.
    private var entries: [Entry] = []
    /// The keys ``collectDue(at:)`` found due, earliest first, and how many ``nextDue()`` gave.
    private var due: [(key: TimerKey, at: Double)] = []
    private var dueGiven = 0
    private var dueAt = -Double.infinity

    /// A table with no timer armed, with room for `capacity` entries before it grows.
    public init(capacity: Int = 32) {
        entries.reserveCapacity(capacity)
        due.reserveCapacity(capacity)
    }

    private func index(of key: TimerKey) -> Int? { entries.firstIndex { $0.key == key } }

    /// When `key` is due; nil while it is not armed. Setting nil disarms it.
    public subscript(_ key: TimerKey) -> Double? {
        get { index(of: key).flatMap { entries[$0].due.isFinite ? entries[$0].due : nil } }
        set {
            let due = newValue ?? .infinity
            if let index = index(of: key) { entries[index].due = due } else if due.isFinite { entries.append(Entry(key: key, due: due)) }
        }
    }

    /// Arms `key` for `time` unless it is armed already (a burst of events keeps the first).
    public mutating func armIfIdle(_ key: TimerKey, at time: Double) {
        if self[key] == nil { self[key] = time }
    }

    /// Arms `key` for `time` unless it is armed already for earlier (a check soon after an
    /// event does not wait for a later one that was planned).
    public mutating func armNoLaterThan(_ key: TimerKey, at time: Double) {
        if let armed = self[key], armed <= time { return }
        self[key] = time
    }

    /// Removes every entry of `strip` (it was destroyed).
    public mutating func cancel(strip: StripID) {
        entries.removeAll { $0.key.strip == strip }
    }

    /// Removes the entry of the script item `name` (it left the dotfile).
    public mutating func cancel(script name: String) {
        entries.removeAll { $0.key.script == name }
    }

    /// Whether `key` is due at `now`; a due timer is disarmed (its owner arms it again).
    public mutating func fire(_ key: TimerKey, at now: Double) -> Bool {
        guard let index = index(of: key), entries[index].due <= now else { return false }
        entries[index].due = .infinity
        return true
    }

    /// Whether `key` is due at `now`, without disarming it.
    public func isDue(_ key: TimerKey, at now: Double) -> Bool { (self[key] ?? .infinity) <= now }

    /// The earliest due time; nil when nothing is armed.
    public func earliest() -> Double? {
        var soonest = Double.infinity
        for entry in entries where entry.due < soonest { soonest = entry.due }
        return soonest.isFinite ? soonest : nil
    }

    /// The epoll timeout in milliseconds until ``earliest()``, rounded up so the loop never
    /// wakes just before a deadline; -1 (wait for an event) when nothing is armed.
    public func timeoutMilliseconds(now: Double) -> Int32 {
        guard let soonest = earliest() else { return -1 }
        let ms = (soonest - now) * 1000
        return Int32(max(0, min(Double(Int32.max), ms.rounded(.up))))
    }

    /// Notes the timers due at `now`, earliest first (in the order they were first armed when
    /// due at the same time), for ``nextDue()``.
    public mutating func collectDue(at now: Double) {
        due.removeAll(keepingCapacity: true)
        dueGiven = 0
        dueAt = now
        for entry in entries where entry.due <= now {
            var place = due.count
            while place > 0, due[place - 1].at > entry.due { place -= 1 }
            due.insert((entry.key, entry.due), at: place)
        }
    }

    /// The next timer ``collectDue(at:)`` noted that is still due then, disarmed; nil when none
    /// is left. A timer that what fired before it re-armed for later, or cancelled, is passed
    /// over; one armed again for a time already past fires at the next turn, not twice in this one.
    public mutating func nextDue() -> TimerKey? {
        while dueGiven < due.count {
            let key = due[dueGiven].key
            dueGiven += 1
            if fire(key, at: dueAt) { return key }
        }
        return nil
    }
}
