import CX11
import Foundation
import Testing

/// Issue 25 point 3: a hostile X client, for a whole run, against the panel under openbox with a
/// real tray application docked (``HostileClient`` says what it does). Throughout, the panel
/// keeps running, answers `statuspanel msg` and handles a dock request (checked every few
/// seconds), and keeps the real icon docked; at the end, once the client has put things back as
/// a well-behaved client leaves them, the strip is whole (full width at the top, viewable, its
/// strut taken, the clock drawn) and both icons are docked and drawn.
///
/// `STATUSPANEL_HOSTILE_SECONDS` (default 20, as `scripts/test` runs it) and
/// `STATUSPANEL_HOSTILE_SEED` (default 25) set the run; `scripts/reliability` runs it longer.
/// `STATUSPANEL_HOSTILE_ONLY` (a ``HostileClient/Kind`` case name, such as `forgedEvent`)
/// narrows a failure down to one kind of action.
@Suite(.serialized) struct HostileClientSoakTests {
    static let environment = ProcessInfo.processInfo.environment
    static let seconds = environment["STATUSPANEL_HOSTILE_SECONDS"].flatMap(Double.init) ?? 20
    static let seed = environment["STATUSPANEL_HOSTILE_SEED"].flatMap { UInt64($0) } ?? 25
    /// The blue of the hostile client's own icon.
    static func isBlue(_ p: (r: UInt8, g: UInt8, b: UInt8)) -> Bool { p.b > 180 && p.r < 90 && p.g < 90 }

    @Test func panelSurvivesAHostileClient() throws {
        // A blurred backdrop: the strip reads the wallpaper (`_XROOTPMAP_ID`, which the client
        // writes at random) and what lies beneath, as well as the window properties.
        let scene = try TrayScene(dotfile: "[style]\nbackground = \"blur\"\ncontent = \"auto\"\n", openbox: true)
        try scene.startYad()
        let yad = try #require(try scene.waitForIcons(1)?.first, "yad did not dock; stderr: \(scene.panel.stderr)")
        let yadIcon = try #require(Window(yad.id.dropFirst(2), radix: 16))
        let strip = try #require(Window(scene.dock.dropFirst(2), radix: 16))
        let client = try #require(HostileClient(display: scene.server.display, seed: Self.seed, panelStrip: strip, othersIcons: [yadIcon]),
                                  "the hostile client could not set up (window manager, tray); stderr: \(scene.panel.stderr)")
        defer { client.close() }
        client.only = Self.environment["STATUSPANEL_HOSTILE_ONLY"].flatMap(HostileClient.Kind.init(caseName:))
        let tree = try #require(WindowTree(display: scene.server.display))
        defer { tree.close() }
        #expect(waitUntil { client.embedder != nil }, "the hostile client's icon did not dock: \(scene.panel.stderr)")
        print("hostile client: \(Self.seconds) s, seed \(Self.seed), \(client.panelWindows.count) panel windows")

        var probes: [Double] = []
        let problems = try client.run(for: Self.seconds) { elapsed in
            var wrong: [String] = []
            if !scene.panel.process.isRunning { return "the panel exited (status \(scene.panel.process.terminationStatus))" }
            let msg = try run([panelBinary, "msg", "reveal"], environment: scene.server.environment)
            if msg.status != 0 { wrong.append("statuspanel msg failed (\(msg.status)): \(msg.err)") }
            if let took = client.probeDock() { probes.append(took) } else { wrong.append("a dock request was not handled within 10 s") }
            if !Self.isDocked(yadIcon, tree: tree, client: client) { wrong.append("the yad icon is no longer docked") }
            return wrong.isEmpty ? nil : wrong.joined(separator: "; ")
        }
        print(client.summary)
        print("dock probes: \(probes.count), slowest \(Int((probes.max() ?? 0) * 1000)) ms")
        // The panel's whole log, kept when anything failed.
        let logPath = NSTemporaryDirectory() + "statuspanel-hostile-\(Self.seed)-stderr.log"
        let context = { () -> String in
            _ = FileManager.default.createFile(atPath: logPath, contents: Data(scene.panel.stderr.utf8))
            return "\n\(client.summary)\n\(client.replay)\npanel stderr (whole in \(logPath)):\n\(Self.log(scene.panel))"
        }
        #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))\(context())")
        #expect(scene.panel.process.isRunning, "the panel is gone\(context())")
        guard scene.panel.process.isRunning else { return }

        // Put back as a well-behaved client leaves things; the strip shown again.
        client.restore()
        #expect(try run([panelBinary, "msg", "reveal"], environment: scene.server.environment).status == 0)
        try Self.expectWholeStrip(scene, context: context)
        try Self.expectIconsDrawn(scene, yad: yadIcon, client: client, tree: tree, context: context)
        #expect(scene.panel.stop() == 0, "\(context())")
    }

    /// Whether `icon` sits in a wrapper of the panel's.
    static func isDocked(_ icon: Window, tree: WindowTree, client: HostileClient) -> Bool {
        guard let wrapper = tree.parent(of: icon), wrapper != tree.root else { return false }
        return client.panelWindows.contains(wrapper) || tree.parent(of: wrapper).map { client.panelWindows.contains($0) } == true
    }

    /// The strip full width at the top, viewable, its strut set and taken by openbox, and the
    /// clock drawn legibly.
    static func expectWholeStrip(_ scene: TrayScene, context: () -> String) throws {
        let strip = try #require(try scene.panel.waitForStrip(), "no strip viewable\(context())")
        let placed = try waitUntil { try scene.server.info(strip) == WindowInfo(x: 0, y: 0, width: 1280, height: 24, mapState: "IsViewable") }
        #expect(placed, "strip \(String(describing: try? scene.server.info(strip)))\(context())")
        #expect(try scene.server.property(of: strip, "_NET_WM_STRUT_PARTIAL") == "0, 0, 24, 0, 0, 0, 0, 0, 0, 1279, 0, 0", "\(context())")
        let workArea = try waitFor { try scene.server.rootProperty("_NET_WORKAREA").flatMap { $0.hasPrefix("0, 24, 1280, 696") ? $0 : nil } }
        #expect(workArea != nil, "work area \(String(describing: try? scene.server.rootProperty("_NET_WORKAREA")))\(context())")
        var shot = try scene.server.screenshot()
        let legible = try waitUntil {
            shot = try scene.server.screenshot()
            return shot.countContrasting(x: 600, y: 0, width: 80, height: 24, against: shot.luminance(x: 600, y: 2), ratio: 4.5) > 20
        }
        if !legible { shot.write(to: NSTemporaryDirectory() + "statuspanel-hostile-failure.ppm") }
        #expect(legible, "the clock is not drawn\(context())")
    }

    /// The yad icon and the hostile client's own (now well-behaved) icon docked, 16x16 on the
    /// strip, each drawn in its colour. Others may be docked too: a random dock request may have
    /// named the client's active window, which the tray then embeds, as the protocol has it.
    static func expectIconsDrawn(_ scene: TrayScene, yad: Window, client: HostileClient, tree: WindowTree, context: () -> String) throws {
        let ids = ["0x" + String(yad, radix: 16), "0x" + String(client.icon, radix: 16)]
        let icons = try waitFor { () -> [TrayScene.Icon]? in
            let found = try scene.icons().filter { ids.contains($0.id) }
            return found.count == 2 && found.allSatisfy({ $0.x > 0 && $0.y == 4 && $0.width == 16 && $0.height == 16 }) ? found : nil
        }
        let shown = try #require(icons, "icons now \((try? scene.icons()) ?? [])\(context())")
        let yadShown = try #require(shown.first { $0.name == "YAD" }, "\(shown)\(context())")
        let own = try #require(shown.first { $0.id == "0x" + String(client.icon, radix: 16) }, "\(shown)\(context())")
        let (red, _) = try TrayTests.waitForCentre(of: yadShown, on: scene.server, TrayTests.isRed)
        #expect(red, "the yad icon is not drawn\(context())")
        let (blue, shot) = try TrayTests.waitForCentre(of: own, on: scene.server, isBlue)
        let failure = NSTemporaryDirectory() + "statuspanel-hostile-icon-failure.ppm"
        if !blue { shot.write(to: failure) }
        #expect(blue, "the hostile client's icon is not drawn: \(shot[own.x + own.width / 2, own.y + own.height / 2]) at its centre (\(failure))\(context())")
        #expect(isDocked(yad, tree: tree, client: client))
    }

    /// The panel's log without its frame lines and the hostile client's expected noise (X errors,
    /// refused dock requests), the last lines; and the panel's windows as the server has them.
    static func log(_ panel: PanelProcess) -> String {
        let noise = ["frame ", "X error ", "tray: refused", "tray: the window"]
        let lines = panel.stderr.split(separator: "\n").filter { line in !noise.contains { line.hasPrefix($0) } }.suffix(30)
        let windows = ((try? panel.server.client(["xwininfo", "-root", "-tree"])) ?? "").split(separator: "\n")
            .filter { $0.contains("statuspanel") || $0.contains("YAD") || $0.contains("hostile") }
        return lines.joined(separator: "\n") + "\nwindows:\n" + windows.joined(separator: "\n")
    }
}
