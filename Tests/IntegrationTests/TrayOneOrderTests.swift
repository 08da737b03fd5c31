import CX11
import Foundation
import Testing

/// Issue 34 point 1: XEmbed icons and StatusNotifierItem icons share the `tray` item in one
/// order, the order they arrived in, mirrored in a right-to-left strip. A real XEmbed client
/// (``TrayClient``, a blue icon) and a real SNI app (Qt's QSystemTrayIcon, red), both ways round.
@Suite(.serialized) struct TrayOneOrderTests {
    static func isBlue(_ p: (r: UInt8, g: UInt8, b: UInt8)) -> Bool { p.b > 180 && p.r < 90 && p.g < 90 }

    /// The leftmost red and blue columns of the strip's row 12; nil for a colour not drawn.
    static func columns(on server: XServer) throws -> (red: Int?, blue: Int?) {
        let shot = try server.screenshot()
        let row = (0..<server.width).map { shot[$0, 12] }
        return (row.firstIndex(where: StatusNotifierTests.isRed), row.firstIndex(where: isBlue))
    }

    /// Starts the panel (`rtl`: a right-to-left strip), brings the icon of one kind, waits for it,
    /// then the other; the columns of both once both are drawn.
    static func scene(xembedFirst: Bool, rtl: Bool = false) throws -> (red: Int, blue: Int) {
        let server = try XServer(), bus = try SessionBus()
        let home = try DotfileHome(rtl ? "[panel]\ndirection = \"rtl\"\n" : nil)
        let panel = try PanelProcess(on: server, environment: home.environment.merging(bus.environment) { $1 })
        _ = try #require(try panel.waitForPaintedStrip(), "no strip; stderr: \(panel.stderr)")
        #expect(try waitUntil(timeout: 5) { try bus.names().contains("org.kde.StatusNotifierWatcher") }, "stderr: \(panel.stderr)")
        let client = try #require(TrayClient(display: server.display), "no tray")
        defer { client.close() }
        var app: StatusNotifierClient?
        func bringXEmbed() throws {
            let icon = client.makeIcon(color: 0x0000FF)
            client.dock(icon)
            #expect(try waitUntil(timeout: 10) { try Self.columns(on: server).blue != nil }, "no blue icon; stderr: \(panel.stderr)")
        }
        func bringStatusNotifier() throws {
            app = try StatusNotifierClient(.qt(colour: "#ff0000", size: 64), on: server, bus: bus)
            #expect(try waitUntil(timeout: 10) { try Self.columns(on: server).red != nil }, "no red icon; stderr: \(panel.stderr)")
        }
        if xembedFirst { try bringXEmbed(); try bringStatusNotifier() } else { try bringStatusNotifier(); try bringXEmbed() }
        let both = try waitFor(timeout: 10) { () -> (red: Int, blue: Int)? in
            let found = try Self.columns(on: server)
            guard let red = found.red, let blue = found.blue else { return nil }
            return (red, blue)
        }
        let shot = NSTemporaryDirectory() + "statuspanel-tray-order-\(xembedFirst ? "xembed" : "sni")-first\(rtl ? "-rtl" : "").png"
        _ = try? server.client(["import", "-window", "root", "-crop", "\(server.width)x24+0+0", shot])
        withExtendedLifetime(app) {}
        return try #require(both, "both icons drawn; stderr: \(panel.stderr)")
    }

    @Test func anXEmbedIconThatDockedFirstStaysBeforeAnItemThatCameLater() throws {
        let columns = try Self.scene(xembedFirst: true)
        #expect(columns.blue < columns.red, "\(columns)")
    }

    @Test func anItemThatCameFirstStaysBeforeAnXEmbedIconThatDockedLater() throws {
        let columns = try Self.scene(xembedFirst: false)
        #expect(columns.red < columns.blue, "\(columns)")
    }

    @Test func aRightToLeftStripMirrorsTheOneOrder() throws {
        let columns = try Self.scene(xembedFirst: false, rtl: true)
        #expect(columns.blue < columns.red, "the item that came first is rightmost: \(columns)")
    }
}
