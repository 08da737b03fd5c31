import CX11
import PanelCore

/// Follows the window that decides whether the strip hides: under an EWMH window manager the
/// active window (`_NET_ACTIVE_WINDOW`, and that window's own `_NET_WM_STATE` and
/// `_STATUSPANEL_STYLE`, which change without the active window changing); with none (a
/// kiosk) the stack of top-level windows. It only gathers ``WindowFacts``: PanelCore's
/// ``ImmersionDetector`` decides.
final class WindowTracker {
    /// What a batch of events changed.
    struct Changes {
        /// Another window became the one that decides.
        var activeWindow = false
        /// Something that may change the decision.
        var facts = false
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

    private static let watchedProperties = ["_NET_WM_STATE", "_STATUSPANEL_STYLE", "_GTK_THEME_VARIANT"]

    init(connection: XConnection) {
        self.connection = connection
        // The panel's one selection on the root window (a later XSelectInput would replace it):
        // StructureNotify too, because RandR 1.5 monitor changes (xrandr --setmonitor) arrive
        // only as a ConfigureNotify of the root itself.
        XSelectInput(connection.display, connection.root, Int(PropertyChangeMask | SubstructureNotifyMask | StructureNotifyMask))
        hasWindowManager = Self.windowManagerRuns(connection)
    }

    /// Notes `event`; the caller re-reads the facts once per batch of events, not per event.
    func note(_ event: XEvent, into changes: inout Changes) {
        switch event.type {
        case PropertyNotify where event.xproperty.window == connection.root:
            let atom = event.xproperty.atom
            if atom == connection.atom("_NET_ACTIVE_WINDOW") {
                changes.activeWindow = true
            } else if atom == connection.atom("_NET_SUPPORTING_WM_CHECK") {
                hasWindowManager = Self.windowManagerRuns(connection)
                changes.activeWindow = true
                changes.windowManager = true
            }
        case PropertyNotify where event.xproperty.window == watched:
            if Self.watchedProperties.contains(where: { connection.atom($0) == event.xproperty.atom }) { changes.facts = true }
        case ConfigureNotify where event.xconfigure.window == connection.root:
            break
        case MapNotify, UnmapNotify, ConfigureNotify, DestroyNotify:
            // Top-level windows coming, going, moving or restacking decide a kiosk; under a window
            // manager only the active window's going matters (the manager then names another).
            if !hasWindowManager {
                if !ownWindows.contains(event.xany.window) { changes.activeWindow = true }
            } else if event.xany.window == watched, event.type == DestroyNotify || event.type == UnmapNotify {
                changes.activeWindow = true
            }
        default:
            break
        }
    }

    /// Whether what is on `monitor` is immersive (full-screen, or asking the strip to hide), and
    /// re-targets the property watch when the deciding window changed.
    func isImmersive(on monitor: Monitor, stripHeight: Int) -> Bool {
        if hasWindowManager {
            let active = connection.windowValue(connection.root, "_NET_ACTIVE_WINDOW").flatMap { ownWindows.contains($0) ? nil : $0 }
            watch(active)
            return ImmersionDetector.isImmersive(activeWindow: active.flatMap { facts(of: $0, withState: true) }, on: monitor)
        }
        let stack = topLevels()
        let strip = (x: monitor.x, y: monitor.y, width: monitor.width, height: stripHeight)
        watch(stack.last { $0.isMapped && overlaps($0, strip) }.map { Window($0.id) })
        return ImmersionDetector.isImmersive(topLevels: stack, on: monitor, stripHeight: stripHeight)
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

    private func watch(_ window: Window?) {
        guard window != watched else { return }
        if let old = watched { XSelectInput(connection.display, old, 0) }
        watched = window
        if let window { XSelectInput(connection.display, window, Int(PropertyChangeMask | StructureNotifyMask)) }
    }

    private func facts(of window: Window, withState: Bool) -> WindowFacts? {
        var attributes = XWindowAttributes()
        guard XGetWindowAttributes(connection.display, window, &attributes) != 0 else { return nil }
        var x: Int32 = 0, y: Int32 = 0
        var child: Window = 0
        // A managed window sits inside its frame: its own x and y are relative to that.
        XTranslateCoordinates(connection.display, window, connection.root, 0, 0, &x, &y, &child)
        return WindowFacts(id: UInt(window), x: Int(x), y: Int(y), width: Int(attributes.width), height: Int(attributes.height),
                           isMapped: attributes.map_state == IsViewable,
                           netWMState: withState ? connection.atomNames(window, "_NET_WM_STATE") ?? [] : [],
                           panelStyle: connection.text(window, "_STATUSPANEL_STYLE"))
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

    private func overlaps(_ w: WindowFacts, _ r: (x: Int, y: Int, width: Int, height: Int)) -> Bool {
        w.x < r.x + r.width && r.x < w.x + w.width && w.y < r.y + r.height && r.y < w.y + w.height
    }

    /// EWMH: `_NET_SUPPORTING_WM_CHECK` on the root names a window that names itself.
    private static func windowManagerRuns(_ connection: XConnection) -> Bool {
        guard let check = connection.windowValue(connection.root, "_NET_SUPPORTING_WM_CHECK") else { return false }
        return connection.windowValue(check, "_NET_SUPPORTING_WM_CHECK") == check
    }
}
