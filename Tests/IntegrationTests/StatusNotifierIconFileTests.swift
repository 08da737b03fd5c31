import Foundation
import Testing

/// Icon files named by apps (issue 40 point 4): read and decoded off the loop, within bounds
/// (``IconFile``, ``IconDecodeBook``), and SVG drawn.
@Suite(.serialized) struct StatusNotifierIconFileTests {
    /// The hostile app's `icon_files` mode names, through `IconThemePath`, a FIFO nobody writes,
    /// a device node, a 50 MB PNG, a PNG claiming 30000 x 30000 pixels and an SVG librsvg takes
    /// seconds over, for item after item. Meanwhile every `statuspanel msg` round trip (the
    /// message, two frames drawn) stays under a second, the hostile items are drawn from their
    /// pixmaps, and each refused file is named in the log.
    @Test func iconFilesAnAppNamesStallNothing() throws {
        let server = try XServer(), bus = try SessionBus()
        let panel = try PanelProcess(on: server, environment: bus.environment, logsFrames: true)
        _ = try #require(try panel.waitForPaintedStrip(), "no strip; stderr: \(panel.stderr)")
        let good = try StatusNotifierClient(.qt(colour: "#ff0000", size: 64), on: server, bus: bus)
        _ = try #require(try waitFor(timeout: 10) { try StatusNotifierTests.firstColumn(on: server, y: 12, StatusNotifierTests.isRed) },
                         "no good icon; app: \(good.lines); stderr: \(panel.stderr)")
        let seconds = 10.0
        let hostile = try StatusNotifierClient(.hostileSoak(seed: 40, seconds: seconds, only: "icon_files"), on: server, bus: bus)
        #expect(waitUntil(timeout: 10) { hostile.lines.contains("registered") }, "the hostile app did not start: \(hostile.errors)")
        // The hostile items' good pixmaps (blue) are drawn right of the red icon.
        let isBlue = { (p: (r: UInt8, g: UInt8, b: UInt8)) in p.b > 180 && p.r < 90 && p.g < 90 }
        let start = Date()
        var trips: [Double] = [], missed = 0, drawn = false
        while Date().timeIntervalSince(start) < seconds, panel.process.isRunning {
            if let took = try HostileClientSoakTests.timedRoundTrip(panel, environment: server.environment) { trips.append(took) } else { missed += 1 }
            if !drawn { drawn = try StatusNotifierTests.firstColumn(on: server, y: 12, isBlue) != nil }
        }
        let sorted = trips.sorted()
        print(String(format: "icon files: %d round trips, median %.0f ms, slowest %.0f ms", trips.count,
                     (sorted.isEmpty ? 0 : sorted[sorted.count / 2]) * 1000, (sorted.last ?? 0) * 1000))
        #expect(missed == 0, "\(missed) round trips never came back; stderr: \(panel.stderr.suffix(2000))")
        #expect(trips.count >= 20 && (sorted.last ?? 99) < 1, "round trips: \(trips.count), slowest \(sorted.last ?? 0) s")
        #expect(drawn, "no hostile item drawn")
        #expect(waitUntil(timeout: 20) { !hostile.process.isRunning }, "the hostile app did not end")
        print(hostile.lines.last { $0.hasPrefix("summary") } ?? "no summary")
        for said in ["hostile-fifo.png not drawn: not a regular file (a FIFO)", "hostile-device.png not drawn: not a regular file (a character device)",
                     "hostile-huge.png not drawn: 52428800 bytes", "hostile-bomb.png not drawn: 30000 x 30000 pixels"] {
            #expect(panel.stderr.contains(said), "\(said): \(panel.stderr.suffix(2000))")
        }
        #expect(panel.stop() == 0, "stderr: \(panel.stderr.suffix(2000))")
    }

    /// An SVG in a flat `IconThemePath` folder, as Spotify and Steam ship them, named by a
    /// libayatana-appindicator app: drawn at the tray's size, crisp, its transparent corners the strip's.
    @Test func anSVGInTheAppsFlatFolderIsDrawn() throws {
        let server = try XServer(), bus = try SessionBus()
        let folder = NSTemporaryDirectory() + "sni-svg-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        // A blue square with a yellow bar across its top quarter, in a 512-unit view box.
        try #"""
            <?xml version="1.0" encoding="UTF-8"?>
            <svg xmlns="http://www.w3.org/2000/svg" width="512" height="512" viewBox="0 0 512 512">
              <rect x="64" y="64" width="384" height="384" fill="#0040ff"/>
              <rect x="64" y="64" width="384" height="96" fill="#ffd000"/>
            </svg>
            """#.write(toFile: folder + "/statuspanel-svg.svg", atomically: true, encoding: .utf8)
        let panel = try PanelProcess(on: server, environment: bus.environment)
        _ = try #require(try panel.waitForPaintedStrip(), "no strip; stderr: \(panel.stderr)")
        let app = try StatusNotifierClient(.ayatana(name: "statuspanel-svg", themePath: folder), on: server, bus: bus)
        let isBlue = { (p: (r: UInt8, g: UInt8, b: UInt8)) in p.b > 200 && p.r < 40 && p.g > 40 && p.g < 100 }
        let isYellow = { (p: (r: UInt8, g: UInt8, b: UInt8)) in p.r > 220 && p.g > 180 && p.b < 60 }
        let x = try waitFor(timeout: 10) { try StatusNotifierTests.firstColumn(on: server, y: 14, isBlue) }
        let left = try #require(x, "no blue SVG icon; app: \(app.lines); stderr: \(panel.stderr)")
        let shot = try server.screenshot()
        // 16 pixels at y 4...19: the square is rows and columns 2...13, the bar rows 2...4.
        let top = try #require((0..<24).first { isBlue(shot[left + 6, $0]) || isYellow(shot[left + 6, $0]) })
        #expect(isYellow(shot[left + 6, top]) && isYellow(shot[left + 6, top + 2]), "the bar on top: \(shot[left + 6, top])")
        #expect(isBlue(shot[left + 6, top + 4]) && isBlue(shot[left + 6, top + 11]), "\(shot[left + 6, top + 4]) \(shot[left + 6, top + 11])")
        #expect(!isBlue(shot[left + 6, top + 12]) && !isYellow(shot[left + 6, top - 1]), "transparent around it")
        #expect(top == 6, "two transparent rows above, at y 4...5: \(top)")
        _ = try? server.client(["import", "-window", "root", "-crop", "\(server.width)x24+0+0", NSTemporaryDirectory() + "statuspanel-svg-icon.png"])
    }

    /// Issue 40 point 4: a symbolic icon on two strips, one over a black wallpaper (light
    /// content) and one over a white one (dark content), with `color = "auto"`: each strip draws
    /// it in its own content colour, not the first strip's.
    @Test func aSymbolicIconTakesEachStripsOwnContentColour() throws {
        let server = try XServer(width: 2560, height: 720), bus = try SessionBus()
        for (name, x) in [("LEFT", 0), ("RIGHT", 1280)] {
            try server.client(["xrandr", "--setmonitor", name, "1280/300x720/200+\(x)+0", "none"])
        }
        let folder = NSTemporaryDirectory() + "sni-symbolic-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let wallpaper = folder + "/wallpaper.png", icon = folder + "/statuspanel-test-symbolic.png"
        #expect(try run(["convert", "-size", "1280x720", "xc:black", "xc:white", "+append", wallpaper]).status == 0)
        #expect(try run(["convert", "-size", "32x32", "xc:none", "-fill", "#00c000", "-draw", "rectangle 4,4 27,27", icon]).status == 0)
        try server.client(["hsetroot", "-full", wallpaper])
        let home = try DotfileHome("[panel]\nmonitor = [\"LEFT\", \"RIGHT\"]\n[tray]\nmonitor = \"all\"\n[style]\ncolor = \"auto\"\n")
        let panel = try PanelProcess(on: server, environment: home.environment.merging(bus.environment) { $1 })
        _ = try #require(try panel.waitForPaintedStrip(), "no strip; stderr: \(panel.stderr)")
        // The strips before the icon: what changes then is the icon alone (the strips' own text
        // is drawn in the same colours and would pass for it).
        let before = try server.screenshot()
        let app = try StatusNotifierClient(.ayatana(name: "statuspanel-test-symbolic", themePath: folder), on: server, bus: bus)
        // The icon's middle row on each strip: light pixels on the left strip, dark on the right.
        func iconPixels(_ range: Range<Int>, _ test: ((r: UInt8, g: UInt8, b: UInt8)) -> Bool) throws -> Int {
            let shot = try server.screenshot()
            return range.filter { shot[$0, 12] != before[$0, 12] && test(shot[$0, 12]) }.count
        }
        let light = { (p: (r: UInt8, g: UInt8, b: UInt8)) in p.r > 200 && p.g > 200 && p.b > 200 }
        let dark = { (p: (r: UInt8, g: UInt8, b: UInt8)) in p.r < 60 && p.g < 60 && p.b < 60 }
        let green = { (p: (r: UInt8, g: UInt8, b: UInt8)) in p.g > 150 && p.r < 60 && p.b < 60 }
        let drawn = try waitUntil(timeout: 10) {
            try iconPixels(1000..<1280, light) >= 6 && iconPixels(2280..<2560, dark) >= 6
        }
        _ = try? server.client(["import", "-window", "root", "-crop", "\(server.width)x24+0+0", NSTemporaryDirectory() + "statuspanel-symbolic-two-strips.png"])
        let counts = (try iconPixels(1000..<1280, light), try iconPixels(2280..<2560, dark))
        #expect(drawn, "left light, right dark: \(counts); app: \(app.lines); stderr: \(panel.stderr)")
        #expect(try iconPixels(0..<2560, green) == 0, "drawn in the content colour, not its own green")
    }
}
