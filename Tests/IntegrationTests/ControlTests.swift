import Foundation
import Testing

/// One panel per screen, `--replace`, and the commands of `statuspanel msg` and `statuspanel activity`.
@Suite(.serialized) struct ControlTests {
    @Test func aSecondPanelExitsNamingTheFirstAndReplace() throws {
        let server = try XServer()
        let first = try PanelProcess(on: server)
        _ = try #require(try first.waitForStrip())
        let windowsBefore = try server.windows(classInstance: "statuspanel")
        let second = try run([panelBinary, "--sysroot", fixtureSysroot("laptop-one-battery")], environment: server.environment)
        #expect(second.status == 1)
        #expect(second.err.split(separator: "\n").count == 1)
        #expect(second.err.contains("pid \(first.process.processIdentifier)"), "stderr: \(second.err)")
        #expect(second.err.contains("--replace"))
        #expect(try server.windows(classInstance: "statuspanel") == windowsBefore, "the refused panel made no window")
        #expect(first.process.isRunning)
    }

    @Test func replaceTakesOverAndTheOldPanelExitsZero() throws {
        let server = try XServer()
        let old = try PanelProcess(on: server)
        let oldStrip = try #require(try old.waitForStrip())
        let new = try PanelProcess(on: server, arguments: ["--replace"])
        #expect(old.waitForExit(timeout: 5) == 0, "stderr: \(old.stderr)")
        let newStrip = try #require(try new.waitForStrip())
        #expect(newStrip != oldStrip)
        #expect(try server.property(of: newStrip, "_NET_WM_PID") == "\(new.process.processIdentifier)")
        #expect(new.process.isRunning)
        // The new panel owns the screen now: another start names it.
        let again = try run([panelBinary, "--sysroot", fixtureSysroot("laptop-one-battery")], environment: server.environment)
        #expect(again.err.contains("pid \(new.process.processIdentifier)"))
    }

    @Test(arguments: [["reveal"], ["hide"], ["toggle"], ["style", "dark"], ["activity", "begin"], ["reload"]])
    func msgWithoutAPanelExitsOneWithAClearMessage(command: [String]) throws {
        let server = try XServer()
        let result = try run([panelBinary, "msg"] + command, environment: server.environment)
        #expect(result.status == 1)
        #expect(result.err.contains("no panel is running on \(server.display)"), "stderr: \(result.err)")
    }

    @Test func msgStyleForcesContentUntilAuto() throws {
        let server = try XServer()
        let panel = try PanelProcess(on: server)
        _ = try #require(try panel.waitForStrip())
        // The gray preset has dark content; the clock sits in the middle.
        func clockPixels() throws -> (dark: Int, light: Int) {
            let shot = try server.screenshot()
            return (shot.count(x: 600, y: 0, width: 80, height: 24) { $0 < 0.05 },
                    shot.count(x: 600, y: 0, width: 80, height: 24) { $0 > 0.9 })
        }
        #expect(try waitUntil { try clockPixels().dark > 20 })
        #expect(try run([panelBinary, "msg", "style", "light"], environment: server.environment).status == 0)
        #expect(try waitUntil(timeout: 2) { let p = try clockPixels(); return p.light > 20 && p.dark == 0 }, "light content")
        #expect(try run([panelBinary, "msg", "style", "auto"], environment: server.environment).status == 0)
        #expect(try waitUntil(timeout: 2) { try clockPixels().dark > 20 }, "back to the configured style")
        let bad = try run([panelBinary, "msg", "style", "purple"], environment: server.environment)
        #expect(bad.status != 0 && bad.err.contains("dark"), "stderr: \(bad.err)")
    }

    /// The activity indicator sits at the left of the right group, just before "42%" (which starts near x = 1208).
    static func activityRegion(_ shot: RGBImage) -> [UInt8] {
        shot.region(x: 1120, y: 0, width: 84, height: 24)
    }

    @Test func activityRequestsShowTheIndicatorAfterMinDurationAndEnd() throws {
        let home = try DotfileHome("[activity]\nmin_duration = 1\n")
        let server = try XServer()
        let panel = try PanelProcess(on: server, environment: home.environment)
        _ = try #require(try panel.waitForPaintedStrip())
        let idle = Self.activityRegion(try server.screenshot())
        let begun = Date()
        #expect(try run([panelBinary, "msg", "activity", "begin", "--id", "7"], environment: server.environment).status == 0)
        let shown = try waitUntil(timeout: 3) { Self.activityRegion(try server.screenshot()) != idle }
        let after = Date().timeIntervalSince(begun)
        print("activity indicator shown \(Int(after * 1000)) ms after msg activity begin (min_duration 1 s)")
        #expect(shown && after >= 0.9, "shown: \(shown) after \(after) s")
        // Another requester's end does not stop it; the holder's does (after the 1 s quiet period).
        #expect(try run([panelBinary, "msg", "activity", "end", "--id", "8"], environment: server.environment).status == 0)
        #expect(try run([panelBinary, "msg", "activity", "end", "--id", "7"], environment: server.environment).status == 0)
        #expect(try waitUntil(timeout: 3) { Self.activityRegion(try server.screenshot()) == idle }, "indicator off again")
    }

    @Test func activityCommandShowsTheIndicatorWhileItRunsAndPassesItsStatus() throws {
        let home = try DotfileHome("[activity]\nmin_duration = 0.5\n")
        let server = try XServer()
        let panel = try PanelProcess(on: server, environment: home.environment)
        _ = try #require(try panel.waitForPaintedStrip())
        let idle = Self.activityRegion(try server.screenshot())
        let flag = home.root + "/running"
        let command = try server.spawn([panelBinary, "activity", "--", "sh", "-c", "touch \(flag); sleep 2; exit 5"])
        #expect(try waitUntil(timeout: 3) { Self.activityRegion(try server.screenshot()) != idle }, "indicator while it runs")
        #expect(waitUntil(timeout: 5) { !command.isRunning })
        #expect(command.terminationStatus == 5)
        #expect(try waitUntil(timeout: 3) { Self.activityRegion(try server.screenshot()) == idle }, "off after it ended")
        // Without a panel the command still runs, and its status still comes through.
        #expect(panel.stop() == 0)
        #expect(try run([panelBinary, "activity", "--", "sh", "-c", "exit 9"], environment: server.environment).status == 9)
    }
}
