import PanelCore

extension FuzzTarget {
    /// What an app sends on the bus, decoded from the input as a tree of ``BusValue``s
    /// (``busValue(_:)``), through every parser of the StatusNotifierItem tray; the input as text
    /// through `IconTheme(indexTheme:)` and the registry's address parsing.
    static func statusNotifier(_ bytes: [UInt8]) {
        var reader = ByteReader(bytes: bytes)
        let value = busValue(&reader, depth: 0)
        var item = StatusNotifierItem()
        item.apply(value.properties ?? ["IconPixmap": value, "ToolTip": value, "Menu": value])
        for pixmap in IconPixmap.list(value) {
            precondition(pixmap.argb.count == pixmap.width * pixmap.height * 4)
            let icon = pixmap.icon(size: 16)
            precondition(icon.width == 16 && icon.premultipliedBGRA.count == 16 * 16 * 4)
            _ = icon.tinted(Color(red: 1, green: 2, blue: 3)).overlaid(with: icon).markedForAttention(Color(red: 255, green: 0, blue: 0))
        }
        if let root = MenuEntry.layout([.unsigned(1), value]) {
            var navigation = MenuNavigation(root: root)
            let keys: [MenuNavigation.Key] = [.down, .right, .down, .enter, .left, .up, .character("a"), .escape]
            for (i, byte) in bytes.prefix(64).enumerated() {
                switch byte % 3 {
                case 0: _ = navigation.key(keys[Int(byte) % keys.count])
                case 1: _ = navigation.hover(level: Int(byte) % 3, index: i % 5)
                default: _ = navigation.click(level: Int(byte) % 2, index: i % 7)
                }
                precondition(!navigation.levels.isEmpty && navigation.levels.count <= MenuEntry.maxDepth + 1)
            }
        }
        let text = String(decoding: bytes, as: UTF8.self)
        let theme = IconTheme(indexTheme: text)
        precondition(theme.folders.count <= IconTheme.maxFolders)
        var registry = StatusNotifierRegistry()
        for line in text.split(separator: "\n").prefix(200) { _ = registry.register(String(line), sender: ":1.\(line.count % 12)") }
        precondition(registry.items.count <= StatusNotifierRegistry.capacity)
    }

    /// A tree of values: each byte's low bits pick a kind, the following bytes its contents.
    private static func busValue(_ reader: inout ByteReader, depth: Int) -> BusValue {
        guard let tag = reader.next() else { return .array([]) }
        let count = Int(reader.next() ?? 0) % 9
        switch tag % 10 {
        case 0: return .integer(Int64(Int8(bitPattern: reader.next() ?? 0)) * 8)
        case 1: return .unsigned(UInt64(reader.next() ?? 0))
        case 2: return .string(String(decoding: reader.take(count), as: UTF8.self))
        case 3: return .objectPath("/" + String(decoding: reader.take(count), as: UTF8.self))
        case 4: return .bool((reader.next() ?? 0) & 1 == 1)
        case 5: return .bytes(reader.take(Int(reader.next() ?? 0) * 4))
        case 6, 7:
            guard depth < 12 else { return .array([]) }
            let items = (0..<count).map { _ in busValue(&reader, depth: depth + 1) }
            return tag % 10 == 6 ? .array(items) : .structure(items)
        case 8:
            guard depth < 12 else { return .dictionary([]) }
            return .dictionary((0..<count).map { _ in (busValue(&reader, depth: depth + 1), busValue(&reader, depth: depth + 1)) })
        default:
            guard depth < 12 else { return .variant(.bool(true)) }
            return .variant(busValue(&reader, depth: depth + 1))
        }
    }
}

/// The input's bytes, taken in order.
struct ByteReader {
    let bytes: [UInt8]
    var offset = 0

    mutating func next() -> UInt8? {
        guard offset < bytes.count else { return nil }
        defer { offset += 1 }
        return bytes[offset]
    }

    mutating func take(_ count: Int) -> [UInt8] {
        let end = min(bytes.count, offset + count)
        defer { offset = end }
        return Array(bytes[offset..<end])
    }
}
