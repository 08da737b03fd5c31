/// An i3blocks config into an ``ImportPlan``: each block a script item at the right, in order.
/// Global properties (before the first block) apply to every block; `$BLOCK_NAME` in a command
/// is the block's name; `label` is put before the first line; blocks with the same name are told
/// apart by their instance.
enum I3blocksImport {
    struct Block {
        var name: String
        /// Each property as written, its spaces after the `=` kept (i3blocks keeps a label's
        /// trailing space: `LABEL=♪ `).
        var properties: [(key: String, value: String)]
        /// A property, trimmed.
        func value(_ key: String) -> String? { raw(key)?.trimmingWhitespace() }
        /// A property as written.
        func raw(_ key: String) -> String? { properties.last { $0.key == key }?.value }
    }

    /// The global properties and the blocks, in order.
    static func parse(_ text: String) -> (global: Block, blocks: [Block]) {
        var global = Block(name: "", properties: [])
        var blocks: [Block] = []
        for raw in text.split(whereSeparator: \.isNewline) {
            let line = raw.trimmingWhitespace()
            if line.isEmpty || line.hasPrefix("#") { continue }
            if line.hasPrefix("["), line.hasSuffix("]") {
                blocks.append(Block(name: String(line.dropFirst().dropLast()), properties: []))
                continue
            }
            guard let eq = line.firstIndex(of: "=") else { continue }
            let rawValue = raw[raw.index(after: raw.firstIndex(of: "=")!)...].drop { $0 == " " || $0 == "\t" }
            let property = (line[..<eq].trimmingWhitespace(), String(rawValue.filter { $0 != "\r" }))
            if blocks.isEmpty { global.properties.append(property) } else { blocks[blocks.count - 1].properties.append(property) }
        }
        return (global, blocks)
    }

    /// Whether `text` looks like an i3blocks config: `[name]` blocks of `key=value` with i3blocks'
    /// own keys (`command`, `interval`, `label`...), no polybar section names.
    static func recognises(_ text: String) -> Bool {
        let (global, blocks) = parse(text)
        let keys = Set((global.properties + blocks.flatMap(\.properties)).map(\.key))
        return !keys.isDisjoint(with: ["command", "interval", "signal", "label", "instance", "full_text", "separator_block_width"])
            && !PolybarImport.recognises(text)
    }

    /// Properties that shape i3bar's look, which statuspanel draws its own way.
    static let lookKeys = ["color", "background", "border", "border_top", "border_bottom", "border_left", "border_right",
                           "min_width", "align", "separator", "separator_block_width", "markup", "short_text", "urgent", "name"]

    /// The properties i3blocks reads itself; any other is an environment variable of the
    /// command (i3blocks 1.5 exports a block's properties, as i3blocks-contrib's blocklets read
    /// `LABEL`, `INTERFACE`, `SCRIPT_DIR`...).
    static let ownKeys: Set<String> = Set(lookKeys + ["full_text", "instance", "command", "interval", "signal", "label", "format"])

    /// i3blocks' interval: seconds, or `once` (-1), `repeat` (-2), `persist` (-3); 0 or none:
    /// not run until clicked or signalled. `nil` when it is none of these.
    enum Interval: Equatable {
        case seconds(Double), once, `repeat`, persist, clickOnly

        init?(_ text: String?) {
            switch text {
            case nil, "0"?: self = .clickOnly
            case "once"?, "-1"?: self = .once
            case "repeat"?, "-2"?: self = .repeat
            case "persist"?, "-3"?: self = .persist
            case let t?:
                guard let d = Double(t), d.isFinite, d > 0 else { return nil }
                self = .seconds(d)
            }
        }

        /// The script item's `interval`.
        var toml: String {
            switch self {
            case .seconds(let d): ItemImport.scriptInterval(d)
            case .once, .clickOnly: "\"once\""
            case .repeat: "\"repeat\""
            case .persist: "\"persist\""
            }
        }
    }

    static func plan(_ text: String, path: String) -> ImportPlan {
        var plan = ImportPlan(source: "i3blocks' \(path)")
        let (global, blocks) = parse(text)
        let names = blocks.map(\.name)
        var looks: [String: Set<String>] = [:]
        var unexported: [String: Set<String>] = [:]
        for block in blocks {
            func value(_ key: String) -> String? { block.value(key) ?? global.value(key) }
            func raw(_ key: String) -> String? { block.raw(key) ?? global.raw(key) }
            let duplicated = names.filter { $0 == block.name }.count > 1
            let instance = value("instance") ?? ""
            let wanted = duplicated && !instance.isEmpty ? block.name + "-" + instance : block.name
            let item = plan.scriptName(wanted, suffix: "block")
            let fullText = raw("full_text")
            guard var command = value("command"), !command.trimmingWhitespace().isEmpty else {
                if let fullText {
                    plan.scripts.append(ImportPlan.Script(name: item, exec: "printf '%s\\n' " + PolybarImport.shellQuote(fullText),
                                                          interval: "\"once\"", notes: ["i3blocks' [\(block.name)]: its full_text"]))
                    plan.place(item, in: 2)
                } else {
                    plan.notCarried.append("[\(block.name)]: no command and no full_text")
                }
                continue
            }
            // $BLOCK_NAME is the block's name in i3blocks; the item may be called otherwise here.
            command = command.replacing("${BLOCK_NAME}", with: block.name).replacing("$BLOCK_NAME", with: block.name)
            var notes = ["i3blocks' [\(block.name)]" + (instance.isEmpty ? "" : " (instance \(instance))")]
            let interval = Interval(value("interval")) ?? .seconds(ScriptRun.defaultInterval)
            if Interval(value("interval")) == nil {
                plan.notCarried.append("[\(block.name)]: interval = \(value("interval") ?? "") is not seconds, once, repeat or persist; 5 s is used")
            }
            if interval == .clickOnly {
                if let fullText {
                    // A button: its full_text until a click runs the command.
                    command = "if [ -z \"$BLOCK_BUTTON\" ]; then printf '%s\\n' " + PolybarImport.shellQuote(fullText) + "; else " + command + "; fi"
                    notes.append("no interval: its full_text shows until a click runs the command, as i3blocks does")
                } else {
                    notes.append("no interval: run once at the start (i3blocks waits for a click or signal, which would leave it empty)")
                }
            } else if fullText != nil {
                notes.append("full_text is shown by i3blocks until the command first prints; here the command's text is shown")
            }
            if let label = raw("label"), !label.trimmingWhitespace().isEmpty {
                if value("format") == "json" {
                    notes.append("label \(label) is not added to its JSON output; put it in the script's full_text")
                } else if interval == .persist {
                    // Every line of a stream is a new full text.
                    command = "(" + command + ") | sed -u 's/^./" + sedEscape(label) + "&/'"
                    notes.append("label \(label) is put before each line it prints")
                } else {
                    // Before the full text (the first line), nothing when it prints nothing; its
                    // exit status (33: urgent) kept.
                    command = "out=$(" + command + "); status=$?; [ -z \"$out\" ] || printf '%s%s\\n' "
                        + PolybarImport.shellQuote(label) + " \"$out\"; exit $status"
                    notes.append("label \(label) is put before the text it prints")
                }
            }
            // Other properties: the command's environment, global ones first (a block's win).
            var exports: [String] = []
            for (key, _) in global.properties + block.properties where !ownKeys.contains(key) && !exports.contains(key) {
                if ScriptEnvironment.isVariableName(key) { exports.append(key) } else { unexported[key, default: []].insert(block.name) }
            }
            if !exports.isEmpty {
                command = "export " + exports.map { $0 + "=" + PolybarImport.shellQuote(raw($0) ?? "") }.joined(separator: " ") + "; " + command
            }
            var signal: Int?
            if let s = value("signal").flatMap(Int.init) {
                if ScriptSpec.signalRange.contains(s) { signal = s } else { plan.notCarried.append("[\(block.name)]: signal \(s) is outside 1 to 30") }
            }
            let format = value("format") == "json" || value("format") == "1" ? "json" : nil
            plan.scripts.append(ImportPlan.Script(name: item, exec: command, interval: interval.toml, signal: signal, format: format,
                                                  instance: instance.isEmpty ? nil : instance, notes: notes))
            plan.place(item, in: 2)
            for key in lookKeys where block.value(key) != nil || global.value(key) != nil { looks[key, default: []].insert(block.name) }
        }
        for key in lookKeys where looks[key] != nil {
            plan.notCarried.append("\(key) (\(looks[key]!.sorted().joined(separator: ", "))): i3bar's look; statuspanel draws its items short and calm in its style's colours, and reads a colour a script prints")
        }
        for key in unexported.keys.sorted() {
            plan.notCarried.append("\(key) (\(unexported[key]!.sorted().joined(separator: ", "))): not a name the shell can export to the command")
        }
        if blocks.isEmpty { plan.notCarried.append("no [block]: nothing to place") }
        return plan
    }

    /// `text` safe inside a sed replacement between single quotes.
    static func sedEscape(_ text: String) -> String {
        var out = ""
        for c in text {
            switch c {
            case "\\", "/", "&": out += "\\" + String(c)
            case "'": out += "'\\''"
            default: out.append(c)
            }
        }
        return out
    }
}
