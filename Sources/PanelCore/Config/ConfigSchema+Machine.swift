/// The sections of the items read on their own interval: `[cpu]`, `[memory]`, `[disk]`,
/// `[temperature]`.
extension ConfigSchema {
    /// The longest mount point list `disk.mounts` takes.
    static let diskMountsLimit = 16

    static let machineSections: [SectionSpec] = [
        SectionSpec(name: "cpu", keys: [
            .init("interval") { v, c, s in if let d = itemInterval(v, c, &s) { s.config.cpu.interval = d } },
        ]),
        SectionSpec(name: "memory", keys: [
            .init("interval") { v, c, s in if let d = itemInterval(v, c, &s) { s.config.memory.interval = d } },
        ]),
        SectionSpec(name: "disk", keys: [
            .init("interval") { v, c, s in if let d = itemInterval(v, c, &s) { s.config.disk.interval = d } },
            .init("mounts") { v, c, s in if let m = mounts(v, c, &s) { s.config.disk.mounts = m } },
        ]),
        SectionSpec(name: "temperature", keys: [
            .init("interval") { v, c, s in if let d = itemInterval(v, c, &s) { s.config.temperature.interval = d } },
            .init("sensor") { v, c, s in
                if let t = text(v, c, &s, allowed: "a hwmon name or thermal zone type such as \"coretemp\"", allowEmpty: false) {
                    s.config.temperature.sensor = t
                }
            },
        ]),
    ]

    /// An item's interval: seconds within ``PanelConfig/itemIntervalRange``.
    static func itemInterval(_ v: ConfigValue, _ c: KeyContext, _ s: inout ValidationState) -> Double? {
        let range = PanelConfig.itemIntervalRange
        return number(v, c, &s, in: range, allowed: "a number of seconds from \(Int(range.lowerBound)) to \(Int(range.upperBound))")
    }

    /// `disk.mounts`: absolute paths, each once, at most ``diskMountsLimit``.
    static func mounts(_ v: ConfigValue, _ c: KeyContext, _ s: inout ValidationState) -> [String]? {
        let allowed = "an array of mount points such as [\"/\", \"/home\"]"
        guard case .array(let elements) = v else {
            var message = "\(c.name) must be \(allowed), got \(v.typedDescription)"
            if case .string(let t) = v, t.hasPrefix("/") { message += "; did you mean [\"\(ConfigValue.clip(t))\"]?" }
            s.problem(c, message)
            return nil
        }
        guard elements.count <= diskMountsLimit else {
            s.problem(c, "\(c.name) lists \(elements.count) mount points, at most \(diskMountsLimit) are shown")
            return nil
        }
        var mounts: [String] = []
        var ok = true
        for (index, element) in elements.enumerated() {
            let at = c.element(index)
            guard case .string(let path) = element, path.hasPrefix("/"),
                  !path.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F }) else {
                s.problem(at, "\(c.name) must contain absolute paths such as \"/home\", got \(element.shortDescription)")
                ok = false
                continue
            }
            var trimmed = path
            while trimmed.count > 1, trimmed.hasSuffix("/") { trimmed.removeLast() }
            if mounts.contains(trimmed) {
                s.problem(at, "\(c.name) lists '\(ConfigValue.clip(trimmed))' twice")
                continue
            }
            mounts.append(trimmed)
        }
        return ok ? mounts : nil
    }
}
