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
        // The bars polybar can run: those with modules (their own or inherited). A bar without
        // any (`[bar/base]`) is only there to be inherited.
        let bars = ini.sections.map(\.name).filter { $0.hasPrefix("bar/") }
        let running = bars.filter { bar in Self.groupKeys.contains { ini.raw(bar, $0).map { !$0.trimmingWhitespace().isEmpty } ?? false } }
        guard let barSection = running.first ?? bars.first else {
            var plan = ImportPlan(source: "polybar's \(path)")
            plan.notCarried.append("no [bar/NAME] section: nothing to place")
            return plan
        }
        let bar = String(barSection.dropFirst(4))
        var plan = ImportPlan(source: "polybar's \(path) (bar \"\(bar)\")")
        var unresolved: [String] = []
        func value(_ section: String, _ key: String) -> String? {
            ini.raw(section, key).map { ini.resolve($0, in: section, bar: bar, unresolved: &unresolved) }
        }
        func modules(_ section: String, _ key: String) -> [String] {
            (value(section, key) ?? "").split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
        }
        let placed = Set(groupKeys.flatMap { modules(barSection, $0) })
        for other in running where other != barSection {
            let more = groupKeys.flatMap { modules(other, $0) }.filter { !placed.contains($0) }
            plan.notCarried.append("[\(other)]: another bar; statuspanel draws the same strip on each monitor (panel.monitor), so bar \"\(bar)\" is imported"
                                   + (more.isEmpty ? "" : "; its modules not in it: " + more.joined(separator: ", ")))
        }
        barOptions(barSection, barKeys: ini.keys(of: barSection).map(\.key), value: value, raw: { ini.raw(barSection, $0) }, &plan)
        otherSections(ini, &plan)

        for (group, key) in groupKeys.enumerated() {
            for name in modules(barSection, key) { module(name, group: group, ini: ini, value: value, &plan) }
        }
        if let position = value(barSection, "tray-position"), position != "none" {
            let group = position == "left" ? 0 : position == "center" ? 1 : 2
            plan.place("tray", in: group)
        }
        for reference in Set(unresolved).sorted() {
            plan.notCarried.append("\(reference): read from the environment, X resources or a file when polybar starts; not resolved here")
        }
        return plan
    }

    /// The bar's keys that list its modules, left, centre and right.
    static let groupKeys = ["modules-left", "modules-center", "modules-right"]

    /// polybar's `height` (`28`, `28px`, `24pt`: points at 96 dpi, as polybar's default dpi
    /// reads them) in pixels at 96 dpi; `nil` for a share of the screen (`3%`) or garbage.
    static func heightPixels(_ height: String) -> Int? {
        let h = height.trimmingWhitespace()
        if let px = Int(h.hasSuffix("px") ? String(h.dropLast(2)) : h) { return px }
        if h.hasSuffix("pt"), let pt = Double(h.dropLast(2)), pt.isFinite, pt > 0, pt < 1000 { return Int((pt * 96 / 72).rounded()) }
        return nil
    }

    private static func barOptions(_ section: String, barKeys: [String], value: (String, String) -> String?, raw: (String) -> String?,
                                   _ plan: inout ImportPlan) {
        if let height = value(section, "height") {
            if let px = heightPixels(height), ConfigSchema.heightRange.contains(px) {
                plan.set("panel", "height", String(px))
            } else {
                plan.notCarried.append("bar height \(height): statuspanel's panel.height is whole pixels at 96 dpi, 16 to 64, scaled with Xft.dpi; the default 24 is kept")
            }
        }
        if value(section, "bottom") == "true" {
            plan.notCarried.append("bottom = true: the strip sits on the top edge, as a phone's status bar does")
        }
        if let rawMonitor = raw("monitor"), rawMonitor.contains("${env:") {
            // One polybar a monitor, each started with MONITOR=...: statuspanel's one panel
            // draws a strip on every monitor by itself.
            plan.set("panel", "monitor", ImportPlan.string("all"))
            plan.notCarried.append("monitor = \(rawMonitor): a bar started once a monitor (MONITOR=... polybar); statuspanel's one panel draws a strip on each, panel.monitor = \"all\"")
        } else if let monitor = value(section, "monitor"), !monitor.isEmpty, !monitor.contains("${") {
            plan.set("panel", "monitor", ImportPlan.array([monitor]))
        }
        let keys = barKeys
        let fonts = keys.filter { $0.hasPrefix("font-") }
        if !fonts.isEmpty {
            plan.notCarried.append("\(fonts.joined(separator: ", ")): polybar's fonts and offsets; statuspanel uses panel.font (one fontconfig pattern, with fallback for any script)")
        }
        let look = keys.filter { barLookKeys.contains($0) || $0.hasSuffix("-background") || $0.hasSuffix("-foreground") }
        if !look.isEmpty {
            plan.notCarried.append("bar \(look.joined(separator: ", ")): another bar's geometry and colours; statuspanel's look is [style] (presets gray, black-opaque, black-translucent; content dark, light or auto)")
        }
        if value(section, "enable-ipc") == "true" {
            plan.notCarried.append("enable-ipc: polybar-msg's commands; statuspanel's are `statuspanel msg` (reveal, hide, reload, set, refresh)")
        }
        let handled = Set(groupKeys + ["height", "bottom", "monitor", "enable-ipc", "tray-position"])
        let other = keys.filter { !handled.contains($0) && !$0.hasPrefix("font-") && !look.contains($0) }
        if !other.isEmpty {
            plan.notCarried.append("bar \(other.joined(separator: ", ")): polybar's own settings, with no counterpart in statuspanel's [panel]")
        }
    }

    /// `[settings]` and `[global/wm]`: polybar's own behaviour, listed.
    private static func otherSections(_ ini: Ini, _ plan: inout ImportPlan) {
        for name in ["settings", "global/wm"] {
            let keys = ini.keys(of: name).map(\.key)
            if !keys.isEmpty {
                plan.notCarried.append("[\(name)] \(keys.joined(separator: ", ")): polybar's own behaviour; statuspanel follows screen changes and draws its own background ([style])")
            }
        }
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
        // The item it became (its clicks are that item's actions) and the keys read for it;
        // every other key is listed, so nothing is dropped silently.
        var item: String?
        var read: Set<String> = ["type"]
        switch type {
        case "internal/xworkspaces", "internal/i3", "internal/bspwm":
            item = "workspaces"
            plan.notCarried.append(ItemImport.workspacesNote(name))
        case "internal/xwindow":
            item = "window"
        case "internal/xkeyboard":
            item = "keyboard"
        case "internal/pulseaudio", "internal/alsa":
            item = "volume"
            // polybar's interval is the percent a scroll step changes the volume by.
            read.insert("interval")
            if let step = value(section, "interval").flatMap(Int.init) {
                if VolumeOptions.stepRange.contains(step) { plan.set("volume", "step", String(step)) } else {
                    plan.notCarried.append("\(name): interval = \(step) (the volume step): volume.step is \(VolumeOptions.stepRange.lowerBound) to \(VolumeOptions.stepRange.upperBound) percent")
                }
            }
        case "internal/backlight", "internal/xbacklight":
            item = "brightness"
        case "internal/date":
            item = "clock"
            read.formUnion(["date", "time", "date-alt", "time-alt"])
            let date = value(section, "date") ?? "", time = value(section, "time") ?? ""
            let format = [date, time].filter { !$0.isEmpty }.joined(separator: " ")
            ItemImport.clockFormat(format, from: from, &plan)
            if value(section, "date-alt") != nil || value(section, "time-alt") != nil {
                plan.notCarried.append("\(name): date-alt and time-alt (the format a click shows); statuspanel's clock has one clock.format, and [actions.clock] can run a calendar")
            }
        case "internal/network":
            item = "network"
            read.formUnion(["interface-type", "interface"])
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
            item = "battery"
            read.insert("full-at")
            if let full = value(section, "full-at") { plan.notCarried.append("\(name): full-at = \(full): the battery shows the kernel's charge and state as they are") }
        case "internal/cpu":
            item = "cpu"
            read.insert("interval")
            ItemImport.interval(value(section, "interval").flatMap(Double.init), section: "cpu", from: from, &plan)
        case "internal/memory":
            item = "memory"
            read.insert("interval")
            ItemImport.interval(value(section, "interval").flatMap(Double.init), section: "memory", from: from, &plan)
        case "internal/fs":
            item = "disk"
            read.insert("interval")
            ItemImport.interval(value(section, "interval").flatMap(Double.init), section: "disk", from: from, &plan)
            let mountKeys = keys.filter { $0.hasPrefix("mount-") }
            read.formUnion(mountKeys)
            for mount in mountKeys.compactMap({ value(section, $0) }) {
                if mount.hasPrefix("/") { plan.addMount(mount) } else { plan.notCarried.append("\(name): mount \(mount) is not an absolute path") }
            }
        case "internal/temperature":
            item = "temperature"
            read.formUnion(["interval", "zone-type", "hwmon-path", "thermal-zone"])
            ItemImport.interval(value(section, "interval").flatMap(Double.init), section: "temperature", from: from, &plan)
            if let zoneType = value(section, "zone-type"), !zoneType.isEmpty {
                plan.set("temperature", "sensor", ImportPlan.string(zoneType))
            } else if value(section, "hwmon-path") != nil || value(section, "thermal-zone") != nil {
                plan.notCarried.append("\(name): hwmon-path and thermal-zone name a sensor by path or number; statuspanel finds the processor's sensor (or temperature.sensor names one by its name)")
            }
        case "internal/tray":
            item = "tray"
        case "internal/mpd":
            item = "media"
            plan.notCarried.append("\(name) (internal/mpd): the media item follows MPRIS players on the session bus; mpd shows there through mpDris2 or mpd-mpris")
        case "custom/script":
            script(name, section: section, keys: keys, group: group, value: value, &plan)
            return
        case "custom/text":
            let text = value(section, "content") ?? value(section, "format") ?? value(section, "label") ?? ""
            let made = plan.scriptName(name, suffix: "text")
            plan.scripts.append(ImportPlan.Script(name: made, exec: "printf '%s\\n' " + shellQuote(text), interval: "\"once\"",
                                                  notes: ["polybar's \(name) (custom/text): its text"]))
            plan.place(made, in: group)
            read.formUnion(["content", "format", "label"])
            rest(name, item: made, section: section, keys: keys, read: read, value: value, &plan)
            return
        case "custom/ipc":
            plan.notCarried.append("\(name) (custom/ipc): its hooks ran on polybar-msg; make it a [script.NAME] and push text with `statuspanel msg set NAME TEXT`")
            return
        case "custom/menu":
            plan.notCarried.append("\(name) (custom/menu): polybar's own menus; statuspanel runs a command on a click ([actions.ITEM]), which can open a menu (rofi, jgmenu)")
            return
        default:
            plan.notCarried.append("\(name) (\(type.isEmpty ? "no type" : type)): no counterpart in statuspanel")
            return
        }
        guard let item else { return }
        if item != "network" {
            if plan.places(item) { plan.notCarried.append("\(name): the \(item) item is placed once, where it first appears") }
            ItemImport.place(item, from: from, in: group, &plan)
        }
        rest(name, item: item, section: section, keys: keys, read: read, value: value, &plan)
    }

    /// A module's keys not read for its item: clicks become the item's actions, look keys and
    /// the others are listed with why.
    private static func rest(_ name: String, item: String, section: String, keys: [String], read: Set<String>,
                             value: (String, String) -> String?, _ plan: inout ImportPlan) {
        clicks(section, item: item, value: value, &plan)
        let unread = keys.filter { !read.contains($0) && !clickKeys.contains($0) && !$0.hasPrefix("env-") }
        let looks = unread.filter { key in lookPrefixes.contains { key.hasPrefix($0) } }
        if let note = ItemImport.lookNote(name, keys: looks) { plan.notCarried.append(note) }
        let other = unread.filter { !looks.contains($0) }
        if !other.isEmpty {
            plan.notCarried.append("\(name): \(other.joined(separator: ", ")): no such setting for statuspanel's \(item) item (docs/items.md says what it shows and when)")
        }
    }

    /// Keys of a module that shape how polybar draws it.
    static let lookPrefixes = ["format", "label", "ramp", "bar-", "animation", "icon-", "indicator-", "spacing", "menu-", "expand-"]

    /// polybar's click and scroll keys, and the action each becomes.
    static let clickActions = [("click-left", "click"), ("click-middle", "middle_click"), ("click-right", "right_click"),
                               ("scroll-up", "scroll_up"), ("scroll-down", "scroll_down")]
    static let clickKeys = Set(clickActions.map(\.0) + ["double-click-left", "double-click-middle", "double-click-right"])

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
        rest(name, item: item, section: section, keys: keys, read: ["type", "exec", "interval", "tail", "exec-if", "label"], value: value, &plan)
    }

    /// polybar's click and scroll keys into `[actions.ITEM]`.
    private static func clicks(_ section: String, item: String, value: (String, String) -> String?, _ plan: inout ImportPlan) {
        for (key, click) in clickActions {
            if let command = value(section, key), !command.isEmpty { plan.action(item, click, command) }
        }
        for key in ["double-click-left", "double-click-middle", "double-click-right"] where value(section, key) != nil {
            plan.notCarried.append("\(item): \(key): statuspanel's actions are single clicks, taps and scrolls")
        }
    }

    /// `text` in single quotes for /bin/sh.
    static func shellQuote(_ text: String) -> String { "'" + text.replacing("'", with: "'\\''") + "'" }
}
