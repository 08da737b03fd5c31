import Foundation
import Testing

/// The device changing under a running panel: a battery removed and added back, the Wi-Fi
/// interface renamed, the host name changed. The panel reads a copy of a fixture tree
/// (`--sysroot`, re-read every 0.2 s) and must keep a correct strip.
@Suite(.serialized) struct DeviceChangeTests {
    final class Device {
        let root = NSTemporaryDirectory() + "statuspanel-device-\(UUID().uuidString)"
        init() throws {
            #expect(try run(["cp", "-r", fixtureSysroot("laptop-one-battery"), root]).status == 0)
        }
        deinit { try? FileManager.default.removeItem(atPath: root) }
        func move(_ from: String, _ to: String) throws { try FileManager.default.moveItem(atPath: root + from, toPath: root + to) }
        func write(_ path: String, _ text: String) throws { try text.write(toFile: root + path, atomically: true, encoding: .utf8) }
        func read(_ path: String) throws -> String { try String(contentsOfFile: root + path, encoding: .utf8) }
    }

    /// Dark ink pixels in a region of the strip (gray style: dark content).
    static func ink(_ shot: RGBImage, x: Int, width: Int) -> Int {
        shot.count(x: x, y: 0, width: width, height: 24) { $0 < 0.1 }
    }

    /// The rightmost column left of `limit` with dark ink: where the left group ends.
    static func rightmostInk(_ shot: RGBImage, before limit: Int) -> Int {
        (0..<limit).last { x in (0..<24).contains { shot.luminance(x: x, y: $0) < 0.1 } } ?? 0
    }

    @Test func batteryInterfaceAndHostNameChangesAreFollowed() throws {
        let device = try Device()
        let server = try XServer()
        let panel = try PanelProcess(on: server, arguments: ["--poll-interval", "0.2"], sysroot: device.root)
        _ = try #require(try panel.waitForStrip())
        func shot() throws -> RGBImage { try server.screenshot() }
        // The battery group is at the right end: 42 % and the glyph.
        #expect(try waitUntil { Self.ink(try shot(), x: 1180, width: 100) > 30 }, "the battery shows")

        try device.move("/sys/class/power_supply/BAT0", "/battery-away")
        #expect(try waitUntil(timeout: 3) { Self.ink(try shot(), x: 1180, width: 100) == 0 }, "no battery, no battery item")
        try device.move("/battery-away", "/sys/class/power_supply/BAT0")
        #expect(try waitUntil(timeout: 3) { Self.ink(try shot(), x: 1180, width: 100) > 30 }, "the battery is back")

        // The left group: carrier (the host name), then signal and the network glyph.
        func left() throws -> [UInt8] { try shot().region(x: 0, y: 0, width: 200, height: 24) }
        let before = try left()
        // A weaker signal first (link quality 50 -> 20 of 70: 3 bars -> 2), so the strip differs
        // from `before` and can only match it again once the panel reads the renamed interface.
        let wireless = try device.read("/proc/net/wireless")
        try device.write("/proc/net/wireless", wireless.replacingOccurrences(of: "0000   50.", with: "0000   20."))
        #expect(try waitUntil(timeout: 3) { try left() != before }, "a weaker signal shows fewer bars")
        let route = try device.read("/proc/net/route")
        try device.move("/sys/class/net/wlan0", "/sys/class/net/wlp2s0")
        try device.write("/proc/net/route", route.replacingOccurrences(of: "wlan0", with: "wlp2s0"))
        try device.write("/proc/net/wireless", wireless.replacingOccurrences(of: "wlan0", with: "wlp2s0"))
        #expect(try waitUntil(timeout: 3) { try left() == before }, "the renamed interface shows the same Wi-Fi state")

        let endBefore = Self.rightmostInk(try shot(), before: 500)
        try device.write("/proc/sys/kernel/hostname", "front-desk-terminal\n")
        #expect(try waitUntil(timeout: 3) { Self.rightmostInk(try shot(), before: 500) > endBefore + 60 },
                "the longer host name pushes the left group right (it ended at x = \(endBefore))")
        #expect(panel.process.isRunning)
        #expect(panel.stderr.isEmpty, "stderr: \(panel.stderr)")
    }
}
