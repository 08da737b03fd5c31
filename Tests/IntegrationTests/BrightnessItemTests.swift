import Foundation
import Testing

/// The `brightness` item on a real strip, from a copy of a fixture tree: the level a uevent (here
/// the `--sysroot` poll) brings is drawn and reported, and a scroll over the item calls logind's
/// `SetBrightness` through `busctl`: a stand-in `busctl` first on `PATH` records its arguments
/// and writes the level into the tree, as logind writes sysfs.
@Suite(.serialized) struct BrightnessItemTests {
    final class Backlight {
        let root = NSTemporaryDirectory() + "statuspanel-backlight-\(UUID().uuidString)"
        let bin: String
        var folder: String { root + "/sys/class/backlight/intel_backlight" }
        init() throws {
            #expect(try run(["cp", "-r", fixtureSysroot("backlight-intel"), root]).status == 0)
            bin = root + "/bin"
            try FileManager.default.createDirectory(atPath: bin, withIntermediateDirectories: true)
            // busctl call --system DEST PATH IFACE SetBrightness ssu backlight NAME LEVEL
            let script = "#!/bin/sh\necho \"$*\" >> \(root)/busctl.log\neval last=\\${$#}\necho \"$last\" > \(folder)/brightness\n"
            try script.write(toFile: bin + "/busctl", atomically: true, encoding: .utf8)
            #expect(chmod(bin + "/busctl", 0o755) == 0)
        }
        deinit { try? FileManager.default.removeItem(atPath: root) }
        func level() -> String { ((try? String(contentsOfFile: folder + "/brightness", encoding: .utf8)) ?? "").trimmingCharacters(in: .whitespacesAndNewlines) }
        func calls() -> [String] { ((try? String(contentsOfFile: root + "/busctl.log", encoding: .utf8)) ?? "").split(separator: "\n").map(String.init) }
    }

    func json(_ root: String) throws -> String { try run([panelBinary, "status", "--json", "--sysroot", root]).out }

    @Test func theLevelShowsAndAScrollStepsItThroughLogind() throws {
        let backlight = try Backlight()
        let server = try XServer()
        let home = try DotfileHome("[items]\nleft = []\ncenter = []\nright = [\"brightness\"]\n")
        var environment = home.environment
        environment["PATH"] = backlight.bin + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")
        let panel = try PanelProcess(on: server, arguments: ["--poll-interval", "0.5"], environment: environment, sysroot: backlight.root)
        _ = try #require(try panel.waitForPaintedStrip(), "stderr: \(panel.stderr)")
        #expect(try json(backlight.root).contains(#""brightness": {"percent": 50}"#))
        // The sun and "50%" at the right end: ink there, none at the left.
        let before = try server.screenshot()
        #expect(before.count(x: 1180, y: 0, width: 100, height: 22) { $0 < 0.1 } > 30)
        #expect(before.count(x: 0, y: 0, width: 1000, height: 22) { $0 < 0.1 } == 0)

        // A scroll up over it: logind is asked for one 5 % step, and the strip follows the file.
        _ = try server.client(["xdotool", "mousemove", "1262", "12", "click", "4"])
        #expect(waitUntil(timeout: 5) { backlight.level() == "10560" }, "calls: \(backlight.calls()); stderr: \(panel.stderr)")
        #expect(backlight.calls() == ["call --system org.freedesktop.login1 /org/freedesktop/login1/session/auto "
            + "org.freedesktop.login1.Session SetBrightness ssu backlight intel_backlight 10560"])
        let changed = try waitFor(timeout: 5) { () -> RGBImage? in
            let shot = try server.screenshot()
            return shot.bytes != before.bytes ? shot : nil
        }
        #expect(changed != nil, "the strip did not follow the level")
        #expect(try json(backlight.root).contains(#""brightness": {"percent": 55}"#))

        // A change from elsewhere (a hotkey) is followed too; a scroll down steps from there.
        try "4800\n".write(toFile: backlight.folder + "/brightness", atomically: true, encoding: .utf8)
        #expect(try json(backlight.root).contains(#""brightness": {"percent": 25}"#))
        _ = try waitFor(timeout: 5) { () -> Bool? in try server.screenshot().bytes != changed?.bytes ? true : nil }
        _ = try server.client(["xdotool", "mousemove", "1262", "12", "click", "5"])
        #expect(waitUntil(timeout: 5) { backlight.level() == "3840" }, "calls: \(backlight.calls())")
        #expect(panel.process.isRunning)
    }
}
