/// Input the TOML parser (toml++ 3.4) cannot be given: it asserts instead of reporting an
/// error. A table header whose `[` or `[[` is followed (after spaces) by something that cannot
/// start a key, such as `[ = 1` or `[` then a line break, fails `parse_key`'s assertion: an
/// abort in debug builds, undefined behaviour in release builds. Found by `scripts/fuzz`.
enum TOMLPrecheck {
    /// The position of the first character that cannot start the key of a table header, with
    /// the message to report; `nil` when every header starts well.
    ///
    /// A line is a header when it starts (after spaces) with `[` outside any string, comment
    /// or array. Tracking those is enough: a valid document never has such a line that fails.
    static func badTableHeader(in text: String) -> (SourcePosition, String)? {
        let scalars = Array(text.unicodeScalars)
        var line = 1
        var lineStart = 0
        var depth = 0                  // open `[` of array values
        // toml++ skips a byte order mark at the start.
        var i = scalars.first == "\u{FEFF}" ? 1 : 0
        var atLineStart = true         // only spaces since the last line break

        func position(_ index: Int) -> SourcePosition {
            SourcePosition(line: line, column: index - lineStart + 1)
        }
        func matches(_ literal: String, at index: Int) -> Bool {
            let wanted = Array(literal.unicodeScalars)
            return index + wanted.count <= scalars.count && Array(scalars[index..<index + wanted.count]) == wanted
        }
        func newline(at index: Int) {
            line += 1
            lineStart = index + 1
        }

        while i < scalars.count {
            let c = scalars[i]
            switch c {
            case "\n":
                newline(at: i)
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
                    if s == "\n" { newline(at: i) }
                    i += 1
                }
                atLineStart = false
                continue
            case "[" where atLineStart && depth == 0:
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
                // The header's own brackets are not array brackets: skip to its end.
                i = j
                atLineStart = false
                continue
            case "[":
                depth += 1
            case "]":
                depth = max(depth - 1, 0)
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
        default: scalar.value < 0x20 || scalar.value == 0x7F ? "\\u{\(String(scalar.value, radix: 16))}" : String(scalar)
        }
    }
}
