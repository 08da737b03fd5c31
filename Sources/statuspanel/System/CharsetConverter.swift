import PanelCore
#if canImport(Glibc)
import Glibc
#endif

/// Converts a run of Compound Text in a character set PanelCore does not decode itself
/// (``CompoundText``) to text with glibc's iconv: the CJK sets of two bytes a character through
/// their EUC encodings (GB 2312, JIS X 0208, KS C 5601), and the right halves of ISO 8859-2 to
/// ISO 8859-9. Nil for any other set, or where iconv has no converter for it.
enum CharsetConverter {
    /// iconv's name for `charset`, whose bytes are given with their high bit set (GR form).
    static func iconvName(_ charset: CompoundText.Charset) -> String? {
        let final = Character(Unicode.Scalar(charset.final))
        if charset.isDoubleByte {
            return ["A": "EUC-CN", "B": "EUC-JP", "C": "EUC-KR"][final]
        }
        guard charset.is96 else { return nil }
        return ["B": "ISO-8859-2", "C": "ISO-8859-3", "D": "ISO-8859-4", "F": "ISO-8859-7", "G": "ISO-8859-6",
                "H": "ISO-8859-8", "L": "ISO-8859-5", "M": "ISO-8859-9"][final]
    }

    /// `run` (GL form, as ``CompoundText/decode(_:convert:)`` gives it) as text; nil when it
    /// cannot be converted whole.
    static func convert(_ charset: CompoundText.Charset, _ run: [UInt8]) -> String? {
        guard let name = iconvName(charset), !run.isEmpty else { return nil }
        let converter = iconv_open("UTF-8", name)
        guard let converter, converter != iconv_t(bitPattern: -1) else { return nil }
        defer { iconv_close(converter) }
        var input = run.map { CChar(bitPattern: $0 | 0x80) }
        var output = [CChar](repeating: 0, count: 4 * run.count + 4)
        let written: Int? = input.withUnsafeMutableBufferPointer { inBuffer in
            output.withUnsafeMutableBufferPointer { outBuffer in
                var inPointer = inBuffer.baseAddress, outPointer = outBuffer.baseAddress
                var inLeft = inBuffer.count, outLeft = outBuffer.count
                guard iconv(converter, &inPointer, &inLeft, &outPointer, &outLeft) != -1 || inLeft == 0 else { return nil }
                return inLeft == 0 ? outBuffer.count - outLeft : nil
            }
        }
        guard let written else { return nil }
        return String(decoding: output.prefix(written).map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
