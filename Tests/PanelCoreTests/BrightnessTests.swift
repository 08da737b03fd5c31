import Testing
@testable import PanelCore

/// The `brightness` item: the backlight read from fixture sysroots, the interface chosen, the
/// scroll's step through logind, what wakes it and what it draws.
@Suite struct BrightnessTests {
    /// Each fixture through the whole reader: the JSON's key and the plain line's words.
    @Test(arguments: [
        ("backlight-intel", "{\"percent\": 50}", "brightness 50%"),
        ("backlight-firmware-and-raw", "{\"percent\": 30}", "brightness 30%"),
        ("backlight-garbled", "null", nil),
        ("laptop-one-battery", "null", nil),
        ("no-such-sysroot", "null", nil),
    ] as [(String, String, String?)])
    func readsFixture(fixture: String, json: String, words: String?) {
        let state = DeviceReader(sysroot: Fixtures.sysroot(fixture)).read(activity: false, time: 0)
        #expect(StatusReport.json(state).contains(#""brightness": \#(json)"#), "\(StatusReport.json(state))")
        let line = StatusReport.line(state)
        if let words { #expect(line.contains("  " + words), "\(line)") }
        #expect(line.contains("brightness") == (words != nil), "\(line)")
    }

    @Test func theFirmwareInterfaceIsPreferredThenPlatformThenRaw() {
        let level = BacklightProvider(sysroot: Fixtures.sysroot("backlight-firmware-and-raw")).read()
        #expect(level == BacklightProvider.Level(name: "acpi_video0", raw: 3, maximum: 10))
        #expect(BacklightProvider.preferred([("intel_backlight", "raw"), ("acpi_video0", "firmware"), ("dell_backlight", "platform"),
                                             ("odd", nil), ("amdgpu_bl0", "raw")])
            == ["acpi_video0", "dell_backlight", "intel_backlight", "amdgpu_bl0", "odd"])
        // A garbled first choice gives way to the next that reads.
        #expect(BacklightProvider(sysroot: Fixtures.sysroot("backlight-garbled")).read() == nil)
    }

    @Test func levelsAreParsedAndClamped() {
        #expect(BacklightProvider.level(name: "a", brightness: "9600\n", maximum: "19200\n") == .init(name: "a", raw: 9600, maximum: 19200))
        #expect(BacklightProvider.level(name: "a", brightness: "20000", maximum: "19200")?.raw == 19200)
        #expect(BacklightProvider.level(name: "a", brightness: "5", maximum: "0") == nil)
        #expect(BacklightProvider.level(name: "a", brightness: "-1", maximum: "10") == nil)
        #expect(BacklightProvider.level(name: "a", brightness: "x", maximum: "10") == nil)
        #expect(BacklightProvider.level(name: "a", brightness: nil, maximum: "10") == nil)
        #expect(BacklightProvider.Level(name: "a", raw: 1, maximum: 3).percent == 33)
        #expect(BacklightProvider.Level(name: "a", raw: 2, maximum: 3).percent == 67)
    }

    @Test func aScrollStepsFivePercentAndStopsShortOfBlack() {
        let half = BacklightProvider.Level(name: "intel_backlight", raw: 9600, maximum: 19200)
        #expect(BrightnessStep.target(from: half, up: true) == 10560)
        #expect(BrightnessStep.target(from: half, up: false) == 8640)
        #expect(BrightnessStep.target(from: .init(name: "a", raw: 19000, maximum: 19200), up: true) == 19200)
        #expect(BrightnessStep.target(from: .init(name: "a", raw: 500, maximum: 19200), up: false) == 1)
        // A coarse interface moves at least one level.
        #expect(BrightnessStep.target(from: .init(name: "a", raw: 3, maximum: 7), up: true) == 4)
        #expect(BrightnessStep.target(from: .init(name: "a", raw: 1, maximum: 7), up: false) == 1)
        #expect(BrightnessStep.command(from: half, up: true) == "busctl call --system org.freedesktop.login1 "
            + "/org/freedesktop/login1/session/auto org.freedesktop.login1.Session SetBrightness ssu backlight intel_backlight 10560")
        // A name that is no kernel's is never put into a command.
        #expect(BrightnessStep.command(from: .init(name: "a;reboot", raw: 1, maximum: 7), up: true) == nil)
        #expect(BrightnessStep.command(from: .init(name: "", raw: 1, maximum: 7), up: true) == nil)
    }

    @Test func theDotfilesActionsWinOverTheStep() {
        var state = ItemContents(time: "", carrier: nil, network: nil, battery: nil, activity: false)
        var actions = PanelConfig.Actions()
        #expect(actions.withBuiltInDefaults(for: state) == actions)
        state.brightness = .init(name: "intel_backlight", raw: 9600, maximum: 19200)
        let stepped = actions.withBuiltInDefaults(for: state)
        #expect(stepped.command(for: .brightness, .scrollUp)?.hasSuffix("intel_backlight 10560") == true)
        #expect(stepped.command(for: .brightness, .scrollDown)?.hasSuffix("intel_backlight 8640") == true)
        #expect(stepped.command(for: .brightness, .click) == nil)
        actions.commands[.brightness] = [.scrollUp: "brightnessctl set +10%"]
        let own = actions.withBuiltInDefaults(for: state)
        #expect(own.command(for: .brightness, .scrollUp) == "brightnessctl set +10%")
        #expect(own.command(for: .brightness, .scrollDown)?.hasSuffix("intel_backlight 8640") == true)
    }

    @Test func backlightUeventsReadItAgain() {
        let uevent = Array("change@/devices/pci0000:00/0000:00:02.0/drm/card0/card0-eDP-1/intel_backlight\0ACTION=change\0SUBSYSTEM=backlight\0SOURCE=hotkey\0".utf8)
        #expect(UeventMeaning.wakeUp(of: uevent) == .uevent(subsystem: "backlight"))
        #expect(KernelChangeResponse(wakeUps: [.uevent(subsystem: "backlight")], realMachine: true).reads == [.uevent(subsystem: "backlight")])
        #expect(ItemTable.builtIn.wakeUps(for: Self.only([.brightness])) == [.uevent(subsystem: "backlight")])
        // The uevent reads the backlight, and nothing else.
        let reader = DeviceReader(sysroot: Fixtures.sysroot("backlight-intel"))
        let previous = ItemContents(time: "09:00", carrier: "old", network: nil, battery: nil, activity: false)
        var expected = previous
        expected.brightness = .init(name: "intel_backlight", raw: 9600, maximum: 19200)
        #expect(reader.read(waking: [.uevent(subsystem: "backlight")], from: previous) == expected)
    }

    static func only(_ names: [ItemName]) -> PanelConfig.Items {
        var items = PanelConfig.Items()
        items.left = []
        items.center = []
        items.right = names
        return items
    }

    @Test func aSunAndThePercent() {
        let layout = StripLayout(items: Self.only([.brightness]), scale: 1)
        let theme = Theme.resolve(PanelConfig.Style())
        var state = ItemContents(time: "14:05", carrier: nil, network: nil, battery: nil, activity: false)
        state.brightness = .init(name: "intel_backlight", raw: 9600, maximum: 19200)
        let list = layout.layout(state, theme: theme, width: 1280, height: 24, text: FixedWidthText())
        // "50%" is 21 pixels wide, 4 points after the 13-point sun, against the right padding.
        #expect(list.commands.contains(.text("50%", x: 1280 - 8 - 21, baseline: 17, color: theme.foreground)))
        #expect(list.commands.contains(.glyph(.sun, x: 1280 - 8 - 21 - 4 - 13, y: 5, color: theme.foreground)))
        state.brightness = nil
        #expect(layout.layout(state, theme: theme, width: 1280, height: 24, text: FixedWidthText()).areas.isEmpty)
    }

    @Test func theSunIsSharpAtEveryScale() {
        for scale in [1.0, 2.0] {
            let mask = Glyph.sun.mask(scale: scale)
            let middle = Int(6.5 * scale)
            // The disc is solid; the upright ray fills its column at the top; between rays, nothing.
            #expect(mask[middle, middle] > 250)
            #expect(mask[middle, Int(1.5 * scale)] > 250, "scale \(scale)")
            #expect(mask[Int(1 * scale), Int(3.5 * scale)] == 0)
        }
    }
}
