import Foundation
import Testing

/// The system-wide dotfile (`$XDG_CONFIG_DIRS/statuspanel/config.toml`, a kiosk fleet's): read
/// when the user has none, the user's winning whole when both exist, followed live both ways.
@Suite(.serialized) struct SystemDotfileTests {
    /// A user's `XDG_CONFIG_HOME` and a system folder for `XDG_CONFIG_DIRS`, both private.
    struct Places {
        let user: DotfileHome
        let system: DotfileHome

        init(user userText: String?, system systemText: String?) throws {
            user = try DotfileHome(userText, createFolder: false)
            system = try DotfileHome(systemText)
        }

        /// A system list with a folder that has no dotfile first: the first that has one wins.
        var environment: [String: String] {
            ["XDG_CONFIG_HOME": user.root, "XDG_CONFIG_DIRS": "\(user.root)-nothing-here:\(system.root)"]
        }
    }

    struct Running {
        let server: XServer
        let panel: PanelProcess
        let strip: String

        init(_ places: Places) throws {
            server = try XServer()
            panel = try PanelProcess(on: server, environment: places.environment)
            strip = try #require(try panel.waitForStrip(), "no strip; stderr: \(panel.stderr)")
        }

        func waitForHeight(_ height: Int, timeout: Double = 2) throws -> Bool {
            try waitUntil(timeout: timeout) { try server.info(strip)?.height == height }
        }

        /// A `msg` round trip: the panel has handled every event queued before it.
        func roundTrip() throws {
            #expect(try run([panelBinary, "msg", "reload"], environment: server.environment).status == 0)
        }
    }

    @Test func theSystemFileIsUsedWhenTheUserHasNoneAndFollowedLive() throws {
        let places = try Places(user: nil, system: "[panel]\nheight = 30\n")
        let running = try Running(places)
        #expect(try running.waitForHeight(30), "stderr: \(running.panel.stderr)")
        try places.system.writeByRename("[panel]\nheight = 32\n")
        #expect(try running.waitForHeight(32), "an edit of the system file in use applies")
        #expect(running.panel.stderr.isEmpty, "stderr: \(running.panel.stderr)")
    }

    @Test func theUsersFileWinsWhole() throws {
        // Whole-file precedence: the system file's label does not leak into the user's settings.
        let places = try Places(user: "[panel]\nheight = 34\n", system: "[panel]\nheight = 30\n[carrier]\nlabel = \"fleet\"\n")
        let running = try Running(places)
        #expect(try running.waitForHeight(34), "stderr: \(running.panel.stderr)")
        let status = try run([panelBinary, "status", "--json", "--sysroot", fixtureSysroot("laptop-one-battery")], environment: places.environment)
        #expect(status.out.contains("\"carrier\": \"kiosk-7\""), "the user's file has no label: the host name, not the fleet's; \(status.out)")
        // An edit of the system file is seen, and changes nothing.
        try places.system.write("[panel]\nheight = 26\n")
        try running.roundTrip()
        #expect(try running.server.info(running.strip)?.height == 34)
    }

    @Test func creatingTheUsersFileWhileRunningSwitchesToIt() throws {
        let places = try Places(user: nil, system: "[panel]\nheight = 30\n")
        let running = try Running(places)
        #expect(try running.waitForHeight(30), "stderr: \(running.panel.stderr)")
        // As a user would: `mkdir -p ~/.config/statuspanel` (the folder did not exist), then save.
        try places.user.write("[panel]\nheight = 36\n")
        #expect(try running.waitForHeight(36), "stderr: \(running.panel.stderr)")
        #expect(running.panel.stderr.contains("now using the dotfile \(places.user.file) (it takes precedence over \(places.system.file))"),
                "stderr: \(running.panel.stderr)")
    }

    @Test func deletingTheUsersFileFallsBackToTheSystemOne() throws {
        let places = try Places(user: "[panel]\nheight = 34\n", system: "[panel]\nheight = 30\n")
        let running = try Running(places)
        #expect(try running.waitForHeight(34), "stderr: \(running.panel.stderr)")
        try FileManager.default.removeItem(atPath: places.user.file)
        #expect(try running.waitForHeight(30), "stderr: \(running.panel.stderr)")
        #expect(running.panel.stderr.contains("\(places.user.file) is gone; now using the system-wide dotfile \(places.system.file)"),
                "stderr: \(running.panel.stderr)")
        // And back: the user's file written again wins again.
        try places.user.write("[panel]\nheight = 28\n")
        #expect(try running.waitForHeight(28), "stderr: \(running.panel.stderr)")
    }

    @Test func checkConfigWithoutAFileChecksTheOneInUse() throws {
        let places = try Places(user: nil, system: "[panel]\nheight = 30\n")
        var result = try run([panelBinary, "check-config"], environment: places.environment)
        #expect(result.status == 0 && result.out == "\(places.system.file): valid\n", "\(result)")
        try places.user.write("[panel]\nheight = 0\n")
        result = try run([panelBinary, "check-config"], environment: places.environment)
        #expect(result.status == 1 && result.out.hasPrefix("\(places.user.file):2:10: panel.height"), "\(result)")
        try FileManager.default.removeItem(atPath: places.user.file)
        try FileManager.default.removeItem(atPath: places.system.file)
        result = try run([panelBinary, "check-config"], environment: places.environment)
        #expect(result.status == 1 && result.err.contains("no dotfile to check: none of \(places.user.file), "), "\(result)")
    }
}
