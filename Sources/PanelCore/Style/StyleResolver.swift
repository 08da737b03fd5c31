/// Decides the strip's look from the dotfile's `[style]`, the `msg style` override, the active
/// window's preference and the pixels beneath and behind the strip. A pure function: the shell
/// keeps the last resolved content and passes it back for hysteresis.
///
/// Content, from the first rule that applies:
/// 1. `msg style dark|light`, until `msg style auto`.
/// 2. With `style.follow_window`: `_STATUSPANEL_STYLE` = `dark-content` or `light-content` on
///    the active window.
/// 3. With `style.follow_window`: `_GTK_THEME_VARIANT` = `dark` gives light content.
/// 4. `style.content` = `dark` or `light`.
/// 5. `auto`: the content with the higher WCAG contrast against the effective background, the
///    strip's background composited over the average of what is behind it.
///
/// Hysteresis (rule 5 only): once shown, a content stays until the other one's contrast is
/// ``switchMargin`` times its own. Contrast against a grey of luminance L goes as (L + 0.05)
/// for dark content and as 1 / (L + 0.05) for light, so a margin of 1.2 is a dead band of
/// about ±9 % in L + 0.05, some ±7 sRGB levels around the crossover grey (#7d7d7d): wider
/// than the wobble of a sample as a window's title text, a cursor or a video moves, narrow
/// enough that a header bar clearly light or dark always gets its content at once.
///
/// With no previous content (at start) the preset's own content stands as the one shown: dark
/// for `gray`, light for the black presets. Where neither clearly wins, the preset keeps the
/// look it is defined by: `black-translucent` over a white wallpaper composites to mid-grey,
/// and stays black with light content (made darker for legibility) rather than turning into
/// a lightened grey with dark content.
///
/// Background: ``StyleBackground``, then made legible for the content (``Legibility``) over
/// what is behind: a translucent black over a white wallpaper gets darker, a light colour
/// under forced light content is darkened.
public struct StyleResolver: Sendable, Equatable {
    /// How many times better the other content's contrast must be to switch to it in `auto`.
    public static let switchMargin = 1.2

    /// Which rule chose the content.
    public enum Source: Sendable, Equatable {
        case message, windowProperty, gtkVariant, config, automatic
    }

    /// The dotfile's `[style]`.
    public var style: PanelConfig.Style

    public init(style: PanelConfig.Style) {
        self.style = style
    }

    /// The theme for `inputs`; `previous` is the content shown until now (for hysteresis),
    /// `nil` at start (the preset's content then stands).
    public func resolve(_ inputs: StyleInputs, previous: ContentStyle? = nil) -> Theme {
        let kind = StyleBackground.kind(for: style)
        let wished = StyleBackground.background(for: style, colorBeneath: inputs.beneath?.median)
        var (content, _) = requestedContent(inputs)
        if content == .auto {
            let effective = wished.representative.composited(over: inputs.backdrop.average)
            let shown = previous == .dark || previous == .light ? previous : style.preset.content
            content = Self.automaticContent(on: effective, previous: shown)
        }
        let background = Legibility.legible(wished, for: Theme.foreground(for: content), over: inputs.backdrop,
                                            contrast: Legibility.targetContrast)
        var theme = Theme(content: content, background: background, kind: kind, separator: StyleBackground.hasSeparator(style))
        for color in ItemTable.builtIn.colors {
            theme.accents[color.name] = Legibility.accent(color, for: theme.content, on: background, over: inputs.backdrop)
        }
        return theme
    }

    /// The content rules 1 to 4 ask for and which one decided; `auto`, from `.automatic`,
    /// when none does and the pixels decide.
    public func requestedContent(_ inputs: StyleInputs) -> (content: ContentStyle, source: Source) {
        if let override = inputs.override, override != .auto { return (override, .message) }
        if style.followWindow {
            switch inputs.windowRequest {
            case .darkContent?: return (.dark, .windowProperty)
            case .lightContent?: return (.light, .windowProperty)
            case .hidden?, nil: break
            }
            if inputs.gtkPrefersDark { return (.light, .gtkVariant) }
        }
        return (style.content, style.content == .auto ? .automatic : .config)
    }

    /// Rule 5 with hysteresis: dark or light content on the opaque colour `effective`; with no
    /// `previous`, the one with the higher contrast.
    public static func automaticContent(on effective: Color, previous: ContentStyle?) -> ContentStyle {
        let dark = Theme.foreground(for: .dark).contrastRatio(with: effective)
        let light = Theme.foreground(for: .light).contrastRatio(with: effective)
        switch previous {
        case .dark?: return light >= dark * switchMargin ? .light : .dark
        case .light?: return dark >= light * switchMargin ? .dark : .light
        case .auto?, nil: return dark >= light ? .dark : .light
        }
    }
}
