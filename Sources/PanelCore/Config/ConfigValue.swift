/// A parsed TOML value as plain Swift data; `TOMLBridge` builds it from toml++'s walk, and the
/// validator works on nothing else.
indirect enum ConfigValue: Equatable {
    case string(String)
    case integer(Int)
    case float(Double)
    case boolean(Bool)
    case array([ConfigValue])
    /// Keys in the parser's order (sorted); positions come from `SourceLocator`.
    case table([(key: String, value: ConfigValue)])
    /// A date, time or date-time; no key accepts one, so only its type name is kept.
    case dateTime(typeName: String)

    static func == (lhs: ConfigValue, rhs: ConfigValue) -> Bool {
        switch (lhs, rhs) {
        case let (.string(a), .string(b)): return a == b
        case let (.integer(a), .integer(b)): return a == b
        case let (.float(a), .float(b)): return a == b || (a.isNaN && b.isNaN)
        case let (.boolean(a), .boolean(b)): return a == b
        case let (.array(a), .array(b)): return a == b
        case let (.table(a), .table(b)):
            return a.count == b.count && zip(a, b).allSatisfy { $0.key == $1.key && $0.value == $1.value }
        case let (.dateTime(a), .dateTime(b)): return a == b
        default: return false
        }
    }

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

    /// At most 40 characters, with an ellipsis when cut, and control characters escaped so a
    /// diagnostic always stays on one line.
    static func clip(_ s: String) -> String {
        var out = ""
        var count = 0
        for scalar in s.unicodeScalars {
            if count == 40 { return out + "…" }
            switch scalar {
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            case "\r": out += "\\r"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F {
                    out += "\\u{" + String(scalar.value, radix: 16) + "}"
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
            count += 1
        }
        return out
    }
}
