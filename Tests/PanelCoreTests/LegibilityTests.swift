import Testing
@testable import PanelCore

@Suite struct LegibilityTests {
    static let darkText = Color(hex: "#1c1c1e")!

    struct AlphaCase: Sendable {
        var background: Color
        var content: Color
        var behind: BeneathSample
        var floor: UInt8
        var alpha: UInt8?
    }

    /// White text needs a composite of grey 118 or darker (4.54:1; 119 gives 4.48:1): black over
    /// white at 137 gives 255 − 137 = 118. Dark text on white over black needs grey 132.
    @Test(arguments: [
        AlphaCase(background: .black, content: .white, behind: .unknown, floor: 0, alpha: 137),
        AlphaCase(background: .black, content: .white, behind: BeneathSample(uniform: .white), floor: 0, alpha: 137),
        AlphaCase(background: .black, content: .white, behind: BeneathSample(uniform: .black), floor: 0, alpha: 0),
        AlphaCase(background: .black, content: .white, behind: BeneathSample(uniform: .black), floor: 128, alpha: 128),
        AlphaCase(background: .black, content: .white, behind: .unknown, floor: 200, alpha: 200),
        AlphaCase(background: .white, content: darkText, behind: .unknown, floor: 0, alpha: 132),
        AlphaCase(background: .white, content: darkText, behind: BeneathSample(uniform: .white), floor: 0, alpha: 0),
        AlphaCase(background: Color(hex: "#e4e4e5")!, content: darkText, behind: .unknown, floor: 0, alpha: 148),
        // Even opaque, #777777 gives white only 4.48:1.
        AlphaCase(background: Color(hex: "#777777")!, content: .white, behind: .unknown, floor: 0, alpha: nil),
        // Dark text over translucent black: it can only lose as the black thickens.
        AlphaCase(background: .black, content: darkText, behind: BeneathSample(uniform: .white), floor: 0, alpha: 0),
        AlphaCase(background: .black, content: darkText, behind: BeneathSample(uniform: .white), floor: 140, alpha: nil),
    ])
    func leastAlpha(_ c: AlphaCase) {
        #expect(Legibility.minimumAlpha(of: c.background, for: c.content, over: c.behind, from: c.floor) == c.alpha)
    }

    @Test func contentInsideTheRangeOfCompositesCanVanish() {
        // White at half over anything: composites from grey 128 to white, and white text.
        #expect(Legibility.worstContrast(of: .white, on: Color.white.withAlpha(128)) == 1)
        #expect(Legibility.worstContrast(of: .white, on: Color.black) == 21)
    }

    /// Every pixel's composite is checked with `Color.contrastRatio` (the WCAG formula), not the
    /// bound the resolver reasons with.
    static func worstOverEveryPixel(_ theme: Theme, _ wallpaper: PixelBuffer) -> Double {
        var worst = 21.0
        for y in 0..<wallpaper.height {
            for x in 0..<wallpaper.width {
                for stop in theme.background.stops {
                    worst = min(worst, theme.foreground.contrastRatio(with: stop.composited(over: wallpaper.color(x: x, y: y))))
                }
            }
        }
        return worst
    }

    static func checkerboard(_ a: Color, _ b: Color, square: Int = 4) -> PixelBuffer {
        var image = PixelBuffer(width: 32, height: 16, filledWith: a)
        for y in 0..<16 { for x in 0..<32 where (x / square + y / square) % 2 == 1 { image.setColor(b, x: x, y: y) } }
        return image
    }

    /// Stripes through saturated hues and greys, so no single grey stands for it.
    static let colourful: PixelBuffer = {
        let hues = ["#ff0000", "#00ff00", "#0000ff", "#ffff00", "#00ffff", "#ff00ff", "#ffffff", "#000000", "#808080", "#3584e4"]
        var image = PixelBuffer(width: hues.count * 3, height: 4, filledWith: .black)
        for (i, hex) in hues.enumerated() { for x in 3 * i..<3 * i + 3 { for y in 0..<4 { image.setColor(Color(hex: hex)!, x: x, y: y) } } }
        return image
    }()

    static let wallpapers: [(String, PixelBuffer)] = [
        ("white", PixelBuffer(width: 8, height: 4, filledWith: .white)),
        ("black", PixelBuffer(width: 8, height: 4, filledWith: .black)),
        ("checkerboard", checkerboard(.black, .white)),
        ("grey checkerboard", checkerboard(grey(100), grey(150))),
        ("colourful", colourful),
    ]

    struct Setup: Sendable, CustomTestStringConvertible {
        var preset: StylePreset
        var background: BackgroundKind?
        var content: ContentStyle
        var testDescription: String { "\(preset.rawValue) \(background?.rawValue ?? "preset") \(content)" }
    }

    static let setups: [Setup] = StylePreset.allCases.flatMap { preset in
        ([nil] + BackgroundKind.allCases.map(Optional.some)).flatMap { kind in
            ContentStyle.allCases.map { Setup(preset: preset, background: kind, content: $0) }
        }
    }

    @Test(arguments: setups)
    func legibleOverEveryWallpaper(_ setup: Setup) {
        let resolver = StyleResolver(style: styleConfig(preset: setup.preset, content: setup.content, background: setup.background))
        for (name, wallpaper) in Self.wallpapers {
            let sample = BeneathSample(wallpaper)
            let theme = resolver.resolve(StyleInputs(beneath: sample))
            let worst = Self.worstOverEveryPixel(theme, wallpaper)
            #expect(worst >= 4.5, "\(name): \(worst)")
            if setup.content != .auto { #expect(theme.content == setup.content) }
        }
        // Nothing known: legible over black and over white alike.
        let blind = resolver.resolve(StyleInputs())
        for wallpaper in [Self.wallpapers[0].1, Self.wallpapers[1].1, Self.colourful] {
            #expect(Self.worstOverEveryPixel(blind, wallpaper) >= 4.5)
        }
    }

    /// A blurred checkerboard is all greys: the guarantee covers every pixel within the
    /// sample's extremes, and at most 1 % lies beyond each of them.
    @Test(arguments: setups)
    func blurredCheckerboardIsLegibleWithinTheSample(_ setup: Setup) {
        let wallpaper = BoxBlur(radius: 2).blurred(Self.checkerboard(.black, .white))
        let sample = BeneathSample(wallpaper)
        let theme = StyleResolver(style: styleConfig(preset: setup.preset, content: setup.content, background: setup.background))
            .resolve(StyleInputs(behind: sample))
        var covered = PixelBuffer(width: 1, height: 1, filledWith: .black)
        var count = 0, beyond = 0
        for y in 0..<wallpaper.height {
            for x in 0..<wallpaper.width {
                let level = wallpaper.color(x: x, y: y).red
                guard level >= sample.darkest.red, level <= sample.lightest.red else { beyond += 1; continue }
                covered.setColor(grey(level), x: 0, y: 0)
                #expect(Self.worstOverEveryPixel(theme, covered) >= 4.5, "grey \(level)")
                count += 1
            }
        }
        #expect(count + beyond == 512)
        #expect(beyond <= 2 * 5)
    }

    /// A background changes only as much as needed, and not at all when already legible.
    @Test func aLegibleBackgroundComesBackUnchanged() {
        let silver = StylePreset.gray.background
        #expect(Legibility.legible(silver, for: Self.darkText) == silver)
        // Dark text needs grey 132: 16/32 of the way to white gives 128, 17/32 gives 135.
        #expect(Legibility.legible(.solid(.black), for: Self.darkText) == .solid(Color(hex: "#878787")!))
        // Clear white under white text, over anything: opaque white never serves, so it darkens
        // until some alpha does; 18/32 gives grey 112, which at 244 over white composites to 118.
        #expect(Legibility.legible(.solid(Color.white.withAlpha(0)), for: .white) == .solid(Color(hex: "#707070f4")!))
    }
}

/// The low-power battery fill stays visible in every style: at least 3:1 (WCAG's contrast for
/// graphics) against the strip's background over every test wallpaper, in every preset,
/// background and content (``Legibility/accent(_:for:on:over:)`` deepens the amber on
/// light backgrounds as far as needed).
@Suite struct LowPowerColourTests {
    static let worstAllowed = 3.0

    static func worst(_ colour: Color, _ theme: Theme, _ wallpaper: PixelBuffer) -> Double {
        var worst = 21.0
        for y in 0..<wallpaper.height {
            for x in 0..<wallpaper.width {
                for stop in theme.background.stops {
                    worst = min(worst, colour.contrastRatio(with: stop.composited(over: wallpaper.color(x: x, y: y))))
                }
            }
        }
        return worst
    }

    @Test(arguments: LegibilityTests.setups)
    func visibleInEveryStyle(_ setup: LegibilityTests.Setup) {
        let resolver = StyleResolver(style: styleConfig(preset: setup.preset, content: setup.content, background: setup.background))
        for (name, wallpaper) in LegibilityTests.wallpapers {
            let theme = resolver.resolve(StyleInputs(beneath: BeneathSample(wallpaper)))
            let contrast = Self.worst(theme.batteryLowPower, theme, wallpaper)
            #expect(contrast >= Self.worstAllowed, "\(name): \(contrast)")
            // Distinct from the ordinary fill, so the mode shows.
            #expect(theme.batteryLowPower != theme.foreground)
        }
    }
}

/// The privacy dots stay visible in every style: at least 3:1 against the strip's background
/// over every test wallpaper, as the low-power fill does, and still green and orange.
@Suite struct PrivacyColourTests {
    @Test(arguments: LegibilityTests.setups)
    func visibleInEveryStyle(_ setup: LegibilityTests.Setup) {
        let resolver = StyleResolver(style: styleConfig(preset: setup.preset, content: setup.content, background: setup.background))
        for (name, wallpaper) in LegibilityTests.wallpapers {
            let theme = resolver.resolve(StyleInputs(beneath: BeneathSample(wallpaper)))
            for colour in [theme.privacyCamera, theme.privacyMicrophone] {
                let contrast = LowPowerColourTests.worst(colour, theme, wallpaper)
                #expect(contrast >= LowPowerColourTests.worstAllowed, "\(name): \(colour) \(contrast)")
            }
            // The hues survive the adjustment: green is mostly green, orange red over green over blue.
            let green = theme.privacyCamera, orange = theme.privacyMicrophone
            #expect(green.green > green.red && green.green > green.blue, "\(name): \(green)")
            #expect(orange.red > orange.green && orange.green > orange.blue, "\(name): \(orange)")
        }
    }

    /// On a dark strip the phone's own colours pass unchanged; on a light one they deepen.
    @Test func phoneColoursWhereTheyPass() {
        let black = Theme.resolve(styleConfig(preset: .blackOpaque, content: .light, background: nil))
        #expect(black.privacyCamera == Legibility.cameraGreen)
        #expect(black.privacyMicrophone == Legibility.microphoneOrange)
        let white = Theme.resolve(styleConfig(preset: .gray, content: .dark, background: nil), beneath: .white)
        #expect(white.privacyCamera != Legibility.cameraGreen)
        #expect(white.privacyCamera.relativeLuminance < Legibility.cameraGreen.relativeLuminance)
    }
}
