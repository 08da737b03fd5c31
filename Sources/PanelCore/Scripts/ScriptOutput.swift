/// Reads what a script prints as its panel would: i3blocks' lines (full text, short text,
/// colour), i3bar's, i3blocks' and waybar's JSON objects, polybar's and tint2's one line with
/// their markup (``MarkupTags``). Empty output hides the item (nil).
public enum ScriptOutput {
    /// Every output of a run that ended (`interval` seconds or `once`): its first lines, as
    /// i3blocks reads them (a JSON object when `format` says so).
    public static func read(_ lines: [String], format: ScriptFormat) -> ScriptText? {
        guard let first = lines.first else { return nil }
        if let json = jsonObject(first, format: format) { return json }
        if format == .json { return nil }
        return fromLines(Array(lines.prefix(3)))
    }

    /// One line of a running (`persist`) script: each replaces the text, as in i3blocks'
    /// `persist` and polybar's `tail`.
    public static func readLine(_ line: String, format: ScriptFormat) -> ScriptText? {
        read([line], format: format)
    }

    /// The line read as a JSON object when `format` takes one there and it is one (the inner
    /// nil: an object that hides the item); nil when it is read as lines.
    static func jsonObject(_ line: String, format: ScriptFormat) -> ScriptText?? {
        switch format {
        case .lines: return nil
        case .auto, .i3bar: guard line.trimmingWhitespace().hasPrefix("{") else { return nil }
        case .json: break
        }
        guard let members = JSONObjectReader.read(line) else { return format == .json ? .some(nil) : nil }
        var text = fromJSON(members)
        // i3blocks' format=json hands its keys back to the next run; a JSON line read by `auto`
        // (a waybar script) is not asked to.
        if format == .json { text?.variables = variables(of: members) }
        return .some(text)
    }

    /// i3blocks' lines: full text, short text, colour (`#rrggbb`).
    static func fromLines(_ lines: [String]) -> ScriptText? {
        let full = MarkupTags.strip(lines[0])
        let text = ScriptText.clean(full.text)
        guard !text.isEmpty else { return nil }
        var result = ScriptText(full: text, color: full.color, actions: full.actions)
        if lines.count > 1 {
            let short = ScriptText.clean(MarkupTags.strip(lines[1]).text)
            if !short.isEmpty { result.short = short }
        }
        if lines.count > 2, let color = MarkupTags.color(lines[2].trimmingWhitespace()) { result.color = color }
        return result
    }

    /// i3bar's keys (`full_text`, `short_text`, `color`, `urgent`), waybar's (`text`, `alt`,
    /// `tooltip`, `class`, `percentage`) and `pill`. `full_text` wins over `text`.
    static func fromJSON(_ m: [String: JSONObjectReader.Value]) -> ScriptText? {
        func string(_ key: String) -> String? {
            if case .string(let s)? = m[key] { return s }
            return nil
        }
        let raw = string("full_text") ?? string("text") ?? ""
        let stripped = MarkupTags.strip(raw)
        let full = ScriptText.clean(stripped.text)
        guard !full.isEmpty else { return nil }
        var result = ScriptText(full: full, color: stripped.color, actions: stripped.actions)
        if let s = string("short_text").map({ ScriptText.clean(MarkupTags.strip($0).text) }), !s.isEmpty { result.short = s }
        if let c = string("color").flatMap(MarkupTags.color) { result.color = c }
        if case .bool(let b)? = m["urgent"] { result.urgent = b }
        if let t = string("tooltip").map({ ScriptText.clean(MarkupTags.strip($0).text, limit: ScriptText.tooltipLimit, keepingLines: true) }),
           !t.isEmpty {
            result.tooltip = t
        }
        if let a = string("alt").map({ ScriptText.clean($0) }), !a.isEmpty { result.alt = a }
        if case .number(let p)? = m["percentage"] { result.percentage = Int(min(100, max(0, p)).rounded()) }
        if let c = string("class") {
            result.classes = [ScriptText.clean(c, limit: 64)].filter { !$0.isEmpty }
        }
        if let p = string("pill") { result.pill = PillColor(rawValue: p.lowercased()) }
        if case .bool(true)? = m["pill"] { result.pill = .green }
        return result
    }

    /// The most variables a JSON object gives the next run.
    public static let variableLimit = 64

    /// The members of a JSON object that can be environment variables, as i3blocks 1.5 exports
    /// them: a name of letters, digits and `_` not starting with a digit, and not one of the
    /// panel's own (`BLOCK_...`, `STATUSPANEL_...`); a string (without NUL), a number (whole
    /// ones without a point) or a boolean (`true`, `false`). At most ``variableLimit``, the
    /// first by name.
    static func variables(of m: [String: JSONObjectReader.Value]) -> [String: String] {
        var kept: [String: String] = [:]
        for name in m.keys.sorted() where kept.count < variableLimit && isVariableName(name) {
            switch m[name] {
            case .string(let s)? where !s.unicodeScalars.contains("\u{0}") && s.utf8.count <= OutputLines.lineLimit:
                kept[name] = s
            case .number(let n)?:
                kept[name] = n == n.rounded() && abs(n) < 1e15 ? String(Int64(n)) : "\(n)"
            case .bool(let b)?:
                kept[name] = b ? "true" : "false"
            default:
                break
            }
        }
        return kept
    }

    static func isVariableName(_ name: String) -> Bool {
        name.utf8.count <= 64 && !name.hasPrefix("BLOCK_") && !name.hasPrefix("STATUSPANEL_")
            && ScriptEnvironment.isVariableName(name)
    }

    /// i3blocks' exit status that marks a block urgent.
    public static let urgentExitStatus: Int32 = 33
}
