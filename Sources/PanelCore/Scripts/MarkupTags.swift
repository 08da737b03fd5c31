/// The markup other panels' scripts print inside their text: polybar's format tags
/// (`%{F#f00}`, `%{A1:cmd:}…%{A}`, `%{u…}`, `%{T2}`, …) and pango's (`<span color='…'>`, `<b>`),
/// which i3blocks and waybar draw. What means something here is kept: the first foreground
/// colour and polybar's click commands; every other tag is dropped.
public enum MarkupTags {
    /// The text without tags, the first colour they gave, and polybar's click commands.
    public struct Stripped: Sendable, Equatable {
        public var text: String
        public var color: Color?
        public var actions: [ClickKind: String]
    }

    /// Pango's tags, the only `<…>` taken as markup (so `a < b` stays as it is).
    static let pangoTags: Set<String> = ["span", "b", "i", "u", "s", "big", "small", "sub", "sup", "tt"]

    /// Strips polybar's tags, then pango's (and its five entities, where a tag was found).
    public static func strip(_ line: String) -> Stripped {
        var result = Stripped(text: line, color: nil, actions: [:])
        if line.contains("%{") { stripPolybar(&result) }
        if line.contains("<") { stripPango(&result) }
        return result
    }

    // MARK: polybar

    private static func stripPolybar(_ result: inout Stripped) {
        let scalars = Array(result.text.unicodeScalars)
        var out = String.UnicodeScalarView()
        var i = 0
        while i < scalars.count {
            guard scalars[i] == "%", i + 1 < scalars.count, scalars[i + 1] == "{",
                  let close = closingBrace(scalars, from: i + 2) else {
                out.append(scalars[i])
                i += 1
                continue
            }
            polybarTag(Array(scalars[(i + 2)..<close]), into: &result)
            i = close + 1
        }
        result.text = String(out)
    }

    /// The `}` closing a tag opened before `from`: a `}` inside an action's command is escaped
    /// as `\}` or stands between its colons.
    private static func closingBrace(_ s: [Unicode.Scalar], from: Int) -> Int? {
        var i = from
        var colons = 0
        let isAction = from < s.count && s[from] == "A"
        while i < s.count {
            if s[i] == "\\" { i += 2; continue }
            if s[i] == ":" { colons += 1 }
            if s[i] == "}" && (!isAction || colons % 2 == 0) { return i }
            i += 1
        }
        return nil
    }

    /// One tag's body (between `%{` and `}`); several may share one body, space-separated.
    private static func polybarTag(_ body: [Unicode.Scalar], into result: inout Stripped) {
        guard let first = body.first else { return }
        switch first {
        case "F":
            let value = String(String.UnicodeScalarView(body.dropFirst())).trimmingWhitespace()
            if result.color == nil, let c = color(value) { result.color = c }
        case "A":
            // A[button]:command: — the command's colons escaped as \:
            var rest = body.dropFirst()
            var digits = ""
            while let d = rest.first, ("0"..."9").contains(d) { digits.unicodeScalars.append(d); rest = rest.dropFirst() }
            guard rest.first == ":" else { return }
            var command = String.UnicodeScalarView()
            var j = rest.index(after: rest.startIndex)
            while j < rest.endIndex, rest[j] != ":" {
                if rest[j] == "\\", rest.index(after: j) < rest.endIndex { j = rest.index(after: j) }
                command.append(rest[j])
                j = rest.index(after: j)
            }
            if let kind = ClickKind(button: Int(digits) ?? 1), result.actions[kind] == nil, !command.isEmpty {
                result.actions[kind] = String(command)
            }
        default:
            break
        }
    }

    // MARK: pango

    private static func stripPango(_ result: inout Stripped) {
        let text = result.text
        var out = ""
        var foundTag = false
        var rest = text[...]
        while let open = rest.firstIndex(of: "<") {
            guard let close = rest[open...].firstIndex(of: ">") else { break }
            let inner = rest[rest.index(after: open)..<close]
            let name = inner.drop { $0 == "/" }.prefix { $0.isLetter }.lowercased()
            out += rest[..<open]
            if pangoTags.contains(name) {
                foundTag = true
                if name == "span", result.color == nil, let c = spanColor(inner) { result.color = c }
            } else {
                out += rest[open...close]
            }
            rest = rest[rest.index(after: close)...]
        }
        out += rest
        result.text = foundTag ? entities(out) : out
    }

    /// A span's `color`, `foreground` or `fgcolor` attribute, as `#rrggbb`.
    private static func spanColor(_ inner: Substring) -> Color? {
        for attribute in ["foreground=", "fgcolor=", "color="] {
            guard let range = inner.firstRange(of: attribute) else { continue }
            let value = inner[range.upperBound...].drop { $0 == "'" || $0 == "\"" }.prefix { $0 != "'" && $0 != "\"" && $0 != " " }
            if let c = color(String(value)) { return c }
        }
        return nil
    }

    private static func entities(_ s: String) -> String {
        guard s.contains("&") else { return s }
        return s.replacingAll("&lt;", "<").replacingAll("&gt;", ">").replacingAll("&quot;", "\"")
            .replacingAll("&apos;", "'").replacingAll("&amp;", "&")
    }

    /// `#rgb`, `#rrggbb` or `#aarrggbb` (polybar puts alpha first), alpha dropped.
    static func color(_ value: String) -> Color? {
        let digits = Array(value.unicodeScalars.dropFirst())
        guard value.hasPrefix("#"), digits.allSatisfy({ Color.hexDigit($0) != nil }) else { return nil }
        switch digits.count {
        case 3:
            let v = digits.map { Color.hexDigit($0)! * 17 }
            return Color(red: v[0], green: v[1], blue: v[2])
        case 6: return Color(hex: value)
        case 8: return Color(hex: "#" + String(String.UnicodeScalarView(digits.dropFirst(2))))
        default: return nil
        }
    }
}

extension String {
    /// Every `target` replaced by `replacement` (no Foundation here).
    func replacingAll(_ target: String, _ replacement: String) -> String {
        guard !target.isEmpty, contains(target) else { return self }
        var out = ""
        var rest = self[...]
        while let r = rest.firstRange(of: target) {
            out += rest[..<r.lowerBound]
            out += replacement
            rest = rest[r.upperBound...]
        }
        return out + rest
    }
}
