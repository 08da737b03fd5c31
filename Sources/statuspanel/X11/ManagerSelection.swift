import CX11
import PanelCore
#if canImport(Glibc)
import Glibc
#endif

/// The panel's claim on its X screen: the ICCCM manager selection `_STATUSPANEL_S<screen>`,
/// owned through a small unmapped window that also receives `statuspanel msg` commands.
///
/// One panel per screen: a second one finds the selection owned and stops, unless it was told
/// `--replace`; then it takes the selection, the old owner sees `SelectionClear` and exits,
/// and the new one waits (briefly) for the old owner's window to go, as ICCCM asks.
final class ManagerSelection {
    let connection: XConnection
    /// The selection atom.
    let selection: Atom
    /// The owner window; commands are sent to it.
    let window: Window


    /// The window that owns the selection on `connection`'s screen, if a panel runs there.
    static func owner(on connection: XConnection) -> Window? {
        let atom = connection.atom(PanelMessage.selectionName(screen: Int(connection.screen)))
        let owner = XGetSelectionOwner(connection.display, atom)
        return owner == 0 ? nil : owner
    }

    /// Takes the selection, or throws when another panel holds it and `replace` is false.
    init(connection: XConnection, replace: Bool) throws(PanelError) {
        self.connection = connection
        let dpy = connection.display
        selection = connection.atom(PanelMessage.selectionName(screen: Int(connection.screen)))
        let previous = Self.owner(on: connection)
        if let previous, !replace {
            let pid = connection.longs(previous, "_NET_WM_PID", type: Atom(XA_CARDINAL), limit: 1)?.first
            let who = pid.map { "pid \($0)" } ?? "window 0x\(String(previous, radix: 16))"
            throw .setup("a panel is already running on \(connection.name) screen \(connection.screen) (\(who)); "
                + "use `statuspanel --replace` to take over")
        }

        var attributes = XSetWindowAttributes()
        attributes.override_redirect = True
        attributes.event_mask = Int(PropertyChangeMask)
        window = XCreateWindow(dpy, connection.root, -10, -10, 1, 1, 0, 0, UInt32(InputOnly), nil,
                               UInt(CWOverrideRedirect | CWEventMask), &attributes)
        connection.setClass(window)
        XStoreName(dpy, window, "statuspanel manager")
        connection.setCardinals(window, "_NET_WM_PID", [Int(getpid())])

        if let previous { XSelectInput(dpy, previous, Int(StructureNotifyMask)) }
        let time = connection.serverTime(on: window)
        XSetSelectionOwner(dpy, selection, window, time)
        guard XGetSelectionOwner(dpy, selection) == window else {
            throw .setup("could not become the panel of \(connection.name) screen \(connection.screen): another program took the selection")
        }
        if let previous { waitForDestruction(of: previous) }
        connection.announceManager(of: selection, owner: window, time: time)
    }

    /// Whether `event` tells this panel it lost the selection (another panel replaced it).
    func isLost(_ event: XEvent) -> Bool {
        event.type == SelectionClear && event.xselectionclear.selection == selection && event.xselectionclear.window == window
    }

    /// The command in `event`, if it is a panel command sent to this window. Unknown or
    /// malformed commands are nil (and ignored by the caller).
    func command(in event: XEvent) -> PanelMessage? {
        guard event.type == ClientMessage, event.xclient.window == window, event.xclient.format == 32,
              event.xclient.message_type == connection.atom(PanelMessage.messageType) else { return nil }
        let data = event.xclient.data.l
        guard let verb = connection.atomName(Atom(bitPattern: data.0)) else { return nil }
        return PanelMessage(verb: verb, argument: connection.atomName(Atom(bitPattern: data.1)), number: data.2)
    }

    private func waitForDestruction(of previous: Window) {
        let deadline = Clocks.monotonic() + PanelTiming.replaceTimeout
        var event = XEvent()
        while Clocks.monotonic() < deadline {
            XSync(connection.display, False)
            if XCheckTypedWindowEvent(connection.display, previous, DestroyNotify, &event) != 0 { return }
            var fd = pollfd(fd: connection.fileDescriptor, events: Int16(POLLIN), revents: 0)
            _ = poll(&fd, 1, Int32(PanelTiming.replacePollInterval * 1000))
        }
        Log.error("the previous panel did not exit within \(Int(PanelTiming.replaceTimeout)) s; going on")
    }
}

extension XConnection {
    /// ICCCM: a new manager of `selection` tells the clients listening on the root window (the
    /// `MANAGER` client message, as the panel's selection and the system tray send it).
    func announceManager(of selection: Atom, owner: Window, time: Time) {
        var event = XEvent()
        event.xclient.type = ClientMessage
        event.xclient.window = root
        event.xclient.message_type = atom("MANAGER")
        event.xclient.format = 32
        event.xclient.data.l = (Int(time), Int(bitPattern: selection), Int(bitPattern: owner), 0, 0)
        XSendEvent(display, root, False, Int(StructureNotifyMask), &event)
    }

    /// Sets `WM_CLASS` to `instance` (the strip's is `statuspanel`), `Statuspanel`.
    func setClass(_ window: Window, instance: String = "statuspanel") {
        instance.withCString { name in
            "Statuspanel".withCString { cls in
                var hint = XClassHint(res_name: UnsafeMutablePointer(mutating: name), res_class: UnsafeMutablePointer(mutating: cls))
                XSetClassHint(display, window, &hint)
            }
        }
    }

    /// A server timestamp, from the PropertyNotify of an empty append to `window` (which must
    /// select PropertyChangeMask); ICCCM asks for one instead of CurrentTime when taking a selection.
    func serverTime(on window: Window) -> Time {
        let name = atom("_STATUSPANEL_TIMESTAMP")
        var nothing: UInt8 = 0
        XChangeProperty(display, window, name, Atom(XA_STRING), 8, PropModeAppend, &nothing, 0)
        var event = XEvent()
        XWindowEvent(display, window, Int(PropertyChangeMask), &event)
        return event.xproperty.time
    }

    /// Sends `message` to the panel's manager window `owner`.
    func send(_ message: PanelMessage, to owner: Window) {
        let wire = message.wire
        var event = XEvent()
        event.xclient.type = ClientMessage
        event.xclient.window = owner
        event.xclient.message_type = atom(PanelMessage.messageType)
        event.xclient.format = 32
        event.xclient.data.l = (Int(bitPattern: atom(wire.verb)), wire.argument.map { Int(bitPattern: atom($0)) } ?? 0,
                                wire.number, 0, 0)
        XSendEvent(display, owner, False, 0, &event)
        XSync(display, False)
    }
}
