/// `[tray]`: the `tray` item's options (the system tray).
public struct TrayOptions: ItemOptions {
    /// The RandR output whose strip hosts the tray; nil means the primary monitor's strip.
    public var monitor: String? = nil
    /// How icons are coloured.
    public var tint = TrayTint.none

    public init() {}

    public static let about = """
        The system tray (the tray item): status icons of apps such as nm-applet, blueman or
        cbatticon, on one strip.
        """
    public static let keys: [OptionKey<Self>] = [
        .text("monitor", \.monitor, allowed: "a RandR output name such as \"HDMI-1\"", allowEmpty: false,
              example: "\"HDMI-1\"",
              about: "RandR output name of the monitor whose strip hosts the tray; the primary monitor's when not set."),
        .choice("tint", \.tint,
                about: "Icon colours: \"none\" (the app's own) or \"content\" (each icon's shape in the strip's text colour)."),
    ]
}

/// `tray.tint`
public enum TrayTint: String, Sendable, Equatable, CaseIterable, OptionChoice {
    /// The app's own colours.
    case none
    /// Each icon's shape in the strip's content colour, as template images in a phone's status bar.
    case content
}
