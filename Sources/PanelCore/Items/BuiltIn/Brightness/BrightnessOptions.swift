/// `[brightness]`: the level indicator.
public struct BrightnessOptions: ItemOptions {
    /// Whether a change made elsewhere shows the transient level indicator (``LevelIndicator``).
    public var indicator = true

    public init() {}

    public static let about = "The backlight's level (the brightness item)."
    public static let keys: [OptionKey<Self>] = [
        .boolean("indicator", \.indicator, about: "Reserved for the phone's transient level indicator, shown when the level changes\n"
                    + "elsewhere (brightness keys): it is not drawn yet, so this has no effect."),
    ]
}
