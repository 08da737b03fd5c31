/// A 1-based line and column in a dotfile; columns count Unicode scalars, as toml++ does.
struct SourcePosition: Hashable, Comparable {
    var line: Int
    var column: Int

    static let start = SourcePosition(line: 1, column: 1)

    static func < (a: SourcePosition, b: SourcePosition) -> Bool {
        (a.line, a.column) < (b.line, b.column)
    }
}

/// One step in a path to a value: a table key or an array index.
enum PathComponent: Hashable {
    case key(String)
    case index(Int)
}

/// Where keys and values sit in the TOML text.
///
/// TOMLKit gives no positions for parsed keys and values, so this scanner walks the (already
/// validated) text itself: `[table]` and `[[array]]` headers, `key = value` lines, dotted and
/// quoted keys, strings of all four kinds, arrays and inline tables, comments. For each path it
/// records where the key's last component starts and where the value's first character is; for
/// array elements, where each element starts. The first occurrence of a path wins.
///
/// It is only run on text that TOMLKit accepted, but it never traps and always makes progress
/// on any input; lookups that find nothing return `nil` and callers fall back to an enclosing
/// key or to 1:1.
struct SourceLocator {
    private(set) var keyPositions: [[PathComponent]: SourcePosition] = [:]
    private(set) var valuePositions: [[PathComponent]: SourcePosition] = [:]

    init(text: String) {
        var scanner = Scanner(text)
        scanner.scanDocument()
        keyPositions = scanner.keys
        valuePositions = scanner.values
    }

    /// Where the key at `path` is written (its last component, or the name in a table header).
    func key(_ path: [PathComponent]) -> SourcePosition? { keyPositions[path] }

    /// Where the value at `path` starts (for an array element, `path` ends in `.index`).
    func value(_ path: [PathComponent]) -> SourcePosition? { valuePositions[path] }

    /// The best position for a problem with a value: the value, else its key, else the nearest
    /// enclosing key or value, else 1:1.
    func bestValuePosition(_ path: [PathComponent]) -> SourcePosition {
        if let p = value(path) ?? key(path) { return p }
        return enclosing(path)
    }

    /// The best position for a problem with a key: the key, else where its value starts, else the
    /// nearest enclosing key, else 1:1.
    func bestKeyPosition(_ path: [PathComponent]) -> SourcePosition {
        if let p = key(path) ?? value(path) { return p }
        return enclosing(path)
    }

    /// The nearest enclosing position: for an array element, the array's value (its `[`); for a
    /// table entry, the table's key or header.
    private func enclosing(_ path: [PathComponent]) -> SourcePosition {
        var prefix = path
        while let last = prefix.popLast() {
            let found: SourcePosition?
            if case .index = last {
                found = value(prefix) ?? key(prefix)
            } else {
                found = key(prefix) ?? value(prefix)
            }
            if let p = found { return p }
        }
        return .start
    }
}

/// The scanner behind `SourceLocator`.
private struct Scanner {
    let s: [Unicode.Scalar]
    var i = 0
    var line = 1
    var column = 1
    var keys: [[PathComponent]: SourcePosition] = [:]
    var values: [[PathComponent]: SourcePosition] = [:]
    /// For each `[[array]]` path, the index of its last element so far.
    var lastArrayTableIndex: [[PathComponent]: Int] = [:]

    init(_ text: String) {
        s = Array(text.unicodeScalars)
        // toml++ skips a byte-order mark without counting it.
        if s.first == "\u{FEFF}" { i = 1 }
    }

    var atEnd: Bool { i >= s.count }
    var current: Unicode.Scalar? { i < s.count ? s[i] : nil }
    var position: SourcePosition { SourcePosition(line: line, column: column) }

    func peek(_ offset: Int) -> Unicode.Scalar? {
        i + offset < s.count ? s[i + offset] : nil
    }

    mutating func advance() {
        guard i < s.count else { return }
        if s[i] == "\n" {
            line += 1
            column = 1
        } else {
            column += 1
        }
        i += 1
    }

    mutating func advance(by n: Int) {
        for _ in 0..<n { advance() }
    }

    // MARK: White space and comments

    mutating func skipSpaces() {
        while let c = current, c == " " || c == "\t" { advance() }
    }

    mutating func skipComment() {
        guard current == "#" else { return }
        while let c = current, c != "\n" { advance() }
    }

    /// Spaces, tabs, comments and line breaks.
    mutating func skipBlank() {
        while let c = current {
            if c == " " || c == "\t" || c == "\r" || c == "\n" {
                advance()
            } else if c == "#" {
                skipComment()
            } else {
                return
            }
        }
    }

    /// The rest of the line after a header or key/value pair (anything left is skipped).
    mutating func skipRestOfLine() {
        while let c = current, c != "\n" { advance() }
        advance()
    }

    // MARK: Document

    mutating func scanDocument() {
        var table: [PathComponent] = []
        while true {
            skipBlank()
            guard let c = current else { return }
            let start = i
            if c == "[" {
                if peek(1) == "[" {
                    advance(by: 2)
                    let parts = scanKey()
                    table = arrayTableHeader(parts)
                } else {
                    advance()
                    let parts = scanKey()
                    table = tableHeader(parts)
                }
                skipRestOfLine()
            } else {
                scanKeyValue(base: table)
                skipRestOfLine()
            }
            if i == start { advance() }  // never stall on unexpected input
        }
    }

    /// Resolves a header's key path, descending into the last element of any `[[array]]` prefix.
    private func resolve(_ parts: [(String, SourcePosition)], count: Int) -> [PathComponent] {
        var path: [PathComponent] = []
        for (name, _) in parts.prefix(count) {
            path.append(.key(name))
            if let last = lastArrayTableIndex[path] { path.append(.index(last)) }
        }
        return path
    }

    /// Records a position for every prefix of a header or dotted key that has none yet.
    private mutating func recordPrefixes(_ parts: [(String, SourcePosition)], base: [PathComponent]) {
        var path = base
        for (name, pos) in parts {
            path.append(.key(name))
            if keys[path] == nil { keys[path] = pos }
            if let last = lastArrayTableIndex[path] { path.append(.index(last)) }
        }
    }

    mutating func tableHeader(_ parts: [(String, SourcePosition)]) -> [PathComponent] {
        recordPrefixes(parts, base: [])
        return resolve(parts, count: parts.count)
    }

    mutating func arrayTableHeader(_ parts: [(String, SourcePosition)]) -> [PathComponent] {
        guard let last = parts.last else { return [] }
        var path = resolve(parts, count: parts.count - 1)
        recordPrefixes(Array(parts.dropLast()), base: [])
        path.append(.key(last.0))
        if keys[path] == nil { keys[path] = last.1 }
        let index = (lastArrayTableIndex[path] ?? -1) + 1
        lastArrayTableIndex[path] = index
        path.append(.index(index))
        if keys[path] == nil { keys[path] = last.1 }
        if values[path] == nil { values[path] = last.1 }
        return path
    }

    // MARK: Keys

    /// A possibly dotted key: each part's decoded name and where it starts.
    mutating func scanKey() -> [(String, SourcePosition)] {
        var parts: [(String, SourcePosition)] = []
        while true {
            skipSpaces()
            let pos = position
            guard let c = current else { return parts }
            var name = ""
            if c == "\"" {
                name = scanBasicString()
            } else if c == "'" {
                name = scanLiteralString()
            } else {
                while let c = current, Self.isBareKeyScalar(c) {
                    name.unicodeScalars.append(c)
                    advance()
                }
                if name.isEmpty { return parts }
            }
            parts.append((name, pos))
            skipSpaces()
            if current == "." {
                advance()
            } else {
                return parts
            }
        }
    }

    static func isBareKeyScalar(_ c: Unicode.Scalar) -> Bool {
        switch c {
        case "A"..."Z", "a"..."z", "0"..."9", "_", "-": return true
        default: return false
        }
    }

    /// `key = value`, recording the key under `base` and the value's first character.
    mutating func scanKeyValue(base: [PathComponent]) {
        let parts = scanKey()
        guard !parts.isEmpty else { return }
        recordPrefixes(parts, base: base)
        let path = base + parts.map { PathComponent.key($0.0) }
        skipSpaces()
        guard current == "=" else { return }
        advance()
        skipSpaces()
        scanValue(path: path)
    }

    // MARK: Values

    mutating func scanValue(path: [PathComponent]) {
        if values[path] == nil { values[path] = position }
        guard let c = current else { return }
        switch c {
        case "\"": _ = scanBasicString()
        case "'": _ = scanLiteralString()
        case "[": scanArray(path: path)
        case "{": scanInlineTable(path: path)
        default:
            // Numbers, booleans, dates (which may hold one space: `1979-05-27 07:32:00`).
            while let c = current, !(c == "," || c == "]" || c == "}" || c == "#" || c == "\n" || c == "\r") {
                advance()
            }
        }
    }

    mutating func scanArray(path: [PathComponent]) {
        advance()  // [
        var index = 0
        while true {
            skipBlank()
            guard let c = current else { return }
            if c == "]" {
                advance()
                return
            }
            if c == "," {
                advance()
                continue
            }
            let start = i
            scanValue(path: path + [.index(index)])
            index += 1
            if i == start { advance() }
        }
    }

    mutating func scanInlineTable(path: [PathComponent]) {
        advance()  // {
        while true {
            skipBlank()
            guard let c = current else { return }
            if c == "}" {
                advance()
                return
            }
            if c == "," {
                advance()
                continue
            }
            let start = i
            scanKeyValue(base: path)
            if i == start { advance() }
        }
    }

    /// A basic string, `"..."` or `"""..."""`, returning its decoded text (escapes resolved).
    mutating func scanBasicString() -> String {
        var text = ""
        let multiline = peek(1) == "\"" && peek(2) == "\""
        advance(by: multiline ? 3 : 1)
        while let c = current {
            if c == "\\" {
                advance()
                guard let e = current else { break }
                switch e {
                case "n": text += "\n"; advance()
                case "t": text += "\t"; advance()
                case "r": text += "\r"; advance()
                case "b": text += "\u{8}"; advance()
                case "f": text += "\u{C}"; advance()
                case "e": text += "\u{1B}"; advance()
                case "\"": text += "\""; advance()
                case "\\": text += "\\"; advance()
                case "u", "U", "x":
                    let digits = e == "U" ? 8 : e == "u" ? 4 : 2
                    advance()
                    var value: UInt32 = 0
                    for _ in 0..<digits {
                        guard let d = current, let v = Self.hexValue(d) else { break }
                        value = value << 4 | v
                        advance()
                    }
                    if let scalar = Unicode.Scalar(value) { text.unicodeScalars.append(scalar) }
                default:
                    // A line-ending backslash in a multi-line string: skip to the next non-blank.
                    if multiline {
                        while let w = current, w == " " || w == "\t" || w == "\r" || w == "\n" { advance() }
                    } else {
                        advance()
                    }
                }
                continue
            }
            if c == "\"" {
                if !multiline {
                    advance()
                    return text
                }
                if peek(1) == "\"" && peek(2) == "\"" {
                    // Up to two quotes may sit just before the closing delimiter.
                    var run = 0
                    while current == "\"" && run < 5 {
                        advance()
                        run += 1
                    }
                    text += String(repeating: "\"", count: run - 3)
                    return text
                }
            }
            if !multiline && c == "\n" { return text }
            text.unicodeScalars.append(c)
            advance()
        }
        return text
    }

    /// A literal string, `'...'` or `'''...'''`, returning its text.
    mutating func scanLiteralString() -> String {
        var text = ""
        let multiline = peek(1) == "'" && peek(2) == "'"
        advance(by: multiline ? 3 : 1)
        while let c = current {
            if c == "'" {
                if !multiline {
                    advance()
                    return text
                }
                if peek(1) == "'" && peek(2) == "'" {
                    var run = 0
                    while current == "'" && run < 5 {
                        advance()
                        run += 1
                    }
                    text += String(repeating: "'", count: run - 3)
                    return text
                }
            }
            if !multiline && c == "\n" { return text }
            text.unicodeScalars.append(c)
            advance()
        }
        return text
    }

    static func hexValue(_ c: Unicode.Scalar) -> UInt32? {
        switch c {
        case "0"..."9": return c.value - 0x30
        case "a"..."f": return c.value - 0x61 + 10
        case "A"..."F": return c.value - 0x41 + 10
        default: return nil
        }
    }
}
