extension StylePreset {
    /// The background the preset paints: `gray` a silver gradient, `black-opaque` black,
    /// `black-translucent` black at alpha 0.5.
    public var background: Background {
        switch self {
        case .gray: return .gradient(top: Color(red: 0xf7, green: 0xf7, blue: 0xf7), bottom: Color(red: 0xd2, green: 0xd2, blue: 0xd4))
        case .blackOpaque: return .solid(.black)
        case .blackTranslucent: return .solid(Color(red: 0, green: 0, blue: 0, alpha: BackgroundKind.translucent.defaultAlpha))
        }
    }

    /// The content the preset is drawn with: dark on `gray`, light on the black presets.
    public var content: ContentStyle {
        self == .gray ? .dark : .light
    }

    /// The kind of the preset's background.
    public var backgroundKind: BackgroundKind {
        switch self {
        case .gray: return .gradient
        case .blackOpaque: return .solid
        case .blackTranslucent: return .translucent
        }
    }
}

extension BackgroundKind {
    /// The background's alpha when neither `style.opacity` nor a `#rrggbbaa` colour sets one.
    public var defaultAlpha: UInt8 {
        switch self {
        case .solid, .gradient: return 255
        case .blur: return 153
        case .translucent: return 128
        case .transparent: return 0
        }
    }
}

/// The background the dotfile's `[style]` asks for, before the legibility guarantee.
enum StyleBackground {
    /// `style.background`, else the preset's kind. With `color = "auto"` the gray preset's
    /// gradient becomes solid: the point of taking the colour beneath is to merge with the
    /// header there, and a gradient would leave a seam.
    static func kind(for style: PanelConfig.Style) -> BackgroundKind {
        if let kind = style.background { return kind }
        if style.color == .auto && style.preset.backgroundKind == .gradient { return .solid }
        return style.preset.backgroundKind
    }

    /// The colour comes from `style.color` (`auto`: `colorBeneath`, when known), else the
    /// preset. The alpha from `style.opacity`, else a `#rrggbbaa` colour's own, else the
    /// kind's default. A gradient of the gray preset's own colour keeps its two stops; of any
    /// other colour it runs from a little lighter to a little darker.
    static func background(for style: PanelConfig.Style, colorBeneath: Color?) -> Background {
        let preset = style.preset.background
        var base = preset.representative
        var alpha = kind(for: style).defaultAlpha
        switch style.color {
        case .fixed(let c)?:
            base = c
            if c.alpha < 255 { alpha = c.alpha }
        case .auto?:
            base = colorBeneath ?? base
        case nil:
            break
        }
        if let opacity = style.opacity, opacity.isFinite { alpha = UInt8((min(max(opacity, 0), 1) * 255).rounded()) }
        let background: Background
        if kind(for: style) != .gradient {
            background = .solid(base)
        } else if style.color == nil, case .gradient = preset {
            background = preset
        } else {
            background = .gradient(top: base.lighter(by: 0.12), bottom: base.darker(by: 0.08))
        }
        return background.map { $0.withAlpha(alpha) }
    }

    /// The gray preset's gradient has a hairline along its bottom edge, as iOS 6's bar did.
    static func hasSeparator(_ style: PanelConfig.Style) -> Bool {
        style.preset == .gray && kind(for: style) == .gradient
    }
}
