import Testing
@testable import PanelCore

@Suite struct TransitionTests {
    static let black = StyleResolver(style: styleConfig(preset: .blackOpaque)).resolve(StyleInputs())
    static let gray = StyleResolver(style: styleConfig(preset: .gray)).resolve(StyleInputs())

    static func change(mode: StyleTransition.Mode = .slide, animated: Bool = true) -> StyleTransition {
        StyleTransition(from: black, to: gray, start: 10, mode: mode, animated: animated)
    }

    /// Smoothstep: 3t² − 2t³.
    @Test(arguments: [
        (9.0, 0.0, 0.0), (10.0, 0.0, 0.0), (10.0625, 0.25, 0.15625), (10.125, 0.5, 0.5),
        (10.1875, 0.75, 0.84375), (10.25, 1.0, 1.0), (11.0, 1.0, 1.0),
    ])
    func easedProgress(_ now: Double, _ linear: Double, _ eased: Double) {
        let t = Self.change()
        #expect(t.linearProgress(at: now) == linear)
        #expect(t.progress(at: now) == eased)
    }

    @Test func animatesForAQuarterOfASecondOnly() {
        let t = Self.change()
        #expect(t.duration == 0.25 && t.end == 10.25)
        #expect(t.isAnimating(at: 10) && t.isAnimating(at: 10.2499))
        #expect(!t.isAnimating(at: 10.25) && !t.isAnimating(at: 12))
    }

    /// From the start, 15 frames at 1/60 s, the last exactly at the end, then none.
    @Test func framesFallOnASteadyGrid() {
        let t = Self.change()
        var frames: [Double] = []
        var now = 10.0
        while let next = t.nextFrame(after: now) {
            frames.append(next)
            now = next
        }
        let grid: [Double] = (1...15).map { (k: Int) -> Double in 10 + 0.25 * Double(k) / 15 }
        #expect(frames == grid)
        #expect(frames.last == 10.25)
        #expect(t.nextFrame(after: 10.25) == nil)
        #expect(t.nextFrame(after: 9) == 10)
    }

    /// A late wake-up draws the frame for its own time; the next stays on the grid.
    @Test(arguments: [(10.1, 7), (10.11, 7), (10.0001, 1), (10.2499, 15)])
    func aLateWakeUpKeepsTheGrid(_ now: Double, _ k: Int) {
        #expect(Self.change().nextFrame(after: now) == 10 + 0.25 * Double(k) / 15)
    }

    @Test func withoutAnimationTheChangeIsInstant() {
        for t in [Self.change(animated: false), StyleTransition(from: Self.gray, to: Self.gray, start: 10)] {
            #expect(t.duration == 0)
            #expect(!t.isAnimating(at: 10))
            #expect(t.nextFrame(after: 10) == nil)
            #expect(t.progress(at: 10) == 1)
            #expect(t.theme(at: 10) == t.to)
        }
    }

    /// The old strip slides up and out while the new one pushes in from below, 24 px tall:
    /// 0.15625 · 24 = 3.75 → 4, 0.84375 · 24 = 20.25 → 20.
    @Test(arguments: [(10.0, 0, 24), (10.0625, -4, 20), (10.125, -12, 12), (10.1875, -20, 4), (10.25, -24, 0), (10.5, -24, 0)])
    func slideOffsets(_ now: Double, _ old: Int, _ new: Int) {
        #expect(Self.change().slideOffsets(at: now, height: 24) == StyleTransition.SlideOffsets(old: old, new: new))
    }

    @Test func aSlideDrawsTheOldThemeUntilTheEnd() {
        let t = Self.change()
        #expect(t.theme(at: 10.2) == Self.black)
        #expect(t.theme(at: 10.25) == Self.gray)
    }

    /// Halfway from black (white text) to the silver gradient (#1c1c1e text): black to #f7f7f7
    /// is 123.5 → 124, to #d2d2d4 105 and 106; white to #1c1c1e 141.5 → 142 and 142.5 → 143.
    @Test func crossfadeBlendsTheColours() {
        let t = Self.change(mode: .crossfade)
        #expect(t.theme(at: 10) == Self.black)
        #expect(t.theme(at: 10.25) == Self.gray)
        let half = t.theme(at: 10.125)
        #expect(half.background == .gradient(top: grey(124), bottom: Color(red: 105, green: 105, blue: 106)))
        #expect(half.foreground == Color(red: 142, green: 142, blue: 143))
        #expect(half.separator == Color(red: 0, green: 0, blue: 0, alpha: 23))
        #expect(half.content == .dark)
        #expect(half.kind == .gradient)
        #expect(t.theme(at: 10.0625).content == .light)
    }

    @Test func aBlurEndKeepsTheBackdropBlurredThroughTheFade() {
        let blur = StyleResolver(style: styleConfig(background: .blur)).resolve(StyleInputs())
        let fade = StyleTransition(from: blur, to: Self.black, start: 0, mode: .crossfade).theme(at: 0.125)
        #expect(fade.kind == .blur)
        #expect(fade.background == .solid(Color(red: 114, green: 114, blue: 115, alpha: 204)))
        #expect(fade.blursBackdrop)
    }

    @Test func colourMixing() {
        #expect(Color.black.mixed(with: .white, fraction: 0.5) == grey(128))
        #expect(Color.black.mixed(with: .white, fraction: 2) == .white)
        #expect(Color.white.withAlpha(0).mixed(with: .white, fraction: 0.25) == Color.white.withAlpha(64))
    }
}
