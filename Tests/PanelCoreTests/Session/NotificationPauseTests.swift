import Testing
@testable import PanelCore

/// The `dnd` item: dunst's and xfce4-notifyd's pause as they send it (``NotificationPause``),
/// the moon, and the click.
@Suite struct NotificationPauseTests {
    @Test func theDaemonIsKnownByItsServerName() {
        #expect(NotificationPause.Daemon(serverName: "dunst") == .dunst)
        #expect(NotificationPause.Daemon(serverName: "Xfce Notify Daemon") == .xfce4Notifyd)
        #expect(NotificationPause.Daemon(serverName: "notification-daemon") == nil)
        #expect(NotificationPause.serverName(reply: [.string("dunst"), .string("knopwob"), .string("1.9.0"), .string("1.2")]) == "dunst")
        #expect(NotificationPause.serverName(reply: [.integer(1)]) == nil && NotificationPause.serverName(reply: []) == nil)
    }

    /// As dunst 1.9 sends it (seen with dbus-monitor while `dunstctl set-paused true` ran).
    @Test func dunstsPropertiesChanged() {
        let paused: [BusValue] = [.string("org.dunstproject.cmd0"), .dictionary([(.string("paused"), .variant(.bool(true)))]), .array([])]
        #expect(NotificationPause.dunstPaused(changed: paused) == true)
        #expect(NotificationPause.dunstPaused(changed: [.string("org.other"), paused[1], paused[2]]) == nil)
        #expect(NotificationPause.dunstPaused(changed: [paused[0], .dictionary([(.string("paused"), .variant(.string("yes")))])]) == nil)
        #expect(NotificationPause.dunstPaused(changed: [paused[0]]) == nil)
        let invalidated: [BusValue] = [paused[0], .array([]), .array([.string("paused")])]
        #expect(NotificationPause.dunstPaused(changed: invalidated) == nil && NotificationPause.invalidatesPaused(invalidated))
        #expect(!NotificationPause.invalidatesPaused(paused))
        #expect(NotificationPause.flag(reply: [.variant(.bool(false))]) == false)
        #expect(NotificationPause.flag(reply: [.variant(.integer(0))]) == nil && NotificationPause.flag(reply: []) == nil)
    }

    @Test func xfconfsPropertyChanged() {
        let channel = BusValue.string("xfce4-notifyd"), property = BusValue.string("/do-not-disturb")
        #expect(NotificationPause.xfceDoNotDisturb(member: "PropertyChanged", arguments: [channel, property, .variant(.bool(true))]) == true)
        #expect(NotificationPause.xfceDoNotDisturb(member: "PropertyRemoved", arguments: [channel, property]) == false)
        #expect(NotificationPause.xfceDoNotDisturb(member: "PropertyChanged", arguments: [channel, .string("/other"), .variant(.bool(true))]) == nil)
        #expect(NotificationPause.xfceDoNotDisturb(member: "PropertyChanged", arguments: [.string("xfwm4"), property, .variant(.bool(true))]) == nil)
        #expect(NotificationPause.xfceDoNotDisturb(member: "PropertyChanged", arguments: [channel, property, .variant(.string("true"))]) == nil)
    }

    static func strip(_ session: SessionState) -> DisplayList {
        var items = PanelConfig.Items()
        items.left = []; items.center = []; items.right = [.dnd]
        var state = ItemContents(time: "14:05", carrier: nil, network: nil, battery: nil, activity: false)
        state.show(session)
        return StripLayout(items: items, scale: 1)
            .layout(state, theme: Theme.resolve(PanelConfig.Style()), width: 800, height: 24, text: FixedWidthText())
    }

    @Test func theMoonShowsWhilePausedAndAClickTurnsItOver() throws {
        #expect(Self.strip(SessionState()).areas.isEmpty)
        #expect(Self.strip(SessionState(dnd: DoNotDisturbState(paused: false, daemon: .dunst))).areas.isEmpty)
        let session = SessionState(dnd: DoNotDisturbState(paused: true, daemon: .xfce4Notifyd))
        let list = Self.strip(session)
        #expect(MediaPlayersTests.glyphs(list) == [.moon])
        let area = try #require(list.areas.first)
        let press = StripPress(button: 1, x: area.x + 1, y: 12, rootX: area.x + 1, rootY: 12)
        #expect(SessionRequest.forPress(press, on: list, contents: ItemContents(session), actions: .init()) == .setPaused(.xfce4Notifyd, false))
        #expect(SessionRequest.forPress(press, on: list, contents: ItemContents(session), actions: .init())?.playerMethod == nil)
        var actions = PanelConfig.Actions()
        actions.commands[.dnd] = [.click: "true"]
        #expect(SessionRequest.forPress(press, on: list, contents: ItemContents(session), actions: actions) == nil)
    }

    /// The moon is a crescent: its bite is empty, its body full, at 96 and 192 dpi.
    @Test(arguments: [1.0, 2.0]) func theMoonIsACrescent(scale: Double) {
        let mask = Glyph.moon.mask(scale: scale)
        func at(_ x: Double, _ y: Double) -> UInt8 { mask.pixels[Int(y * scale) * mask.width + Int(x * scale)] }
        #expect(at(2, 5.5) == 255 && at(5.5, 9.5) == 255)
        #expect(at(8, 3) == 0 && at(6.5, 4) == 0)
        let pause = Glyph.pause.mask(scale: scale)
        #expect(pause.pixels[Int(5 * scale) * pause.width + Int(1 * scale)] == 255 && pause.pixels[Int(5 * scale) * pause.width + Int(4 * scale)] == 0)
    }
}
