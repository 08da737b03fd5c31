import Foundation
import Testing

/// Issue 34: the `tray` item added to `[items]` by a reload starts the StatusNotifierItem
/// watcher and host at once; taken out by a reload, they stop (their names released, the icons
/// gone); added again, they come back and the app registers again.
@Suite(.serialized) struct StatusNotifierReloadTests {
    static let withTray = "[items]\nright = [\"tray\", \"clock\"]\n"
    static let withoutTray = "[items]\nright = [\"clock\"]\n"

    static func ownsNames(_ bus: SessionBus) throws -> (watcher: Bool, host: Bool) {
        let names = try bus.names()
        return (names.contains("org.kde.StatusNotifierWatcher"), names.contains { $0.hasPrefix("org.kde.StatusNotifierHost-") })
    }

    @Test func theTrayItemAddedOrTakenOutByAReloadStartsOrStopsTheWatcher() throws {
        let server = try XServer(), bus = try SessionBus()
        let home = try DotfileHome(Self.withoutTray)
        let panel = try PanelProcess(on: server, environment: home.environment.merging(bus.environment) { $1 }, logsFrames: true)
        _ = try #require(try panel.waitForPaintedStrip(), "no strip; stderr: \(panel.stderr)")
        let pid = panel.process.processIdentifier
        #expect(try Self.ownsNames(bus) == (false, false))
        #expect(!StatusNotifierTests.mapped("libdbus-1", pid: pid), "no bus library without the item")
        let reload = { (dotfile: String) in
            try home.write(dotfile)
            #expect(try run([panelBinary, "msg", "reload"], environment: server.environment).status == 0)
        }
        let redDrawn = { try StatusNotifierTests.firstColumn(on: server, y: 12, StatusNotifierTests.isRed) != nil }
        let shoot = { (name: String) in
            _ = try? server.client(["import", "-window", "root", "-crop", "\(server.width)x24+0+0", NSTemporaryDirectory() + "statuspanel-sni-reload-\(name).png"])
        }

        try reload(Self.withTray)
        #expect(try waitUntil(timeout: 5) { try Self.ownsNames(bus) == (true, true) }, "at once, not at the next start; stderr: \(panel.stderr)")
        let app = try StatusNotifierClient(.qt(colour: "#ff0000", size: 64), on: server, bus: bus)
        #expect(try waitUntil(timeout: 10) { try redDrawn() }, "app: \(app.lines); stderr: \(panel.stderr)")
        shoot("1-added")

        try reload(Self.withoutTray)
        #expect(try waitUntil(timeout: 5) { try Self.ownsNames(bus) == (false, false) }, "the names released; stderr: \(panel.stderr)")
        #expect(try waitUntil(timeout: 5) { try !redDrawn() }, "the icon gone")
        shoot("2-removed")
        #expect(try panel.roundTrip(), "the loop still turns")

        // Again: the watcher comes back and the app, which follows the watcher's name, registers again.
        try reload(Self.withTray)
        #expect(try waitUntil(timeout: 5) { try Self.ownsNames(bus) == (true, true) }, "stderr: \(panel.stderr)")
        #expect(try waitUntil(timeout: 10) { try redDrawn() }, "app: \(app.lines); stderr: \(panel.stderr)")
        shoot("3-added-again")
        #expect(panel.process.isRunning && panel.stop() == 0, "stderr: \(panel.stderr)")
    }

    /// A bus that cannot be reached is said once, not again at every reload that keeps the item.
    @Test func anUnreachableBusIsSaidOnceNotAtEveryReload() throws {
        let server = try XServer()
        let home = try DotfileHome(Self.withTray)
        let environment = home.environment.merging(["DBUS_SESSION_BUS_ADDRESS": "unix:path=/nonexistent/statuspanel-test-bus"]) { $1 }
        let panel = try PanelProcess(on: server, environment: environment, logsFrames: true)
        _ = try #require(try panel.waitForPaintedStrip(), "no strip; stderr: \(panel.stderr)")
        for _ in 0..<3 {
            #expect(try run([panelBinary, "msg", "reload"], environment: server.environment).status == 0)
        }
        // A round trip after the reloads: the panel has handled them all.
        #expect(try panel.roundTrip())
        let said = panel.stderr.components(separatedBy: "cannot connect to the session bus").count - 1
        #expect(said == 1, "stderr: \(panel.stderr)")
        #expect(panel.process.isRunning && panel.stop() == 0, "stderr: \(panel.stderr)")
    }
}
