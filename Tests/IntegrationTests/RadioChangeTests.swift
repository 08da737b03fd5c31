import Foundation
import Testing

/// Airplane mode, Bluetooth and the low-power battery changing under a running panel: it reads
/// a copy of a fixture tree (`--sysroot`, re-read every 0.2 s, as under a sysroot only the
/// files can tell) and the strip follows, in pixels.
@Suite(.serialized) struct RadioChangeTests {
    final class Device {
        let root = NSTemporaryDirectory() + "statuspanel-radios-\(UUID().uuidString)"
        init(_ fixture: String) throws {
            #expect(try run(["cp", "-r", fixtureSysroot(fixture), root]).status == 0)
        }
        deinit { try? FileManager.default.removeItem(atPath: root) }
        func write(_ path: String, _ text: String) throws {
            let folder = (root + path as NSString).deletingLastPathComponent
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            try text.write(toFile: root + path, atomically: true, encoding: .utf8)
        }
    }

    /// Pixels of a phone's yellow family (amber on the gray strip): red well above blue,
    /// green between.
    static func yellow(_ shot: RGBImage, x: Int, width: Int) -> Int {
        var count = 0
        for y in 0..<24 {
            for x in x..<(x + width) {
                let p = shot[x, y]
                let r = Int(p.r), g = Int(p.g), b = Int(p.b)
                if r > b + 80 && g > b + 40 && r >= g { count += 1 }
            }
        }
        return count
    }

    @Test func airplaneBluetoothAndLowPowerAreFollowed() throws {
        let device = try Device("rfkill-some-blocked")
        let server = try XServer()
        let panel = try PanelProcess(on: server, arguments: ["--poll-interval", "0.2"], sysroot: device.root)
        _ = try #require(try panel.waitForPaintedStrip())
        func left() throws -> [UInt8] { try server.screenshot().region(x: 0, y: 0, width: 300, height: 24) }
        func right() throws -> [UInt8] { try server.screenshot().region(x: 1000, y: 0, width: 280, height: 24) }
        // Wi-Fi on, Bluetooth blocked: signal bars and the fan, no airplane, no rune.
        let wifi = try left()
        let noBluetooth = try right()
        #expect(Self.yellow(try server.screenshot(), x: 1180, width: 100) == 0)

        // Every radio blocked: the airplane takes the place of signal and Wi-Fi.
        try device.write("/sys/class/rfkill/rfkill0/soft", "1\n")
        #expect(try waitUntil(timeout: 3) { try left() != wifi }, "the airplane replaces signal and Wi-Fi")
        let airplane = try left()
        // Bluetooth unblocked again: no longer airplane mode, and the rune shows before the battery.
        try device.write("/sys/class/rfkill/rfkill1/soft", "0\n")
        try device.write("/sys/class/bluetooth/hci0/rfkill1/soft", "0\n")
        #expect(try waitUntil(timeout: 3) { try right() != noBluetooth }, "the Bluetooth rune appears")
        #expect(try waitUntil(timeout: 3) { try left() != airplane }, "no airplane while a radio is on")
        try device.write("/sys/class/rfkill/rfkill0/soft", "0\n")
        #expect(try waitUntil(timeout: 3) { try left() == wifi }, "the Wi-Fi as before")

        // Low-power profile: the battery fill turns yellow; a garbled profile reads as unknown.
        try device.write("/sys/firmware/acpi/platform_profile", "low-power\n")
        #expect(try waitUntil(timeout: 3) { Self.yellow(try server.screenshot(), x: 1180, width: 100) > 20 }, "a yellow battery")
        try device.write("/sys/firmware/acpi/platform_profile", "\u{1}garbage")
        #expect(try waitUntil(timeout: 3) { Self.yellow(try server.screenshot(), x: 1180, width: 100) == 0 }, "garbled: not low power")
        try device.write("/sys/class/rfkill/rfkill0/hard", "maybe\n")
        // Something to see with it: the strip turning yellow again proves a read after the garbage.
        try device.write("/sys/firmware/acpi/platform_profile", "low-power\n")
        #expect(try waitUntil(timeout: 3) { Self.yellow(try server.screenshot(), x: 1180, width: 100) > 20 },
                "read again after the garbled rfkill state")
        #expect(panel.process.isRunning)
        #expect(panel.stderr.isEmpty, "stderr: \(panel.stderr)")
    }
}
