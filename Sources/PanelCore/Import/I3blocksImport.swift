/// An i3blocks config into an ``ImportPlan``: each block a script item at the right, in order.
/// Global properties (before the first block) apply to every block; `$BLOCK_NAME` in a command
/// is the block's name; `label` is put before the first line; blocks with the same name are told
/// apart by their instance.
enum I3blocksImport {
    struct Block {
        var name: String
        var properties: [(key: String, value: String)]
        func value(_ key: String) -> String? { properties.last { $0.key == key }?.value }
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
            let property = (line[..<eq].trimmingWhitespace(), line[line.index(after: eq)...].trimmingWhitespace())
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
                           "min_width", "align", "separator", "separator_block_width", "markup", "short_text", "urgent"]

    static func plan(_ text: String, path: String) -> ImportPlan {
        var plan = ImportPlan(source: "i3blocks' \(path)")
        let (global, blocks) = parse(text)
        let names = blocks.map(\.name)
        var looks: [String: Set<String>] = [:]
        for block in blocks {
            func value(_ key: String) -> String? { block.value(key) ?? global.value(key) }
            let duplicated = names.filter { $0 == block.name }.count > 1
            let instance = value("instance") ?? ""
            let wanted = duplicated && !instance.isEmpty ? block.name + "-" + instance : block.name
            let item = plan.scriptName(wanted, suffix: "block")
            guard var command = value("command"), !command.trimmingWhitespace().isEmpty else {
                if let text = value("full_text") {
                    plan.scripts.append(ImportPlan.Script(name: item, exec: "printf '%s\\n' " + PolybarImport.shellQuote(text),
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
            var interval: String?
            switch value("interval") {
            case nil: interval = "\"once\""
            case "once"?: interval = "\"once\""
            case "persist"?: interval = "\"persist\""
            case "repeat"?:
                interval = "\"persist\""
                notes.append("interval = repeat (run again as soon as it exits) is read as persist: a new line replaces the text")
            case let seconds?:
                if let d = Double(seconds), d > 0 { interval = ItemImport.scriptInterval(d) } else if let d = Double(seconds), d == 0 {
                    interval = "\"once\""
                } else {
                    plan.notCarried.append("[\(block.name)]: interval = \(seconds) is not a number; the default 5 s is used")
                }
            }
            if let label = value("label"), !label.isEmpty {
                if value("format") == "json" {
                    notes.append("label \(label) is not added to its JSON output; put it in the script's full_text")
                } else if interval == "\"persist\"" {
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
            var signal: Int?
            if let s = value("signal").flatMap(Int.init) {
                if ScriptSpec.signalRange.contains(s) { signal = s } else { plan.notCarried.append("[\(block.name)]: signal \(s) is outside 1 to 30") }
            }
            let format = value("format") == "json" ? "json" : nil
            plan.scripts.append(ImportPlan.Script(name: item, exec: command, interval: interval, signal: signal, format: format,
                                                  instance: instance.isEmpty ? nil : instance, notes: notes))
            plan.place(item, in: 2)
            for key in lookKeys where block.value(key) != nil || global.value(key) != nil { looks[key, default: []].insert(block.name) }
        }
        for key in lookKeys where looks[key] != nil {
            plan.notCarried.append("\(key) (\(looks[key]!.sorted().joined(separator: ", "))): i3bar's look; statuspanel draws its items short and calm in its style's colours, and reads a colour a script prints")
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
