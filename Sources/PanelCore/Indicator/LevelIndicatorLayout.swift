/// How the transient level indicator (``LevelIndicator``) is drawn: a calm capsule at the top
/// centre of a monitor, just under its strip, with the source's symbol and a level bar, in the
/// strip's content style (a light panel where the strip's content is dark, a dark one where it
/// is light), in whole pixels at the screen's scale. The shell makes its window from
/// ``frame(on:stripHeight:scale:)`` and draws ``list(_:colors:width:height:scale:)`` into it.
public enum LevelIndicatorLayout {
    /// The indicator's colours.
    public struct Colors: Sendable, Equatable {
        /// The panel's fill.
        public var background: Color
        /// A hairline around the panel, so it stands apart from content of its own colour.
        public var border: Color
        /// The symbol and the bar's lit part.
        public var foreground: Color
        /// The bar's unlit part.
        public var track: Color
        /// The bar's lit part while the sound is muted: the level, shown as off.
        public var mutedFill: Color
    }

    /// The panel's size in points, and its distance under the strip.
    static let width = 200.0, height = 32.0, gap = 8.0
    /// From the panel's left end to the symbol's column, the column's width (the symbol is
    /// centred in it, so the speaker and the sun line up), from it to the bar, and from the
    /// bar to the right end, in points.
    static let padding = 14.0, symbolColumn = 18.0, symbolGap = 10.0, endPadding = 16.0
    /// The bar's thickness in points.
    static let barHeight = 6.0

    /// Where the indicator shows on `monitor` under a strip `stripHeight` pixels high, at
    /// `scale` pixels a point: centred, ``gap`` points under the strip's place (whether the strip
    /// shows or hides over a full-screen window, so it never moves), never wider than the
    /// monitor allows.
    public static func frame(on monitor: Monitor, stripHeight: Int, scale: Double) -> WindowFrame {
        let margin = px(gap, scale)
        let width = min(px(Self.width, scale), max(monitor.width - 2 * margin, px(height, scale) * 3))
        let height = px(Self.height, scale)
        return WindowFrame(x: monitor.x + (monitor.width - width) / 2, y: monitor.y + stripHeight + margin, width: width, height: height)
    }

    /// The symbol for what shows: a speaker with its waves for the level, crossed while muted;
    /// the sun for the backlight.
    public static func glyph(for shown: LevelIndicator.Shown) -> Glyph {
        switch shown.source {
        case .volume: return shown.muted ? .speakerMuted : .speaker(waves: Glyph.speakerWaves(percent: shown.percent))
        case .brightness: return .sun
        }
    }

    /// The colours over a strip drawn in `theme`: a dark panel with light content where the
    /// strip's content is light, a light one with dark content where it is dark; more see-through
    /// where the strip is. The content stays at least 4.5:1 against the panel over black or
    /// white (tested), so it reads whatever is beneath.
    public static func colors(for theme: Theme) -> Colors {
        let translucent = !theme.isOpaque
        if theme.content == .light {
            let foreground = Color.white
            return Colors(background: Color(red: 0x1c, green: 0x1c, blue: 0x1e, alpha: translucent ? 214 : 242),
                          border: Color(red: 255, green: 255, blue: 255, alpha: 40), foreground: foreground,
                          track: foreground.withAlpha(60), mutedFill: foreground.withAlpha(120))
        }
        let foreground = Theme.foreground(for: .dark)
        return Colors(background: Color(red: 0xf5, green: 0xf5, blue: 0xf7, alpha: translucent ? 226 : 246),
                      border: Color(red: 0, green: 0, blue: 0, alpha: 34), foreground: foreground,
                      track: foreground.withAlpha(46), mutedFill: foreground.withAlpha(110))
    }

    /// The lit part of a bar `track` pixels long at `percent` (clamped to 0...100): none at 0,
    /// else at least `minimum` (the bar's thickness, so a low level still shows a round end).
    public static func fillWidth(percent: Int, track: Int, minimum: Int) -> Int {
        let clamped = min(100, max(0, percent))
        guard clamped > 0, track > 0 else { return 0 }
        return min(track, max(minimum, Int((Double(track) * Double(clamped) / 100).rounded())))
    }

    /// The indicator's frame: the panel with its hairline, the symbol, the bar's track and its
    /// lit part, in a `width` × `height` window at `scale`; mirrored on a right-to-left strip (the
    /// symbol at the right, the bar lit from the right, as a phone's slider in such a locale).
    public static func list(_ shown: LevelIndicator.Shown, colors: Colors, width: Int, height: Int, scale: Double,
                            direction: LayoutDirection = .leftToRight) -> DisplayList {
        let hairline = 1
        var commands: [DrawCommand] = [
            .glyph(.capsule(width: width, height: height), x: 0, y: 0, color: colors.border),
            .glyph(.capsule(width: width - 2 * hairline, height: height - 2 * hairline), x: hairline, y: hairline, color: colors.background),
        ]
        let symbol = glyph(for: shown)
        let size = symbol.pixelSize(scale: scale)
        let column = px(symbolColumn, scale)
        commands.append(.glyph(symbol, x: px(padding, scale) + (column - size.width) / 2, y: (height - size.height) / 2, color: colors.foreground))
        let bar = bar(width: width, height: height, scale: scale)
        commands.append(.glyph(.capsule(width: bar.width, height: bar.height), x: bar.x, y: bar.y, color: colors.track))
        let lit = fillWidth(percent: shown.percent, track: bar.width, minimum: bar.height)
        if lit > 0 {
            commands.append(.glyph(.capsule(width: lit, height: bar.height), x: bar.x, y: bar.y,
                                   color: shown.muted ? colors.mutedFill : colors.foreground))
        }
        if direction == .rightToLeft {
            commands = commands.map { command in
                guard case .glyph(let glyph, let x, let y, let color) = command else { return command }
                return .glyph(glyph, x: width - x - glyph.pixelSize(scale: scale).width, y: y, color: color)
            }
        }
        return DisplayList(width: width, height: height, commands: commands)
    }

    /// The bar's track in a `width` × `height` panel at `scale`, in pixels from its corner.
    public static func bar(width: Int, height: Int, scale: Double) -> WindowFrame {
        let x = px(padding + symbolColumn + symbolGap, scale)
        let thickness = px(barHeight, scale)
        return WindowFrame(x: x, y: (height - thickness) / 2, width: max(0, width - x - px(endPadding, scale)), height: thickness)
    }

    /// Which of the strips' `monitors` shows the indicator: the one under the pointer (where
    /// the user looks), else the primary, else the first; nil without strips.
    public static func monitorIndex(_ monitors: [Monitor], pointer: (x: Int, y: Int)?) -> Int? {
        if let pointer, let index = monitors.firstIndex(where: {
            pointer.x >= $0.x && pointer.x < $0.x + $0.width && pointer.y >= $0.y && pointer.y < $0.y + $0.height
        }) {
            return index
        }
        return monitors.firstIndex(where: \.isPrimary) ?? (monitors.isEmpty ? nil : 0)
    }

    private static func px(_ points: Double, _ scale: Double) -> Int { Int((points * scale).rounded()) }
}

extension LevelIndicator.Source {
    /// The source whose item `press` lands on in `list` (a scroll or a click over `volume` or
    /// `brightness`, which changes the level itself); nil elsewhere.
    public static func pressed(_ press: StripPress, on list: DisplayList) -> Self? {
        switch list.item(atX: press.x)?.item {
        case .volume?: return .volume
        case .brightness?: return .brightness
        default: return nil
        }
    }
}
