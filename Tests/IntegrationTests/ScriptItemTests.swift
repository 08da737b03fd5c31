import Foundation
import Testing

/// Script items (`[script.NAME]`) and the pill, with the real binary on a real Xvfb: real
/// scripts of i3blocks (Debian's package ships them in /usr/share/i3blocks), streams, pushes,
/// signals, clicks, failures, and what is left behind.
@Suite(.serialized) struct ScriptItemTests {
    /// A running panel with `dotfile`, and a folder for the scripts' traces.
    final class Scene {
        let home: DotfileHome
        let server: XServer
        let panel: PanelProcess
        let folder = NSTemporaryDirectory() + "statuspanel-scripts-\(UUID().uuidString)"

        /// `settles` false for a strip that never stops changing (a stream counting every 0.1 s):
        /// it is only waited for until mapped, since two screenshots in a row never agree.
        init(settles: Bool = true, _ dotfile: (String) -> String) throws {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            home = try DotfileHome(dotfile(folder))
            server = try XServer()
            panel = try PanelProcess(on: server, environment: home.environment)
            if settles {
                _ = try #require(try panel.waitForPaintedStrip(), "stderr: \(panel.stderr)")
            } else {
                _ = try #require(try panel.waitForStrip(), "stderr: \(panel.stderr)")
            }
        }

        deinit { try? FileManager.default.removeItem(atPath: folder) }

        var environment: [String: String] { server.environment.merging(home.environment) { $1 } }

        /// `status --json`'s `scripts` object, as text.
        func scripts() throws -> String {
            let out = try run([panelBinary, "status", "--json", "--sysroot", fixtureSysroot("laptop-one-battery")], environment: environment).out
            guard let start = out.range(of: "\"scripts\": ") else { return "" }
            return String(out[start.upperBound...].dropLast(2))
        }

        func msg(_ arguments: [String]) throws -> Int32 {
            try run([panelBinary, "msg"] + arguments, environment: environment).status
        }

        func lines(_ name: String) -> [String] {
            ((try? String(contentsOfFile: folder + "/" + name, encoding: .utf8)) ?? "").split(separator: "\n").map(String.init)
        }
    }

    static let i3blocks = "/usr/share/i3blocks"

    /// The count the counter script shows in `status --json`'s scripts (`"Counter: 12"`).
    static func count(in scripts: String) -> Int? {
        guard let start = scripts.range(of: "\"Counter: ")?.upperBound else { return nil }
        return Int(scripts[start...].prefix(while: \.isNumber))
    }

    @Test(.enabled(if: FileManager.default.fileExists(atPath: i3blocks + "/load_average")))
    func i3blocksOwnScriptsAStreamAndAFailureShowInStatus() throws {
        let scene = try Scene { folder in
            // i3blocks 1.5's counter: a JSON key is the next run's variable.
            try? """
            #!/bin/sh
            printf '{"full_text":"Counter: %s", "_count":%d}\\n' "${_count:-0}" $((${_count:-0} + 1))
            """.write(toFile: folder + "/counter", atomically: true, encoding: .utf8)
            chmod(folder + "/counter", 0o755)
            return """
            [items]
            right = ["load", "mem", "song", "json", "broken", "counter", "battery"]
            [script.counter]
            exec = "\(folder)/counter"
            format = "json"
            interval = 0.2
            [script.load]
            exec = "\(Self.i3blocks)/load_average"
            interval = 1
            [script.mem]
            exec = "\(Self.i3blocks)/memory"
            [script.song]
            exec = "for i in 1 2 3; do echo \\"song $i\\"; sleep 0.2; done; sleep 60"
            interval = "persist"
            [script.json]
            exec = "echo '{\\"full_text\\": \\"CPU 93%\\", \\"short_text\\": \\"93%\\", \\"color\\": \\"#222222\\"}'"
            interval = "once"
            [script.broken]
            exec = "no-such-command-here"
            """ }
        let found = try waitFor(timeout: 10) { () -> String? in
            let s = try scene.scripts()
            // The counter runs every 0.2 s: a poll on a busy machine can miss any one count.
            return s.contains("\"song 3\"") && s.contains("\"failed\"") && s.contains("\"CPU 93%\"") && (Self.count(in: s) ?? 0) >= 3 ? s : nil
        }
        let now = try scene.scripts()
        let scripts = try #require(found, "status: \(now); stderr: \(scene.panel.stderr)")
        #expect(scripts.contains(#""load": {"text": ""#) && !scripts.contains(#""load": {"text": "", "#))
        #expect(scripts.contains(#""mem": {"text": ""#) && scripts.contains(#"G", "state": "ok"}"#), "\(scripts)")
        #expect(scripts.contains(#""broken": {"text": "", "state": "failed", "reason": "command not found"#), "\(scripts)")
        // `status` says why, too.
        let line = try run([panelBinary, "status", "--sysroot", fixtureSysroot("laptop-one-battery")], environment: scene.environment).out
        #expect(line.contains("\nscript broken: failed: command not found"), "\(line)")
        let said = scene.panel.stderr.components(separatedBy: "script broken").count - 1
        #expect(said == 1, "the failure is said once: \(scene.panel.stderr)")
        #expect(scene.panel.stderr.contains("command not found"))
        // Without a panel on the display there is no scripts object.
        let alone = try run([panelBinary, "status", "--json", "--sysroot", fixtureSysroot("laptop-one-battery")],
                            environment: ["DISPLAY": ":9999"]).out
        #expect(!alone.contains("scripts"))
    }

    @Test func pushRefreshSignalAndClickRunItAgain() throws {
        let scene = try Scene { folder in """
            [items]
            left = []
            center = ["counter"]
            right = []
            [script.counter]
            exec = "echo \\"$BLOCK_NAME $BLOCK_INSTANCE $BLOCK_INTERVAL ${BLOCK_BUTTON:-none}\\" >> \(folder)/runs; wc -l < \(folder)/runs"
            interval = "once"
            signal = 4
            instance = "here"
            [actions.counter]
            middle_click = "echo \\"$STATUSPANEL_ITEM $STATUSPANEL_BUTTON\\" >> \(folder)/actions"
            """ }
        #expect(waitUntil { scene.lines("runs").count == 1 })
        #expect(scene.lines("runs").first == "counter here once none")
        #expect(try scene.msg(["refresh", "counter"]) == 0)
        #expect(waitUntil { scene.lines("runs").count == 2 })
        scene.panel.process.signal(SIGRTMIN() + 4)
        let signalled = waitUntil { scene.lines("runs").count == 3 }
        #expect(signalled, "SIGRTMIN+4 runs it: \(scene.lines("runs"))")
        // A signal no script names leaves the panel running.
        scene.panel.process.signal(SIGRTMIN() + 9)
        #expect(try waitFor { try scene.scripts().contains(#""text": "3""#) ? true : nil } == true)
        // A click on the item (alone in the centre) runs it with i3blocks' click variables.
        try scene.server.client(["xdotool", "mousemove", "\(scene.server.width / 2)", "12", "click", "3"])
        let clicked = waitUntil { scene.lines("runs").count == 4 }
        let stderr = scene.panel.stderr
        #expect(clicked, "stderr: \(stderr)")
        #expect(scene.lines("runs").last == "counter here once 3")
        // A button with an [actions.NAME] command runs that, as for any item, and not the script.
        try scene.server.client(["xdotool", "mousemove", "\(scene.server.width / 2)", "12", "click", "2"])
        #expect(waitUntil { scene.lines("actions") == ["counter middle_click"] }, "actions: \(scene.lines("actions"))")
        #expect(scene.lines("runs").count == 4)
        #expect(scene.panel.process.isRunning)
        // Pushed text replaces it, plain or JSON; empty hides it.
        #expect(try scene.msg(["set", "counter", #"{"text": "pushed", "class": "x"}"#]) == 0)
        #expect(try waitFor { try scene.scripts().contains(#""counter": {"text": "pushed", "state": "ok"}"#) ? true : nil } == true)
        #expect(try scene.msg(["set", "counter", ""]) == 0)
        #expect(try waitFor { try scene.scripts().contains(#""state": "hidden""#) ? true : nil } == true)
        #expect(try scene.msg(["set", "bad name", "x"]) != 0)
    }

    @Test func thePillShowsBehindTheClockWhileACommandRuns() throws {
        let scene = try Scene { _ in "[items]\nleft = []\nright = []\n" }
        let before = try scene.server.screenshot()
        func reddish(_ image: RGBImage) -> Int {
            var n = 0
            for y in 0..<24 { for x in (scene.server.width / 2 - 60)..<(scene.server.width / 2 + 60) {
                let p = image[x, y]
                if Int(p.r) > Int(p.g) + 80 && Int(p.r) > Int(p.b) + 80 { n += 1 }
            } }
            return n
        }
        #expect(reddish(before) == 0)
        let pill = try scene.server.spawn([panelBinary, "pill", "--color", "red", "--text", "REC", "--elapsed", "--", "sleep", "3"],
                                          environment: scene.home.environment)
        let shown = try waitFor(timeout: 5) { () -> Int? in
            let n = reddish(try scene.server.screenshot())
            return n > 100 ? n : nil
        }
        let stderr = scene.panel.stderr
        #expect(shown != nil, "no red capsule; stderr: \(stderr)")
        pill.waitUntilExit()
        #expect(pill.terminationStatus == 0)
        #expect(waitUntil(timeout: 5) { (try? reddish(scene.server.screenshot())) == 0 }, "the pill goes when its command ends")
        // msg pill raises one by id, --clear takes it away.
        #expect(try scene.msg(["pill", "--id", "call", "--color", "green"]) == 0)
        #expect(try scene.msg(["pill", "--clear", "--id", "call"]) == 0)
        #expect(try scene.msg(["pill", "--color", "pink"]) != 0)
    }

    @Test func aHungScriptIsKilledAndNothingOutlivesThePanel() throws {
        // Sleeps no other test on the machine runs, so that what is left behind is this panel's.
        let tag = "\(Int.random(in: 10_000..<100_000))"
        let scene = try Scene { folder in """
            [items]
            right = ["hung", "daemon", "flood"]
            [script.hung]
            exec = "echo started >> \(folder)/hung; exec sleep \(tag)0"
            interval = 1
            [script.daemon]
            exec = "sleep \(tag)1 & echo $! >> \(folder)/daemons; echo up; sleep \(tag)2"
            interval = "persist"
            [script.flood]
            exec = "yes flood"
            interval = "persist"
            """ }
        #expect(waitUntil { scene.lines("daemons").count == 1 && scene.lines("hung").count == 1 })
        // The clock keeps answering while a script hangs and another floods.
        let started = Date()
        #expect(try scene.msg(["reveal"]) == 0)
        #expect(Date().timeIntervalSince(started) < 2)
        #expect(try waitFor { try scene.scripts().contains(#""flood": {"text": "flood", "state": "ok"}"#) ? true : nil } == true)
        let daemon = try #require(Int32(scene.lines("daemons")[0]))
        #expect(kill(daemon, 0) == 0)
        let panel = scene.panel.process.processIdentifier
        kill(panel, SIGTERM)
        scene.panel.process.waitUntilExit()
        #expect(waitUntil(timeout: 5) { kill(daemon, 0) != 0 }, "the forked daemon is killed with its group at exit")
        let left = try run(["pgrep", "-f", "sleep \(tag)[012]"]).out
        #expect(left.isEmpty, "left behind: \(left)")
    }
}

/// SIGRTMIN as glibc gives it at run time.
func SIGRTMIN() -> Int32 { __libc_current_sigrtmin() }

extension ScriptItemTests {
    /// A reload keeps an unchanged stream running and read, starts a changed one anew and kills
    /// a removed one's group.
    @Test func aReloadKeepsUnchangedScriptsAndKillsRemovedOnes() throws {
        func dotfile(_ folder: String, height: Int, withGone: Bool) -> String {
            """
            [panel]
            height = \(height)
            [items]
            right = ["count", "battery"]
            [script.count]
            exec = "i=0; while :; do i=$((i+1)); echo \\"n $i\\"; sleep 0.1; done"
            interval = "persist"
            """ + (withGone ? """

            [script.gone]
            exec = "echo $$ >> \(folder)/gone; exec sleep 603"
            interval = "once"
            """ : "")
        }
        let scene = try Scene(settles: false) { dotfile($0, height: 24, withGone: true) }
        #expect(waitUntil { scene.lines("gone").count == 1 })
        let gone = try #require(Int32(scene.lines("gone")[0]))
        func count() throws -> Int? {
            let s = try scene.scripts()
            guard let r = s.range(of: #""count": {"text": "n "#) else { return nil }
            return Int(s[r.upperBound...].prefix { $0.isNumber })
        }
        let before = try #require(try waitFor { try count() })
        try scene.home.write(dotfile(scene.folder, height: 26, withGone: false))
        #expect(try scene.msg(["reload"]) == 0)
        #expect(waitUntil(timeout: 5) { kill(gone, 0) != 0 }, "the removed script's process is killed")
        // The same stream goes on counting (kept, not restarted: its count does not start at 1 again).
        let later = try waitFor(timeout: 5) { () -> Int? in
            guard let n = try count(), n > before + 10 else { return nil }
            return n
        }
        let now = try scene.scripts()
        #expect(later != nil, "the stream is still read after the reload: \(now)")
        #expect(!now.contains("gone"))
    }
}
