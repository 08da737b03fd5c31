import Foundation
import Testing

/// A script item's waybar `tooltip` on hover, with the real binary on a real Xvfb and no session
/// bus (so no StatusNotifierItem tray): shown after the delay under the item, drawn with the
/// strip's font, following the script's text, gone when the pointer leaves.
@Suite(.serialized) struct ScriptTooltipTests {
    static func tooltips(_ scene: ScriptItemTests.Scene) throws -> [String] {
        try scene.server.windows(classInstance: "statuspanel-tooltip")
    }

    @Test func aScriptsTooltipShowsOnHoverAndFollowsItsText() throws {
        let scene = try ScriptItemTests.Scene { folder in
            // A waybar script, unchanged: one JSON object, the tooltip on two lines.
            try? #"printf '%s\n' '{"text": "MAIL 2", "tooltip": "Ada: lunch?\nBob: the report"}'"#
                .write(toFile: folder + "/mail.sh", atomically: true, encoding: .utf8)
            return """
                [items]
                left = []
                center = ["mail"]
                right = []
                [script.mail]
                exec = "sh \(folder)/mail.sh"
                interval = "once"
                """
        }
        let server = scene.server
        #expect(try waitFor { try scene.scripts().contains(#""text": "MAIL 2""#) ? true : nil } == true, "stderr: \(scene.panel.stderr)")
        #expect(try Self.tooltips(scene).isEmpty, "none before the pointer comes")
        // The item is alone in the centre.
        try server.client(["xdotool", "mousemove", "\(server.width / 2)", "12"])
        let start = Date()
        #expect(try waitUntil(timeout: 5) { try !Self.tooltips(scene).isEmpty }, "stderr: \(scene.panel.stderr)")
        #expect(Date().timeIntervalSince(start) >= 0.4, "not before the delay")
        let first = try #require(try Self.tooltips(scene).first)
        let tip = try #require(try server.info(first))
        #expect(tip.y == 24 && tip.x < server.width / 2 && tip.x > server.width / 2 - 100, "under the item: \(tip)")
        let shot = try server.screenshot()
        #expect(isInked(shot.region(x: tip.x, y: tip.y, width: tip.width, height: tip.height)), "text drawn in it")

        // Another tooltip from the script: the new one, one line, so lower.
        #expect(try scene.msg(["set", "mail", #"{"text": "MAIL 3", "tooltip": "3 new"}"#]) == 0)
        let replaced = try waitFor(timeout: 5) { () -> WindowInfo? in
            guard let id = try Self.tooltips(scene).first, let info = try server.info(id), info.height < tip.height else { return nil }
            return info
        }
        #expect(replaced != nil, "the tooltip follows the text: \((try? Self.tooltips(scene)) ?? [])")
        // No tooltip in the text: gone, while the pointer rests there; back when the text has one.
        #expect(try scene.msg(["set", "mail", #"{"text": "MAIL 3"}"#]) == 0)
        #expect(try waitUntil(timeout: 5) { try Self.tooltips(scene).isEmpty })
        #expect(try scene.msg(["set", "mail", #"{"text": "MAIL 4", "tooltip": "4 new"}"#]) == 0)
        #expect(try waitUntil(timeout: 5) { try !Self.tooltips(scene).isEmpty })
        // Off the item: gone; off the strip too.
        try server.client(["xdotool", "mousemove", "10", "12"])
        #expect(try waitUntil(timeout: 5) { try Self.tooltips(scene).isEmpty })
        try server.client(["xdotool", "mousemove", "\(server.width / 2)", "12"])
        #expect(try waitUntil(timeout: 5) { try !Self.tooltips(scene).isEmpty })
        try server.client(["xdotool", "mousemove", "\(server.width / 2)", "300"])
        #expect(try waitUntil(timeout: 5) { try Self.tooltips(scene).isEmpty })
        #expect(scene.panel.process.isRunning)
    }
}
