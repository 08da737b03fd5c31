import Testing
@testable import PanelCore

/// The one map of what the strips show (``ItemContents``): what a script item's entry shows,
/// the pill in the clock's place, the tray's icons, and `status --json` read from it.
@Suite struct ItemContentsTests {
    let state = ItemContents(time: "14:05", carrier: nil, network: nil, battery: nil, activity: false)

    @Test func aScriptShowsItsTextWhileNotHiddenAndNotAskingForThePill() {
        var contents = state
        contents[ItemName(declared: "ok")] = ScriptState(text: ScriptText(full: "1"), condition: .ok)
        contents[ItemName(declared: "failed")] = ScriptState(text: ScriptText(full: "2"), condition: .failed, failure: "x")
        contents[ItemName(declared: "hidden")] = ScriptState(text: ScriptText(full: "3"), condition: .hidden)
        var asksForPill = ScriptText(full: "4")
        asksForPill.pill = .red
        contents[ItemName(declared: "pill")] = ScriptState(text: asksForPill, condition: .ok)
        #expect(contents.scriptText("ok")?.full == "1")
        #expect(contents.scriptText("failed")?.full == "2", "a failed item keeps its last text")
        #expect(contents.scriptText("hidden") == nil && contents.scriptText("pill") == nil && contents.scriptText("absent") == nil)
        #expect(contents.script("hidden")?.condition == .hidden)
        #expect(!contents.showsScriptTooltip)
        contents[ItemName(declared: "ok")] = ScriptState(text: ScriptText(full: "1", tooltip: "t"), condition: .ok)
        #expect(contents.showsScriptTooltip)
    }

    @Test func thePillIsTheClocksContentAndTheTrayItsIcons() {
        var contents = state
        #expect(contents.pill == nil && contents.trayIcons.isEmpty)
        contents.pill = ShownPill(label: "REC", color: .red)
        let icons = [TrayIcon(slot: .statusNotifier(0), revision: 3), TrayIcon(slot: .xembed(0), revision: 1)]
        contents.trayIcons = icons
        #expect(contents.pill?.label == "REC" && contents.trayIcons == icons)
        var changed = contents
        changed.trayIcons = [icons[0], TrayIcon(slot: .xembed(0), revision: 2)]
        #expect(changed != contents, "new pixels of an icon are new contents")
    }

    @Test func statusJSONReadsTheMap() {
        var contents = state
        contents[ItemName(declared: "mail")] = ScriptState(text: ScriptText(full: "✉ 3"), condition: .ok)
        let json = StatusReport.json(contents, scripts: ["mail", "never"])
        #expect(json.hasPrefix(StatusReport.json(state).dropLast()))
        #expect(json.hasSuffix(#", "scripts": {"mail": {"text": "✉ 3", "state": "ok"}, "never": {"text": "", "state": "hidden"}}}"#))
        #expect(StatusReport.json(state) == StatusReport.json(state))
    }

    @Test func anIconsNewPixelsMakeANewFrame() {
        var items = PanelConfig.Items()
        items.right = [.tray]
        let layout = StripLayout(items: items, scale: 1)
        let theme = Theme.resolve(PanelConfig.Style())
        func frame(_ icons: [TrayIcon]) -> DisplayList {
            var contents = state
            contents.trayIcons = icons
            return layout.layout(contents, theme: theme, width: 1280, height: 24, text: FixedWidthText())
        }
        let icons = [TrayIcon(slot: .xembed(0), revision: 1), TrayIcon(slot: .statusNotifier(0), revision: 7)]
        let list = frame(icons)
        let drawn = list.commands.compactMap { if case .trayIcon(_, _, _, _, _, let icon) = $0 { icon } else { nil } }
        #expect(drawn == icons, "each icon's slot and revision are in the display list")
        #expect(frame(icons) == list)
        #expect(frame([icons[0], TrayIcon(slot: .statusNotifier(0), revision: 8)]) != list, "an item's new image")
        #expect(frame([TrayIcon(slot: .statusNotifier(0), revision: 7), icons[0]]) != list, "the same icons, the other order")
    }

    /// Each item's content is its own entry: a wake-up's read replaces the entries of the items
    /// that declare it and no other, and a push sets the entries of the items it fills.
    @Test func aReadOrAPushChangesOnlyItsItemsEntries() {
        let reader = DeviceReader(sysroot: Fixtures.sysroot("laptop-one-battery"), config: DeviceReaderTests.config())
        var previous = ItemContents(time: "09:00", carrier: "old-name", network: NetworkState(kind: .ethernet, interface: "eth0"),
                                    battery: nil, activity: true, vpn: VPNState(interface: "tun0"), airplane: true, bluetooth: .off,
                                    microphone: DeviceUse(inUse: true))
        previous.volume = VolumeState(channels: [0x8000], muted: false, sink: "speakers")
        previous.show(DesktopState(workspaces: Workspaces(count: 2, current: 0)))
        var expected = previous
        expected.battery = BatteryState(percent: 42, state: .discharging, minutesLeft: 95)
        #expect(reader.read(waking: [.uevent(subsystem: "power_supply")], from: previous, time: 0) == expected)
        #expect(reader.read(waking: [.uevent(subsystem: "power_supply")], from: previous, time: 0).battery != previous.battery)

        var pushed = previous
        pushed.show(DesktopState(window: FocusedWindow(title: "mail", className: "Thunderbird")))
        #expect(pushed.workspaces == nil && pushed.window?.title == "mail" && pushed.keyboard == nil)
        pushed.show(DesktopState(workspaces: Workspaces(count: 2, current: 0)))
        pushed.window = nil
        #expect(pushed == previous, "the other items' entries are as they were")
    }
}
