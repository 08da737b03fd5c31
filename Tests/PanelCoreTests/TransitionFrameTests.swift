import Testing
@testable import PanelCore

/// The frames a style change draws: `style.animation` picks the transition; a slide draws the
/// old strip moved up with the new one just below it.
@Suite struct TransitionFrameTests {
    static let black = TransitionTests.black
    static let gray = TransitionTests.gray

    /// A 24 px strip: its background, and one text run on the baseline 17.
    static func layout(_ theme: Theme) -> DisplayList {
        DisplayList(width: 100, height: 24, commands: [
            .rect(x: 0, y: 0, width: 100, height: 24, color: theme.background.representative),
            .text("14:05", x: 40, baseline: 17, color: theme.foreground),
        ])
    }

    @Test func theAnimationKeyPicksTheTransition() {
        let slide = StyleTransition(from: Self.black, to: Self.gray, start: 10, animation: .slide)
        #expect(slide.mode == .slide && slide.duration == StyleTransition.duration)
        let crossfade = StyleTransition(from: Self.black, to: Self.gray, start: 10, animation: .crossfade)
        #expect(crossfade.mode == .crossfade && crossfade.duration == StyleTransition.duration)
        let none = StyleTransition(from: Self.black, to: Self.gray, start: 10, animation: .none)
        #expect(none.duration == 0 && !none.isAnimating(at: 10))
        #expect(none.frame(at: 10, layout: Self.layout) == Self.layout(Self.gray))
    }

    @Test func midSlideTheOldStripIsMovedUpAndTheNewOneFollowsBelow() {
        let slide = StyleTransition(from: Self.black, to: Self.gray, start: 10, animation: .slide)
        // 0.0625 s in: eased 0.15625 of 24 px, 4 px up.
        let frame = slide.frame(at: 10.0625, layout: Self.layout)
        #expect(frame.width == 100 && frame.height == 24)
        #expect(frame.commands == [
            .rect(x: 0, y: -4, width: 100, height: 24, color: Self.black.background.representative),
            .text("14:05", x: 40, baseline: 13, color: Self.black.foreground),
            .rect(x: 0, y: 20, width: 100, height: 24, color: Self.gray.background.representative),
            .text("14:05", x: 40, baseline: 37, color: Self.gray.foreground),
        ])
        // At the start the old strip is in place and the new one a whole strip below, out of sight.
        #expect(slide.frame(at: 10, layout: Self.layout).commands == [
            .rect(x: 0, y: 0, width: 100, height: 24, color: Self.black.background.representative),
            .text("14:05", x: 40, baseline: 17, color: Self.black.foreground),
            .rect(x: 0, y: 24, width: 100, height: 24, color: Self.gray.background.representative),
            .text("14:05", x: 40, baseline: 41, color: Self.gray.foreground),
        ])
        #expect(slide.frame(at: 10.25, layout: Self.layout) == Self.layout(Self.gray), "over: the new strip alone, in place")
    }

    /// Halfway, one strip in the colours halfway between (TransitionTests.crossfadeBlendsTheColours
    /// works them out): the background's gradient from grey 124 to (105, 105, 106), whose middle the
    /// layout paints, (124 + 105) / 2 = 114 and (124 + 106) / 2 = 115; the text (142, 142, 143).
    @Test func aCrossfadeDrawsOneStripInTheBlend() {
        let fade = StyleTransition(from: Self.black, to: Self.gray, start: 10, animation: .crossfade)
        #expect(fade.frame(at: 10.125, layout: Self.layout) == DisplayList(width: 100, height: 24, commands: [
            .rect(x: 0, y: 0, width: 100, height: 24, color: Color(red: 114, green: 114, blue: 115)),
            .text("14:05", x: 40, baseline: 17, color: Color(red: 142, green: 142, blue: 143)),
        ]))
    }

    @Test func shiftingMovesEveryKindOfCommand() {
        let list = DisplayList(width: 10, height: 24, commands: [
            .rect(x: 1, y: 2, width: 3, height: 4, color: .white),
            .gradient(x: 1, y: 2, width: 3, height: 4, top: .white, bottom: .black),
            .text("a", x: 1, baseline: 17, color: .white),
            .glyph(.batteryOutline, x: 1, y: 5, color: .white),
        ])
        #expect(list.shifted(by: -3).commands == [
            .rect(x: 1, y: -1, width: 3, height: 4, color: .white),
            .gradient(x: 1, y: -1, width: 3, height: 4, top: .white, bottom: .black),
            .text("a", x: 1, baseline: 14, color: .white),
            .glyph(.batteryOutline, x: 1, y: 2, color: .white),
        ])
    }
}
