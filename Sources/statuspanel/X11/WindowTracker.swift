import CX11
import PanelCore

/// Follows the windows that decide whether each monitor's strip hides. Under an EWMH window
/// manager: per monitor, the topmost client over the strip (`_NET_CLIENT_LIST_STACKING`, with
/// `_NET_CURRENT_DESKTOP`), whichever has the focus; and the active window
/// (`_NET_ACTIVE_WINDOW`), whose `_STATUSPANEL_STYLE` the style follows. The `_NET_WM_STATE`
/// and `_STATUSPANEL_STYLE` of all of these are watched, since they change without the windows
/// changing. With no window manager (a kiosk): the stack of top-level windows. It only gathers
/// ``WindowFacts``: PanelCore's ``ImmersionDetector`` decides.
final class WindowTracker {
    /// What a batch of events changed.
    struct Changes {
        /// Another window became the one that decides.
        var activeWindow = false
        /// Something that may change the decision.
        var facts = false
        /// What decides the monitors besides the active window changed (the window manager's
        /// stacking order, its current desktop, the state of a monitor's topmost window): the
        /// immersion of each monitor may have, the style (which follows the active window) not.
        var stacking = false
        /// A window manager started, stopped or was replaced (`_NET_SUPPORTING_WM_CHECK`).
        var windowManager = false
    }

    private let connection: XConnection
    /// The panel's own windows, never counted as an application's.
    var ownWindows: Set<Window> = []
    /// The window whose properties are watched: the active window, or in a kiosk the topmost
    /// mapped window over the strip.
    private(set) var watched: Window?
    private(set) var hasWindowManager = false
    /// Under a window manager, the client that decided each monitor at its last evaluation.
    private var deciders: [MonitorArea: Window] = [:]
    /// The windows whose properties this client selected: `watched` and the deciders.
    private var selected: Set<Window> = []

    /// What the window manager's clients were at one reading.
    private struct Clients {
        var active: Window?
        var activeFacts: WindowFacts?
        /// Bottom to top, without the panel's own windows.
        var stack: [WindowFacts]
        var currentDesktop: Int?
    }
    /// Within ``sharingReads(_:)``: the reading the monitors share.
    private var sharedClients: Clients?
    private var sharesReads = false

    /// A monitor's rectangle, as the key of its decider.
    private struct MonitorArea: Hashable {
        var x, y, width, height: Int
        init(_ monitor: Monitor) { (x, y, width, height) = (monitor.x, monitor.y, monitor.width, monitor.height) }
    }

    private static let watchedProperties = ["_NET_WM_STATE", "_STATUSPANEL_STYLE", "_GTK_THEME_VARIANT"]

    init(connection: XConnection) {
        self.connection = connection
        // The panel's one selection on the root window (a later XSelectInput would replace it):
        // StructureNotify too, because RandR 1.5 monitor changes (xrandr --setmonitor) arrive
        // only as a ConfigureNotify of the root itself.
        XSelectInput(connection.display, connection.root, Int(PropertyChangeMask | SubstructureNotifyMask | StructureNotifyMask))
        hasWindowManager = Self.windowManagerRuns(connection)
    }

    /// Records in `changes` what `event` may have changed; the caller re-reads the facts once
    /// per batch of events, not per event.
    func record(_ event: XEvent, into changes: inout Changes) {
        switch event.type {
        case PropertyNotify where event.xproperty.window == connection.root:
            let atom = event.xproperty.atom
            if atom == connection.atom("_NET_ACTIVE_WINDOW") {
                changes.activeWindow = true
            } else if atom == connection.atom("_NET_SUPPORTING_WM_CHECK") {
                hasWindowManager = Self.windowManagerRuns(connection)
                changes.activeWindow = true
                changes.windowManager = true
            } else if atom == connection.atom("_NET_CLIENT_LIST_STACKING") || atom == connection.atom("_NET_CURRENT_DESKTOP") {
                changes.stacking = true
            }
        case PropertyNotify where selected.contains(event.xproperty.window):
            guard Self.watchedProperties.contains(where: { connection.atom($0) == event.xproperty.atom }) else { break }
            // The style follows the watched (active) window only; another monitor's decider
            // changes immersion alone.
            if event.xproperty.window == watched { changes.facts = true } else { changes.stacking = true }
        case ConfigureNotify where event.xconfigure.window == connection.root:
            break
        case MapNotify, UnmapNotify, ConfigureNotify, DestroyNotify:
            // Top-level windows coming, going, moving or restacking decide a kiosk; under a window
            // manager only the going of a window that decides matters (the active one: the manager
            // then names another; a monitor's decider: the one beneath it then decides).
            if !hasWindowManager {
                if !ownWindows.contains(event.xany.window) { changes.activeWindow = true }
            } else if event.type == DestroyNotify || event.type == UnmapNotify {
                if event.xany.window == watched {
                    changes.activeWindow = true
                } else if selected.contains(event.xany.window) {
                    changes.stacking = true
                }
            }
        default:
            break
        }
    }

    /// Whether what is on `monitor` is immersive (full-screen, or asking the strip to hide), and
    /// which window decides (PanelCore's ``ImmersionDetector``); re-targets the property
    /// watches when the deciding windows changed.
    func immersion(on monitor: Monitor, stripHeight: Int) -> ImmersionDecision {
        if hasWindowManager {
            let clients = sharedClients ?? readClients()
            if sharesReads { sharedClients = clients }
            let decider = ImmersionDetector.decidingWindow(clients: clients.stack, currentDesktop: clients.currentDesktop,
                                                           on: monitor, stripHeight: stripHeight)
            deciders[MonitorArea(monitor)] = decider.map { Window($0.id) }
            watch(clients.active)
            return ImmersionDetector.decide(decidingWindow: decider, activeWindow: clients.activeFacts, on: monitor)
        }
        let decision = ImmersionDetector.decide(topLevels: topLevels(), on: monitor, stripHeight: stripHeight)
        deciders = [:]
        watch(decision.window.map { Window($0) })
        return decision
    }

    /// Runs `body`, in which the monitors' ``immersion(on:stripHeight:)`` share one reading of
    /// the window manager's clients (one batch of events, every strip).
    func sharingReads(_ body: () -> Void) {
        sharesReads = true
        defer {
            sharesReads = false
            sharedClients = nil
        }
        body()
    }

    /// Forgets the deciders of monitors no strip is on any more (after a layout).
    func keepDeciders(of monitors: [Monitor]) {
        let kept = Set(monitors.map(MonitorArea.init))
        deciders = deciders.filter { kept.contains($0.key) }
        watch(watched)
    }

    /// The watched window's `_STATUSPANEL_STYLE`, for the style resolver.
    var watchedStyle: PanelStyleRequest? {
        watched.flatMap { PanelStyleRequest(property: connection.text($0, "_STATUSPANEL_STYLE")) }
    }

    /// Whether the watched window's GTK theme variant is dark (`_GTK_THEME_VARIANT`).
    var watchedPrefersDark: Bool {
        watched.flatMap { connection.text($0, "_GTK_THEME_VARIANT") } == "dark"
    }

    // MARK: - Reading facts

    private func readClients() -> Clients {
        let active = connection.windowValue(connection.root, "_NET_ACTIVE_WINDOW").flatMap { ownWindows.contains($0) ? nil : $0 }
        return Clients(active: active, activeFacts: active.flatMap { connection.windowFacts($0) },
                       stack: connection.stackedClients(excluding: ownWindows), currentDesktop: connection.currentDesktop)
    }

    /// Makes `window` the watched one, and selects property and structure events on exactly it
    /// and the deciders (a window's selection is replaced, never added to, so each window once).
    private func watch(_ window: Window?) {
        watched = window
        let wanted = Set([window].compactMap { $0 } + deciders.values)
        guard wanted != selected else { return }
        for old in selected.subtracting(wanted) { XSelectInput(connection.display, old, 0) }
        for new in wanted.subtracting(selected) { XSelectInput(connection.display, new, Int(PropertyChangeMask | StructureNotifyMask)) }
        selected = wanted
    }

    /// Top-level windows bottom to top, without the panel's own.
    private func topLevels() -> [WindowFacts] {
        var rootReturn: Window = 0, parent: Window = 0
        var children: UnsafeMutablePointer<Window>?
        var count: UInt32 = 0
        guard XQueryTree(connection.display, connection.root, &rootReturn, &parent, &children, &count) != 0, let children else { return [] }
        defer { XFree(children) }
        var stack: [WindowFacts] = []
        for window in UnsafeBufferPointer(start: children, count: Int(count)) where !ownWindows.contains(window) {
            var attributes = XWindowAttributes()
            guard XGetWindowAttributes(connection.display, window, &attributes) != 0 else { continue }
            let isMapped = attributes.map_state == IsViewable
            var facts = WindowFacts(id: UInt(window), x: Int(attributes.x), y: Int(attributes.y),
                                    width: Int(attributes.width), height: Int(attributes.height), isMapped: isMapped)
            // One more round trip only for the few windows that can ask the strip to hide.
            if isMapped, attributes.class == InputOutput { facts.panelStyle = connection.text(window, "_STATUSPANEL_STYLE") }
            stack.append(facts)
        }
        return stack
    }

    /// EWMH: `_NET_SUPPORTING_WM_CHECK` on the root names a window that names itself.
    private static func windowManagerRuns(_ connection: XConnection) -> Bool {
        guard let check = connection.windowValue(connection.root, "_NET_SUPPORTING_WM_CHECK") else { return false }
        return connection.windowValue(check, "_NET_SUPPORTING_WM_CHECK") == check
    }
}
