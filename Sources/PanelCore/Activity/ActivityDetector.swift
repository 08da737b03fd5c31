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
///
/// The shell samples when ``nextCheck(after:sampling:)`` says: every ``idleSampleInterval``
/// while nothing is going on (a quiet network wakes the loop less often: bench/performance.md), every
/// ``activeSampleInterval`` once something is. A quiet stretch's longer gap must not delay the
/// indicator, nor show it early:
/// - A sample after a gap longer than a second counts as busy when the gap carried more than one
///   second's worth of the threshold beyond what the quiet gap before it carried at its rate
///   (steady traffic under the threshold is no stretch, however long the gap). The activity it
///   finds is counted from one second after the previous sample (as a sampler at one second
///   would have seen it at the latest), less the part of the quiet gap before that its bytes say
///   the traffic already filled at the new rate; the next sample, half a second on, measures the
///   rate and moves that start later to where the bytes say the traffic began, so fast traffic
///   that began late in the gap is not shown early.
/// - A long quiet gap that still carried more than ``stirFraction`` of a second's worth of the
///   threshold, counted the same way, is followed half a second later: traffic that began late in
///   it is seen then, and counted from where its bytes say it began, rather than a whole idle
///   step on.
/// So traffic at a steady rate above the threshold shows at most `minDuration` + 1 s after it
/// begins (with a `minDuration` over a second; shorter ones also wait for a sample to see it), and
/// goes off at most ``quietPeriod`` + 1 s after it ends, whatever the phase of the samples.
/// (ActivityScheduleTests drive every phase.) A burst of half a second never shows.
/// A request is a lease that ends with `activity end`, or expires ``ActivityLease/duration``
/// after its last `begin`, so a program that dies mid-operation cannot pin the indicator on.
///
/// All times are seconds on one monotonic clock. Input at a time wins over a deadline at the
/// same time: a busy sample arriving exactly when the quiet period ends keeps the indicator on.
public struct ActivityDetector: Sendable, Equatable {
    /// Seconds below the threshold, with no live request, before the indicator goes off.
    public static let quietPeriod = 1.0
    /// Seconds between samples of the byte counters while nothing is going on (shorter when
    /// `minDuration` is under 2 s: ``sampleInterval``): any minute holds at most 25 samples.
    public static let idleSampleInterval = 2.45
    /// The share of a second's worth of the threshold above which a quiet idle gap is followed
    /// at once (``activeSampleInterval``) instead of a whole idle step later.
    public static let stirFraction = 0.25
    /// Seconds between samples while activity is pending, showing or quieting: short enough that
    /// a stretch is confirmed (and a burst ruled out) within half a second, and that the first
    /// quiet sample comes at most a second after traffic ends.
    public static let activeSampleInterval = 0.5
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

    /// The bytes counted between two samples, and the seconds between them.
    struct Gap: Sendable, Equatable {
        var bytes: UInt64
        var seconds: Double
    }

    private var lastSample: Sample?
    /// The bytes and length of the last quiet interval between samples, for a busy sample after
    /// it to estimate how much of it the new traffic already filled.
    private var lastQuietGap: Gap?
    private var trafficBusy = false
    /// Whether the last gap was a long quiet one that still carried more than ``stirFraction`` of
    /// a second's worth of the threshold over the gap before: traffic may have begun late in it.
    private var stirring = false
    /// Set by a busy sample that ends a quiet stretch: when its activity is taken to have begun.
    private var onsetEstimate: Double?
    /// A busy sample after a long gap, whose activity's start the next sample's rate refines:
    /// its time and the bytes the traffic may have moved up to it (its gap's and the quiet gap's
    /// before).
    private var onsetToRefine: Sample?
    /// Request id → expiry time.
    private var leases: [String: Double] = [:]
    /// When the current unbroken stretch of activity began; `nil` while inactive.
    private var activeSince: Double?
    /// When activity stopped while showing; `nil` unless quieting.
    private var quietSince: Double?
    /// The time the machine has been brought up to; input earlier than this counts as now.
    private var clock = -Double.infinity

    /// Creates a monitor; `threshold` in bytes a second, `minDuration` in seconds.
    public init(threshold: Double = Double(ActivityOptions().threshold),
                minDuration: Double = ActivityOptions().minDuration) {
        self.threshold = threshold
        self.minDuration = minDuration
    }

    /// Creates a monitor from the dotfile's `[activity]` section.
    public init(config: ActivityOptions) {
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
            var busy = false
            var gap: Gap?
            let refine = onsetToRefine
            onsetToRefine = nil
            if let previous = lastSample, let bytes = totalBytes, bytes >= previous.bytes {
                gap = Gap(bytes: bytes - previous.bytes, seconds: now - previous.time)
            }
            stirring = false
            if let gap {
                // Up to a second, the rate over the gap; beyond, a second's worth of the threshold
                // over what the quiet gap before carried at its rate (steady traffic under the
                // threshold fills a long gap with more than a second's worth without being a stretch).
                if gap.seconds > 1 {
                    let excess = Self.excess(of: gap, over: lastQuietGap)
                    busy = excess > threshold
                    stirring = !busy && excess > threshold * Self.stirFraction
                } else {
                    busy = Double(gap.bytes) / gap.seconds > threshold
                }
                if busy, !trafficBusy {
                    onsetEstimate = Self.onset(at: now, gap: gap, before: lastQuietGap)
                    if gap.seconds > 1 { onsetToRefine = Sample(bytes: gap.bytes + (lastQuietGap?.bytes ?? 0), time: now) }
                } else if busy, let refine {
                    refineOnset(refine, rate: Double(gap.bytes) / gap.seconds)
                }
            }
            trafficBusy = busy
            lastQuietGap = busy ? nil : gap
            lastSample = totalBytes.map { Sample(bytes: $0, time: now) }
        }
        defer { onsetEstimate = nil }
        return finish(at: now)
    }

    /// The bytes of `gap` beyond what the quiet gap `before` it carried, at the rate it did.
    static func excess(of gap: Gap, over before: Gap?) -> Double {
        let background = before.map { Double($0.bytes) / $0.seconds * gap.seconds } ?? 0
        return Double(gap.bytes) - background
    }

    /// When traffic first seen busy at `now`, over `gap`, began at the latest: for a gap of a
    /// second or less, `now`; for a longer one, a second after the gap began; either less the
    /// time the bytes of the quiet gap `before` it would have taken at the new rate (traffic that
    /// began just before a sample moved too few bytes to be seen at it).
    static func onset(at now: Double, gap: Gap, before: Gap?) -> Double {
        var since = gap.seconds > 1 ? now - (gap.seconds - 1) : now
        if let before, gap.bytes > 0 {
            let rate = Double(gap.bytes) / gap.seconds
            since -= min(Double(before.bytes) / rate, before.seconds)
        }
        return since
    }

    /// Moves the start of pending activity later, to where the bytes counted up to `first` (a
    /// busy sample after a long gap) say the traffic began at `rate`, the rate measured since;
    /// never earlier than estimated at `first`, nor after it.
    private mutating func refineOnset(_ first: Sample, rate: Double) {
        guard !isShowing, let since = activeSince, rate > 0 else { return }
        activeSince = max(since, min(first.time - Double(first.bytes) / rate, first.time))
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
        leases[id] = now + ActivityLease.duration
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

    /// Brings the state up to `now` without new input (call at ``deadline(after:)``);
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
    public func deadline(after now: Double) -> Double? {
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

    /// Seconds from one sample to the next in the present state: ``idleSampleInterval`` (or
    /// `minDuration` + 1 s less ``stirFraction`` when that is shorter: traffic is seen, or stirs,
    /// one step after it begins at the latest, and must show by then) while nothing is going on;
    /// ``activeSampleInterval`` once something is pending, showing or quieting, or stirring.
    public var sampleInterval: Double {
        let idle = !isShowing && activeSince == nil && !trafficBusy && !stirring
        return idle ? min(Self.idleSampleInterval, max(minDuration, 0) + 1 - Self.stirFraction) : Self.activeSampleInterval
    }

    /// When the shell should next look: take a sample (when `sampling`, that is the activity item
    /// is shown) or bring the state up to a deadline of a request or of the pending and quiet
    /// stretches; `nil` when nothing is due (``ActivitySchedule``).
    public func nextCheck(after now: Double, sampling: Bool) -> Double? {
        ActivitySchedule.nextLook(after: now, sampleStep: sampling ? sampleInterval : nil, deadline: deadline(after: now))
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
        var next = leases.isEmpty ? nil : leases.values.min()
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
            let since = activeSince ?? min(onsetEstimate ?? time, time)
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
