import Foundation
import Testing

/// The strip on a real X server: where it is, what it tells the window manager, what it draws.
@Suite(.serialized) struct DockStripTests {
    @Test(arguments: [false, true])
    func dockWindowAtTheTopWithStrut(underOpenbox: Bool) throws {
        let server = try XServer(width: 1280, height: 720)
        if underOpenbox { try server.startOpenbox() }
        let started = Date()
        let panel = try PanelProcess(on: server)
        let strip = try #require(try panel.waitForStrip(), "no mapped strip; stderr: \(panel.stderr)")
        print("strip mapped \(Int(Date().timeIntervalSince(started) * 1000)) ms after spawn (openbox: \(underOpenbox))")

        let settled = try waitUntil { try server.info(strip) == WindowInfo(x: 0, y: 0, width: 1280, height: 24, mapState: "IsViewable") }
        let geometry = try server.info(strip)
        #expect(settled, "geometry: \(String(describing: geometry))")
        #expect(try server.property(of: strip, "WM_CLASS") == "\"statuspanel\", \"Statuspanel\"")
        #expect(try server.property(of: strip, "_NET_WM_WINDOW_TYPE") == "_NET_WM_WINDOW_TYPE_DOCK")
        let state = try #require(try server.property(of: strip, "_NET_WM_STATE"))
        #expect(state.contains("_NET_WM_STATE_ABOVE"))
        #expect(try server.property(of: strip, "_NET_WM_DESKTOP") == "4294967295")
        #expect(try server.property(of: strip, "_NET_WM_PID") == "\(panel.process.processIdentifier)")
        #expect(try server.property(of: strip, "_NET_WM_STRUT") == "0, 0, 24, 0")
        #expect(try server.property(of: strip, "_NET_WM_STRUT_PARTIAL") == "0, 0, 24, 0, 0, 0, 0, 0, 0, 1279, 0, 0")
        if underOpenbox {
            // The window manager took the strut: maximised windows start below the strip.
            let workArea = try waitFor { try server.rootProperty("_NET_WORKAREA").flatMap { $0.hasPrefix("0, 24, 1280, 696") ? $0 : nil } }
            let reported = try server.rootProperty("_NET_WORKAREA")
            #expect(workArea != nil, "work area: \(reported ?? "unset")")
        }
        #expect(panel.stop() == 0)
    }

    @Test func drawsLegibleContent() throws {
        let server = try XServer(width: 1280, height: 720)
        let panel = try PanelProcess(on: server)
        _ = try #require(try panel.waitForStrip())
        // Polls the pixels: the first frame may still be on its way to the server.
        var shot = try server.screenshot()
        let legible = try waitUntil {
            shot = try server.screenshot()
            let background = shot.luminance(x: 600, y: 2)
            // The clock, centred; the left (carrier, signal, network) and right (battery) groups.
            return shot.countContrasting(x: 600, y: 0, width: 80, height: 24, against: background, ratio: 4.5) > 20
                && shot.countContrasting(x: 0, y: 0, width: 150, height: 24, against: background, ratio: 4.5) > 20
                && shot.countContrasting(x: 1130, y: 0, width: 150, height: 24, against: background, ratio: 3) > 20
        }
        if !legible { shot.write(to: NSTemporaryDirectory() + "statuspanel-legible-failure.ppm") }
        #expect(legible)
        #expect(panel.stop() == 0)
    }
}
