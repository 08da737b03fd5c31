import Testing
@testable import PanelCore

/// What a press on a strip does, decided once (``ClickTarget``): each kind of target, the gaps
/// and the strip's ends, the reveal zone, a mirrored layout, and a strip on a monitor to the right.
@Suite struct ClickTargetTests {
    /// A strip on the second monitor, 1280 px to the right of the first.
    static let monitor = Monitor(name: "HDMI-1", x: 1280, y: 0, width: 1280, height: 1024, isPrimary: false)
    static let nav = ItemName(declared: "nav")

    /// A 1280 × 24 frame: the carrier at 8..<57, the workspaces' two dots at 100..<140, the
    /// script item `nav` at 200..<260, the clock at 600..<680, media at 800..<900, volume at
    /// 900..<960, brightness at 960..<1000, the tray at 1100..<1160 with two icons (an XEmbed
    /// one at 1100, a StatusNotifierItem at 1130), the battery at 1222..<1272.
    static func frame(pill: PillAction? = nil) -> DisplayList {
        var workspaces = ItemArea(item: .workspaces, x: 100, width: 40)
        workspaces.parts = [.init(x: 100, width: 16, tag: 0), .init(x: 124, width: 16, tag: 1)]
        return DisplayList(width: 1280, height: 24, commands: [
            .trayIcon(index: 0, x: 1100, y: 2, size: 20, tint: nil),
            .trayIcon(index: 1, x: 1130, y: 2, size: 20, tint: nil),
        ], areas: [
            ItemArea(item: .carrier, x: 8, width: 49), workspaces, ItemArea(item: nav, x: 200, width: 60),
            ItemArea(item: .clock, x: 600, width: 80, pill: pill), ItemArea(item: .media, x: 800, width: 100),
            ItemArea(item: .volume, x: 900, width: 60), ItemArea(item: .brightness, x: 960, width: 40),
            ItemArea(item: .tray, x: 1100, width: 60), ItemArea(item: .battery, x: 1222, width: 50),
        ])
    }

    static func contents(navText: ScriptText? = ScriptText(full: "nav")) -> ItemContents {
        var device = ItemContents(time: "14:05", carrier: "kiosk-7", network: nil, battery: nil, activity: false)
        device.show(SessionState(media: MediaPlayer(busName: "org.mpris.MediaPlayer2.mpv", state: .playing), dnd: DoNotDisturbState(paused: false, daemon: nil)))
        device.volume = VolumeState(channels: [32768, 32768], muted: false, sink: "alsa_output.pci")
        device.brightness = BacklightProvider.Level(name: "intel_backlight", raw: 500, maximum: 1000)
        var contents = device
        contents[nav] = ScriptState(text: navText, condition: .ok)
        return contents
    }

    static func scene(_ list: DisplayList = frame(), actions: PanelConfig.Actions = PanelConfig.Actions(),
                      contents: ItemContents = contents()) -> ClickTarget.Scene {
        var scene = ClickTarget.Scene(list: list, monitor: monitor, stripX: 1280, stripY: 0,
                                      actions: actions.withBuiltInDefaults(for: contents), contents: contents)
        scene.traySlots = [.xembed(0), .statusNotifier(0)]
        var item = StatusNotifierItem()
        item.id = "nm-applet"
        scene.statusNotifierItems = [item]
        scene.followsDesktops = true
        scene.followsSessionBus = true
        scene.volumeStep = 5
        return scene
    }

    /// A press of `button` at column `x` of the strip on the second monitor.
    static func press(_ x: Int, _ button: Int = 1, y: Int = 10) -> StripPress {
        StripPress(button: button, x: x, y: y, rootX: 1280 + x, rootY: y)
    }

    static func target(_ x: Int, _ button: Int = 1, _ scene: ClickTarget.Scene = scene()) -> ClickTarget {
        ClickTarget.of(press(x, button), on: .items, in: scene)
    }

    @Test func aBuiltInItemWithADotfileCommandRunsItWithItsPlaceOnTheScreen() throws {
        var actions = PanelConfig.Actions()
        actions.commands[.carrier] = [.click: "nm-connection-editor"]
        guard case .command(let action) = Self.target(30, 1, Self.scene(actions: actions)) else { Issue.record("not a command"); return }
        #expect(action.item == .carrier && action.kind == .click && action.command == "nm-connection-editor")
        // The strip's second monitor: the item's left edge on the screen, and the monitor's.
        #expect(action.variables.contains("STATUSPANEL_ITEM_X=1288") && action.variables.contains("STATUSPANEL_X=1310"))
        #expect(action.variables.contains("STATUSPANEL_MONITOR_X=1280") && action.variables.contains("STATUSPANEL_ITEM_WIDTH=49"))
        #expect(Self.target(30, 3, Self.scene(actions: actions)) == .nothing, "no command for that button")
    }

    @Test func aBuiltInItemsDefaultCommandRuns() throws {
        guard case .command(let action) = Self.target(980, 4) else { Issue.record("no default"); return }
        #expect(action.item == .brightness && action.kind == .scrollUp && !action.command.isEmpty)
    }

    @Test func gapsTheEndsAndButtonsThatMeanNothingDoNothing() {
        #expect(Self.target(0) == .nothing, "the left end")
        #expect(Self.target(7) == .nothing, "the padding")
        #expect(Self.target(57) == .nothing, "just after the carrier")
        #expect(Self.target(99) == .nothing && Self.target(140) == .nothing, "around the dots")
        #expect(Self.target(1279) == .nothing, "the right end")
        #expect(Self.target(1272) == .nothing)
        #expect(Self.target(1250) == .nothing, "the battery, without a command")
        #expect(Self.target(30, 8) == .nothing, "a button with no meaning on a built-in item")
        #expect(Self.target(-5) == .nothing && Self.target(5000) == .nothing, "off the window (a grab's press)")
    }

    @Test func aPressWhereTheStripShowsNoItemsOnlyReveals() {
        #expect(ClickTarget.of(Self.press(30), on: .revealOnly, in: Self.scene()) == .reveal)
        #expect(ClickTarget.of(Self.press(1130), on: .revealOnly, in: Self.scene()) == .reveal, "not the icon beneath")
    }

    @Test func aScriptItemGetsThePressWithItsAreaAndTheStripsHeight() {
        guard case .script(let name, let press) = Self.target(210, 3) else { Issue.record("not the script"); return }
        #expect(name == "nav" && press.button == 3 && press.stripHeight == 24)
        #expect(press.area == ItemArea(item: Self.nav, x: 200, width: 60))
        // Any button, as i3bar sends them (the back button too).
        if case .script(_, let back) = Self.target(259, 8) { #expect(back.button == 8) } else { Issue.record("button 8") }
    }

    @Test func aScriptItemsDotfileCommandComesFirstThenItsTextsBoundCommand() {
        var actions = PanelConfig.Actions()
        actions.commands[Self.nav] = [.click: "rofi -show run"]
        guard case .command(let configured) = Self.target(210, 1, Self.scene(actions: actions)) else { Issue.record("dotfile"); return }
        #expect(configured.command == "rofi -show run" && configured.item == Self.nav)
        let bound = Self.contents(navText: ScriptText(full: "nav", actions: [.click: "xdg-open https://example.org"]))
        guard case .boundCommand(let action) = Self.target(210, 1, Self.scene(contents: bound)) else { Issue.record("bound"); return }
        #expect(action.command == "xdg-open https://example.org" && action.variables.contains("STATUSPANEL_ITEM=nav"))
        #expect(Self.target(210, 1, Self.scene(actions: actions, contents: bound)) == .command(configured), "the dotfile wins")
        if case .script = Self.target(210, 3, Self.scene(contents: bound)) {} else { Issue.record("another button: the script's") }
    }

    @Test func thePillRunsItsOwnCommandOrHandsThePressToItsScriptOrIsTheClock() {
        let own = Self.scene(Self.frame(pill: .command("xdg-open ~/take.wav")))
        guard case .command(let action) = Self.target(640, 1, own) else { Issue.record("pill"); return }
        #expect(action.item == ClickAction.pillItem && action.command == "xdg-open ~/take.wav")
        #expect(Self.target(640, 3, own) == .nothing, "other buttons are the clock's, which has none")
        if case .script(let name, _) = Self.target(640, 1, Self.scene(Self.frame(pill: .script("nav")))) {
            #expect(name == "nav")
        } else { Issue.record("the pill's script") }
        var clock = PanelConfig.Actions()
        clock.commands[.clock] = [.click: "gsimplecal"]
        if case .command(let a) = Self.target(640, 1, Self.scene(Self.frame(pill: .none), actions: clock)) {
            #expect(a.command == "gsimplecal" && a.item == .clock)
        } else { Issue.record("the clock") }
    }

    @Test func aDesktopDotSwitchesAndTheWheelStepsUnlessTheDotfileSaysOtherwise() {
        #expect(Self.target(105) == .desktop(.switchDesktop(0)))
        #expect(Self.target(130) == .desktop(.switchDesktop(1)))
        #expect(Self.target(120) == .desktop(.switchDesktop(1)), "between the dots: the nearer")
        var unfollowed = Self.scene()
        unfollowed.followsDesktops = false
        #expect(Self.target(105, 1, unfollowed) == .nothing, "no window manager to ask")
        var actions = PanelConfig.Actions()
        actions.commands[.workspaces] = [.click: "rofi -show window"]
        if case .command = Self.target(105, 1, Self.scene(actions: actions)) {} else { Issue.record("the dotfile's command") }
    }

    @Test func theSessionAndSoundItemsAskTheirServers() {
        #expect(Self.target(850) == .session(.playPause(busName: "org.mpris.MediaPlayer2.mpv")))
        #expect(Self.target(850, 5) == .session(.next(busName: "org.mpris.MediaPlayer2.mpv")))
        var noBus = Self.scene()
        noBus.followsSessionBus = false
        #expect(Self.target(850, 1, noBus) == .nothing)
        #expect(Self.target(930) == .volume(.setMuted(sink: "alsa_output.pci", true)))
        if case .volume(.setChannels) = Self.target(930, 4) {} else { Issue.record("the wheel steps the level") }
    }

    @Test func aStatusNotifierIconTakesThePressAndAnXEmbedOneIsTheTrayItems() {
        let hit = Self.target(1135, 1)
        #expect(hit == .statusNotifier(index: 0, click: .activate, position: StatusNotifierPosition(x: 1280 + 1130, y: 24)))
        #expect(Self.target(1135, 4) == .statusNotifier(index: 0, click: .scroll(delta: 120, orientation: "vertical"),
                                                        position: StatusNotifierPosition(x: 2410, y: 24)))
        #expect(Self.target(1135, 9) == .nothing, "a button the icon takes no meaning from")
        #expect(Self.target(1105) == .nothing, "the XEmbed icon's area: the tray item, without a command")
        #expect(Self.target(1155) == .nothing, "beside the icons")
        var actions = PanelConfig.Actions()
        actions.commands[.tray] = [.click: "pavucontrol"]
        if case .command = Self.target(1155, 1, Self.scene(actions: actions)) {} else { Issue.record("the tray item's command") }
        #expect(Self.target(1135, 1, Self.scene(actions: actions)).isStatusNotifier, "the icon before the item's command")
        var gone = Self.scene()
        gone.statusNotifierItems = []
        #expect(Self.target(1135, 1, gone) == .nothing, "an item gone since the frame")
    }

    /// A mirrored layout: its areas are reflected, and a press finds the item drawn there.
    @Test func aMirroredLayoutIsHitWhereItIsDrawn() {
        let state = ItemContents(time: "14:05", carrier: "kiosk-7", network: nil, battery: nil, activity: false)
        let theme = Theme.resolve(PanelConfig.Style())
        let ltr = StripLayout(items: PanelConfig.Items(), scale: 1).layout(state, theme: theme, width: 1280, height: 24, text: FixedWidthText())
        let rtl = StripLayout(items: PanelConfig.Items(), scale: 1, direction: .rightToLeft)
            .layout(state, theme: theme, width: 1280, height: 24, text: FixedWidthText())
        let carrier = ltr.areas.first { $0.item == .carrier }
        #expect(carrier != nil)
        var actions = PanelConfig.Actions()
        actions.commands[.carrier] = [.click: "nm-connection-editor"]
        let contents = state
        for (list, x) in [(ltr, (carrier?.x ?? 0) + 1), (rtl, 1280 - (carrier?.x ?? 0) - 2)] {
            let scene = ClickTarget.Scene(list: list, monitor: Self.monitor, stripX: 1280, stripY: 0, actions: actions, contents: contents)
            guard case .command(let action) = ClickTarget.of(Self.press(x), on: .items, in: scene) else { Issue.record("\(x)"); continue }
            #expect(action.item == .carrier)
        }
        let scene = ClickTarget.Scene(list: rtl, monitor: Self.monitor, stripX: 1280, stripY: 0, actions: actions, contents: contents)
        #expect(ClickTarget.of(Self.press((carrier?.x ?? 0) + 1), on: .items, in: scene) == .nothing, "the left end of a mirrored strip")
    }
}

extension ClickTarget {
    var isStatusNotifier: Bool {
        if case .statusNotifier = self { return true }
        return false
    }
}
