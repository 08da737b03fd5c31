import Testing
@testable import PanelCore

/// A `[style]` section: the defaults unless given.
func styleConfig(preset: StylePreset = .gray, content: ContentStyle = .auto, background: BackgroundKind? = nil,
                 color: ColorSetting? = nil, opacity: Double? = nil, followWindow: Bool = true) -> PanelConfig.Style {
    var style = PanelConfig.Style()
    style.preset = preset
    style.content = content
    style.background = background
    style.color = color
    style.opacity = opacity
    style.followWindow = followWindow
    return style
}

/// An opaque grey of sRGB level `v`.
func grey(_ v: UInt8) -> Color { Color(red: v, green: v, blue: v) }

/// Precedence: `msg style`, then (with follow_window) `_STATUSPANEL_STYLE`, then
/// `_GTK_THEME_VARIANT`, then `style.content`, then the pixels.
@Suite struct StylePrecedenceTests {
    struct Row: Sendable, CustomTestStringConvertible {
        var override: ContentStyle?
        var window: PanelStyleRequest?
        var gtkDark: Bool
        var follow: Bool
        var config: ContentStyle
        var content: ContentStyle
        var source: StyleResolver.Source

        var testDescription: String {
            "msg \(override.map(\.rawValue) ?? "-") window \(window?.rawValue ?? "-") gtk \(gtkDark ? "dark" : "-") follow \(follow) config \(config)"
        }
    }

    /// The rules written out as a list of candidates, first match wins (an oracle independent
    /// of the resolver's code). The gray preset over nothing known makes `auto` dark.
    static func expected(override: ContentStyle?, window: PanelStyleRequest?, gtkDark: Bool, follow: Bool,
                         config: ContentStyle) -> (ContentStyle, StyleResolver.Source) {
        let windowContent: ContentStyle? = window == .darkContent ? .dark : window == .lightContent ? .light : nil
        let candidates: [(ContentStyle?, StyleResolver.Source)] = [
            (override == .auto ? nil : override, .message),
            (follow ? windowContent : nil, .windowProperty),
            (follow && gtkDark ? .light : nil, .gtkVariant),
            (config == .auto ? nil : config, .config),
            (.dark, .automatic),
        ]
        let first = candidates.first { $0.0 != nil }!
        return (first.0!, first.1)
    }

    static let everyCombination: [Row] = {
        var rows: [Row] = []
        for override in [nil, .dark, .light, .auto] as [ContentStyle?] {
            for window in [nil, .darkContent, .lightContent, .hidden] as [PanelStyleRequest?] {
                for gtkDark in [false, true] {
                    for follow in [false, true] {
                        for config in ContentStyle.allCases {
                            let (content, source) = expected(override: override, window: window, gtkDark: gtkDark,
                                                             follow: follow, config: config)
                            rows.append(Row(override: override, window: window, gtkDark: gtkDark, follow: follow,
                                            config: config, content: content, source: source))
                        }
                    }
                }
            }
        }
        return rows
    }()

    static let spelledOut: [Row] = [
        Row(override: nil, window: nil, gtkDark: false, follow: true, config: .auto, content: .dark, source: .automatic),
        Row(override: nil, window: nil, gtkDark: false, follow: true, config: .light, content: .light, source: .config),
        Row(override: nil, window: nil, gtkDark: true, follow: true, config: .dark, content: .light, source: .gtkVariant),
        Row(override: nil, window: nil, gtkDark: true, follow: false, config: .dark, content: .dark, source: .config),
        Row(override: nil, window: .darkContent, gtkDark: true, follow: true, config: .light, content: .dark, source: .windowProperty),
        Row(override: nil, window: .lightContent, gtkDark: false, follow: true, config: .dark, content: .light, source: .windowProperty),
        Row(override: nil, window: .lightContent, gtkDark: false, follow: false, config: .auto, content: .dark, source: .automatic),
        Row(override: nil, window: .hidden, gtkDark: true, follow: true, config: .dark, content: .light, source: .gtkVariant),
        Row(override: nil, window: .hidden, gtkDark: false, follow: true, config: .light, content: .light, source: .config),
        Row(override: .dark, window: .lightContent, gtkDark: true, follow: true, config: .light, content: .dark, source: .message),
        Row(override: .light, window: .darkContent, gtkDark: false, follow: false, config: .dark, content: .light, source: .message),
        Row(override: .auto, window: .darkContent, gtkDark: true, follow: true, config: .light, content: .dark, source: .windowProperty),
        Row(override: .auto, window: nil, gtkDark: false, follow: true, config: .auto, content: .dark, source: .automatic),
    ]

    @Test(arguments: spelledOut + everyCombination)
    func precedence(_ row: Row) {
        let resolver = StyleResolver(style: styleConfig(content: row.config, followWindow: row.follow))
        let inputs = StyleInputs(override: row.override, windowRequest: row.window, gtkPrefersDark: row.gtkDark)
        let requested = resolver.requestedContent(inputs)
        #expect(requested.source == row.source)
        #expect(requested.content == (row.source == .automatic ? .auto : row.content))
        #expect(resolver.resolve(inputs).content == row.content)
    }

    @Test func everyCombinationIsCovered() {
        #expect(Self.everyCombination.count == 4 * 4 * 2 * 2 * 3)
        #expect(Set(Self.everyCombination.map { "\($0.source)" }).count == 5)
    }

    /// The preference wins even where it fights the background: the background gives way.
    @Test func aWindowAskingForLightContentOverTheGrayPresetDarkensTheStrip() {
        let theme = StyleResolver(style: styleConfig()).resolve(StyleInputs(gtkPrefersDark: true))
        #expect(theme.content == .light)
        // White needs a grey of 118 or darker; 16/32 of the way takes 247 only to 124, 17/32 to 116
        // (and the bottom 210 → 98, 212 → 99).
        #expect(theme.background == .gradient(top: grey(116), bottom: Color(red: 98, green: 98, blue: 99)))
        #expect(Legibility.worstContrast(of: .white, on: theme.background) >= 4.5)
    }
}

/// The old entry point keeps its call shape and meaning.
@Suite struct StyleThemeResolveTests {
    @Test func theShellsCallStillResolves() {
        let contentOverride: ContentStyle? = .light
        let theme = Theme.resolve(styleConfig(preset: .blackOpaque), content: contentOverride)
        #expect(theme.content == .light)
        #expect(theme.background == .solid(.black))
        #expect(theme.kind == .solid)
        #expect(!theme.showsBackdrop)
    }

    @Test func aColourBeneathIsBothBeneathAndBehind() {
        let theme = Theme.resolve(styleConfig(preset: .blackTranslucent), beneath: .white)
        #expect(theme.content == .light)
        #expect(theme.background == .solid(Color(red: 0, green: 0, blue: 0, alpha: 138)))
        #expect(theme.showsBackdrop)
        #expect(!theme.blursBackdrop)
    }
}
