/// What a strip's style reads from outside the strip and paints under it: the rules the shell
/// follows when it samples beneath the strip, reads the wallpaper behind it and sets the backdrop.
public enum StyleSources {
    /// Which copy of the wallpaper behind the strip.
    public enum Wallpaper: Sendable, Equatable {
        /// As the root pixmap has it.
        case plain
        /// Blurred with ``BoxBlur/backdrop(scale:)``.
        case blurred
    }

    /// Whether the band beneath the strip is read in `phase`: only while the strip is visible.
    /// Waiting to hide, hidden or revealed, what lies beneath is the full-screen window, whose
    /// look must not restyle the strip that comes back when it goes.
    public static func readsBeneath(in phase: VisibilityPhase) -> Bool {
        phase == .visible
    }

    /// The wallpaper that stands behind the strip for ``StyleResolver`` (legibility, `auto`):
    /// the blurred copy when the style's background blurs, since that is what shows.
    public static func behind(for style: PanelConfig.Style) -> Wallpaper {
        (style.background ?? style.preset.backgroundKind) == .blur ? .blurred : .plain
    }

    /// What to paint under `theme`'s background: nothing when it is opaque; the blurred
    /// wallpaper when it blurs, compositor or not (a compositor blends but does not blur for
    /// the strip); the wallpaper when no compositor blends the strip with what is behind it
    /// (pseudo-transparency); nothing when one does.
    public static func backdrop(for theme: Theme, composited: Bool) -> Wallpaper? {
        guard theme.showsBackdrop else { return nil }
        if theme.blursBackdrop { return .blurred }
        return composited ? nil : .plain
    }
}
