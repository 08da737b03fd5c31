import Testing
@testable import PanelCore

/// The `keyboard` item: XKB's layouts from its symbols' name, the tag and the Caps Lock mark.
@Suite struct KeyboardTests {
    @Test(arguments: [
        ("pc+us+inet(evdev)", ["us"]),
        ("pc+us+de:2+inet(evdev)", ["us", "de"]),
        ("pc+us+de:2+inet(evdev)+group(alt_shift_toggle)", ["us", "de"]),
        ("pc+de(nodeadkeys)+us(intl):2+ru:3+inet(evdev)+capslock(escape)+compose(ralt)", ["de", "us", "ru"]),
        ("pc+gb+inet(evdev)+terminate(ctrl_alt_bksp)", ["gb"]),
        ("evdev+aliases(qwerty)", []),
        ("", []),
        ("pc+us+de:9+fr:x", ["us"]),
    ])
    func layoutsFromTheSymbolsName(symbols: String, layouts: [String]) {
        #expect(KeyboardState.layouts(fromSymbols: symbols) == layouts)
    }

    @Test func theTagShowsOnlyWithMoreThanOneLayout() {
        #expect(KeyboardState(layouts: ["us"], group: 0, capsLock: false).tag == nil)
        #expect(KeyboardState(layouts: ["us", "de"], group: 1, capsLock: false).tag == "DE")
        #expect(KeyboardState(layouts: ["us", "de"], group: 5, capsLock: false).layout == "us")
        #expect(KeyboardState(layouts: ["us", "de", "ru"], group: 2, capsLock: false).nextGroup == 0)
    }

    static func strip(_ keyboard: KeyboardState) -> DisplayList {
        var items = PanelConfig.Items()
        items.left = []; items.center = []; items.right = [.keyboard]
        var state = ItemContents(time: "14:05", carrier: nil, network: nil, battery: nil, activity: false)
        state.keyboard = keyboard
        return StripLayout(items: items, scale: 1)
            .layout(state, theme: Theme.resolve(PanelConfig.Style()), width: 800, height: 24, text: FixedWidthText())
    }

    @Test func capsLockShowsWhileOnTheTagWhileTwoLayouts() {
        #expect(Self.strip(KeyboardState(layouts: ["us"], group: 0, capsLock: false)).areas.isEmpty)
        let caps = Self.strip(KeyboardState(layouts: ["us"], group: 0, capsLock: true))
        #expect(caps.texts.isEmpty && caps.commands.contains { if case .glyph(.capsLock, _, _, _) = $0 { true } else { false } })
        let both = Self.strip(KeyboardState(layouts: ["us", "de"], group: 1, capsLock: true))
        #expect(both.texts == ["DE"] && both.commands.contains { if case .glyph(.capsLock, _, _, _) = $0 { true } else { false } })
    }

    @Test func aClickLocksTheNextGroup() throws {
        let keyboard = KeyboardState(layouts: ["us", "de"], group: 1, capsLock: false)
        let list = Self.strip(keyboard)
        let area = try #require(list.areas.first)
        let press = StripPress(button: 1, x: area.x + 1, y: 12, rootX: area.x + 1, rootY: 12)
        #expect(DesktopRequest.forPress(press, on: list, contents: ItemContents(DesktopState(keyboard: keyboard)), actions: .init(), wrap: true)
            == .lockGroup(0))
        var actions = PanelConfig.Actions()
        actions.commands[.keyboard] = [.click: "true"]
        #expect(DesktopRequest.forPress(press, on: list, contents: ItemContents(DesktopState(keyboard: keyboard)), actions: actions, wrap: true) == nil)
    }
}
