/// The resolved colours of one strip: background, foreground, and the few accent colours.
/// ``StyleResolver`` makes one; ``StyleTransition`` blends two.
public struct Theme: Sendable, Equatable {
    /// The colours painted first. An alpha below 255 shows what is behind the strip.
    public var background: Background
    /// How the background was asked for (`style.background` or the preset's): with
    /// ``showsBackdrop`` it tells the shell what to paint under it.
    public var kind: BackgroundKind
    /// Text and glyphs; at least 4.5:1 against the background as composited over what is behind.
    public var foreground: Color
    /// Unlit signal bars: decoration, not held to the contrast guarantee (see ``Legibility``).
    public var dimForeground: Color
    /// A hairline along the bottom edge, or `nil`.
    public var separator: Color?
    /// The items' accent colours (``ItemColor``) by name: the battery's fills, the privacy dots.
    /// Each is made legible on this background by its rule (``ColorLegibility``).
    public var accents: [String: Color]
    /// Whether the content (text and glyphs) is dark (on a light background) or light: the
    /// resolved ``ContentStyle``, never `auto`.
    public var content: ContentStyle

    /// Whether every colour of the background is fully opaque: nothing behind the strip shows.
    public var isOpaque: Bool { background.stops.allSatisfy { $0.alpha == 255 } }

    /// Whether the shell must put what is behind the strip under the background: real ARGB
    /// where a compositor runs, else its copy of the root pixmap (pseudo-transparency).
    public var showsBackdrop: Bool { !isOpaque }

    /// Whether that backdrop is blurred first (``BoxBlur/backdrop(scale:)``).
    public var blursBackdrop: Bool { kind == .blur && showsBackdrop }

    /// The item's accent colour `color` in this theme; the foreground for a colour the theme
    /// was not made with.
    public func accent(_ color: ItemColor) -> Color { accents[color.name] ?? foreground }

    /// The text colour of dark and of light content.
    public static func foreground(for content: ContentStyle) -> Color {
        content == .light ? .white : Color(red: 0x1c, green: 0x1c, blue: 0x1e)
    }

    /// Resolves the dotfile's `[style]` with ``StyleResolver``. `content`, unless `nil` or
    /// `auto`, is the `msg style` override; `beneath`, when known, is the colour beneath and
    /// behind the strip, which `auto` content, `color = "auto"` and the legibility guarantee
    /// use. Without a window preference or hysteresis: use ``StyleResolver`` for those.
    public static func resolve(_ style: PanelConfig.Style, content override: ContentStyle? = nil, beneath: Color? = nil) -> Theme {
        StyleResolver(style: style).resolve(StyleInputs(override: override, beneath: beneath.map(BeneathSample.init(uniform:))))
    }

    /// The palette of `content` on `background`.
    init(content: ContentStyle, background: Background, kind: BackgroundKind, separator: Bool) {
        self.background = background
        self.kind = kind
        self.content = content == .light ? .light : .dark
        foreground = Self.foreground(for: self.content)
        let dark = self.content == .dark
        accents = Dictionary(ItemTable.builtIn.colors.map { ($0.name, dark ? $0.onDarkContent : $0.onLightContent) },
                             uniquingKeysWith: { first, _ in first })
        dimForeground = foreground.withAlpha(80)
        self.separator = separator ? Color(red: 0, green: 0, blue: 0, alpha: 46) : nil
    }
}
