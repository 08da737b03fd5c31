import Foundation
import Testing

/// Issue 40 point 4: real apps' own menus, drawn by the panel, opened with a right click on
/// their icon and an entry used: copyq and flameshot (Qt, their `&` mnemonics), a PyQt5 QMenu
/// with a submenu it fills on `aboutToShow`, a libayatana-appindicator app, and nm-applet in
/// indicator mode. Each menu is saved as `statuspanel-real-app-NAME.png` in the temporary folder.
@Suite(.serialized) struct StatusNotifierRealAppTests {
    /// A panel on a session bus, with its own home for the apps' settings.
    struct Scene {
        let server: XServer
        let bus: SessionBus
        let panel: PanelProcess
        let home: String
        let before: RGBImage

        init() throws {
            server = try XServer()
            bus = try SessionBus()
            home = NSTemporaryDirectory() + "sni-real-app-\(UUID().uuidString)"
            try FileManager.default.createDirectory(atPath: home, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
            panel = try PanelProcess(on: server, environment: bus.environment)
            _ = try #require(try panel.waitForPaintedStrip(), "no strip; stderr: \(panel.stderr)")
            before = try server.screenshot()
        }

        /// What a real app run in the scene needs: the bus, X, its own home and settings.
        var appEnvironment: [String: String] {
            bus.environment.merging(["HOME": home, "XDG_CONFIG_HOME": home + "/.config", "XDG_DATA_HOME": home + "/.local/share",
                                     "XDG_CACHE_HOME": home + "/.cache", "XDG_RUNTIME_DIR": home, "QT_QPA_PLATFORM": "xcb",
                                     "NO_AT_BRIDGE": "1", "GDK_BACKEND": "x11"]) { $1 }
        }

        /// Starts `arguments`, its output in `log`, with `environment` added.
        func start(_ arguments: [String], log: String, environment: [String: String] = [:]) throws -> Process {
            _ = FileManager.default.createFile(atPath: log, contents: nil)
            return try server.spawn(arguments, environment: appEnvironment.merging(environment) { $1 }, stdout: FileHandle(forWritingAtPath: log),
                                    stderr: FileHandle(forWritingAtPath: log))
        }

        /// The columns of the strip's icon row that changed since the panel started: where a
        /// tray icon came (the clock's minute can change too; those columns are far left of it).
        func newIconColumns() throws -> [Int] {
            let shot = try server.screenshot()
            return (server.width / 2..<server.width).filter { x in (6...17).contains { y in shot[x, y] != before[x, y] } }
        }

        /// The left edge of the first new icon, once it is drawn.
        func iconLeft(timeout: Double = 15) throws -> Int? {
            try waitFor(timeout: timeout) { try newIconColumns().first }
        }

        /// Opens the menu of the icon at `left` with a right click; the menu window's geometry.
        func openMenu(at left: Int, button: Int = 3) throws -> WindowInfo? {
            try server.client(["xdotool", "mousemove", "\(left + 8)", "12", "click", "\(button)"])
            return try waitFor(timeout: 5) {
                guard let window = try StatusNotifierTests.menuWindows(server).first, let info = try server.info(window),
                      info.mapState == "IsViewable" else { return nil }
                return info
            }
        }

        func save(_ name: String, width: Int = 520, height: Int = 360) {
            _ = try? server.client(["import", "-window", "root", "-crop", "\(width)x\(height)+\(server.width - width)+0",
                                    NSTemporaryDirectory() + "statuspanel-real-app-\(name).png"])
        }

        func remove() { try? FileManager.default.removeItem(atPath: home) }
    }

    static func log(_ path: String) -> String { (try? String(contentsOfFile: path, encoding: .utf8)) ?? "" }

    @Test func copyqsMenuQuitsIt() throws {
        let scene = try Scene()
        defer { scene.remove() }
        let log = scene.home + "/copyq.log"
        // No "Do you want to exit CopyQ?" (it comes, and shows the entry reached copyq).
        try FileManager.default.createDirectory(atPath: scene.home + "/.config/copyq", withIntermediateDirectories: true)
        try "[Options]\nconfirm_exit=false\n".write(toFile: scene.home + "/.config/copyq/copyq.conf", atomically: true, encoding: .utf8)
        let app = try scene.start(["copyq"], log: log)
        defer { if app.isRunning { app.terminate() } }
        let left = try #require(try scene.iconLeft(), "no copyq icon: \(Self.log(log)); stderr: \(scene.panel.stderr)")
        let menu = try #require(try scene.openMenu(at: left), "no menu: \(Self.log(log)); stderr: \(scene.panel.stderr)")
        #expect(menu.height > 60, "copyq's menu has its entries: \(menu)")
        scene.save("copyq")
        // Up from nothing highlights the last entry, "Exit"; Return picks it.
        try scene.server.client(["xdotool", "key", "Up", "Return"])
        #expect(waitUntil(timeout: 10) { !app.isRunning }, "copyq still runs: \(Self.log(log)); stderr: \(scene.panel.stderr)")
        #expect(waitUntil(timeout: 5) { XProbe.pointerAndKeyboardFree(display: scene.server.display) })
    }

    @Test func flameshotsMenuQuitsIt() throws {
        let scene = try Scene()
        defer { scene.remove() }
        let log = scene.home + "/flameshot.log"
        let app = try scene.start(["flameshot"], log: log)
        defer { if app.isRunning { app.terminate() } }
        let left = try #require(try scene.iconLeft(), "no flameshot icon: \(Self.log(log)); stderr: \(scene.panel.stderr)")
        let menu = try #require(try scene.openMenu(at: left), "no menu: \(Self.log(log)); stderr: \(scene.panel.stderr)")
        #expect(menu.height > 60, "flameshot's menu has its entries: \(menu)")
        scene.save("flameshot")
        // Its last entry is "&Quit".
        try scene.server.client(["xdotool", "key", "Up", "Return"])
        #expect(waitUntil(timeout: 10) { !app.isRunning }, "flameshot still runs: \(Self.log(log)); stderr: \(scene.panel.stderr)")
        #expect(waitUntil(timeout: 5) { XProbe.pointerAndKeyboardFree(display: scene.server.display) })
    }

    /// A PyQt5 QSystemTrayIcon whose QMenu has a submenu filled only on its `aboutToShow`.
    static let qtSubmenuScript = """
        import sys
        from PyQt5.QtWidgets import QApplication, QSystemTrayIcon, QMenu
        from PyQt5.QtGui import QIcon, QPixmap, QColor
        app = QApplication(sys.argv)
        app.setQuitOnLastWindowClosed(False)
        pixmap = QPixmap(32, 32)
        pixmap.fill(QColor("#ff8000"))
        tray = QSystemTrayIcon(QIcon(pixmap))
        menu = QMenu()
        menu.addAction("&First").triggered.connect(lambda: print("first", flush=True))
        more = menu.addMenu("&More")
        def fill():
            print("about to show more", flush=True)
            if not more.actions():
                more.addAction("&Deep").triggered.connect(lambda: print("deep", flush=True))
        more.aboutToShow.connect(fill)
        menu.addAction("&Quit").triggered.connect(app.quit)
        tray.setContextMenu(menu)
        tray.show()
        print("shown", flush=True)
        app.exec_()
        """

    @Test func aQMenusSubmenuFilledOnAboutToShowWorks() throws {
        let scene = try Scene()
        defer { scene.remove() }
        let script = scene.home + "/qmenu.py", log = scene.home + "/qmenu.log"
        try Self.qtSubmenuScript.write(toFile: script, atomically: true, encoding: .utf8)
        let app = try scene.start(["/usr/bin/python3", script], log: log)
        defer { if app.isRunning { app.terminate() } }
        let left = try #require(try scene.iconLeft(), "no Qt icon: \(Self.log(log)); stderr: \(scene.panel.stderr)")
        _ = try #require(try scene.openMenu(at: left), "no menu: \(Self.log(log)); stderr: \(scene.panel.stderr)")
        // Down to "More", Right: Qt hears aboutToShow, fills the submenu; Down, Return uses "Deep".
        try scene.server.client(["xdotool", "key", "Down", "Down", "Right"])
        #expect(waitUntil(timeout: 5) { Self.log(log).contains("about to show more") }, "\(Self.log(log))")
        #expect(try waitUntil(timeout: 5) { try StatusNotifierTests.menuWindows(scene.server).count == 2 }, "the submenu open")
        scene.save("qmenu")
        try scene.server.client(["xdotool", "key", "Down", "Return"])
        #expect(waitUntil(timeout: 5) { Self.log(log).contains("deep") }, "\(Self.log(log)); stderr: \(scene.panel.stderr)")
        #expect(waitUntil(timeout: 5) { XProbe.pointerAndKeyboardFree(display: scene.server.display) })
    }

    @Test func anAyatanaAppsMenuFromARightClickAndALeftClick() throws {
        let scene = try Scene()
        defer { scene.remove() }
        _ = try run(["convert", "-size", "32x32", "xc:none", "-fill", "#00c000", "-draw", "circle 16,16 16,1", scene.home + "/statuspanel-green.png"])
        let app = try StatusNotifierClient(.ayatana(name: "statuspanel-green", themePath: scene.home), on: scene.server, bus: scene.bus)
        let left = try #require(try scene.iconLeft(), "no icon: \(app.lines); stderr: \(scene.panel.stderr)")
        _ = try #require(try scene.openMenu(at: left), "no menu: \(app.lines); stderr: \(scene.panel.stderr)")
        scene.save("ayatana")
        try scene.server.client(["xdotool", "key", "Down", "Return"])
        #expect(waitUntil(timeout: 5) { app.lines.contains("menu First") }, "\(app.lines)")
        // Its Activate does nothing: a left click opens the same menu, as other hosts do.
        #expect(try waitUntil(timeout: 5) {
            try StatusNotifierTests.menuWindows(scene.server).allSatisfy { try scene.server.info($0)?.mapState != "IsViewable" }
        }, "the menu closed")
        #expect(try scene.openMenu(at: left, button: 1) != nil, "a left click opens its menu; \(app.lines); stderr: \(scene.panel.stderr)")
        try scene.server.client(["xdotool", "key", "Down", "Return"])
        #expect(waitUntil(timeout: 5) { app.lines.filter { $0 == "menu First" }.count == 2 }, "\(app.lines)")
    }

    /// nm-applet in indicator mode needs NetworkManager on the system bus: the machine's, or
    /// one the test starts on a private system bus (as root, every device unmanaged).
    static let systemNetworkManagerRuns = FileManager.default.fileExists(atPath: "/run/dbus/system_bus_socket")
        && ((try? run(["busctl", "--system", "status", "org.freedesktop.NetworkManager"]).status) == 0)

    @Test(.enabled(if: FileManager.default.fileExists(atPath: "/usr/bin/nm-applet")
                       && (PrivateNetworkManager.available || systemNetworkManagerRuns),
                   "no NetworkManager: not root, and none on the system bus"))
    func nmAppletsIndicatorMenu() throws {
        let manager = PrivateNetworkManager.available ? try PrivateNetworkManager() : nil
        let scene = try Scene()
        defer { scene.remove() }
        let log = scene.home + "/nm-applet.log"
        let app = try scene.start(["nm-applet", "--indicator"], log: log, environment: manager?.environment ?? [:])
        defer { if app.isRunning { app.terminate() } }
        let left = try #require(try scene.iconLeft(timeout: 20), "no nm-applet icon: \(Self.log(log)); stderr: \(scene.panel.stderr)")
        let menu = try #require(try scene.openMenu(at: left), "no menu: \(Self.log(log)); stderr: \(scene.panel.stderr)")
        #expect(menu.height > 40, "\(menu)")
        scene.save("nm-applet")
        guard let manager else {
            // The machine's own NetworkManager: its menu opened, nothing in it used.
            try scene.server.client(["xdotool", "key", "Escape"])
            #expect(waitUntil(timeout: 5) { XProbe.pointerAndKeyboardFree(display: scene.server.display) })
            return
        }
        // "VPN Connections", then "Enable Networking" (checked): nm-applet turns networking off.
        #expect(try manager.property("NetworkingEnabled") == "b true")
        try scene.server.client(["xdotool", "key", "Down", "Down", "Return"])
        #expect(waitUntil(timeout: 5) { (try? manager.property("NetworkingEnabled")) == "b false" },
                "\(Self.log(log)); stderr: \(scene.panel.stderr)")
        #expect(waitUntil(timeout: 5) { XProbe.pointerAndKeyboardFree(display: scene.server.display) })
    }
}
