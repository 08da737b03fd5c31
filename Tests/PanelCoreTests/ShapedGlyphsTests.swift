import Testing
@testable import PanelCore

/// A shaper's 26.6 positions as pixels (``ShapedGlyphs/place(_:scale:)``).
@Suite struct ShapedGlyphsTests {
    @Test func glyphsArePlacedAtTheirPenAndOffset() {
        // A base of 10.5 px, a mark pulled back over it and raised 3 px, then a letter of 8.25 px.
        let shaped = [
            ShapedGlyphs.Shaped(glyph: 7, xAdvance: 672),
            ShapedGlyphs.Shaped(glyph: 9, xAdvance: 0, xOffset: -320, yOffset: 192),
            ShapedGlyphs.Shaped(glyph: 4, xAdvance: 528),
        ]
        let (glyphs, width) = ShapedGlyphs.place(shaped)
        #expect(glyphs == [ShapedGlyphs.Placed(glyph: 7, x: 0, y: 0), ShapedGlyphs.Placed(glyph: 9, x: 6, y: -3), ShapedGlyphs.Placed(glyph: 4, x: 11, y: 0)])
        #expect(width == 19)
    }

    @Test func roundingErrorsDoNotAddUp() {
        // Ten glyphs of 5.4 px: 54 px, not ten rounded 5 px.
        let (glyphs, width) = ShapedGlyphs.place(Array(repeating: ShapedGlyphs.Shaped(glyph: 1, xAdvance: 346), count: 10))
        #expect(width == 54)
        #expect(glyphs.last?.x == 49)
    }

    @Test func aBitmapStrikeIsScaled() {
        // A colour emoji strike of 136 px drawn at 17 px.
        let (glyphs, width) = ShapedGlyphs.place([ShapedGlyphs.Shaped(glyph: 1, xAdvance: 136 * 64), ShapedGlyphs.Shaped(glyph: 2, xAdvance: 136 * 64)], scale: 0.125)
        #expect(width == 34)
        #expect(glyphs.map(\.x) == [0, 17])
    }
}
