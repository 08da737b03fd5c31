/// X11's Compound Text (a `WM_NAME` of type `COMPOUND_TEXT`, as xterm and other Xt
/// applications set it for a title that is not all ISO 8859-1): ISO 2022 with escape sequences
/// that designate a character set to the left (GL, bytes 0x21 to 0x7E) or right (GR, 0xA1 to
/// 0xFF) half. ASCII and ISO 8859-1 (the initial state) and the UTF-8 segments
/// (`ESC % G` ... `ESC % @`) are decoded here; a run of any other set is handed to `convert`
/// (the shell's converters), and where that gives nothing each of its characters is U+FFFD.
public enum CompoundText {
    /// A character set an escape sequence designates, by the sequence's intermediate bytes and
    /// final byte (`$(B` is JIS X 0208, `-B` ISO 8859-2's right half).
    public struct Charset: Sendable, Hashable {
        /// Characters of two bytes each (a 94^2 set: `ESC $ ( F` or `ESC $ ) F`).
        public var isDoubleByte: Bool
        /// A 96-character set (`ESC - F`), else a 94-character one.
        public var is96: Bool
        /// The escape sequence's final byte: `B` for JIS X 0208 among the 94^2 sets.
        public var final: UInt8

        public init(isDoubleByte: Bool, is96: Bool, final: UInt8) {
            self.isDoubleByte = isDoubleByte
            self.is96 = is96
            self.final = final
        }

        /// glibc iconv's name for the set, whose bytes are then given with their high bit set
        /// (GR form): the CJK sets of two bytes a character through their EUC encodings (GB 2312,
        /// JIS X 0208, KS C 5601), and the right halves of ISO 8859-2 to ISO 8859-9; nil for any other.
        public var iconvName: String? {
            let final = Character(Unicode.Scalar(self.final))
            if isDoubleByte {
                return ["A": "EUC-CN", "B": "EUC-JP", "C": "EUC-KR"][final]
            }
            guard is96 else { return nil }
            return ["B": "ISO-8859-2", "C": "ISO-8859-3", "D": "ISO-8859-4", "F": "ISO-8859-7", "G": "ISO-8859-6",
                    "H": "ISO-8859-8", "L": "ISO-8859-5", "M": "ISO-8859-9"][final]
        }

        static let ascii = Charset(isDoubleByte: false, is96: false, final: UInt8(ascii: "B"))
        static let latin1Right = Charset(isDoubleByte: false, is96: true, final: UInt8(ascii: "A"))
    }

    /// `bytes` decoded; `convert` is given a run of characters of a set other than ASCII and
    /// ISO 8859-1, each byte with its high bit cleared (GL form), and answers its text or nil.
    public static func decode(_ bytes: [UInt8], convert: (Charset, [UInt8]) -> String? = { _, _ in nil }) -> String {
        var out = ""
        var gl = Charset.ascii, gr = Charset.latin1Right
        var run: (charset: Charset, bytes: [UInt8])?
        func flush() {
            guard let r = run else { return }
            run = nil
            if r.charset == .ascii || r.charset == .latin1Right {
                out.unicodeScalars.append(contentsOf: r.bytes.map { Unicode.Scalar($0 | (r.charset == .ascii ? 0 : 0x80)) })
            } else if let text = convert(r.charset, r.bytes) {
                out += text
            } else {
                out += String(repeating: "\u{FFFD}", count: max(1, r.bytes.count / (r.charset.isDoubleByte ? 2 : 1)))
            }
        }
        func add(_ byte: UInt8, _ charset: Charset) {
            if run?.charset != charset { flush(); run = (charset, []) }
            run?.bytes.append(byte & 0x7F)
        }
        var i = 0
        while i < bytes.count {
            let b = bytes[i]
            if b == 0x1B {
                flush()
                i = escape(bytes, at: i + 1, gl: &gl, gr: &gr, out: &out)
                continue
            }
            if b == 0x9B {
                // A direction sequence (CSI ... final): nothing to show.
                i += 1
                while i < bytes.count, !(0x40...0x7E).contains(bytes[i]) { i += 1 }
                i += 1
                continue
            }
            if (0x21...0x7E).contains(b) {
                add(b, gl)
            } else if b >= 0xA0 {
                add(b, gr)
            } else {
                // Space, tab, newline and other controls as themselves (a title's controls
                // become spaces later).
                flush()
                out.unicodeScalars.append(Unicode.Scalar(b))
            }
            i += 1
        }
        flush()
        return out
    }

    /// Reads the escape sequence whose intermediate bytes start at `start`: designates GL or
    /// GR, or decodes a UTF-8 segment into `out`. The index after it.
    static func escape(_ bytes: [UInt8], at start: Int, gl: inout Charset, gr: inout Charset, out: inout String) -> Int {
        var i = start
        var intermediates: [UInt8] = []
        while i < bytes.count, (0x20...0x2F).contains(bytes[i]) {
            intermediates.append(bytes[i])
            i += 1
        }
        guard i < bytes.count else { return i }
        let final = bytes[i]
        i += 1
        switch intermediates.map({ Character(Unicode.Scalar($0)) }) {
        case ["("]: gl = Charset(isDoubleByte: false, is96: false, final: final)
        case [")"]: gr = Charset(isDoubleByte: false, is96: false, final: final)
        case ["-"]: gr = Charset(isDoubleByte: false, is96: true, final: final)
        case ["$", "("]: gl = Charset(isDoubleByte: true, is96: false, final: final)
        case ["$", ")"]: gr = Charset(isDoubleByte: true, is96: false, final: final)
        case ["%"] where final == UInt8(ascii: "G"):
            // UTF-8 up to ESC % @ (or the end).
            var end = i
            while end < bytes.count, !(bytes[end] == 0x1B && end + 2 < bytes.count && bytes[end + 1] == 0x25 && bytes[end + 2] == 0x40) {
                end += 1
            }
            out += String(decoding: bytes[i..<end], as: UTF8.self)
            return min(bytes.count, end + 3)
        case ["%", "/"]:
            // An extended segment (M, L: its length, then its bytes): skipped.
            guard i + 1 < bytes.count else { return bytes.count }
            let length = Int(bytes[i] & 0x7F) * 128 + Int(bytes[i + 1] & 0x7F)
            out += "\u{FFFD}"
            return min(bytes.count, i + 2 + length)
        default:
            break
        }
        return i
    }
}
