/// `[activity]`: the `activity` item's options (``ActivityDetector``'s thresholds).
public struct ActivityOptions: ItemOptions {
    /// Bytes a second (received plus sent) that count as activity.
    public var threshold = 20_000
    /// Seconds activity must last before the indicator shows.
    public var minDuration = 2.0

    public init() {}

    /// The largest `activity.threshold`, in bytes a second.
    static let thresholdLimit = 10_000_000_000
    /// The longest `activity.min_duration`, in seconds.
    static let minDurationLimit = 60.0

    public static let about = ""
    public static let keys: [OptionKey<Self>] = [
        OptionKey("threshold", \.threshold, about: """
            Network traffic in bytes a second (received plus sent) that counts as activity, 0 to 10000000000.
            """) { v, c, s in
            let allowed = "a number of bytes a second from 0 to \(thresholdLimit)"
            return ConfigSchema.number(v, c, &s, in: 0...Double(thresholdLimit), allowed: allowed).map { Int($0.rounded()) }
        },
        .seconds("min_duration", \.minDuration, upTo: minDurationLimit, allowZero: true,
                 about: "Seconds activity must last before the indicator shows, 0 to 60."),
    ]
}
