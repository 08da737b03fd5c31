/// The dotfile's sections and keys, each with its parser and the limits it enforces.
///
/// Names here are a contract (scripts and tests use them); `config/config.toml`
/// (`DefaultConfig.text`) documents every one.
enum ConfigSchema {
    // MARK: Limits, named in messages and in config/config.toml

    static let heightRange = 16...64
    static let revealZoneRange = 1...16
    static let hideAfterLimit = 600.0
    static let stayRevealedLimit = 600.0

    /// Every section, in the order of the default file: the panel's own, then the items' (declared
    /// with each item, ``ItemOptions``), then the click actions and the scripts.
    static let sections: [SectionSpec] = [
        SectionSpec(name: "panel", keys: [
            .init("height") { v, c, s in
                if let n = integer(v, c, &s, in: heightRange) { s.config.panel.height = n }
            },
            .init("layout") { v, c, s in
                if let e: LayoutMode = choice(v, c, &s) { s.config.panel.layout = e }
            },
            .init("font") { v, c, s in
                if let f = text(v, c, &s, allowed: "a non-empty fontconfig name such as \"sans-serif:size=10\"",
                                allowEmpty: false) {
                    s.config.panel.font = f
                }
            },
            .init("monitor") { v, c, s in
                if let m = monitor(v, c, &s) { s.config.panel.monitor = m }
            },
            .init("direction") { v, c, s in
                if let e: DirectionSetting = choice(v, c, &s) { s.config.panel.direction = e }
            },
        ]),
        SectionSpec(name: "items", keys: ItemSlot.allCases.map { slot in
            .init(slot.rawValue) { v, c, s in items(v, c, &s, slot: slot) }
        }),
        SectionSpec(name: "style", keys: [
            .init("preset") { v, c, s in
                if let e: StylePreset = choice(v, c, &s) { s.config.style.preset = e }
            },
            .init("content") { v, c, s in
                if let e: ContentStyle = choice(v, c, &s) { s.config.style.content = e }
            },
            .init("background") { v, c, s in
                if let e: BackgroundKind = choice(v, c, &s) { s.config.style.background = e }
            },
            .init("color") { v, c, s in
                if let color = color(v, c, &s) { s.config.style.color = color }
            },
            .init("opacity") { v, c, s in
                if let d = number(v, c, &s, in: 0...1, allowed: "a number from 0 to 1") { s.config.style.opacity = d }
            },
            .init("follow_window") { v, c, s in
                if let b = boolean(v, c, &s) { s.config.style.followWindow = b }
            },
            .init("animation") { v, c, s in
                if let e: StyleAnimation = choice(v, c, &s) {
                    s.config.style.animation = e
                    s.animationGiven = true
                }
            },
            // The old spelling; `animation` wins wherever it stands.
            .init("animate") { v, c, s in
                if let b = boolean(v, c, &s), !s.animationGiven { s.config.style.animation = b ? .crossfade : .none }
            },
        ]),
        SectionSpec(name: "fullscreen", keys: [
            .init("autohide") { v, c, s in
                if let b = boolean(v, c, &s) { s.config.fullscreen.autohide = b }
            },
            .init("hide_after") { v, c, s in
                if let d = seconds(v, c, &s, upTo: hideAfterLimit, allowZero: true) { s.config.fullscreen.hideAfter = d }
            },
            .init("stay_revealed") { v, c, s in
                if let d = seconds(v, c, &s, upTo: stayRevealedLimit, allowZero: false) {
                    s.config.fullscreen.stayRevealed = d
                }
            },
            .init("reveal_zone") { v, c, s in
                if let n = integer(v, c, &s, in: revealZoneRange) { s.config.fullscreen.revealZone = n }
            },
        ]),
        SectionSpec(name: "pill", keys: [
            .init("time") { v, c, s in
                if let e: PillTime = choice(v, c, &s) { s.config.pill.time = e }
            },
        ]),
    ] + ItemTable.builtIn.optionSections + [
        SectionSpec(name: "actions", keys: ItemName.allCases.map { item in
            .init(item.rawValue) { v, c, s in actions(v, c, &s, item: item) }
        }, keysAreItems: true, otherKey: { name in
            KeySpec(name) { v, c, s in scriptActions(v, c, &s, name: name) }
        }),
        scriptSection,
    ]

    static var sectionNames: [String] { sections.map(\.name) }

    static func section(_ name: String) -> SectionSpec? {
        sections.first { $0.name == name }
    }

    /// The section where `key` belongs, for "belongs in [...]" hints; item names (the keys of
    /// `[actions]`) belong nowhere in particular.
    static func section(owningKey key: String) -> SectionSpec? {
        sections.first { !$0.keysAreItems && $0.otherKey == nil && $0.key(key) != nil }
    }

    // MARK: Value parsers: each returns the value, or records a problem and returns nil.

    static func integer(_ v: ConfigValue, _ c: KeyContext, _ s: inout ValidationState,
                        in range: ClosedRange<Int>) -> Int? {
        let allowed = "an integer from \(range.lowerBound) to \(range.upperBound)"
        switch v {
        case .integer(let n) where range.contains(n):
            return n
        case .integer:
            s.problem(c, "\(c.name) must be \(allowed), got \(v.shortDescription)")
        default:
            s.problem(c, "\(c.name) must be \(allowed), got \(v.typedDescription)")
        }
        return nil
    }

    /// An integer or a float, finite, within `range`.
    static func number(_ v: ConfigValue, _ c: KeyContext, _ s: inout ValidationState,
                       in range: ClosedRange<Double>, allowed: String) -> Double? {
        let d: Double
        switch v {
        case .integer(let n): d = Double(n)
        case .float(let f): d = f
        default:
            s.problem(c, "\(c.name) must be \(allowed), got \(v.typedDescription)")
            return nil
        }
        guard d.isFinite, range.contains(d) else {
            s.problem(c, "\(c.name) must be \(allowed), got \(v.shortDescription)")
            return nil
        }
        return d
    }

    /// A duration in seconds, integer or float: `0...limit`, or `>0` and `<= limit`.
    static func seconds(_ v: ConfigValue, _ c: KeyContext, _ s: inout ValidationState,
                        upTo limit: Double, allowZero: Bool) -> Double? {
        let top = limit == limit.rounded() ? String(Int(limit)) : ConfigValue.format(limit)
        let allowed = allowZero
            ? "a number of seconds from 0 to \(top)"
            : "a number of seconds greater than 0 and at most \(top)"
        guard let d = number(v, c, &s, in: 0...limit, allowed: allowed) else { return nil }
        if !allowZero && d == 0 {
            s.problem(c, "\(c.name) must be \(allowed), got \(v.shortDescription)")
            return nil
        }
        return d
    }

    static func boolean(_ v: ConfigValue, _ c: KeyContext, _ s: inout ValidationState) -> Bool? {
        if case .boolean(let b) = v { return b }
        var message = "\(c.name) must be true or false, got \(v.typedDescription)"
        if case .string(let t) = v {
            let word = t.lowercased()
            if ["true", "yes", "on"].contains(word) {
                message += "; did you mean true (without quotes)?"
            } else if ["false", "no", "off"].contains(word) {
                message += "; did you mean false (without quotes)?"
            }
        } else if case .integer(let n) = v, n == 0 || n == 1 {
            message += "; did you mean \(n == 1)?"
        }
        s.problem(c, message)
        return nil
    }

    /// One of an enumeration's raw values, with a suggestion when the text is close to one.
    static func choice<E: RawRepresentable & CaseIterable>(_ v: ConfigValue, _ c: KeyContext,
                                                          _ s: inout ValidationState) -> E?
    where E.RawValue == String {
        let names = E.allCases.map(\.rawValue)
        if case .string(let t) = v, let e = E(rawValue: t) { return e }
        var message = "\(c.name) must be one of \(Suggestions.list(names)); got "
        if case .string(let t) = v {
            message += v.shortDescription
            if let near = Suggestions.closest(to: t, in: names) { message += "; did you mean '\(near)'?" }
        } else {
            message += v.typedDescription
        }
        s.problem(c, message)
        return nil
    }

    /// A string; one line unless it is a format; empty only when `allowEmpty`.
    static func text(_ v: ConfigValue, _ c: KeyContext, _ s: inout ValidationState,
                     allowed: String, allowEmpty: Bool) -> String? {
        guard case .string(let t) = v else {
            s.problem(c, "\(c.name) must be \(allowed), got \(v.typedDescription)")
            return nil
        }
        if !allowEmpty && t.trimmingWhitespace().isEmpty {
            s.problem(c, "\(c.name) must be \(allowed), got \(v.shortDescription)")
            return nil
        }
        if t.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F }) {
            s.problem(c, "\(c.name) must be \(allowed) without line breaks or control characters, got \(v.shortDescription)")
            return nil
        }
        return t
    }

    static func color(_ v: ConfigValue, _ c: KeyContext, _ s: inout ValidationState) -> ColorSetting? {
        let allowed = "\(c.name) must be \"#rrggbb\", \"#rrggbbaa\" or \"auto\""
        guard case .string(let t) = v else {
            s.problem(c, "\(allowed); got \(v.typedDescription)")
            return nil
        }
        if let setting = ColorSetting(t) { return setting }
        var reason = ""
        if !t.hasPrefix("#") {
            if let near = Suggestions.closest(to: t, in: ["auto"]) {
                reason = "; did you mean '\(near)'?"
            } else if t.count == 6 || t.count == 8, t.unicodeScalars.allSatisfy({ Color.hexDigit($0) != nil }) {
                reason = "; did you mean '#\(t)'?"
            } else {
                reason = " (a colour starts with '#'; names are not supported)"
            }
        } else if let bad = t.unicodeScalars.dropFirst().first(where: { Color.hexDigit($0) == nil }) {
            reason = " ('\(ConfigValue.clip(String(bad)))' is not a hex digit)"
        } else {
            let n = t.unicodeScalars.count - 1
            reason = " (\(n) hex digit\(n == 1 ? "" : "s"), not 6 or 8)"
        }
        s.problem(c, "\(allowed); got \(v.shortDescription)\(reason)")
        return nil
    }

    static func monitor(_ v: ConfigValue, _ c: KeyContext, _ s: inout ValidationState) -> MonitorSelection? {
        let allowed = "\(c.name) must be \"primary\", \"all\" or an array of output names such as [\"HDMI-1\"]"
        switch v {
        case .string(let t):
            if let m = MonitorSelection(t) { return m }
            var message = "\(allowed); got \(v.shortDescription)"
            if let near = Suggestions.closest(to: t, in: ["primary", "all"]) {
                message += "; did you mean '\(near)'?"
            } else if !t.isEmpty, !t.contains(" ") {
                message += "; did you mean [\"\(ConfigValue.clip(t))\"]?"
            }
            s.problem(c, message)
            return nil
        case .array(let elements):
            guard !elements.isEmpty else {
                s.problem(c, "\(c.name) must list at least one output name, got an empty array")
                return nil
            }
            var names: [String] = []
            var ok = true
            for (index, element) in elements.enumerated() {
                let at = c.element(index)
                guard case .string(let name) = element, !name.trimmingWhitespace().isEmpty else {
                    s.problem(at, "\(c.name) must contain output names (non-empty strings), got \(element.typedDescription)")
                    ok = false
                    continue
                }
                if names.contains(name) {
                    s.problem(at, "\(c.name) lists output '\(ConfigValue.clip(name))' twice")
                    continue
                }
                names.append(name)
            }
            return ok ? .outputs(names) : nil
        default:
            s.problem(c, "\(allowed); got \(v.typedDescription)")
            return nil
        }
    }

    /// An item's interval: seconds within ``PanelConfig/itemIntervalRange``.
    static func itemInterval(_ v: ConfigValue, _ c: KeyContext, _ s: inout ValidationState) -> Double? {
        let range = PanelConfig.itemIntervalRange
        return number(v, c, &s, in: range, allowed: "a number of seconds from \(Int(range.lowerBound)) to \(Int(range.upperBound))")
    }

    /// `items.left`, `.center`, `.right`: records the valid names with their element indexes;
    /// duplicates across lists are resolved afterwards (they need source positions).
    static func items(_ v: ConfigValue, _ c: KeyContext, _ s: inout ValidationState, slot: ItemSlot) {
        let names = ItemName.allCases.map(\.rawValue)
        guard case .array(let elements) = v else {
            var message = "\(c.name) must be an array of item names (\(Suggestions.list(names))), got \(v.typedDescription)"
            if case .string(let t) = v, ItemName(rawValue: t) != nil { message += "; did you mean [\"\(t)\"]?" }
            s.problem(c, message)
            return
        }
        var placed: [(item: ItemName, index: Int)] = []
        for (index, element) in elements.enumerated() {
            let at = c.element(index)
            guard case .string(let t) = element else {
                s.problem(at, "\(c.name) must contain item names (\(Suggestions.list(names))), got \(element.typedDescription)")
                continue
            }
            guard let item = ItemName(rawValue: t) else {
                if ConfigSchema.scriptNameProblem(t) == nil {
                    // Perhaps a script's: decided once every [script.NAME] is read.
                    let order = ItemSlot.allCases.firstIndex(of: slot) ?? 0
                    s.pendingNames.append((slot, order, index, t))
                    continue
                }
                var message = "\(c.name): unknown item \(element.shortDescription)"
                if let near = Suggestions.closest(to: t, in: names) {
                    message += "; did you mean '\(near)'?"
                } else {
                    message += "; items are \(Suggestions.list(names))"
                }
                s.problem(at, message)
                continue
            }
            placed.append((item, index))
        }
        s.placedItems[slot] = placed
    }
}

/// The three item lists of `[items]`.
enum ItemSlot: String, CaseIterable {
    case left, center, right

    /// Its list in `PanelConfig.Items`.
    var list: WritableKeyPath<PanelConfig.Items, [ItemName]> {
        switch self {
        case .left: \.left
        case .center: \.center
        case .right: \.right
        }
    }
}
