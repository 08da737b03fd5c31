/// `[window]`: the `window` item's options.
public struct WindowOptions: ItemOptions {
    /// The widest title, in points (pixels at 96 dpi), within ``maxWidthRange``.
    public var maxWidth = 320
    /// Where a longer title is cut.
    public var elide = TitleElision.end

    public init() {}

    /// The narrowest and widest `window.max_width`.
    static let maxWidthRange = 40...2000

    public static let about = "The focused window's title (the window item)."
    public static let keys: [OptionKey<Self>] = [
        .integer("max_width", \.maxWidth, in: maxWidthRange,
                 about: "The widest title in pixels at 96 dpi, 40 to 2000; a longer one is cut with an ellipsis."),
        .choice("elide", \.elide, about: "Where a longer title is cut: \"end\" or \"middle\"."),
    ]
}

extension TitleElision: OptionChoice {}
