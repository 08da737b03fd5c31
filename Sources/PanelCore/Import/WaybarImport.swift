/// waybar's `config` / `config.jsonc` (JSON with comments) into an ``ImportPlan``: the first
/// bar's `modules-left`, `modules-center` and `modules-right`, each module by its name (its
/// part after `#` tells modules of one kind apart).
enum WaybarImport {
    /// Whether `text` is waybar's: JSONC whose (first) object has `modules-left`,
    /// `modules-center` or `modules-right`.
    static func recognises(_ text: String) -> Bool {
        guard case .success(let value) = JSONCValue.parse(text) else { return false }
        return bar(value) != nil
    }

    static func bar(_ value: JSONCValue) -> JSONCValue? {
        let bars: [JSONCValue] = if case .array(let list) = value { list } else { [value] }
        return bars.first { $0["modules-left"] != nil || $0["modules-center"] != nil || $0["modules-right"] != nil }
    }

    static let builtIns: [(module: String, item: String)] = [
        ("clock", "clock"), ("cpu", "cpu"), ("memory", "memory"), ("disk", "disk"), ("temperature", "temperature"),
        ("battery", "battery"), ("upower", "battery"), ("network", "network"), ("pulseaudio", "volume"), ("wireplumber", "volume"),
        ("backlight", "brightness"), ("tray", "tray"), ("bluetooth", "bluetooth"), ("privacy", "privacy"), ("mpris", "media"),
        ("mpd", "media"), ("sway/workspaces", "workspaces"), ("hyprland/workspaces", "workspaces"), ("niri/workspaces", "workspaces"),
        ("river/tags", "workspaces"), ("dwl/tags", "workspaces"), ("wlr/workspaces", "workspaces"), ("sway/window", "window"),
        ("hyprland/window", "window"), ("niri/window", "window"), ("river/window", "window"), ("keyboard-state", "keyboard"),
        ("sway/language", "keyboard"), ("hyprland/language", "keyboard"), ("niri/language", "keyboard"),
    ]

    static func plan(_ text: String, path: String) -> ImportPlan {
        var plan = ImportPlan(source: "waybar's \(path)")
        guard case .success(let value) = JSONCValue.parse(text), let bar = bar(value) else {
            plan.notCarried.append("not a waybar config with modules-left, modules-center or modules-right")
            return plan
        }
        if case .array(let bars) = value, bars.count > 1 {
            plan.notCarried.append("\(bars.count - 1) more bar(s): statuspanel draws one strip a monitor (panel.monitor); the first is imported")
        }
        if let height = bar["height"]?.number, ConfigSchema.heightRange.contains(Int(height)), height == height.rounded() {
            plan.set("panel", "height", String(Int(height)))
        }
        if bar["position"]?.text == "bottom" { plan.notCarried.append("position bottom: the strip sits on the top edge") }
        if let include = bar["include"] {
            let files = include.text.map { [$0] } ?? include.strings
            plan.notCarried.append("include \(files.joined(separator: ", ")): files waybar merges into this one are not read; import each of them too")
        }
        if let output = bar["output"]?.strings, !output.isEmpty, output.allSatisfy({ !$0.hasPrefix("!") && !$0.contains("*") }) {
            plan.set("panel", "monitor", ImportPlan.array(output))
        }
        let look = ["margin", "margin-top", "margin-bottom", "margin-left", "margin-right", "spacing", "width", "layer", "exclusive",
                    "gtk-layer-shell", "mode", "start_hidden", "fixed-center", "passthrough", "ipc", "reload_style_on_change"]
            .filter { bar[$0] != nil }
        if !look.isEmpty {
            plan.notCarried.append("\(look.joined(separator: ", ")): waybar's geometry and layer-shell settings; statuspanel is an X11 dock, its look is [style] (waybar's style.css is not read)")
        }
        for (group, key) in [(0, "modules-left"), (1, "modules-center"), (2, "modules-right")] {
            for module in bar[key]?.strings ?? [] { self.module(module, group: group, bar: bar, depth: 0, &plan) }
        }
        return plan
    }

    /// Keys of a module that shape how waybar draws it.
    static func isLook(_ key: String) -> Bool {
        key.hasPrefix("format") || key.hasPrefix("tooltip") || ["states", "max-length", "min-length", "align", "justify", "rotate",
                                                               "escape", "smooth-scrolling-threshold", "markup"].contains(key)
    }

    /// waybar's click and scroll keys, and the action each becomes.
    static let clickActions = [("on-click", "click"), ("on-click-middle", "middle_click"), ("on-click-right", "right_click"),
                               ("on-scroll-up", "scroll_up"), ("on-scroll-down", "scroll_down")]

    /// A module's settings not read for its item: looks and the others, listed with why.
    private static func rest(_ module: String, item: String, settings: JSONCValue, read: Set<String>, _ plan: inout ImportPlan) {
        let clickKeys = Set(clickActions.map(\.0))
        let unread = settings.keys.filter { !read.contains($0) && !clickKeys.contains($0) }
        let looks = unread.filter(isLook)
        if let note = ItemImport.lookNote(module, keys: looks) { plan.notCarried.append(note) }
        let other = unread.filter { !isLook($0) }
        if !other.isEmpty {
            let shown = other.map { $0.hasPrefix("on-") ? $0 + " (statuspanel's actions are single clicks, taps and scrolls)" : $0 }
            plan.notCarried.append("\(module): \(shown.joined(separator: ", ")): no such setting for statuspanel's \(item) item")
        }
    }

    private static func module(_ module: String, group: Int, bar: JSONCValue, depth: Int, _ plan: inout ImportPlan) {
        let settings = bar[module] ?? .object([])
        let kind = String(module.split(separator: "#", maxSplits: 1).first ?? "")
        let from = "waybar's \(module)"
        if kind.hasPrefix("custom/") {
            custom(module, kind: kind, settings: settings, group: group, &plan)
            return
        }
        if kind == "group" || kind.hasPrefix("group/") {
            // A group (a drawer) holds modules: each is placed where the group is.
            let members = settings["modules"]?.strings ?? []
            guard depth < 4, !members.isEmpty else {
                plan.notCarried.append("\(module): a group with no modules")
                return
            }
            if settings["drawer"] != nil {
                plan.notCarried.append("\(module): its drawer (the modules shown on hover); statuspanel shows them side by side")
            }
            for member in members { self.module(member, group: group, bar: bar, depth: depth + 1, &plan) }
            return
        }
        guard let item = builtIns.first(where: { $0.module == kind })?.item else {
            plan.notCarried.append("\(module): no counterpart in statuspanel")
            return
        }
        var read: Set<String> = []
        switch item {
        case "clock":
            read.insert("format")
            if let format = settings["format"]?.text, let strftime = strftime(from: format) { ItemImport.clockFormat(strftime, from: from, &plan) }
        case "cpu", "memory", "temperature", "disk":
            read.insert("interval")
            ItemImport.interval(settings["interval"]?.number, section: item, from: from, &plan)
            if item == "disk" {
                read.insert("path")
                if let mount = settings["path"]?.text, mount.hasPrefix("/") { plan.addMount(mount) }
            }
            if item == "temperature", settings["hwmon-path"] != nil || settings["thermal-zone"] != nil {
                read.formUnion(["hwmon-path", "thermal-zone"])
                plan.notCarried.append("\(module): hwmon-path and thermal-zone; statuspanel finds the processor's sensor (temperature.sensor names one by name)")
            }
        case "volume":
            read.insert("scroll-step")
            if let step = settings["scroll-step"]?.number {
                if step == step.rounded(), VolumeOptions.stepRange.contains(Int(step)) { plan.set("volume", "step", String(Int(step))) } else {
                    plan.notCarried.append("\(module): scroll-step \(ImportPlan.seconds(step)): volume.step is whole percent, \(VolumeOptions.stepRange.lowerBound) to \(VolumeOptions.stepRange.upperBound)")
                }
            }
        case "workspaces":
            plan.notCarried.append(ItemImport.workspacesNote(module))
        case "media" where kind == "mpd":
            plan.notCarried.append("\(module): the media item follows MPRIS players on the session bus; mpd shows there through mpDris2 or mpd-mpris")
        default: break
        }
        if item == "network" {
            if plan.places("network") { plan.notCarried.append("\(module): the network item already shows the default route's link") }
            ItemImport.place("network", from: from, in: group, &plan)
            ItemImport.place("signal", from: from, in: group, &plan)
        } else {
            if plan.places(item) { plan.notCarried.append("\(module): the \(item) item is placed once, where it first appears") }
            ItemImport.place(item, from: from, in: group, &plan)
        }
        clicks(settings, module: module, item: nil, &plan)
        rest(module, item: item, settings: settings, read: read, &plan)
    }

    private static func custom(_ module: String, kind: String, settings: JSONCValue, group: Int, _ plan: inout ImportPlan) {
        let base = String(module.dropFirst("custom/".count)).replacing("#", with: "-")
        let item = plan.scriptName(base, suffix: "script")
        var notes = ["waybar's \(module)"]
        var exec = settings["exec"]?.text ?? ""
        if exec.isEmpty, let format = settings["format"]?.text, !format.contains("{") {
            exec = "printf '%s\\n' " + PolybarImport.shellQuote(format)
            plan.scripts.append(ImportPlan.Script(name: item, exec: exec, interval: "\"once\"", notes: notes + ["its format, a fixed text"]))
            plan.place(item, in: group)
            clicks(settings, module: module, item: item, &plan)
            rest(module, item: item, settings: settings, read: ["format"], &plan)
            return
        }
        guard !exec.isEmpty else {
            plan.notCarried.append("\(module): no exec")
            return
        }
        if let condition = settings["exec-if"]?.text, !condition.isEmpty {
            exec = "(" + condition + ") >/dev/null 2>&1 || exit 0; " + exec
            notes.append("exec-if is the condition before the command")
        }
        var interval: String
        switch settings["interval"] {
        case .string("once")?: interval = "\"once\""
        case let value? where value.number != nil: interval = ItemImport.scriptInterval(value.number!)
        default:
            // waybar runs a custom module without an interval for as long as it prints.
            interval = "\"persist\""
        }
        let signal = settings["signal"]?.number.map { Int($0) }.flatMap { ScriptSpec.signalRange.contains($0) ? $0 : nil }
        let format = settings["return-type"]?.text == "json" ? "json" : nil
        if let f = settings["format"]?.text, f != "{}" && f != "{text}" { notes.append("format \(f): shown as the script prints it") }
        plan.scripts.append(ImportPlan.Script(name: item, exec: exec, interval: interval, signal: signal, format: format, notes: notes))
        plan.place(item, in: group)
        clicks(settings, module: module, item: item, &plan)
        rest(module, item: item, settings: settings, read: ["exec", "exec-if", "interval", "signal", "return-type", "format"], &plan)
    }

    /// waybar's `on-click` keys into `[actions.ITEM]` (a built-in module's only when `item` is
    /// given: statuspanel's own items have their own clicks, so theirs are actions too).
    private static func clicks(_ settings: JSONCValue, module: String, item: String?, _ plan: inout ImportPlan) {
        let kind = String(module.split(separator: "#", maxSplits: 1).first ?? "")
        let target = item ?? builtIns.first { $0.module == kind }?.item ?? ""
        guard !target.isEmpty, item != nil || ItemName(rawValue: target) != nil else { return }
        for (key, click) in clickActions {
            if let command = settings[key]?.text, !command.isEmpty { plan.action(target, click, command) }
        }
    }

    /// The strftime format inside waybar's `{:...}` clock format (`{:%H:%M}`); `nil` when the
    /// format has none (`{}`) or uses `{:L...}` locale forms.
    static func strftime(from format: String) -> String? {
        guard let open = format.firstRange(of: "{:") else { return nil }
        let rest = format[open.upperBound...]
        guard let close = rest.firstIndex(of: "}") else { return nil }
        let inner = String(rest[..<close])
        let prefix = String(format[..<open.lowerBound]), suffix = String(rest[rest.index(after: close)...])
        guard !prefix.contains("{"), !suffix.contains("{") else { return nil }
        return (prefix + inner.replacing("%OI", with: "%I") + suffix).trimmingWhitespace()
    }
}

extension JSONCValue {
    /// An object's keys, in order; empty otherwise.
    var keys: [String] {
        if case .object(let members) = self { return members.map(\.key) }
        return []
    }
}
