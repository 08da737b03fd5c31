import CDBus
import PanelCore

/// A value the panel sends on the bus, with its D-Bus type (``BusValue`` is what it reads).
indirect enum BusArgument {
    case string(String)
    case objectPath(String)
    case int32(Int32)
    case uint32(UInt32)
    case bool(Bool)
    case strings([String])
    case variant(BusArgument)
    /// `a{sv}`.
    case properties([(String, BusArgument)])

    /// The D-Bus signature of the value.
    var signature: String {
        switch self {
        case .string: return "s"
        case .objectPath: return "o"
        case .int32: return "i"
        case .uint32: return "u"
        case .bool: return "b"
        case .strings: return "as"
        case .variant: return "v"
        case .properties: return "a{sv}"
        }
    }
}

/// D-Bus type codes (`DBUS_TYPE_*`), the ASCII letter of each type.
enum BusType {
    static let invalid: Int32 = 0
    static let byte = code("y"), bool = code("b"), int16 = code("n"), uint16 = code("q"), int32 = code("i"), uint32 = code("u")
    static let int64 = code("x"), uint64 = code("t"), double = code("d"), string = code("s"), objectPath = code("o")
    static let signature = code("g"), unixFD = code("h"), array = code("a"), variant = code("v"), structure = code("r")
    static let dictEntry = code("e")

    private static func code(_ letter: Unicode.Scalar) -> Int32 { Int32(letter.value) }
}

extension BusConnection {
    /// Appends `arguments` to `message` (`dbus_message_iter_append_basic` and containers).
    func append(_ arguments: [BusArgument], to message: OpaquePointer) {
        var iter = DBusMessageIter()
        d.dbus_message_iter_init_append(message, &iter)
        for argument in arguments { append(argument, to: &iter) }
    }

    private func append(_ argument: BusArgument, to iter: inout DBusMessageIter) {
        switch argument {
        case .string(let text), .objectPath(let text):
            let type = if case .string = argument { BusType.string } else { BusType.objectPath }
            text.withCString { pointer in
                var p: UnsafePointer<CChar>? = pointer
                _ = d.dbus_message_iter_append_basic(&iter, type, &p)
            }
        case .int32(var value): _ = d.dbus_message_iter_append_basic(&iter, BusType.int32, &value)
        case .uint32(var value): _ = d.dbus_message_iter_append_basic(&iter, BusType.uint32, &value)
        case .bool(let flag):
            var value: dbus_bool_t = flag ? 1 : 0
            _ = d.dbus_message_iter_append_basic(&iter, BusType.bool, &value)
        case .strings(let texts):
            container(BusType.array, "s", in: &iter) { inner in
                for text in texts { append(.string(text), to: &inner) }
            }
        case .variant(let inner):
            container(BusType.variant, inner.signature, in: &iter) { append(inner, to: &$0) }
        case .properties(let pairs):
            container(BusType.array, "{sv}", in: &iter) { array in
                for (name, value) in pairs {
                    container(BusType.dictEntry, nil, in: &array) { entry in
                        append(.string(name), to: &entry)
                        append(.variant(value), to: &entry)
                    }
                }
            }
        }
    }

    private func container(_ type: Int32, _ signature: String?, in iter: inout DBusMessageIter, _ body: (inout DBusMessageIter) -> Void) {
        var inner = DBusMessageIter()
        let opened: dbus_bool_t
        if let signature {
            opened = signature.withCString { d.dbus_message_iter_open_container(&iter, type, $0, &inner) }
        } else {
            opened = d.dbus_message_iter_open_container(&iter, type, nil, &inner)
        }
        guard opened != 0 else { return }
        body(&inner)
        _ = d.dbus_message_iter_close_container(&iter, &inner)
    }
}
