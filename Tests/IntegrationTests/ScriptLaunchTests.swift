import Foundation
import Testing

/// An app a script's click handler starts in the background lives on after the script and the
/// panel, as under i3blocks: the panel ends only its own runs, and what still holds a run's
/// output pipe.
@Suite(.serialized) struct ScriptLaunchTests {
    @Test func anAppAClickStartsOutlivesTheScriptAndThePanel() throws {
        let tag = "\(getpid())\(Int.random(in: 1000...9999))"
        // i3blocks-contrib's way (disk_usage, email): on a left click, open an app, its output
        // elsewhere; and a straggler that kept the script's output (killed with the run).
        let scene = try Self.scene { folder in
            """
            case $BLOCK_BUTTON in
              1) xmessage -name app\(tag) "opened from the disk item" >/dev/null 2>&1 &
                 echo $! >> \(folder)/apps ;;
            esac
            sleep 30\(tag) &
            echo $! >> \(folder)/holders
            echo "disk 42%"
            """
        }
        defer { _ = try? run(["pkill", "-f", "app\(tag)"]) }
        let ran = waitUntil { scene.lines("holders").count == 1 }
        #expect(ran, "holders: \(scene.lines("holders")); status: \((try? scene.scripts()) ?? ""); stderr: \(scene.panel.stderr)")
        let straggler = try #require(Int32(scene.lines("holders")[0]))
        #expect(waitUntil(timeout: 5) { kill(straggler, 0) != 0 }, "what holds the run's output pipe ends with the run")

        try scene.server.client(["xdotool", "mousemove", "\(scene.server.width / 2)", "12", "click", "1"])
        #expect(waitUntil { scene.lines("apps").count == 1 && scene.lines("holders").count == 2 }, "stderr: \(scene.panel.stderr)")
        let app = try #require(Int32(scene.lines("apps").first ?? ""))
        // The run is over (its straggler killed) and the app is still there, its window mapped.
        let second = try #require(Int32(scene.lines("holders")[1]))
        #expect(waitUntil(timeout: 5) { kill(second, 0) != 0 })
        #expect(try waitFor { try scene.server.client(["xdotool", "search", "--classname", "app\(tag)"]).isEmpty ? nil : true } == true)
        #expect(kill(app, 0) == 0, "the app outlives the script")
        // And the panel.
        #expect(scene.panel.stop() != nil)
        #expect(kill(app, 0) == 0, "the app outlives the panel")
        #expect(try !scene.server.client(["xdotool", "search", "--classname", "app\(tag)"]).isEmpty)
    }

    /// A child the script forks just before it exits, which puts its output elsewhere a moment
    /// later (as `app >/dev/null &` does once the child runs), is not taken for a straggler on
    /// the run's pipe: what still holds the pipe is looked for a moment after the exit.
    @Test func aChildThatLeavesThePipeJustAfterTheExitLivesOn() throws {
        let tag = "\(getpid())\(Int.random(in: 1000...9999))"
        let scene = try Self.scene { folder in
            """
            ( sleep 0.1; exec sleep 31\(tag) >/dev/null 2>&1 ) &
            echo $! >> \(folder)/apps
            sleep 32\(tag) &
            echo $! >> \(folder)/holders
            echo "usage 1"
            """
        }
        defer { _ = try? run(["pkill", "-f", "sleep 3[12]\(tag)"]) }
        #expect(waitUntil { scene.lines("holders").count == 1 && scene.lines("apps").count == 1 }, "stderr: \(scene.panel.stderr)")
        let straggler = try #require(Int32(scene.lines("holders").first ?? ""))
        let app = try #require(Int32(scene.lines("apps").first ?? ""))
        // The straggler is killed by the same look that spares the child: once it is gone, the
        // panel has decided for both.
        #expect(waitUntil(timeout: 5) { kill(straggler, 0) != 0 }, "what holds the run's output pipe ends with the run")
        #expect(kill(app, 0) == 0, "the child that left the pipe a moment after the exit lives on")
    }

    /// A panel whose one item, `usage` in the centre, runs once the shell script `body` (given
    /// the scene's folder) makes.
    static func scene(_ body: (String) -> String) throws -> ScriptItemTests.Scene {
        try ScriptItemTests.Scene { folder in
            try? ("#!/bin/sh\n" + body(folder) + "\n").write(toFile: folder + "/usage", atomically: true, encoding: .utf8)
            chmod(folder + "/usage", 0o755)
            return """
            [items]
            left = []
            center = ["usage"]
            right = []
            [script.usage]
            exec = "\(folder)/usage"
            interval = "once"
            """
        }
    }
}
