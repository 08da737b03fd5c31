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
    /// Battery fill at 20 % or below while not charging.
    public var batteryLow: Color
    /// Battery fill while charging.
    public var batteryCharging: Color
    /// Battery fill in low-power mode, unless charging or low: a phone's yellow, deepened to
    /// amber on light backgrounds so the fill stays visible (``Legibility/lowPowerFill(for:on:over:)``).
    public var batteryLowPower: Color
    /// The privacy dot while a camera is in use: a phone's green, moved towards black or white
    /// as far as it takes to keep 3:1 against the background (``Legibility/privacyFill(_:for:on:over:)``).
    public var privacyCamera: Color
    /// The privacy dot while only a microphone records: a phone's orange, adjusted alike.
    public var privacyMicrophone: Color
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
        if self.content == .dark {
            batteryLow = Color(red: 0xd7, green: 0x00, blue: 0x15)
            batteryCharging = Color(red: 0x24, green: 0x8a, blue: 0x3d)
            batteryLowPower = Color(red: 0x9a, green: 0x67, blue: 0x00)
        } else {
            batteryLow = Color(red: 0xff, green: 0x45, blue: 0x3a)
            batteryCharging = Color(red: 0x30, green: 0xd1, blue: 0x58)
            batteryLowPower = Color(red: 0xff, green: 0xd6, blue: 0x0a)
        }
        privacyCamera = Legibility.cameraGreen
        privacyMicrophone = Legibility.microphoneOrange
        dimForeground = foreground.withAlpha(80)
        self.separator = separator ? Color(red: 0, green: 0, blue: 0, alpha: 46) : nil
    }
}
