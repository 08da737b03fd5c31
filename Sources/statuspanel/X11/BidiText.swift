#if canImport(Glibc)
import Glibc
#endif
import PanelCore

/// Right-to-left text in visual order, joined: GNU FriBidi's `fribidi_log2vis` runs the Unicode
/// bidirectional algorithm over a label and shapes its Arabic letters into their joined
/// presentation forms (with the lam-alef ligatures), which the fonts draw like any other
/// character.
///
/// FriBidi is loaded with dlopen(3) the first time a label needs it, so a strip that shows only
/// left-to-right text never maps it; without it, text is drawn in logical order (one message).
enum BidiText {
    /// `fribidi_log2vis(str, len, pbase_dir, visual_str, L_to_V, V_to_L, levels)`.
    private typealias Log2Vis = @convention(c) (UnsafePointer<UInt32>?, Int32, UnsafeMutablePointer<UInt32>?,
                                                UnsafeMutablePointer<UInt32>?, UnsafeMutablePointer<Int32>?,
                                                UnsafeMutablePointer<Int32>?, UnsafeMutablePointer<Int8>?) -> Int8
    /// FRIBIDI_PAR_ON: the paragraph direction from the text's first strong letter.
    private static let paragraphFromText: UInt32 = 0x40

    private static let log2vis: Log2Vis? = {
        guard let library = dlopen("libfribidi.so.0", RTLD_NOW | RTLD_LOCAL), let symbol = dlsym(library, "fribidi_log2vis") else {
            Log.error("cannot load libfribidi.so.0 (install libfribidi0): right-to-left text is drawn unjoined, in logical order")
            return nil
        }
        return unsafeBitCast(symbol, to: Log2Vis.self)
    }()

    /// `text` as it is drawn from left to right; `text` itself when it needs no reordering.
    static func visual(_ text: String) -> String {
        guard LayoutDirection.needsReordering(text), let log2vis else { return text }
        let logical = text.unicodeScalars.map(\.value)
        var visual = [UInt32](repeating: 0, count: logical.count + 1)
        var direction = paragraphFromText
        let ok = logical.withUnsafeBufferPointer { input in
            visual.withUnsafeMutableBufferPointer { output in
                log2vis(input.baseAddress, Int32(input.count), &direction, output.baseAddress, nil, nil, nil)
            }
        }
        guard ok != 0 else { return text }
        var result = String.UnicodeScalarView()
        // Shaping leaves no-break zero-width characters where a ligature took two letters' place.
        for v in visual.prefix(logical.count) where v != 0xFEFF {
            if let scalar = Unicode.Scalar(v) { result.append(scalar) }
        }
        return String(result)
    }
}
