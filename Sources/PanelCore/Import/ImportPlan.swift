/// What an imported bar becomes, before it is written as a dotfile (``render()``): the items
/// placed, the script items and click actions, options, and what could not be carried over
/// with why. Each source format fills one (``ConfigImport``).
public struct ImportPlan: Sendable, Equatable {
    /// Where it came from, for the header: `polybar's /etc/polybar/config.ini (bar "example")`.
    public var source: String
    /// The three groups, in order: item names (built-in or script).
    public var left: [String] = [], center: [String] = [], right: [String] = []
    /// Built-in items the bar had whose statuspanel item is not in this build yet:
    /// `(item, what it came from)`. Written as comments, so the dotfile still checks.
    public var pending: [(item: String, from: String)] = []
    /// `[script.NAME]` sections.
    public var scripts: [Script] = []
    /// `[actions.ITEM]`: for each item, its keys and commands, in order.
    public var actions: [(item: String, keys: [(key: String, command: String)])] = []
    /// Options: `(section, key, TOML value)`, in order.
    public var options: [(section: String, key: String, value: String)] = []
    /// What was not carried over, each with why.
    public var notCarried: [String] = []

    /// One script item.
    public struct Script: Sendable, Equatable {
        public var name: String
        public var exec: String
        /// A TOML value: `5`, `"once"`, `"persist"`.
        public var interval: String?
        public var signal: Int?
        public var format: String?
        public var instance: String?
        /// Comments written above its section.
        public var notes: [String] = []
    }

    /// A plan for a bar read from `source`.
    public init(source: String) { self.source = source }

    public static func == (a: ImportPlan, b: ImportPlan) -> Bool { a.render() == b.render() }

    /// Every name placed or taken by a script so far.
    var takenNames: Set<String> { Set(left + center + right + scripts.map(\.name)) }

    /// Whether `item` is placed in a group already.
    func places(_ item: String) -> Bool { left.contains(item) || center.contains(item) || right.contains(item) }

    /// Places `item` at the end of `group` (0 left, 1 centre, 2 right) unless placed already.
    mutating func place(_ item: String, in group: Int) {
        guard !places(item) else { return }
        switch group {
        case 0: left.append(item)
        case 1: center.append(item)
        default: right.append(item)
        }
    }

    /// Sets an option, replacing an earlier value of the same key.
    mutating func set(_ section: String, _ key: String, _ value: String) {
        options.removeAll { $0.section == section && $0.key == key }
        options.append((section, key, value))
    }

    /// The mount points of `disk.mounts` gathered so far.
    var mounts: [String] = []

    /// Adds a mount point to `disk.mounts`.
    mutating func addMount(_ mount: String) {
        if !mounts.contains(mount) { mounts.append(mount) }
        set("disk", "mounts", Self.array(mounts))
    }

    /// Adds a click action of `item`.
    mutating func action(_ item: String, _ key: String, _ command: String) {
        if let i = actions.firstIndex(where: { $0.item == item }) {
            actions[i].keys.removeAll { $0.key == key }
            actions[i].keys.append((key, command))
        } else {
            actions.append((item, [(key, command)]))
        }
    }

    /// A script item's name for `wanted`: letters, digits, `-` and `_` only, not a built-in
    /// item's name, not taken; `suffix` then a number are added until it is free.
    func scriptName(_ wanted: String, suffix: String) -> String {
        var base = String(wanted.unicodeScalars.map { scalar -> Character in
            let c = Character(scalar)
            return (c.isASCII && (c.isLetter || c.isNumber)) || c == "-" || c == "_" ? c : "-"
        })
        while base.contains("--") { base = base.replacing("--", with: "-") }
        base = String(base.drop { $0 == "-" })
        while base.hasSuffix("-") { base.removeLast() }
        if base.isEmpty { base = "script" }
        if base.count > 48 { base = String(base.prefix(48)) }
        let taken = takenNames
        var name = base
        if ItemName(rawValue: name) != nil || ItemImport.knownItems.contains(name) || taken.contains(name) { name = base + "-" + suffix }
        var n = 2
        while taken.contains(name) || ItemName(rawValue: name) != nil {
            name = base + "-" + suffix + "-\(n)"
            n += 1
        }
        return name
    }

    // MARK: - The dotfile

    /// The dotfile: `check-config` accepts it (the unit tests and the integration tests load
    /// every import to be sure).
    public func render() -> String {
        var out = "# statuspanel configuration, imported by `statuspanel import` from \(oneLine(source)).\n"
        out += "# Options not written keep their defaults (`statuspanel default-config` lists them all).\n"
        out += "# What could not be carried over is listed at the end, with why.\n\n"
        out += "[items]\n"
        out += "left = \(Self.array(left))\ncenter = \(Self.array(center))\nright = \(Self.array(right))\n"
        for (item, from) in pending {
            out += "# \(from) will be available as the \(item) item, which this statuspanel does not have yet;\n"
            out += "# add \"\(item)\" to a list above once it does.\n"
        }
        var sections: [String] = []
        for option in options where !sections.contains(option.section) { sections.append(option.section) }
        for section in sections {
            out += "\n[\(section)]\n"
            for option in options where option.section == section { out += "\(option.key) = \(option.value)\n" }
        }
        for script in scripts {
            out += "\n"
            for note in script.notes { out += "# " + oneLine(note) + "\n" }
            out += "[script.\(script.name)]\nexec = \(Self.string(script.exec))\n"
            if let interval = script.interval { out += "interval = \(interval)\n" }
            if let signal = script.signal { out += "signal = \(signal)\n" }
            if let format = script.format { out += "format = \(Self.string(format))\n" }
            if let instance = script.instance, !instance.isEmpty { out += "instance = \(Self.string(instance))\n" }
        }
        for (item, keys) in actions {
            out += "\n[actions.\(item)]\n"
            for (key, command) in keys { out += "\(key) = \(Self.string(command))\n" }
        }
        if !notCarried.isEmpty {
            out += "\n# Not carried over:\n"
            for note in notCarried { out += "# - " + oneLine(note) + "\n" }
        }
        return out
    }

    private func oneLine(_ text: String) -> String {
        String(text.map { $0.isNewline ? " " : $0 })
    }

    /// A TOML array of strings.
    static func array(_ names: [String]) -> String { "[" + names.map(string).joined(separator: ", ") + "]" }

    /// A TOML basic string: quotes, backslashes and control characters escaped.
    public static func string(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            case _ where scalar.value < 0x20 || scalar.value == 0x7F:
                let hex = String(scalar.value, radix: 16, uppercase: true)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }

    /// A number of seconds as TOML: `5` or `2.5`.
    static func seconds(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e9 ? String(Int(value)) : String(value)
    }
}
