import Foundation
import Testing

/// The transient level indicator on a real X server: a volume change made elsewhere (`pactl` on
/// a real PulseAudio) or a backlight change (the fixture tree's file, as a hotkey writes it)
/// shows an override-redirect window with the level under the strip for about 1.5 s; a scroll
/// on the item does not; `volume.indicator = false` and a reload to it do not; above a
/// full-screen window it shows while the strip stays hidden.
@Suite(.serialized) struct LevelIndicatorWindowTests {
    static let instance = "statuspanel-indicator"

    /// The indicator's window, if one exists (it exists only while it shows).
    static func window(_ server: XServer) throws -> String? { try server.windows(classInstance: instance).first }

    /// The lit part of the bar in pixels, read from the screen: the pixels along the bar's middle
    /// row that stand apart (2:1) from its unlit end, in whatever style the panel is drawn.
    static func litLength(_ server: XServer, _ frame: WindowInfo) throws -> Int {
        let shot = try server.screenshot()
        let row = frame.y + frame.height / 2
        let start = frame.x + 42, end = frame.x + frame.width - 16
        let track = shot.luminance(x: end - 3, y: row)
        return shot.countContrasting(x: start, y: row, width: end - start, height: 1, against: track, ratio: 2)
    }

    @Test func aVolumeChangeFromElsewhereShowsItForAMomentAndTheItemsOwnScrollDoesNot() throws {
        let sound = try SoundServer()
        let server = try XServer()
        try sound.pactl(["set-sink-volume", "one", "40%"])
        let home = try DotfileHome(VolumeItemTests.placed)
        let panel = try PanelProcess(on: server, environment: home.environment.merging(sound.environment) { $1 }, logsFrames: true)
        let dock = try #require(try panel.waitForPaintedStrip(), "stderr: \(panel.stderr)")
        #expect(waitUntil(timeout: 5) { (try? VolumeItemTests.itemPixels(server)).map(isInked) ?? false }, "the item is drawn")
        #expect(try Self.window(server) == nil, "the first reading shows nothing")

        // (a) A change made elsewhere: the window, its identity, the level, then gone.
        try sound.pactl(["set-sink-volume", "one", "80%"])
        let id = try #require(try waitFor(timeout: 5) { try Self.window(server) }, "no indicator; stderr: \(panel.stderr)")
        let appeared = Date()
        let frame = try #require(try server.info(id))
        #expect(frame == WindowInfo(x: 540, y: 32, width: 200, height: 32, mapState: "IsViewable"), "under the strip's top centre")
        #expect(try server.client(["xwininfo", "-id", id]).contains("Override Redirect State: yes"))
        #expect(try server.property(of: id, "WM_CLASS") == "\"statuspanel-indicator\", \"Statuspanel\"")
        #expect(try server.property(of: id, "_NET_WM_WINDOW_TYPE") == "_NET_WM_WINDOW_TYPE_NOTIFICATION")
        #expect(try server.client(["xprop", "-id", id, "WM_HINTS"]).contains("input or input focus: False"))
        #expect(try server.waitUntilPainted(id))
        let eighty = try Self.litLength(server, frame)
        #expect(abs(eighty - 114) <= 3, "80 % of the 142-pixel bar lit: \(eighty)")
        // A further change while it shows: the same window, the new level.
        try sound.pactl(["set-sink-volume", "one", "30%"])
        #expect(waitUntil(timeout: 5) { (try? Self.litLength(server, frame)).map { abs($0 - 43) <= 3 } ?? false }, "30 % not followed")
        #expect(try Self.window(server) == id)
        #expect(try server.info(dock)?.mapState == "IsViewable", "the strip is as it was")
        let gone = waitUntil(timeout: 5) { (try? Self.window(server)) == nil }
        let shown = Date().timeIntervalSince(appeared)
        print("indicator shown for \(String(format: "%.2f", shown)) s after its first change (1.5 s after the last)")
        #expect(gone && shown >= 1.5 && shown < 4, "shown for \(shown) s")

        // (d) A scroll and a click on the item change the sink, and show nothing. The panel has
        // read the change once the item draws it (the silent mark).
        let before = try VolumeItemTests.itemPixels(server)
        _ = try server.client(["xdotool", "mousemove", "1265", "12", "click", "4"])
        #expect(waitUntil(timeout: 5) { (try? sound.percent("one")) == 35 }, "scroll up")
        _ = try server.client(["xdotool", "click", "1"])
        let pressed = Date()
        #expect(waitUntil(timeout: 5) { (try? sound.muted("one")) == true }, "a click mutes")
        #expect(try waitForSettled(timeout: 5, { try VolumeItemTests.itemPixels(server) }, accept: { $0 != before }) != nil, "the mute not drawn")
        #expect(try panel.roundTrip())
        #expect(try Self.window(server) == nil, "the panel's own change showed the indicator")

        // (c) A reload that turns it off takes one showing away; then changes show none. A
        // change within a second of a press is the panel's own (LevelIndicator.ownChangeWindow):
        // this one comes later.
        _ = waitUntil(timeout: 2) { Date().timeIntervalSince(pressed) > 1.1 }
        try sound.pactl(["set-sink-mute", "one", "0"])
        let again = try #require(try waitFor(timeout: 5) { try Self.window(server) }, "unmuted elsewhere: no indicator")
        let shownAgain = Date()
        try home.write(VolumeItemTests.placed + "[volume]\nindicator = false\n")
        #expect(try run([panelBinary, "msg", "reload"], environment: server.environment).status == 0)
        #expect(waitUntil(timeout: 5) { (try? server.info(again)) == nil }, "the reload did not take it away")
        print("indicator taken away by the reload after \(String(format: "%.2f", Date().timeIntervalSince(shownAgain))) s")
        let unmuted = try VolumeItemTests.itemPixels(server)
        try sound.pactl(["set-sink-volume", "one", "65%"])
        #expect(try waitForSettled(timeout: 5, { try VolumeItemTests.itemPixels(server) }, accept: { $0 != unmuted }) != nil, "65 % not drawn")
        #expect(try panel.roundTrip())
        #expect(try Self.window(server) == nil, "volume.indicator = false showed it")
        #expect(panel.process.isRunning)
    }

    /// (b) and (e): a backlight change from elsewhere shows it, above a full-screen window (under
    /// openbox, and a kiosk's covering the monitor without a window manager), with the strip
    /// left hidden.
    @Test(arguments: [false, true])
    func aBacklightChangeShowsItAboveAFullScreenWindowAndTheStripStaysHidden(openbox: Bool) throws {
        let backlight = try BrightnessItemTests.Backlight()
        let server = try XServer()
        if openbox { try server.startOpenbox() }
        let home = try DotfileHome("[items]\nleft = []\ncenter = [\"clock\"]\nright = [\"brightness\"]\n[fullscreen]\nhide_after = 1\n")
        let panel = try PanelProcess(on: server, arguments: ["--poll-interval", "0.3"], environment: home.environment, sysroot: backlight.root,
                                     logsFrames: true)
        let dock = try #require(try panel.waitForPaintedStrip(), "stderr: \(panel.stderr)")
        let tree = try server.client(["xwininfo", "-root", "-tree"]).split(separator: "\n")
        func id(_ line: Substring) -> String { String(line.trimmingCharacters(in: .whitespaces).split(separator: " ")[0]) }
        let overlay = try #require(tree.first { $0.contains("\"statuspanel\": (\"statuspanel\"") && !$0.contains(dock) }.map(id))
        func viewable(_ window: String) -> Bool { (try? server.info(window)?.mapState) == "IsViewable" }

        let app = try server.spawn(["xlogo", "-geometry", openbox ? "400x300+100+100" : "1280x720+0+0", "-bg", "white", "-fg", "white"])
        defer { app.terminate() }
        if openbox {
            // xdotool prints decimal ids; wmctrl takes them as they are written.
            let decimal = try #require(try waitFor { try server.client(["xdotool", "search", "--class", "xlogo"]).split(separator: "\n").first.flatMap { Int($0) } })
            #expect(waitUntil { (try? server.rootProperty("_NET_ACTIVE_WINDOW"))?.hasSuffix(String(decimal, radix: 16)) == true })
            try server.client(["wmctrl", "-i", "-r", "0x" + String(decimal, radix: 16), "-b", "add,fullscreen"])
        }
        #expect(waitUntil(timeout: 5) { !viewable(dock) && !viewable(overlay) }, "the strip hides over the full-screen window")

        try "15360\n".write(toFile: backlight.folder + "/brightness", atomically: true, encoding: .utf8)
        let id = try #require(try waitFor(timeout: 5) { try Self.window(server) }, "no indicator; stderr: \(panel.stderr)")
        #expect(waitUntil(timeout: 2) { viewable(id) })
        #expect(try server.stackingTopFirst().first == id, "above the full-screen window")
        let frame = try #require(try server.info(id))
        #expect(try server.waitUntilPainted(id))
        let lit = try Self.litLength(server, frame)
        #expect(abs(lit - 114) <= 3, "80 % of the bar lit: \(lit)")
        // While it shows and once it went, the strip stays hidden.
        #expect(!viewable(dock) && !viewable(overlay), "the indicator revealed the strip")
        #expect(waitUntil(timeout: 5) { (try? Self.window(server)) == nil }, "it did not go")
        #expect(try panel.roundTrip())
        #expect(!viewable(dock) && !viewable(overlay), "the strip came back")
        #expect(panel.process.isRunning)
    }
}
