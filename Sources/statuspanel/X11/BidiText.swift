#if canImport(Glibc)
import Glibc
#endif
import PanelCore

/// Right-to-left text in visual order: GNU FriBidi's `fribidi_log2vis` runs the Unicode
/// bidirectional algorithm over a label, and its embedding levels cut the label into directional
/// pieces put in visual order (``BidiRuns``). Each piece keeps its characters in logical order:
/// HarfBuzz joins Arabic and lays right-to-left pieces out itself (FriBidi's own joined
/// presentation forms are not used).
///
/// FriBidi is loaded with dlopen(3) the first time a label needs it, so a strip that shows only
/// left-to-right text never maps it; without it, text is one left-to-right piece (one message).
enum BidiText {
    /// `fribidi_log2vis(str, len, pbase_dir, visual_str, L_to_V, V_to_L, levels)`.
    private typealias Log2Vis = @convention(c) (UnsafePointer<UInt32>?, Int32, UnsafeMutablePointer<UInt32>?,
                                                UnsafeMutablePointer<UInt32>?, UnsafeMutablePointer<Int32>?,
                                                UnsafeMutablePointer<Int32>?, UnsafeMutablePointer<Int8>?) -> Int8
    /// FRIBIDI_PAR_ON: the paragraph direction from the text's first strong letter.
    private static let paragraphFromText: UInt32 = 0x40

    private static let log2vis: Log2Vis? = {
        guard let library = dlopen("libfribidi.so.0", RTLD_NOW | RTLD_LOCAL), let symbol = dlsym(library, "fribidi_log2vis") else {
            Log.error("cannot load libfribidi.so.0 (install libfribidi0): right-to-left text is drawn in logical order")
            return nil
        }
        return unsafeBitCast(symbol, to: Log2Vis.self)
    }()

    /// `text` cut into directional pieces in visual order; `text` as one left-to-right piece when
    /// it needs no reordering.
    static func pieces(_ text: String) -> [(text: String, rightToLeft: Bool)] {
        guard LayoutDirection.needsReordering(text), let log2vis else { return [(text, false)] }
        let scalars = Array(text.unicodeScalars)
        let logical = scalars.map(\.value)
        var visual = [UInt32](repeating: 0, count: logical.count + 1)
        var levels = [Int8](repeating: 0, count: logical.count + 1)
        var direction = paragraphFromText
        let ok = logical.withUnsafeBufferPointer { input in
            visual.withUnsafeMutableBufferPointer { output in
                levels.withUnsafeMutableBufferPointer { levels in
                    log2vis(input.baseAddress, Int32(input.count), &direction, output.baseAddress, nil, nil, levels.baseAddress)
                }
            }
        }
        guard ok != 0 else { return [(text, false)] }
        return BidiRuns.visualOrder(levels: levels.prefix(logical.count).map { UInt8(bitPattern: $0) }).map { run in
            var piece = String.UnicodeScalarView()
            piece.append(contentsOf: scalars[run.range])
            return (String(piece), run.rightToLeft)
        }
    }
}
