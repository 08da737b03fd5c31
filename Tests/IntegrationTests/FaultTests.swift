import Foundation
import Testing

/// Faults injected around a running panel: it must survive each one and show a correct strip
/// afterwards (mapped at the top, full width, its strut set, still answering `msg`).
@Suite(.serialized) struct FaultTests {
    /// A panel on its own server, with a private dotfile folder.
    final class Scene {
        let server: XServer
        let panel: PanelProcess
        let home = NSTemporaryDirectory() + "statuspanel-fault-\(UUID().uuidString)"
        var dotfile: String { home + "/statuspanel/config.toml" }

        init(dotfile text: String = "", before: (XServer) throws -> Void = { _ in }) throws {
            try FileManager.default.createDirectory(atPath: home + "/statuspanel", withIntermediateDirectories: true)
            try text.write(toFile: home + "/statuspanel/config.toml", atomically: true, encoding: .utf8)
            server = try XServer()
            try before(server)
            panel = try PanelProcess(on: server, environment: ["XDG_CONFIG_HOME": home])
            _ = try #require(try panel.waitForStrip(), "no strip; stderr: \(panel.stderr)")
        }

        deinit {
            chmod(home + "/statuspanel", 0o755)
            try? FileManager.default.removeItem(atPath: home)
        }

        /// The viewable strip, when exactly one is at the top with `height` and its strut.
        func correctStrip(height: Int = 24) throws -> String? {
            let viewable = try server.windows(classInstance: "statuspanel").filter {
                try server.info($0)?.mapState == "IsViewable"
            }
            guard viewable.count == 1, let strip = viewable.first,
                  try server.info(strip) == WindowInfo(x: 0, y: 0, width: 1280, height: height, mapState: "IsViewable"),
                  try server.property(of: strip, "_NET_WM_STRUT") == "0, 0, \(height), 0" else { return nil }
            return strip
        }

        func msg(_ words: String...) throws -> Int32 {
            try run([panelBinary, "msg"] + words, environment: server.environment).status
        }

        /// Running, a correct strip within `timeout`, and the event loop answering: a hide
        /// unmaps the strip and a reveal brings it back. Records a failure with `what`.
        func expectHealthy(after what: String, height: Int = 24, timeout: Double = 5,
                           sourceLocation: SourceLocation = #_sourceLocation) throws {
            print("fault injected: \(what)")
            #expect(panel.process.isRunning, "exited after \(what); stderr: \(panel.stderr)", sourceLocation: sourceLocation)
            guard panel.process.isRunning else { return }
            let strip = try waitFor(timeout: timeout) { try correctStrip(height: height) }
            let windows = try server.client(["xwininfo", "-root", "-tree"])
            #expect(strip != nil, "no correct strip after \(what); stderr: \(panel.stderr)\n\(windows)", sourceLocation: sourceLocation)
            guard strip != nil else { return }
            #expect(try msg("hide") == 0, sourceLocation: sourceLocation)
            #expect(try waitUntil(timeout: 3) { try correctStrip(height: height) == nil },
                    "msg hide ignored after \(what)", sourceLocation: sourceLocation)
            #expect(try msg("reveal") == 0, sourceLocation: sourceLocation)
            let revealed = try waitUntil(timeout: 3) { try correctStrip(height: height) != nil }
            #expect(revealed, "msg reveal ignored after \(what)", sourceLocation: sourceLocation)
            // Counted by scripts/reliability.
            if revealed { print("fault survived: \(what)") }
        }

        /// The window manager's check window, once one manages the screen and differs from `old`.
        func windowManager(other old: String? = nil, timeout: Double = 10) throws -> String? {
            try waitFor(timeout: timeout) {
                guard let check = try server.rootProperty("_NET_SUPPORTING_WM_CHECK"), check != old,
                      let id = check.split(separator: "#").last?.trimmingCharacters(in: .whitespaces),
                      try server.info(id) != nil else { return nil }
                return check
            }
        }

        /// Waits for the window manager to take the strut: the work area starts below the strip.
        func expectWorkArea(height: Int = 24, sourceLocation: SourceLocation = #_sourceLocation) throws {
            let prefix = "0, \(height), 1280, \(720 - height)"
            let took = try waitUntil(timeout: 5) { try server.rootProperty("_NET_WORKAREA")?.hasPrefix(prefix) == true }
            let area = try server.rootProperty("_NET_WORKAREA") ?? "unset"
            #expect(took, "work area: \(area)", sourceLocation: sourceLocation)
        }
    }

    /// The state letter of process `pid` in /proc/PID/stat (`T`: stopped); nil when gone.
    static func state(of pid: Int32) -> Character? {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
              let close = stat.lastIndex(of: ")") else { return nil }
        return stat[stat.index(after: close)...].first { $0 != " " }
    }

    /// Whether process `pid` has a socket open (picom: its connection to the X server).
    static func hasOpenSocket(_ pid: Int32) -> Bool {
        let fds = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(pid)/fd")) ?? []
        return fds.contains { (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/\(pid)/fd/\($0)"))?.hasPrefix("socket:") == true }
    }

    @Test func windowManagerKilledRestartedAndReplaced() throws {
        var openbox: Process?
        let scene = try Scene { server in
            openbox = try server.spawn(["openbox", "--sm-disable"])
            #expect(try waitUntil(timeout: 10) { try server.rootProperty("_NET_SUPPORTING_WM_CHECK") != nil })
        }
        let first = try #require(try scene.windowManager())
        try scene.expectWorkArea()

        try #require(openbox).signal(SIGKILL)
        #expect(waitUntil(timeout: 5) { !openbox!.isRunning })
        // Its check window gone (a new openbox may well get the same id back).
        let firstID = try #require(first.split(separator: "#").last?.trimmingCharacters(in: .whitespaces))
        #expect(try waitUntil(timeout: 5) { try scene.server.info(firstID) == nil })
        try scene.expectHealthy(after: "openbox killed")

        try scene.server.spawn(["openbox", "--sm-disable"])
        let second = try #require(try scene.windowManager(), "openbox did not start again")
        try scene.expectHealthy(after: "openbox restarted")
        try scene.expectWorkArea()

        try scene.server.spawn(["openbox", "--sm-disable", "--replace"])
        let third = try #require(try scene.windowManager(other: second), "openbox --replace did not take over")
        try scene.expectHealthy(after: "openbox --replace")
        try scene.expectWorkArea()

        // Replaced by another window manager: icewm (its own taskbar takes the bottom rows).
        try scene.server.spawn(["icewm", "--replace"])
        _ = try #require(try scene.windowManager(other: third), "icewm --replace did not take over")
        try scene.expectHealthy(after: "openbox replaced by icewm")
        #expect(try waitUntil(timeout: 5) { try scene.server.rootProperty("_NET_WORKAREA")?.hasPrefix("0, 24, 1280,") == true },
                "icewm took the strut")
    }

    /// openbox starting up drops the MapRequest of a dock mapped at that moment about half the
    /// time: the panel must notice and map its strip again.
    @Test(arguments: 1...4)
    func windowManagerStartingTogetherWithThePanel(round: Int) throws {
        let scene = try Scene { server in try server.spawn(["openbox", "--sm-disable"]) }
        _ = try #require(try scene.windowManager())
        try scene.expectHealthy(after: "openbox and the panel started together (round \(round))")
        try scene.expectWorkArea()
    }

    @Test func compositorStartedAndStoppedRepeatedly() throws {
        let scene = try Scene(dotfile: "[style]\npreset = \"black-translucent\"\n")
        for round in 1...3 {
            let picom = try scene.server.spawn(["picom", "--backend", "xrender"])
            #expect(waitUntil(timeout: 5) { XProbe.selectionOwned("_NET_WM_CM_S0", display: scene.server.display) })
            try scene.expectHealthy(after: "picom started (round \(round))")
            picom.signal(SIGKILL)
            #expect(waitUntil(timeout: 5) { !XProbe.selectionOwned("_NET_WM_CM_S0", display: scene.server.display) })
            try scene.expectHealthy(after: "picom killed (round \(round))")
        }
        // Killed while it is still starting up: connected to the server, not yet the compositor.
        let picom = try scene.server.spawn(["picom", "--backend", "xrender"])
        #expect(waitUntil(timeout: 5) { Self.hasOpenSocket(picom.processIdentifier) }, "picom connected")
        picom.signal(SIGKILL)
        try scene.expectHealthy(after: "picom killed while starting")
    }

    @Test func wallpaperReplaced() throws {
        let scene = try Scene(dotfile: "[style]\nbackground = \"translucent\"\n")
        let image = scene.home + "/wall.png"
        #expect(try run(["convert", "-size", "64x64", "gradient:red-blue", image]).status == 0)
        for command in [["hsetroot", "-solid", "#ff0000"], ["hsetroot", "-fill", image],
                        ["hsetroot", "-solid", "#0000ff"], ["hsetroot", "-tile", image]] {
            #expect(try run(command, environment: scene.server.environment).status == 0)
            try scene.expectHealthy(after: command.joined(separator: " "))
        }
    }

    @Test func dotfileDeletedReplacedAndUnreadable() throws {
        let scene = try Scene(dotfile: "[panel]\nheight = 30\n")
        try scene.expectHealthy(after: "start", height: 30)
        let fm = FileManager.default

        try fm.removeItem(atPath: scene.dotfile)
        try scene.expectHealthy(after: "dotfile deleted", height: 24)

        try "[panel]\nheight = 32\n".write(toFile: scene.dotfile, atomically: true, encoding: .utf8)
        try scene.expectHealthy(after: "dotfile replaced", height: 32)

        // Unreadable (root reads it anyway: then it simply still applies).
        chmod(scene.dotfile, 0)
        scene.panel.process.signal(SIGHUP)
        try scene.expectHealthy(after: "dotfile chmod 000", height: getuid() == 0 ? 32 : 24)
        chmod(scene.dotfile, 0o644)

        // Unreadable from here on: the panel says so and keeps the last good settings.
        let kept = getuid() == 0 ? 32 : 24
        try fm.removeItem(atPath: scene.dotfile)
        try fm.createDirectory(atPath: scene.dotfile, withIntermediateDirectories: false)
        scene.panel.process.signal(SIGHUP)
        try scene.expectHealthy(after: "dotfile replaced by a folder", height: kept)
        try fm.removeItem(atPath: scene.dotfile)

        // A FIFO nobody writes to: opening it must not block the panel.
        #expect(mkfifo(scene.dotfile, 0o644) == 0)
        scene.panel.process.signal(SIGHUP)
        try scene.expectHealthy(after: "dotfile replaced by a FIFO", height: kept)
        try fm.removeItem(atPath: scene.dotfile)

        // An endless file: /dev/zero behind a symlink.
        try fm.createSymbolicLink(atPath: scene.dotfile, withDestinationPath: "/dev/zero")
        scene.panel.process.signal(SIGHUP)
        try scene.expectHealthy(after: "dotfile a symlink to /dev/zero", height: kept)
        try fm.removeItem(atPath: scene.dotfile)

        // Its folder deleted, then everything back.
        try fm.removeItem(atPath: scene.home + "/statuspanel")
        try scene.expectHealthy(after: "dotfile folder deleted")
        try fm.createDirectory(atPath: scene.home + "/statuspanel", withIntermediateDirectories: false)
        try "[panel]\nheight = 28\n".write(toFile: scene.dotfile, atomically: false, encoding: .utf8)
        try scene.expectHealthy(after: "dotfile written again", height: 28)
    }

    @Test func stoppedAndContinued() throws {
        let scene = try Scene()
        let pid = scene.panel.process.processIdentifier
        kill(pid, SIGSTOP)
        #expect(waitUntil { Self.state(of: pid) == "T" }, "stopped")
        // Work piles up while it is stopped: requests, a reload, windows coming and going.
        for _ in 0..<5 {
            _ = try scene.msg("toggle")
        }
        kill(pid, SIGHUP)
        _ = WindowBurst.run(display: scene.server.display, count: 200)
        #expect(Self.state(of: pid) == "T", "the work piled up while it was stopped")
        kill(pid, SIGCONT)
        // Five toggles: hidden at the end.
        #expect(try waitUntil(timeout: 5) { try scene.correctStrip() == nil }, "the toggles queued while stopped")
        #expect(try scene.msg("reveal") == 0)
        try scene.expectHealthy(after: "SIGSTOP, work, SIGCONT")
    }

    @Test(arguments: [false, true])
    func burstOfWindowsComingAndGoing(openbox: Bool) throws {
        let scene = try Scene(dotfile: "[fullscreen]\nhide_after = 0.2\n") { server in
            if openbox { try server.startOpenbox() }
        }
        let count = 10_000
        let started = Date()
        let result = try #require(WindowBurst.run(display: scene.server.display, count: count))
        print("window burst (openbox: \(openbox)): \(result.created) windows, \(result.fullScreen) full-screen, "
              + "destroyed in \(Int(Date().timeIntervalSince(started) * 1000)) ms")
        #expect(result.destroyed == count)
        try scene.expectHealthy(after: "\(count) windows created and destroyed")
    }
}
