/// Input the TOML parser (toml++ 3.3, Debian's, and 3.4) cannot be given: it asserts instead of
/// reporting an error, an abort in debug builds and undefined behaviour in release builds. Found
/// by `scripts/fuzz`:
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
        let s = Array(text.unicodeScalars)
        var open: [Unicode.Scalar] = []        // the `[` of arrays and `{` of inline tables now open
        var i = s.first == "\u{FEFF}" ? 1 : 0  // toml++ skips a byte order mark at the start
        var atLineStart = true                 // only spaces since the last line break

        func at(_ k: Int) -> Unicode.Scalar? { k < s.count ? s[k] : nil }
        func problem(_ k: Int, expected: String) -> (SourcePosition, String) {
            (SourcePosition(after: s[..<k]), "expected \(expected), saw '\(ConfigValue.visible(s[k]))'")
        }
        /// After an array's `[` or `,` at `k`: the next thing must not be `}` or an odd line break.
        func badArrayValue(after k: Int) -> (SourcePosition, String)? {
            var j = k + 1
            while let c = at(j) {
                switch c {
                case " ", "\t", "\n": j += 1
                case "\r" where at(j + 1) == "\n": j += 2
                case "#": while let c = at(j), c != "\n" { j += 1 }
                case "}", "\u{85}", "\u{2028}", "\u{2029}": return problem(j, expected: "a value or ']' in the array")
                default: return nil
                }
            }
            return nil
        }
        /// Where the string (basic, literal, or either multi-line form) opening at `k` ends.
        func endOfString(_ k: Int) -> Int {
            let quote = s[k], multiLine = at(k + 1) == quote && at(k + 2) == quote
            var j = k + (multiLine ? 3 : 1)
            while let c = at(j) {
                if multiLine, c == quote, at(j + 1) == quote, at(j + 2) == quote {
                    j += 3
                    while at(j) == quote { j += 1 }  // up to two more quotes belong to the string
                    return j
                }
                if !multiLine, c == quote { return j + 1 }
                if !multiLine, c == "\n" { return j }  // unterminated: toml++ reports it
                j += c == "\\" && quote == "\"" ? 2 : 1
            }
            return j
        }

        while let c = at(i) {
            switch c {
            case " ", "\t", "\r", "\n":
                if c == "\n" { atLineStart = true }
                i += 1
                continue
            case "#":
                while let c = at(i), c != "\n" { i += 1 }
                continue
            case "\"", "'":
                i = endOfString(i)
                atLineStart = false
                continue
            case "[" where atLineStart && open.isEmpty:
                var j = i + 1
                if at(j) == "[" { j += 1 }
                while at(j) == " " || at(j) == "\t" { j += 1 }
                guard let next = at(j) else { return nil }  // end of file: toml++ reports it
                switch next {
                case "]", "\"", "'", "_", "-", "a"..."z", "A"..."Z", "0"..."9": break
                default: return problem(j, expected: "a key in the table header")
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
                _ = open.popLast()
            default:
                break
            }
            atLineStart = false
            i += 1
        }
        return nil
    }
}
