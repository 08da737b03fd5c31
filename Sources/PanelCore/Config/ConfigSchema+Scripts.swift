extension ConfigSchema {
    /// The keys of a `[script.NAME]` table.
    static let scriptKeys = ["exec", "interval", "signal", "format", "instance"]

    /// Other panels' spellings of a script's keys, for the hint: i3blocks' `command`,
    /// polybar's `tail`, waybar's `return-type`.
    static let foreignScriptKeys: [String: String] = [
        "command": "exec (i3blocks' command)",
        "tail": "interval = \"persist\" (polybar's tail = true)",
        "return-type": "format = \"json\" (waybar's return-type)",
        "return_type": "format = \"json\" (waybar's return-type)",
    ]

    static let signalRange = ScriptSpec.signalRange
    /// The longest script name.
    static let scriptNameLimit = 32

    /// `[script]`: each key a script's name, each value its table.
    static let scriptSection = SectionSpec(name: "script", keys: [], otherKey: { name in
        KeySpec(name) { v, c, s in script(v, c, &s, name: name) }
    })

    /// `[script.NAME]`: checks the name and every key, and adds the script when it has a command.
    static func script(_ v: ConfigValue, _ c: KeyContext, _ s: inout ValidationState, name: String) {
        guard case .table(let entries) = v else {
            s.problem(c, "\(c.name) must be a table ([\(c.name)]) with the keys \(Suggestions.list(scriptKeys)), "
                + "got \(v.typedDescription)")
            return
        }
        if let problem = scriptNameProblem(name) {
            s.problems.append(ConfigProblem(path: c.path, anchor: .key, message: "\(c.name): \(problem)", key: c.name))
            return
        }
        var spec = ScriptSpec(name: name, command: "")
        var hasCommand = false
        for (key, value) in entries {
            let at = KeyContext(name: c.name + "." + key, path: c.path + [.key(key)])
            switch key {
            case "exec":
                if let command = command(value, at, &s) { spec.command = command }
                hasCommand = true
            case "interval":
                if let run = scriptRun(value, at, &s) { spec.run = run }
            case "signal":
                if let n = integer(value, at, &s, in: signalRange) { spec.signal = n }
            case "format":
                if let f: ScriptFormat = choice(value, at, &s) { spec.format = f }
            case "instance":
                if let t = text(value, at, &s, allowed: "a string on one line", allowEmpty: true) { spec.instance = t }
            default:
                var message = "\(c.name).\(ConfigValue.clip(key)): unknown key in [\(c.name)]"
                if let near = Suggestions.closest(to: key, in: scriptKeys) {
                    message += "; did you mean '\(near)'?"
                } else if let foreign = foreignScriptKeys[key] {
                    message += "; did you mean \(foreign)?"
                } else {
                    message += "; its keys are \(Suggestions.list(scriptKeys))"
                }
                s.problems.append(ConfigProblem(path: at.path, anchor: .key, message: message, key: at.name))
            }
        }
        guard hasCommand else {
            s.problems.append(ConfigProblem(path: c.path, anchor: .key,
                                            message: "\(c.name): exec is missing: the command whose output the item shows",
                                            key: c.name))
            return
        }
        if !spec.command.isEmpty { s.config.scripts.append(spec) }
    }

    /// What is wrong with a script's name, or nil: a built-in item's name, or characters other
    /// than letters, digits, `-` and `_` (it becomes `BLOCK_NAME` and a word of `msg set`).
    static func scriptNameProblem(_ name: String) -> String? {
        if ItemName(rawValue: name) != nil {
            return "'\(name)' is a built-in item; give the script a name of its own"
        }
        guard !name.isEmpty, name.unicodeScalars.count <= scriptNameLimit,
              name.unicodeScalars.allSatisfy({ $0.isASCIIWordCharacter }) else {
            return "a script's name is 1 to \(scriptNameLimit) letters, digits, '-' or '_', "
                + "got '\(ConfigValue.clip(name))'"
        }
        return nil
    }

    /// `interval`: seconds, `"once"`, `"repeat"` or `"persist"`.
    static func scriptRun(_ v: ConfigValue, _ c: KeyContext, _ s: inout ValidationState) -> ScriptRun? {
        let longest = Int(ScriptRun.longestInterval)
        let allowed = "a number of seconds from \(ScriptRun.shortestInterval) to \(longest), \"once\", \"repeat\" or \"persist\""
        switch v {
        case .integer, .float:
            guard let d = number(v, c, &s, in: ScriptRun.shortestInterval...ScriptRun.longestInterval,
                                 allowed: allowed) else { return nil }
            return .every(d)
        case .string(let t):
            switch t {
            case "once": return .once
            case "persist": return .persist
            case "repeat": return .repeat
            default:
                var message = "\(c.name) must be \(allowed), got \(v.shortDescription)"
                if let n = Double(t), n.isFinite {
                    message += "; did you mean \(ConfigValue.clip(t)) (without quotes)?"
                } else if t == "tail" {
                    message += "; did you mean 'persist'?"
                } else if let near = Suggestions.closest(to: t, in: ["once", "repeat", "persist"]) {
                    message += "; did you mean '\(near)'?"
                }
                s.problem(c, message)
                return nil
            }
        default:
            s.problem(c, "\(c.name) must be \(allowed), got \(v.typedDescription)")
            return nil
        }
    }

    /// Places the script names `[items]` gave (``ValidationState/pendingNames``) in their lists
    /// as items of their own (``ItemName/init(declared:)``), each after the built-in item before
    /// it there; a name that is no script is reported as an unknown item, with the closest
    /// built-in or script name.
    static func resolveScriptPlacements(_ state: inout ValidationState) {
        let scripts = state.config.scripts.map(\.name)
        let builtIns = ItemName.allCases.map(\.rawValue)
        var placed: Set<String> = []
        for pending in state.pendingNames.sorted(by: { ($0.slotOrder, $0.index) < ($1.slotOrder, $1.index) }) {
            let at = KeyContext(name: "items." + pending.slot.rawValue,
                                path: [.key("items"), .key(pending.slot.rawValue), .index(pending.index)])
            guard scripts.contains(pending.name) else {
                var message = "\(at.name): unknown item '\(ConfigValue.clip(pending.name))'"
                if let near = Suggestions.closest(to: pending.name, in: builtIns + scripts) {
                    message += "; did you mean '\(near)'?"
                } else {
                    message += "; items are \(Suggestions.list(builtIns + scripts.map { "script." + $0 }))"
                }
                state.problem(at, message)
                continue
            }
            guard placed.insert(pending.name).inserted else {
                state.problem(at, "\(at.name): '\(pending.name)' already appears in [items]; an item may appear only once")
                continue
            }
            // After the last item placed before it in the file (a built-in or a script placed already).
            let list = state.config.items[keyPath: pending.slot.list]
            let before = Set((state.placedItems[pending.slot] ?? []).filter { $0.index < pending.index }.map(\.item))
                .union(state.pendingNames.filter { $0.slot == pending.slot && $0.index < pending.index && placed.contains($0.name) }
                    .map { ItemName(declared: $0.name) })
            let position = (list.lastIndex { before.contains($0) }).map { $0 + 1 } ?? 0
            state.config.items[keyPath: pending.slot.list].insert(ItemName(declared: pending.name), at: position)
        }
    }
}

private extension Unicode.Scalar {
    var isASCIIWordCharacter: Bool {
        ("a"..."z").contains(self) || ("A"..."Z").contains(self) || ("0"..."9").contains(self) || self == "-" || self == "_"
    }
}
