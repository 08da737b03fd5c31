import Testing
@testable import PanelCore

/// `content = "auto"`: the pixels decide, with hysteresis; `color = "auto"` takes the colour beneath.
@Suite struct StyleAutoTests {
    /// A transparent strip, so the content sits right on what is beneath.
    static let seeThrough = StyleResolver(style: styleConfig(background: .transparent))

    static func over(_ color: Color) -> StyleInputs { StyleInputs(beneath: BeneathSample(uniform: color)) }

    struct Case: Sendable {
        var preset: StylePreset = .gray
        var beneath: Color
        var previous: ContentStyle?
        var content: ContentStyle
    }

    /// The crossover grey lies between 124 (light is better) and 125 (dark is). From dark,
    /// light must be 1.2 times better: at 118 (4.54 vs 3.75), not at 119 (4.48 vs 3.80). From
    /// light, dark must be: at 132 (4.55 vs 3.74), not at 131 (4.49 vs 3.79). At start the
    /// preset's content stands: dark for gray, light for black.
    @Test(arguments: [
        Case(beneath: .white, previous: nil, content: .dark),
        Case(beneath: .black, previous: nil, content: .light),
        Case(beneath: .white, previous: .light, content: .dark),
        Case(beneath: .black, previous: .dark, content: .light),
        Case(beneath: grey(124), previous: nil, content: .dark),
        Case(preset: .blackTranslucent, beneath: grey(124), previous: nil, content: .light),
        Case(preset: .blackTranslucent, beneath: grey(125), previous: nil, content: .light),
        Case(preset: .blackTranslucent, beneath: grey(131), previous: nil, content: .light),
        Case(preset: .blackTranslucent, beneath: grey(132), previous: nil, content: .dark),
        Case(beneath: grey(125), previous: .light, content: .light),
        Case(beneath: grey(124), previous: .dark, content: .dark),
        Case(beneath: grey(119), previous: .dark, content: .dark),
        Case(beneath: grey(118), previous: .dark, content: .light),
        Case(beneath: grey(131), previous: .light, content: .light),
        Case(beneath: grey(132), previous: .light, content: .dark),
        Case(beneath: grey(118), previous: .auto, content: .light),
        Case(preset: .blackOpaque, beneath: grey(131), previous: .auto, content: .light),
    ])
    func contentAgainstWhatIsBeneath(_ c: Case) {
        let resolver = StyleResolver(style: styleConfig(preset: c.preset, background: .transparent))
        #expect(resolver.resolve(Self.over(c.beneath), previous: c.previous).content == c.content)
    }

    /// Without hysteresis: the better content, either side of the crossover.
    @Test(arguments: [(124 as UInt8, ContentStyle.light), (125, .dark), (0, .light), (255, .dark)])
    func betterContentWithNothingShown(_ level: UInt8, _ content: ContentStyle) {
        #expect(StyleResolver.automaticContent(on: grey(level), previous: nil) == content)
    }

    @Test func aTransparentStripOverWhiteOrBlackPaintsNothing() {
        let clear = BackgroundKind.transparent
        for beneath in [Color.white, .black] {
            let theme = Self.seeThrough.resolve(Self.over(beneath))
            #expect(theme.background == .solid(Color(red: 0xe4, green: 0xe4, blue: 0xe5, alpha: 0)))
            #expect(theme.kind == clear)
            #expect(theme.showsBackdrop)
        }
    }

    /// Over the crossover grey the transparent strip needs a faint scrim: alpha 17 lifts the
    /// composite to grey 132 (228·17/255 + 125·238/255 = 131.5), the first to give 4.5:1.
    @Test func overMidGreyAFaintScrimKeepsTheContrast() {
        let theme = Self.seeThrough.resolve(Self.over(grey(125)))
        #expect(theme.content == .dark)
        #expect(theme.background == .solid(Color(red: 0xe4, green: 0xe4, blue: 0xe5, alpha: 19)))
        #expect(Legibility.worstContrast(of: theme.foreground, on: theme.background, over: BeneathSample(uniform: grey(125))) >= 4.5)
    }

    /// Runs the resolver over a sequence of greys, feeding back each content, and returns them.
    static func follow(_ levels: [UInt8], from start: ContentStyle? = nil) -> [ContentStyle] {
        var previous = start
        return levels.map { level in
            let content = seeThrough.resolve(over(grey(level)), previous: previous).content
            previous = content
            return content
        }
    }

    static func switches(_ contents: [ContentStyle]) -> Int {
        zip(contents, contents.dropFirst()).filter { $0 != $1 }.count
    }

    @Test func hoveringAroundTheThresholdNeverFlickers() {
        let hovering: [UInt8] = [124, 127, 121, 130, 119, 131, 125, 122, 129, 120, 126, 123, 128, 124]
        #expect(Self.follow(hovering) == Array(repeating: .dark, count: hovering.count))
        #expect(Self.follow(hovering, from: .light) == Array(repeating: .light, count: hovering.count))
    }

    /// A noisy ramp up then down across the threshold switches once each way, at the far side
    /// of the dead band.
    @Test func aNoisyRampSwitchesOnceEachWay() {
        let up: [UInt8] = (0..<30).map { (i: Int) -> UInt8 in
            let jitter = i % 2 == 0 ? 5 : -5
            return UInt8(100 + 2 * i + jitter)
        }
        let contents = Self.follow(up + up.reversed())
        #expect(Self.switches(contents) == 2)
        let firstDark = contents.firstIndex(of: .dark)!
        #expect(up[firstDark] >= 132 && up[firstDark - 1] < 132)
        let backToLight = contents[firstDark...].firstIndex(of: .light)!
        let down = up + up.reversed()
        #expect(down[backToLight] <= 118 && down[backToLight - 1] > 118)
    }

    /// A header band, `width` × 6, of `header` with `text` on every twelfth pixel (its title).
    static func headerBand(_ header: Color, text: Color, width: Int = 240) -> BeneathSample {
        var image = PixelBuffer(width: width, height: 6, filledWith: header)
        for i in stride(from: 0, to: width * 6, by: 12) { image.setColor(text, x: i % width, y: i / width) }
        return BeneathSample(image)
    }

    struct Header: Sendable {
        var header: Color
        var text: Color
        var content: ContentStyle
        var background: Color
    }

    /// `color = "auto"` merges with the header beneath: its exact colour (the title text does
    /// not tint it), solid, with the content that suits it; a header that suits neither content
    /// is moved just enough for the resolver's target of 4.6:1 (``Legibility/targetContrast``):
    /// #777777 gives white 4.48:1 and dark 3.80:1, too close to leave the preset's dark content;
    /// 4/32 of the way to white, #888888, gives it 4.6:1. #3584e4 with dark content is 4.5:1
    /// as it is, so it is lightened a little, to #3b88e5.
    @Test(arguments: [
        Header(header: Color(hex: "#ebebeb")!, text: Color(hex: "#2e3436")!, content: .dark, background: Color(hex: "#ebebeb")!),
        Header(header: Color(hex: "#303030")!, text: .white, content: .light, background: Color(hex: "#303030")!),
        Header(header: Color(hex: "#3584e4")!, text: .white, content: .dark, background: Color(hex: "#3b88e5")!),
        Header(header: Color(hex: "#e01b24")!, text: .white, content: .light, background: Color(hex: "#e01b24")!),
        Header(header: Color(hex: "#777777")!, text: .white, content: .dark, background: Color(hex: "#888888")!),
    ])
    func colorAutoMergesWithTheHeader(_ h: Header) {
        let resolver = StyleResolver(style: styleConfig(color: .auto))
        let theme = resolver.resolve(StyleInputs(beneath: Self.headerBand(h.header, text: h.text)))
        #expect(theme.kind == .solid)
        #expect(theme.background == .solid(h.background))
        #expect(theme.content == h.content)
        #expect(theme.separator == nil)
        #expect(theme.foreground.contrastRatio(with: h.background) >= 4.5)
    }

    @Test func colorAutoWithNothingSampledKeepsThePresetColour() {
        let theme = StyleResolver(style: styleConfig(color: .auto)).resolve(StyleInputs())
        #expect(theme.background == .solid(Color(hex: "#e4e4e5")!))
        #expect(theme.content == .dark)
    }

    /// What shows through decides, not the band below: a translucent black strip over a white
    /// wallpaper (reserve layout) above a black header.
    @Test func behindWinsOverBeneathForWhatShowsThrough() {
        let resolver = StyleResolver(style: styleConfig(preset: .blackTranslucent))
        let inputs = StyleInputs(beneath: BeneathSample(uniform: .black), behind: BeneathSample(uniform: .white))
        let theme = resolver.resolve(inputs)
        #expect(theme.content == .light)
        #expect(theme.background == .solid(Color(red: 0, green: 0, blue: 0, alpha: 138)))
        let overBlack = resolver.resolve(StyleInputs(beneath: BeneathSample(uniform: .white), behind: BeneathSample(uniform: .black)))
        #expect(overBlack.background == .solid(Color(red: 0, green: 0, blue: 0, alpha: 128)))
    }
}
