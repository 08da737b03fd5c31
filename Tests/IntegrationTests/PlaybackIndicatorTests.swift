import Foundation
import Testing

/// iOS 6's ▶ on a real strip, from a copy of a fixture tree whose playback node is an ordinary
/// file: a stream starts (the node opened, its substream `RUNNING`) and the ▶ appears; it stops
/// while the sound server keeps the device open and the ▶ goes (the re-check while open); it
/// runs again and the device closes, and it goes again. Polling is pushed out of the way
/// (`--poll-interval 60`), so only inotify and the re-check while open can bring the changes.
@Suite(.serialized) struct PlaybackIndicatorTests {
    /// The process that plays: its name is what `status` prints.
    static let pid = 4343

    final class Device {
        let root = NSTemporaryDirectory() + "statuspanel-playback-\(UUID().uuidString)"
        init() throws {
            #expect(try run(["cp", "-r", fixtureSysroot("laptop-one-battery"), root]).status == 0)
            for folder in ["/dev/snd", "/proc/asound/card0/pcm0p/sub0", "/proc/\(PlaybackIndicatorTests.pid)"] {
                try FileManager.default.createDirectory(atPath: root + folder, withIntermediateDirectories: true)
            }
            try write("/proc/asound/card0/pcm0p/sub0/status", "closed\n")
            try write("/proc/\(PlaybackIndicatorTests.pid)/comm", "mpv\n")
            try write("/dev/snd/pcmC0D0p", "")
        }
        deinit { try? FileManager.default.removeItem(atPath: root) }
        func write(_ path: String, _ text: String) throws { try text.write(toFile: root + path, atomically: true, encoding: .utf8) }
        /// Opens the node as a program would (IN_OPEN); closing the handle is IN_CLOSE_NOWRITE.
        func open() throws -> FileHandle { try FileHandle(forReadingFrom: URL(fileURLWithPath: root + "/dev/snd/pcmC0D0p")) }
        func status(_ state: String) throws {
            try write("/proc/asound/card0/pcm0p/sub0/status", "state: \(state)\nowner_pid   : \(PlaybackIndicatorTests.pid)\n"
                + "trigger_time: 5120.118212544\ndelay       : 256\navail       : 256\n-----\nhw_ptr      : 160896\n")
        }
    }

    /// Dark ink (the content colour on the gray strip) in the strip: the ▶ alone, the only item.
    static func ink(_ shot: RGBImage) -> Int {
        shot.count(x: 0, y: 0, width: shot.width, height: 22) { $0 < 0.1 }
    }

    /// Seconds from `start` until the ▶ shows (`shown`) or not; nil when not within `timeout`.
    static func time(until shown: Bool, on server: XServer, since start: Date, timeout: Double) throws -> Double? {
        var seen: Double?
        _ = try waitUntil(timeout: timeout + 0.5) {
            guard (ink(try server.screenshot()) > 20) == shown else { return false }
            seen = Date().timeIntervalSince(start)
            return true
        }
        return seen
    }

    @Test func thePlayIndicatorComesAndGoesWithTheStream() throws {
        let device = try Device()
        let server = try XServer()
        let home = try DotfileHome("[items]\nleft = []\ncenter = []\nright = [\"playback\"]\n")
        let panel = try PanelProcess(on: server, arguments: ["--poll-interval", "60"], environment: home.environment, sysroot: device.root)
        _ = try #require(try panel.waitForPaintedStrip(), "stderr: \(panel.stderr)")
        #expect(Self.ink(try server.screenshot()) == 0)

        // A stream starts: the device opens, its substream runs.
        try device.status("RUNNING")
        var start = Date()
        let stream = try device.open()
        let shown = try Self.time(until: true, on: server, since: start, timeout: 1)
        #expect(shown.map { $0 <= 1 } == true, "▶ within 1 s of the open: \(String(describing: shown))")
        // A triangle at the right end: ink in the strip's middle rows, none at its top and bottom.
        let shot = try server.screenshot()
        #expect(shot.count(x: 1180, y: 7, width: 100, height: 10) { $0 < 0.1 } > 20)
        #expect(shot.count(x: 0, y: 0, width: 1280, height: 5) { $0 < 0.1 } == 0)
        let json = try run([panelBinary, "status", "--json", "--sysroot", device.root]).out
        #expect(json.contains(#""playback": true"#), "\(json)")
        #expect(try run([panelBinary, "status", "--sysroot", device.root]).out.contains("playback in use by mpv"))

        // Paused, the sound server keeping the device open: no event says so; the re-check must.
        start = Date()
        try device.status("PREPARED")
        let paused = try Self.time(until: false, on: server, since: start, timeout: 2)
        #expect(paused.map { $0 <= 2 } == true, "no ▶ within 2 s of leaving RUNNING: \(String(describing: paused))")

        // Again, then the device closes.
        try device.status("RUNNING")
        #expect(try Self.time(until: true, on: server, since: Date(), timeout: 2) != nil, "▶ again")
        start = Date()
        try stream.close()
        try device.write("/proc/asound/card0/pcm0p/sub0/status", "closed\n")
        let closed = try Self.time(until: false, on: server, since: start, timeout: 1)
        #expect(closed.map { $0 <= 1 } == true, "no ▶ within 1 s of the close: \(String(describing: closed))")

        func ms(_ t: Double?) -> String { t.map { "\(Int($0 * 1000)) ms" } ?? "never" }
        print("playback: ▶ \(ms(shown)) after the open, gone \(ms(paused)) after RUNNING ended (device open), gone \(ms(closed)) after the close")
        let after = try run([panelBinary, "status", "--json", "--sysroot", device.root]).out
        #expect(after.contains(#""playback": false"#), "\(after)")
        #expect(panel.process.isRunning)
        #expect(panel.stderr.isEmpty, "stderr: \(panel.stderr)")
    }
}
