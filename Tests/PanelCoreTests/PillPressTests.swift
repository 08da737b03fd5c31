import Testing
@testable import PanelCore

/// What a press on the pill runs: its own command for a tap, its script item's press, or the
/// clock's action when it has none.
@Suite struct PillPressTests {
    let state = ItemContents(time: "14:05", carrier: "kiosk-7",
                            network: NetworkState(kind: .wifi, interface: "wlan0", signalPercent: 71, signalBars: 3),
                            battery: BatteryState(percent: 42, state: .discharging, minutesLeft: 95), activity: false)
    let monitor = Monitor(name: "HDMI-1", x: 0, y: 0, width: 1280, height: 1024, isPrimary: true)
    let clockActions: PanelConfig.Actions = {
        var a = PanelConfig.Actions()
        a.commands[.clock] = [.click: "gsimplecal", .rightClick: "timedatectl-menu"]
        return a
    }()

    func list(_ action: PillAction?, center: [ItemName] = [.clock]) -> DisplayList {
        var items = PanelConfig.Items()
        items.center = center
        let layout = ScriptStrip(strip: StripLayout(items: items, scale: 1),
                                 scripts: ScriptFixture(declarations: [.script(ScriptSpec(name: "nav", command: "x"))],
                                                        pill: action.map { ShownPill(label: "REC", color: .red, action: $0) }))
        return layout.layout(state, theme: Theme.resolve(PanelConfig.Style()), width: 1280, height: 24, text: FixedWidthText())
    }

    /// A press of `button` in the middle of the strip (on the pill, or the clock).
    func press(_ button: Int) -> StripPress { StripPress(button: button, x: 640, y: 10, rootX: 640, rootY: 10) }

    @Test func aTapRunsThePillsOwnCommand() throws {
        let l = list(.command("xdg-open ~/take.wav"))
        let action = try #require(ClickAction.forPress(press(1), on: l, monitor: monitor, actions: clockActions))
        #expect(action.command == "xdg-open ~/take.wav" && action.item == ClickAction.pillItem)
        #expect(action.variables.contains("STATUSPANEL_ITEM=pill"))
        // With no [actions] at all, too.
        #expect(ClickAction.forPress(press(1), on: l, monitor: monitor, actions: PanelConfig.Actions())?.command == "xdg-open ~/take.wav")
        // The other buttons are the clock's.
        #expect(ClickAction.forPress(press(3), on: l, monitor: monitor, actions: clockActions)?.command == "timedatectl-menu")
        #expect(ClickAction.forPress(press(2), on: l, monitor: monitor, actions: clockActions) == nil)
    }

    @Test func withoutACommandOfItsOwnATapIsTheClocks() {
        let l = list(.clock)
        let action = ClickAction.forPress(press(1), on: l, monitor: monitor, actions: clockActions)
        #expect(action?.command == "gsimplecal" && action?.item == .clock)
        #expect(ClickAction.forPress(press(1), on: l, monitor: monitor, actions: PanelConfig.Actions()) == nil)
        // No pill: the clock, as ever.
        #expect(ClickAction.forPress(press(1), on: list(nil), monitor: monitor, actions: clockActions)?.command == "gsimplecal")
    }

    @Test func aScriptsPillIsPressedAsTheScriptItem() throws {
        let l = list(.script("nav"))
        let area = try #require(l.item(atX: 640))
        for button in 1...5 { #expect(area.target(button: button) == .item(ItemName(declared: "nav"))) }
        // Not the clock's: its [actions.nav] if it has one, else the script's own press.
        #expect(ClickAction.forPress(press(1), on: l, monitor: monitor, actions: clockActions) == nil)
        var actions = clockActions
        actions.commands[ItemName(declared: "nav")] = [.click: "navigation-app"]
        #expect(ClickAction.forPress(press(1), on: l, monitor: monitor, actions: actions)?.command == "navigation-app")
    }

    @Test func thePillWithoutTheClockPlacedIsTappedAlike() {
        let l = list(.command("stop-recording"), center: [])
        #expect(ClickAction.forPress(press(1), on: l, monitor: monitor, actions: clockActions)?.command == "stop-recording")
        // No clock and no command: the clock's action still (the pill stands in its place).
        #expect(ClickAction.forPress(press(1), on: list(.clock, center: []), monitor: monitor, actions: clockActions)?.command
            == "gsimplecal")
    }

    @Test func anAreaThatIsNotThePillIsItsItem() {
        #expect(ItemArea(item: .battery, x: 0, width: 10).target(button: 1) == .item(.battery))
        #expect(ItemArea(item: .clock, x: 0, width: 10, pill: .command("c")).target(button: 1) == .command("c"))
        #expect(ItemArea(item: .clock, x: 0, width: 10, pill: .command("c")).target(button: 4) == .item(.clock))
    }
}
