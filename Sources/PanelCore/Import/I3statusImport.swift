/// An i3status config becomes one script item that runs i3status with it, read through i3bar's
/// protocol. i3status only speaks it with `output_format = "i3bar"` (or when it sees i3bar as
/// its parent), so the command adds that setting after the file when the file lacks it.
enum I3statusImport {
    /// Whether `text` looks like i3status's config: `order += "..."` lines or a `general {` block.
    static func recognises(_ text: String) -> Bool {
        text.split(whereSeparator: \.isNewline).contains { line in
            let l = line.trimmingWhitespace()
            return l.hasPrefix("order +=") || l.hasPrefix("order+=") || l.hasPrefix("general {") || l.hasPrefix("general{")
        }
    }

    /// i3status modules and the statuspanel items that show the same without a process.
    static let counterparts: [(prefix: String, items: String)] = [
        ("wireless", "network and signal"), ("ethernet", "network"), ("battery", "battery"), ("disk", "disk"),
        ("cpu_usage", "cpu"), ("memory", "memory"), ("cpu_temperature", "temperature"), ("tztime", "clock"), ("time", "clock"),
        ("volume", "volume"), ("path_exists", "vpn (for a tunnel)"),
    ]

    static func plan(_ text: String, path: String) -> ImportPlan {
        var plan = ImportPlan(source: "i3status's \(path)")
        let speaksI3bar = text.split(whereSeparator: \.isNewline).contains { line in
            let l = line.trimmingWhitespace().replacing(" ", with: "")
            return l.hasPrefix("output_format=\"i3bar\"") || l.hasPrefix("output_format=i3bar")
        }
        let quoted = PolybarImport.shellQuote(path)
        let exec = speaksI3bar ? "exec i3status -c " + quoted
            : "{ cat " + quoted + "; printf 'general {\\n output_format = \"i3bar\"\\n}\\n'; } | exec i3status -c /dev/stdin"
        let format = ScriptFormat(rawValue: "i3bar") != nil ? "i3bar" : nil
        var notes = ["i3status with your config, each of its blocks shown in this item's place (i3bar's protocol)"]
        if !speaksI3bar { notes.append("i3status speaks i3bar's protocol only when told: the command adds output_format = \"i3bar\" after your file") }
        plan.scripts.append(ImportPlan.Script(name: "i3status", exec: exec, interval: "\"persist\"", format: format, notes: notes))
        plan.place("i3status", in: 2)
        let modules = text.split(whereSeparator: \.isNewline).compactMap { line -> String? in
            let l = line.trimmingWhitespace()
            guard l.hasPrefix("order"), let q = l.firstIndex(of: "\"") else { return nil }
            return String(l[l.index(after: q)...].prefix { $0 != "\"" })
        }
        let replaceable = modules.compactMap { module in
            counterparts.first { module.hasPrefix($0.prefix) }.map { "\(module) → \($0.items)" }
        }
        if !replaceable.isEmpty {
            plan.notCarried.append("nothing is left out: i3status draws its modules itself. statuspanel's own items show the same without a process: "
                                   + replaceable.joined(separator: ", "))
        }
        if text.contains("colors") || text.contains("color_") {
            plan.notCarried.append("i3status's colours come through as its blocks carry them; statuspanel keeps them legible on its style")
        }
        return plan
    }
}
