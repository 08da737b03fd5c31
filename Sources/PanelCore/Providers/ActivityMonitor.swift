/// Decides when the network activity indicator shows, from byte counters and from requests
/// by programs (`statuspanel msg activity begin|end`), on an injected monotonic clock.
///
/// States:
/// - idle: nothing active; hidden.
/// - pending: activity began at `activeSince`; hidden until it has lasted `minDuration`.
/// - showing: the indicator is on while activity goes on.
/// - quieting: showing, but activity stopped at `quietSince`; off after ``quietPeriod``
///   unless activity resumes first (then showing again at once).
///
/// Activity is traffic above `threshold` bytes a second, or at least one live request.
/// Traffic is judged at samples: the rate between two samples holds until the next one.
/// A request is a lease that ends with `activity end`, or expires ``leaseDuration`` after
/// its last `begin`, so a program that dies mid-operation cannot pin the indicator on.
///
/// All times are seconds on one monotonic clock. Input at a time wins over a deadline at the
/// same time: a busy sample arriving exactly when the quiet period ends keeps the indicator on.
public struct ActivityMonitor: Sendable, Equatable {
    /// Seconds below the threshold, with no live request, before the indicator goes off.
    public static let quietPeriod = 1.0
    /// Seconds a request stays live after its last `begin` unless ended sooner.
    public static let leaseDuration = 30.0
    /// The sampling interval the shell should use for `proc/net/dev`.
    public static let sampleInterval = 1.0
    /// The most requests tracked at once; a further `begin` drops the one expiring first.
    public static let maxLeases = 64

    /// Bytes a second (received plus sent) that count as traffic; the rate must exceed it.
    public var threshold: Double
    /// Seconds activity must last before the indicator shows.
    public var minDuration: Double

    /// Whether the indicator shows.
    public private(set) var isShowing = false

    private struct Sample: Sendable, Equatable {
        var bytes: UInt64
        var time: Double
    }

    private var lastSample: Sample?
    private var trafficBusy = false
    /// Request id → expiry time.
    private var leases: [String: Double] = [:]
    /// When the current unbroken stretch of activity began; `nil` while inactive.
    private var activeSince: Double?
    /// When activity stopped while showing; `nil` unless quieting.
    private var quietSince: Double?
    /// The time the machine has been brought up to; input earlier than this counts as now.
    private var clock = -Double.infinity

    /// Creates a monitor; `threshold` in bytes a second, `minDuration` in seconds.
    public init(threshold: Double = Double(PanelConfig.Activity().threshold),
                minDuration: Double = PanelConfig.Activity().minDuration) {
        self.threshold = threshold
        self.minDuration = minDuration
    }

    /// Creates a monitor from the dotfile's `[activity]` section.
    public init(config: PanelConfig.Activity) {
        self.init(threshold: Double(config.threshold), minDuration: config.minDuration)
    }

    /// Takes a reading of the total byte counter (`nil`: unreadable) at `now` and returns
    /// whether the indicator shows. A counter that went down (reset, wrap) or a missing
    /// reading counts as no traffic.
    @discardableResult
    public mutating func observe(totalBytes: UInt64?, at now: Double) -> Bool {
        guard let now = begin(at: now) else { return isShowing }
        // A second reading at the same instant gives no rate; the last one stands.
        let sameInstant = lastSample.map { now <= $0.time } ?? false
        if !sameInstant || totalBytes == nil {
            var rate = 0.0
            if let previous = lastSample, let bytes = totalBytes, bytes >= previous.bytes {
                rate = Double(bytes - previous.bytes) / (now - previous.time)
            }
            trafficBusy = rate > threshold
            lastSample = totalBytes.map { Sample(bytes: $0, time: now) }
        }
        return finish(at: now)
    }

    /// A program began (or renewed) the request `id` at `now`; returns whether the indicator
    /// shows.
    @discardableResult
    public mutating func requestBegan(id: String, at now: Double) -> Bool {
        guard let now = begin(at: now) else { return isShowing }
        if leases[id] == nil, leases.count >= Self.maxLeases,
           let soonest = leases.min(by: { $0.value < $1.value })?.key {
            leases[soonest] = nil
        }
        leases[id] = now + Self.leaseDuration
        return finish(at: now)
    }

    /// A program ended the request `id` at `now` (unknown ids are ignored); returns whether
    /// the indicator shows.
    @discardableResult
    public mutating func requestEnded(id: String, at now: Double) -> Bool {
        guard let now = begin(at: now) else { return isShowing }
        leases[id] = nil
        return finish(at: now)
    }

    /// Brings the state up to `now` without new input (call at ``nextDeadline(after:)``);
    /// returns whether the indicator shows.
    @discardableResult
    public mutating func advance(to now: Double) -> Bool {
        guard let now = begin(at: now) else { return isShowing }
        return finish(at: now)
    }

    /// When the indicator would next turn on or off if no input arrived (no sample, no
    /// request); `nil` when it would not change. A time not after `now` is returned as `now`
    /// (due already). Traffic is assumed to go on as last sampled, so the shell should take a
    /// fresh sample when it wakes at this time rather than only call ``advance(to:)``.
    public func nextDeadline(after now: Double) -> Double? {
        var future = self
        let showing = isShowing
        // Each step expires a lease or flips the indicator, so this ends; the bound is a guard.
        for _ in 0...(leases.count + 4) {
            guard let event = future.nextEvent() else { return nil }
            future.runEvents(through: event, inclusive: true)
            if future.isShowing != showing { return max(event, now) }
        }
        return nil
    }

    // MARK: The machine

    private var isActive: Bool { trafficBusy || !leases.isEmpty }

    /// Validates `now`, then runs the deadlines strictly before it, so that input at `now`
    /// is applied before any deadline at exactly `now`.
    private mutating func begin(at now: Double) -> Double? {
        guard now.isFinite else { return nil }
        let now = max(now, clock)
        runEvents(through: now, inclusive: false)
        return now
    }

    /// Applies the input just taken at `now`, then the deadlines at `now`.
    private mutating func finish(at now: Double) -> Bool {
        settle(at: now)
        runEvents(through: now, inclusive: true)
        return isShowing
    }

    /// The earliest time the state changes on its own: a lease expiry, the end of the pending
    /// stretch, or the end of the quiet period.
    private func nextEvent() -> Double? {
        var next = leases.values.min()
        if !isShowing, let since = activeSince { next = min(next ?? .infinity, since + minDuration) }
        if isShowing, let since = quietSince { next = min(next ?? .infinity, since + Self.quietPeriod) }
        return next
    }

    private mutating func runEvents(through now: Double, inclusive: Bool) {
        while let event = nextEvent(), inclusive ? event <= now : event < now {
            let at = max(event, clock)
            clock = at
            leases = leases.filter { $0.value > at }
            settle(at: at)
        }
        clock = max(clock, now)
    }

    /// Moves between the states for the activity at `time`. The comparisons use the same
    /// sums as ``nextEvent()`` so a deadline always fires when reached.
    private mutating func settle(at time: Double) {
        clock = max(clock, time)
        if isActive {
            quietSince = nil
            let since = activeSince ?? time
            activeSince = since
            if !isShowing, time >= since + minDuration { isShowing = true }
        } else {
            activeSince = nil
            guard isShowing else { return }
            let since = quietSince ?? time
            quietSince = since
            if time >= since + Self.quietPeriod {
                isShowing = false
                quietSince = nil
            }
        }
    }
}
