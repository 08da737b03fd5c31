import Testing
@testable import PanelCore

/// How the transient level indicator is drawn: where, with which symbol, in which colours, and
/// the bar's lit part, at 96 and 192 dpi.
@Suite struct LevelIndicatorLayoutTests {
    typealias Layout = LevelIndicatorLayout
    let monitor = Monitor(name: "A", x: 0, y: 0, width: 1280, height: 720, isPrimary: true)

    @Test(arguments: [1.0, 2.0])
    func itSitsCentredJustUnderTheStrip(scale: Double) {
        let frame = Layout.frame(on: monitor, stripHeight: Int(24 * scale), scale: scale)
        #expect(frame == .init(x: (1280 - Int(200 * scale)) / 2, y: Int(32 * scale), width: Int(200 * scale), height: Int(32 * scale)))
        // On a second monitor, on that monitor.
        let right = Monitor(name: "B", x: 1280, y: 100, width: 1920, height: 1080, isPrimary: false)
        let there = Layout.frame(on: right, stripHeight: 24, scale: 1)
        #expect(there.x == 1280 + (1920 - 200) / 2 && there.y == 100 + 24 + 8)
        // A narrow monitor keeps a margin each side.
        let narrow = Layout.frame(on: Monitor(name: "C", x: 0, y: 0, width: 160, height: 120, isPrimary: false), stripHeight: 24, scale: 1)
        #expect(narrow.width == 144 && narrow.x == 8)
    }

    @Test func theSymbolIsTheSpeakerItsWavesOrItsCrossAndTheSun() {
        #expect(Layout.glyph(for: .init(source: .volume, percent: 80, muted: false)) == .speaker(waves: 3))
        #expect(Layout.glyph(for: .init(source: .volume, percent: 20, muted: false)) == .speaker(waves: 1))
        #expect(Layout.glyph(for: .init(source: .volume, percent: 80, muted: true)) == .speakerMuted)
        #expect(Layout.glyph(for: .init(source: .brightness, percent: 30, muted: false)) == .sun)
    }

    @Test func theBarsLitPartFollowsTheLevel() {
        #expect(Layout.fillWidth(percent: 0, track: 100, minimum: 6) == 0)
        #expect(Layout.fillWidth(percent: 1, track: 100, minimum: 6) == 6)
        #expect(Layout.fillWidth(percent: 40, track: 130, minimum: 6) == 52)
        #expect(Layout.fillWidth(percent: 100, track: 130, minimum: 6) == 130)
        // An amplified sink (above 100 %) fills the bar, no more.
        #expect(Layout.fillWidth(percent: 150, track: 130, minimum: 6) == 130)
        #expect(Layout.fillWidth(percent: -3, track: 130, minimum: 6) == 0)
    }

    @Test(arguments: [1.0, 2.0])
    func theFrameIsThePanelTheSymbolAndTheBarInWholePixels(scale: Double) throws {
        let colors = Layout.colors(for: Theme.resolve(styleConfig(preset: .gray)))
        let frame = Layout.frame(on: monitor, stripHeight: 24, scale: scale)
        let list = Layout.list(.init(source: .volume, percent: 50, muted: false), colors: colors, width: frame.width, height: frame.height, scale: scale)
        #expect(list.width == frame.width && list.height == frame.height)
        let bar = Layout.bar(width: frame.width, height: frame.height, scale: scale)
        #expect(bar.height == Int(6 * scale) && bar.x == Int(42 * scale) && bar.x + bar.width == frame.width - Int(16 * scale))
        #expect(list.commands == [
            .glyph(.capsule(width: frame.width, height: frame.height), x: 0, y: 0, color: colors.border),
            .glyph(.capsule(width: frame.width - 2, height: frame.height - 2), x: 1, y: 1, color: colors.background),
            .glyph(.speaker(waves: 2), x: Int(15 * scale), y: Int(10 * scale), color: colors.foreground),
            .glyph(.capsule(width: bar.width, height: bar.height), x: bar.x, y: bar.y, color: colors.track),
            .glyph(.capsule(width: bar.width / 2, height: bar.height), x: bar.x, y: bar.y, color: colors.foreground),
        ])
        // Muted: the level stays, shown as off; nothing lit at 0.
        let muted = Layout.list(.init(source: .volume, percent: 50, muted: true), colors: colors, width: frame.width, height: frame.height, scale: scale)
        #expect(muted.commands.last == .glyph(.capsule(width: bar.width / 2, height: bar.height), x: bar.x, y: bar.y, color: colors.mutedFill))
        let silent = Layout.list(.init(source: .brightness, percent: 0, muted: false), colors: colors, width: frame.width, height: frame.height, scale: scale)
        #expect(silent.commands.count == 4)
    }

    /// Right to left: the symbol at the right, the bar lit from its right end.
    @Test func aRightToLeftStripMirrorsIt() {
        let colors = Layout.colors(for: Theme.resolve(styleConfig(preset: .gray)))
        let shown = LevelIndicator.Shown(source: .volume, percent: 25, muted: false)
        let list = Layout.list(shown, colors: colors, width: 200, height: 32, scale: 1, direction: .rightToLeft)
        let bar = Layout.bar(width: 200, height: 32, scale: 1)
        #expect(list.commands[0] == .glyph(.capsule(width: 200, height: 32), x: 0, y: 0, color: colors.border))
        #expect(list.commands[2] == .glyph(.speaker(waves: 1), x: 200 - 15 - 16, y: 10, color: colors.foreground))
        #expect(list.commands[3] == .glyph(.capsule(width: bar.width, height: 6), x: 200 - bar.x - bar.width, y: bar.y, color: colors.track))
        let lit = Layout.fillWidth(percent: 25, track: bar.width, minimum: 6)
        #expect(list.commands[4] == .glyph(.capsule(width: lit, height: 6), x: 200 - bar.x - lit, y: bar.y, color: colors.foreground))
    }

    /// The capsule's mask: whole pixels as asked, solid in the middle, rounded at the ends.
    @Test func theCapsuleIsRoundAtItsEndsAndSolidBetween() {
        let mask = Glyph.capsule(width: 40, height: 12).mask(scale: 2)
        #expect(mask.width == 40 && mask.height == 12)
        #expect(mask[20, 6] == 255 && mask[20, 0] == 255)
        #expect(mask[0, 0] == 0 && mask[39, 11] == 0)
        #expect(mask[0, 6] > 0)
    }

    /// Every style: the symbol reads at 4.5:1 against the panel whatever lies beneath (black
    /// or white), and the bar's lit part stands out of its track at 3:1 (a control's parts).
    @Test(arguments: StylePreset.allCases, [ContentStyle.dark, .light])
    func itIsLegibleInEveryStyle(preset: StylePreset, content: ContentStyle) {
        let theme = Theme.resolve(styleConfig(preset: preset, content: content))
        let colors = Layout.colors(for: theme)
        #expect((colors.foreground.contrastRatio(with: .white) > colors.foreground.contrastRatio(with: .black)) == (theme.content == .dark),
                "the panel is the opposite of the content")
        for beneath in [Color.black, .white, Color(red: 128, green: 128, blue: 128)] {
            let panel = colors.background.composited(over: colors.border.composited(over: beneath))
            #expect(colors.foreground.contrastRatio(with: panel) >= 4.5, "\(preset) \(content) over \(beneath)")
            #expect(colors.foreground.contrastRatio(with: colors.track.composited(over: panel)) >= 3, "\(preset) \(content) over \(beneath)")
        }
    }

    @Test func theMonitorIsThePointersElseThePrimary() {
        let left = Monitor(name: "L", x: 0, y: 0, width: 1280, height: 720, isPrimary: false)
        let right = Monitor(name: "R", x: 1280, y: 0, width: 1920, height: 1080, isPrimary: true)
        #expect(Layout.monitorIndex([left, right], pointer: (100, 100)) == 0)
        #expect(Layout.monitorIndex([left, right], pointer: (1500, 900)) == 1)
        #expect(Layout.monitorIndex([left, right], pointer: (100, 900)) == 1, "off both: the primary")
        #expect(Layout.monitorIndex([left, right], pointer: nil) == 1)
        #expect(Layout.monitorIndex([left], pointer: nil) == 0)
        #expect(Layout.monitorIndex([], pointer: (0, 0)) == nil)
    }

    @Test func aPressOnTheVolumeOrTheBrightnessIsTheirs() {
        let list = DisplayList(width: 300, height: 24, areas: [ItemArea(item: .volume, x: 0, width: 50), ItemArea(item: .brightness, x: 60, width: 50),
                                                              ItemArea(item: .clock, x: 120, width: 50)])
        func press(_ x: Int) -> StripPress { StripPress(button: 4, x: x, y: 10, rootX: x, rootY: 10) }
        #expect(LevelIndicator.Source.pressed(press(10), on: list) == .volume)
        #expect(LevelIndicator.Source.pressed(press(70), on: list) == .brightness)
        #expect(LevelIndicator.Source.pressed(press(130), on: list) == nil)
        #expect(LevelIndicator.Source.pressed(press(55), on: list) == nil)
    }
}
