import Testing
@testable import PanelCore

/// Each preset and background kind, resolved with nothing known beneath, to its exact colours.
@Suite struct StylePresetTests {
    static let darkText = Color(hex: "#1c1c1e")!
    static let silver = Background.gradient(top: Color(hex: "#f7f7f7")!, bottom: Color(hex: "#d2d2d4")!)

    struct Row: Sendable, CustomTestStringConvertible {
        var style: PanelConfig.Style
        var background: Background
        var kind: BackgroundKind
        var content: ContentStyle
        var separator: Bool
        var testDescription: String { "\(style.preset.rawValue) \(style.background?.rawValue ?? "-") \(style.color.map { "\($0)" } ?? "-") \(style.opacity.map { "\($0)" } ?? "-")" }
    }

    @Test(arguments: [
        // gray: the silver gradient with a hairline, dark content.
        Row(style: styleConfig(preset: .gray), background: silver, kind: .gradient, content: .dark, separator: true),
        Row(style: styleConfig(preset: .blackOpaque), background: .solid(.black), kind: .solid, content: .light, separator: false),
        // black-translucent is black at 0.5 (128) where what is behind is known dark…
        Row(style: styleConfig(preset: .blackTranslucent), background: .solid(Color(red: 0, green: 0, blue: 0, alpha: 138)),
            kind: .translucent, content: .light, separator: false),
        // Other kinds of the preset colours: solid gray is the middle of the gradient.
        Row(style: styleConfig(preset: .gray, background: .solid), background: .solid(Color(hex: "#e4e4e5")!), kind: .solid,
            content: .dark, separator: false),
        // Blur at 0.6 (153) is already legible: 148 would do for dark text over black.
        Row(style: styleConfig(preset: .gray, background: .blur), background: .solid(Color(hex: "#e4e4e599")!), kind: .blur,
            content: .dark, separator: false),
        Row(style: styleConfig(preset: .blackOpaque, background: .gradient),
            background: .gradient(top: Color(hex: "#1f1f1f")!, bottom: .black), kind: .gradient, content: .light, separator: false),
        Row(style: styleConfig(preset: .blackOpaque, opacity: 0.8), background: .solid(Color(hex: "#000000cc")!), kind: .solid,
            content: .light, separator: false),
        // A fixed colour with its own alpha keeps it; a gradient of a fixed colour.
        Row(style: styleConfig(preset: .blackTranslucent, color: .fixed(Color(hex: "#10204080")!)),
            background: .solid(Color(hex: "#1020409e")!), kind: .translucent, content: .light, separator: false),
        Row(style: styleConfig(preset: .gray, color: .fixed(Color(hex: "#a0c4ff")!)),
            background: .gradient(top: Color(hex: "#abcbff")!, bottom: Color(hex: "#93b4eb")!), kind: .gradient,
            content: .dark, separator: true),
    ])
    func presetColours(_ row: Row) {
        let theme = StyleResolver(style: row.style).resolve(StyleInputs())
        #expect(theme.background == row.background)
        #expect(theme.kind == row.kind)
        #expect(theme.content == row.content)
        #expect(theme.separator == (row.separator ? Color(red: 0, green: 0, blue: 0, alpha: 46) : nil))
        #expect(theme.foreground == (row.content == .dark ? Self.darkText : .white))
        #expect(theme.dimForeground == theme.foreground.withAlpha(80))
    }

    @Test func blackTranslucentIsHalfBlackOverADarkWallpaper() {
        let theme = StyleResolver(style: styleConfig(preset: .blackTranslucent)).resolve(StyleInputs(behind: BeneathSample(uniform: grey(40))))
        #expect(theme.background == .solid(Color(red: 0, green: 0, blue: 0, alpha: 128)))
        #expect(theme.showsBackdrop && !theme.blursBackdrop)
    }

    @Test func accentsFollowTheContent() {
        let dark = StyleResolver(style: styleConfig(content: .dark)).resolve(StyleInputs())
        #expect(dark.batteryLow == Color(hex: "#d70015")! && dark.batteryCharging == Color(hex: "#248a3d")!)
        let light = StyleResolver(style: styleConfig(preset: .blackOpaque)).resolve(StyleInputs())
        #expect(light.batteryLow == Color(hex: "#ff453a")! && light.batteryCharging == Color(hex: "#30d158")!)
    }

    @Test func blurTellsTheShellToBlurOnlyWhatShows() {
        #expect(StyleResolver(style: styleConfig(background: .blur)).resolve(StyleInputs()).blursBackdrop)
        let opaqueBlur = StyleResolver(style: styleConfig(background: .blur, opacity: 1)).resolve(StyleInputs())
        #expect(!opaqueBlur.blursBackdrop && !opaqueBlur.showsBackdrop && opaqueBlur.kind == .blur)
    }

    @Test func defaultAlphaPerKind() {
        #expect(BackgroundKind.allCases.map(\.defaultAlpha) == [255, 255, 153, 128, 0])
    }
}
