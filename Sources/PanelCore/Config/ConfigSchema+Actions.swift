extension ConfigSchema {
    /// `[actions.ITEM]`: a table of commands by ``ClickKind``; each valid one is applied, each
    /// problem reported where it is written.
    static func actions(_ v: ConfigValue, _ c: KeyContext, _ s: inout ValidationState, item: ItemName) {
        for (kind, command) in clickCommands(v, c, &s) { s.config.actions.commands[item, default: [:]][kind] = command }
    }

    /// `[actions.SCRIPT]`, kept until the scripts are known (``resolveScriptActions(_:)``).
    static func scriptActions(_ v: ConfigValue, _ c: KeyContext, _ s: inout ValidationState, name: String) {
        let commands = clickCommands(v, c, &s)
        s.pendingActions.append((name, commands))
    }

    /// The valid commands of an `[actions.NAME]` table, each problem reported where it is written.
    static func clickCommands(_ v: ConfigValue, _ c: KeyContext, _ s: inout ValidationState) -> [ClickKind: String] {
        var found: [ClickKind: String] = [:]
        let keys = ClickKind.allCases.map(\.rawValue)
        guard case .table(let entries) = v else {
            s.problem(c, "\(c.name) must be a table ([\(c.name)]) with the keys \(Suggestions.list(keys)), "
                + "got \(v.typedDescription)")
            return [:]
        }
        for (key, value) in entries {
            let at = KeyContext(name: c.name + "." + key, path: c.path + [.key(key)])
            guard let kind = ClickKind(rawValue: key) else {
                var message = "\(c.name).\(ConfigValue.clip(key)): unknown key in [\(c.name)]"
                if let near = Suggestions.closest(to: key, in: keys) {
                    message += "; did you mean '\(near)'?"
                } else {
                    message += "; its keys are \(Suggestions.list(keys))"
                }
                s.problems.append(ConfigProblem(path: at.path, anchor: .key, message: message, key: at.name))
                continue
            }
            if let command = command(value, at, &s) { found[kind] = command }
        }
        return found
    }

    /// Keeps the `[actions.NAME]` of scripts, under their item names; any other name is an unknown item.
    static func resolveScriptActions(_ state: inout ValidationState) {
        let scripts = state.config.scripts.map(\.name)
        for (name, commands) in state.pendingActions {
            guard scripts.contains(name) else {
                let names = ItemName.allCases.map(\.rawValue) + scripts
                var message = "actions.\(ConfigValue.clip(name)): unknown item '\(ConfigValue.clip(name))' in [actions]"
                if let near = Suggestions.closest(to: name, in: names) {
                    message += "; did you mean '\(near)'?"
                } else {
                    message += "; items are \(Suggestions.list(names))"
                }
                state.problems.append(ConfigProblem(path: [.key("actions"), .key(name)], anchor: .key,
                                                    message: message, key: "actions." + name))
                continue
            }
            state.config.actions.commands[ItemName(declared: name), default: [:]].merge(commands) { $1 }
        }
    }

    /// A command for `/bin/sh -c`: a string with something in it. Line breaks and tabs are the
    /// shell's business; a NUL would cut the command short, so it is refused.
    static func command(_ v: ConfigValue, _ c: KeyContext, _ s: inout ValidationState) -> String? {
        let allowed = "a command for /bin/sh -c (a non-empty string) such as \"gsimplecal\""
        guard case .string(let t) = v, !t.trimmingWhitespace().isEmpty else {
            s.problem(c, "\(c.name) must be \(allowed), got \(v.typedDescription)")
            return nil
        }
        if t.unicodeScalars.contains("\u{0}") {
            s.problem(c, "\(c.name) must be \(allowed) without a NUL character, got \(v.shortDescription)")
            return nil
        }
        return t
    }
}
