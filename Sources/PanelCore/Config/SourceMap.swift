/// One step in a path to a value: a table key or an array index.
enum PathComponent: Hashable {
    case key(String)
    case index(Int)
}

/// Where each key and value of a parsed dotfile is written, as toml++ reports it (`TOMLBridge`).
///
/// A value's position is its first character; a table or array of tables written as `[header]`s
/// has none, its key (the header's last name) stands for it. Lookups that find nothing return
/// `nil`; the `best` positions fall back to an enclosing key or value, then to 1:1.
struct SourceMap {
    var keys: [[PathComponent]: SourcePosition] = [:]
    var values: [[PathComponent]: SourcePosition] = [:]

    /// Where the key at `path` is written (its last component, or the name in a table header).
    func key(_ path: [PathComponent]) -> SourcePosition? { keys[path] }

    /// Where the value at `path` starts (for an array element, `path` ends in `.index`).
    func value(_ path: [PathComponent]) -> SourcePosition? { values[path] }

    /// The best position for a problem with a value: the value, else its key, else the nearest
    /// enclosing key or value, else 1:1.
    func bestValuePosition(_ path: [PathComponent]) -> SourcePosition {
        value(path) ?? key(path) ?? enclosing(path)
    }

    /// The best position for a problem with a key: the key, else where its value starts, else the
    /// nearest enclosing key, else 1:1.
    func bestKeyPosition(_ path: [PathComponent]) -> SourcePosition {
        key(path) ?? value(path) ?? enclosing(path)
    }

    /// The nearest enclosing position: for an array element, the array's value (its `[`); for a
    /// table entry, the table's key or header.
    private func enclosing(_ path: [PathComponent]) -> SourcePosition {
        var prefix = path
        while let last = prefix.popLast() {
            let found = if case .index = last { value(prefix) ?? key(prefix) } else { key(prefix) ?? value(prefix) }
            if let found { return found }
        }
        return .start
    }
}
