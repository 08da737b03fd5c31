/// A JSON value as waybar's config holds it, read from JSON with comments (`//`, `/* */`) and
/// trailing commas (JSONC). Objects keep their keys' order.
public indirect enum JSONCValue: Sendable, Equatable {
    case object([(key: String, value: JSONCValue)])
    case array([JSONCValue])
    case string(String)
    case number(Double)
    case bool(Bool)
    case null

    public static func == (a: JSONCValue, b: JSONCValue) -> Bool {
        switch (a, b) {
        case let (.object(x), .object(y)): x.count == y.count && zip(x, y).allSatisfy { $0.key == $1.key && $0.value == $1.value }
        case let (.array(x), .array(y)): x == y
        case let (.string(x), .string(y)): x == y
        case let (.number(x), .number(y)): x == y
        case let (.bool(x), .bool(y)): x == y
        case (.null, .null): true
        default: false
        }
    }

    /// The member `key` of an object; `nil` otherwise.
    public subscript(key: String) -> JSONCValue? {
        if case .object(let members) = self { return members.first { $0.key == key }?.value }
        return nil
    }

    /// The text of a string; a number's shortest spelling; `nil` otherwise.
    public var text: String? {
        switch self {
        case .string(let s): s
        case .number(let d): d == d.rounded() && abs(d) < 1e15 ? String(Int(d)) : String(d)
        default: nil
        }
    }

    /// A number, or a string that is one.
    public var number: Double? {
        switch self {
        case .number(let d): d
        case .string(let s): Double(s)
        default: nil
        }
    }

    /// The strings of an array (or a single string); empty otherwise.
    public var strings: [String] {
        switch self {
        case .array(let values): values.compactMap(\.text)
        case .string(let s): [s]
        default: []
        }
    }

    /// Parses JSONC; `nil` with a reason when it is not.
    public static func parse(_ text: String) -> Result<JSONCValue, JSONCError> {
        var parser = JSONCParser(bytes: Array(text.utf8))
        return parser.document()
    }
}

/// Why a text is not JSONC: the byte offset and the line.
public struct JSONCError: Error, Sendable, Equatable {
    public let line: Int
    public let message: String
}

/// A recursive-descent reader, bounded in depth.
struct JSONCParser {
    let bytes: [UInt8]
    var i = 0
    var depth = 0
    static let maxDepth = 64

    init(bytes: [UInt8]) { self.bytes = bytes }

    mutating func document() -> Result<JSONCValue, JSONCError> {
        do {
            let value = try self.value()
            try skip()
            guard i == bytes.count else { throw fail("text after the end of the value") }
            return .success(value)
        } catch let error as JSONCError {
            return .failure(error)
        } catch {
            return .failure(JSONCError(line: 0, message: "\(error)"))
        }
    }

    func fail(_ message: String) -> JSONCError {
        JSONCError(line: bytes[..<min(i, bytes.count)].filter { $0 == 0x0A }.count + 1, message: message)
    }

    /// White space and comments.
    mutating func skip() throws {
        while i < bytes.count {
            switch bytes[i] {
            case 0x20, 0x09, 0x0A, 0x0D: i += 1
            case 0x2F where i + 1 < bytes.count && bytes[i + 1] == 0x2F:
                while i < bytes.count, bytes[i] != 0x0A { i += 1 }
            case 0x2F where i + 1 < bytes.count && bytes[i + 1] == 0x2A:
                i += 2
                while i + 1 < bytes.count, !(bytes[i] == 0x2A && bytes[i + 1] == 0x2F) { i += 1 }
                guard i + 1 < bytes.count else { throw fail("a comment is not closed") }
                i += 2
            default: return
            }
        }
    }

    mutating func value() throws -> JSONCValue {
        try skip()
        guard i < bytes.count else { throw fail("the text ends where a value should be") }
        switch bytes[i] {
        case UInt8(ascii: "{"): return try container(close: UInt8(ascii: "}")) { p in
            let key = try p.string()
            try p.skip()
            guard p.i < p.bytes.count, p.bytes[p.i] == UInt8(ascii: ":") else { throw p.fail("':' expected after \"\(key)\"") }
            p.i += 1
            return (key, try p.value())
        }.map { JSONCValue.object($0.map { (key: $0.0, value: $0.1) }) } ?? .object([])
        case UInt8(ascii: "["): return .array(try container(close: UInt8(ascii: "]")) { p in try p.value() } ?? [])
        case UInt8(ascii: "\""): return .string(try string())
        case UInt8(ascii: "t"): try word("true"); return .bool(true)
        case UInt8(ascii: "f"): try word("false"); return .bool(false)
        case UInt8(ascii: "n"): try word("null"); return .null
        default: return .number(try number())
        }
    }

    /// The members of an object or an array, trailing comma allowed.
    mutating func container<T>(close: UInt8, _ member: (inout JSONCParser) throws -> T) throws -> [T]? {
        depth += 1
        defer { depth -= 1 }
        guard depth <= Self.maxDepth else { throw fail("nested more than \(Self.maxDepth) deep") }
        i += 1
        var members: [T] = []
        while true {
            try skip()
            guard i < bytes.count else { throw fail("the text ends inside an object or array") }
            if bytes[i] == close { i += 1; return members }
            members.append(try member(&self))
            try skip()
            guard i < bytes.count else { throw fail("the text ends inside an object or array") }
            if bytes[i] == UInt8(ascii: ",") { i += 1; continue }
            guard bytes[i] == close else { throw fail("',' or '\(Character(UnicodeScalar(close)))' expected") }
        }
    }

    mutating func word(_ w: String) throws {
        let u = Array(w.utf8)
        guard i + u.count <= bytes.count, Array(bytes[i..<(i + u.count)]) == u else { throw fail("unknown word") }
        i += u.count
    }

    mutating func number() throws -> Double {
        let start = i
        while i < bytes.count, "+-0123456789.eE".utf8.contains(bytes[i]) { i += 1 }
        guard let d = Double(String(decoding: bytes[start..<i], as: UTF8.self)), d.isFinite else { throw fail("not a value") }
        return d
    }

    mutating func string() throws -> String {
        guard i < bytes.count, bytes[i] == UInt8(ascii: "\"") else { throw fail("a string expected") }
        i += 1
        var out: [UInt8] = []
        while i < bytes.count {
            let b = bytes[i]
            i += 1
            if b == UInt8(ascii: "\"") { return String(decoding: out, as: UTF8.self) }
            guard b == UInt8(ascii: "\\") else { out.append(b); continue }
            guard i < bytes.count else { break }
            let e = bytes[i]
            i += 1
            switch e {
            case UInt8(ascii: "n"): out.append(0x0A)
            case UInt8(ascii: "t"): out.append(0x09)
            case UInt8(ascii: "r"): out.append(0x0D)
            case UInt8(ascii: "b"): out.append(0x08)
            case UInt8(ascii: "f"): out.append(0x0C)
            case UInt8(ascii: "u"):
                guard i + 4 <= bytes.count, let code = UInt32(String(decoding: bytes[i..<(i + 4)], as: UTF8.self), radix: 16) else {
                    throw fail("a bad \\u escape")
                }
                i += 4
                out += Array(String(UnicodeScalar(code).map(Character.init) ?? "\u{FFFD}").utf8)
            default: out.append(e)
            }
        }
        throw fail("a string is not closed")
    }
}
