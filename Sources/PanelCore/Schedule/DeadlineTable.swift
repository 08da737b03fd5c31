/// The loop's own timers, by name, each with its next due time. The loop waits until the
/// earliest of them (and of the strips' deadlines), then runs those that are due.
///
/// A value that makes no allocation once made: the loop asks it at every turn.
public struct DeadlineTable: Sendable, Equatable {
    /// The loop's timers, in the order they run when several are due at once.
    public enum Timer: Int, Sendable, CaseIterable {
        /// Check the fonts opened from the cache file against fontconfig.
        case fontCheck
        /// Give back the pages only start-up used, and again those rare work faulted back.
        case pageRelease
        /// Read the dotfile again, once its events settled.
        case reload
        /// Read the device state where no kernel event says it changed.
        case poll
        /// Read the microphone and the camera again: just after an open or close of their
        /// nodes, and while a capture device stays open (``PanelTiming/nextDeviceUseCheck(after:woken:deviceOpen:)``).
        case deviceUse
        /// Sample the network's byte counters for the activity indicator.
        case activitySample
        /// Draw the activity spinner's next frame.
        case spinner
    }

    /// Due times by ``Timer/rawValue``; infinity while a timer is not armed.
    private var due: [Double]

    /// A table with no timer armed.
    public init() { due = Array(repeating: .infinity, count: Timer.allCases.count) }

    /// When `timer` is due; nil while it is not armed.
    public subscript(_ timer: Timer) -> Double? {
        get { due[timer.rawValue].isFinite ? due[timer.rawValue] : nil }
        set { due[timer.rawValue] = newValue ?? .infinity }
    }

    /// Arms `timer` for `time` unless it is armed already (a burst of events keeps the first).
    public mutating func armIfIdle(_ timer: Timer, at time: Double) {
        if self[timer] == nil { self[timer] = time }
    }

    /// Arms `timer` for `time` unless it is armed already for earlier (a check soon after an
    /// event does not wait for a later one that was planned).
    public mutating func armNoLaterThan(_ timer: Timer, at time: Double) {
        if let armed = self[timer], armed <= time { return }
        self[timer] = time
    }

    /// Whether `timer` is due at `now`; a due timer is disarmed (its handler arms it again).
    public mutating func fire(_ timer: Timer, at now: Double) -> Bool {
        guard due[timer.rawValue] <= now else { return false }
        due[timer.rawValue] = .infinity
        return true
    }

    /// Whether `timer` is due at `now`, without disarming it.
    public func isDue(_ timer: Timer, at now: Double) -> Bool { due[timer.rawValue] <= now }

    /// The earliest due time of the table and of `other` (the strips' own deadline); nil when
    /// nothing is armed.
    public func earliest(and other: Double? = nil) -> Double? {
        var soonest = other ?? .infinity
        for time in due where time < soonest { soonest = time }
        return soonest.isFinite ? soonest : nil
    }

    /// The epoll timeout in milliseconds until `earliest(and: other)`, rounded up so the loop
    /// never wakes just before a deadline; -1 (wait for an event) when nothing is armed.
    public func timeoutMilliseconds(now: Double, and other: Double? = nil) -> Int32 {
        guard let soonest = earliest(and: other) else { return -1 }
        let ms = (soonest - now) * 1000
        return Int32(max(0, min(Double(Int32.max), ms.rounded(.up))))
    }
}
