import Foundation
import Testing

/// Live reload: the running panel follows its dotfile without restarting.
@Suite(.serialized) struct ReloadTests {
    /// Seconds a valid edit may take to show, as the test sees it. The panel applies one about
    /// 150 ms after the write (inotify, a 50 ms settle, one redraw: docs/dotfile.md; 130 ms
    /// measured here on an idle machine), but on two busy cores the panel's wake-up and each
    /// xwininfo the test spawns to look can wait hundreds of milliseconds: a bound of a second is
    /// one a loaded machine can miss with nothing wrong. The panel has no timer that reloads: an
    /// edit it misses never applies, so a finite bound still catches that, and a reload stuck
    /// behind a slow read.
    static let applyBound = 3.0

    struct Running {
        let server: XServer
        let panel: PanelProcess
        let strip: String

        init(home: DotfileHome) throws {
            server = try XServer()
            panel = try PanelProcess(on: server, environment: home.environment)
            strip = try #require(try panel.waitForStrip(), "no strip; stderr: \(panel.stderr)")
        }

        /// Waits until the strip is `height` pixels tall; the seconds it took, or nil.
        func waitForHeight(_ height: Int, timeout: Double = ReloadTests.applyBound) throws -> Double? {
            let start = Date()
            let reached = try waitUntil(timeout: timeout) { try server.info(strip)?.height == height }
            return reached ? Date().timeIntervalSince(start) : nil
        }
    }

    @Test func aValidEditAppliesPromptlyWithoutRestarting() throws {
        let home = try DotfileHome()
        let running = try Running(home: home)
        #expect(try running.waitForHeight(24) != nil)
        try home.write("[panel]\nheight = 32\n")
        let took = try running.waitForHeight(32)
        print("reload: write to new height in \(took.map { "\(Int($0 * 1000)) ms" } ?? "never")")
        #expect(took != nil && took! < Self.applyBound)
        #expect(running.panel.process.isRunning)
        #expect(try running.server.property(of: running.strip, "_NET_WM_STRUT") == "0, 0, 32, 0")
        #expect(try running.server.windows(classInstance: "statuspanel").contains(running.strip), "the same window")
    }

    @Test func anEditorSavingByRenameIsSeenEveryTime() throws {
        let home = try DotfileHome()
        try home.write("[panel]\nheight = 24\n")
        let running = try Running(home: home)
        for height in [30, 36, 26] {
            try home.writeByRename("[panel]\nheight = \(height)\n")
            let took = try running.waitForHeight(height)
            print("reload after a rename save: \(took.map { "\(Int($0 * 1000)) ms" } ?? "never")")
            #expect(took != nil && took! < Self.applyBound, "height \(height)")
        }
    }

    @Test func aDotfileWhoseFolderAppearsLaterIsPickedUp() throws {
        let home = try DotfileHome(createFolder: false)
        let running = try Running(home: home)
        try home.write("[panel]\nheight = 34\n")
        #expect(try running.waitForHeight(34) != nil, "stderr: \(running.panel.stderr)")
        try FileManager.default.removeItem(atPath: home.folder)
        #expect(try running.waitForHeight(24) != nil, "a deleted dotfile means the defaults")
        try home.write("[panel]\nheight = 38\n")
        #expect(try running.waitForHeight(38) != nil, "the folder made again")
    }

    @Test func aBrokenEditKeepsTheLastGoodSettingsAndSaysWhy() throws {
        let home = try DotfileHome()
        try home.write("[panel]\nheight = 30\n")
        let running = try Running(home: home)
        #expect(try running.waitForHeight(30) != nil)
        try home.write("[panel]\nheight = 500\nlayout = \"sideways\"\n")
        let logged = waitUntil(timeout: 2) { running.panel.stderr.contains("kept the previous settings") }
        #expect(logged, "stderr: \(running.panel.stderr)")
        let err = running.panel.stderr
        #expect(err.contains("\(home.file):2:10: panel.height"), "stderr: \(err)")
        #expect(err.contains("\(home.file):3:10: panel.layout"), "stderr: \(err)")
        #expect(try running.server.info(running.strip)?.height == 30)
        #expect(running.panel.process.isRunning)
        // Mended, it applies again.
        try home.write("[panel]\nheight = 28\n")
        #expect(try running.waitForHeight(28) != nil)
    }

    @Test(arguments: ["SIGHUP", "msg reload"])
    func reloadOnRequestReadsTheDotfileAgain(trigger: String) throws {
        // Each reload of a broken dotfile says so once; only the request can make a second one.
        let home = try DotfileHome()
        try home.write("[panel]\nheight = 30\n")
        let running = try Running(home: home)
        try home.write("[panel]\nheight = 0\n")
        let marker = "kept the previous settings"
        #expect(waitUntil(timeout: 2) { running.panel.stderr.components(separatedBy: marker).count == 2 })
        if trigger == "SIGHUP" {
            running.panel.process.signal(SIGHUP)
        } else {
            #expect(try run([panelBinary, "msg", "reload"], environment: running.server.environment).status == 0)
        }
        #expect(waitUntil(timeout: 2) { running.panel.stderr.components(separatedBy: marker).count == 3 },
                "stderr: \(running.panel.stderr)")
        #expect(try running.server.info(running.strip)?.height == 30)
        #expect(running.panel.process.isRunning)
    }
}
