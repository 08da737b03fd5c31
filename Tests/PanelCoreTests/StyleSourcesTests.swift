import Testing
@testable import PanelCore

/// What a strip's style reads beneath and behind it, and what it paints under its background.
@Suite struct StyleSourcesTests {
    @Test func onlyAVisibleStripReadsBeneathIt() {
        #expect(StyleSources.readsBeneath(in: .visible))
        for phase: VisibilityPhase in [.waitingToHide(since: 1), .hiding(since: 1), .hidden, .revealed(until: 9)] {
            #expect(!StyleSources.readsBeneath(in: phase), "\(phase)")
        }
    }

    @Test(arguments: [
        (StylePreset.gray, BackgroundKind?.none, StyleSources.Wallpaper.plain),
        (.blackTranslucent, nil, .plain),
        (.gray, .blur, .blurred),
        (.blackOpaque, .transparent, .plain),
    ])
    func whatStandsBehindTheStripIsTheWallpaperThatShows(preset: StylePreset, background: BackgroundKind?, expected: StyleSources.Wallpaper) {
        #expect(StyleSources.behind(for: styleConfig(preset: preset, background: background)) == expected)
    }

    @Test func theBackdropIsPaintedWhereNoCompositorBlendsAndAlwaysWhenBlurred() {
        let unknown = StyleInputs()
        let opaque = StyleResolver(style: styleConfig(preset: .blackOpaque)).resolve(unknown)
        let translucent = StyleResolver(style: styleConfig(preset: .blackTranslucent)).resolve(unknown)
        let blurred = StyleResolver(style: styleConfig(preset: .gray, background: .blur)).resolve(unknown)
        #expect(StyleSources.backdrop(for: opaque, composited: false) == nil)
        #expect(StyleSources.backdrop(for: opaque, composited: true) == nil)
        #expect(StyleSources.backdrop(for: translucent, composited: false) == .plain)
        #expect(StyleSources.backdrop(for: translucent, composited: true) == nil, "the compositor blends it")
        #expect(StyleSources.backdrop(for: blurred, composited: false) == .blurred)
        #expect(StyleSources.backdrop(for: blurred, composited: true) == .blurred, "a compositor does not blur for the strip")
    }
}
