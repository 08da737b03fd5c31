import Foundation
import Testing

/// Streams as i3blocks runs them, with the real binary on a real Xvfb: a `persist` script of
/// lines gets a click on its standard input (the button's number and a newline), and no
/// `BLOCK_BUTTON` is left for a later start; `interval = "repeat"` runs a command again as it
/// exits, at most once a second.
@Suite(.serialized) struct ScriptStreamTests {
    typealias Scene = ScriptItemTests.Scene

    @Test func aPersistScriptOfLinesReadsItsClicksOnStandardInput() throws {
        let scene = try Scene { folder in
            try? """
            #!/bin/sh
            echo "${BLOCK_BUTTON:-none}" >> \(folder)/starts
            echo "waiting"
            while read -r button; do
              echo "button $button"
              [ "$button" = 3 ] && exit 0
            done
            """.write(toFile: folder + "/stream", atomically: true, encoding: .utf8)
            chmod(folder + "/stream", 0o755)
            return """
            [items]
            left = []
            center = ["stream"]
            right = []
            [script.stream]
            exec = "\(folder)/stream"
            interval = "persist"
            """
        }
        #expect(try waitFor { try scene.scripts().contains(#""stream": {"text": "waiting""#) ? true : nil } == true,
                "stderr: \(scene.panel.stderr)")
        let middle = "\(scene.server.width / 2)"
        try scene.server.client(["xdotool", "mousemove", middle, "12", "click", "1"])
        #expect(try waitFor(timeout: 5) { try scene.scripts().contains(#""stream": {"text": "button 1""#) ? true : nil } == true,
                "status: \((try? scene.scripts()) ?? ""); stderr: \(scene.panel.stderr)")
        // Button 3 ends it (as a script may on a click); it starts again a second later with no
        // button kept for it, and reads on.
        try scene.server.client(["xdotool", "click", "3"])
        #expect(waitUntil(timeout: 5) { scene.lines("starts").count == 2 }, "starts: \(scene.lines("starts"))")
        #expect(scene.lines("starts") == ["none", "none"], "no stale BLOCK_BUTTON: \(scene.lines("starts"))")
        #expect(try waitFor { try scene.scripts().contains(#""stream": {"text": "waiting""#) ? true : nil } == true)
        try scene.server.client(["xdotool", "click", "2"])
        #expect(try waitFor(timeout: 5) { try scene.scripts().contains(#""stream": {"text": "button 2""#) ? true : nil } == true)
    }

    @Test func repeatRunsItAgainAsItExitsAtMostOnceASecond() throws {
        // A command that exits at once, as a broken `repeat` script would: it must not spin.
        let scene = try Scene { folder in """
            [items]
            left = []
            center = ["again"]
            right = []
            [script.again]
            exec = "date +%s.%N >> \(folder)/runs; wc -l < \(folder)/runs"
            interval = "repeat"
            """ }
        let ran = waitUntil(timeout: 6) { scene.lines("runs").count >= 4 }
        let times = scene.lines("runs").compactMap(Double.init)
        #expect(ran, "runs: \(times); stderr: \(scene.panel.stderr)")
        let gaps = zip(times, times.dropFirst()).map { $1 - $0 }
        #expect(gaps.allSatisfy { $0 >= 0.9 && $0 < 2 }, "one start a second: \(gaps)")
        #expect(try waitFor { try scene.scripts().contains(#""again": {"text": ""#) ? true : nil } == true)
        #expect(!(try scene.scripts()).contains("failed"))
    }
}
