import CX11
import Foundation
import PanelCore
import Synchronization

/// X errors the hostile client's requests earned (every connection of the test process counts:
/// the handler is the process's). Counted, never fatal.
let hostileXErrors = Atomic<Int>(0)

/// Another X client that spends a run being as rude to the panel as the protocol allows (issue
/// 25 point 3), driven by a seeded generator (``SplitMix64``) so a failing run replays: it writes
/// and deletes random properties under every atom the panel reads, on the root window and on the
/// active window (a normal window of its own that it made active); sends random client messages
/// to every window of the panel and to the owners of its manager selection and of the tray's;
/// sends dock requests naming destroyed, bogus and the panel's own windows; and, from an icon it
/// docked (``icon``), sends garbage XEmbed messages and writes garbage `_XEMBED_INFO`. It keeps
/// counts of what it did and the last actions, for the test's log and a failure's message.
final class HostileClient {
    /// What one action did, counted by kind.
    enum Kind: String, CaseIterable {
        /// The kind named `name` (its case name), as `STATUSPANEL_HOSTILE_ONLY` gives it.
        init?(caseName name: String) {
            guard let kind = Self.allCases.first(where: { "\($0)" == name }) else { return nil }
            self = kind
        }

        case rootProperty = "root property written"
        case activeProperty = "active window property written"
        case propertyDeleted = "property deleted"
        case panelMessage = "client message to a panel window"
        case dockRequest = "tray opcode message (dock requests)"
        case xembedMessage = "XEmbed message from the icon"
        case xembedInfo = "_XEMBED_INFO written on the icon"
        case iconChurn = "icon made or destroyed"
        case forgedEvent = "server event forged (SendEvent)"
    }

    /// The tray client whose connection this is (and whose icons these are).
    let tray: TrayClient
    var display: OpaquePointer { tray.display }
    var root: Window { tray.root }
    let seed: UInt64
    var rng: SplitMix64
    /// A normal window of this client's, managed by the window manager and made active.
    let activeWindow: Window
    /// This client's docked icon: garbage XEmbed comes from it; it ends the run well-behaved.
    let icon: Window
    /// The icon's colour (0xRRGGBB), to find it on the screen.
    static let iconColor: UInt = 0x0000FF
    /// The panel's windows (every window whose id has the strip's client prefix), found again
    /// from time to time: strips and icon wrappers come and go.
    var panelWindows: [Window] = []
    /// The owner of the panel's manager selection (`statuspanel msg` sends there).
    var managerOwner: Window = 0
    /// Windows of other clients the run may name (the real tray app's icon).
    var othersIcons: [Window] = []
    /// Windows this client made and destroyed: ids that name nothing now.
    var destroyed: [Window] = []
    /// Icons made to dock and destroy later (churn), at most a few at once.
    var churn: [Window] = []
    /// The atoms the panel reads (properties written and deleted) and a bogus one or two.
    var propertyAtoms: [Atom] = []
    /// Property types: the real ones and bogus atoms.
    var types: [Atom] = []
    /// Client message types: the ones the panel and its neighbours speak, and bogus ones.
    var messageTypes: [Atom] = []
    /// Atoms a panel command's data names (verbs and arguments).
    var commandWords: [Atom] = []
    /// The root window's properties before the run, put back afterwards (the window manager's).
    private var rootSnapshot: [(atom: Atom, value: PropertyValue?)] = []
    /// Only this kind of action (`STATUSPANEL_HOSTILE_ONLY`, a ``Kind`` case name); nil for all.
    var only: Kind?
    private(set) var counts: [Kind: Int] = [:]
    private var recent: [String] = []
    private static let recentKept = 40
    private(set) var actions = 0

    /// A property as read: its type, format and bytes (items of the format's size on the wire).
    struct PropertyValue {
        var type: Atom
        var format: Int32
        var count: Int
        var bytes: [UInt8]
    }

    /// Connects, waits for the tray, makes its active window (which the window manager must
    /// take and activate) and docks its icon; nil when any of that fails within `timeout`.
    init?(display name: String, seed: UInt64, panelStrip: Window, othersIcons: [Window], timeout: Double = 10) {
        guard let tray = TrayClient(display: name, timeout: timeout) else { return nil }
        self.tray = tray
        self.seed = seed
        rng = SplitMix64(seed: seed)
        XSetErrorHandler { _, _ in
            hostileXErrors.add(1, ordering: .relaxed)
            return 0
        }
        let dpy = tray.display
        guard let window = Self.makeActiveWindow(dpy, root: tray.root, timeout: timeout) else { return nil }
        activeWindow = window
        icon = tray.makeIcon(color: Self.iconColor, info: [0, 1])
        // Named, so `xwininfo -tree` lists it among the icons (``TrayScene/icons(in:)``).
        XStoreName(dpy, icon, "hostile icon")
        tray.dock(icon)
        self.othersIcons = othersIcons
        internAtoms()
        findPanelWindows(strip: panelStrip)
        rootSnapshot = propertyAtoms.map { ($0, readProperty(root, $0)) }
    }

    deinit { tray.close() }

    /// Closes the connection (the server destroys what is left of the client's windows).
    func close() { tray.close() }

    private static func makeActiveWindow(_ dpy: OpaquePointer, root: Window, timeout: Double) -> Window? {
        let screen = XDefaultScreen(dpy)
        let window = XCreateSimpleWindow(dpy, root, 200, 200, 400, 300, 0, XBlackPixel(dpy, screen), XWhitePixel(dpy, screen))
        XStoreName(dpy, window, "hostile client")
        XSelectInput(dpy, window, Int(StructureNotifyMask))
        XMapWindow(dpy, window)
        XSync(dpy, False)
        let activeAtom = XInternAtom(dpy, "_NET_ACTIVE_WINDOW", False)
        // Managed (inside a frame), then activated as a pager asks (source 2).
        let managed = waitUntil(timeout: timeout) { parent(dpy, of: window).map { $0 != root } ?? false }
        guard managed else { return nil }
        var event = XEvent()
        event.xclient.type = ClientMessage
        event.xclient.window = window
        event.xclient.message_type = activeAtom
        event.xclient.format = 32
        event.xclient.data.l = (2, Int(CurrentTime), 0, 0, 0)
        XSendEvent(dpy, root, False, Int(SubstructureRedirectMask | SubstructureNotifyMask), &event)
        XSync(dpy, False)
        let active = waitUntil(timeout: timeout) { windowProperty(dpy, root, activeAtom) == window }
        return active ? window : nil
    }

    /// `window`'s parent, nil when it does not exist.
    static func parent(_ dpy: OpaquePointer, of window: Window) -> Window? {
        var rootReturn: Window = 0, parent: Window = 0
        var children: UnsafeMutablePointer<Window>?
        var count: UInt32 = 0
        guard XQueryTree(dpy, window, &rootReturn, &parent, &children, &count) != 0 else { return nil }
        if let children { XFree(children) }
        return parent
    }

    private static func windowProperty(_ dpy: OpaquePointer, _ window: Window, _ atom: Atom) -> Window? {
        var type: Atom = 0
        var format: Int32 = 0
        var count: UInt = 0, remaining: UInt = 0
        var data: UnsafeMutablePointer<UInt8>?
        guard XGetWindowProperty(dpy, window, atom, 0, 1, False, Atom(XA_WINDOW), &type, &format, &count, &remaining, &data) == Success,
              let data else { return nil }
        defer { XFree(data) }
        guard format == 32, count == 1 else { return nil }
        return data.withMemoryRebound(to: Window.self, capacity: 1) { $0.pointee }
    }

    // MARK: - The run

    /// Acts for `seconds`, in batches of `batch` actions with `pause` seconds between them, and
    /// every `checkEvery` seconds stops to call `check` (which says what is wrong, nil when all
    /// holds); the problems found, with when.
    func run(for seconds: Double, batch: Int = 8, pause: Double = 0.004, checkEvery: Double = 3,
             check: (Double) throws -> String?) rethrows -> [String] {
        let start = Date()
        var nextCheck = checkEvery
        var problems: [String] = []
        var refreshed = 0
        while true {
            let elapsed = Date().timeIntervalSince(start)
            if elapsed >= seconds { break }
            for _ in 0..<batch { act() }
            XSync(display, False)
            drainEvents()
            refreshed += 1
            if refreshed % 50 == 0 { findPanelWindows(strip: nil) }
            if elapsed >= nextCheck {
                nextCheck += checkEvery
                if let problem = try check(elapsed) { problems.append(String(format: "at %.1f s: ", elapsed) + problem) }
            }
            usleep(UInt32(pause * 1e6))
        }
        return problems
    }

    /// Notes one action for the log.
    func record(_ kind: Kind, _ what: @autoclosure () -> String) {
        counts[kind, default: 0] += 1
        actions += 1
        recent.append("#\(actions) \(what())")
        if recent.count > Self.recentKept { recent.removeFirst(recent.count - Self.recentKept) }
    }

    /// The counts of the run, one kind a line.
    var summary: String {
        let lines = Kind.allCases.map { "  \($0.rawValue): \(counts[$0, default: 0])" }
        return "hostile client (seed \(seed)): \(actions) actions, \(hostileXErrors.load(ordering: .relaxed)) X errors\n"
            + lines.joined(separator: "\n")
    }

    /// How to run this again, and the last actions: for a failure's message.
    var replay: String {
        "replay with STATUSPANEL_HOSTILE_SEED=\(seed) (actions depend on timing only through the panel's windows); "
            + "last \(recent.count) actions:\n  " + recent.joined(separator: "\n  ")
    }

    /// Takes the events this client received (its windows' structure events), so none pile up.
    func drainEvents() {
        var event = XEvent()
        while XPending(display) > 0 { XNextEvent(display, &event) }
    }

    /// Finds the panel's windows again: every window in the tree whose id has the client prefix
    /// of `strip` (the server hands each client one), and the selections' owners.
    func findPanelWindows(strip: Window?) {
        let owner = XGetSelectionOwner(display, XInternAtom(display, PanelMessage.selectionName(screen: Int(XDefaultScreen(display))), False))
        if owner != 0 { managerOwner = owner }
        let reference = strip ?? (managerOwner != 0 ? managerOwner : tray.owner)
        // Xvfb hands out 2^21 ids a client (the low 21 bits); the rest is the client's.
        let prefix = reference & ~Window(0x1F_FFFF)
        var found: [Window] = []
        var stack = [root]
        while let window = stack.popLast() {
            var rootReturn: Window = 0, parent: Window = 0
            var children: UnsafeMutablePointer<Window>?
            var count: UInt32 = 0
            guard XQueryTree(display, window, &rootReturn, &parent, &children, &count) != 0 else { continue }
            if let children {
                stack += UnsafeBufferPointer(start: children, count: Int(count))
                XFree(children)
            }
            if window & ~Window(0x1F_FFFF) == prefix { found.append(window) }
        }
        if !found.isEmpty { panelWindows = found }
    }

    // MARK: - Reading and restoring

    /// `window`'s property `atom` whole; nil when unset (or the window is gone).
    func readProperty(_ window: Window, _ atom: Atom) -> PropertyValue? {
        var type: Atom = 0
        var format: Int32 = 0
        var count: UInt = 0, remaining: UInt = 0
        var data: UnsafeMutablePointer<UInt8>?
        guard XGetWindowProperty(display, window, atom, 0, 1 << 20, False, Atom(AnyPropertyType), &type, &format, &count, &remaining, &data)
                == Success, type != 0, let data else { return nil }
        defer { XFree(data) }
        // Xlib hands format-16 items as shorts and format-32 items as longs.
        let size = format == 8 ? 1 : format == 16 ? MemoryLayout<Int16>.size : MemoryLayout<Int>.size
        return PropertyValue(type: type, format: format, count: Int(count),
                             bytes: Array(UnsafeBufferPointer(start: data, count: Int(count) * size)))
    }

    /// Writes `value` (bytes as Xlib takes them) as `window`'s property `atom`.
    func write(_ window: Window, _ atom: Atom, _ value: PropertyValue) {
        var bytes = value.bytes
        if bytes.isEmpty { bytes = [0] }
        XChangeProperty(display, window, atom, value.type, value.format, PropModeReplace, &bytes, Int32(value.count))
    }

    /// Ends the run as a well-behaved client would leave things: the root window's properties
    /// as they were, the active window's garbage deleted and the window activated again, the
    /// churned icons destroyed, and the icon's `_XEMBED_INFO` valid and mapped.
    func restore() {
        for (atom, value) in rootSnapshot {
            if let value { write(root, atom, value) } else { XDeleteProperty(display, root, atom) }
        }
        for atom in propertyAtoms { XDeleteProperty(display, activeWindow, atom) }
        for window in churn { XDestroyWindow(display, window) }
        churn = []
        tray.setInfo(icon, [0, 1])
        var event = XEvent()
        event.xclient.type = ClientMessage
        event.xclient.window = activeWindow
        event.xclient.message_type = XInternAtom(display, "_NET_ACTIVE_WINDOW", False)
        event.xclient.format = 32
        event.xclient.data.l = (2, Int(CurrentTime), 0, 0, 0)
        XSendEvent(display, root, False, Int(SubstructureRedirectMask | SubstructureNotifyMask), &event)
        XSync(display, False)
        drainEvents()
    }

    /// Proves the panel still handles the tray's requests: docks a new icon (unmapped by its
    /// `_XEMBED_INFO`, so it takes no room) and waits until the panel has embedded it; the
    /// seconds that took, nil after `timeout`. The icon is destroyed either way.
    func probeDock(timeout: Double = 10) -> Double? {
        let probe = tray.makeIcon(color: nil, info: [0, 0])
        tray.dock(probe)
        let start = Date()
        let embedded = waitUntil(timeout: timeout) { Self.parent(display, of: probe).map { $0 != root } ?? false }
        let took = Date().timeIntervalSince(start)
        tray.destroy(probe)
        noteDestroyed(probe)
        drainEvents()
        return embedded ? took : nil
    }
}
