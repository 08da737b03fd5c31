import Foundation
import Testing

/// The desktop's own items on a real X server under a real window manager: the page dots follow
/// `wmctrl -s`, a click on a dot and the wheel change `_NET_CURRENT_DESKTOP`, the focused window's
/// title follows `xdotool set_window --name`, and the keyboard item follows `setxkbmap`, a group
/// lock and Caps Lock. What is drawn is read back from the screen's pixels.
@Suite(.serialized) struct DesktopItemsTests {
    /// A window manager the tests run under.
    enum Manager: String, CaseIterable, CustomStringConvertible {
        case openbox, i3, bspwm, xfwm4, icewm, herbstluftwm, awesome, fluxbox, jwm
        var description: String { rawValue }

        /// The desktops' names as each sets them up here (its defaults; four tags of our own
        /// for herbstluftwm and awesome), trimmed as the item shows them.
        var names: [String] {
            switch self {
            case .fluxbox: (1...4).map { "Workspace \($0)" }
            case .bspwm: ["I", "II", "III", "IV"]
            default: (1...4).map(String.init)
            }
        }
    }

    /// A server with `manager` and a panel showing `items` (`left`, `center`, `right`).
    final class Desk {
        let server: XServer
        let home: DotfileHome
        let panel: PanelProcess
        let i3Config: String?
        /// The session bus xfwm4 reads its settings over.
        let bus: SessionBus?
        /// A home of its own for the window managers that write their settings there.
        let wmHome: String

        init(_ manager: Manager, left: [String] = [], center: [String] = [], right: [String] = [], extra: String = "",
             server: XServer? = nil) throws {
            let server = try server ?? XServer(width: 800, height: 200)
            self.server = server
            wmHome = NSTemporaryDirectory() + "statuspanel-wm-\(UUID().uuidString)"
            try FileManager.default.createDirectory(atPath: wmHome + "/.config", withIntermediateDirectories: true)
            let wmEnvironment = ["HOME": wmHome, "XDG_CONFIG_HOME": wmHome + "/.config"]
            bus = manager == .xfwm4 ? try SessionBus() : nil
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
            case .xfwm4, .icewm, .fluxbox, .jwm:
                i3Config = nil
                var environment = wmEnvironment
                if let bus { environment.merge(bus.environment.merging(["NO_AT_BRIDGE": "1"]) { $1 }) { $1 } }
                try server.spawn(manager == .xfwm4 ? ["xfwm4", "--replace"] : [manager.rawValue], environment: environment)
                try Self.waitForDesktops(server, 4)
            case .herbstluftwm:
                // Four tags of our own (Debian's autostart makes nine and starts a panel).
                let path = wmHome + "/autostart"
                try "#!/bin/sh\nherbstclient rename default 1\nfor t in 2 3 4; do herbstclient add $t; done\n"
                    .write(toFile: path, atomically: true, encoding: .utf8)
                chmod(path, 0o755)
                i3Config = nil
                try server.spawn(["herbstluftwm", "--autostart", path], environment: wmEnvironment)
                try Self.waitForDesktops(server, 4)
            case .awesome:
                // Four tags on every screen, no wibar of awesome's own (the strip is the bar), no borders.
                let path = wmHome + "/rc.lua"
                try """
                    local awful = require("awful")
                    require("awful.autofocus")
                    awful.screen.connect_for_each_screen(function(s) awful.tag({ "1", "2", "3", "4" }, s, awful.layout.suit.floating) end)
                    client.connect_signal("manage", function(c) c.border_width = 0 end)
                    """.write(toFile: path, atomically: true, encoding: .utf8)
                i3Config = nil
                try server.spawn(["awesome", "-c", path], environment: wmEnvironment)
                try Self.waitForDesktops(server, 4)
            }
            func list(_ names: [String]) -> String { "[" + names.map { "\"\($0)\"" }.joined(separator: ", ") + "]" }
            home = try DotfileHome("[items]\nleft = \(list(left))\ncenter = \(list(center))\nright = \(list(right))\n" + extra)
            panel = try PanelProcess(on: server, environment: home.environment, logsFrames: true)
            guard try panel.waitForPaintedStrip() != nil else { throw XServerError.didNotStart }
        }

        deinit {
            if let i3Config { try? FileManager.default.removeItem(atPath: i3Config) }
            try? FileManager.default.removeItem(atPath: wmHome)
        }

        /// Waits until the window manager has set up `count` desktops.
        static func waitForDesktops(_ server: XServer, _ count: Int) throws {
            guard try waitUntil(timeout: 20, { try server.rootProperty("_NET_NUMBER_OF_DESKTOPS") == String(count) }) else {
                throw XServerError.windowManagerDidNotStart
            }
        }

        var currentDesktop: String? { (try? server.rootProperty("_NET_CURRENT_DESKTOP")) ?? nil }

        /// `statuspanel status --json` on this display.
        func statusJSON() throws -> String {
            try run([panelBinary, "status", "--json"], environment: server.environment).out
        }
    }

    // MARK: - Reading the strip

    /// What each of the first `count` dots is, from the pixels (the dots start at the left
    /// padding, 8 pixels wide and 14 apart at 96 dpi, centred in the 24-pixel strip).
    static func dots(_ image: RGBImage, count: Int, from originX: Int = 0) -> [String] {
        let background = image.luminance(x: originX + 2, y: 12)
        return (0..<count).map { i in
            let x = originX + 8 + 14 * i, y = 8
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

    /// The other window managers of docs/window-managers.md, one server each: their desktops (or
    /// tags) as EWMH exposes them are followed, a click and the wheel switch, the focused
    /// window's title is followed.
    @Test(arguments: [Manager.xfwm4, .icewm, .herbstluftwm, .awesome, .fluxbox, .jwm])
    func everyWindowManagersDesktops(manager: Manager) throws {
        let desk = try Desk(manager, left: ["workspaces"], center: ["window"])
        try desk.server.spawn(["xlogo", "-geometry", "200x100+100+100"])
        let id = try #require(try waitFor { try desk.server.client(["xdotool", "search", "--class", "xlogo"]).split(separator: "\n").first.map(String.init) })
        #expect(waitUntil { (try? desk.server.property(of: id, "_NET_WM_DESKTOP")) == "0" }, "xlogo is not on the first desktop")
        // The title: the window activated, named, followed.
        try desk.server.client(["xdotool", "windowactivate", "--sync", id])
        try desk.server.client(["xdotool", "set_window", "--name", "Ünïcödé — \(manager)", id])
        #expect(try waitUntil { try desk.statusJSON().contains(#""window": {"title": "Ünïcödé — \#(manager)", "class": "XLogo"}"#) },
                "\((try? desk.statusJSON()) ?? ""); stderr: \(desk.panel.stderr)")
        #expect(try waitUntil { Self.inkWidth(try desk.server.screenshot(), x: 250..<550) > 60 }, "no title drawn")

        try desk.server.client(["wmctrl", "-s", "2"])
        let followed = waitUntil { (try? Self.dots(desk.server.screenshot(), count: 4)) == ["ring", "small", "solid", "small"] }
        #expect(followed, "dots \((try? Self.dots(desk.server.screenshot(), count: 4)) ?? []); stderr: \(desk.panel.stderr)")
        try desk.server.client(["xdotool", "mousemove", "\(8 + 14 + 4)", "12", "click", "1"])
        #expect(waitUntil { desk.currentDesktop == "1" }, "after a click: \(desk.currentDesktop ?? "none")")
        #expect(waitUntil { (try? Self.dots(desk.server.screenshot(), count: 4)) == ["ring", "solid", "small", "small"] })
        try desk.server.client(["xdotool", "click", "5"])
        #expect(waitUntil { desk.currentDesktop == "2" }, "after the wheel down: \(desk.currentDesktop ?? "none")")
        let names = "[" + manager.names.map { "\"\($0)\"" }.joined(separator: ",") + "]"
        #expect(try waitUntil { try desk.statusJSON().contains(#""workspaces": {"count": 4, "current": 2, "names": \#(names), "occupied": [0], "urgent": []}"#) },
                "\((try? desk.statusJSON()) ?? "")")
    }

    /// bspwm on two monitors gives each its own desktops (`bspc monitor -d`), all in one EWMH
    /// list: each strip shows its own monitor's, the one that monitor shows solid, and a click on
    /// the right strip's dot switches to that monitor's desktop.
    @Test func bspwmsDesktopsPerMonitorOnTwoStrips() throws {
        let server = try XServer(width: 1600, height: 300)
        for (name, x) in [("LEFT", 0), ("RIGHT", 800)] {
            try server.client(["xrandr", "--setmonitor", name, "800/200x300/80+\(x)+0", "none"])
        }
        let rc = NSTemporaryDirectory() + "statuspanel-bspwmrc-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: rc) }
        // bspwm reads RandR outputs, not monitors: the second monitor is added by hand.
        try """
            #!/bin/sh
            bspc monitor -g 800x300+0+0 -d I II III IV
            bspc wm -a RIGHT 800x300+800+0
            bspc monitor RIGHT -d V VI VII
            """.write(toFile: rc, atomically: true, encoding: .utf8)
        chmod(rc, 0o755)
        try server.spawn(["bspwm", "-c", rc])
        try Desk.waitForDesktops(server, 7)
        let home = try DotfileHome("[panel]\nmonitor = [\"LEFT\", \"RIGHT\"]\n[items]\nleft = [\"workspaces\"]\ncenter = []\nright = []\n")
        let panel = try PanelProcess(on: server, environment: home.environment, logsFrames: true)
        _ = try #require(try panel.waitForPaintedStrip(), "stderr: \(panel.stderr)")
        func strips() -> (left: [String], right: [String])? {
            guard let image = try? server.screenshot() else { return nil }
            return (Self.dots(image, count: 4), Self.dots(image, count: 3, from: 800))
        }
        // I shown on the left; nothing yet says what the right one shows.
        #expect(waitUntil { strips().map { $0.left == ["solid", "small", "small", "small"] && $0.right == ["small", "small", "small"] } == true },
                "\(String(describing: strips())); stderr: \(panel.stderr)")
        // The focus to VI on the right: the left monitor still shows I.
        try server.client(["bspc", "desktop", "-f", "VI"])
        #expect(waitUntil { strips().map { $0.left == ["solid", "small", "small", "small"] && $0.right == ["small", "solid", "small"] } == true },
                "\(String(describing: strips()))")
        // A click on the right strip's third dot: VII, the seventh desktop.
        try server.client(["xdotool", "mousemove", "\(800 + 8 + 28 + 4)", "12", "click", "1"])
        #expect(waitUntil { (try? server.rootProperty("_NET_CURRENT_DESKTOP")) == "6" },
                "after a click: \(((try? server.rootProperty("_NET_CURRENT_DESKTOP")) ?? nil) ?? "none")")
        #expect(waitUntil { strips().map { $0.left == ["solid", "small", "small", "small"] && $0.right == ["small", "small", "solid"] } == true },
                "\(String(describing: strips()))")
    }

    /// herbstluftwm's tags are global (any monitor shows any tag) and EWMH names only the focused
    /// monitor's, with one `_NET_DESKTOP_VIEWPORT` for all: on two monitors each strip shows
    /// every tag, the focused monitor's solid, and follows the focus to the other monitor.
    @Test func herbstluftwmsTagsOnTwoStrips() throws {
        let server = try XServer(width: 1600, height: 300)
        for (name, x) in [("LEFT", 0), ("RIGHT", 800)] {
            try server.client(["xrandr", "--setmonitor", name, "800/200x300/80+\(x)+0", "none"])
        }
        let wmHome = NSTemporaryDirectory() + "statuspanel-wm-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: wmHome, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: wmHome) }
        // herbstluftwm reads Xinerama, not RandR monitors: the two are set by hand.
        try """
            #!/bin/sh
            herbstclient rename default 1
            for t in 2 3 4; do herbstclient add $t; done
            herbstclient set_monitors 800x300+0+0 800x300+800+0
            """.write(toFile: wmHome + "/autostart", atomically: true, encoding: .utf8)
        chmod(wmHome + "/autostart", 0o755)
        try server.spawn(["herbstluftwm", "--autostart", wmHome + "/autostart"], environment: ["HOME": wmHome])
        try Desk.waitForDesktops(server, 4)
        #expect(try waitUntil { try server.client(["herbstclient", "list_monitors"]).contains("1: 800x300+800+0") })
        let home = try DotfileHome("[panel]\nmonitor = [\"LEFT\", \"RIGHT\"]\n[items]\nleft = [\"workspaces\"]\ncenter = []\nright = []\n")
        let panel = try PanelProcess(on: server, environment: home.environment, logsFrames: true)
        _ = try #require(try panel.waitForPaintedStrip(), "stderr: \(panel.stderr)")
        func strips() -> (left: [String], right: [String])? {
            guard let image = try? server.screenshot() else { return nil }
            return (Self.dots(image, count: 4), Self.dots(image, count: 4, from: 800))
        }
        let first = ["solid", "small", "small", "small"], third = ["small", "small", "solid", "small"]
        #expect(waitUntil { strips().map { $0.left == first && $0.right == first } == true }, "\(String(describing: strips()))")
        // The focus to the right monitor, which is then given tag 3: both strips say 3.
        try server.client(["herbstclient", "focus_monitor", "1"])
        try server.client(["herbstclient", "use", "3"])
        #expect(waitUntil { strips().map { $0.left == third && $0.right == third } == true }, "\(String(describing: strips()))")
        // A click on the right strip's second dot: the focused monitor shows tag 2.
        try server.client(["xdotool", "mousemove", "\(800 + 8 + 14 + 4)", "12", "click", "1"])
        #expect(waitUntil { (try? server.rootProperty("_NET_CURRENT_DESKTOP")) == "1" })
        #expect(try waitUntil { try server.client(["herbstclient", "list_monitors"]).contains("1: 800x300+800+0 with tag \"2\"") })
    }

    /// With no window manager nothing exposes desktops or a focused window: both items hide,
    /// and `status --json` says null.
    @Test func withNoWindowManagerTheItemsHide() throws {
        let server = try XServer(width: 800, height: 200)
        let home = try DotfileHome("[items]\nleft = [\"workspaces\"]\ncenter = [\"window\"]\nright = []\n")
        let panel = try PanelProcess(on: server, environment: home.environment, logsFrames: true)
        _ = try #require(try panel.waitForPaintedStrip())
        try server.spawn(["xlogo", "-geometry", "200x100+100+100"])
        #expect(try waitUntil { try server.client(["xdotool", "search", "--class", "xlogo"]).contains("\n") })
        #expect(try panel.roundTrip())
        #expect(Self.inkWidth(try server.screenshot(), x: 0..<800) == 0, "something is drawn")
        let json = try run([panelBinary, "status", "--json"], environment: server.environment).out
        #expect(json.contains(#""workspaces": null"#) && json.contains(#""window": null"#), "\(json)")
        #expect(json.contains(#""keyboard": {"layout": "us""#), "XKB without a window manager: \(json)")
        // Without a display all three are null.
        let none = try run([panelBinary, "status", "--json"], environment: ["DISPLAY": ""]).out
        #expect(none.contains(#""workspaces": null, "window": null, "keyboard": null"#), "\(none)")
    }

    @Test func anUrgentWindowMarksItsDesktop() throws {
        let marker = NSTemporaryDirectory() + "statuspanel-scrolled-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: marker) }
        // [actions.workspaces] overrides the wheel down (and only that).
        let desk = try Desk(.openbox, left: ["workspaces"], extra: "[actions.workspaces]\nscroll_down = \"touch \(marker)\"\n")
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

        // The wheel down runs the dotfile's command instead of stepping; the wheel up still steps.
        try desk.server.client(["xdotool", "mousemove", "12", "12", "click", "5"])
        #expect(waitUntil { FileManager.default.fileExists(atPath: marker) }, "the command did not run; stderr: \(desk.panel.stderr)")
        #expect(try desk.panel.roundTrip())
        #expect(desk.currentDesktop == "1", "the wheel down stepped: \(desk.currentDesktop ?? "none")")
        try desk.server.client(["xdotool", "click", "4"])
        #expect(waitUntil { desk.currentDesktop == "0" }, "the wheel up: \(desk.currentDesktop ?? "none")")
    }

    /// i3's workspaces exist while they hold a window or are shown, and have names (`2: web`).
    @Test func i3sNamedWorkspaces() throws {
        let desk = try Desk(.i3, left: ["workspaces"], extra: "[workspaces]\nnames = true\n")
        try desk.server.spawn(["xlogo"])
        let id = try #require(try waitFor { try desk.server.client(["xdotool", "search", "--class", "xlogo"]).split(separator: "\n").first.map(String.init) })
        try desk.server.client(["i3-msg", "workspace", "2: web"])
        // A window on "2: web" too: i3 ends an empty workspace once it is no longer shown.
        try desk.server.spawn(["xlogo"])
        #expect(try waitUntil { try desk.server.client(["xdotool", "search", "--class", "xlogo"]).split(separator: "\n").count == 2 })
        let json = try waitFor { () -> String? in
            let json = try desk.statusJSON()
            return json.contains(#""names": ["1","2: web"]"#) ? json : nil
        }
        #expect(json != nil, "\((try? desk.statusJSON()) ?? "")")
        #expect(json?.contains(#""current": 1"#) == true)
        // What the names look like with "2: web" current.
        func names() throws -> [UInt8] { try desk.server.screenshot().region(x: 0, y: 0, width: 200, height: 24) }
        #expect(try waitUntil { try desk.statusJSON().contains(#""occupied": [0,1]"#) })
        #expect(try waitUntil { Self.inkWidth(try desk.server.screenshot(), x: 0..<200) > 30 })
        let onWeb = try names()
        // i3 keeps WM_HINTS' urgency to itself (no _NET_WM_STATE_DEMANDS_ATTENTION): the urgency
        // hint alone marks the first workspace, its name in the attention colour.
        try desk.server.client(["xdotool", "set_window", "--urgency", "1", id])
        #expect(try desk.server.property(of: id, "_NET_WM_STATE")?.contains("DEMANDS_ATTENTION") != true)
        let red = try waitUntil {
            let image = try desk.server.screenshot()
            return (0..<40).contains { x in (4..<20).contains { y in let p = image[x, y]; return Int(p.r) - Int(p.b) > 60 } }
        }
        #expect(red, "the urgent workspace's name is not red; stderr: \(desk.panel.stderr)")
        #expect(try desk.statusJSON().contains(#""urgent": [0]"#), "\((try? desk.statusJSON()) ?? "")")
        try desk.server.client(["xdotool", "set_window", "--urgency", "0", id])
        #expect(try waitUntil { try names() == onWeb }, "the urgency did not go")
        // A click on the first name switches back to it, and the strip follows.
        try desk.server.client(["xdotool", "mousemove", "10", "12", "click", "1"])
        #expect(waitUntil { desk.currentDesktop == "0" }, "after a click: \(desk.currentDesktop ?? "none")")
        #expect(try waitUntil { try names() != onWeb }, "the strip did not follow the click")
        // wmctrl -s 1 (the client message i3 acts on) is followed: the strip as it was on "2: web".
        try desk.server.client(["wmctrl", "-s", "1"])
        #expect(waitUntil { desk.currentDesktop == "1" }, "after wmctrl -s 1: \(desk.currentDesktop ?? "none")")
        #expect(try waitUntil { try names() == onWeb }, "the strip did not follow wmctrl -s 1")
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

    /// xterm writes a title that is not all ISO 8859-1 as a COMPOUND_TEXT `WM_NAME` and sets no
    /// `_NET_WM_NAME`: decoded (JIS X 0208, ISO 8859-1, ISO 8859-7 and a UTF-8 segment), not shown
    /// as its escape sequences.
    @Test func anXtermsCompoundTextTitle() throws {
        let desk = try Desk(.openbox, center: ["window"])
        let title = "終端機 — Grüße, Ελληνικά"
        try desk.server.spawn(["xterm", "-geometry", "40x5+100+100", "-T", title], environment: ["LC_ALL": "C.UTF-8"])
        let id = try #require(try waitFor { try desk.server.client(["xdotool", "search", "--class", "xterm"]).split(separator: "\n").first.map(String.init) })
        try desk.server.client(["xdotool", "windowactivate", "--sync", id])
        let type = try desk.server.client(["xprop", "-id", id, "WM_NAME", "_NET_WM_NAME"])
        #expect(type.contains("WM_NAME(COMPOUND_TEXT)") && type.contains("_NET_WM_NAME:  not found"), "\(type)")
        #expect(try waitUntil { try desk.statusJSON().contains(#""window": {"title": "\#(title)", "class": "XTerm"}"#) },
                "\((try? desk.statusJSON()) ?? "")")
        // The panel's strip draws it: as wide as the same title set as UTF-8.
        let drawn = try #require(try waitFor { () -> Int? in
            let w = Self.inkWidth(try desk.server.screenshot(), x: 200..<600)
            return w > 100 ? w : nil
        })
        try desk.server.client(["xdotool", "set_window", "--name", title, id])
        #expect(try waitUntil { try !desk.server.client(["xprop", "-id", id, "_NET_WM_NAME"]).contains("not found") })
        #expect(try desk.panel.roundTrip())
        #expect(Self.inkWidth(try desk.server.screenshot(), x: 200..<600) == drawn, "drawn \(drawn) px as COMPOUND_TEXT")
    }

    // MARK: - Keyboard

    /// Locks XKB group `group` from a client of its own, as a window manager's key binding or a
    /// layout switcher does (the panel's own click is not the only group lock it follows).
    static func lockGroup(_ group: Int, on server: XServer) throws {
        let script = """
            import ctypes
            x = ctypes.CDLL("libX11.so.6")
            x.XOpenDisplay.restype = ctypes.c_void_p
            x.XOpenDisplay.argtypes = [ctypes.c_char_p]
            x.XkbLockGroup.argtypes = [ctypes.c_void_p, ctypes.c_uint, ctypes.c_uint]
            x.XSync.argtypes = [ctypes.c_void_p, ctypes.c_int]
            x.XCloseDisplay.argtypes = [ctypes.c_void_p]
            d = x.XOpenDisplay(None)
            assert d, "no display"
            assert x.XkbLockGroup(d, 0x100, \(group))
            x.XSync(d, 0)
            x.XCloseDisplay(d)
            """
        try server.client(["python3", "-c", script])
    }

    @Test(arguments: [Manager.openbox, .i3, .bspwm]) func theLayoutTagAndCapsLockFollowXKB(manager: Manager) throws {
        let desk = try Desk(manager, right: ["keyboard"])
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
        // A group lock from another client: back to us, and the tag changes again.
        #expect(try waitUntil { try desk.statusJSON().contains(#""layout": "de""#) })
        let de = try desk.server.screenshot().region(x: 700, y: 0, width: 100, height: 24)
        try Self.lockGroup(0, on: desk.server)
        #expect(try waitUntil { try desk.statusJSON().contains(#""layout": "us""#) }, "the lock was not taken")
        #expect(try waitUntil { try desk.server.screenshot().region(x: 700, y: 0, width: 100, height: 24) != de }, "the tag stayed DE")

        // Caps Lock on adds its mark; off takes it away.
        let withoutCaps = Self.inkWidth(try desk.server.screenshot(), x: area)
        try desk.server.client(["xdotool", "key", "Caps_Lock"])
        #expect(try waitUntil { Self.inkWidth(try desk.server.screenshot(), x: area) > withoutCaps + 8 })
        #expect(try desk.statusJSON().contains(#""caps_lock": true"#))
        try desk.server.client(["xdotool", "key", "Caps_Lock"])
        #expect(try waitUntil { Self.inkWidth(try desk.server.screenshot(), x: area) == withoutCaps })
    }
}
