import CDBus
import PanelCore

extension BusConnection {
    /// The arguments of `message` as ``BusValue``s, within ``BusValue/Limits``: deeper containers
    /// and elements past the limit are left out, so a hostile reply costs a bounded amount.
    /// libdbus has already checked the message's form, its strings' UTF-8 and its paths.
    func arguments(of message: OpaquePointer) -> [BusValue] {
        var iter = DBusMessageIter()
        guard d.dbus_message_iter_init(message, &iter) != 0 else { return [] }
        var values: [BusValue] = []
        var budget = BusValue.Limits.elements
        repeat {
            guard let value = read(&iter, depth: 0, budget: &budget) else { break }
            values.append(value)
        } while d.dbus_message_iter_next(&iter) != 0
        return values
    }

    /// One value at `iter`; nil at the end, past the limits or for a type the panel never reads
    /// (unix file descriptors).
    private func read(_ iter: inout DBusMessageIter, depth: Int, budget: inout Int) -> BusValue? {
        let type = d.dbus_message_iter_get_arg_type(&iter)
        guard type != BusType.invalid, depth <= BusValue.Limits.depth, budget > 0 else { return nil }
        budget -= 1
        switch type {
        case BusType.string, BusType.objectPath, BusType.signature:
            var pointer: UnsafePointer<CChar>?
            d.dbus_message_iter_get_basic(&iter, &pointer)
            let text = pointer.map { String(cString: $0) } ?? ""
            return type == BusType.objectPath ? .objectPath(text) : .string(text)
        case BusType.bool, BusType.byte, BusType.int16, BusType.uint16, BusType.int32, BusType.uint32,
             BusType.int64, BusType.uint64, BusType.double:
            var basic = DBusBasicValue()
            d.dbus_message_iter_get_basic(&iter, &basic)
            switch type {
            case BusType.bool: return .bool(basic.bool_val != 0)
            case BusType.byte: return .unsigned(UInt64(basic.byt))
            case BusType.int16: return .integer(Int64(basic.i16))
            case BusType.uint16: return .unsigned(UInt64(basic.u16))
            case BusType.int32: return .integer(Int64(basic.i32))
            case BusType.uint32: return .unsigned(UInt64(basic.u32))
            case BusType.int64: return .integer(Int64(basic.i64))
            case BusType.uint64: return .unsigned(UInt64(basic.u64))
            default: return .double(basic.dbl)
            }
        case BusType.array:
            var inner = DBusMessageIter()
            d.dbus_message_iter_recurse(&iter, &inner)
            if d.dbus_message_iter_get_element_type(&iter) == BusType.byte {
                var data: UnsafeMutableRawPointer?
                var count: Int32 = 0
                d.dbus_message_iter_get_fixed_array(&inner, &data, &count)
                guard count <= BusValue.Limits.bytes else { return .bytes([]) }
                guard let data, count > 0 else { return .bytes([]) }
                return .bytes(Array(UnsafeRawBufferPointer(start: data, count: Int(count))))
            }
            let isDictionary = d.dbus_message_iter_get_element_type(&iter) == BusType.dictEntry
            var items: [BusValue] = [], pairs: [(key: BusValue, value: BusValue)] = []
            while d.dbus_message_iter_get_arg_type(&inner) != BusType.invalid, budget > 0 {
                guard let item = read(&inner, depth: depth + 1, budget: &budget) else { break }
                if isDictionary, case .structure(let fields) = item, fields.count == 2 {
                    pairs.append((fields[0], fields[1]))
                } else {
                    items.append(item)
                }
                _ = d.dbus_message_iter_next(&inner)
            }
            return isDictionary ? .dictionary(pairs) : .array(items)
        case BusType.structure, BusType.dictEntry, BusType.variant:
            var inner = DBusMessageIter()
            d.dbus_message_iter_recurse(&iter, &inner)
            var fields: [BusValue] = []
            while d.dbus_message_iter_get_arg_type(&inner) != BusType.invalid {
                guard let field = read(&inner, depth: depth + 1, budget: &budget) else { break }
                fields.append(field)
                _ = d.dbus_message_iter_next(&inner)
            }
            if type == BusType.variant { return fields.first.map { .variant($0) } }
            return .structure(fields)
        default:
            return nil
        }
    }
}
