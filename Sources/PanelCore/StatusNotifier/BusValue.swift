/// One D-Bus value as the panel reads it from a message: the shell's reader turns libdbus's
/// iterator into this tree (bounded in depth and count, ``BusValue/Limits``), and every parser of
/// what an app sent works on it, so malformed replies are unit-tested without a bus.
public indirect enum BusValue: Sendable, Equatable {
    case bool(Bool)
    case integer(Int64)
    case unsigned(UInt64)
    case double(Double)
    case string(String)
    case objectPath(String)
    /// An array of bytes (`ay`), kept as bytes: icon data is the bulk of what apps send.
    case bytes([UInt8])
    case array([BusValue])
    case structure([BusValue])
    case dictionary([(key: BusValue, value: BusValue)])
    case variant(BusValue)

    /// How much of a message the reader takes: deeper or longer parts are cut off (and the
    /// parsers see a value of the wrong shape, which they refuse).
    public enum Limits {
        /// Nesting of containers; the D-Bus specification allows 64 (32 arrays and 32 structs).
        public static let depth = 24
        /// Elements of one array or dictionary.
        public static let elements = 4096
        /// Bytes of one `ay`: a 1024 x 1024 ARGB icon.
        public static let bytes = 1024 * 1024 * 4
    }

    public static func == (a: BusValue, b: BusValue) -> Bool {
        switch (a, b) {
        case (.bool(let x), .bool(let y)): return x == y
        case (.integer(let x), .integer(let y)): return x == y
        case (.unsigned(let x), .unsigned(let y)): return x == y
        case (.double(let x), .double(let y)): return x == y
        case (.string(let x), .string(let y)), (.objectPath(let x), .objectPath(let y)): return x == y
        case (.bytes(let x), .bytes(let y)): return x == y
        case (.array(let x), .array(let y)), (.structure(let x), .structure(let y)): return x == y
        case (.dictionary(let x), .dictionary(let y)):
            return x.count == y.count && zip(x, y).allSatisfy { $0.key == $1.key && $0.value == $1.value }
        case (.variant(let x), .variant(let y)): return x == y
        default: return false
        }
    }

    /// The value inside any number of variants.
    public var unwrapped: BusValue {
        var value = self
        while case .variant(let inner) = value { value = inner }
        return value
    }

    /// A string or object path; nil for anything else.
    public var text: String? {
        switch unwrapped {
        case .string(let s), .objectPath(let s): return s
        default: return nil
        }
    }

    /// A signed or unsigned integer that fits an `Int`; nil for anything else.
    public var int: Int? {
        switch unwrapped {
        case .integer(let v): return Int(exactly: v)
        case .unsigned(let v): return Int(exactly: v)
        default: return nil
        }
    }

    /// A boolean; nil for anything else.
    public var boolean: Bool? {
        if case .bool(let v) = unwrapped { return v }
        return nil
    }

    /// The elements of an array or the fields of a struct; nil for anything else.
    public var elements: [BusValue]? {
        switch unwrapped {
        case .array(let items), .structure(let items): return items
        case .bytes(let bytes): return bytes.map { .unsigned(UInt64($0)) }
        default: return nil
        }
    }

    /// A dictionary with string keys (an `a{sv}`), later keys winning; nil for anything else.
    public var properties: [String: BusValue]? {
        switch unwrapped {
        case .dictionary(let pairs):
            var result: [String: BusValue] = [:]
            for pair in pairs { if let key = pair.key.text { result[key] = pair.value.unwrapped } }
            return result
        case .array(let items) where items.isEmpty: return [:]
        default: return nil
        }
    }
}
