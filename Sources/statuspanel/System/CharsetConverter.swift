import PanelCore
#if canImport(Glibc)
import Glibc
#endif

/// Converts a run of Compound Text in a character set PanelCore does not decode itself
/// (``CompoundText``) to text with glibc's iconv, through the set's iconv name
/// (``CompoundText/Charset/iconvName``). Nil for a set without one, or where iconv has no
/// converter for it.
enum CharsetConverter {
    /// `run` (GL form, as ``CompoundText/decode(_:convert:)`` gives it) as text; nil when it
    /// cannot be converted whole.
    static func convert(_ charset: CompoundText.Charset, _ run: [UInt8]) -> String? {
        guard let name = charset.iconvName, !run.isEmpty else { return nil }
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
