import Foundation
import Testing

/// The StatusNotifierItem tray with a real session bus (``SessionBus``), the real binary and
/// real apps (``StatusNotifierClient``: Qt's QSystemTrayIcon, libayatana-appindicator).
@Suite(.serialized) struct StatusNotifierTests {
    static func isRed(_ p: (r: UInt8, g: UInt8, b: UInt8)) -> Bool { p.r > 180 && p.g < 90 && p.b < 90 }

    /// The leftmost column of the strip's row `y` where `test` holds, in the right half; nil
    /// when none does.
    static func firstColumn(on server: XServer, y: Int, _ test: ((r: UInt8, g: UInt8, b: UInt8)) -> Bool) throws -> Int? {
        let shot = try server.screenshot()
        return (server.width / 2..<server.width).first { test(shot[$0, y]) }
    }

    /// The libraries the process `pid` has mapped whose path contains `name`.
    static func mapped(_ name: String, pid: Int32) -> Bool {
        // Read to its end (Foundation's contentsOfFile takes one page of a procfs file).
        let maps = (try? FileHandle(forReadingFrom: URL(fileURLWithPath: "/proc/\(pid)/maps")).readToEnd()) ?? nil
        return String(decoding: maps ?? Data(), as: UTF8.self).contains(name)
    }

    @Test func aQtIconIsDrawnInTheTrayAndItsClicksReachTheApp() throws {
        let server = try XServer(), bus = try SessionBus()
        let panel = try PanelProcess(on: server, environment: bus.environment)
        _ = try #require(try panel.waitForPaintedStrip(), "no strip; stderr: \(panel.stderr)")
        #expect(try waitUntil(timeout: 5) { try bus.names().contains("org.kde.StatusNotifierWatcher") }, "stderr: \(panel.stderr)")
        let introspection = try bus.call("org.kde.StatusNotifierWatcher", "/StatusNotifierWatcher", "org.freedesktop.DBus.Introspectable.Introspect") ?? ""
        for property in ["RegisteredStatusNotifierItems", "IsStatusNotifierHostRegistered", "ProtocolVersion"] {
            #expect(introspection.contains("property name=\\\"\(property)\\\"") || introspection.contains("property name=\"\(property)\""), "\(property)")
        }

        let app = try StatusNotifierClient(.qt(colour: "#ff0000", size: 64), on: server, bus: bus)
        let x = try waitFor(timeout: 10) { try Self.firstColumn(on: server, y: 12, Self.isRed) }
        let left = try #require(x, "no red icon; app: \(app.lines); stderr: \(panel.stderr)")
        let shot = try server.screenshot()
        // A 16-pixel square at y 4...19, the strip's own pixels around it.
        #expect(Self.isRed(shot[left + 15, 4]) && Self.isRed(shot[left, 19]), "\(shot[left + 15, 4]) \(shot[left, 19])")
        #expect(!Self.isRed(shot[left + 16, 12]) && !Self.isRed(shot[left, 3]) && !Self.isRed(shot[left, 20]))
        let listed = try bus.call("org.kde.StatusNotifierWatcher", "/StatusNotifierWatcher", "org.freedesktop.DBus.Properties.Get",
                                  ["org.kde.StatusNotifierWatcher", "RegisteredStatusNotifierItems"]) ?? ""
        #expect(listed.contains("/StatusNotifierItem"), "\(listed)")

        // QSystemTrayIcon.ActivationReason: Trigger 3, MiddleClick 4.
        try server.client(["xdotool", "mousemove", "\(left + 8)", "12", "click", "1"])
        #expect(waitUntil(timeout: 5) { app.lines.contains("activated 3") }, "\(app.lines)")
        try server.client(["xdotool", "click", "2"])
        #expect(waitUntil(timeout: 5) { app.lines.contains("activated 4") }, "\(app.lines)")

        // The app dies without a word: its name leaves the bus and the icon the strip.
        app.kill()
        #expect(try waitUntil(timeout: 5) { try Self.firstColumn(on: server, y: 12, Self.isRed) == nil })
    }

    @Test func noBusOrNoTrayItemLoadsNoDBusLibrary() throws {
        let bus = try SessionBus()
        let home = try DotfileHome("[items]\nright = [\"clock\"]\n")
        let cases: [(name: String, environment: [String: String], loads: Bool)] = [
            ("no session bus", ["DBUS_SESSION_BUS_ADDRESS": ""], false),
            ("no tray item", home.environment.merging(bus.environment) { $1 }, false),
            ("a bus and the tray", bus.environment, true),
        ]
        for test in cases {
            let server = try XServer()
            let panel = try PanelProcess(on: server, environment: test.environment)
            _ = try #require(try panel.waitForPaintedStrip(), "\(test.name): no strip; stderr: \(panel.stderr)")
            #expect(Self.mapped("libX11", pid: panel.process.processIdentifier), "the maps are read whole")
            if test.loads {
                #expect(waitUntil(timeout: 5) { Self.mapped("libdbus-1", pid: panel.process.processIdentifier) }, "\(test.name): \(panel.stderr)")
            } else {
                // The strip is painted: the start is over, and the bus would have been joined at it.
                #expect(!Self.mapped("libdbus-1", pid: panel.process.processIdentifier), "\(test.name)")
            }
            _ = panel.stop()
        }
    }

    @Test func anAyatanaIndicatorsIconIsFoundByNameAndItsWheelReachesTheApp() throws {
        let server = try XServer(), bus = try SessionBus()
        let folder = NSTemporaryDirectory() + "sni-icons-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let made = try run(["convert", "-size", "32x32", "xc:none", "-fill", "#00c000", "-draw", "circle 16,16 16,1", folder + "/statuspanel-green.png"])
        #expect(made.status == 0, "convert: \(made.err)")
        let panel = try PanelProcess(on: server, environment: bus.environment)
        _ = try #require(try panel.waitForPaintedStrip(), "no strip; stderr: \(panel.stderr)")
        let app = try StatusNotifierClient(.ayatana(name: "statuspanel-green", themePath: folder), on: server, bus: bus)
        let isGreen = { (p: (r: UInt8, g: UInt8, b: UInt8)) in p.g > 150 && p.r < 60 && p.b < 60 }
        let x = try waitFor(timeout: 10) { try Self.firstColumn(on: server, y: 12, isGreen) }
        let left = try #require(x, "no green icon; app: \(app.lines); stderr: \(panel.stderr)")
        // The disc scaled from 32 to 16 pixels: its edge inside the square, its corners the strip's.
        let shot = try server.screenshot()
        #expect(!isGreen(shot[left, 4]) && !isGreen(shot[left + 15, 19]))
        // A wheel step up: Scroll(120, "vertical"), which libayatana-appindicator hands on as a
        // scroll-event (direction 0, up).
        try server.client(["xdotool", "mousemove", "\(left + 4)", "12", "click", "4"])
        #expect(waitUntil(timeout: 5) { app.lines.contains { $0.hasPrefix("scroll") } }, "\(app.lines)")
    }

    /// A panel, a bus and a libayatana-appindicator app with a green icon; the icon's left edge.
    static func ayatanaScene() throws -> (server: XServer, bus: SessionBus, panel: PanelProcess, app: StatusNotifierClient, left: Int, folder: String) {
        let server = try XServer(), bus = try SessionBus()
        let folder = NSTemporaryDirectory() + "sni-icons-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        _ = try run(["convert", "-size", "32x32", "xc:none", "-fill", "#00c000", "-draw", "circle 16,16 16,1", folder + "/statuspanel-green.png"])
        let panel = try PanelProcess(on: server, environment: bus.environment)
        _ = try #require(try panel.waitForPaintedStrip(), "no strip; stderr: \(panel.stderr)")
        let app = try StatusNotifierClient(.ayatana(name: "statuspanel-green", themePath: folder), on: server, bus: bus)
        let x = try waitFor(timeout: 10) { try Self.firstColumn(on: server, y: 12) { $0.g > 150 && $0.r < 60 && $0.b < 60 } }
        let left = try #require(x, "no green icon; app: \(app.lines); stderr: \(panel.stderr)")
        // The app answers calls now (its main loop runs): a click's Activate gets its answer
        // within the call limit even on a loaded machine.
        let answers = try waitUntil(timeout: 10) {
            let listed = try bus.call("org.kde.StatusNotifierWatcher", "/StatusNotifierWatcher", "org.freedesktop.DBus.Properties.Get",
                                      ["org.kde.StatusNotifierWatcher", "RegisteredStatusNotifierItems"]) ?? ""
            guard let item = listed.split(separator: "'").first(where: { $0.hasPrefix(":") }), let slash = item.firstIndex(of: "/") else { return false }
            return try bus.call(String(item[..<slash]), String(item[slash...]), "org.freedesktop.DBus.Properties.Get",
                                ["org.kde.StatusNotifierItem", "Id"]) != nil
        }
        #expect(answers, "the app never answered")
        return (server, bus, panel, app, left, folder)
    }

    static func menuWindows(_ server: XServer) throws -> [String] { try server.windows(classInstance: "statuspanel-menu") }

    @Test func theMenuIsDrawnByThePanelAndWorksWithTheKeyboardAndPointer() throws {
        let scene = try Self.ayatanaScene()
        defer { try? FileManager.default.removeItem(atPath: scene.folder) }
        let server = scene.server
        // libayatana-appindicator has no Activate: a left click opens its menu.
        try server.client(["xdotool", "mousemove", "\(scene.left + 8)", "12", "click", "1"])
        #expect(try waitUntil(timeout: 5) { try !Self.menuWindows(server).isEmpty }, "stderr: \(scene.panel.stderr); app: \(scene.app.lines)")
        let window = try #require(try Self.menuWindows(server).first)
        let menu = try #require(try server.info(window))
        #expect(menu.y == 24 && menu.x + menu.width <= server.width, "under the strip, inside the monitor: \(menu)")
        #expect(!XProbe.pointerAndKeyboardFree(display: server.display), "grabbed while open")
        try server.client(["xdotool", "key", "Down", "Return"])
        #expect(waitUntil(timeout: 5) { scene.app.lines.contains("menu First") }, "\(scene.app.lines)")
        #expect(try waitUntil(timeout: 5) { try Self.menuWindows(server).isEmpty })
        #expect(waitUntil(timeout: 5) { XProbe.pointerAndKeyboardFree(display: server.display) }, "the grabs given back")

        // Again, and a click outside closes it; then Escape.
        try server.client(["xdotool", "mousemove", "\(scene.left + 8)", "12", "click", "3"])
        #expect(try waitUntil(timeout: 5) { try !Self.menuWindows(server).isEmpty }, "stderr: \(scene.panel.stderr)")
        try server.client(["xdotool", "mousemove", "100", "300", "click", "1"])
        #expect(try waitUntil(timeout: 5) { try Self.menuWindows(server).isEmpty })
        #expect(waitUntil(timeout: 5) { XProbe.pointerAndKeyboardFree(display: server.display) })
        try server.client(["xdotool", "mousemove", "\(scene.left + 8)", "12", "click", "3"])
        #expect(try waitUntil(timeout: 5) { try !Self.menuWindows(server).isEmpty })
        try server.client(["xdotool", "key", "Escape"])
        #expect(try waitUntil(timeout: 5) { try Self.menuWindows(server).isEmpty })
        #expect(waitUntil(timeout: 5) { XProbe.pointerAndKeyboardFree(display: server.display) })
    }

    @Test func anAppDyingWithItsMenuOpenLeavesNoGrab() throws {
        let scene = try Self.ayatanaScene()
        defer { try? FileManager.default.removeItem(atPath: scene.folder) }
        try scene.server.client(["xdotool", "mousemove", "\(scene.left + 8)", "12", "click", "3"])
        #expect(try waitUntil(timeout: 5) { try !Self.menuWindows(scene.server).isEmpty }, "stderr: \(scene.panel.stderr)")
        scene.app.kill()
        #expect(try waitUntil(timeout: 5) { try Self.menuWindows(scene.server).isEmpty }, "stderr: \(scene.panel.stderr)")
        #expect(waitUntil(timeout: 5) { XProbe.pointerAndKeyboardFree(display: scene.server.display) })
    }

    @Test func hostileItemsCostAGoodOneNothing() throws {
        let server = try XServer(), bus = try SessionBus()
        let panel = try PanelProcess(on: server, environment: bus.environment, logsFrames: true)
        _ = try #require(try panel.waitForPaintedStrip(), "no strip; stderr: \(panel.stderr)")
        let hostile = try ["bad", "silent", "loop", "flood", "vanish"].map { try StatusNotifierClient(.hostile(mode: $0), on: server, bus: bus) }
        #expect(waitUntil(timeout: 10) { hostile.allSatisfy { $0.lines.contains("registered") || !$0.process.isRunning } })
        let app = try StatusNotifierClient(.qt(colour: "#ff0000", size: 64), on: server, bus: bus)
        let x = try waitFor(timeout: 10) { try Self.firstColumn(on: server, y: 12, Self.isRed) }
        let left = try #require(x, "the good icon is not drawn; stderr: \(panel.stderr)")
        try server.client(["xdotool", "mousemove", "\(left + 8)", "12", "click", "1"])
        #expect(waitUntil(timeout: 5) { app.lines.contains("activated 3") }, "\(app.lines)")
        #expect(try panel.roundTrip(), "the loop still turns")
        let listed = try bus.call("org.kde.StatusNotifierWatcher", "/StatusNotifierWatcher", "org.freedesktop.DBus.Properties.Get",
                                  ["org.kde.StatusNotifierWatcher", "RegisteredStatusNotifierItems"]) ?? ""
        let count = listed.components(separatedBy: "/").count - 1
        #expect(count <= 5 + 8, "one app's share of the book: \(count)")
        #expect(panel.process.isRunning, "stderr: \(panel.stderr)")
    }

    /// An app too busy to answer the first read in time (a login's crowd of apps starting at
    /// once) is read again, and shows.
    @Test func anItemWhoseFirstReadIsAnsweredLateStillShows() throws {
        let server = try XServer(), bus = try SessionBus()
        let panel = try PanelProcess(on: server, environment: bus.environment)
        _ = try #require(try panel.waitForPaintedStrip(), "no strip; stderr: \(panel.stderr)")
        let app = try StatusNotifierClient(.hostile(mode: "late"), on: server, bus: bus)
        let x = try waitFor(timeout: 15) { try Self.firstColumn(on: server, y: 12, Self.isRed) }
        #expect(x != nil, "app: \(app.lines) \(app.errors); stderr: \(panel.stderr)")
    }

    @Test func withAnotherWatcherThePanelIsAHostOfIt() throws {
        let server = try XServer(), bus = try SessionBus()
        let watcher = try StatusNotifierClient(.watcher, on: server, bus: bus)
        #expect(waitUntil(timeout: 10) { watcher.lines.contains("watcher") }, "\(watcher.lines)")
        let panel = try PanelProcess(on: server, environment: bus.environment)
        _ = try #require(try panel.waitForPaintedStrip(), "no strip; stderr: \(panel.stderr)")
        #expect(waitUntil(timeout: 10) { watcher.lines.contains { $0.hasPrefix("host org.kde.StatusNotifierHost-") } }, "\(watcher.lines)")
        #expect(try waitUntil(timeout: 5) { try bus.names().contains { $0.hasPrefix("org.kde.StatusNotifierHost-") } })
        // The app registers with the other watcher; the panel draws it from that watcher's signal.
        let app = try StatusNotifierClient(.qt(colour: "#ff0000", size: 64), on: server, bus: bus)
        let x = try waitFor(timeout: 10) { try Self.firstColumn(on: server, y: 12, Self.isRed) }
        #expect(x != nil, "watcher: \(watcher.lines); app: \(app.lines); stderr: \(panel.stderr)")
        // The other watcher goes: the panel takes its name, and the app registers again with it.
        watcher.kill()
        #expect(try waitUntil(timeout: 10) { try bus.names().contains("org.kde.StatusNotifierWatcher") })
        let listed = try waitFor(timeout: 10) { () -> String? in
            let text = try bus.call("org.kde.StatusNotifierWatcher", "/StatusNotifierWatcher", "org.freedesktop.DBus.Properties.Get",
                                    ["org.kde.StatusNotifierWatcher", "RegisteredStatusNotifierItems"]) ?? ""
            return text.contains("StatusNotifierItem") ? text : nil
        }
        #expect(listed != nil, "the app registered again with the panel")
        #expect(try Self.firstColumn(on: server, y: 12, Self.isRed) != nil)
    }

    @Test func monitorAllDrawsTheIconsOnEveryStripAndEachTakesClicks() throws {
        let server = try XServer(width: 2560, height: 720), bus = try SessionBus()
        for (name, x) in [("LEFT", 0), ("RIGHT", 1280)] {
            try server.client(["xrandr", "--setmonitor", name, "1280/300x720/200+\(x)+0", "none"])
        }
        let home = try DotfileHome("[panel]\nmonitor = [\"LEFT\", \"RIGHT\"]\n[tray]\nmonitor = \"all\"\n")
        let panel = try PanelProcess(on: server, environment: home.environment.merging(bus.environment) { $1 })
        _ = try #require(try panel.waitForPaintedStrip(), "no strip; stderr: \(panel.stderr)")
        let app = try StatusNotifierClient(.qt(colour: "#ff0000", size: 64), on: server, bus: bus)
        func redColumns() throws -> [Int] {
            let shot = try server.screenshot()
            return (0..<server.width).filter { Self.isRed(shot[$0, 12]) }
        }
        #expect(try waitUntil(timeout: 10) { try redColumns().contains { $0 < 1280 } && redColumns().contains { $0 >= 1280 } },
                "\((try? redColumns()) ?? []); stderr: \(panel.stderr)")
        let left = try #require(try redColumns().first { $0 < 1280 })
        try server.client(["xdotool", "mousemove", "\(left + 8)", "12", "click", "1"])
        #expect(waitUntil(timeout: 5) { app.lines.contains("activated 3") }, "a click on the first monitor's strip: \(app.lines)")
    }

    @Test func hoveringAnIconShowsItsToolTipAfterTheDelay() throws {
        let server = try XServer(), bus = try SessionBus()
        let panel = try PanelProcess(on: server, environment: bus.environment)
        _ = try #require(try panel.waitForPaintedStrip(), "no strip; stderr: \(panel.stderr)")
        let app = try StatusNotifierClient(.qt(colour: "#ff0000", size: 64), on: server, bus: bus)
        let x = try waitFor(timeout: 10) { try Self.firstColumn(on: server, y: 12, Self.isRed) }
        let left = try #require(x, "no icon; app: \(app.lines); stderr: \(panel.stderr)")
        let tooltips = { try server.windows(classInstance: "statuspanel-tooltip") }
        try server.client(["xdotool", "mousemove", "\(left + 8)", "12"])
        let start = Date()
        #expect(try waitUntil(timeout: 5) { try !tooltips().isEmpty }, "stderr: \(panel.stderr)")
        #expect(Date().timeIntervalSince(start) >= 0.4, "not before the delay")
        let tipWindow = try #require(try tooltips().first)
        let tip = try #require(try server.info(tipWindow))
        #expect(tip.y == 24 && abs(tip.x - left) <= 1 || tip.x + tip.width == server.width, "under the icon: \(tip)")
        // Off the icon: gone.
        try server.client(["xdotool", "mousemove", "\(server.width / 2)", "300"])
        #expect(try waitUntil(timeout: 5) { try tooltips().isEmpty })
        // Back on it and a press: gone at once, and not again while the pointer stays.
        try server.client(["xdotool", "mousemove", "\(left + 8)", "12"])
        #expect(try waitUntil(timeout: 5) { try !tooltips().isEmpty })
        try server.client(["xdotool", "click", "1"])
        #expect(try waitUntil(timeout: 5) { try tooltips().isEmpty })
        #expect(waitUntil(timeout: 5) { app.lines.contains("activated 3") })
    }
}
