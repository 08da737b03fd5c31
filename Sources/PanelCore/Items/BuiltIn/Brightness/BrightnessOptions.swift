/// `[brightness]`: the level indicator.
public struct BrightnessOptions: ItemOptions {
    /// Whether a change made elsewhere shows the transient level indicator (``LevelIndicator``).
    public var indicator = true

    public init() {}

    public static let about = "The backlight's level (the brightness item)."
    public static let keys: [OptionKey<Self>] = [
        .boolean("indicator", \.indicator, about: "Show the phone's transient level indicator for 1.5 s when the level changes\n"
                    + "elsewhere (brightness keys, another tool); not for the item's own scroll."),
    ]
}
