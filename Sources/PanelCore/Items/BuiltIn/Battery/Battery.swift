extension ItemName {
    /// The battery glyph.
    public static let battery = ItemName(declared: "battery")
}

extension ItemColor {
    /// The fill at 20 % or below while not charging: decoration, as the fill's length says it.
    public static let batteryLow = ItemColor("battery.low", onDarkContent: Color(red: 0xd7, green: 0x00, blue: 0x15),
                                             onLightContent: Color(red: 0xff, green: 0x45, blue: 0x3a), legibility: .decoration)
    /// The fill while charging: decoration, as the bolt says it.
    public static let batteryCharging = ItemColor("battery.charging", onDarkContent: Color(red: 0x24, green: 0x8a, blue: 0x3d),
                                                  onLightContent: Color(red: 0x30, green: 0xd1, blue: 0x58), legibility: .decoration)
    /// The fill in low-power mode, unless charging or low: a phone's yellow on dark backgrounds,
    /// ambers deeper step by step on light ones, the first that keeps 3:1 (nothing else says it).
    public static let batteryLowPower = ItemColor(
        "battery.low-power", onDarkContent: Color(red: 0x9a, green: 0x67, blue: 0x00),
        onLightContent: Color(red: 0xff, green: 0xd6, blue: 0x0a),
        legibility: .ramp(onDarkContent: [Color(red: 0x9a, green: 0x67, blue: 0x00), Color(red: 0x7d, green: 0x54, blue: 0x00),
                                          Color(red: 0x61, green: 0x41, blue: 0x00), Color(red: 0x4d, green: 0x33, blue: 0x00)],
                          onLightContent: [Color(red: 0xff, green: 0xd6, blue: 0x0a)]))
}

extension Theme {
    /// ``ItemColor/batteryLow`` in this theme.
    public var batteryLow: Color { accent(.batteryLow) }
    /// ``ItemColor/batteryCharging`` in this theme.
    public var batteryCharging: Color { accent(.batteryCharging) }
    /// ``ItemColor/batteryLowPower`` in this theme.
    public var batteryLowPower: Color { accent(.batteryLowPower) }
}

extension ItemDeclaration {
    /// The batteries combined: a glyph filled to the charge, the percentage beside it
    /// (`battery.percent`), a bolt while charging.
    static let battery = ItemDeclaration(
        name: .battery,
        options: BatteryOptions.self,
        // The charge moves without a uevent on many machines; a charger plugged in sends one.
        reading: ItemReading(on: [.minute, .uevent(subsystem: "power_supply"),
                                  .attribute(path: PowerProfileProvider.file)]) { state, pass in
            var battery = pass.reader.battery.read()
            if battery != nil, pass.reader.powerProfile.read() == PowerProfileProvider.lowPower { battery?.lowPower = true }
            state.battery = battery
        },
        colors: [.batteryLow, .batteryCharging, .batteryLowPower],
        pieces: { d in
            guard let battery = d.state.battery else { return nil }
            let theme = d.theme
            var item: [StripLayout.Piece] = []
            if d.options(BatteryOptions.self).percent, let percent = battery.percent { item.append(d.label("\(percent)%", theme.foreground)) }
            let charging = battery.state == .charging
            var fillColor = theme.foreground
            if charging {
                fillColor = d.accent(.batteryCharging)
            } else if let p = battery.percent, p <= 20 {
                fillColor = d.accent(.batteryLow)
            } else if battery.lowPower {
                fillColor = d.accent(.batteryLowPower)
            }
            if charging { item.append(d.glyph(.bolt, theme.foreground, leading: item.isEmpty ? 0 : d.px(StripLayout.innerSpacing))) }
            let overlay: [(Glyph, Color)] = battery.percent.map { [(.batteryFill(level: $0), fillColor)] } ?? []
            item.append(d.glyph(.batteryOutline, theme.foreground.withAlpha(theme.content == .dark ? 150 : 170), overlay: overlay,
                                leading: item.isEmpty ? 0 : d.px(charging ? 2 : StripLayout.innerSpacing)))
            return item
        },
        report: ItemReport(json: [("battery", { StatusReport.batteryJSON($0.battery) })], linePlace: 80,
                           words: { [StatusReport.batteryText($0.battery)] }),
        documentation: ItemDocumentation(dotfile: "the charge, charging or not; none without a battery", manual: #"""
            A battery glyph with the charge (and the percentage when
            .BR battery.percent ),
            charging or not; hidden on a machine with no battery. While the platform profile
            .RI ( /sys/firmware/acpi/platform_profile )
            is
            .B low\-power
            the fill is yellow (amber on light backgrounds); charging green and low red come first.
            """#))
}

extension BatteryState: ItemEntry {}

extension ItemContents {
    /// The `battery` item's entry: the batteries combined; `nil` when the machine has none.
    public var battery: BatteryState? {
        get { self[.battery] }
        set { self[.battery] = newValue }
    }
}
