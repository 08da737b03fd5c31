import Foundation
import Testing

/// `[actions.ITEM]`: a click on an item runs its command, detached, told what was clicked and
/// where; a button without a command does nothing; a reload brings new commands.
@Suite(.serialized) struct ItemClickTests {
    /// The clock's command becomes a `sleep` the test looks at from outside (the shell execs
    /// it, so it is the spawned process itself, with what the panel gave it); `extra` adds
    /// keys to `[actions.clock]`.
    static func dotfile(extra: String = "") -> String {
        "[actions.clock]\nclick = 'exec sleep 60'\n" + extra
    }

    func children(of panel: PanelProcess) throws -> String {
        try run(["ps", "-o", "pid=,stat=,args=", "--ppid", "\(panel.process.processIdentifier)"]).out
    }

    @Test func clickOnTheClockRunsItsCommandDetached() throws {
        let home = try DotfileHome(Self.dotfile())
        let server = try XServer()
        let panel = try PanelProcess(on: server, environment: home.environment, logsFrames: true)
        _ = try #require(try panel.waitForStrip())
        // The clock is centred on the strip (StripLayout), whatever the time's width.
        let x = server.width / 2, y = 12
        try server.client(["xdotool", "mousemove", "\(x)", "\(y)", "click", "1"])
        let found = try waitFor(timeout: 10) { try children(of: panel).split(separator: "\n").first { $0.contains("sleep 60") } }
        let line = try #require(found, "no command ran; stderr: \(panel.stderr)")
        let pid = try #require(Int32(line.split(separator: " ")[0]))
        defer { kill(pid, SIGKILL) }

        let environ = try #require(FileManager.default.contents(atPath: "/proc/\(pid)/environ"))
        let environment = Set(environ.split(separator: 0).map { String(decoding: $0, as: UTF8.self) })
        for expected in ["STATUSPANEL_ITEM=clock", "STATUSPANEL_BUTTON=click", "STATUSPANEL_X=\(x)", "STATUSPANEL_Y=\(y)",
                         "STATUSPANEL_ITEM_Y=0", "STATUSPANEL_ITEM_HEIGHT=24", "STATUSPANEL_MONITOR_X=0",
                         "STATUSPANEL_MONITOR_WIDTH=\(server.width)", "DISPLAY=\(server.display)"] {
            #expect(environment.contains(expected), "\(expected) not in \(environment.sorted())")
        }
        func value(_ name: String) -> Int? {
            environment.first { $0.hasPrefix(name + "=") }.flatMap { Int($0.dropFirst(name.count + 1)) }
        }
        let itemX = try #require(value("STATUSPANEL_ITEM_X")), itemWidth = try #require(value("STATUSPANEL_ITEM_WIDTH"))
        #expect(itemX <= x && x < itemX + itemWidth && itemWidth > 10, "the clock at \(itemX), \(itemWidth) wide")

        // Its own session, which it leads; nothing of the panel's open but standard error; no
        // signal blocked.
        let sid = try run(["ps", "-o", "sid=", "-p", "\(pid)"]).out.trimmingCharacters(in: .whitespacesAndNewlines)
        #expect(sid == "\(pid)" && sid != "\(getsid(panel.process.processIdentifier))", "sid \(sid)")
        let fds = try FileManager.default.contentsOfDirectory(atPath: "/proc/\(pid)/fd").sorted()
        #expect(fds == ["0", "1", "2"], "descriptors: \(fds)")
        for fd in ["0", "1"] {
            #expect(try FileManager.default.destinationOfSymbolicLink(atPath: "/proc/\(pid)/fd/\(fd)") == "/dev/null")
        }
        let status = try String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8)
        #expect(status.contains("SigBlk:\t0000000000000000"), "\(status)")

        // SIGTERM ends it (default dispositions), and the panel reaps it: no child is left,
        // defunct or not.
        kill(pid, SIGTERM)
        let reaped = try waitUntil(timeout: 5) { try children(of: panel).isEmpty }
        let left = try children(of: panel)
        #expect(reaped, "children: \(left)")
        #expect(panel.process.isRunning)
    }

    @Test func aButtonWithoutACommandDoesNothingUntilAReloadGivesOne() throws {
        let out = NSTemporaryDirectory() + "statuspanel-right-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: out) }
        let home = try DotfileHome(Self.dotfile())
        let server = try XServer()
        let panel = try PanelProcess(on: server, environment: home.environment, logsFrames: true)
        _ = try #require(try panel.waitForStrip())
        let x = server.width / 2
        // A right click, a middle click and a wheel step on the clock, and a click on the
        // carrier (at the left end): none has a command.
        try server.client(["xdotool", "mousemove", "\(x)", "12", "click", "3", "click", "2", "click", "5",
                           "mousemove", "12", "12", "click", "1"])
        #expect(try panel.roundTrip(), "the panel handled the presses; stderr: \(panel.stderr)")
        #expect(try children(of: panel).isEmpty, "ran something")

        try home.write(Self.dotfile(extra: "right_click = 'touch \(out)'\n"))
        #expect(try run([panelBinary, "msg", "reload"], environment: server.environment).status == 0)
        #expect(try panel.roundTrip(), "the panel read the dotfile again")
        try server.client(["xdotool", "mousemove", "\(x)", "12", "click", "3"])
        #expect(waitUntil(timeout: 10) { FileManager.default.fileExists(atPath: out) }, "stderr: \(panel.stderr)")
        #expect(try waitUntil(timeout: 5) { try children(of: panel).isEmpty }, "the right click ran the left click's command too")
    }

    /// Over a full-screen window, the tap that brings the hidden strip back only does that; a
    /// click on the revealed strip runs the item's command.
    @Test func theTapThatRevealsRunsNothingAClickOnTheRevealedStripDoes() throws {
        let scene = try FullscreenTests.Scene(openbox: false, dotfile: "[fullscreen]\nhide_after = 1\nstay_revealed = 10\n" + Self.dotfile())
        let app = try FullscreenTests.App(on: scene.server, geometry: "\(scene.server.width)x\(scene.server.height)+0+0")
        #expect(try waitUntil(timeout: 5, scene.isHidden))
        let x = scene.server.width / 2
        try scene.tap(x: x, y: 0)
        #expect(try waitUntil(timeout: 2, scene.isRevealed))
        #expect(try scene.panel.roundTrip(), "the panel handled the tap")
        #expect(try children(of: scene.panel).isEmpty, "the revealing tap ran the clock's command")
        try scene.tap(x: x, y: 12)
        let found = try waitFor(timeout: 10) { try children(of: scene.panel).split(separator: "\n").first { $0.contains("sleep 60") } }
        let line = try #require(found, "a click on the revealed clock ran nothing; stderr: \(scene.panel.stderr)")
        if let pid = Int32(line.split(separator: " ")[0]) { kill(pid, SIGKILL) }
        #expect(app.presses == 0, "the clicks went to the strip, not the application")
    }
}
