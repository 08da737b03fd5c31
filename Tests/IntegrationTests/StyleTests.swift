import Foundation
import Testing

/// Styles on a real X server: presets and content styles legible over a harsh wallpaper, `auto`
/// following the window beneath, per-window preferences, the compositor switch, the crossfade.
@Suite(.serialized) struct StyleTests {
    /// A wallpaper of black and white stripes 8 px wide: the worst case for text over it.
    static let stripes: String = {
        let path = NSTemporaryDirectory() + "statuspanel-stripes.png"
        if !FileManager.default.fileExists(atPath: path) {
            _ = try? run(["convert", "-size", "8x8", "xc:white", "-size", "8x8", "xc:black", "+append", "-write", "mpr:t", "+delete",
                          "-size", "1280x720", "tile:mpr:t", path])
        }
        return path
    }()

    final class Scene {
        let server: XServer
        let panel: PanelProcess
        let strip: String
        let home: DotfileHome

        init(dotfile: String, wallpaper: String? = StyleTests.stripes, openbox: Bool = false, logsFrames: Bool = false,
             before: (XServer) throws -> Void = { _ in }) throws {
            home = try DotfileHome(dotfile)
            server = try XServer()
            if openbox { try server.startOpenbox() }
            if let wallpaper { try server.client(["hsetroot", "-fill", wallpaper]) }
            try before(server)
            panel = try PanelProcess(on: server, environment: home.environment, logsFrames: logsFrames)
            strip = try #require(try panel.waitForStrip(), "stderr: \(panel.stderr)")
        }

        func msg(_ words: String...) throws { #expect(try run([panelBinary, "msg"] + words, environment: server.environment).status == 0) }
    }

    /// The worst WCAG contrast between the clock's ink and the background around it, measured on
    /// a screenshot: ink is the clock pixels furthest from the background; the background is
    /// every pixel of the strip's top two rows across the clock (nothing is drawn there).
    static func clockContrast(_ shot: RGBImage) -> (contrast: Double, inkIsLight: Bool) {
        let region = (x: 590, width: 100)
        var backgrounds: [Double] = []
        for x in region.x..<(region.x + region.width) { for y in 0..<2 { backgrounds.append(shot.luminance(x: x, y: y)) } }
        let mean = backgrounds.reduce(0, +) / Double(backgrounds.count)
        var ink = mean
        for y in 6..<18 {
            for x in region.x..<(region.x + region.width) {
                let l = shot.luminance(x: x, y: y)
                if abs(l - mean) > abs(ink - mean) { ink = l }
            }
        }
        let worst = backgrounds.map { (max($0, ink) + 0.05) / (min($0, ink) + 0.05) }.min() ?? 1
        return (worst, ink > mean)
    }

    static func settledContrast(_ scene: Scene, light: Bool? = nil) throws -> (contrast: Double, inkIsLight: Bool) {
        var result = (contrast: 0.0, inkIsLight: false)
        _ = try waitUntil(timeout: 3) {
            result = clockContrast(try scene.server.screenshot())
            return result.contrast >= 4.5 && (light == nil || result.inkIsLight == light)
        }
        return result
    }

    @Test(arguments: ["gray", "black-opaque", "black-translucent"], ["dark", "light", "auto"])
    func everyPresetAndContentIsLegibleOverStripes(preset: String, content: String) throws {
        let scene = try Scene(dotfile: "[style]\npreset = \"\(preset)\"\ncontent = \"\(content)\"\n")
        let expectLight: Bool? = content == "auto" ? (preset != "gray") : content == "light"
        let measured = try Self.settledContrast(scene, light: expectLight)
        print("\(preset), \(content) content over stripes: clock contrast \(String(format: "%.2f", measured.contrast)):1")
        #expect(measured.contrast >= 4.5)
        #expect(measured.inkIsLight == expectLight)
    }

    @Test(arguments: ["blur", "translucent", "transparent"])
    func seeThroughBackgroundsStayLegible(background: String) throws {
        let scene = try Scene(dotfile: "[style]\nbackground = \"\(background)\"\n")
        let measured = try Self.settledContrast(scene)
        print("\(background) background over stripes: clock contrast \(String(format: "%.2f", measured.contrast)):1")
        #expect(measured.contrast >= 4.5)
    }

    @Test(arguments: ["white", "black"])
    func autoTakesTheColourOfTheWindowBeneath(colour: String) throws {
        // A window just below the strip: its colour becomes the strip's, the content contrasts.
        let scene = try Scene(dotfile: "[style]\ncolor = \"auto\"\ncontent = \"auto\"\n", wallpaper: nil) { server in
            try server.spawn(["xlogo", "-bg", colour, "-fg", colour, "-geometry", "1280x696+0+24"])
            _ = try waitUntil { try server.client(["xwininfo", "-root", "-tree"]).contains("xlogo") }
        }
        let light = colour == "black"
        let measured = try Self.settledContrast(scene, light: light)
        let shot = try scene.server.screenshot()
        let background = shot[640, 1]
        print("auto over a \(colour) window: background \(background), contrast \(String(format: "%.2f", measured.contrast)):1")
        #expect(measured.contrast >= 4.5)
        #expect(measured.inkIsLight == light, "light content over black, dark over white")
        #expect(light ? background.r < 40 : background.r > 215, "the strip took the colour beneath")
    }

    @Test func aWindowsPreferenceAndMsgStyleWin() throws {
        let scene = try Scene(dotfile: "", wallpaper: nil, openbox: true)
        let app = try scene.server.spawn(["xlogo", "-geometry", "400x300+100+100"])
        _ = app
        let id = try #require(try waitFor { try scene.server.client(["xdotool", "search", "--class", "xlogo"]).split(separator: "\n").first.flatMap { Int($0) } })
        let hex = "0x" + String(id, radix: 16)
        #expect(try waitUntil { try scene.server.rootProperty("_NET_ACTIVE_WINDOW")?.hasSuffix(hex) == true })
        #expect(try Self.settledContrast(scene, light: false).inkIsLight == false, "gray: dark content")
        try scene.server.client(["xprop", "-id", hex, "-f", "_STATUSPANEL_STYLE", "8u", "-set", "_STATUSPANEL_STYLE", "light-content"])
        #expect(try Self.settledContrast(scene, light: true).inkIsLight, "_STATUSPANEL_STYLE light-content")
        try scene.server.client(["xprop", "-id", hex, "-remove", "_STATUSPANEL_STYLE"])
        try scene.server.client(["xprop", "-id", hex, "-f", "_GTK_THEME_VARIANT", "8u", "-set", "_GTK_THEME_VARIANT", "dark"])
        #expect(try Self.settledContrast(scene, light: true).inkIsLight, "_GTK_THEME_VARIANT dark")
        try scene.msg("style", "dark")
        #expect(try Self.settledContrast(scene, light: false).inkIsLight == false, "msg style dark wins")
        try scene.msg("style", "auto")
        #expect(try Self.settledContrast(scene, light: true).inkIsLight, "back to the window's wish")
    }

    @Test func aCompositorStartingAndStoppingSwitchesTheVisualLive() throws {
        let scene = try Scene(dotfile: "[style]\npreset = \"black-translucent\"\n")
        func depths() throws -> [String] {
            try scene.server.windows(classInstance: "statuspanel").compactMap { id -> String? in
                let info = try scene.server.client(["xwininfo", "-id", id])
                guard info.contains("IsViewable") else { return nil }
                return info.split(separator: "\n").first { $0.contains("Depth:") }.map { String($0.split(separator: ":")[1]).trimmingCharacters(in: .whitespaces) }
            }
        }
        #expect(try depths() == ["24"])
        let picom = try scene.server.spawn(["picom", "--backend", "xrender"])
        #expect(try waitUntil(timeout: 5) { try depths() == ["32"] }, "ARGB while a compositor runs")
        picom.signal(SIGKILL)
        #expect(try waitUntil(timeout: 5) { try depths() == ["24"] }, "back to the root's visual when it stops")
        #expect(scene.panel.process.isRunning)
    }

    /// The strip's colour at a point with no text, after the panel has settled.
    static func stripColour(_ scene: Scene, until condition: ((r: UInt8, g: UInt8, b: UInt8)) -> Bool) throws -> (r: UInt8, g: UInt8, b: UInt8) {
        var colour = (r: UInt8(0), g: UInt8(0), b: UInt8(0))
        _ = try waitUntil(timeout: 3) {
            colour = try scene.server.screenshot()[400, 2]
            return condition(colour)
        }
        return colour
    }

    @Test func theWallpaperIsFollowedLiveBehindATranslucentStrip() throws {
        let scene = try Scene(dotfile: "[style]\npreset = \"black-translucent\"\n", wallpaper: nil) { server in
            try server.client(["hsetroot", "-solid", "#ffffff"])
        }
        let overWhite = try Self.stripColour(scene) { $0.r > 90 }
        try scene.server.client(["hsetroot", "-solid", "#ff0000"])
        let overRed = try Self.stripColour(scene) { $0.r > 90 && $0.g < 40 }
        print("black-translucent over white: \(overWhite), over red: \(overRed)")
        #expect(overWhite.r > 90 && overWhite.g > 90, "the white wallpaper shows through, tinted")
        #expect(overRed.r > 90 && overRed.g < 40, "the new red wallpaper shows through")
    }

    @Test func aWallpaperPixmapOfAnotherDepthIsReadNotCrashedOn() throws {
        // A 16-bit root pixmap on a 24-bit screen: copying it blindly is a BadMatch (polybar's crash).
        var wallpaper: XProbe.Wallpaper?
        let scene = try Scene(dotfile: "[style]\npreset = \"black-translucent\"\n", wallpaper: nil) { server in
            wallpaper = XProbe.Wallpaper(display: server.display, depth: 16, red: 0, green: 0xffff, blue: 0)
        }
        #expect(wallpaper != nil)
        let colour = try Self.stripColour(scene) { $0.g > 90 && $0.r < 40 }
        print("black-translucent over a 16-bit green wallpaper: \(colour)")
        #expect(colour.g > 90 && colour.r < 40 && colour.b < 40, "the green shows through, tinted")
        #expect(scene.panel.process.isRunning)
        // Closed while the server lives: Xlib exits the process on a connection to a dead server.
        wallpaper = nil
    }

    @Test func aHiddenStripStaysHiddenWhenACompositorStarts() throws {
        // New windows for the ARGB visual must not forget that the strip was hidden.
        let scene = try Scene(dotfile: "[style]\npreset = \"black-translucent\"\n", logsFrames: true)
        // Light content is the preset's own: the first round trip's style change is to dark.
        scene.panel.nextMarker = "dark"
        func viewable() throws -> [String] {
            try scene.server.windows(classInstance: "statuspanel").filter { try scene.server.info($0)?.mapState == "IsViewable" }
        }
        try scene.msg("hide")
        #expect(try waitUntil(timeout: 2) { try viewable().isEmpty }, "hidden")
        let zoneBefore = try scene.server.windows(classInstance: "statuspanel-reveal")
        try scene.server.spawn(["picom", "--backend", "xrender"])
        #expect(waitUntil { XProbe.selectionOwned("_NET_WM_CM_S0", display: scene.server.display) }, "picom runs")
        #expect(try waitUntil(timeout: 3) { try scene.server.windows(classInstance: "statuspanel-reveal") != zoneBefore },
                "the strips were rebuilt for the ARGB visual")
        #expect(try scene.panel.roundTrip(), "the panel has handled the compositor's arrival")
        #expect(try viewable().isEmpty, "still hidden after the rebuild")
        let zone = try #require(try scene.server.windows(classInstance: "statuspanel-reveal").first)
        #expect(try scene.server.info(zone)?.mapState == "IsViewable", "with its reveal zone")
    }

    @Test func aStyleChangeCrossfadesInSteadyFramesThenStops() throws {
        let scene = try Scene(dotfile: "", wallpaper: nil)
        _ = try Self.settledContrast(scene, light: false)
        // A point of the gray gradient away from any text: it turns dark when content turns light.
        let recorder = try #require(ScreenRecorder(display: scene.server.display, x: 400, y: 2, width: 1, height: 1, seconds: 1.2))
        try scene.msg("style", "light")
        let samples = recorder.allSamples()
        let first = samples.first?.pixels[0], last = samples.last?.pixels[0]
        var changes: [Double] = []
        for (a, b) in zip(samples, samples.dropFirst()) where a.pixels != b.pixels { changes.append(b.time) }
        let span = (changes.last ?? 0) - (changes.first ?? 0)
        print("crossfade: \(changes.count) colour changes over \(String(format: "%.0f", span * 1000)) ms, \(String(first ?? 0, radix: 16)) → \(String(last ?? 0, radix: 16))")
        #expect(first != last, "the background changed")
        #expect(changes.count >= 6, "in steps, not one jump")
        #expect(span > 0.1 && span < 0.45, "about a quarter of a second")
        #expect((samples.last?.time ?? 0) - (changes.last ?? 0) > 0.3, "and then nothing moves")
    }

    /// `animation = "slide"`: a column of the strip recorded during a style change shows the old
    /// strip moved up (its lower rows at the top) with the new one rising into place below it.
    @Test func aStyleChangeSlidesTheOldStripUpAndTheNewOneIntoPlace() throws {
        let scene = try Scene(dotfile: "[style]\nanimation = \"slide\"\n", wallpaper: nil)
        _ = try Self.settledContrast(scene, light: false)
        let height = 24
        // A column of the strip away from any text.
        let recorder = try #require(ScreenRecorder(display: scene.server.display, x: 400, y: 0, width: 1, height: UInt32(height),
                                                   seconds: 1.2))
        try scene.msg("style", "light")
        let frames = recorder.frames()
        let old = try #require(frames.first).pixels, new = try #require(frames.last).pixels
        #expect(old != new, "the style changed")
        // A frame mid-slide, the old strip `up` pixels up: its rows up..<height on top, then the
        // new strip's first rows.
        func slide(_ pixels: [UInt]) -> Int? {
            (1..<height).first { up in
                (0..<(height - up)).allSatisfy { pixels[$0] == old[$0 + up] }
                    && ((height - up)..<height).allSatisfy { pixels[$0] == new[$0 - (height - up)] }
            }
        }
        let middle = frames.dropFirst().dropLast()
        let offsets = middle.compactMap { slide($0.pixels) }
        print("slide: \(frames.count) frames, the old strip up by \(offsets.map(String.init).joined(separator: " ")) px")
        #expect(offsets.count == middle.count, "every frame between is the two strips, one above the other")
        #expect(offsets.count >= 3, "in steps, not one jump")
        #expect(offsets == offsets.sorted() && Set(offsets).count == offsets.count, "moving up, never back")
        let span = (frames.last?.time ?? 0) - (middle.first?.time ?? 0)
        #expect(span > 0.1 && span < 0.5, "about a quarter of a second, not \(span) s")
    }
}
