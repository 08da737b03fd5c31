import CX11
import PanelCore

/// One strip's look over time: what it last read beneath and behind it, the theme PanelCore's
/// ``StyleResolver`` made of that, and the transition (crossfade or slide) from the theme before.
///
/// Resolving costs a few milliseconds, so it happens when an input changes (the active window,
/// the wallpaper, `msg style`, a reload, a periodic look beneath), never per frame.
final class StripStyle {
    /// The strip's entries in the panel's timers: the transition's next frame.
    private let timers: StripTimers
    private var beneath: BeneathSample?
    private var wallpaper: PixelBuffer?
    /// The blurred wallpaper, made on first need (only a `blur` style needs it).
    private var blurredWallpaper: PixelBuffer?
    private var blurScale = 1.0
    private var behind: BeneathSample?
    private(set) var resolved: Theme?
    private var transition: StyleTransition?

    init(timers: StripTimers) { self.timers = timers }

    /// Reads the band beneath the strip (what an active window's header looks like now).
    func sampleBeneath(_ connection: XConnection, geometry: StripGeometry) {
        let below = geometry.y + geometry.height
        beneath = connection.pixels(of: connection.root, x: geometry.x, y: below, width: geometry.width, height: BeneathSample.rows)
            .map(BeneathSample.init)
    }

    /// Reads the wallpaper behind the strip: at a new place, or when the root pixmap changed.
    func readWallpaper(_ connection: XConnection, geometry: StripGeometry, scale: Double) {
        wallpaper = connection.wallpaper(x: geometry.x, y: geometry.y, width: geometry.width, height: geometry.height)
        blurredWallpaper = nil
        blurScale = scale
    }

    /// The wallpaper as read, or blurred (made on first need: only a `blur` style needs it).
    private func copy(_ wallpaper: StyleSources.Wallpaper) -> PixelBuffer? {
        guard wallpaper == .blurred else { return self.wallpaper }
        if blurredWallpaper == nil { blurredWallpaper = self.wallpaper.map { BoxBlur.backdrop(scale: blurScale).blurred($0) } }
        return blurredWallpaper
    }

    /// Resolves the theme for `inputs` (without samples: this strip adds its own); true when it
    /// changed. A change goes from what is on screen as `animation` says.
    @discardableResult
    func restyle(_ resolver: StyleResolver, inputs: StyleInputs, animation: StyleAnimation, at now: Double) -> Bool {
        var inputs = inputs
        inputs.beneath = beneath
        behind = copy(StyleSources.behind(for: resolver.style)).map(BeneathSample.init)
        inputs.behind = behind
        let theme = resolver.resolve(inputs, previous: resolved?.content)
        guard theme != resolved else { return false }
        if let shown = resolved {
            transition = StyleTransition(from: transition?.theme(at: now) ?? shown, to: theme, start: now, animation: animation)
            armNextFrame(after: now)
        }
        resolved = theme
        return true
    }

    /// The frame to draw at `now`, `layout` making the display list for a theme: mid-crossfade
    /// a blend, mid-slide both strips (``StyleTransition/frame(at:layout:)``); nil before the
    /// first restyle.
    func frame(at now: Double, layout: (Theme) -> DisplayList) -> DisplayList? {
        guard let transition, transition.isAnimating(at: now) else {
            transition = nil
            return resolved.map(layout)
        }
        return transition.frame(at: now, layout: layout)
    }

    /// Arms the strip's ``StripTimer/transition`` timer for the frame after `now`: when the
    /// transition began, and when its timer fired (the loop then draws that frame).
    func armNextFrame(after now: Double) { timers.arm(.transition, at: transition?.nextFrame(after: now)) }

    /// The image to paint under `theme`'s background (``StyleSources/backdrop(for:composited:)``).
    func backdrop(for theme: Theme, composited: Bool) -> PixelBuffer? {
        StyleSources.backdrop(for: theme, composited: composited).flatMap(copy)
    }
}
