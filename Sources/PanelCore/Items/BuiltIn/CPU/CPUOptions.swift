/// `[cpu]`: the `cpu` item's options.
public struct CPUOptions: ItemOptions {
    /// Seconds between readings.
    public var interval = 3.0

    public init() {}

    public static let about = "The processors' load (the cpu item), read on its own interval."
    public static let keys: [OptionKey<Self>] = [
        .interval(\.interval, about: "Seconds between readings of /proc/stat"),
    ]
}
