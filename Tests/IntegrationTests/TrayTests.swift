import Foundation
import Testing

/// The system tray with real applications nobody here wrote: `yad --notification` and
/// `cbatticon` dock through GtkStatusIcon; `trayer` is another tray manager. Pixels are read
/// from the screen as shown (``XServer/screenshot()``).
@Suite(.serialized) struct TrayTests {
    static func isRed(_ p: (r: UInt8, g: UInt8, b: UInt8)) -> Bool { p.r > 180 && p.g < 90 && p.b < 90 }
    static func isBlack(_ p: (r: UInt8, g: UInt8, b: UInt8)) -> Bool { p.r < 24 && p.g < 24 && p.b < 24 }

    /// Waits until the centre of `icon` on the screen passes `test`; the last screenshot either way.
    static func waitForCentre(of icon: TrayScene.Icon, on server: XServer, timeout: Double = 5,
                              _ test: ((r: UInt8, g: UInt8, b: UInt8)) -> Bool) throws -> (passed: Bool, shot: RGBImage) {
        var shot = try server.screenshot()
        let passed = try waitUntil(timeout: timeout) {
            shot = try server.screenshot()
            return test(shot[icon.x + icon.width / 2, icon.y + icon.height / 2])
        }
        return (passed, shot)
    }

    @Test func realAppsDockAsSquaresOnTheStripsOwnBackground() throws {
        let scene = try TrayScene()
        try scene.startYad()
        try scene.start(["cbatticon"])
        let found = try scene.waitForIcons(2)
        let icons = try #require(found, "icons: \(String(describing: try? scene.icons())); stderr: \(scene.panel.stderr)")
        #expect(XProbe.selectionOwned("_NET_SYSTEM_TRAY_S0", display: scene.server.display))
        let owner = try #require(try scene.server.windows(classInstance: "statuspanel-tray").first)
        #expect(try scene.server.property(of: owner, "_NET_SYSTEM_TRAY_ORIENTATION") == "0")
        #expect(try scene.server.property(of: owner, "_NET_SYSTEM_TRAY_VISUAL")?.contains("visual id") == true)
        for icon in icons {
            #expect(icon.width == 16 && icon.height == 16 && icon.y == 4, "\(icon)")
            #expect(icon.x > scene.server.width / 2, "in the right group: \(icon)")
        }
        #expect(abs(icons[0].x - icons[1].x) == 20, "4 px apart: \(icons)")

        let yad = try #require(icons.first { $0.name == "YAD" }, "\(icons)")
        let (red, shot) = try Self.waitForCentre(of: yad, on: scene.server, Self.isRed)
        #expect(red, "the disc's centre: \(shot[yad.x + 8, yad.y + 8])")
        // Around the disc the icon is transparent: the strip's own pixels, as beside the icons
        // on the same row, and never black.
        for y in [yad.y, yad.y + 15] {
            let beside = shot[min(icons[0].x, icons[1].x) - 4, y]
            for x in [yad.x, yad.x + 15] {
                #expect(shot[x, y] == beside, "corner \(x),\(y): \(shot[x, y]) beside \(beside)")
            }
        }
        var black = 0
        for y in yad.y..<(yad.y + 16) { for x in yad.x..<(yad.x + 16) where Self.isBlack(shot[x, y]) { black += 1 } }
        #expect(black == 0, "\(black) black pixels in the icon")
    }

    @Test func tintContentDrawsTheIconInTheStripsTextColour() throws {
        let scene = try TrayScene(dotfile: "[style]\ncontent = \"dark\"\n[tray]\ntint = \"content\"\n")
        try scene.startYad()
        let icon = try #require(try scene.waitForIcons(1)?.first)
        // The dark content colour, no longer red; the corners still the strip's.
        let (dark, shot) = try Self.waitForCentre(of: icon, on: scene.server) { $0.r < 80 && $0.g < 80 && $0.b < 80 }
        #expect(dark, "tinted centre: \(shot[icon.x + 8, icon.y + 8])")
        #expect(shot[icon.x, icon.y + 1] == shot[icon.x - 4, icon.y + 1])
        // Light content: the same shape in the light colour.
        #expect(try run([panelBinary, "msg", "style", "light"], environment: scene.server.environment).status == 0)
        let (light, after) = try Self.waitForCentre(of: icon, on: scene.server) { $0.r > 200 && $0.g > 200 && $0.b > 200 }
        #expect(light, "tinted centre in light content: \(after[icon.x + 8, icon.y + 8])")
    }

    @Test func iconsAreThirtyTwoPixelsAt192Dpi() throws {
        let server = try XServer()
        _ = try run(["xrdb", "-merge"], environment: server.environment, input: "Xft.dpi: 192\n")
        let scene = try TrayScene(server: server)
        try scene.startYad()
        let icon = try #require(try scene.waitForIcons(1)?.first)
        #expect(icon.width == 32 && icon.height == 32 && icon.y == 8, "\(icon)")
        let (red, _) = try Self.waitForCentre(of: icon, on: scene.server, Self.isRed)
        #expect(red)
    }

    @Test func rightToLeftTheTrayIsAtTheLeftEnd() throws {
        let scene = try TrayScene(dotfile: "[panel]\ndirection = \"rtl\"\n")
        try scene.startYad()
        let icon = try #require(try scene.waitForIcons(1)?.first)
        #expect(icon.x < scene.server.width / 2, "\(icon)")
    }

    @Test func anotherTrayKeepsItsIconsAndThePanelSaysSoOnce() throws {
        let server = try XServer()
        let trayer = try server.spawn(["trayer", "--edge", "bottom", "--SetDockType", "true"],
                                      stdout: FileHandle.nullDevice, stderr: FileHandle.nullDevice)
        defer { trayer.signal(SIGKILL) }
        #expect(waitUntil { XProbe.selectionOwned("_NET_SYSTEM_TRAY_S0", display: server.display) }, "trayer took the tray")
        let scene = try TrayScene(server: server)
        #expect(try scene.panel.roundTrip())
        // Each reload tries the tray again (it may be free by then), and says nothing new.
        for _ in 0..<2 { _ = try run([panelBinary, "msg", "reload"], environment: server.environment) }
        #expect(try scene.panel.roundTrip())
        let lines = scene.panel.stderr.split(separator: "\n").filter { $0.contains("another system tray") }
        #expect(lines.count == 1, "\(scene.panel.stderr)")
        #expect(try server.windows(classInstance: "statuspanel-tray").isEmpty, "the panel made no tray of its own")
        try scene.startYad()
        // The icon docks into trayer, never into the strip.
        let docked = try waitFor(timeout: 15) { () -> String? in
            let tree = try server.client(["xwininfo", "-root", "-tree"])
            return tree.split(separator: "\n").first { $0.contains("\"YAD\"") && $0.contains("x") && !$0.contains("10x10") }.map(String.init)
        }
        #expect(docked != nil, "yad's icon")
        #expect(try scene.panel.roundTrip())
        #expect(try scene.icons().isEmpty)
    }

    /// GTK makes a new icon window when its tray goes and waits for the next one (the panel's
    /// giving back of a window that stays is TrayHostileClientTests'); what a user sees is the
    /// icon in the next panel.
    @Test func onExitIconsDockIntoTheNextPanel() throws {
        let scene = try TrayScene()
        try scene.startYad()
        _ = try #require(try scene.waitForIcons(1)?.first)
        #expect(scene.panel.stop() == 0)
        #expect(!XProbe.selectionOwned("_NET_SYSTEM_TRAY_S0", display: scene.server.display), "the tray given up")
        let next = try PanelProcess(on: scene.server, environment: scene.home.environment)
        let dock = try #require(try next.waitForStrip())
        let again = try scene.waitForIcons(1, in: dock)
        #expect(again?.map(\.name) == ["YAD"], "stderr: \(next.stderr)")
        _ = next.stop()
    }

    @Test func iconsHideWithTheStripAndShowOnTheStripATapReveals() throws {
        let scene = try TrayScene(dotfile: "[fullscreen]\nstay_revealed = 30\n")
        try scene.startYad()
        let icon = try #require(try scene.waitForIcons(1)?.first)
        #expect(try Self.waitForCentre(of: icon, on: scene.server, Self.isRed).passed)
        #expect(try run([panelBinary, "msg", "hide"], environment: scene.server.environment).status == 0)
        let (gone, _) = try Self.waitForCentre(of: icon, on: scene.server) { !Self.isRed($0) }
        #expect(gone, "hidden with the strip")
        // The icon leaves the screen while the strip slides out; the tap is for a strip that has
        // finished hiding, when the reveal zone takes it (a tap before lands on nothing).
        let zoneMapped = try waitUntil {
            try scene.server.windows(classInstance: "statuspanel-reveal").contains { try scene.server.info($0)?.mapState == "IsViewable" }
        }
        #expect(zoneMapped, "the reveal zone is mapped once hidden")
        // A tap on the top edge shows the strip above everything (the overlay), with the icon.
        try scene.server.client(["xdotool", "mousemove", "640", "0", "click", "1"])
        let (back, shot) = try Self.waitForCentre(of: icon, on: scene.server, Self.isRed)
        #expect(back, "revealed: \(shot[icon.x + 8, icon.y + 8])")
    }

    /// A compositor starting under a translucent strip makes the strips again in ARGB: the icons
    /// move into the new strip (in wrappers of its visual) and stay on it when it goes.
    @Test func iconsFollowTheStripWhenACompositorComesAndGoes() throws {
        let scene = try TrayScene(dotfile: "[style]\npreset = \"black-translucent\"\n")
        try scene.startYad()
        _ = try #require(try scene.waitForIcons(1))
        func depth(_ window: String) throws -> String? {
            try scene.server.client(["xwininfo", "-id", window]).split(separator: "\n").first { $0.contains("Depth:") }
                .map { $0.split(separator: ":")[1].trimmingCharacters(in: .whitespaces) }
        }
        #expect(try depth(scene.dock) == "24")
        let picom = try scene.server.spawn(["picom", "--backend", "xrender"], stdout: FileHandle.nullDevice, stderr: FileHandle.nullDevice)
        defer { picom.signal(SIGKILL) }
        let argb = try waitFor { () -> String? in
            let dock = try scene.panel.waitForStrip(timeout: 1)
            return try dock.flatMap { try depth($0) == "32" ? $0 : nil }
        }
        let dock = try #require(argb, "an ARGB strip; stderr: \(scene.panel.stderr)")
        let moved = try scene.waitForIcons(1, in: dock)
        #expect(moved?.first?.width == 16, "the icon in the ARGB strip: \(String(describing: moved)); stderr: \(scene.panel.stderr)")
        picom.signal(SIGKILL)
        let opaque = try waitFor { () -> String? in
            let dock = try scene.panel.waitForStrip(timeout: 1)
            return try dock.flatMap { try depth($0) == "24" ? $0 : nil }
        }
        let back = try #require(opaque, "an opaque strip again")
        #expect(try scene.waitForIcons(1, in: back) != nil, "the icon back in the opaque strip")
        #expect(!scene.panel.stderr.contains("went away"), "\(scene.panel.stderr)")
    }

    /// A click on an icon goes to its app (yad runs its `--command`), never to `[actions.tray]`.
    @Test func aClickOnAnIconGoesToItsApp() throws {
        let marks = NSTemporaryDirectory() + "statuspanel-tray-click-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: marks + ".app"); try? FileManager.default.removeItem(atPath: marks + ".panel") }
        let scene = try TrayScene(dotfile: "[actions.tray]\nclick = \"touch \(marks).panel\"\n")
        try scene.start(["yad", "--notification", "--image=\(scene.iconPath)", "--command=touch \(marks).app"])
        let icon = try #require(try scene.waitForIcons(1)?.first)
        try scene.server.client(["xdotool", "mousemove", "\(icon.x + 8)", "\(icon.y + 8)", "click", "1"])
        #expect(waitUntil { FileManager.default.fileExists(atPath: marks + ".app") }, "yad's command ran")
        #expect(try scene.panel.roundTrip())
        #expect(!FileManager.default.fileExists(atPath: marks + ".panel"), "the tray's action did not")
    }
}
