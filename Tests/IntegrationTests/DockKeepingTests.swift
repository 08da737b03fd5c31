import Foundation
import Testing

/// Found by ``HostileClientSoakTests``: any client can have the window manager move a dock or
/// put it on one desktop (a pager, `wmctrl`, or a client message sent to the strip with a mask
/// openbox selects). The strip goes back to the top edge and to every desktop (``DockKeeper``).
@Suite(.serialized) struct DockKeepingTests {
    @Test func aStripMovedOrPutOnOneDesktopByAPagerComesBack() throws {
        let server = try XServer(width: 1280, height: 720)
        try server.startOpenbox()
        let panel = try PanelProcess(on: server)
        let strip = try #require(try panel.waitForStrip(), "no mapped strip; stderr: \(panel.stderr)")
        let inPlace = WindowInfo(x: 0, y: 0, width: 1280, height: 24, mapState: "IsViewable")
        #expect(try waitUntil { try server.info(strip) == inPlace })

        try server.client(["wmctrl", "-i", "-r", strip, "-e", "0,0,500,-1,-1"])
        let back = try waitUntil(timeout: 5) { try server.info(strip) == inPlace }
        #expect(back, "after a move: \(String(describing: try? server.info(strip))); stderr: \(panel.stderr)")

        try server.client(["wmctrl", "-i", "-r", strip, "-t", "2"])
        let everywhere = try waitUntil(timeout: 5) {
            try server.property(of: strip, "_NET_WM_DESKTOP") == "4294967295" && server.info(strip) == inPlace
        }
        let desktop = try? server.property(of: strip, "_NET_WM_DESKTOP")
        #expect(everywhere, "desktop \(String(describing: desktop)), \(String(describing: try? server.info(strip))); stderr: \(panel.stderr)")
        #expect(try server.rootProperty("_NET_WORKAREA")?.hasPrefix("0, 24, 1280, 696") == true)
        #expect(panel.stop() == 0)
    }
}
