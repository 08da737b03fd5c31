/// `[brightness]`: the level indicator.
public struct BrightnessOptions: ItemOptions {
    /// Whether a change made elsewhere shows the transient level indicator (``LevelIndicator``).
    public var indicator = true

    public init() {}

    public static let about = "The backlight's level (the brightness item)."
    public static let keys: [OptionKey<Self>] = [
        .boolean("indicator", \.indicator, about: "Show the transient level indicator over the strip when the level changes elsewhere\n"
                    + "(brightness keys), over a full-screen window too."),
    ]
}
