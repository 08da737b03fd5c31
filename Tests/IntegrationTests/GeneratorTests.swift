import Foundation
import Testing

/// Generators of i3bar's protocol as script items, with the real binary on a real Xvfb:
/// Debian's i3status, i3blocks, bumblebee-status and py3status, unchanged. Their blocks show in the item's place and in
/// `status --json`, clicks reach them as i3bar writes them, and they are paused while the
/// strip is hidden over a full-screen window.
@Suite(.serialized) struct GeneratorTests {
    typealias Scene = ScriptItemTests.Scene

    static let i3status = "/usr/bin/i3status"
    static let i3blocks = "/usr/bin/i3blocks"
    static let bumblebee = "/usr/bin/bumblebee-status"
    static let py3status = "/usr/bin/py3status"

    /// The state letter of `/proc/PID/stat` (`T` when stopped).
    static func state(_ pid: Int32) -> Character? {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
              let close = stat.lastIndex(of: ")") else { return nil }
        return stat[stat.index(close, offsetBy: 2)...].first
    }

    @Test(.enabled(if: FileManager.default.fileExists(atPath: i3status)))
    func i3statusShowsItsBlocksAndIsPausedWhileHidden() throws {
        let scene = try Scene { folder in
            try? """
            general {
              output_format = "i3bar"
              colors = true
              interval = 1
            }
            order += "load"
            order += "tztime local"
            load { format = "L %1min" }
            tztime local { format = "T %H:%M:%S" }
            """.write(toFile: folder + "/i3status.conf", atomically: true, encoding: .utf8)
            // No `interval`, no `format`: the header says what it is, and it runs on as a stream.
            return """
            [items]
            left = ["status"]
            center = []
            right = []
            [fullscreen]
            hide_after = 0.2
            [script.status]
            exec = "exec \(Self.i3status) -c \(folder)/i3status.conf"
            """
        }
        let found = try waitFor(timeout: 10) { () -> String? in
            let s = try scene.scripts()
            return s.contains(#""blocks": [{"name": "load", "instance": null, "text": "L "#) && s.contains(#"{"name": "tztime", "instance": "local", "text": "T "#) ? s : nil
        }
        let now = try scene.scripts()
        let scripts = try #require(found, "status: \(now); stderr: \(scene.panel.stderr)")
        #expect(scripts.contains(#""status": {"text": "L "#) && scripts.contains(#""state": "ok""#))
        // Drawn: the two blocks' text, with i3bar's separator line between them.
        let strip = try scene.server.screenshot()
        var inked = 0
        for x in 0..<400 { for y in 0..<24 where strip[x, y].r < 100 { inked += 1 } }
        #expect(inked > 100, "the blocks are drawn")

        let pid = try #require(Int32(try run(["pgrep", "-f", "i3status -c \(scene.folder)"]).out.split(separator: "\n").first ?? ""))
        #expect(Self.state(pid) != "T")
        // A window covering the monitor (no window manager: a kiosk's full screen) hides the
        // strip; i3status gets SIGSTOP, and SIGCONT once the window goes.
        let cover = try scene.server.spawn(["xev", "-geometry", "\(scene.server.width)x\(scene.server.height)+0+0"],
                                           stdout: FileHandle.nullDevice)
        let stopped = waitUntil(timeout: 5) { Self.state(pid) == "T" }
        #expect(stopped, "stopped while hidden; stderr: \(scene.panel.stderr)")
        // A tap on the top edge reveals the strip over the window: it goes on.
        try scene.server.client(["xdotool", "mousemove", "640", "0", "click", "1"])
        #expect(waitUntil(timeout: 5) { Self.state(pid) != "T" && Self.state(pid) != nil }, "continued when shown")
        cover.terminate()
        // Past the 30 s limit of a run it would be killed, were it not a stream now: the same process runs.
        #expect(kill(pid, 0) == 0)
    }

    @Test(.enabled(if: FileManager.default.fileExists(atPath: i3blocks)))
    func i3blocksAsAGeneratorGetsItsClicks() throws {
        let scene = try Scene { folder in
            try? """
            [clicky]
            command=echo "clicks ${BLOCK_BUTTON:-0}"; [ -z "$BLOCK_BUTTON" ] || echo "$BLOCK_NAME $BLOCK_BUTTON $BLOCK_X" >> \(folder)/clicks
            interval=once

            """.write(toFile: folder + "/i3blocks.conf", atomically: true, encoding: .utf8)
            return """
            [items]
            left = []
            center = ["blocks"]
            right = []
            [script.blocks]
            exec = "\(Self.i3blocks) -c \(folder)/i3blocks.conf"
            interval = "persist"
            """
        }
        let shown = try waitFor(timeout: 10) { try scene.scripts().contains(#"{"name": "clicky", "instance": null, "text": "clicks 0"}"#) ? true : nil }
        let status = try scene.scripts()
        #expect(shown == true, "status: \(status); stderr: \(scene.panel.stderr)")
        // i3blocks reads i3bar's click line from its stdin, finds the block by name and runs it
        // with BLOCK_BUTTON, as under i3bar.
        try scene.server.client(["xdotool", "mousemove", "\(scene.server.width / 2)", "12", "click", "3"])
        #expect(waitUntil(timeout: 5) { scene.lines("clicks") == ["clicky 3 \(scene.server.width / 2)"] },
                "clicks: \(scene.lines("clicks")); stderr: \(scene.panel.stderr)")
        #expect(try waitFor { try scene.scripts().contains(#""text": "clicks 3""#) ? true : nil } == true)
        try scene.server.client(["xdotool", "click", "1"])
        #expect(waitUntil(timeout: 5) { scene.lines("clicks").count == 2 && scene.lines("clicks")[1].hasPrefix("clicky 1 ") })
    }

    /// The first block of an item alone in the left group: where the strip's padding ends.
    static func pressFirstBlock(_ scene: Scene, button: Int = 1) throws {
        try scene.server.client(["xdotool", "mousemove", "14", "12", "click", "\(button)"])
    }

    /// bumblebee-status (Python, Debian's package): its blocks, each named by its module with a
    /// fresh UUID for an instance, shown in order; a left click on the first runs the module's
    /// `left-click` command, which bumblebee-status finds by the click event's name and instance.
    /// Its item has no `interval`: found a generator by its header, its first run (on /dev/null,
    /// whose end it spins on) is started again with a pipe for the clicks.
    @Test(.enabled(if: FileManager.default.fileExists(atPath: bumblebee)))
    func bumblebeeStatusShowsItsBlocksAndGetsItsClicks() throws {
        let scene = try Scene { folder in
            try? "#!/bin/sh\necho clicked >> \(folder)/clicks\n".write(toFile: folder + "/clicked", atomically: true, encoding: .utf8)
            chmod(folder + "/clicked", 0o755)
            return """
            [items]
            left = ["bee"]
            center = []
            right = []
            [script.bee]
            exec = "exec \(Self.bumblebee) -m datetime memory -p datetime.format='D %H:%M' datetime.left-click=\(folder)/clicked"
            """
        }
        let found = try waitFor(timeout: 10) { () -> String? in
            let s = try scene.scripts()
            return s.contains(#"{"name": "datetime", "instance": ""#) && s.contains(#"{"name": "memory", "instance": ""#) ? s : nil
        }
        let now = try scene.scripts()
        let scripts = try #require(found, "status: \(now); stderr: \(scene.panel.stderr)")
        #expect(scripts.contains(#""text": "D "#) && scripts.contains(#""state": "ok""#), "\(scripts)")
        let order = try #require(scripts.range(of: #""name": "datetime""#)?.lowerBound)
        #expect(order < (scripts.range(of: #""name": "memory""#)?.lowerBound ?? order), "in bumblebee's order: \(scripts)")
        let pid = try #require(Int32(try run(["pgrep", "-f", "datetime.left-click=\(scene.folder)/clicked"]).out
            .split(separator: "\n").first ?? ""))
        #expect((try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/\(pid)/fd/0"))?.hasPrefix("pipe:") == true,
                "its standard input a pipe, not /dev/null")
        try Self.pressFirstBlock(scene)
        #expect(waitUntil(timeout: 5) { scene.lines("clicks") == ["clicked"] },
                "clicks: \(scene.lines("clicks")); stderr: \(scene.panel.stderr)")
    }

    /// py3status (Python, Debian's package) with a built-in module and a module of the user's
    /// own (`-i FOLDER`, as py3status documents them), no i3status under it: both blocks shown,
    /// and a click on the last reaches the user module's `on_click` with its button. (py3status's
    /// `on_click` options are i3 commands sent through i3-msg, so they need i3 itself.)
    @Test(.enabled(if: FileManager.default.fileExists(atPath: py3status)))
    func py3statusShowsItsBlocksAndGetsItsClicks() throws {
        let scene = try Scene { folder in
            try? FileManager.default.createDirectory(atPath: folder + "/modules", withIntermediateDirectories: true)
            try? """
            class Py3status:
                def clicker(self):
                    return {"full_text": "py3 two", "cached_until": self.py3.CACHE_FOREVER}

                def on_click(self, event):
                    with open("\(folder)/clicks", "a") as f:
                        f.write("clicked %s %s\\n" % (event["name"], event["button"]))
            """.write(toFile: folder + "/modules/clicker.py", atomically: true, encoding: .utf8)
            try? """
            general {
              interval = 1
            }
            order += "static_string"
            order += "clicker"
            static_string {
              format = "py3 one"
            }
            """.write(toFile: folder + "/py3status.conf", atomically: true, encoding: .utf8)
            return """
            [items]
            left = []
            center = []
            right = ["py3"]
            [script.py3]
            exec = "exec \(Self.py3status) -i \(folder)/modules -c \(folder)/py3status.conf"
            interval = "persist"
            """
        }
        let found = try waitFor(timeout: 15) { () -> String? in
            let s = try scene.scripts()
            return s.contains(#""text": "py3 one""#) && s.contains(#""text": "py3 two""#) ? s : nil
        }
        let now = try scene.scripts()
        let scripts = try #require(found, "status: \(now); stderr: \(scene.panel.stderr)")
        // py3status's instances start with a space: kept as they came, for the click.
        #expect(scripts.contains(#""py3": {"text": "py3 one py3 two", "state": "ok", "blocks": [{"name": "static_string", "instance": " 0", "#),
                "\(scripts)")
        // The last block ends where the strip's padding starts, at the right.
        try scene.server.client(["xdotool", "mousemove", "\(scene.server.width - 14)", "12", "click", "3"])
        #expect(waitUntil(timeout: 5) { scene.lines("clicks") == ["clicked clicker 3"] },
                "clicks: \(scene.lines("clicks")); stderr: \(scene.panel.stderr)")
    }
}
