/// `[battery]`: the `battery` item's options.
public struct BatteryOptions: ItemOptions {
    /// Show the percentage beside the glyph.
    public var percent = true
    /// Level relative to the full charge now, or to the design capacity.
    public var capacity = CapacityBasis.full

    public init() {}

    public static let about = ""
    public static let keys: [OptionKey<Self>] = [
        .boolean("percent", \.percent, about: "Show the charge in percent beside the battery glyph."),
        .choice("capacity", \.capacity,
                about: "Level relative to the \"full\" charge now, or to the \"design\" capacity of a new battery."),
    ]
}

/// `battery.capacity`
public enum CapacityBasis: String, Sendable, Equatable, CaseIterable, OptionChoice {
    case full, design
}
