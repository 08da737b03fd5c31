import CX11
import PanelCore

/// The desktop's own state read once, for `statuspanel status` (no panel needs to run): the
/// desktops with their clients, the focused window and the keyboard. Each part is nil where the
/// window manager (or the server) exposes nothing, and all of it without a display.
enum DesktopSnapshot {
    /// What `$DISPLAY` shows now; nothing known without a display.
    static func read() -> DesktopState {
        guard let name = XConnection.environmentDisplay, let connection = XConnection(name: name) else { return DesktopState() }
        let root = connection.root
        let clients = (connection.longs(root, "_NET_CLIENT_LIST", type: Atom(XA_WINDOW), limit: PanelLimits.clientListWindows) ?? [])
            .map { Window(bitPattern: $0) }
        let marks = clients.map { client in
            let desktop = connection.longs(client, "_NET_WM_DESKTOP", type: Atom(XA_CARDINAL), limit: 1)?.first.map { $0 & 0xFFFF_FFFF }
            let urgent = Workspaces.hintsAreUrgent(connection.longs(client, "WM_HINTS", limit: 1))
                || (connection.atomNames(client, "_NET_WM_STATE") ?? []).contains("_NET_WM_STATE_DEMANDS_ATTENTION")
            return Workspaces.Client(desktop: desktop, urgent: urgent)
        }
        let count = connection.longs(root, "_NET_NUMBER_OF_DESKTOPS", type: Atom(XA_CARDINAL), limit: 1)?.first.map { $0 & 0xFFFF_FFFF }
        let names = connection.bytes(root, "_NET_DESKTOP_NAMES", limit: PanelLimits.desktopNamesBytes).map {
            Workspaces.names(fromProperty: $0.bytes)
        } ?? []
        var state = DesktopState()
        state.workspaces = Workspaces.from(count: count, current: connection.currentDesktop, names: names, clients: marks)
        state.window = connection.windowValue(root, "_NET_ACTIVE_WINDOW").map { connection.focusedWindow(UInt($0)) }
        state.keyboard = connection.keyboard()
        return state
    }
}

extension XConnection {
    /// The title and class of `window` (``FocusedWindow``).
    func focusedWindow(_ window: UInt) -> FocusedWindow {
        let limit = PanelLimits.windowTitleBytes
        let netName = bytes(Window(window), "_NET_WM_NAME", limit: limit)
        var name = bytes(Window(window), "WM_NAME", limit: limit)
        // xterm and other Xt applications write a title that is not all ISO 8859-1 as
        // COMPOUND_TEXT (and no _NET_WM_NAME): decoded to UTF-8 here.
        if let read = name, read.type == atom("COMPOUND_TEXT") {
            name = (Array(CompoundText.decode(read.bytes, convert: CharsetConverter.convert).utf8), false, read.type)
        }
        let wmClass = bytes(Window(window), "WM_CLASS", limit: limit)
        return FocusedWindow.from(netWMName: netName?.bytes, wmName: name?.bytes, wmNameIsLatin1: name?.isLatin1 ?? false,
                                  wmClass: wmClass?.bytes)
    }

    /// XKB's layouts, group and Caps Lock (``KeyboardState``); nil without XKB. XKB must be
    /// initialised on the connection (``xkbEventBase()``).
    func keyboard() -> KeyboardState? {
        guard xkbEventBase() != nil else { return nil }
        var xkbState = XkbStateRec()
        guard XkbGetState(display, UInt32(XkbUseCoreKbd), &xkbState) == Success, let keyboard = XkbAllocKeyboard() else { return nil }
        defer { XkbFreeKeyboard(keyboard, 0, True) }
        guard XkbGetNames(display, UInt32(XkbSymbolsNameMask), keyboard) == Success,
              let names = keyboard.pointee.names, let symbols = atomName(names.pointee.symbols) else { return nil }
        return KeyboardState(layouts: KeyboardState.layouts(fromSymbols: symbols), group: Int(xkbState.group),
                             capsLock: Int32(xkbState.locked_mods) & LockMask != 0)
    }

    /// XKB's first event code, initialising the extension on this connection; nil when the
    /// server has none.
    func xkbEventBase() -> Int32? {
        var opcode: Int32 = 0, eventBase: Int32 = 0, errorBase: Int32 = 0
        var major = Int32(XkbMajorVersion), minor = Int32(XkbMinorVersion)
        guard XkbQueryExtension(display, &opcode, &eventBase, &errorBase, &major, &minor) != 0 else { return nil }
        return eventBase
    }
}
