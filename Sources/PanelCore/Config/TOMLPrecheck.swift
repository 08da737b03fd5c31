/// Input the TOML parser (toml++ 3.3 and 3.4) cannot be given: it asserts instead of reporting an
/// error, an abort in debug builds and undefined behaviour in release builds. Found by
/// `scripts/fuzz`:
/// - a table header whose `[` or `[[` is followed (after spaces) by something that cannot start
///   a key, such as `[ = 1` or `[` then a line break (`parse_key`'s assertion);
/// - an array whose `[` or `,` is followed (after spaces, line breaks and comments) by `}` or a
///   Unicode line break other than `\n`, such as `a = [1, }]` (`parse_value`'s assertion).
///
/// Strings, comments, arrays and inline tables are tracked just enough to tell a header from
/// an array: on a valid document neither check ever fires.
enum TOMLPrecheck {
    /// The first such problem, with the message to report; `nil` when there is none.
    static func problem(in text: String) -> (SourcePosition, String)? {
        let scalars = Array(text.unicodeScalars)
        var open: [Unicode.Scalar] = []   // the `[` of arrays and `{` of inline tables now open
        // toml++ skips a byte order mark at the start.
        var i = scalars.first == "\u{FEFF}" ? 1 : 0
        var atLineStart = true            // only spaces since the last line break

        func position(_ index: Int) -> SourcePosition {
            var line = 1, lineStart = 0
            for k in 0..<index where scalars[k] == "\n" {
                line += 1
                lineStart = k + 1
            }
            return SourcePosition(line: line, column: index - lineStart + 1)
        }
        func matches(_ literal: String, at index: Int) -> Bool {
            let wanted = Array(literal.unicodeScalars)
            return index + wanted.count <= scalars.count && Array(scalars[index..<index + wanted.count]) == wanted
        }
        /// After an array's `[` or `,` at `index`: the next thing must not be `}` or an odd line break.
        func badArrayValue(after index: Int) -> (SourcePosition, String)? {
            var j = index + 1
            while j < scalars.count {
                switch scalars[j] {
                case " ", "\t", "\n":
                    j += 1
                case "\r" where j + 1 < scalars.count && scalars[j + 1] == "\n":
                    j += 2
                case "#":
                    while j < scalars.count, scalars[j] != "\n" { j += 1 }
                case "}", "\u{85}", "\u{2028}", "\u{2029}":
                    return (position(j), "expected a value or ']' in the array, saw '\(Self.visible(scalars[j]))'")
                default:
                    return nil
                }
            }
            return nil
        }

        while i < scalars.count {
            let c = scalars[i]
            switch c {
            case "\n":
                atLineStart = true
                i += 1
                continue
            case " ", "\t", "\r":
                i += 1
                continue
            case "#":
                while i < scalars.count, scalars[i] != "\n" { i += 1 }
                continue
            case "\"", "'":
                // Skip the string (basic, literal, or either multi-line form).
                let quote = String(c)
                let triple = quote + quote + quote
                let multiLine = matches(triple, at: i)
                i += multiLine ? 3 : 1
                while i < scalars.count {
                    if multiLine, matches(triple, at: i) {
                        i += 3
                        while i < scalars.count, scalars[i] == c { i += 1 }  // up to two more quotes belong to the string
                        break
                    }
                    let s = scalars[i]
                    if !multiLine, s == c { i += 1; break }
                    if !multiLine, s == "\n" { break }                       // unterminated: toml++ reports it
                    if s == "\\", c == "\"" { i += 2; continue }
                    i += 1
                }
                atLineStart = false
                continue
            case "[" where atLineStart && open.isEmpty:
                var j = i + 1
                if j < scalars.count, scalars[j] == "[" { j += 1 }
                while j < scalars.count, scalars[j] == " " || scalars[j] == "\t" { j += 1 }
                guard j < scalars.count else { return nil }                   // end of file: toml++ reports it
                let next = scalars[j]
                let keyStart = next == "]" || next == "\"" || next == "'" || next == "_" || next == "-"
                    || ("a"..."z").contains(next) || ("A"..."Z").contains(next) || ("0"..."9").contains(next)
                if !keyStart {
                    return (position(j), "expected a key in the table header, saw '\(Self.visible(next))'")
                }
                // The header's own brackets are not an array's: go on from its key.
                i = j
                atLineStart = false
                continue
            case "[":
                open.append("[")
                if let problem = badArrayValue(after: i) { return problem }
            case "," where open.last == "[":
                if let problem = badArrayValue(after: i) { return problem }
            case "{":
                open.append("{")
            case "]", "}":
                if !open.isEmpty { open.removeLast() }
            default:
                break
            }
            atLineStart = false
            i += 1
        }
        return nil
    }

    private static func visible(_ scalar: Unicode.Scalar) -> String {
        switch scalar {
        case "\n": "\\n"
        case "\r": "\\r"
        default: scalar.value < 0x20 || scalar.value == 0x7F || scalar.value == 0x85 || scalar.value == 0x2028
            || scalar.value == 0x2029 ? "\\u{\(String(scalar.value, radix: 16))}" : String(scalar)
        }
    }
}
