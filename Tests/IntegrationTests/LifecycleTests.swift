import Foundation
import Testing

/// Starting without a display, ending on signals, and losing the X server.
@Suite(.serialized) struct LifecycleTests {
    @Test func noDisplayExitsWithOneLine() throws {
        let result = try run(["env", "-u", "DISPLAY", panelBinary])
        #expect(result.status == 1)
        let lines = result.err.split(separator: "\n")
        #expect(lines.count == 1)
        #expect(result.err.contains("DISPLAY"))
    }

    @Test func unreachableDisplayExitsWithOneLine() throws {
        let result = try run([panelBinary], environment: ["DISPLAY": ":4321"])
        #expect(result.status == 1)
        #expect(result.err.split(separator: "\n").count == 1)
        #expect(result.err.contains(":4321"))
    }

    @Test(arguments: [SIGTERM, SIGINT])
    func signalsEndCleanly(signal: Int32) throws {
        let server = try XServer()
        let panel = try PanelProcess(on: server)
        _ = try #require(try panel.waitForStrip())
        #expect(panel.stop(signal: signal) == 0)
        #expect(panel.stderr.isEmpty, "stderr: \(panel.stderr)")
    }

    @Test func serverGoingAwayIsOneLineAndExitOne() throws {
        let server = try XServer()
        let panel = try PanelProcess(on: server)
        _ = try #require(try panel.waitForStrip())
        let process = panel.process
        server.killServer()
        #expect(waitUntil(timeout: 5) { !process.isRunning })
        #expect(process.terminationStatus == 1)
        #expect(process.terminationReason == .exit, "it crashed instead of exiting")
        let lines = panel.stderr.split(separator: "\n")
        #expect(lines.count == 1 && lines[0].contains("lost the connection"), "stderr: \(panel.stderr)")
    }

    /// A stream and what it started end with the panel when the X server goes, as they do on
    /// SIGTERM: an i3bar generator left behind would run for ever, its pipes read by no one.
    @Test func serverGoingAwayEndsTheScriptsItRuns() throws {
        let tag = "\(getpid())\(Int.random(in: 1000...9999))"
        let scene = try ScriptItemTests.Scene { folder in
            """
            [items]
            center = ["stream"]
            [script.stream]
            exec = "echo $$ > \(folder)/stream; sleep 33\(tag) & echo $! > \(folder)/child; while :; do echo tick; sleep 1; done"
            interval = "persist"
            """
        }
        defer { _ = try? run(["pkill", "-f", "sleep 33\(tag)"]) }
        #expect(waitUntil { !scene.lines("stream").isEmpty && !scene.lines("child").isEmpty }, "stderr: \(scene.panel.stderr)")
        let stream = try #require(Int32(scene.lines("stream").first ?? ""))
        let child = try #require(Int32(scene.lines("child").first ?? ""))
        #expect(kill(stream, 0) == 0 && kill(child, 0) == 0, "the stream runs")
        let process = scene.panel.process
        scene.server.killServer()
        #expect(waitUntil(timeout: 5) { !process.isRunning })
        #expect(waitUntil(timeout: 5) { !Self.isLive(stream) && !Self.isLive(child) }, "the stream and its child end with the panel")
    }

    /// Whether `pid` names a process that has not ended (a zombie waiting for its new parent to
    /// reap it has).
    static func isLive(_ pid: Int32) -> Bool {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
              let end = stat.lastIndex(of: ")") else { return false }
        return !stat[stat.index(after: end)...].trimmingCharacters(in: .whitespaces).hasPrefix("Z")
    }
}
