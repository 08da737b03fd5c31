import CX11
import PanelCore

/// Follows the windows that decide whether each monitor's strip hides, for PanelCore's
/// ``WindowRoster`` and ``ImmersionDetector``: it decodes X events into ``WindowEvent``s, and at
/// each settle carries out the roster's reads in its order (selections before reads, so no
/// change is lost between the two). Under an EWMH window manager every client's
/// `_NET_WM_STATE`, `_STATUSPANEL_STYLE`, `_NET_WM_DESKTOP`, `_GTK_THEME_VARIANT` and geometry
/// are kept from its own events; with none (a kiosk), every top-level window's.
final class WindowWatch {
    private let connection: XConnection
    private var roster: WindowRoster
    /// Changes settled but not yet taken (a layout may settle before the batch's finish).
    private var settled = WindowChanges()
    /// The windows whose style the strips followed at the last restyle (``styleInputs(on:stripHeight:override:)``):
    /// a change of their facts restyles.
    private var watched: Set<UInt> = []
    /// The properties whose changes count, by atom: the root's and a followed window's.
    private let rootProperties: [Atom: String]
    private let windowProperties: [Atom: String]
    /// The manager selection's window: the panel's own for as long as it runs.
    private let selectionWindow: Window

    /// Makes `windows` and the selection's window the panel's own, never counted as an application's.
    func setOwnWindows(_ windows: [Window]) { roster.ownWindows = Set((windows + [selectionWindow]).map { UInt($0) }) }

    /// Whether the panel holds `window` for another purpose (a tray icon): its event selection is
    /// the holder's, never replaced when the roster starts following it (the roster can still
    /// follow an icon the tray has just docked, until the ReparentNotify comes) nor cleared when
    /// it stops. The tray's selection (StructureNotify, PropertyChange) has what the roster reads.
    var keepsSelection: (Window) -> Bool = { _ in false }

    /// Whether `window` is one of the panel's own (without making a set).
    func isOwn(_ window: Window) -> Bool { roster.ownWindows.contains(UInt(window)) }

    var hasWindowManager: Bool { roster.mode == .windowManager }

    /// Counts the settles that changed anything known of the windows: the desktop items compare
    /// it to skip a batch that changed nothing (``DesktopWatch``).
    private(set) var generation = 0

    /// The active window, as the last settle read it.
    var activeWindow: UInt? { roster.activeWindow }

    /// The clients bottom to top, with what is known of them, as the last settle read them.
    var clients: [WindowFacts] { roster.stack }

    /// Starts watching the windows; `selectionWindow` is the panel's own.
    init(connection: XConnection, selectionWindow: Window) {
        self.connection = connection
        self.selectionWindow = selectionWindow
        // The panel's one selection on the root window (a later XSelectInput would replace it):
        // StructureNotify too, because RandR 1.5 monitor changes (xrandr --setmonitor) arrive
        // only as a ConfigureNotify of the root itself. Selected before anything is read.
        XSelectInput(connection.display, connection.root, Int(PropertyChangeMask | SubstructureNotifyMask | StructureNotifyMask))
        rootProperties = Dictionary(uniqueKeysWithValues: WindowRoster.RootFact.allCases.map {
            (connection.atom($0.propertyName), $0.propertyName)
        })
        windowProperties = Dictionary(uniqueKeysWithValues: WindowAspect.properties.compactMap(\.property).map {
            (connection.atom($0), $0)
        })
        roster = WindowRoster(mode: Self.windowManagerRuns(connection) ? .windowManager : .kiosk)
    }

    /// Tells the roster what `event` may have changed; the reads wait for ``takeChanges()``,
    /// once per batch of events.
    func note(_ event: XEvent) {
        guard let windowEvent = decode(event) else { return }
        roster.note(windowEvent)
    }

    /// Reads what the batch of events made stale, without taking what changed.
    func settleNow() { settle() }

    /// Reads what the batch of events made stale and says what changed.
    func takeChanges() -> WindowChanges {
        settle()
        defer { settled = WindowChanges() }
        return settled
    }

    /// Whether what is on `monitor` is immersive (full-screen, or asking the strip to hide), and
    /// which window decides (PanelCore's ``ImmersionDetector``), from the facts kept.
    func immersion(on monitor: Monitor, stripHeight: Int) -> ImmersionDecision {
        settle()
        return roster.immersion(on: monitor, stripHeight: stripHeight)
    }

    /// Forgets the windows followed for style, before a restyle asks ``styleInputs(on:stripHeight:override:)``
    /// for each strip.
    func beginRestyle() { watched.removeAll(keepingCapacity: true) }

    /// What the style resolver takes from the window the strip over `monitor` follows
    /// (``WindowRoster/styleWindow(on:stripHeight:)``): its `_STATUSPANEL_STYLE` and whether its GTK
    /// theme variant is dark.
    func styleInputs(on monitor: Monitor, stripHeight: Int, override: ContentStyle?) -> StyleInputs {
        settle()
        let facts = roster.styleWindow(on: monitor, stripHeight: stripHeight)
        if let facts { watched.insert(facts.id) }
        return StyleInputs(override: override, windowRequest: facts.flatMap { PanelStyleRequest(property: $0.panelStyle) },
                           gtkPrefersDark: facts?.prefersDark ?? false)
    }

    // MARK: - Settling

    /// Carries out the roster's reads: the root's facts, then the windows' selections, then
    /// their reads. A read can find more to read (a new active window): a few passes at most.
    private func settle() {
        for _ in 0..<PanelLimits.windowSettlePasses where roster.needsSettle {
            readRootFacts()
            let plan = roster.takeWindowReads()
            for window in plan.deselect where !keepsSelection(Window(window)) { XSelectInput(connection.display, Window(window), 0) }
            let mask = hasWindowManager ? PropertyChangeMask | StructureNotifyMask : PropertyChangeMask
            for window in plan.select where !keepsSelection(Window(window)) { XSelectInput(connection.display, Window(window), Int(mask)) }
            for (window, aspects) in plan.reads {
                let known = roster.facts[window] ?? WindowFacts(id: window)
                if let read = connection.read(aspects, of: known, inFrame: hasWindowManager) {
                    roster.learn(read)
                } else {
                    roster.vanished(window)
                }
            }
        }
        let changes = roster.takeChanges()
        if !changes.isEmpty { generation &+= 1 }
        settled.fold(changes, watched: watched, mode: roster.mode)
    }

    private func readRootFacts() {
        let stale = roster.staleRootFacts
        if stale.contains(.windowManager) { roster.learn(windowManagerRuns: Self.windowManagerRuns(connection)) }
        let facts = roster.staleRootFacts
        if facts.contains(.activeWindow) {
            roster.learn(activeWindow: connection.windowValue(connection.root, "_NET_ACTIVE_WINDOW").map { UInt($0) })
        }
        if facts.contains(.currentDesktop) { roster.learn(currentDesktop: connection.currentDesktop) }
        if facts.contains(.order) {
            roster.learn(order: (hasWindowManager ? connection.clientStacking() : connection.topLevelWindows()).map { UInt($0) })
        }
    }

    // MARK: - Events

    private func decode(_ event: XEvent) -> WindowEvent? {
        switch event.type {
        case PropertyNotify where event.xproperty.window == connection.root:
            return rootProperties[event.xproperty.atom].map { .rootProperty($0) }
        case PropertyNotify:
            return windowProperties[event.xproperty.atom].map { .property(window: UInt(event.xproperty.window), name: $0) }
        case CreateNotify where event.xcreatewindow.parent == connection.root:
            let created = event.xcreatewindow
            return .created(window: UInt(created.window), frame: WindowFrame(x: Int(created.x), y: Int(created.y),
                                                                            width: Int(created.width), height: Int(created.height)))
        case ConfigureNotify where event.xconfigure.window != connection.root:
            let configure = event.xconfigure
            // Through the root's SubstructureNotify the parent is the root: the place is in
            // root coordinates. A managed window's own event is relative to its frame.
            let frame = configure.event == connection.root
                ? WindowFrame(x: Int(configure.x), y: Int(configure.y), width: Int(configure.width), height: Int(configure.height)) : nil
            return .configured(window: UInt(configure.window), frame: frame)
        case MapNotify: return .mapped(UInt(event.xmap.window))
        case UnmapNotify: return .unmapped(UInt(event.xunmap.window))
        case DestroyNotify: return .destroyed(UInt(event.xdestroywindow.window))
        case ReparentNotify:
            return .reparented(window: UInt(event.xreparent.window), toRoot: event.xreparent.parent == connection.root)
        default: return nil
        }
    }

    /// EWMH: `_NET_SUPPORTING_WM_CHECK` on the root names a window that names itself.
    private static func windowManagerRuns(_ connection: XConnection) -> Bool {
        guard let check = connection.windowValue(connection.root, "_NET_SUPPORTING_WM_CHECK") else { return false }
        return connection.windowValue(check, "_NET_SUPPORTING_WM_CHECK") == check
    }
}
