import Foundation
import Testing

/// The machine's load items (`cpu`, `memory`, `disk`, `temperature`) with the real binary on a
/// real Xvfb, read from a fixture sysroot: each shows on the strip (a click at the middle of
/// the strip finds it, its area as wide as its text) and drawn in the content colour.
@Suite(.serialized) struct MachineItemsTests {
    @Test(arguments: ["cpu", "memory", "disk", "temperature"])
    func eachItemShowsOnTheStrip(item: String) throws {
        let folder = NSTemporaryDirectory() + "statuspanel-machine-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let home = try DotfileHome("""
            [items]
            left = []
            center = ["\(item)"]
            right = []
            [actions.\(item)]
            click = 'echo "$STATUSPANEL_ITEM $STATUSPANEL_ITEM_WIDTH" > \(folder)/clicked'
            """)
        let server = try XServer()
        let panel = try PanelProcess(on: server, environment: home.environment, sysroot: fixtureSysroot("machine-desktop"))
        _ = try #require(try panel.waitForPaintedStrip(), "stderr: \(panel.stderr)")
        let shot = try server.screenshot()
        if let dir = ProcessInfo.processInfo.environment["STATUSPANEL_SHOTS"] {
            shot.write(to: dir + "/machine-\(item).ppm")
        }
        // Text in the middle of the strip: dark pixels on the gray preset.
        let inked = shot.count(x: server.width / 2 - 40, y: 0, width: 80, height: 24) { $0 < 0.2 }
        #expect(inked > 20, "\(item): \(inked) dark pixels in the middle; stderr: \(panel.stderr)")

        try server.client(["xdotool", "mousemove", "\(server.width / 2)", "12", "click", "1"])
        let clicked = waitFor(timeout: 10) { () -> String? in
            let text = try? String(contentsOfFile: folder + "/clicked", encoding: .utf8)
            return text?.isEmpty == false ? text : nil
        }
        let words = try #require(clicked, "no click reached \(item); stderr: \(panel.stderr)").split(separator: " ")
        #expect(words.first == Substring(item))
        #expect((Int(words.last?.trimmingCharacters(in: .whitespacesAndNewlines) ?? "") ?? 0) > 20, "\(words)")
    }
}
