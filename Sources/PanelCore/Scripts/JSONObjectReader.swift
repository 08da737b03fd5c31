/// Reads one JSON object (RFC 8259) from a script's line, bounded: PanelCore has no Foundation,
/// and a script's output is untrusted. Only the object's top-level members are kept; nested
/// arrays and objects are checked and skipped, at most ``maxDepth`` deep. Input beyond
/// ``maxBytes``, anything after the object but white space, or any syntax error gives nil.
public enum JSONObjectReader {
    /// A member's value, as far as a script item reads it.
    public enum Value: Sendable, Equatable {
        case string(String)
        case number(Double)
        case bool(Bool)
        case null
        /// An array or object, skipped.
        case nested
    }

    /// The longest input read, in bytes.
    public static let maxBytes = 64 * 1024
    /// The deepest nesting accepted.
    public static let maxDepth = 16

    /// The members of the object `text` holds, the last of a repeated name winning; nil when
    /// `text` is not exactly one valid object.
    public static func read(_ text: some StringProtocol) -> [String: Value]? {
        read(bytes: Array(text.utf8))
    }

    /// As ``read(_:)``, over UTF-8 bytes (invalid UTF-8 inside a string is an error).
    public static func read(bytes: [UInt8]) -> [String: Value]? {
        guard bytes.count <= maxBytes else { return nil }
        var parser = Parser(bytes: bytes)
        guard let members = parser.object(depth: 1) else { return nil }
        parser.skipSpace()
        return parser.atEnd ? members : nil
    }

    /// The members of an object whose members are objects (`status --json`'s `scripts`), each
    /// read as ``read(_:)`` reads one; members that are not objects are left out. Nil when
    /// `text` is not exactly one valid object.
    public static func readObjects(_ text: some StringProtocol) -> [String: [String: Value]]? {
        let bytes = Array(text.utf8)
        guard bytes.count <= maxBytes else { return nil }
        var parser = Parser(bytes: bytes)
        guard parser.expect(UInt8(ascii: "{")) else { return nil }
        var out: [String: [String: Value]] = [:]
        if !parser.expect(UInt8(ascii: "}")) {
            repeat {
                parser.skipSpace()
                guard let key = parser.string(), parser.expect(UInt8(ascii: ":")) else { return nil }
                parser.skipSpace()
                if parser.peek == UInt8(ascii: "{") {
                    guard let members = parser.object(depth: 2) else { return nil }
                    out[key] = members
                } else if parser.value(depth: 1) == nil {
                    return nil
                }
            } while parser.expect(UInt8(ascii: ","))
            guard parser.expect(UInt8(ascii: "}")) else { return nil }
        }
        parser.skipSpace()
        return parser.atEnd ? out : nil
    }

    private struct Parser {
        let bytes: [UInt8]
        var at = 0

        var atEnd: Bool { at >= bytes.count }
        var peek: UInt8? { at < bytes.count ? bytes[at] : nil }

        mutating func skipSpace() {
            while let b = peek, b == 0x20 || b == 0x09 || b == 0x0A || b == 0x0D { at += 1 }
        }

        mutating func expect(_ byte: UInt8) -> Bool {
            skipSpace()
            guard peek == byte else { return false }
            at += 1
            return true
        }

        mutating func object(depth: Int) -> [String: Value]? {
            guard depth <= JSONObjectReader.maxDepth, expect(UInt8(ascii: "{")) else { return nil }
            var members: [String: Value] = [:]
            if expect(UInt8(ascii: "}")) { return members }
            repeat {
                skipSpace()
                guard let key = string(), expect(UInt8(ascii: ":")), let v = value(depth: depth) else { return nil }
                members[key] = v
            } while expect(UInt8(ascii: ","))
            return expect(UInt8(ascii: "}")) ? members : nil
        }

        mutating func array(depth: Int) -> Bool {
            guard depth <= JSONObjectReader.maxDepth, expect(UInt8(ascii: "[")) else { return false }
            if expect(UInt8(ascii: "]")) { return true }
            repeat {
                guard value(depth: depth) != nil else { return false }
            } while expect(UInt8(ascii: ","))
            return expect(UInt8(ascii: "]"))
        }

        mutating func value(depth: Int) -> Value? {
            skipSpace()
            switch peek {
            case UInt8(ascii: "\""): return string().map(Value.string)
            case UInt8(ascii: "{"): return object(depth: depth + 1) == nil ? nil : .nested
            case UInt8(ascii: "["): return array(depth: depth + 1) ? .nested : nil
            case UInt8(ascii: "t"): return word("true") ? .bool(true) : nil
            case UInt8(ascii: "f"): return word("false") ? .bool(false) : nil
            case UInt8(ascii: "n"): return word("null") ? .null : nil
            default: return number().map(Value.number)
            }
        }

        mutating func word(_ w: String) -> Bool {
            let expected = Array(w.utf8)
            let n = expected.count
            guard at + n <= bytes.count else { return false }
            for i in 0..<n where bytes[at + i] != expected[i] { return false }
            at += n
            return true
        }

        mutating func number() -> Double? {
            let start = at
            func digits() -> Int {
                let from = at
                while let b = peek, (0x30...0x39).contains(b) { at += 1 }
                return at - from
            }
            if peek == UInt8(ascii: "-") { at += 1 }
            let intStart = at
            let whole = digits()
            guard whole > 0, whole == 1 || bytes[intStart] != UInt8(ascii: "0") else { return nil }
            if peek == UInt8(ascii: ".") {
                at += 1
                guard digits() > 0 else { return nil }
            }
            if peek == UInt8(ascii: "e") || peek == UInt8(ascii: "E") {
                at += 1
                if peek == UInt8(ascii: "+") || peek == UInt8(ascii: "-") { at += 1 }
                guard digits() > 0 else { return nil }
            }
            let text = String(decoding: bytes[start..<at], as: UTF8.self)
            return Double(text).flatMap { $0.isFinite ? $0 : nil }
        }

        /// A string at `at` (which must be its opening quote), unescaped.
        mutating func string() -> String? {
            guard peek == UInt8(ascii: "\"") else { return nil }
            at += 1
            var out: [UInt8] = []
            while let b = peek {
                at += 1
                switch b {
                case UInt8(ascii: "\""):
                    return String(validating: out, as: UTF8.self)
                case UInt8(ascii: "\\"):
                    guard let e = peek else { return nil }
                    at += 1
                    switch e {
                    case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): out.append(e)
                    case UInt8(ascii: "b"): out.append(0x08)
                    case UInt8(ascii: "f"): out.append(0x0C)
                    case UInt8(ascii: "n"): out.append(0x0A)
                    case UInt8(ascii: "r"): out.append(0x0D)
                    case UInt8(ascii: "t"): out.append(0x09)
                    case UInt8(ascii: "u"):
                        guard let scalar = unicodeEscape() else { return nil }
                        out.append(contentsOf: Array(String(scalar).utf8))
                    default: return nil
                    }
                case 0x00..<0x20:
                    return nil
                default:
                    out.append(b)
                }
            }
            return nil
        }

        /// The scalar of `\uXXXX` (a surrogate pair taken whole); a lone surrogate reads as U+FFFD.
        mutating func unicodeEscape() -> Unicode.Scalar? {
            guard let high = hex4() else { return nil }
            if (0xD800..<0xDC00).contains(high) {
                let save = at
                if word("\\u"), let low = hex4(), (0xDC00..<0xE000).contains(low) {
                    return Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00))
                }
                at = save
                return "\u{FFFD}"
            }
            return Unicode.Scalar(high) ?? "\u{FFFD}"
        }

        mutating func hex4() -> UInt32? {
            guard at + 4 <= bytes.count else { return nil }
            var v: UInt32 = 0
            for _ in 0..<4 {
                guard let d = Color.hexDigit(Unicode.Scalar(bytes[at])) else { return nil }
                v = v << 4 | UInt32(d)
                at += 1
            }
            return v
        }
    }
}
