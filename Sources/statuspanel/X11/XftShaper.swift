import CX11
import PanelCore

/// Shapes runs of text with HarfBuzz on the FreeType faces Xft opened: one HarfBuzz font per Xft
/// font, made on its first run and kept while the face stays the same.
final class XftShaper {
    private struct Shaping {
        let face: FT_Face
        let font: OpaquePointer
        /// Whether the face is a bitmap strike (colour emoji), which Xft scales to the size drawn.
        let bitmap: Bool
    }

    private let harfBuzz: HarfBuzz
    private let display: OpaquePointer
    private var fonts: [UnsafeMutablePointer<XftFont>: Shaping] = [:]

    init(_ harfBuzz: HarfBuzz, display: OpaquePointer) {
        self.harfBuzz = harfBuzz
        self.display = display
    }

    deinit { release() }

    /// Drops every HarfBuzz font (before their Xft fonts close).
    func release() {
        for (_, s) in fonts { harfBuzz.font.destroy(s.font) }
        fonts = [:]
    }

    func script(_ scalar: Unicode.Scalar) -> UInt32? { harfBuzz.script(scalar) }

    /// `utf8` drawn with `font`: its glyphs placed from the run's start, and its width.
    func shape(_ utf8: [UInt8], font: UnsafeMutablePointer<XftFont>, rightToLeft: Bool) -> (glyphs: [ShapedGlyphs.Placed], width: Int)? {
        guard let face = XftLockFace(font) else { return nil }
        defer { XftUnlockFace(font) }
        let shaping: Shaping
        if let kept = fonts[font], kept.face == face {
            shaping = kept
            harfBuzz.font.changed(kept.font)
        } else {
            if let old = fonts[font] { harfBuzz.font.destroy(old.font) }
            guard let created = harfBuzz.font.create(UnsafeMutableRawPointer(face)) else { return nil }
            shaping = Shaping(face: face, font: created, bitmap: face.pointee.face_flags & 1 == 0)
            fonts[font] = shaping
        }
        let shaped = harfBuzz.shape(utf8, font: shaping.font, rightToLeft: rightToLeft)
        return ShapedGlyphs.place(shaped, scale: shaping.bitmap ? scale(of: shaped, in: font) : 1)
    }

    /// A bitmap strike's size drawn over its own, from what Xft says the glyphs advance.
    private func scale(of shaped: [ShapedGlyphs.Shaped], in font: UnsafeMutablePointer<XftFont>) -> Double {
        // Only glyphs that advance: a hidden joiner's blank glyph advances nothing in HarfBuzz,
        // a space's width in Xft.
        let advancing = shaped.filter { $0.xAdvance != 0 }
        let strike = advancing.reduce(0) { $0 + Int($1.xAdvance) }
        guard strike > 0 else { return 1 }
        var ids = advancing.map { FT_UInt($0.glyph) }
        var info = XGlyphInfo()
        XftGlyphExtents(display, font, &ids, Int32(ids.count), &info)
        return Double(info.xOff) * 64 / Double(strike)
    }
}
