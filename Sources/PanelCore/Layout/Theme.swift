/// What the strip is painted beneath its content.
public enum Background: Sendable, Equatable {
    /// One colour (alpha below 255 is translucent where a compositor runs).
    case solid(Color)
    /// A vertical gradient from `top` to `bottom`.
    case gradient(top: Color, bottom: Color)

    /// The colour in the middle of the background, for contrast decisions.
    public var representative: Color {
        switch self {
        case .solid(let c): return c
        case .gradient(let top, let bottom):
            return Color(red: UInt8((Int(top.red) + Int(bottom.red)) / 2),
                         green: UInt8((Int(top.green) + Int(bottom.green)) / 2),
                         blue: UInt8((Int(top.blue) + Int(bottom.blue)) / 2),
                         alpha: UInt8((Int(top.alpha) + Int(bottom.alpha)) / 2))
        }
    }
}

/// The resolved colours of one strip: background, content, and the few accent colours.
public struct Theme: Sendable, Equatable {
    public var background: Background
    /// Text and glyphs.
    public var foreground: Color
    /// Unlit signal bars and secondary text.
    public var dimForeground: Color
    /// A hairline along the bottom edge, or `nil`.
    public var separator: Color?
    /// Battery fill at 20 % or below while not charging.
    public var batteryLow: Color
    /// Battery fill while charging.
    public var batteryCharging: Color
    /// Whether the content is dark (on a light background) or light.
    public var content: ContentStyle

    /// Resolves the dotfile's `[style]` into colours. `content` overrides `style.content` (a window's
    /// or `msg style` preference); `beneath`, when known, is the colour just below the strip, which
    /// `auto` content and `color = "auto"` use.
    public static func resolve(_ style: PanelConfig.Style, content override: ContentStyle? = nil, beneath: Color? = nil) -> Theme {
        var background = presetBackground(style.preset)
        let kind = style.background ?? presetKind(style.preset)
        var base: Color
        switch style.color {
        case .fixed(let c)?: base = c
        case .auto?: base = beneath ?? background.representative
        case nil: base = background.representative
        }
        if let opacity = style.opacity { base = base.withAlpha(UInt8((max(0, min(1, opacity)) * 255).rounded())) }
        switch kind {
        case .gradient:
            if style.color == nil && style.opacity == nil { break }
            background = .gradient(top: base.lighter(by: 0.12), bottom: base.darker(by: 0.08))
        case .solid:
            background = .solid(style.opacity == nil ? base.withAlpha(255) : base)
        case .translucent, .blur:
            background = .solid(style.opacity == nil && style.color == nil ? base : base.withAlpha(style.opacity == nil ? 128 : base.alpha))
        case .transparent:
            background = .solid(base.withAlpha(0))
        }
        // What the content sits on: the background composited over what is beneath.
        let behind = beneath ?? Color(red: 128, green: 128, blue: 128)
        let effective = background.representative.composited(over: behind)
        var content = override ?? style.content
        if content == .auto { content = effective.prefersDarkContent ? .dark : .light }
        return Theme(content: content, background: background, separator: style.preset == .gray && kind == .gradient)
    }

    private init(content: ContentStyle, background: Background, separator: Bool) {
        self.background = background
        self.content = content
        if content == .dark {
            foreground = Color(red: 0x1c, green: 0x1c, blue: 0x1e)
            batteryLow = Color(red: 0xd7, green: 0x00, blue: 0x15)
            batteryCharging = Color(red: 0x24, green: 0x8a, blue: 0x3d)
        } else {
            foreground = .white
            batteryLow = Color(red: 0xff, green: 0x45, blue: 0x3a)
            batteryCharging = Color(red: 0x30, green: 0xd1, blue: 0x58)
        }
        dimForeground = foreground.withAlpha(80)
        self.separator = separator ? Color(red: 0, green: 0, blue: 0, alpha: 46) : nil
    }

    private static func presetKind(_ preset: StylePreset) -> BackgroundKind {
        switch preset {
        case .gray: return .gradient
        case .blackOpaque: return .solid
        case .blackTranslucent: return .translucent
        }
    }

    private static func presetBackground(_ preset: StylePreset) -> Background {
        switch preset {
        case .gray: return .gradient(top: Color(red: 0xf7, green: 0xf7, blue: 0xf7), bottom: Color(red: 0xd2, green: 0xd2, blue: 0xd4))
        case .blackOpaque: return .solid(.black)
        case .blackTranslucent: return .solid(Color(red: 0, green: 0, blue: 0, alpha: 128))
        }
    }
}
