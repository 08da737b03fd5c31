import Testing
@testable import PanelCore

/// Where each item is hit, which button means which key, and what the command is told.
@Suite struct ClickActionTests {
    let state = ItemContents(time: "14:05", carrier: "kiosk-7",
                            network: NetworkState(kind: .wifi, interface: "wlan0", signalPercent: 71, signalBars: 3),
                            battery: BatteryState(percent: 42, state: .discharging, minutesLeft: 95), activity: false)
    let theme = Theme.resolve(PanelConfig.Style())
    let monitor = Monitor(name: "HDMI-1", x: 1920, y: 0, width: 1280, height: 1024, isPrimary: false)

    func list(_ direction: LayoutDirection = .leftToRight, state: ItemContents? = nil) -> DisplayList {
        StripLayout(items: PanelConfig.Items(), scale: 1, direction: direction)
            .layout(state ?? self.state, theme: theme, width: 1280, height: 24, text: FixedWidthText())
    }

    // MARK: Hit areas

    /// The drawn extent of each shown item (StripLayoutTests has the same positions).
    @Test func areasLeftToRight() {
        let areas = list().areas
        #expect(areas.first { $0.item == .carrier } == ItemArea(item: .carrier, x: 8, width: 49))
        #expect(areas.first { $0.item == .clock } == ItemArea(item: .clock, x: (1280 - 35) / 2, width: 35))
        // "42%", the spacing and the glyph, against the right padding.
        #expect(areas.first { $0.item == .battery } == ItemArea(item: .battery, x: 1280 - 8 - 50, width: 50))
        // Not shown: no area (no VPN, no activity, no airplane, Bluetooth unknown).
        #expect(Set(areas.map(\.item)) == [.carrier, .signal, .network, .clock, .battery])
    }

    @Test func hitTestingLeftToRight() {
        let l = list()
        #expect(l.item(atX: 7) == nil)
        #expect(l.item(atX: 8)?.item == .carrier)
        #expect(l.item(atX: 56)?.item == .carrier)
        #expect(l.item(atX: 57) == nil, "the gap after the carrier")
        #expect(l.item(atX: 622)?.item == .clock)
        #expect(l.item(atX: 656)?.item == .clock)
        #expect(l.item(atX: 657) == nil)
        #expect(l.item(atX: 1221) == nil)
        #expect(l.item(atX: 1222)?.item == .battery)
        #expect(l.item(atX: 1271)?.item == .battery)
        #expect(l.item(atX: 1272) == nil, "the right padding")
    }

    /// Mirrored, each area is its left-to-right one reflected across the strip.
    @Test func hitTestingMirrored() {
        let ltr = list(), rtl = list(.rightToLeft)
        #expect(ltr.areas.count == 5)
        #expect(rtl.areas.count == ltr.areas.count)
        for area in ltr.areas {
            let mirrored = ItemArea(item: area.item, x: 1280 - area.x - area.width, width: area.width)
            #expect(rtl.areas.contains(mirrored), "\(area.item)")
        }
        #expect(rtl.item(atX: 10)?.item == .battery)
        #expect(rtl.item(atX: 1270)?.item == .carrier)
        #expect(rtl.item(atX: 1280 - 622 - 1)?.item == .clock)
    }

    /// A carrier label shortened to nothing is not drawn and cannot be hit.
    @Test func labelShortenedToNothingHasNoArea() {
        var s = state
        s.carrier = String(repeating: "x", count: 200)
        let narrow = StripLayout(items: PanelConfig.Items(), scale: 1)
            .layout(s, theme: theme, width: 160, height: 24, text: FixedWidthText())
        #expect(!narrow.areas.contains { $0.item == .carrier }, "\(narrow.areas)")
        // The rest of the strip still has its areas, each of some width.
        #expect(Set(narrow.areas.map(\.item)) == [.signal, .network, .clock, .battery], "\(narrow.areas)")
        for area in narrow.areas { #expect(area.width > 0) }
    }

    /// During a slide, clicks go to where the new strip's items are.
    @Test func slideFrameTakesTheNewAreas() {
        let old = list(), new = list(.rightToLeft)
        var black = PanelConfig.Style()
        black.preset = .blackOpaque
        let transition = StyleTransition(from: theme, to: Theme.resolve(black), start: 0, mode: .slide)
        var calls = 0
        let frame = transition.frame(at: 0.1) { _ in
            calls += 1
            return calls == 1 ? old : new
        }
        #expect(frame.areas == new.areas)
        #expect(old.shifted(by: 5).areas == old.areas)
    }

    // MARK: Buttons

    @Test func buttonsMapToKeys() {
        #expect(ClickKind(button: 1) == .click)
        #expect(ClickKind(button: 2) == .middleClick)
        #expect(ClickKind(button: 3) == .rightClick)
        #expect(ClickKind(button: 4) == .scrollUp)
        #expect(ClickKind(button: 5) == .scrollDown)
        for other in [0, 6, 7, 8, 9, -1] { #expect(ClickKind(button: other) == nil) }
        #expect(ClickKind.allCases.map(\.rawValue) == ["click", "middle_click", "right_click", "scroll_up", "scroll_down"])
    }

    // MARK: What runs

    var actions: PanelConfig.Actions {
        var a = PanelConfig.Actions()
        a.commands[.clock] = [.click: "gsimplecal", .scrollDown: "amixer set Master 5%-"]
        return a
    }

    /// A click on the clock of a strip on a monitor right of the first, with the window at the
    /// monitor's top-left corner.
    @Test func clickOnTheClock() throws {
        let press = StripPress(button: 1, x: 630, y: 12, rootX: 1920 + 630, rootY: 12)
        let action = try #require(ClickAction.forPress(press, on: list(), monitor: monitor, actions: actions))
        #expect(action.item == .clock && action.kind == .click && action.command == "gsimplecal")
        #expect(action.variables == [
            "STATUSPANEL_ITEM=clock", "STATUSPANEL_BUTTON=click", "STATUSPANEL_X=2550", "STATUSPANEL_Y=12",
            "STATUSPANEL_ITEM_X=\(1920 + 622)", "STATUSPANEL_ITEM_Y=0", "STATUSPANEL_ITEM_WIDTH=35", "STATUSPANEL_ITEM_HEIGHT=24",
            "STATUSPANEL_MONITOR_X=1920", "STATUSPANEL_MONITOR_Y=0", "STATUSPANEL_MONITOR_WIDTH=1280", "STATUSPANEL_MONITOR_HEIGHT=1024",
        ])
    }

    /// The item's place on the screen follows the window's, as when an overlay is mid-slide.
    @Test func itemAreaFollowsTheWindow() throws {
        let press = StripPress(button: 5, x: 640, y: 3, rootX: 1920 + 640, rootY: -5)
        let action = try #require(ClickAction.forPress(press, on: list(), monitor: monitor, actions: actions))
        #expect(action.kind == .scrollDown && action.command == "amixer set Master 5%-")
        #expect(action.variables.contains("STATUSPANEL_ITEM_Y=-8"))
        #expect(action.variables.contains("STATUSPANEL_BUTTON=scroll_down"))
    }

    @Test func nothingRunsWithoutAnItemAButtonOrACommand() {
        let l = list()
        func press(_ button: Int, x: Int) -> ClickAction? {
            ClickAction.forPress(StripPress(button: button, x: x, y: 12, rootX: x, rootY: 12), on: l, monitor: monitor, actions: actions)
        }
        #expect(press(1, x: 630) != nil)
        #expect(press(3, x: 630) == nil, "no right_click on the clock")
        #expect(press(1, x: 20) == nil, "no action on the carrier")
        #expect(press(1, x: 600) == nil, "between the groups")
        #expect(press(8, x: 630) == nil, "the back button")
    }

    @Test func environmentReplacesStaleVariables() throws {
        let press = StripPress(button: 1, x: 630, y: 12, rootX: 630, rootY: 12)
        let action = try #require(ClickAction.forPress(press, on: list(), monitor: monitor, actions: actions))
        let inherited = ["PATH=/usr/bin", "STATUSPANEL_ITEM=battery", "STATUSPANEL_SYSROOT=/tmp/root", "DISPLAY=:5"]
        let environment = action.environment(inheriting: inherited)
        #expect(environment.prefix(3) == ["PATH=/usr/bin", "STATUSPANEL_SYSROOT=/tmp/root", "DISPLAY=:5"])
        #expect(environment.filter { $0.hasPrefix("STATUSPANEL_ITEM=") } == ["STATUSPANEL_ITEM=clock"])
        #expect(environment.count == 3 + action.variables.count)
    }

    /// Every variable is named in the dotfile's documentation.
    @Test func variablesAreDocumented() throws {
        let press = StripPress(button: 1, x: 630, y: 12, rootX: 630, rootY: 12)
        let action = try #require(ClickAction.forPress(press, on: list(), monitor: monitor, actions: actions))
        // The text writes STATUSPANEL_ITEM_X, _ITEM_Y, ...
        let words = Set(DefaultConfig.text.split { !($0.isUppercase || $0 == "_") }.map(String.init))
        for variable in action.variables {
            let name = String(variable.prefix { $0 != "=" })
            let short = "_" + name.dropFirst(ClickAction.variablePrefix.count)
            #expect(words.contains(name) || words.contains(short), "\(name)")
        }
    }

    // MARK: Which presses are clicks

    @Test func onlyAFullyShownStripTakesItemClicks() {
        #expect(VisibilityPhase.visible.takesItemClicks)
        #expect(VisibilityPhase.waitingToHide(since: 1).takesItemClicks)
        #expect(VisibilityPhase.revealed(until: 5).takesItemClicks)
        #expect(!VisibilityPhase.hiding(since: 1).takesItemClicks, "a tap on a hiding strip brings it back, no more")
        #expect(!VisibilityPhase.hidden.takesItemClicks)
    }
}
