/// `[memory]`: the `memory` item's options.
public struct MemoryOptions: ItemOptions {
    /// Seconds between readings.
    public var interval = 5.0

    public init() {}

    public static let about = "The memory in use (the memory item), read on its own interval."
    public static let keys: [OptionKey<Self>] = [
        .interval(\.interval, about: "Seconds between readings of /proc/meminfo (MemAvailable)"),
    ]
}
