#if canImport(Glibc)
import Glibc
#endif
import PanelCore

/// HarfBuzz (Debian's libharfbuzz0b) through dlopen(3): the first label outside ASCII loads it, so
/// a Latin strip never maps it nor the GLib and Graphite it links (bench/performance.md measures
/// both ways). Fonts are HarfBuzz's FreeType fonts (`hb_ft_font_create_referenced`) over the
/// FT_Face Xft opened, so glyph ids are the ones Xft draws.
final class HarfBuzz: @unchecked Sendable {
    private typealias Create = @convention(c) () -> OpaquePointer?
    typealias Destroy = @convention(c) (OpaquePointer?) -> Void
    private typealias AddUTF8 = @convention(c) (OpaquePointer?, UnsafePointer<CChar>?, Int32, UInt32, Int32) -> Void
    private typealias SetDirection = @convention(c) (OpaquePointer?, UInt32) -> Void
    private typealias Shape = @convention(c) (OpaquePointer?, OpaquePointer?, UnsafeRawPointer?, UInt32) -> Void
    private typealias Infos = @convention(c) (OpaquePointer?, UnsafeMutablePointer<UInt32>?) -> UnsafeMutableRawPointer?
    typealias FontCreate = @convention(c) (UnsafeMutableRawPointer?) -> OpaquePointer?
    private typealias UnicodeFuncs = @convention(c) () -> OpaquePointer?
    private typealias Script = @convention(c) (OpaquePointer?, UInt32) -> UInt32

    /// `hb_glyph_info_t`.
    private struct GlyphInfo { var codepoint, mask, cluster, var1, var2: UInt32 }
    /// `hb_glyph_position_t`.
    private struct GlyphPosition { var xAdvance, yAdvance, xOffset, yOffset: Int32; var var1: UInt32 }

    /// The buffer's functions: one buffer made for each run, filled with its text, shaped
    /// (`hb_shape`) and read back as glyphs and positions.
    private struct BufferFunctions {
        let create: Create
        let destroy: Destroy
        let addUTF8: AddUTF8
        let setDirection: SetDirection
        let guessProperties: Destroy
        let shape: Shape
        let glyphInfos: Infos
        let glyphPositions: Infos
    }

    /// The font's functions: a HarfBuzz font over an Xft font's FreeType face, told when the
    /// face changed size, destroyed with it (``XftShaper``).
    struct FontFunctions {
        let create: FontCreate
        let changed: Destroy
        let destroy: Destroy
    }

    /// The Unicode database's functions: a character's script.
    private struct UnicodeFunctions {
        let funcs: OpaquePointer?
        let script: Script
    }

    private let buffer: BufferFunctions
    let font: FontFunctions
    private let unicode: UnicodeFunctions

    /// The library, loaded on first use; nil (said once) when it cannot be, or when
    /// STATUSPANEL_SHAPING=0 turns shaping off (to compare, as the tests do).
    static let shared: HarfBuzz? = {
        if let off = getenv("STATUSPANEL_SHAPING"), String(cString: off) == "0" { return nil }
        guard let shared = HarfBuzz() else {
            Log.error("cannot load libharfbuzz.so.0 (install libharfbuzz0b): text outside ASCII is drawn unshaped")
            return nil
        }
        return shared
    }()

    private init?() {
        guard let library = dlopen("libharfbuzz.so.0", RTLD_NOW | RTLD_LOCAL) else { return nil }
        func symbol<T>(_ name: String, _: T.Type) -> T? { dlsym(library, name).map { unsafeBitCast($0, to: T.self) } }
        guard let bufferCreate = symbol("hb_buffer_create", Create.self), let bufferDestroy = symbol("hb_buffer_destroy", Destroy.self),
              let addUTF8 = symbol("hb_buffer_add_utf8", AddUTF8.self), let setDirection = symbol("hb_buffer_set_direction", SetDirection.self),
              let guessProperties = symbol("hb_buffer_guess_segment_properties", Destroy.self), let shapeBuffer = symbol("hb_shape", Shape.self),
              let glyphInfos = symbol("hb_buffer_get_glyph_infos", Infos.self), let glyphPositions = symbol("hb_buffer_get_glyph_positions", Infos.self),
              let fontCreate = symbol("hb_ft_font_create_referenced", FontCreate.self), let fontChanged = symbol("hb_ft_font_changed", Destroy.self),
              let fontDestroy = symbol("hb_font_destroy", Destroy.self), let unicodeFuncs = symbol("hb_unicode_funcs_get_default", UnicodeFuncs.self),
              let unicodeScript = symbol("hb_unicode_script", Script.self)
        else { return nil }
        buffer = BufferFunctions(create: bufferCreate, destroy: bufferDestroy, addUTF8: addUTF8, setDirection: setDirection,
                                 guessProperties: guessProperties, shape: shapeBuffer, glyphInfos: glyphInfos, glyphPositions: glyphPositions)
        font = FontFunctions(create: fontCreate, changed: fontChanged, destroy: fontDestroy)
        unicode = UnicodeFunctions(funcs: unicodeFuncs(), script: unicodeScript)
    }

    /// Common, Inherited and Unknown (`Zyyy`, `Zinh`, `Zzzz`): scripts that go with their neighbours.
    private static let neutralScripts: Set<UInt32> = [0x5A79_7979, 0x5A69_6E68, 0x5A7A_7A7A]

    /// The script of `scalar` as an OpenType tag; nil for the neutral ones.
    func script(_ scalar: Unicode.Scalar) -> UInt32? {
        let tag = unicode.script(unicode.funcs, scalar.value)
        return Self.neutralScripts.contains(tag) ? nil : tag
    }

    /// `utf8` shaped with `font` (an hb_font_t), left to right or right to left; the glyphs in
    /// visual order.
    func shape(_ utf8: [UInt8], font: OpaquePointer, rightToLeft: Bool) -> [ShapedGlyphs.Shaped] {
        let f = self.buffer
        guard let buffer = f.create() else { return [] }
        defer { f.destroy(buffer) }
        utf8.withUnsafeBytes { f.addUTF8(buffer, $0.baseAddress?.assumingMemoryBound(to: CChar.self), Int32($0.count), 0, Int32($0.count)) }
        f.setDirection(buffer, rightToLeft ? 5 : 4)
        f.guessProperties(buffer)
        f.shape(font, buffer, nil, 0)
        var count: UInt32 = 0
        guard let infos = f.glyphInfos(buffer, &count)?.assumingMemoryBound(to: GlyphInfo.self),
              let positions = f.glyphPositions(buffer, nil)?.assumingMemoryBound(to: GlyphPosition.self) else { return [] }
        return (0..<Int(count)).map { i in
            let p = positions[i]
            return ShapedGlyphs.Shaped(glyph: infos[i].codepoint, xAdvance: p.xAdvance, yAdvance: p.yAdvance, xOffset: p.xOffset, yOffset: p.yOffset)
        }
    }
}
