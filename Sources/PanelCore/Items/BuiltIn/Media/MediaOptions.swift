/// `[media]`: the `media` item's options.
public struct MediaOptions: ItemOptions {
    /// Whether a playing track is raised as the phone's pill (``MediaPill``).
    public var pill = false
    /// The widest `Title — Artist`, in points (pixels at 96 dpi), within ``maxWidthRange``.
    public var maxWidth = 240

    public init() {}

    /// The narrowest and widest `media.max_width`.
    static let maxWidthRange = 40...2000

    public static let about = "The media player's track (the media item)."
    public static let keys: [OptionKey<Self>] = [
        .boolean("pill", \.pill, about: "While a track plays, show it as the phone's pill too: its title beside the time in the capsule."),
        .integer("max_width", \.maxWidth, in: maxWidthRange,
                 about: "The widest \"Title - Artist\" in pixels at 96 dpi, 40 to 2000; a longer one is cut with an ellipsis."),
    ]
}

/// The pill the `media` item raises with `media.pill`: while the player shown plays, a blue
/// capsule with its title (else its artist or its name) beside the time; none otherwise.
public enum MediaPill {
    /// The pill's id in the stack.
    public static let id = "media"

    /// The pill for `player` under `options`; nil when there should be none.
    public static func pill(for player: MediaPlayer?, options: MediaOptions) -> Pill? {
        guard options.pill, let player, player.state == .playing else { return nil }
        let text = !player.title.isEmpty ? player.title : !player.artist.isEmpty ? player.artist : player.player
        return Pill(id: id, color: .blue, text: text, action: .clock)
    }
}
