import Testing
@testable import PanelCore

/// The `workspaces` item: EWMH's desktops read into ``Workspaces``, which dot each desktop shows,
/// where the dots go and what a press on them asks.
@Suite struct WorkspacesTests {
    static let theme = Theme.resolve(PanelConfig.Style())

    @Test func desktopsFromTheRootAndTheClients() throws {
        let clients = [Workspaces.Client(desktop: 0, urgent: false), Workspaces.Client(desktop: 2, urgent: true),
                       Workspaces.Client(desktop: 0xFFFF_FFFF, urgent: true), Workspaces.Client(desktop: nil, urgent: true),
                       Workspaces.Client(desktop: 9, urgent: false), Workspaces.Client(desktop: 2, urgent: false)]
        let w = try #require(Workspaces.from(count: 4, current: 1, names: ["www", "", "mail"], clients: clients))
        #expect(w == Workspaces(count: 4, current: 1, names: ["www", "2", "mail", "4"], occupied: [0, 2], urgent: [2]))
        #expect((0..<4).map(w.dot) == [.occupied, .current, .urgent, .empty])
        #expect(Workspaces(count: 2, current: 1, urgent: [1]).dot(1) == .currentUrgent)
    }

    @Test func aWindowManagerThatSaysNothingHidesTheItem() {
        #expect(Workspaces.from(count: nil, current: 0, names: [], clients: []) == nil)
        #expect(Workspaces.from(count: 0, current: nil, names: [], clients: []) == nil)
        // A current desktop out of range is unknown; a huge count is bounded.
        #expect(Workspaces.from(count: 3, current: 7, names: [], clients: [])?.current == nil)
        #expect(Workspaces.from(count: 1 << 30, current: 0, names: [], clients: [])?.count == PanelLimits.desktops)
    }

    @Test func desktopNamesAreNULSeparatedUTF8() {
        #expect(Workspaces.names(fromProperty: Array("1\u{0}2: web\u{0}3\u{0}".utf8)) == ["1", "2: web", "3"])
        #expect(Workspaces.names(fromProperty: Array("a\u{0}b".utf8)) == ["a", "b"])
        #expect(Workspaces.names(fromProperty: Array("\u{0}x\u{0}".utf8)) == ["", "x"])
        #expect(Workspaces.names(fromProperty: []) == [])
        #expect(Workspaces.names(fromProperty: [0xFF, 0x41, 0]) == ["\u{FFFD}A"])
    }

    @Test func urgencyIsWMHintsBitEight() {
        #expect(Workspaces.hintsAreUrgent([256 | 1, 0, 0]))
        #expect(!Workspaces.hintsAreUrgent([1, 1]))
        #expect(!Workspaces.hintsAreUrgent(nil))
        #expect(!Workspaces.hintsAreUrgent([]))
    }

    @Test func scrollingStepsAndWrapsWhenAsked() {
        let w = Workspaces(count: 4, current: 3)
        #expect(w.step(1, wrap: true) == 0)
        #expect(w.step(1, wrap: false) == nil)
        #expect(w.step(-1, wrap: false) == 2)
        #expect(Workspaces(count: 4, current: 0).step(-1, wrap: true) == 3)
        #expect(Workspaces(count: 4, current: nil).step(1, wrap: true) == nil)
    }

    static func strip(_ desktop: DesktopState, names: Bool = false, scale: Double = 1,
                      direction: LayoutDirection = .leftToRight) -> DisplayList {
        var items = PanelConfig.Items()
        items.left = [.workspaces]; items.center = [.clock]; items.right = [.keyboard]
        var layout = StripLayout(items: items, scale: scale, direction: direction)
        layout.options[WorkspacesOptions.self].names = names
        var state = ItemContents(time: "14:05", carrier: nil, network: nil, battery: nil, activity: false)
        state.show(desktop)
        return layout.layout(state, theme: theme, width: Int(800 * scale), height: Int(24 * scale), text: FixedWidthText())
    }

    static func dots(_ list: DisplayList) -> [(Glyph, Int, Int)] {
        list.commands.compactMap { if case .glyph(let g, let x, let y, _) = $0, case .pageDot = g { (g, x, y) } else { nil } }
    }

    /// Whole pixels at 96 and 192 dpi: eight points wide, six apart, centred in the strip.
    @Test(arguments: [1.0, 2.0]) func dotsAreCrispAndEvenlySpaced(scale: Double) {
        let w = Workspaces(count: 4, current: 1, occupied: [0, 1], urgent: [3])
        let dots = Self.dots(Self.strip(DesktopState(workspaces: w), scale: scale))
        let s = Int(scale)
        #expect(dots.map(\.0) == [.pageDot(.ring), .pageDot(.solid), .pageDot(.small), .pageDot(.ring)])
        #expect(dots.map(\.1) == [8, 22, 36, 50].map { $0 * s })
        #expect(dots.allSatisfy { $0.2 == 8 * s })
        #expect(Glyph.pageDot(.solid).pixelSize(scale: scale) == (8 * s, 8 * s))
        // The urgent one in the attention colour, the others in the content colour.
        let colors = Self.strip(DesktopState(workspaces: w), scale: scale).commands.compactMap {
            if case .glyph(.pageDot, _, _, let c) = $0 { c } else { nil }
        }
        #expect(colors[0] == Self.theme.foreground && colors[1] == Self.theme.foreground && colors[3] != Self.theme.foreground)
    }

    @Test func aDotsMaskIsSymmetricAndTheShapesDiffer() {
        for scale in [1.0, 2.0] {
            let solid = Glyph.pageDot(.solid).mask(scale: scale), ring = Glyph.pageDot(.ring).mask(scale: scale)
            let small = Glyph.pageDot(.small).mask(scale: scale)
            let n = solid.width, c = n / 2
            for y in 0..<n { for x in 0..<n { #expect(solid[x, y] == solid[n - 1 - x, n - 1 - y]) } }
            #expect(solid[c, c] == 255 && ring[c, c] == 0 && small[c, c] == 255)
            #expect(small[1, c] == 0 && ring[1, c] > 128 && solid[1, c] > 128)
        }
    }

    @Test func namesShowInsteadWhenAsked() {
        let w = Workspaces(count: 3, current: 1, names: ["1", "2: web", "3"], occupied: [0])
        let list = Self.strip(DesktopState(workspaces: w), names: true)
        #expect(Self.dots(list).isEmpty)
        #expect(list.commands.contains { if case .text("1", _, _, let c) = $0 { c == Self.theme.foreground } else { false } })
        #expect(list.commands.contains { if case .text("3", _, _, let c) = $0 { c.alpha < 255 } else { false } })
        // The current one on a capsule, in the colour of the opposite content.
        #expect(list.commands.contains { if case .text("2: web", _, _, let c) = $0 { c != Self.theme.foreground } else { false } })
        #expect(list.commands.contains { if case .glyph(.pillCap, _, _, let c) = $0 { c == Self.theme.foreground } else { false } })
    }

    /// Short of room the names give way to the dots, after the window's title has given way:
    /// no desktop is cut or left off (ten names beside a title on an 800 px strip).
    @Test func namesGiveWayToDotsShortOfRoom() throws {
        var items = PanelConfig.Items()
        items.left = [.workspaces, .window]; items.center = [.clock]; items.right = []
        var layout = StripLayout(items: items, scale: 1)
        layout.options[WorkspacesOptions.self].names = true
        var state = ItemContents(time: "14:05", carrier: nil, network: nil, battery: nil, activity: false)
        state.window = FocusedWindow(title: "A long title of some window", className: "Editor")
        func shown(_ names: [String]) -> DisplayList {
            state.workspaces = Workspaces(count: names.count, current: 0, names: names, occupied: [0])
            return layout.layout(state, theme: Self.theme, width: 800, height: 24, text: FixedWidthText())
        }
        // Ten names do not fit: ten dots, every desktop there to click, and the title whole.
        let ten = shown((1...10).map { "desktop \($0)" })
        #expect(Self.dots(ten).count == 10)
        #expect(!ten.texts.contains { $0.hasPrefix("desk") }, "\(ten.texts)")
        #expect(ten.texts.contains("A long title of some window"), "\(ten.texts)")
        #expect(try #require(ten.areas.first { $0.item == .workspaces }).parts.map(\.tag) == Array(0..<10))
        // Three short names fit beside the title: the names stay.
        let three = shown(["web", "mail", "chat"])
        #expect(Self.dots(three).isEmpty)
        #expect(["mail", "chat", "A long title of some window"].allSatisfy(three.texts.contains), "\(three.texts)")
        // Names that fit once the title has given way: the title gives way first, the names stay.
        let four = shown(["one", "two", "three", "four"].map { $0 + " web" })
        #expect(Self.dots(four).isEmpty)
        #expect(four.texts.contains("four web") && four.texts.contains("Editor"), "\(four.texts)")
    }

    @Test func aClickOnADotSwitchesToItsDesktopWheelSteps() throws {
        let desktop = DesktopState(workspaces: Workspaces(count: 4, current: 1))
        let list = Self.strip(desktop)
        func press(_ button: Int, _ x: Int, actions: PanelConfig.Actions = .init(), wrap: Bool = true) -> DesktopRequest? {
            DesktopRequest.forPress(StripPress(button: button, x: x, y: 12, rootX: x, rootY: 12), on: list, contents: ItemContents(desktop),
                                    actions: actions, wrap: wrap)
        }
        #expect(press(1, 8) == .switchDesktop(0))
        #expect(press(1, 40) == .switchDesktop(2))
        // Between two dots, the nearer one; on the last dot's right edge, the last.
        #expect(press(1, 18) == .switchDesktop(0))
        #expect(press(1, 19) == .switchDesktop(1))
        #expect(press(1, 57) == .switchDesktop(3))
        #expect(press(4, 40) == .switchDesktop(0))
        #expect(press(5, 40) == .switchDesktop(2))
        #expect(press(3, 40) == nil)
        // [actions.workspaces] overrides what it names, and only that.
        var actions = PanelConfig.Actions()
        actions.commands[.workspaces] = [.click: "rofi -show window"]
        #expect(press(1, 40, actions: actions) == nil)
        #expect(press(5, 40, actions: actions) == .switchDesktop(2))
        actions.commands[.workspaces] = [.scrollDown: "true"]
        #expect(press(5, 40, actions: actions) == nil && press(4, 40, actions: actions) == .switchDesktop(0))
        // The clock is no desktop item.
        #expect(press(1, 400) == nil)
    }

    @Test func rightToLeftTheFirstDesktopIsRightmost() throws {
        let desktop = DesktopState(workspaces: Workspaces(count: 3, current: 0))
        let list = Self.strip(desktop, direction: .rightToLeft)
        let area = try #require(list.areas.first { $0.item == .workspaces })
        #expect(area.parts.map(\.tag) == [2, 1, 0])
        #expect(area.tag(atX: area.x + area.width - 1) == 0)
    }

    /// Pushed by the X server: a whole read of the device state keeps what was pushed.
    @Test func aWholeReadKeepsTheDesktop() {
        var previous = ItemContents(time: "", carrier: nil, network: nil, battery: nil, activity: false)
        previous.show(DesktopState(workspaces: Workspaces(count: 2, current: 1)))
        let reader = DeviceReader(sysroot: Fixtures.sysroot("laptop-one-battery"))
        #expect(reader.read(activity: false, time: 0, previous: previous).workspaces == previous.workspaces)
        #expect(reader.read(on: .minute, from: previous, time: 0).workspaces == previous.workspaces)
    }

    @Test func jsonIsTheContracts() {
        var state = ItemContents(time: "14:05", carrier: nil, network: nil, battery: nil, activity: false)
        state.show(DesktopState(workspaces: Workspaces(count: 4, current: 0, names: ["1", "2", "3", "4"], occupied: [0]),
                                     window: FocusedWindow(title: "a \"quoted\" title", className: "Firefox"),
                                     keyboard: KeyboardState(layouts: ["us", "de"], group: 0, capsLock: false)))
        #expect(StatusReport.json(state).hasSuffix(#""playback": null, "#
            + #""workspaces": {"count": 4, "current": 0, "names": ["1","2","3","4"], "occupied": [0], "urgent": []}, "#
            + #""window": {"title": "a \"quoted\" title", "class": "Firefox"}, "#
            + #""keyboard": {"layout": "us", "layouts": ["us","de"], "caps_lock": false}, "brightness": null, "media": null, "do_not_disturb": null, "volume": null}"#))
        #expect(StatusReport.line(state).hasSuffix("desktop 1  a \"quoted\" title  US"))
    }
}
