import Foundation
import Testing

/// The desktop's own items on a real X server under a real window manager: the page dots follow
/// `wmctrl -s`, a click on a dot and the wheel change `_NET_CURRENT_DESKTOP`, the focused window's
/// title follows `xdotool set_window --name`, and the keyboard item follows `setxkbmap`, a group
/// lock and Caps Lock. What is drawn is read back from the screen's pixels.
@Suite(.serialized) struct DesktopItemsTests {
    /// A window manager the tests run under.
    enum Manager: String, CaseIterable, CustomStringConvertible {
        case openbox, i3, bspwm
        var description: String { rawValue }
    }

    /// A server with `manager` and a panel showing `items` (`left`, `center`, `right`).
    final class Desk {
        let server: XServer
        let home: DotfileHome
        let panel: PanelProcess
        let i3Config: String?

        init(_ manager: Manager, left: [String] = [], center: [String] = [], right: [String] = [], extra: String = "") throws {
            let server = try XServer(width: 800, height: 200)
            self.server = server
            switch manager {
            case .openbox:
                try server.startOpenbox()
                i3Config = nil
            case .bspwm:
                let path = NSTemporaryDirectory() + "statuspanel-bspwmrc-\(UUID().uuidString)"
                try "#!/bin/sh\nbspc monitor -d I II III IV\n".write(toFile: path, atomically: true, encoding: .utf8)
                chmod(path, 0o755)
                i3Config = path
                try server.spawn(["bspwm", "-c", path])
                guard try waitUntil(timeout: 15, { try server.rootProperty("_NET_NUMBER_OF_DESKTOPS") == "4" }) else {
                    throw XServerError.windowManagerDidNotStart
                }
            case .i3:
                let path = NSTemporaryDirectory() + "statuspanel-i3-\(UUID().uuidString).conf"
                // No bar of i3's own: the panel is the strip. Named workspaces, as i3 users name them.
                try "font pango:DejaVu Sans 8\nworkspace_layout default\nexec_always true\n".write(toFile: path, atomically: true, encoding: .utf8)
                i3Config = path
                try server.spawn(["i3", "-c", path])
                guard try waitUntil(timeout: 15, { try server.rootProperty("_NET_SUPPORTING_WM_CHECK") != nil }) else {
                    throw XServerError.windowManagerDidNotStart
                }
            }
            func list(_ names: [String]) -> String { "[" + names.map { "\"\($0)\"" }.joined(separator: ", ") + "]" }
            home = try DotfileHome("[items]\nleft = \(list(left))\ncenter = \(list(center))\nright = \(list(right))\n" + extra)
            panel = try PanelProcess(on: server, environment: home.environment, logsFrames: true)
            guard try panel.waitForPaintedStrip() != nil else { throw XServerError.didNotStart }
        }

        deinit { if let i3Config { try? FileManager.default.removeItem(atPath: i3Config) } }

        var currentDesktop: String? { (try? server.rootProperty("_NET_CURRENT_DESKTOP")) ?? nil }

        /// `statuspanel status --json` on this display.
        func statusJSON() throws -> String {
            try run([panelBinary, "status", "--json"], environment: server.environment).out
        }
    }

    // MARK: - Reading the strip

    /// What each of the first `count` dots is, from the pixels (the dots start at the left
    /// padding, 8 pixels wide and 14 apart at 96 dpi, centred in the 24-pixel strip).
    static func dots(_ image: RGBImage, count: Int) -> [String] {
        let background = image.luminance(x: 2, y: 12)
        return (0..<count).map { i in
            let x = 8 + 14 * i, y = 8
            let ink = image.countContrasting(x: x, y: y, width: 8, height: 8, against: background, ratio: 2)
            let centre = image.countContrasting(x: x + 3, y: y + 3, width: 2, height: 2, against: background, ratio: 2)
            switch (centre, ink) {
            case (4, 40...): return "solid"
            case (0, 16...): return "ring"
            case (4, 1...): return "small"
            default: return "? centre \(centre) ink \(ink)"
            }
        }
    }

    /// The columns of `x` where the strip holds something that contrasts with its background.
    static func inkWidth(_ image: RGBImage, x: Range<Int>) -> Int {
        let background = image.luminance(x: 2, y: 2)
        let columns = x.filter { image.countContrasting(x: $0, y: 4, width: 1, height: 16, against: background, ratio: 2) > 0 }
        guard let first = columns.first, let last = columns.last else { return 0 }
        return last - first + 1
    }

    // MARK: - Workspaces

    @Test(arguments: [Manager.openbox, .bspwm]) func dotsFollowWmctrlAndAClickSwitches(manager: Manager) throws {
        let desk = try Desk(manager, left: ["workspaces"])
        // openbox's four desktops; a window on the first.
        try desk.server.spawn(["xlogo", "-geometry", "200x100+100+100"])
        #expect(try waitUntil { try desk.server.client(["wmctrl", "-l"]).contains("xlogo") })
        try desk.server.client(["wmctrl", "-s", "2"])
        let followed = try waitFor { () -> [String]? in
            let dots = Self.dots(try desk.server.screenshot(), count: 4)
            return dots == ["ring", "small", "solid", "small"] ? dots : nil
        }
        let shown = try Self.dots(desk.server.screenshot(), count: 4)
        #expect(followed != nil, "dots \(shown); stderr: \(desk.panel.stderr)")

        // A click on the second dot, the wheel down, and up past the first (wrapping).
        try desk.server.client(["xdotool", "mousemove", "\(8 + 14 + 4)", "12", "click", "1"])
        #expect(waitUntil { desk.currentDesktop == "1" }, "after a click: \(desk.currentDesktop ?? "none")")
        #expect(waitUntil { (try? Self.dots(desk.server.screenshot(), count: 4)) == ["ring", "solid", "small", "small"] })
        try desk.server.client(["xdotool", "click", "5"])
        #expect(waitUntil { desk.currentDesktop == "2" }, "after the wheel down: \(desk.currentDesktop ?? "none")")
        try desk.server.client(["wmctrl", "-s", "0"])
        #expect(waitUntil { (try? Self.dots(desk.server.screenshot(), count: 4)) == ["solid", "small", "small", "small"] })
        try desk.server.client(["xdotool", "click", "4"])
        #expect(waitUntil { desk.currentDesktop == "3" }, "the wheel up from the first: \(desk.currentDesktop ?? "none")")

        let json = try desk.statusJSON()
        #expect(json.contains(#""workspaces": {"count": 4, "current": 3, "names": ["#), "\(json)")
        #expect(json.contains(#""occupied": [0], "urgent": []}"#), "\(json)")
    }

    @Test func anUrgentWindowMarksItsDesktop() throws {
        let desk = try Desk(.openbox, left: ["workspaces"])
        try desk.server.spawn(["xlogo", "-geometry", "200x100+100+100"])
        let id = try #require(try waitFor { try desk.server.client(["xdotool", "search", "--class", "xlogo"]).split(separator: "\n").first.map(String.init) })
        try desk.server.client(["wmctrl", "-s", "1"])
        #expect(waitUntil { desk.currentDesktop == "1" })
        try desk.server.client(["wmctrl", "-i", "-r", id, "-b", "add,demands_attention"])
        #expect(waitUntil { (try? desk.statusJSON().contains(#""urgent": [0]"#)) == true }, "\((try? desk.statusJSON()) ?? "")")
        // Drawn in the attention colour: a ring whose pixels are not the content colour's grey.
        let colourful = try waitUntil {
            let image = try desk.server.screenshot()
            return (8..<16).contains { x in (8..<16).contains { y in let p = image[x, y]; return Int(p.r) - Int(p.b) > 60 } }
        }
        #expect(colourful, "the urgent desktop's dot is not red")
    }

    /// i3's workspaces exist while they hold a window or are shown, and have names (`2: web`).
    @Test func i3sNamedWorkspaces() throws {
        let desk = try Desk(.i3, left: ["workspaces"], extra: "[workspaces]\nnames = true\n")
        try desk.server.spawn(["xlogo"])
        #expect(try waitUntil { try desk.server.client(["xdotool", "search", "--class", "xlogo"]).contains("\n") || true })
        try desk.server.client(["i3-msg", "workspace", "2: web"])
        let json = try waitFor { () -> String? in
            let json = try desk.statusJSON()
            return json.contains(#""names": ["1","2: web"]"#) ? json : nil
        }
        #expect(json != nil, "\((try? desk.statusJSON()) ?? "")")
        #expect(json?.contains(#""current": 1"#) == true)
        // A click on the first name switches back to it.
        try desk.server.client(["xdotool", "mousemove", "10", "12", "click", "1"])
        #expect(waitUntil { desk.currentDesktop == "0" }, "after a click: \(desk.currentDesktop ?? "none")")
    }

    // MARK: - Window

    @Test(arguments: [Manager.openbox, .i3, .bspwm]) func theTitleFollowsSetWindowName(manager: Manager) throws {
        let desk = try Desk(manager, center: ["window"])
        try desk.server.spawn(["xlogo", "-geometry", "200x100+100+100"])
        let id = try #require(try waitFor { try desk.server.client(["xdotool", "search", "--class", "xlogo"]).split(separator: "\n").first.map(String.init) })
        try desk.server.client(["xdotool", "windowactivate", "--sync", id])
        try desk.server.client(["xdotool", "set_window", "--name", "i", id])
        let narrow = try waitFor { () -> Int? in
            let w = Self.inkWidth(try desk.server.screenshot(), x: 200..<600)
            return (1...8).contains(w) ? w : nil
        }
        let width = try Self.inkWidth(desk.server.screenshot(), x: 200..<600)
        #expect(narrow != nil, "the one-letter title: \(width) px")
        try desk.server.client(["xdotool", "set_window", "--name", "Ünïcödé — WWWWWWWWWWWW", id])
        #expect(try waitUntil { Self.inkWidth(try desk.server.screenshot(), x: 200..<600) > 100 })
        let json = try desk.statusJSON()
        #expect(json.contains(#""window": {"title": "Ünïcödé — WWWWWWWWWWWW", "class": "XLogo"}"#), "\(json)")
        // On an empty desktop no window has the focus: the item hides (i3 has no empty desktop
        // to go to: its workspaces exist while they hold a window or are shown).
        guard manager != .i3 else { return }
        try desk.server.client(["wmctrl", "-s", "1"])
        #expect(try waitUntil { Self.inkWidth(try desk.server.screenshot(), x: 200..<600) == 0 })
    }

    // MARK: - Keyboard

    @Test func theLayoutTagAndCapsLockFollowXKB() throws {
        let desk = try Desk(.openbox, right: ["keyboard"])
        try desk.server.client(["setxkbmap", "-layout", "us"])
        let area = 600..<800
        #expect(try desk.panel.roundTrip())
        #expect(Self.inkWidth(try desk.server.screenshot(), x: area) == 0, "one layout shows nothing")
        try desk.server.client(["setxkbmap", "-layout", "us,de"])
        #expect(try waitUntil { Self.inkWidth(try desk.server.screenshot(), x: area) > 10 }, "no tag; stderr: \(desk.panel.stderr)")
        let us = try desk.server.screenshot().region(x: 700, y: 0, width: 100, height: 24)
        #expect(try desk.statusJSON().contains(#""keyboard": {"layout": "us", "layouts": ["us","de"], "caps_lock": false}"#))

        // A click locks the next group: the tag changes, and XKB says de.
        let tagX = try #require((600..<800).last { x in
            let image = try desk.server.screenshot()
            return image.countContrasting(x: x, y: 4, width: 1, height: 16, against: image.luminance(x: 2, y: 2), ratio: 2) > 0
        })
        try desk.server.client(["xdotool", "mousemove", "\(tagX - 3)", "12", "click", "1"])
        let json = try desk.statusJSON()
        #expect(try waitUntil { try desk.statusJSON().contains(#""layout": "de""#) }, "\(json)")
        #expect(try waitUntil { try desk.server.screenshot().region(x: 700, y: 0, width: 100, height: 24) != us }, "the tag did not change")

        // Caps Lock on adds its mark; off takes it away.
        let withoutCaps = Self.inkWidth(try desk.server.screenshot(), x: area)
        try desk.server.client(["xdotool", "key", "Caps_Lock"])
        #expect(try waitUntil { Self.inkWidth(try desk.server.screenshot(), x: area) > withoutCaps + 8 })
        #expect(try desk.statusJSON().contains(#""caps_lock": true"#))
        try desk.server.client(["xdotool", "key", "Caps_Lock"])
        #expect(try waitUntil { Self.inkWidth(try desk.server.screenshot(), x: area) == withoutCaps })
    }
}
