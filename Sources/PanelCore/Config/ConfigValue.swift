/// A parsed TOML value as plain Swift data; `TOMLBridge` builds it from toml++'s walk, and the
/// validator works on nothing else.
indirect enum ConfigValue: Sendable {
    case string(String)
    case integer(Int)
    case float(Double)
    case boolean(Bool)
    case array([ConfigValue])
    /// Keys in the parser's order (sorted); their positions are in the document's `SourceMap`.
    case table([(key: String, value: ConfigValue)])
    /// A date, time or date-time; no key accepts one, so only its type name is kept.
    case dateTime(typeName: String)

    /// The TOML type name used in messages: `string`, `integer`, `float`, `boolean`, `array`,
    /// `table`, `date`, `time` or `date-time`.
    var typeName: String {
        switch self {
        case .string: return "string"
        case .integer: return "integer"
        case .float: return "float"
        case .boolean: return "boolean"
        case .array: return "array"
        case .table: return "table"
        case .dateTime(let name): return name
        }
    }

    /// The value as a message shows it: `'text'`, `500`, `0.5`, `true`, or just the type for
    /// arrays, tables and dates.
    var shortDescription: String {
        switch self {
        case .string(let s): return "'" + Self.clip(s) + "'"
        case .integer(let n): return String(n)
        case .float(let d): return Self.format(d)
        case .boolean(let b): return b ? "true" : "false"
        case .array(let items): return items.isEmpty ? "an empty array" : "an array"
        case .table: return "a table"
        case .dateTime(let name): return "a " + name
        }
    }

    /// Type and value, for "got ..." in wrong-type messages: `string 'tall'`, `integer 5`,
    /// `float 20.5`, `boolean true`, `array`, `table`.
    var typedDescription: String {
        switch self {
        case .string, .integer, .float, .boolean: return typeName + " " + shortDescription
        case .array(let items): return items.isEmpty ? "an empty array" : "array"
        case .table: return "table"
        case .dateTime(let name): return name
        }
    }

    /// A float the way TOML writes it (`inf`, `nan`, `0.5`, `1e+20`).
    static func format(_ d: Double) -> String {
        if d.isNaN { return "nan" }
        if d.isInfinite { return d < 0 ? "-inf" : "inf" }
        return "\(d)"
    }

    /// At most 40 characters, with an ellipsis when cut, each `visible`.
    static func clip(_ s: String) -> String {
        s.unicodeScalars.prefix(40).map(visible).joined() + (s.unicodeScalars.count > 40 ? "…" : "")
    }

    /// A scalar as a diagnostic shows it, so that it always stays on one line: `\n`, `\t`, `\r`,
    /// and other control characters and line breaks as `\u{1b}`.
    static func visible(_ scalar: Unicode.Scalar) -> String {
        switch scalar {
        case "\n": return "\\n"
        case "\t": return "\\t"
        case "\r": return "\\r"
        case "\u{0}"..."\u{1F}", "\u{7F}", "\u{85}", "\u{2028}", "\u{2029}":
            return "\\u{" + String(scalar.value, radix: 16) + "}"
        default: return String(scalar)
        }
    }
}
