import Foundation
import Testing

/// `Xft.dpi` from the resource database scales the strip: height, text and glyph strokes.
@Suite(.serialized) struct HiDPITests {
    /// The strip's height and how many pixels of its left group (carrier, signal, network) are ink.
    static func measure(dpi: Int?, serverDPI: Int? = nil) throws -> (height: Int, strut: String?, ink: Int, shot: RGBImage) {
        let server = try XServer(dpi: serverDPI)
        if let dpi { _ = try run(["xrdb", "-merge"], environment: server.environment, input: "Xft.dpi: \(dpi)\n") }
        let panel = try PanelProcess(on: server)
        let strip = try #require(try panel.waitForStrip())
        let height = try #require(try server.info(strip)?.height)
        var shot = try server.screenshot()
        _ = try waitUntil {
            shot = try server.screenshot()
            return shot.count(x: 0, y: 0, width: 400, height: height) { $0 < 0.05 } > 50
        }
        return (height, try server.property(of: strip, "_NET_WM_STRUT"), shot.count(x: 0, y: 0, width: 400, height: height) { $0 < 0.05 }, shot)
    }

    @Test func doubleDpiDoublesTheStripAndItsContent() throws {
        let normal = try Self.measure(dpi: nil)
        let double = try Self.measure(dpi: 192)
        print("96 dpi: \(normal.height) px high, \(normal.ink) ink pixels at the left; 192 dpi: \(double.height) px, \(double.ink) ink pixels")
        #expect(normal.height == 24 && normal.strut == "0, 0, 24, 0")
        #expect(double.height == 48 && double.strut == "0, 0, 48, 0")
        // Twice the size is about four times the ink (strokes scale in both directions).
        let ratio = Double(double.ink) / Double(max(1, normal.ink))
        #expect(ratio > 3 && ratio < 5.5, "ink ratio \(ratio)")
        double.shot.write(to: NSTemporaryDirectory() + "statuspanel-192dpi.ppm")
    }

    /// With `Xft.dpi` unset, Xft sizes text by the screen's dpi (its size in millimetres), which
    /// `Xvfb -dpi`, `xrandr --dpi` or an odd monitor size make other than 96. The strip's scale
    /// comes from `Xft.dpi` alone, so its text must too: the text drew at twice the size of a
    /// 24-pixel strip, up to its edges.
    @Test func theScreensOwnDpiDoesNotScaleTheTextAlone() throws {
        let normal = try Self.measure(dpi: nil)
        let screen192 = try Self.measure(dpi: nil, serverDPI: 192)
        print("96 dpi: \(normal.ink) ink pixels at the left; a 192 dpi screen without Xft.dpi: \(screen192.height) px, \(screen192.ink) ink pixels")
        #expect(screen192.height == 24 && screen192.strut == "0, 0, 24, 0")
        let ratio = Double(screen192.ink) / Double(max(1, normal.ink))
        #expect(ratio > 0.8 && ratio < 1.25, "ink ratio \(ratio)")
    }
}
