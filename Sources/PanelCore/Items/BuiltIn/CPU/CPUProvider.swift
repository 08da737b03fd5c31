/// The processors' load, from the first line of `proc/stat` (all CPUs together).
///
/// A percentage needs two readings: the busy share of the time between them. The first reading
/// (nothing before it, or counters that went backwards) gives the share since boot.
public struct CPUProvider: Provider {
    /// Where `proc/stat` is read.
    public var sysroot: Sysroot
    /// The previous reading's counters, if any.
    public var previous: CPUState?

    /// Creates a CPU provider; `previous` is the last reading, for the share since.
    public init(sysroot: Sysroot, previous: CPUState? = nil) {
        self.sysroot = sysroot
        self.previous = previous
    }

    /// The file, relative to the sysroot.
    public static let file = "proc/stat"

    /// The load now; `nil` when `proc/stat` is missing or garbled.
    public func read() -> CPUState? {
        guard let text = sysroot.readText(Self.file), let times = Self.parse(text) else { return nil }
        return CPUState(percent: Self.percent(times, since: previous?.times), times: times)
    }

    /// The aggregate `cpu` line's counters: user, nice, system, idle, iowait, irq, softirq and
    /// steal summed as the total (guest time is counted in user already), idle and iowait as
    /// idle. `nil` when the line is missing, short or not numbers.
    public static func parse(_ text: String) -> CPUTimes? {
        guard let line = text.nonEmptyLines.first(where: { $0.hasPrefix("cpu ") }) else { return nil }
        let fields = line.spaceSeparatedFields.dropFirst()
        guard fields.count >= 4 else { return nil }
        var values: [UInt64] = []
        for field in fields.prefix(8) {
            guard let value = UInt64(field) else { return nil }
            values.append(value)
        }
        let (total, overflow) = values.reduce((UInt64(0), false)) { sum, value in
            let (next, over) = sum.0.addingReportingOverflow(value)
            return (next, sum.1 || over)
        }
        guard !overflow else { return nil }
        let idle = values[3] + (values.count > 4 ? values[4] : 0)
        return CPUTimes(total: total, idle: idle)
    }

    /// The busy share of the time from `earlier` to `now`, 0...100, rounded; since boot when
    /// there is no earlier reading or no time passed between them (or the counters went back).
    public static func percent(_ now: CPUTimes, since earlier: CPUTimes?) -> Int? {
        var total = now.total, idle = now.idle
        if let earlier, now.total > earlier.total, now.idle >= earlier.idle {
            total = now.total - earlier.total
            idle = now.idle - earlier.idle
        }
        guard total > 0, idle <= total else { return nil }
        return Int((Double(total - idle) * 100 / Double(total)).rounded())
    }
}

/// The counters of one `proc/stat` reading, in clock ticks.
public struct CPUTimes: Sendable, Equatable {
    /// Every tick counted.
    public var total: UInt64
    /// The ticks idle or waiting for I/O.
    public var idle: UInt64

    /// Counters.
    public init(total: UInt64, idle: UInt64) {
        self.total = total
        self.idle = idle
    }
}

/// The `cpu` item's state: the load, and the counters it was measured to.
public struct CPUState: Sendable, Equatable {
    /// The busy share since the previous reading, 0...100; `nil` when it cannot be known.
    public var percent: Int?
    /// The counters now, for the next reading.
    public var times: CPUTimes

    /// A CPU state.
    public init(percent: Int?, times: CPUTimes) {
        self.percent = percent
        self.times = times
    }
}
