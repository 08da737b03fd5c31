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
}
