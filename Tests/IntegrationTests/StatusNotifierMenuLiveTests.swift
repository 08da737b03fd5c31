import Foundation
import Testing

/// Issue 34 point 4: a menu the panel shows follows its app live (`LayoutUpdated`,
/// `ItemsPropertiesUpdated`) while open, and the app hears `opened` and `closed`. A real app
/// (``StatusNotifierClient/menuAppScript``: dbusmenu served with Gio) on a real session bus.
@Suite(.serialized) struct StatusNotifierMenuLiveTests {
    static func isGreen(_ p: (r: UInt8, g: UInt8, b: UInt8)) -> Bool { p.g > 150 && p.r < 60 && p.b < 60 }

    /// The open menu's window geometry and its pixels; nil while none is mapped.
    static func menu(on server: XServer) throws -> (info: WindowInfo, pixels: [UInt8])? {
        guard let window = try StatusNotifierTests.menuWindows(server).first, let info = try server.info(window),
              info.mapState == "IsViewable" else { return nil }
        return (info, try server.screenshot().region(x: info.x, y: info.y, width: info.width, height: info.height))
    }

    static func save(_ server: XServer, _ info: WindowInfo, _ name: String) {
        _ = try? server.client(["import", "-window", "root", "-crop", "\(info.width)x\(info.height)+\(info.x)+\(info.y)",
                                NSTemporaryDirectory() + "statuspanel-menu-live-\(name).png"])
    }

    @Test func anOpenMenuFollowsItsAppsChangesAndTheAppHearsOpenedAndClosed() throws {
        let server = try XServer(), bus = try SessionBus()
        let panel = try PanelProcess(on: server, environment: bus.environment)
        _ = try #require(try panel.waitForPaintedStrip(), "no strip; stderr: \(panel.stderr)")
        let app = try StatusNotifierClient(.menuApp, on: server, bus: bus)
        #expect(waitUntil(timeout: 10) { app.lines.contains("ready") }, "\(app.lines)")
        let x = try waitFor(timeout: 10) { try StatusNotifierTests.firstColumn(on: server, y: 12, Self.isGreen) }
        let left = try #require(x, "no icon; app: \(app.lines); stderr: \(panel.stderr)")
        let pid = app.process.processIdentifier

        // ItemIsMenu: a left click opens the menu; the app hears "opened" for its root.
        try server.client(["xdotool", "mousemove", "\(left + 8)", "12", "click", "1"])
        let opened = try waitFor(timeout: 5) { try Self.menu(on: server) }
        let first = try #require(opened, "no menu; stderr: \(panel.stderr)")
        Self.save(server, first.info, "1-first")
        #expect(waitUntil(timeout: 5) { app.lines.contains("event 0 opened") }, "\(app.lines)")

        // LayoutUpdated: the entry the app added appears in the open menu (the popup grows).
        kill(pid, SIGUSR1)
        #expect(waitUntil(timeout: 5) { app.lines.contains("added") }, "\(app.lines)")
        let grown = try waitFor(timeout: 5) { try Self.menu(on: server).flatMap { $0.info.height > first.info.height ? $0 : nil } }
        let second = try #require(grown, "the menu did not redraw with the new entry: \(String(describing: try? Self.menu(on: server)?.info)); stderr: \(panel.stderr)")
        Self.save(server, second.info, "2-added")

        // ItemsPropertiesUpdated: the relabelled entry is drawn anew (wider, other pixels).
        kill(pid, SIGUSR2)
        #expect(waitUntil(timeout: 5) { app.lines.contains("relabelled") }, "\(app.lines)")
        let relabelled = try waitFor(timeout: 5) { try Self.menu(on: server).flatMap { $0.info != second.info || $0.pixels != second.pixels ? $0 : nil } }
        let third = try #require(relabelled, "the menu did not redraw with the new label; stderr: \(panel.stderr)")
        #expect(third.info.width > second.info.width, "the longer label widens the menu: \(second.info) → \(third.info)")
        Self.save(server, third.info, "3-relabelled")
        #expect(!XProbe.pointerAndKeyboardFree(display: server.display), "still open, still grabbed")

        // The new entry works: down twice and Enter clicks it; the menu closes and the app hears it.
        try server.client(["xdotool", "key", "Down", "Down", "Return"])
        #expect(waitUntil(timeout: 5) { app.lines.contains("event 2 clicked") }, "\(app.lines)")
        #expect(try waitUntil(timeout: 5) { try StatusNotifierTests.menuWindows(server).isEmpty })
        #expect(waitUntil(timeout: 5) { app.lines.contains("event 0 closed") }, "\(app.lines)")

        // Escape closes it too, with "closed" once more.
        try server.client(["xdotool", "mousemove", "\(left + 8)", "12", "click", "1"])
        #expect(try waitFor(timeout: 5) { try Self.menu(on: server) } != nil)
        #expect(waitUntil(timeout: 5) { app.lines.filter { $0 == "event 0 opened" }.count == 2 }, "\(app.lines)")
        try server.client(["xdotool", "key", "Escape"])
        #expect(waitUntil(timeout: 5) { app.lines.filter { $0 == "event 0 closed" }.count == 2 }, "\(app.lines)")
        #expect(waitUntil(timeout: 5) { XProbe.pointerAndKeyboardFree(display: server.display) })
    }

    /// Issue 40 point 4: a submenu the app fills only on its `AboutToShow` (as Qt and Electron
    /// apps do) gets `AboutToShow` and `opened` as it opens, stays open with what the app put
    /// in it, and hears `closed` (before the menu's own); Electron's and Chromium's icon
    /// updates, a new PNG in a new temporary `IconThemePath` folder each time, are followed.
    @Test func submenusHearAboutToShowOpenedAndClosedAndAnIconInANewFolderIsFollowed() throws {
        let server = try XServer(), bus = try SessionBus()
        let panel = try PanelProcess(on: server, environment: bus.environment)
        _ = try #require(try panel.waitForPaintedStrip(), "no strip; stderr: \(panel.stderr)")
        let app = try StatusNotifierClient(.menuApp, on: server, bus: bus)
        #expect(waitUntil(timeout: 10) { app.lines.contains("ready") }, "\(app.lines)")
        let x = try waitFor(timeout: 10) { try StatusNotifierTests.firstColumn(on: server, y: 12, Self.isGreen) }
        let left = try #require(x, "no icon; app: \(app.lines); stderr: \(panel.stderr)")

        try server.client(["xdotool", "mousemove", "\(left + 8)", "12", "click", "1"])
        let opened = try waitFor(timeout: 5) { try Self.menu(on: server) }
        _ = try #require(opened, "no menu; stderr: \(panel.stderr)")
        // Down to "More" and Right: the empty submenu opens, the app is asked, fills it.
        try server.client(["xdotool", "key", "Down", "Down", "Right"])
        #expect(waitUntil(timeout: 5) { app.lines.contains("event 3 opened") }, "\(app.lines)")
        let lines = app.lines
        let asked = lines.firstIndex(of: "abouttoshow 3"), told = lines.firstIndex(of: "event 3 opened")
        #expect(asked != nil && told != nil && asked! < told!, "AboutToShow before opened: \(lines)")
        #expect(try waitUntil(timeout: 5) { try StatusNotifierTests.menuWindows(server).count == 2 }, "the submenu stays open")
        // The keyboard in use: the mnemonics underlined (look at the picture).
        Self.save(server, WindowInfo(x: server.width - 480, y: 0, width: 480, height: 160, mapState: ""), "4-submenu")
        // The filled entry works from the keyboard: Down, Return.
        try server.client(["xdotool", "key", "Down", "Return"])
        #expect(waitUntil(timeout: 5) { app.lines.contains("event 31 clicked") }, "\(app.lines); stderr: \(panel.stderr)")
        #expect(waitUntil(timeout: 5) { app.lines.contains("event 0 closed") }, "\(app.lines)")
        let after = app.lines
        let sub = after.firstIndex(of: "event 3 closed"), root = after.firstIndex(of: "event 0 closed")
        #expect(sub != nil && root != nil && sub! < root!, "the submenu's closed before the menu's: \(after)")

        // Opened again, Left closes the submenu alone.
        try server.client(["xdotool", "mousemove", "\(left + 8)", "12", "click", "1"])
        #expect(try waitFor(timeout: 5) { try Self.menu(on: server) } != nil)
        try server.client(["xdotool", "key", "Down", "Down", "Right"])
        #expect(waitUntil(timeout: 5) { app.lines.filter { $0 == "event 3 opened" }.count == 2 }, "\(app.lines)")
        try server.client(["xdotool", "key", "Left"])
        #expect(waitUntil(timeout: 5) { app.lines.filter { $0 == "event 3 closed" }.count == 2 }, "\(app.lines)")
        #expect(app.lines.filter { $0 == "event 0 closed" }.count == 1, "the menu itself still open")
        try server.client(["xdotool", "key", "Escape"])
        #expect(waitUntil(timeout: 5) { XProbe.pointerAndKeyboardFree(display: server.display) })

        // The icon, as Electron changes it: blue from a new folder, then red from another.
        let isBlue = { (p: (r: UInt8, g: UInt8, b: UInt8)) in p.b > 200 && p.r < 40 && p.g > 40 && p.g < 100 }
        let pid = app.process.processIdentifier
        kill(pid, SIGHUP)
        #expect(waitUntil(timeout: 5) { app.lines.contains("icon 1") }, "\(app.lines)")
        #expect(try waitUntil(timeout: 5) { try StatusNotifierTests.firstColumn(on: server, y: 12, isBlue) == left }, "stderr: \(panel.stderr)")
        kill(pid, SIGHUP)
        #expect(waitUntil(timeout: 5) { app.lines.contains("icon 2") }, "\(app.lines)")
        #expect(try waitUntil(timeout: 5) { try StatusNotifierTests.firstColumn(on: server, y: 12, StatusNotifierTests.isRed) == left },
                "stderr: \(panel.stderr)")
        #expect(try StatusNotifierTests.firstColumn(on: server, y: 12, isBlue) == nil, "the old icon gone")
    }
}
