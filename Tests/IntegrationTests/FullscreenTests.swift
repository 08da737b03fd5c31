import Foundation
import Testing

/// Full-screen immersion on a real X server, with openbox and with no window manager: the strip
/// hides after `hide_after`, a tap on the top edge reveals it above the full-screen window, it
/// hides again `stay_revealed` after, and comes back with its strut when full-screen ends.
@Suite(.serialized) struct FullscreenTests {
    static let quick = "[fullscreen]\nhide_after = 1\nstay_revealed = 1.5\n"

    /// The panel with a dotfile, and its three windows.
    final class Scene {
        let server: XServer
        let panel: PanelProcess
        let dock: String
        let overlay: String
        let zone: String
        private let home: DotfileHome

        init(openbox: Bool, dotfile: String = FullscreenTests.quick) throws {
            home = try DotfileHome(dotfile)
            server = try XServer()
            if openbox { try server.startOpenbox() }
            panel = try PanelProcess(on: server, environment: home.environment, logsFrames: true)
            let dock = try #require(try panel.waitForStrip(), "no strip; stderr: \(panel.stderr)")
            let tree = try server.client(["xwininfo", "-root", "-tree"]).split(separator: "\n")
            func id(_ line: Substring) -> String { String(line.trimmingCharacters(in: .whitespaces).split(separator: " ")[0]) }
            self.dock = dock
            overlay = try #require(tree.first { $0.contains("\"statuspanel\": (\"statuspanel\"") && !$0.contains(dock) }.map(id))
            zone = try #require(tree.first { $0.contains("(\"statuspanel-reveal\"") }.map(id))
        }

        func viewable(_ window: String) throws -> Bool { try server.info(window)?.mapState == "IsViewable" }

        /// Hidden: the strip unmapped (dock and overlay), only the reveal zone mapped.
        func isHidden() throws -> Bool { try !viewable(dock) && !viewable(overlay) && viewable(zone) }

        /// Revealed above a full-screen window: the overlay alone, topmost.
        func isRevealed() throws -> Bool { try viewable(overlay) && !viewable(zone) && server.stackingTopFirst().first == overlay }

        /// Back to normal: the dock mapped, no overlay, no zone.
        func isDocked() throws -> Bool { try viewable(dock) && !viewable(overlay) && !viewable(zone) }

        /// Seconds until `condition` holds, or nil after `timeout`.
        func seconds(until condition: () throws -> Bool, timeout: Double = 5) rethrows -> Double? {
            let start = Date()
            return try waitUntil(timeout: timeout, condition) ? Date().timeIntervalSince(start) : nil
        }

        func tap(x: Int = 640, y: Int = 0) throws { try server.client(["xdotool", "mousemove", "\(x)", "\(y)", "click", "1"]) }

        func msg(_ words: String...) throws -> Int32 { try run([panelBinary, "msg"] + words, environment: server.environment).status }

        func workArea() throws -> String? { try server.rootProperty("_NET_WORKAREA") }

        /// Waits until the panel has given back its start-up pages (about 3 s after start), as a
        /// panel started at login has long before anything goes full-screen.
        func waitForPageRelease() -> Bool { waitUntil(timeout: 10) { panel.stderr.contains("pages released") } }
    }

    /// An `xev` window standing in for the application: its output shows the clicks it got.
    final class App {
        let process: Process
        let id: String
        private let outPath = NSTemporaryDirectory() + "statuspanel-xev-\(UUID().uuidString).log"

        init(on server: XServer, geometry: String) throws {
            _ = FileManager.default.createFile(atPath: outPath, contents: nil)
            process = try server.spawn(["xev", "-geometry", geometry, "-event", "button", "-event", "structure"],
                                       stdout: FileHandle(forWritingAtPath: outPath))
            // xdotool prints decimal ids; xprop and xwininfo speak hex.
            let decimal = try #require(try waitFor { try server.client(["xdotool", "search", "--name", "^Event Tester$"])
                .split(separator: "\n").first.flatMap { Int($0) } })
            id = "0x" + String(decimal, radix: 16)
        }

        /// Whether the window manager made this window the active one.
        func isActive(on server: XServer) throws -> Bool {
            try server.rootProperty("_NET_ACTIVE_WINDOW")?.hasSuffix(id) == true
        }

        deinit { try? FileManager.default.removeItem(atPath: outPath) }

        /// Button presses the application received.
        var presses: Int {
            ((try? String(contentsOfFile: outPath, encoding: .utf8)) ?? "").components(separatedBy: "ButtonPress event").count - 1
        }
    }

    static func ms(_ seconds: Double?) -> String { seconds.map { String(format: "%.1f ms", $0 * 1000) } ?? "never" }

    /// Also once the panel has been up past its start-up page release: what users meet, since
    /// the panel starts at login and full-screen comes much later.
    @Test(arguments: [true, false], [false, true])
    func hidesThenATapRevealsItAboveTheFullScreenWindow(openbox: Bool, afterPageRelease: Bool) throws {
        let scene = try Scene(openbox: openbox)
        if afterPageRelease { #expect(scene.waitForPageRelease()) }
        let world = (openbox ? "openbox" : "no window manager") + (afterPageRelease ? ", after the page release" : "")
        let app: App
        if openbox {
            app = try App(on: scene.server, geometry: "400x300+100+100")
            #expect(try waitUntil { try app.isActive(on: scene.server) })
            try scene.server.client(["wmctrl", "-i", "-r", app.id, "-b", "add,fullscreen"])
        } else {
            app = try App(on: scene.server, geometry: "1280x720+0+0")  // covers the monitor: a kiosk's full-screen
        }
        let entered = Date()
        // Shown during hide_after (1 s), above the full-screen window: the panel has seen it.
        #expect(try waitUntil(timeout: 1) { try scene.viewable(scene.overlay) && scene.viewable(scene.dock) }, "shown during hide_after")
        let hid = try scene.seconds(until: scene.isHidden) == nil ? nil : Date().timeIntervalSince(entered)
        print("[\(world)] full-screen to hidden: \(Self.ms(hid)) (hide_after 1 s + 0.25 s animation)")
        // Never before hide_after; the upper bound leaves room for a loaded machine and xwininfo polling.
        #expect(hid != nil && hid! >= 1.0 && hid! < 3.5)
        if openbox {
            #expect(try waitUntil { try scene.workArea()?.hasPrefix("0, 0, 1280, 720") == true }, "strut lifted while hidden")
        }
        let appBefore = try scene.server.info(app.id)
        let activeBefore = try scene.server.rootProperty("_NET_ACTIVE_WINDOW")

        // The overlay's MapNotify, as another client sees it, timed from the start of xdotool.
        let mapped = try #require(MapListener(window: scene.overlay, display: scene.server.display))
        let tapped = Date()
        try scene.tap()
        let revealed = waitUntil(timeout: 2) { mapped.seenAt != nil } ? mapped.seenAt.map { $0.timeIntervalSince(tapped) } : nil
        print("[\(world)] tap to strip mapped above the full-screen window: \(Self.ms(revealed)) (from spawning xdotool to the MapNotify)")
        #expect(revealed != nil && revealed! < 0.25)
        #expect(try waitUntil(timeout: 1, scene.isRevealed))
        // The panel's own share, without xdotool: a press sent to the zone until the strip maps.
        #expect(try waitUntil(timeout: 4, scene.isHidden))
        let reaction = XProbe.secondsFromPress(on: scene.zone, at: 640, 0, untilMapped: scene.overlay, display: scene.server.display)
        print("[\(world)] press in the reveal zone to strip mapped: \(Self.ms(reaction)) (a second X client's view)")
        #expect(reaction != nil && reaction! < 0.1)
        #expect(try waitUntil(timeout: 1, scene.isRevealed))
        #expect(try scene.server.info(app.id) == appBefore, "the full-screen window kept its place and size")
        #expect(try scene.server.rootProperty("_NET_ACTIVE_WINDOW") == activeBefore, "and the focus")
        #expect(app.presses == 0, "the tap went to the reveal zone, not the application")

        let rehid = try scene.seconds(until: scene.isHidden)
        print("[\(world)] revealed to hidden again: \(Self.ms(rehid)) (stay_revealed 1.5 s + 0.25 s)")
        #expect(rehid != nil && rehid! >= 1.2 && rehid! < 3)

        if openbox {
            try scene.server.client(["wmctrl", "-i", "-r", app.id, "-b", "remove,fullscreen"])
        } else {
            try scene.server.client(["xdotool", "windowunmap", app.id])
        }
        let back = try scene.seconds(until: scene.isDocked)
        print("[\(world)] full-screen left to strip back: \(Self.ms(back))")
        #expect(back != nil && back! < 0.5)
        if openbox {
            #expect(try waitUntil { try scene.workArea()?.hasPrefix("0, 24, 1280, 696") == true }, "strut back")
        }
        #expect(scene.panel.process.isRunning)
    }

    @Test func theRevealZoneTakesClicksOnlyInItsFewPixels() throws {
        let scene = try Scene(openbox: false, dotfile: Self.quick + "reveal_zone = 2\n")
        let app = try App(on: scene.server, geometry: "1280x720+0+0")
        #expect(try waitUntil(timeout: 5, scene.isHidden))
        let zone = try scene.server.info(scene.zone)
        #expect(zone?.y == 0 && zone?.height == 2 && zone?.width == 1280, "zone: \(String(describing: zone))")
        try scene.tap(y: 2)
        #expect(waitUntil(timeout: 2) { app.presses == 1 }, "a click just below the zone reaches the application")
        #expect(try scene.isHidden())
        try scene.tap(y: 1)
        #expect(try waitUntil(timeout: 1, scene.isRevealed))
        #expect(app.presses == 1, "a click in the zone does not")
    }

    @Test(arguments: [false, true])
    func aWindowAskingToHideTheBarCountsAsFullScreen(afterPageRelease: Bool) throws {
        let scene = try Scene(openbox: true)
        if afterPageRelease { #expect(scene.waitForPageRelease()) }
        let app = try App(on: scene.server, geometry: "400x300+100+100")
        #expect(try waitUntil { try app.isActive(on: scene.server) })
        // A strip about to hide shows its overlay at once: once the panel has handled the
        // activation, the dock alone says it will not.
        #expect(try scene.panel.roundTrip())
        #expect(try scene.isDocked(), "an ordinary window does not hide the strip")
        try scene.server.client(["xprop", "-id", app.id, "-f", "_STATUSPANEL_STYLE", "8u", "-set", "_STATUSPANEL_STYLE", "hidden"])
        #expect(try waitUntil(timeout: 3, scene.isHidden), "hidden on request")
        try scene.server.client(["xprop", "-id", app.id, "-f", "_STATUSPANEL_STYLE", "8u", "-set", "_STATUSPANEL_STYLE", "dark-content"])
        #expect(try waitUntil(timeout: 1, scene.isDocked), "back when the window no longer asks")
    }

    /// The pages a reload or a style command faulted back go back once they are over, as
    /// start-up's do (issue 23: memory after use), and a tap still brings the strip back.
    @Test func rareWorksPagesAreGivenBackAndTheTapStillWorks() throws {
        let scene = try Scene(openbox: true)
        #expect(scene.waitForPageRelease())
        func releases() -> Int { scene.panel.stderr.components(separatedBy: "pages released").count - 1 }
        #expect(try scene.msg("reload") == 0)
        #expect(try scene.msg("style", "dark") == 0)
        #expect(waitUntil(timeout: 12) { releases() == 2 }, "released again after the reload; stderr: \(scene.panel.stderr)")
        #expect(try scene.msg("hide") == 0)
        #expect(try waitUntil(timeout: 2, scene.isHidden), "msg hide")
        try scene.tap()
        #expect(try waitUntil(timeout: 1, scene.isDocked), "a tap brings the dock back")
        #expect(releases() == 2, "hide and the tap are no rare work")
    }

    @Test func msgHideRevealAndToggle() throws {
        let scene = try Scene(openbox: true)
        #expect(try scene.msg("hide") == 0)
        #expect(try waitUntil(timeout: 2, scene.isHidden), "msg hide")
        #expect(try waitUntil { try scene.workArea()?.hasPrefix("0, 0, 1280, 720") == true }, "strut lifted while hidden")
        let tapped = Date()
        try scene.tap()
        #expect(try waitUntil(timeout: 1, scene.isDocked), "a hide is temporary: a tap brings the dock back")
        // Past stay_revealed (1.5 s) and the hide animation, as the panel's own timers see it.
        #expect(try scene.panel.roundTrip(notBefore: tapped.addingTimeInterval(1.5 + 0.25 + 0.1)))
        #expect(try scene.isDocked(), "and it stays, with no full-screen window")
        #expect(try scene.msg("toggle") == 0)
        #expect(try waitUntil(timeout: 2, scene.isHidden), "toggle hides")
        #expect(try scene.msg("toggle") == 0)
        #expect(try waitUntil(timeout: 1, scene.isDocked), "toggle shows")
        #expect(try scene.msg("reveal") == 0)
        #expect(try scene.panel.roundTrip())
        #expect(try scene.isDocked(), "reveal on a shown strip changes nothing")

        // Over a full-screen window, msg reveal shows it for stay_revealed.
        let app = try App(on: scene.server, geometry: "400x300+100+100")
        #expect(try waitUntil { try app.isActive(on: scene.server) })
        try scene.server.client(["wmctrl", "-i", "-r", app.id, "-b", "add,fullscreen"])
        #expect(try waitUntil(timeout: 4, scene.isHidden))
        #expect(try scene.msg("reveal") == 0)
        #expect(try waitUntil(timeout: 1, scene.isRevealed))
        #expect(try waitUntil(timeout: 4, scene.isHidden), "and hides again")
    }

    @Test(arguments: [false, true])
    func theHideAnimatesInSteadyFrames(compositor: Bool) throws {
        let scene = try Scene(openbox: false)
        if compositor {
            try scene.server.spawn(["picom", "--backend", "xrender", "--no-fading-openclose"])
            #expect(waitUntil { XProbe.selectionOwned("_NET_WM_CM_S0", display: scene.server.display) }, "picom runs")
        }
        _ = try App(on: scene.server, geometry: "1280x720+0+0")
        // hide_after is 1 s: the recording covers the wait and the 0.25 s animation.
        let frames = XProbe.frames(of: scene.overlay, display: scene.server.display, for: 2)
        #expect(try waitUntil(timeout: 2, scene.isHidden))
        let moving = compositor ? frames.filter { $0.opacity > 0 && $0.opacity < 1 } : frames.filter { $0.y < 0 && $0.y > -24 }
        let span = (moving.last?.time ?? 0) - (moving.first?.time ?? 0)
        let steps = moving.map { compositor ? String(format: "%.2f", $0.opacity) : "\($0.y)" }
        print("[\(compositor ? "picom: fade" : "no compositor: slide")] \(moving.count) frames over \(Self.ms(span)): \(steps.joined(separator: " "))")
        // Counted, not timed: at 60 frames a second a quarter of a second has about 14; a busy
        // machine draws fewer (each frame's place comes from the clock) and delivers them to
        // this process late or bunched, so the span is only bounded from above, loosely.
        #expect(moving.count >= 4, "a smooth animation, not a jump")
        #expect(span < 1.0, "about a quarter of a second")
        if compositor {
            #expect(zip(moving, moving.dropFirst()).allSatisfy { $0.opacity >= $1.opacity }, "fading out, never back")
            #expect(frames.allSatisfy { $0.y == 0 }, "fades in place")
        } else {
            #expect(zip(moving, moving.dropFirst()).allSatisfy { $0.y >= $1.y }, "sliding up, never back")
        }
    }

    @Test func afterAHideTheStripIsOnEveryDesktopAgain() throws {
        // openbox drops _NET_WM_DESKTOP and _NET_WM_STATE from a withdrawn window.
        let scene = try Scene(openbox: true)
        #expect(try scene.msg("hide") == 0)
        #expect(try waitUntil(timeout: 2, scene.isHidden))
        try scene.tap()
        #expect(try waitUntil(timeout: 1, scene.isDocked))
        #expect(try waitUntil { try scene.server.property(of: scene.dock, "_NET_WM_DESKTOP") == "4294967295" })
        try scene.server.client(["wmctrl", "-s", "1"])
        #expect(try waitUntil { try scene.server.rootProperty("_NET_CURRENT_DESKTOP") == "1" })
        #expect(try scene.panel.roundTrip())
        #expect(try scene.isDocked(), "still shown on desktop 2")
        #expect(try scene.workArea()?.hasPrefix("0, 24, 1280, 696") == true, "and its strut still counts")
    }

    @Test func autohideOffLeavesTheStripAlone() throws {
        let scene = try Scene(openbox: false, dotfile: "[fullscreen]\nautohide = false\nhide_after = 0.5\n")
        let app = try App(on: scene.server, geometry: "1280x720+0+0")
        #expect(try waitUntil { try scene.viewable(app.id) })
        let covered = Date()
        // Past hide_after (0.5 s) and the hide animation, as the panel's own timers see it.
        #expect(try scene.panel.roundTrip(notBefore: covered.addingTimeInterval(0.5 + 0.25 + 0.1)))
        #expect(try scene.viewable(scene.dock))
        #expect(try !scene.viewable(scene.overlay), "not even about to hide")
        #expect(try !scene.viewable(scene.zone))
    }
}
