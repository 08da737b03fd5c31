import CTOMLReader

/// A TOML syntax error as the parser reports it.
struct TOMLSyntaxError: Error, Equatable {
    var line: Int
    var column: Int
    var message: String
}

/// A parsed TOML document: the root table's entries, and where each key and value is written.
struct TOMLDocument {
    var root: [(key: String, value: ConfigValue)] = []
    var positions = SourceMap()
}

/// The one door to the TOML parser (toml++, through the C shim in `CTOMLReader`).
enum TOMLBridge {
    /// Parses a TOML document, or gives the first syntax error.
    static func parse(_ text: String) -> Result<TOMLDocument, TOMLSyntaxError> {
        var text = text
        let builder = TreeBuilder()
        let result = text.withUTF8 { bytes in
            toml_reader_parse(
                UnsafeRawPointer(bytes.baseAddress)?.assumingMemoryBound(to: CChar.self),
                bytes.count,
                { node, context in
                    guard let node, let context else { return }
                    Unmanaged<TreeBuilder>.fromOpaque(context).takeUnretainedValue().accept(node.pointee)
                },
                Unmanaged.passUnretained(builder).toOpaque())
        }
        withExtendedLifetime(builder) {}
        guard result.ok else {
            let message = withUnsafeBytes(of: result.message) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            let error = TOMLSyntaxError(line: max(1, Int(result.line)), column: max(1, Int(result.column)), message: message)
            return .failure(result.check == TOML_READER_CHECK_NONE ? error : reworded(error, result.check, in: text))
        }
        return .success(builder.document)
    }

    /// The error after a failed check of toml++'s, whose description says little: what was
    /// expected and what is there, the column counting a byte order mark as the loader's own
    /// checks do. The array check also fails inside some values (`2025-09-0( 0`): those keep
    /// toml++'s words.
    private static func reworded(_ error: TOMLSyntaxError, _ check: toml_reader_check, in text: String) -> TOMLSyntaxError {
        var rest = text.unicodeScalars[...]
        for _ in 1..<error.line { rest = rest.drop { $0 != "\n" }.dropFirst() }
        let bom = error.line == 1 && rest.first == "\u{FEFF}" ? 1 : 0
        guard let saw = rest.dropFirst(error.column - 1 + bom).first else { return error }
        let header = check == TOML_READER_CHECK_HEADER_KEY
        guard header || ["}", "\u{85}", "\u{2028}", "\u{2029}"].contains(saw) else { return error }
        let expected = header ? "a key in the table header" : "a value or ']' in the array"
        return TOMLSyntaxError(line: error.line, column: error.column + bom,
                               message: "expected \(expected), saw '\(ConfigValue.visible(saw))'")
    }
}

/// Turns the parser's depth-first walk back into nested `ConfigValue`s and their positions.
private final class TreeBuilder {
    /// A table or array still being filled, and the key it goes under in its parent.
    private struct Open {
        var key: String?
        var path: [PathComponent]
        var isArray: Bool
        var entries: [(key: String, value: ConfigValue)] = []
        var items: [ConfigValue] = []

        var value: ConfigValue { isArray ? .array(items) : .table(entries) }
    }

    private var open: [Open] = []
    private(set) var document = TOMLDocument()

    func accept(_ node: toml_reader_node) {
        if node.kind == TOML_READER_TABLE_END || node.kind == TOML_READER_ARRAY_END { return close() }
        let key = node.key.map { Self.text($0, node.key_length) }
        var path: [PathComponent] = []
        if let top = open.last {
            path = top.path + [top.isArray ? .index(top.items.count) : .key(key ?? "")]
            if let p = Self.position(node.key_at) { document.positions.keys[path] = p }
            if let p = Self.position(node.value_at) { document.positions.values[path] = p }
        }
        switch node.kind {
        case TOML_READER_TABLE_BEGIN: open.append(Open(key: key, path: path, isArray: false))
        case TOML_READER_ARRAY_BEGIN: open.append(Open(key: key, path: path, isArray: true))
        case TOML_READER_STRING: add(.string(node.string.map { Self.text($0, node.string_length) } ?? ""), key: key)
        case TOML_READER_INTEGER: add(.integer(Int(node.integer)), key: key)
        case TOML_READER_FLOAT: add(.float(node.number), key: key)
        case TOML_READER_BOOLEAN: add(.boolean(node.boolean), key: key)
        case TOML_READER_DATE: add(.dateTime(typeName: "date"), key: key)
        case TOML_READER_TIME: add(.dateTime(typeName: "time"), key: key)
        case TOML_READER_DATE_TIME: add(.dateTime(typeName: "date-time"), key: key)
        default: break
        }
    }

    private func close() {
        guard let last = open.popLast() else { return }
        if open.isEmpty { document.root = last.entries } else { add(last.value, key: last.key) }
    }

    /// Appends to the innermost open table or array, in place.
    private func add(_ value: ConfigValue, key: String?) {
        guard !open.isEmpty else { return }
        let top = open.count - 1
        if open[top].isArray { open[top].items.append(value) } else { open[top].entries.append((key ?? "", value)) }
    }

    private static func position(_ p: toml_reader_position) -> SourcePosition? {
        p.line == 0 ? nil : SourcePosition(line: Int(p.line), column: Int(p.column))
    }

    private static func text(_ bytes: UnsafePointer<CChar>, _ count: Int) -> String {
        String(decoding: UnsafeRawBufferPointer(start: bytes, count: count), as: UTF8.self)
    }
}
