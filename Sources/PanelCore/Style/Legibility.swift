/// Keeps text and glyphs readable over whatever shows through the strip: WCAG 2 contrast of at
/// least ``minimumContrast`` between the foreground and the background as composited over
/// every pixel behind it.
///
/// Every pixel between a ``BeneathSample``'s darkest and lightest (channel by channel) gives a
/// composite whose luminance lies between the composites over those two, and contrast against
/// a fixed foreground only falls towards the foreground's own luminance; so the two
/// composites decide the worst case, unless the foreground's luminance lies between them, when
/// some pixel makes the foreground vanish (contrast 1). ``BeneathSample/unknown`` stands for any
/// wallpaper at all: black to white.
///
/// Only the foreground is held to it. Unlit signal bars (`dimForeground`) are decoration:
/// the lit bars carry the level. The battery's accent fills (low, charging) repeat what the
/// fill's length and the bolt glyph already say. The low-power fill says something nothing
/// else does, so it keeps 3:1 against the background (``ColorLegibility/ramp(onDarkContent:onLightContent:)``).
public enum Legibility {
    /// WCAG 2 AA for normal text.
    public static let minimumContrast = 4.5
    /// What the strip aims for, a little above ``minimumContrast``: composites and antialiased
    /// text are rounded to 8 bits a channel on the way to the screen, which measured below the
    /// model's 4.5 on a screenshot (bench/performance.md, "Figures the code relies on").
    public static let targetContrast = 4.6
    /// How finely the colour is moved towards black or white when opacity alone is not enough.
    static let shiftSteps = 32

    /// The lowest contrast of `foreground` against `background` (with its alpha) composited over
    /// any pixel between `behind.darkest` and `behind.lightest`.
    public static func worstContrast(of foreground: Color, on background: Color, over behind: BeneathSample = .unknown) -> Double {
        let low = background.composited(over: behind.darkest).relativeLuminance
        let high = background.composited(over: behind.lightest).relativeLuminance
        let own = foreground.relativeLuminance
        if low <= own && own <= high { return 1 }
        func ratio(_ l: Double) -> Double { (max(l, own) + 0.05) / (min(l, own) + 0.05) }
        return min(ratio(low), ratio(high))
    }

    /// The lowest contrast over every colour of `background` (both ends of a gradient).
    public static func worstContrast(of foreground: Color, on background: Background, over behind: BeneathSample = .unknown) -> Double {
        background.stops.map { worstContrast(of: foreground, on: $0, over: behind) }.min() ?? 1
    }

    /// The least alpha, no lower than `floor`, at which the colour of `background` (its own
    /// alpha aside) keeps `contrast` for `foreground` over everything in `behind`; `nil` when not
    /// even an opaque background does. Alpha is in the 1/255 steps of an ARGB pixel.
    public static func minimumAlpha(of background: Color, for foreground: Color, over behind: BeneathSample = .unknown,
                                    from floor: UInt8 = 0, contrast: Double = minimumContrast) -> UInt8? {
        minimumAlpha(of: [background.withAlpha(floor)], for: foreground, over: behind, from: floor, contrast: contrast)
    }

    /// `background` made legible for `foreground` over `behind`, changed as little as possible:
    /// first its alpha is raised to the least that suffices; when not even opaque suffices, its
    /// colour is moved towards black (for light content) or white (for dark content) in steps
    /// of 1/32, each step with the least alpha that then suffices. A legible background comes
    /// back unchanged. Both ends of a gradient move alike.
    public static func legible(_ background: Background, for foreground: Color, over behind: BeneathSample = .unknown,
                               contrast: Double = minimumContrast) -> Background {
        let darken = foreground.prefersDarkContent
        let floor = background.stops.map(\.alpha).min() ?? 255
        for step in 0...shiftSteps {
            let amount = Double(step) / Double(shiftSteps)
            let moved = background.map { darken ? $0.darker(by: amount) : $0.lighter(by: amount) }
            if let alpha = minimumAlpha(of: moved.stops, for: foreground, over: behind, from: floor, contrast: contrast) {
                return moved.map { $0.withAlpha(max($0.alpha, alpha)) }
            }
        }
        return background.map { _ in darken ? Color.black : .white }
    }

    /// Contrast the low-power battery fill keeps against the background: WCAG's for graphics.
    public static let fillContrast = 3.0

    /// An item's accent colour for `content` on `background` over everything in `behind`, by its
    /// rule: as declared (decoration), the first of its ramp that keeps ``fillContrast`` (the
    /// ramp's deepest when none does), or moved towards black or white (``privacyFill(_:for:on:over:)``).
    /// A background made legible for the content (``legible(_:for:over:contrast:)``) always lets
    /// a ramp's colour through.
    public static func accent(_ color: ItemColor, for content: ContentStyle, on background: Background, over behind: BeneathSample) -> Color {
        let light = content == .light
        switch color.legibility {
        case .decoration:
            return light ? color.onLightContent : color.onDarkContent
        case .ramp(let onDark, let onLight):
            let ramp = light ? onLight : onDark
            return ramp.first { worstContrast(of: $0, on: background, over: behind) >= fillContrast } ?? ramp[ramp.count - 1]
        case .shifted:
            return privacyFill(light ? color.onLightContent : color.onDarkContent, for: content, on: background, over: behind)
        }
    }

    /// iOS's camera-in-use green (#34C759).
    public static let cameraGreen = Color(red: 0x34, green: 0xc7, blue: 0x59)
    /// iOS's microphone-in-use orange (#FF9500).
    public static let microphoneOrange = Color(red: 0xff, green: 0x95, blue: 0x00)
    /// How finely a privacy dot's colour is moved towards black or white.
    static let privacySteps = 16
    /// How far at most (a fraction of the way to black or white): further, the hue is lost.
    static let privacyMaxShift = 0.75

    /// `base` (``cameraGreen`` or ``microphoneOrange``) as little changed as keeps
    /// ``fillContrast`` against `background` over everything in `behind`, as the low-power fill
    /// does: moved towards black for dark content (a light background) or towards white for
    /// light content, in steps of 1/16, at most ``privacyMaxShift`` of the way (then the dot
    /// still shows, by its hue, as the deepest amber does). A background made legible for the
    /// content lets one through.
    public static func privacyFill(_ base: Color, for content: ContentStyle, on background: Background, over behind: BeneathSample) -> Color {
        let target = content == .light ? Color.white : .black
        var color = base
        for step in 0...privacySteps {
            let fraction = Double(step) / Double(privacySteps)
            guard fraction <= privacyMaxShift else { break }
            color = base.mixed(with: target, fraction: fraction)
            if worstContrast(of: color, on: background, over: behind) >= fillContrast { return color }
        }
        return color
    }

    /// The least alpha from `floor` at which every stop (each kept at least at its own alpha)
    /// passes. A scan, not a bisection: contrast need not grow with alpha (dark content on a
    /// translucent black over white loses contrast as the black thickens).
    private static func minimumAlpha(of stops: [Color], for foreground: Color, over behind: BeneathSample,
                                     from floor: UInt8, contrast: Double) -> UInt8? {
        for alpha in floor...255 {
            let passes = stops.allSatisfy {
                worstContrast(of: foreground, on: $0.withAlpha(max($0.alpha, alpha)), over: behind) >= contrast
            }
            if passes { return alpha }
        }
        return nil
    }
}
