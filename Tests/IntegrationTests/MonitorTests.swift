import Foundation
import Testing

/// One strip per monitor, following RandR changes without restarting. Xvfb has one output, so
/// the monitors are RandR 1.5 monitors made with `xrandr --setmonitor` on a wide screen.
@Suite(.serialized) struct MonitorTests {
    final class Desk {
        let server: XServer
        let home: DotfileHome

        init(dotfile: String, monitors: [(String, Int)] = [("LEFT", 0), ("RIGHT", 1280)]) throws {
            server = try XServer(width: 2560, height: 720)
            home = try DotfileHome(dotfile)
            for (name, x) in monitors { try setMonitor(name, x: x) }
        }

        func setMonitor(_ name: String, x: Int, width: Int = 1280) throws {
            try server.client(["xrandr", "--setmonitor", name, "\(width)/300x720/200+\(x)+0", "none"])
        }

        func start(logsFrames: Bool = false) throws -> PanelProcess {
            let panel = try PanelProcess(on: server, environment: home.environment, logsFrames: logsFrames)
            _ = try #require(try panel.waitForStrip(), "stderr: \(panel.stderr)")
            return panel
        }

        /// The mapped strips' geometries, left to right.
        func strips() throws -> [WindowInfo] {
            let tree = try server.client(["xwininfo", "-root", "-tree"]).split(separator: "\n")
            let ids = tree.filter { $0.contains("\"statuspanel\": (\"statuspanel\"") }
                .map { String($0.trimmingCharacters(in: .whitespaces).split(separator: " ")[0]) }
            return try ids.compactMap { try server.info($0) }.filter { $0.mapState == "IsViewable" }
                .sorted { ($0.x, $0.width) < ($1.x, $1.width) }
        }

        func stripIDs() throws -> [String: Int] {
            let tree = try server.client(["xwininfo", "-root", "-tree"]).split(separator: "\n")
            var result: [String: Int] = [:]
            for line in tree where line.contains("\"statuspanel\": (\"statuspanel\"") {
                let id = String(line.trimmingCharacters(in: .whitespaces).split(separator: " ")[0])
                if let info = try server.info(id), info.mapState == "IsViewable" { result[id] = info.x }
            }
            return result
        }

        func seconds(until condition: () throws -> Bool) rethrows -> Double? {
            let start = Date()
            return try waitUntil(timeout: 3, condition) ? Date().timeIntervalSince(start) : nil
        }
    }

    static func strip(x: Int, width: Int = 1280) -> WindowInfo { WindowInfo(x: x, y: 0, width: width, height: 24, mapState: "IsViewable") }

    @Test func aStripPerNamedMonitorEachWithItsOwnStrutSpan() throws {
        let desk = try Desk(dotfile: "[panel]\nmonitor = [\"LEFT\", \"RIGHT\"]\n")
        let panel = try desk.start()
        #expect(try waitUntil { try desk.strips() == [Self.strip(x: 0), Self.strip(x: 1280)] })
        let struts = try desk.stripIDs().sorted { $0.value < $1.value }.map { try desk.server.property(of: $0.key, "_NET_WM_STRUT_PARTIAL") }
        #expect(struts == ["0, 0, 24, 0, 0, 0, 0, 0, 0, 1279, 0, 0", "0, 0, 24, 0, 0, 0, 0, 0, 1280, 2559, 0, 0"])
        #expect(panel.process.isRunning)
    }

    @Test func monitorsComingGoingAndMovingAreFollowedWithoutARestart() throws {
        let desk = try Desk(dotfile: "[panel]\nmonitor = \"all\"\n")
        let panel = try desk.start()
        // "all": LEFT, RIGHT, and the screen-wide monitor Xvfb keeps for its one output.
        #expect(try waitUntil { try desk.strips().count == 3 })
        try desk.server.client(["xrandr", "--delmonitor", "RIGHT"])
        let removed = try desk.seconds { try desk.strips() == [Self.strip(x: 0), Self.strip(x: 0, width: 2560)] }
        print("monitor removed: strip gone in \(removed.map { "\(Int($0 * 1000)) ms" } ?? "never")")
        #expect(removed != nil && removed! < 1)
        try desk.setMonitor("RIGHT", x: 1600, width: 960)
        let added = try desk.seconds { try desk.strips().contains(Self.strip(x: 1600, width: 960)) }
        print("monitor added: strip shown in \(added.map { "\(Int($0 * 1000)) ms" } ?? "never")")
        #expect(added != nil && added! < 1)
        // Xvfb ignores --setmonitor for a name that exists: a move is a delete and a set.
        try desk.server.client(["xrandr", "--delmonitor", "RIGHT"])
        try desk.setMonitor("RIGHT", x: 1400, width: 1100)
        let moved = try desk.seconds { try desk.strips() == [Self.strip(x: 0), Self.strip(x: 0, width: 2560), Self.strip(x: 1400, width: 1100)] }
        print("monitor moved: strip followed in \(moved.map { "\(Int($0 * 1000)) ms" } ?? "never")")
        #expect(moved != nil && moved! < 1)
        #expect(panel.process.isRunning, "the same process throughout")
    }

    @Test func theScreenResizedThroughRandRIsFollowed() throws {
        let desk = try Desk(dotfile: "", monitors: [])
        let panel = try desk.start()
        #expect(try waitUntil { try desk.strips() == [Self.strip(x: 0, width: 2560)] })
        try desk.server.client(["xrandr", "--fb", "1920x720"])
        let resized = try desk.seconds { try desk.strips() == [Self.strip(x: 0, width: 1920)] }
        print("screen resized: strip followed in \(resized.map { "\(Int($0 * 1000)) ms" } ?? "never")")
        #expect(resized != nil && resized! < 1)
        #expect(panel.process.isRunning)
    }

    @Test func fullScreenHidesOnlyTheStripOfItsMonitor() throws {
        let desk = try Desk(dotfile: "[panel]\nmonitor = [\"LEFT\", \"RIGHT\"]\n[fullscreen]\nhide_after = 0.5\n")
        _ = try desk.start()
        #expect(try waitUntil { try desk.strips().count == 2 })
        // No window manager: a window covering the RIGHT monitor is full-screen there.
        try desk.server.spawn(["xlogo", "-geometry", "1280x720+1280+0"])
        #expect(try waitUntil(timeout: 3) { try desk.strips() == [Self.strip(x: 0)] })
        let zones = try desk.server.client(["xwininfo", "-root", "-tree"]).split(separator: "\n").filter { $0.contains("statuspanel-reveal") }
        let mappedZones = try zones.compactMap { line -> WindowInfo? in
            let id = String(line.trimmingCharacters(in: .whitespaces).split(separator: " ")[0])
            return try desk.server.info(id).flatMap { $0.mapState == "IsViewable" ? $0 : nil }
        }
        #expect(mappedZones.map(\.x) == [1280], "only the RIGHT monitor's reveal zone")
    }

    @Test func eachXScreenHasItsOwnPanel() throws {
        // Two X screens (not Xinerama): one panel each, each owning its own selection.
        let server = try XServer(screens: 2)
        let first = try PanelProcess(on: server, environment: ["DISPLAY": server.display + ".0"], logsFrames: true)
        let second = try PanelProcess(on: server, environment: ["DISPLAY": server.display + ".1"], logsFrames: true)
        #expect(waitUntil { first.process.isRunning && second.process.isRunning })
        let onScreen1 = try waitFor { () -> String? in
            let out = try run(["xwininfo", "-root", "-tree"], environment: ["DISPLAY": server.display + ".1"]).out
            return out.contains("(\"statuspanel\" ") ? out : nil
        }
        #expect(onScreen1 != nil, "a strip on screen 1; stderr: \(second.stderr)")
        // Each has started up and answers on its own screen: neither took the other's selection.
        #expect(try first.roundTrip() && second.roundTrip(), "both answer: \(first.stderr) \(second.stderr)")
        #expect(first.process.isRunning && second.process.isRunning, "neither took the other's screen: \(first.stderr) \(second.stderr)")
    }
}
