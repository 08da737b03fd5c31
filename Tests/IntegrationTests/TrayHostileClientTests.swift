import CX11
import Foundation
import PanelCore
import Testing

/// Issue 22 point 7: bad input from a tray client never costs the panel or another icon. The
/// panel runs with the default items (the tray first in `right`) under Xvfb with no window
/// manager; a well-behaved icon docks first, and must stay on the strip, 16x16, in its colour,
/// through what the hostile clients (``TrayClient``) do.
@Suite(.serialized) struct TrayHostileClientTests {
    /// The good icon's colour.
    static let red: UInt = 0xFF0000
    /// The side of an icon at 96 dpi.
    static let size: Int32 = 16

    final class Scene {
        let server: XServer
        let panel: PanelProcess
        let tree: WindowTree
        /// The strip's window: the icons' wrappers are its children.
        let dock: Window
        let dockState: WindowTree.State
        /// The well-behaved client and its icon.
        let client: TrayClient
        let good: Window
        private(set) var goodWrapper: Window = 0
        /// Where the good icon is with no other icon shown.
        private(set) var goodPlace: WindowTree.State?
        /// Every client's connection, closed before the server goes (Xlib would exit the process).
        private var clients: [TrayClient] = []

        init() throws {
            server = try XServer()
            panel = try PanelProcess(on: server, logsFrames: true)
            let id = try #require(try panel.waitForStrip(), "no strip; stderr: \(panel.stderr)")
            dock = try #require(Window(id.dropFirst(2), radix: 16))
            tree = try #require(WindowTree(display: server.display))
            dockState = try #require(tree.state(of: dock))
            client = try #require(TrayClient(display: server.display), "no tray; stderr: \(panel.stderr)")
            clients = [client]
            good = client.makeIcon(color: TrayHostileClientTests.red)
            client.dock(good)
            goodWrapper = try #require(waitFor { self.shownWrapper(of: self.good) }, "the good icon did not show: \(report())")
            goodPlace = tree.state(of: goodWrapper)
            #expect(waitUntil(timeout: 5) { self.goodIconIntact() }, "the good icon is not drawn: \(report())")
        }

        deinit {
            for client in clients { client.close() }
            tree.close()
        }

        /// Another client, on its own connection.
        func newClient() throws -> TrayClient {
            let client = try #require(TrayClient(display: server.display))
            clients.append(client)
            return client
        }

        /// The wrappers in the strip.
        func wrappers() -> [Window] { tree.children(of: dock) ?? [] }

        /// The wrapper `icon` is docked in; nil when it is not in one.
        func wrapper(of icon: Window) -> Window? {
            guard let parent = tree.parent(of: icon), parent != tree.root, tree.parent(of: parent) == dock else { return nil }
            return parent
        }

        /// The wrapper of `icon` when the icon is on the strip: both viewable, the wrapper 16x16
        /// and the icon filling it.
        func shownWrapper(of icon: Window) -> Window? {
            guard let wrapper = wrapper(of: icon), let outer = tree.state(of: wrapper), outer.viewable,
                  outer.width == TrayHostileClientTests.size, outer.height == TrayHostileClientTests.size,
                  tree.state(of: icon) == WindowTree.State(x: 0, y: 0, width: TrayHostileClientTests.size,
                                                           height: TrayHostileClientTests.size, border: 0, viewable: true)
            else { return nil }
            return wrapper
        }

        /// Whether `icon` is docked but off the strip (its wrapper unmapped).
        func isDockedHidden(_ icon: Window) -> Bool {
            guard let wrapper = wrapper(of: icon), let state = tree.state(of: wrapper) else { return false }
            return !state.viewable
        }

        /// The good icon on the strip, 16x16, its colour on the screen, and with `inPlace`
        /// where it was when it was the only icon.
        func goodIconIntact(inPlace: Bool = true) -> Bool {
            guard shownWrapper(of: good) == goodWrapper else { return false }
            if inPlace, let goodPlace, tree.state(of: goodWrapper) != goodPlace { return false }
            guard let origin = tree.origin(of: goodWrapper) else { return false }
            return tree.pixel(x: origin.x + TrayHostileClientTests.size / 2, y: origin.y + TrayHostileClientTests.size / 2)
                == TrayHostileClientTests.red
        }

        /// The strip where and as it was, viewable.
        func stripIntact() -> Bool { tree.state(of: dock) == dockState }

        /// The panel runs and has handled every event sent before this call.
        func answers(timeout: Double = 5) throws -> Bool { try panel.process.isRunning && panel.roundTrip(timeout: timeout) }

        /// The wrappers, their states and children, and the panel's log without frame lines.
        func report() -> String {
            let wrappers = wrappers().map { wrapper in
                "0x\(String(wrapper, radix: 16)) \(tree.state(of: wrapper).map { "\($0)" } ?? "gone") "
                    + "holding \((tree.children(of: wrapper) ?? []).map { "0x\(String($0, radix: 16))" })"
            }
            let log = panel.stderr.split(separator: "\n").filter { !$0.hasPrefix("frame ") }.suffix(20).joined(separator: "\n")
            return "good icon 0x\(String(good, radix: 16)) in 0x\(String(goodWrapper, radix: 16)) at \(goodPlace.map { "\($0)" } ?? "?"); "
                + "wrappers: \(wrappers.joined(separator: "; ")); stderr:\n\(log)"
        }
    }

    /// Dock requests naming a window that cannot be an icon: none docks, and neither the strip,
    /// the panel's other windows nor the good icon change.
    @Test func dockRequestsForWindowsThatCannotBeIconsAreRefused() throws {
        let scene = try Scene()
        let gone = scene.client.makeIcon()
        scene.client.destroy(gone)
        // It can be embedded, but the panel cannot watch its drawing (XDamage): given back.
        let inputOnly = scene.client.makeInputOnlyWindow()
        // Every top-level window of the panel's: strip, overlay, reveal zone, selection and tray owners.
        let panelWindows = try ["statuspanel", "statuspanel-reveal", "statuspanel-tray"]
            .flatMap { try scene.server.windows(classInstance: $0) }.compactMap { Window($0.dropFirst(2), radix: 16) }
        #expect(panelWindows.count >= 4 && panelWindows.contains(scene.dock) && panelWindows.contains(scene.client.owner))
        let requests: [(String, Window)] = [
            ("a window that no longer exists", gone), ("a pixmap", scene.tree.makePixmap()), ("an InputOnly window", inputOnly), ("window 0", 0),
            ("the root window", scene.tree.root), ("the good icon again", scene.good), ("the good icon's wrapper", scene.goodWrapper),
        ] + panelWindows.map { ("the panel's window 0x\(String($0, radix: 16))", $0) }
        for (what, window) in requests {
            scene.client.dock(window)
            #expect(try scene.answers(), "\(what): the panel did not answer: \(scene.report())")
            #expect(scene.wrappers() == [scene.goodWrapper], "\(what): \(scene.report())")
            #expect(scene.stripIntact(), "\(what): the strip is now \(String(describing: scene.tree.state(of: scene.dock))): \(scene.report())")
            for own in panelWindows {
                #expect(scene.tree.parent(of: own) == scene.tree.root, "\(what): the panel's 0x\(String(own, radix: 16)) moved")
            }
            #expect(scene.goodIconIntact(), "\(what): \(scene.report())")
        }
        #expect(scene.tree.parent(of: inputOnly) == scene.tree.root, "the InputOnly window was not given back")
        #expect(scene.tree.selectionOwner("_NET_SYSTEM_TRAY_S0") == scene.client.owner)
    }

    /// Docked icons whose client destroys them, or closes its connection: their wrappers go,
    /// and the good icon is back in its place. Each icon is made and docked in one write with a
    /// panel command (a style, as `statuspanel msg` sends it), so the panel reads the three at
    /// once, and restyles (reading the windows it follows) between embedding the icon and the
    /// ReparentNotify that says so: its window watch, which follows every top-level window when
    /// no window manager runs, still follows the icon then, and must not take the icon's
    /// structure events (DestroyNotify) from the tray.
    @Test func iconsThatGoOnceDockedLeaveNothingBehind() throws {
        let scene = try Scene()
        let destroying = try scene.newClient(), closing = try scene.newClient()
        var icons: [Window] = []
        for (client, color, style) in [(destroying, UInt(0x00FF00), ContentStyle.light), (closing, 0x0000FF, .dark)] {
            let restyle = client.command(.style(style))
            let icon = client.makeIcon(color: color)
            client.dock(icon, flush: false)
            client.send(restyle)
            icons.append(icon)
        }
        // The X server may take the two clients' writes in either order, so the last style
        // they set is either: dark is set once more, after both, so that the round trip's
        // first style (light) is a change.
        _ = try run([panelBinary, "msg", "style", "dark"], environment: scene.server.environment)
        #expect(try scene.answers(), "\(scene.report())")
        #expect(icons.allSatisfy { scene.shownWrapper(of: $0) != nil }, "\(scene.report())")
        destroying.destroy(icons[0])
        closing.close()
        #expect(try scene.answers(), "\(scene.report())")
        #expect(scene.wrappers() == [scene.goodWrapper], "\(scene.report())")
        #expect(scene.goodIconIntact(), "\(scene.report())")
    }

    /// A client that replaces its icon, destroying the old one and docking a new one in the
    /// same write: the new one docks. (Freeing what the panel kept for the old one can fail
    /// late, the server having freed it with the window; that error is not the new one's.)
    @Test func anIconReplacedInOneWriteDocks() throws {
        let scene = try Scene()
        let client = scene.client
        let old = client.makeIcon(color: 0x00FF00)
        client.dock(old)
        #expect(try scene.answers(), "\(scene.report())")
        #expect(scene.shownWrapper(of: old) != nil, "\(scene.report())")
        client.destroy(old, flush: false)
        let new = client.makeIcon(color: 0x0000FF)
        client.dock(new)
        #expect(try scene.answers(), "\(scene.report())")
        #expect(scene.shownWrapper(of: new) != nil, "\(scene.report())")
        #expect(scene.wrappers().count == 2, "\(scene.report())")
        #expect(scene.goodIconIntact(inPlace: false), "\(scene.report())")
    }

    /// Clients that destroy their window, or close their connection, right after (or a moment
    /// after) asking to dock it: whether the panel sees the window before, during or after the
    /// docking, nothing of it stays in the strip.
    @Test func clientsThatDieWhileDockingLeaveNothingBehind() throws {
        let scene = try Scene()
        for round in 0..<8 {
            let destroying = try scene.newClient()
            let first = destroying.makeIcon(color: 0x00FF00)
            destroying.dock(first)
            if round > 0 { destroying.sync(); usleep(UInt32(round) * 300) }
            destroying.destroy(first)
            let closing = try scene.newClient()
            closing.dock(closing.makeIcon(color: 0x0000FF))
            if round > 0 { closing.sync(); usleep(UInt32(round) * 300) }
            closing.close()
            destroying.close()
        }
        #expect(try scene.answers(), "\(scene.report())")
        #expect(scene.wrappers() == [scene.goodWrapper], "\(scene.report())")
        #expect(scene.goodIconIntact(), "\(scene.report())")
    }

    /// An `_XEMBED_INFO` too short, of format 8 or of another type counts as none: the icon
    /// docks and shows (with flags 0 read from it, it would not).
    @Test func malformedXEmbedInfoCountsAsNone() throws {
        let scene = try Scene()
        let client = scene.client
        let short = client.makeIcon(color: 0x00FF00, info: nil)
        client.setInfo(short, [0])
        // Eight zero bytes: read as 32-bit values, flags 0.
        let bytes = client.makeIcon(color: 0x00FF00, info: nil)
        client.setInfo(bytes, [0, 0, 0, 0, 0, 0, 0, 0], format: 8)
        let otherType = client.makeIcon(color: 0x00FF00, info: nil)
        client.setInfo(otherType, [0, 0], type: Atom(XA_INTEGER))
        let icons = [("one value", short), ("format 8", bytes), ("type INTEGER", otherType)]
        for (_, icon) in icons { client.dock(icon) }
        #expect(try scene.answers(), "\(scene.report())")
        for (what, icon) in icons { #expect(scene.shownWrapper(of: icon) != nil, "\(what): \(scene.report())") }
        // Changed to another malformed value once docked: still none.
        client.setInfo(short, [0, 0], type: Atom(XA_CARDINAL))
        #expect(try scene.answers(), "\(scene.report())")
        #expect(scene.shownWrapper(of: short) != nil, "changed to type CARDINAL: \(scene.report())")
        #expect(scene.wrappers().count == 4, "\(scene.report())")
        #expect(scene.goodIconIntact(inPlace: false), "\(scene.report())")
    }

    /// `_XEMBED_INFO` flags 0: docked but off the strip, taking no room; flag 1 shows it, and 0
    /// takes it off again.
    @Test func theMappedFlagDecidesWhetherAnIconTakesRoom() throws {
        let scene = try Scene()
        let icon = scene.client.makeIcon(color: 0x0000FF, info: [0, 0])
        scene.client.dock(icon)
        #expect(try scene.answers(), "\(scene.report())")
        #expect(scene.isDockedHidden(icon), "flags 0: \(scene.report())")
        #expect(scene.goodIconIntact(), "flags 0: \(scene.report())")
        scene.client.setInfo(icon, [0, 1])
        #expect(try scene.answers(), "\(scene.report())")
        #expect(scene.shownWrapper(of: icon) != nil, "flags 1: \(scene.report())")
        #expect(scene.goodIconIntact(inPlace: false), "flags 1: \(scene.report())")
        scene.client.setInfo(icon, [0, 0])
        #expect(try scene.answers(), "\(scene.report())")
        #expect(scene.isDockedHidden(icon), "flags 0 again: \(scene.report())")
        #expect(scene.goodIconIntact(), "flags 0 again: \(scene.report())")
    }

    /// A client that never maps its icon, never paints it and reads no event (with and without
    /// `_XEMBED_INFO`): the panel shows it in a place of its own and the good icon as before.
    @Test func anIconThatNeverMapsNorPaintsDisturbsNoOther() throws {
        let scene = try Scene()
        let lazy = try scene.newClient()
        let icons = [lazy.makeIcon(color: nil, info: [0, 1]), lazy.makeIcon(color: nil, info: nil)]
        for icon in icons { lazy.dock(icon) }
        #expect(try scene.answers(), "\(scene.report())")
        let good = try #require(scene.tree.state(of: scene.goodWrapper))
        for icon in icons {
            let wrapper = try #require(scene.shownWrapper(of: icon), "\(scene.report())")
            let state = try #require(scene.tree.state(of: wrapper))
            #expect(state.x + state.width <= good.x || good.x + good.width <= state.x, "overlaps the good icon: \(scene.report())")
        }
        #expect(scene.goodIconIntact(inPlace: false), "\(scene.report())")
    }

    /// Icons that ask to be 1x1 or 5000x5000 (XResizeWindow, XConfigureWindow with a place and
    /// a border) stay 16x16 at the wrapper's corner, and are told so (ICCCM's synthetic
    /// ConfigureNotify); override-redirect icons, whose requests the server grants without
    /// asking the panel, are put back.
    @Test func iconsKeepTheSizeThePanelGives() throws {
        let scene = try Scene()
        let client = scene.client
        let small = client.makeIcon(color: 0x00FF00)
        let big = client.makeIcon(color: 0x0000FF)
        let smallOwn = client.makeIcon(color: 0x00FF00, overrideRedirect: true)
        let bigOwn = client.makeIcon(color: 0x0000FF, overrideRedirect: true)
        let icons = [("1x1", small), ("5000x5000", big), ("override-redirect 1x1", smallOwn), ("override-redirect 5000x5000", bigOwn)]
        for (_, icon) in icons { client.dock(icon) }
        #expect(try scene.answers(), "\(scene.report())")
        for (what, icon) in icons { #expect(scene.shownWrapper(of: icon) != nil, "\(what), docked: \(scene.report())") }
        // Only the answers to the requests below count.
        for (_, icon) in icons { _ = client.configureNotifies(of: icon) }
        client.resize(small, width: 1, height: 1)
        client.configure(big, x: -40, y: 30, width: 5000, height: 5000, border: 7)
        client.resize(smallOwn, width: 1, height: 1)
        client.configure(bigOwn, x: -40, y: 30, width: 5000, height: 5000, border: 7)
        #expect(try scene.answers(), "\(scene.report())")
        for (what, icon) in icons { #expect(scene.shownWrapper(of: icon) != nil, "\(what): \(scene.report())") }
        for (what, icon) in icons.prefix(2) {
            let told = client.configureNotifies(of: icon)
            #expect(told.contains { $0.synthetic && $0.width == Self.size && $0.height == Self.size }, "\(what): told \(told)")
        }
        #expect(scene.goodIconIntact(inPlace: false), "\(scene.report())")
    }

    /// One client docks 200 icons: the panel stays responsive, places as many as fit in a third
    /// of the strip and keeps the rest off it; when the client goes, every wrapper goes, and the
    /// good icon is back in its place.
    @Test func twoHundredIconsFromOneClient() throws {
        let scene = try Scene()
        let flood = try scene.newClient()
        let icons = (0..<200).map { flood.makeIcon(color: UInt($0 % 2 == 0 ? 0x00FF00 : 0x0000FF)) }
        for icon in icons { flood.dock(icon) }
        flood.sync()
        #expect(try scene.answers(timeout: 5), "\(scene.report())")
        let wrappers = scene.wrappers()
        #expect(wrappers.count == 201, "\(scene.report())")
        #expect(icons.allSatisfy { scene.wrapper(of: $0) != nil })
        // StripLayout.trayPieces: 16 px icons 4 px apart in a third of the strip's width.
        let fitting = (Int(scene.dockState.width) / 3 + 4) / (Int(Self.size) + 4)
        let placed = wrappers.compactMap { scene.tree.state(of: $0) }.filter(\.viewable)
        #expect(placed.count == fitting, "\(placed.count) placed of \(wrappers.count)")
        #expect(Set(placed.map(\.x)).count == placed.count, "icons on top of each other")
        #expect(placed.allSatisfy { $0.x >= 0 && $0.x + $0.width <= scene.dockState.width })
        #expect(scene.goodIconIntact(inPlace: false), "\(scene.report())")
        flood.close()
        #expect(try scene.answers(), "\(scene.report())")
        #expect(scene.wrappers() == [scene.goodWrapper], "\(scene.wrappers().count) wrappers left")
        #expect(scene.goodIconIntact(), "\(scene.report())")
    }

    /// The panel exits (SIGTERM: it gives its icons back; SIGKILL: its save-set does) with icons
    /// docked, shown or not: each still exists, a child of the root again, ready for the next tray.
    @Test(arguments: [SIGTERM, SIGKILL]) func iconsOutliveThePanel(signal: Int32) throws {
        let scene = try Scene()
        let hidden = scene.client.makeIcon(color: 0x00FF00, info: [0, 0])
        let shown = scene.client.makeIcon(color: 0x0000FF)
        scene.client.dock(hidden)
        scene.client.dock(shown)
        #expect(try scene.answers(), "\(scene.report())")
        #expect(scene.isDockedHidden(hidden) && scene.shownWrapper(of: shown) != nil, "\(scene.report())")
        let status = scene.panel.stop(signal: signal)
        #expect(status != nil)
        if signal == SIGTERM { #expect(status == 0) }
        for icon in [scene.good, hidden, shown] {
            #expect(scene.tree.parent(of: icon) == scene.tree.root, "0x\(String(icon, radix: 16)) is not back on the root")
            // Given back unmapped, for the next tray to map; the save-set maps what it saves.
            if signal == SIGTERM { #expect(scene.tree.state(of: icon)?.viewable == false) }
        }
        #expect(scene.tree.selectionOwner("_NET_SYSTEM_TRAY_S0") == 0)
    }
}
