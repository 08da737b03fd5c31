/// A shaper's glyph positions (HarfBuzz's, in 26.6 fixed point, y up) as the pixel positions a
/// renderer draws glyphs at (y down), and the run's width.
public enum ShapedGlyphs {
    /// One glyph as the shaper gives it: its id in the font, advance and offset in 1/64 pixel.
    public struct Shaped: Sendable, Equatable {
        public var glyph: UInt32
        public var xAdvance: Int32
        public var yAdvance: Int32
        public var xOffset: Int32
        public var yOffset: Int32

        public init(glyph: UInt32, xAdvance: Int32, yAdvance: Int32 = 0, xOffset: Int32 = 0, yOffset: Int32 = 0) {
            self.glyph = glyph
            self.xAdvance = xAdvance
            self.yAdvance = yAdvance
            self.xOffset = xOffset
            self.yOffset = yOffset
        }
    }

    /// A glyph at a pixel position from the run's start on the baseline (y down).
    public struct Placed: Sendable, Equatable {
        public var glyph: UInt32
        public var x: Int
        public var y: Int

        public init(glyph: UInt32, x: Int, y: Int) {
            self.glyph = glyph
            self.x = x
            self.y = y
        }
    }

    /// `shaped` placed from pen 0, every position scaled by `scale` (a bitmap font's strike drawn
    /// at another size) and rounded once, so rounding errors never add up; the width is the
    /// rounded sum of the advances.
    public static func place(_ shaped: [Shaped], scale: Double = 1) -> (glyphs: [Placed], width: Int) {
        var penX: Int64 = 0
        var penY: Int64 = 0
        func pixels(_ v: Int64) -> Int { Int((Double(v) * scale / 64).rounded()) }
        var placed: [Placed] = []
        placed.reserveCapacity(shaped.count)
        for g in shaped {
            placed.append(Placed(glyph: g.glyph, x: pixels(penX + Int64(g.xOffset)), y: -pixels(penY + Int64(g.yOffset))))
            penX += Int64(g.xAdvance)
            penY += Int64(g.yAdvance)
        }
        return (placed, pixels(penX))
    }
}
