import CX11
import PanelCore

/// Follows the desktop's own state for the `workspaces`, `window` and `keyboard` items
/// (``DesktopState``), from the root's and the clients' property changes the window watch
/// already selects and, with the keyboard item, XKB's events; PanelCore's ``DesktopFollowing``
/// says what to read again. Made only while one of those items is placed: placed nowhere they
/// select nothing and read nothing. It also carries out what a press asks
/// (``DesktopRequest``): the EWMH client message, the XKB group lock.
final class DesktopWatch {
    private let connection: XConnection
    private var following: DesktopFollowing
    /// What the items show, as last read.
    private(set) var state = DesktopState()
    /// XKB's first event code, while its events are selected.
    private var xkbEventBase: Int32?
    private var rootAtoms: [Atom: String] = [:]
    private var windowAtoms: [Atom: String] = [:]
    private var windowGeneration = -1
    /// The root's desktop facts as last read.
    private var desktopCount: Int?, currentDesktop: Int?, desktopNames: [String] = [], viewports: [Int] = []

    /// The watch for the items in `placed`; nil when none of them is placed.
    init?(connection: XConnection, placed: some Sequence<ItemName>) {
        let following = DesktopFollowing(placed: placed)
        guard !following.isEmpty else { return nil }
        self.connection = connection
        self.following = following
        for name in DesktopFollowing.desktopProperties where following.parts.contains(.desktops) { rootAtoms[connection.atom(name)] = name }
        for name in DesktopFollowing.titleProperties where following.parts.contains(.title) { windowAtoms[connection.atom(name)] = name }
        if following.parts.contains(.desktops) { windowAtoms[connection.atom(DesktopFollowing.hintsProperty)] = DesktopFollowing.hintsProperty }
        if following.parts.contains(.keyboard) { xkbEventBase = Self.selectKeyboardEvents(connection) }
    }

    /// Which items this watch follows.
    var parts: Set<DesktopFollowing.Part> { following.parts }

    /// Stops following XKB's events (the keyboard item left the strip at a reload).
    func stop() {
        guard xkbEventBase != nil else { return }
        let all = UInt32(XkbStateNotifyMask | XkbNamesNotifyMask | XkbNewKeyboardNotifyMask)
        XkbSelectEvents(connection.display, UInt32(XkbUseCoreKbd), all, 0)
        xkbEventBase = nil
    }

    /// Notes what `event` may have changed; read at ``finish(windows:)``.
    func note(_ event: XEvent) {
        if let base = xkbEventBase, event.type == base {
            following.noteKeyboard()
            return
        }
        guard event.type == PropertyNotify else { return }
        let property = event.xproperty
        if property.window == connection.root {
            if let name = rootAtoms[property.atom] { following.note(.rootProperty(name)) }
        } else if let name = windowAtoms[property.atom] {
            following.note(.property(window: UInt(property.window), name: name))
        }
    }

    /// After a batch of events: learns the window watch's active window and clients, reads what
    /// is stale, and answers whether what the items show changed.
    func finish(windows: WindowWatch) -> Bool {
        let before = state
        windows.settleNow()
        following.learn(activeWindow: windows.activeWindow)
        let windowsChanged = windows.generation != windowGeneration
        windowGeneration = windows.generation
        let clients = following.parts.contains(.desktops) && windowsChanged ? windows.clients : nil
        if let clients { following.learn(clients: clients.map(\.id)) }
        let (stale, hints) = following.takeStale()
        for window in hints {
            following.learn(urgent: Workspaces.hintsAreUrgent(connection.longs(Window(window), "WM_HINTS", limit: 1)), of: window)
        }
        if stale.contains(.desktops) { readDesktops() }
        if following.parts.contains(.desktops), stale.contains(.desktops) || !hints.isEmpty || clients != nil {
            state.workspaces = workspaces(clients ?? windows.clients)
        }
        if stale.contains(.title) { state.window = readFocusedWindow() }
        if stale.contains(.keyboard) { state.keyboard = readKeyboard() }
        return state != before
    }

    /// Carries out `request`: the client message the window manager acts on, or XKB's group lock.
    func perform(_ request: DesktopRequest) {
        switch request {
        case .switchDesktop(let index):
            var message = XEvent()
            message.xclient.type = ClientMessage
            message.xclient.window = connection.root
            message.xclient.message_type = connection.atom("_NET_CURRENT_DESKTOP")
            message.xclient.format = 32
            message.xclient.data.l.0 = index
            message.xclient.data.l.1 = Int(CurrentTime)
            XSendEvent(connection.display, connection.root, False, Int(SubstructureNotifyMask | SubstructureRedirectMask), &message)
        case .lockGroup(let group):
            XkbLockGroup(connection.display, UInt32(XkbUseCoreKbd), UInt32(group))
        }
        connection.flush()
    }

    // MARK: - Reading

    private func readDesktops() {
        let root = connection.root
        desktopCount = connection.longs(root, "_NET_NUMBER_OF_DESKTOPS", type: Atom(XA_CARDINAL), limit: 1)?.first.map { $0 & 0xFFFF_FFFF }
        currentDesktop = connection.currentDesktop
        desktopNames = connection.bytes(root, "_NET_DESKTOP_NAMES", limit: PanelLimits.desktopNamesBytes).map {
            Workspaces.names(fromProperty: $0.bytes)
        } ?? []
        viewports = connection.longs(root, "_NET_DESKTOP_VIEWPORT", type: Atom(XA_CARDINAL), limit: 2 * PanelLimits.desktops)?
            .map { $0 & 0xFFFF_FFFF } ?? []
    }

    private func workspaces(_ clients: [WindowFacts]) -> Workspaces? {
        let marks = clients.map { facts in
            Workspaces.Client(desktop: facts.desktop,
                              urgent: following.urgentHints[facts.id] == true || facts.netWMState.contains("_NET_WM_STATE_DEMANDS_ATTENTION"))
        }
        return Workspaces.from(count: desktopCount, current: currentDesktop, names: desktopNames, clients: marks, viewports: viewports,
                               previous: state.workspaces)
    }

    private func readFocusedWindow() -> FocusedWindow? {
        following.activeWindow.map { connection.focusedWindow($0) }
    }

    private func readKeyboard() -> KeyboardState? {
        xkbEventBase == nil ? nil : connection.keyboard()
    }

    /// Selects XKB's events that change what the keyboard item shows: the group lock and the
    /// locked modifiers (not every key's modifiers), the symbols' names, a new keyboard. Nil
    /// when the server has no XKB.
    private static func selectKeyboardEvents(_ connection: XConnection) -> Int32? {
        guard let eventBase = connection.xkbEventBase() else {
            Log.error("the X server has no XKB: the keyboard item stays hidden")
            return nil
        }
        let display = connection.display, device = UInt32(XkbUseCoreKbd)
        let stateDetails = UInt(XkbGroupLockMask | XkbModifierLockMask)
        XkbSelectEventDetails(display, device, UInt32(XkbStateNotify), UInt(XkbAllStateComponentsMask), stateDetails)
        let nameDetails = UInt(XkbSymbolsNameMask | XkbGroupNamesMask)
        XkbSelectEventDetails(display, device, UInt32(XkbNamesNotify), UInt(XkbAllNamesMask), nameDetails)
        XkbSelectEventDetails(display, device, UInt32(XkbNewKeyboardNotify), UInt(XkbAllNewKeyboardEventsMask),
                              UInt(XkbAllNewKeyboardEventsMask))
        return eventBase
    }
}
