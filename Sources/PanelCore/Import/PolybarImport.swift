/// polybar's `config.ini` into an ``ImportPlan``: the first `[bar/NAME]`'s modules in its three
/// groups, `${section.key}` references and `inherit` resolved.
enum PolybarImport {
    /// An INI file as polybar reads it: sections of keys in order, the later of a key winning.
    struct Ini {
        var sections: [(name: String, keys: [(key: String, value: String)])] = []

        init(_ text: String) {
            for raw in text.split(whereSeparator: \.isNewline) {
                let line = raw.trimmingWhitespace()
                if line.isEmpty || line.hasPrefix(";") || line.hasPrefix("#") { continue }
                if line.hasPrefix("["), line.hasSuffix("]") {
                    sections.append((String(line.dropFirst().dropLast()).trimmingWhitespace(), []))
                    continue
                }
                guard let eq = line.firstIndex(of: "="), !sections.isEmpty else { continue }
                let key = line[..<eq].trimmingWhitespace()
                var value = line[line.index(after: eq)...].trimmingWhitespace()
                if value.count >= 2, value.hasPrefix("\""), value.hasSuffix("\"") { value = String(value.dropFirst().dropLast()) }
                sections[sections.count - 1].keys.removeAll { $0.key == key }
                sections[sections.count - 1].keys.append((key, value))
            }
        }

        /// The keys of `name` with those of the sections it inherits (its own win), unresolved.
        func keys(of name: String, depth: Int = 0) -> [(key: String, value: String)] {
            guard depth < 8, let section = sections.first(where: { $0.name == name }) else { return [] }
            var keys = section.keys
            if let parent = section.keys.first(where: { $0.key == "inherit" })?.value {
                for inherited in self.keys(of: parent, depth: depth + 1) where !keys.contains(where: { $0.key == inherited.key }) {
                    keys.append(inherited)
                }
            }
            return keys.filter { $0.key != "inherit" }
        }

        /// The raw value of `section.key` (inherit followed).
        func raw(_ section: String, _ key: String) -> String? { keys(of: section).first { $0.key == key }?.value }

        /// `value` with `${section.key}`, `${self.key}` and `${root.key}` replaced (`bar` is the
        /// root); `${env:...}`, `${xrdb:...}` and `${file:...}` take their fallback when they
        /// have one and are kept otherwise. `unresolved` gathers what was kept.
        func resolve(_ value: String, in section: String, bar: String, depth: Int = 0, unresolved: inout [String]) -> String {
            guard value.contains("${"), depth < 10 else { return value }
            var out = ""
            var rest = Substring(value)
            while let start = rest.firstRange(of: "${") {
                out += rest[..<start.lowerBound]
                guard let end = rest[start.upperBound...].firstIndex(of: "}") else { out += rest[start.lowerBound...]; rest = ""; break }
                let inner = String(rest[start.upperBound..<end])
                rest = rest[rest.index(after: end)...]
                var reference = inner, fallback: String?
                let kind = inner.split(separator: ":", maxSplits: 1).first.map(String.init) ?? ""
                if ["env", "xrdb", "file"].contains(kind) {
                    let parts = inner.split(separator: ":", maxSplits: 2, omittingEmptySubsequences: false)
                    if parts.count == 3 { out += parts[2]; continue }
                    unresolved.append("${\(inner)}")
                    out += "${\(inner)}"
                    continue
                }
                if let colon = inner.firstIndex(of: ":") {
                    reference = String(inner[..<colon])
                    fallback = String(inner[inner.index(after: colon)...])
                }
                guard let dot = reference.lastIndex(of: ".") else { out += "${\(inner)}"; unresolved.append("${\(inner)}"); continue }
                var target = String(reference[..<dot])
                let key = String(reference[reference.index(after: dot)...])
                if target == "self" { target = section } else if target == "root" { target = "bar/" + bar }
                if let found = raw(target, key) {
                    out += resolve(found, in: target, bar: bar, depth: depth + 1, unresolved: &unresolved)
                } else if let fallback {
                    out += fallback
                } else {
                    unresolved.append("${\(inner)}")
                }
            }
            return out + rest
        }
    }

    /// Whether `text` looks like polybar's config: a `[bar/...]` or `[module/...]` section.
    static func recognises(_ text: String) -> Bool {
        text.split(whereSeparator: \.isNewline).contains { line in
            let l = line.trimmingWhitespace()
            return l.hasPrefix("[bar/") || l.hasPrefix("[module/")
        }
    }

    /// Look keys of the bar that are another bar's geometry, fonts and colours.
    static let barLookKeys = ["width", "offset-x", "offset-y", "radius", "radius-top", "radius-bottom", "background", "foreground",
                              "line-size", "line-color", "border-size", "border-color", "padding-left", "padding-right", "padding",
                              "module-margin", "module-margin-left", "module-margin-right", "separator", "separator-foreground",
                              "dim-value", "cursor-click", "cursor-scroll", "wm-restack", "override-redirect", "fixed-center",
                              "border-top-size", "border-bottom-size", "border-left-size", "border-right-size", "locale", "dpi",
                              "dpi-x", "dpi-y", "wm-name", "underline-size", "overline-size", "tray-maxsize", "tray-padding",
                              "tray-background", "tray-foreground", "tray-scale", "tray-offset-x", "tray-offset-y", "tray-detached"]

    static func plan(_ text: String, path: String) -> ImportPlan {
        let ini = Ini(text)
        guard let barSection = ini.sections.first(where: { $0.name.hasPrefix("bar/") }) else {
            var plan = ImportPlan(source: "polybar's \(path)")
            plan.notCarried.append("no [bar/NAME] section: nothing to place")
            return plan
        }
        let bar = String(barSection.name.dropFirst(4))
        var plan = ImportPlan(source: "polybar's \(path) (bar \"\(bar)\")")
        var unresolved: [String] = []
        func value(_ section: String, _ key: String) -> String? {
            ini.raw(section, key).map { ini.resolve($0, in: section, bar: bar, unresolved: &unresolved) }
        }
        for other in ini.sections where other.name.hasPrefix("bar/") && other.name != barSection.name {
            plan.notCarried.append("[\(other.name)]: a second bar; statuspanel draws one strip a monitor (panel.monitor), so only bar \"\(bar)\" is imported")
        }
        barOptions(barSection.name, value: value, &plan)

        for (group, key) in [(0, "modules-left"), (1, "modules-center"), (2, "modules-right")] {
            let names = (value(barSection.name, key) ?? "").split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
            for name in names { module(name, group: group, ini: ini, value: value, &plan) }
        }
        if let position = value(barSection.name, "tray-position"), position != "none" {
            let group = position == "left" ? 0 : position == "center" ? 1 : 2
            plan.place("tray", in: group)
        }
        for reference in Set(unresolved).sorted() {
            plan.notCarried.append("\(reference): read from the environment, X resources or a file when polybar starts; not resolved here")
        }
        return plan
    }

    private static func barOptions(_ section: String, value: (String, String) -> String?, _ plan: inout ImportPlan) {
        if let height = value(section, "height"), let px = Int(height), ConfigSchema.heightRange.contains(px) {
            plan.set("panel", "height", String(px))
        } else if let height = value(section, "height") {
            plan.notCarried.append("bar height \(height): statuspanel's panel.height is whole pixels at 96 dpi, 16 to 64, scaled with Xft.dpi; the default 24 is kept")
        }
        if value(section, "bottom") == "true" {
            plan.notCarried.append("bottom = true: the strip sits on the top edge, as a phone's status bar does")
        }
        if let monitor = value(section, "monitor"), !monitor.isEmpty, !monitor.contains("${") {
            plan.set("panel", "monitor", ImportPlan.array([monitor]))
        }
        let fonts = PolybarImport.keys(section, value: value).filter { $0.hasPrefix("font-") }
        if !fonts.isEmpty {
            plan.notCarried.append("\(fonts.joined(separator: ", ")): polybar's fonts and offsets; statuspanel uses panel.font (one fontconfig pattern, with fallback for any script)")
        }
        let look = PolybarImport.keys(section, value: value).filter { barLookKeys.contains($0) || $0.hasSuffix("-background") || $0.hasSuffix("-foreground") }
        if !look.isEmpty {
            plan.notCarried.append("bar \(look.joined(separator: ", ")): another bar's geometry and colours; statuspanel's look is [style] (presets gray, black-opaque, black-translucent; content dark, light or auto)")
        }
        if value(section, "enable-ipc") == "true" {
            plan.notCarried.append("enable-ipc: polybar-msg's commands; statuspanel's are `statuspanel msg` (reveal, hide, reload, set, refresh)")
        }
    }

    /// The bar section's key names (a closure cannot list them, so they are asked one by one).
    private static func keys(_ section: String, value: (String, String) -> String?) -> [String] {
        let candidates = barLookKeys + (0...9).map { "font-\($0)" }
        return candidates.filter { value(section, $0) != nil }
    }

    private static func module(_ name: String, group: Int, ini: Ini, value: (String, String) -> String?, _ plan: inout ImportPlan) {
        let section = "module/" + name
        let keys = ini.keys(of: section).map(\.key)
        guard !keys.isEmpty else {
            plan.notCarried.append("\(name): placed in the bar but no [module/\(name)] section defines it")
            return
        }
        let type = value(section, "type") ?? ""
        let from = "polybar's \(name) (\(type))"
        switch type {
        case "internal/xworkspaces", "internal/i3", "internal/bspwm":
            ItemImport.place("workspaces", from: from, in: group, &plan)
        case "internal/xwindow":
            ItemImport.place("window", from: from, in: group, &plan)
        case "internal/xkeyboard":
            ItemImport.place("keyboard", from: from, in: group, &plan)
        case "internal/pulseaudio", "internal/alsa":
            ItemImport.place("volume", from: from, in: group, &plan)
        case "internal/backlight", "internal/xbacklight":
            ItemImport.place("brightness", from: from, in: group, &plan)
        case "internal/date":
            let date = value(section, "date") ?? "", time = value(section, "time") ?? ""
            let format = [date, time].filter { !$0.isEmpty }.joined(separator: " ")
            ItemImport.clockFormat(format, from: from, &plan)
            if value(section, "date-alt") != nil || value(section, "time-alt") != nil {
                plan.notCarried.append("\(name): date-alt and time-alt (the format a click shows); statuspanel's clock has one clock.format, and [actions.clock] can run a calendar")
            }
            ItemImport.place("clock", from: from, in: group, &plan)
        case "internal/network":
            let kind = value(section, "interface-type") ?? ""
            let interface = value(section, "interface") ?? ""
            let wireless = kind == "wireless" || interface.hasPrefix("wl")
            if plan.places("network") {
                plan.notCarried.append("\(name): the network item already shows the default route's link, Wi-Fi or Ethernet, whichever carries the traffic")
            }
            ItemImport.place("network", from: from, in: group, &plan)
            if wireless { ItemImport.place("signal", from: from, in: group, &plan) }
            if !interface.isEmpty {
                plan.notCarried.append("\(name): interface = \(interface): statuspanel follows the link of the default route, whichever it is")
            }
        case "internal/battery":
            ItemImport.place("battery", from: from, in: group, &plan)
            if let full = value(section, "full-at") { plan.notCarried.append("\(name): full-at = \(full): the battery shows the kernel's charge and state as they are") }
        case "internal/cpu":
            ItemImport.interval(value(section, "interval").flatMap(Double.init), section: "cpu", from: from, &plan)
            ItemImport.place("cpu", from: from, in: group, &plan)
        case "internal/memory":
            ItemImport.interval(value(section, "interval").flatMap(Double.init), section: "memory", from: from, &plan)
            ItemImport.place("memory", from: from, in: group, &plan)
        case "internal/fs":
            ItemImport.interval(value(section, "interval").flatMap(Double.init), section: "disk", from: from, &plan)
            let mounts = (0...15).compactMap { value(section, "mount-\($0)") }.filter { $0.hasPrefix("/") }
            if !mounts.isEmpty { plan.set("disk", "mounts", ImportPlan.array(mounts)) }
            ItemImport.place("disk", from: from, in: group, &plan)
        case "internal/temperature":
            ItemImport.interval(value(section, "interval").flatMap(Double.init), section: "temperature", from: from, &plan)
            if let zoneType = value(section, "zone-type"), !zoneType.isEmpty {
                plan.set("temperature", "sensor", ImportPlan.string(zoneType))
            } else if value(section, "hwmon-path") != nil || value(section, "thermal-zone") != nil {
                plan.notCarried.append("\(name): hwmon-path and thermal-zone name a sensor by path or number; statuspanel finds the processor's sensor (or temperature.sensor names one by its name)")
            }
            ItemImport.place("temperature", from: from, in: group, &plan)
        case "internal/tray":
            plan.place("tray", in: group)
        case "custom/script":
            script(name, section: section, keys: keys, group: group, value: value, &plan)
        case "custom/text":
            let text = value(section, "content") ?? value(section, "format") ?? value(section, "label") ?? ""
            let item = plan.scriptName(name, suffix: "text")
            plan.scripts.append(ImportPlan.Script(name: item, exec: "printf '%s\\n' " + shellQuote(text), interval: "\"once\"",
                                                  notes: ["polybar's \(name) (custom/text): its text"]))
            plan.place(item, in: group)
            clicks(section, item: item, value: value, &plan)
        case "custom/ipc":
            plan.notCarried.append("\(name) (custom/ipc): its hooks ran on polybar-msg; make it a [script.NAME] and push text with `statuspanel msg set NAME TEXT`")
        case "custom/menu":
            plan.notCarried.append("\(name) (custom/menu): polybar's own menus; statuspanel runs a command on a click ([actions.ITEM]), which can open a menu (rofi, jgmenu)")
        default:
            plan.notCarried.append("\(name) (\(type.isEmpty ? "no type" : type)): no counterpart in statuspanel")
        }
        let looks = keys.filter { key in
            ["format", "label", "ramp", "bar-", "animation", "icon-", "indicator-", "spacing"].contains { key.hasPrefix($0) }
        }
        if type.hasPrefix("internal/"), let note = ItemImport.lookNote(name, keys: looks) { plan.notCarried.append(note) }
    }

    private static func script(_ name: String, section: String, keys: [String], group: Int, value: (String, String) -> String?, _ plan: inout ImportPlan) {
        let item = plan.scriptName(name, suffix: "script")
        guard var exec = value(section, "exec"), !exec.trimmingWhitespace().isEmpty else {
            plan.notCarried.append("\(name) (custom/script): no exec")
            return
        }
        var notes = ["polybar's \(name) (custom/script)"]
        let tail = value(section, "tail") == "true"
        var interval: String? = tail ? "\"persist\"" : nil
        if !tail, let seconds = value(section, "interval").flatMap(Double.init) { interval = ItemImport.scriptInterval(seconds) }
        if let condition = value(section, "exec-if"), !condition.isEmpty {
            exec = "(" + condition + ") >/dev/null 2>&1 || exit 0; " + exec
            notes.append("exec-if is the condition before the command: no output (the item hidden) while it fails")
        }
        // env-NAME = value: the variables set for the command (and its condition).
        let environment = keys.filter { $0.hasPrefix("env-") && $0.count > 4 }.compactMap { key -> String? in
            let variable = String(key.dropFirst(4))
            guard variable.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") }), let v = value(section, key) else { return nil }
            return variable + "=" + shellQuote(v)
        }
        if !environment.isEmpty { exec = "export " + environment.joined(separator: " ") + "; " + exec }
        if let label = value(section, "label"), label != "%output%" {
            notes.append("label \(label): shown as the script prints it")
        }
        plan.scripts.append(ImportPlan.Script(name: item, exec: exec, interval: interval, notes: notes))
        plan.place(item, in: group)
        clicks(section, item: item, value: value, &plan)
    }

    /// polybar's click and scroll keys into `[actions.ITEM]`.
    private static func clicks(_ section: String, item: String, value: (String, String) -> String?, _ plan: inout ImportPlan) {
        for (key, click) in [("click-left", "click"), ("click-middle", "middle_click"), ("click-right", "right_click"),
                             ("scroll-up", "scroll_up"), ("scroll-down", "scroll_down")] {
            if let command = value(section, key), !command.isEmpty { plan.action(item, click, command) }
        }
        for key in ["double-click-left", "double-click-middle", "double-click-right"] where value(section, key) != nil {
            plan.notCarried.append("\(item): \(key): statuspanel's actions are single clicks, taps and scrolls")
        }
    }

    /// `text` in single quotes for /bin/sh.
    static func shellQuote(_ text: String) -> String { "'" + text.replacing("'", with: "'\\''") + "'" }
}
