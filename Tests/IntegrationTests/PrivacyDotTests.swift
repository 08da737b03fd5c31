import Foundation
import Testing

/// The privacy dot on a real strip: a microphone recording (orange), then a camera (green),
/// then nothing, each within the issue's bounds. The panel reads a copy of a fixture tree whose
/// device nodes are ordinary files: opening and closing them from the test fires the same
/// inotify events (IN_OPEN, IN_CLOSE_*) as a device's, and the status and fd links are
/// written as the kernel would show them. Polling is pushed out of the way
/// (`--poll-interval 60`), so only the events and the re-check while a capture device is open
/// can bring the changes.
@Suite(.serialized) struct PrivacyDotTests {
    /// The process that "records" and "films": its name is what `status` would print.
    static let pid = 4321

    final class Device {
        let root = NSTemporaryDirectory() + "statuspanel-privacy-\(UUID().uuidString)"
        init() throws {
            #expect(try run(["cp", "-r", fixtureSysroot("laptop-one-battery"), root]).status == 0)
            for folder in ["/dev/snd", "/proc/asound/card0/pcm0c/sub0", "/proc/\(PrivacyDotTests.pid)/fd"] {
                try FileManager.default.createDirectory(atPath: root + folder, withIntermediateDirectories: true)
            }
            try write("/proc/asound/card0/pcm0c/sub0/status", "closed\n")
            try write("/proc/\(PrivacyDotTests.pid)/comm", "recorder\n")
            // The capture node exists from the start; the camera is plugged in later.
            try write("/dev/snd/pcmC0D0c", "")
        }
        deinit { try? FileManager.default.removeItem(atPath: root) }
        func write(_ path: String, _ text: String) throws { try text.write(toFile: root + path, atomically: true, encoding: .utf8) }
        /// Opens a node as a program would (IN_OPEN); closing the handle is IN_CLOSE_NOWRITE.
        func open(_ path: String) throws -> FileHandle { try FileHandle(forReadingFrom: URL(fileURLWithPath: root + path)) }
        func status(_ state: String) throws {
            try write("/proc/asound/card0/pcm0c/sub0/status", "state: \(state)\nowner_pid   : \(PrivacyDotTests.pid)\n"
                + "trigger_time: 5120.118212544\ndelay       : 256\navail       : 256\n-----\nhw_ptr      : 160896\n")
        }
    }

    enum Dot: Equatable { case orange, green }

    /// Pixels of the dot's hue in the right end of the strip; the dot is a 6 px disc there
    /// (about 28 pixels), nothing else on this strip is orange or green (the battery
    /// discharges at 42 %: its fill is the content colour).
    static func pixels(_ shot: RGBImage, _ dot: Dot) -> Int {
        var count = 0
        for y in 0..<24 {
            for x in 900..<1280 {
                let p = shot[x, y]
                let (r, g, b) = (Int(p.r), Int(p.g), Int(p.b))
                switch dot {
                case .orange: if r > 90, r > g + 40, g > b + 30 { count += 1 }
                case .green: if g > 90, g > r + 40, g > b + 30 { count += 1 }
                }
            }
        }
        return count
    }

    static func shown(_ shot: RGBImage) -> Dot? {
        if pixels(shot, .green) >= 12 { return .green }
        if pixels(shot, .orange) >= 12 { return .orange }
        return nil
    }

    /// Seconds from `start` until the strip shows `expected`, by the end of the screenshot that
    /// first shows it (an upper bound); nil when it did not within `timeout`.
    static func time(until expected: Dot?, on server: XServer, since start: Date, timeout: Double) throws -> Double? {
        var seen: Double?
        _ = try waitUntil(timeout: timeout + 0.5) {
            let shot = try server.screenshot()
            guard shown(shot) == expected else { return false }
            seen = Date().timeIntervalSince(start)
            return true
        }
        return seen
    }

    @Test func orangeThenGreenThenNone() throws {
        let device = try Device()
        let server = try XServer()
        let panel = try PanelProcess(on: server, arguments: ["--poll-interval", "60"], sysroot: device.root)
        _ = try #require(try panel.waitForStrip())
        // The strip is drawn (the battery's ink at the right end) without a dot.
        #expect(try waitUntil { try server.screenshot().count(x: 1180, y: 0, width: 100, height: 24) { $0 < 0.1 } > 30 })
        #expect(Self.shown(try server.screenshot()) == nil)

        // A recording starts: the device opens, its substream runs.
        try device.status("RUNNING")
        var start = Date()
        let capture = try device.open("/dev/snd/pcmC0D0c")
        let orange = try Self.time(until: .orange, on: server, since: start, timeout: 1)
        #expect(orange.map { $0 <= 1 } == true, "orange within 1 s of the open: \(String(describing: orange))")

        // A camera is plugged in (IN_CREATE on dev) and an app opens it.
        try device.write("/dev/video0", "")
        #expect(symlink("/dev/video0", device.root + "/proc/\(Self.pid)/fd/7") == 0)
        start = Date()
        let camera = try device.open("/dev/video0")
        let green = try Self.time(until: .green, on: server, since: start, timeout: 1)
        #expect(green.map { $0 <= 1 } == true, "green within 1 s of the open: \(String(describing: green))")

        // The camera is closed: back to orange, the microphone still records.
        try FileManager.default.removeItem(atPath: device.root + "/proc/\(Self.pid)/fd/7")
        start = Date()
        try camera.close()
        let back = try Self.time(until: .orange, on: server, since: start, timeout: 1)
        #expect(back.map { $0 <= 1 } == true, "orange again within 1 s of the camera's close: \(String(describing: back))")

        // The stream stops but the sound server keeps the device open: no event says so; the
        // re-check while it is open must.
        start = Date()
        try device.status("SETUP")
        let stopped = try Self.time(until: nil, on: server, since: start, timeout: 2)
        #expect(stopped.map { $0 <= 2 } == true, "no dot within 2 s of leaving RUNNING: \(String(describing: stopped))")

        // It runs again, then the device closes; the substream says `closed` only after the
        // close was reported, as the kernel's release comes after the event.
        try device.status("RUNNING")
        #expect(try Self.time(until: .orange, on: server, since: Date(), timeout: 2) != nil, "orange again")
        start = Date()
        try capture.close()
        try device.write("/proc/asound/card0/pcm0c/sub0/status", "closed\n")
        let closed = try Self.time(until: nil, on: server, since: start, timeout: 1)
        #expect(closed.map { $0 <= 1 } == true, "no dot within 1 s of the close: \(String(describing: closed))")

        func ms(_ t: Double?) -> String { t.map { "\(Int($0 * 1000)) ms" } ?? "never" }
        print("privacy dot: orange \(ms(orange)) after the capture open, green \(ms(green)) after the camera open, "
            + "orange \(ms(back)) after its close, gone \(ms(stopped)) after RUNNING ended (device open), "
            + "gone \(ms(closed)) after the capture close")
        let json = try run([panelBinary, "status", "--json", "--sysroot", device.root]).out
        #expect(json.contains(#""microphone": false, "camera": false, "#), "\(json)")
        #expect(panel.process.isRunning)
        #expect(panel.stderr.isEmpty, "stderr: \(panel.stderr)")
    }

    /// While a capture stream runs, `status` names the process holding it.
    @Test func statusNamesTheUsers() throws {
        let device = try Device()
        try device.status("RUNNING")
        try device.write("/dev/video0", "")
        #expect(symlink("/dev/video0", device.root + "/proc/\(Self.pid)/fd/9") == 0)
        let line = try run([panelBinary, "status", "--sysroot", device.root]).out
        #expect(line.contains("camera in use by recorder  microphone in use by recorder"), "\(line)")
        let json = try run([panelBinary, "status", "--json", "--sysroot", device.root]).out
        #expect(json.contains(#""bluetooth": null, "microphone": true, "camera": true, "#), "\(json)")
    }
}
