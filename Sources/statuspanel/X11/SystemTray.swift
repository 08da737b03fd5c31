import CX11
import PanelCore
#if canImport(Glibc)
import Glibc
#endif

/// The freedesktop System Tray Protocol, with XEmbed: the panel owns `_NET_SYSTEM_TRAY_S<screen>`
/// (never taking it from another tray), takes `SYSTEM_TRAY_REQUEST_DOCK`s, embeds each icon in a
/// ``TrayIconWindow`` of the hosting strip, and follows `_XEMBED_INFO`, destruction and damage.
/// PanelCore's ``TrayRoster`` decides which requests to take and which icons show.
final class SystemTray {
    private let connection: XConnection
    /// The selection owner; clients send their dock requests here.
    let ownerWindow: Window
    /// What the server calls the protocol's parts for this panel's tray.
    private struct ProtocolCodes {
        /// `_NET_SYSTEM_TRAY_S<screen>`, the selection the tray holds.
        let selection: Atom
        /// `_NET_SYSTEM_TRAY_OPCODE`, the client message of dock requests.
        let opcode: Atom
        /// `_XEMBED_INFO`, the icon's property that says whether it wants to be shown.
        let xembedInfo: Atom
        /// The Damage extension's event type: an icon drew.
        let damageNotify: Int32
    }

    /// The window the icons live in (a strip, or ``holder``), and the visual it was made with.
    private struct IconHost {
        var window: Window
        var visual: StripVisual
    }

    private let codes: ProtocolCodes
    private(set) var roster = TrayRoster()
    private var windows: [Window: TrayIconWindow] = [:]
    /// An unmapped window of the panel's that keeps the icons while no strip hosts them (before
    /// the first layout, while strips are made again): a strip's destruction would take them along.
    let holder: Window
    private var host: IconHost
    /// The side of an icon, in pixels.
    private var iconSize: Int
    /// The last `_NET_SYSTEM_TRAY_COLORS` set.
    private var colors: [Int] = []
    /// Whether what the tray shows changed since ``takeChanges()``: icons came, went or drew.
    private var changed = false { didSet { if changed { revision += 1 } } }
    /// Counts the changes of what the tray shows: every icon's ``TrayIconPicture/revision``.
    private var revision: UInt64 = 1
    /// Whether a window is one of the panel's others (a strip, its overlay, the reveal zone):
    /// embedding one would reparent, resize and unmap it.
    var isPanelWindow: (Window) -> Bool = { _ in false }

    /// Takes the tray selection; nil when another tray holds it or the server lacks XComposite
    /// or XDamage, with why in `refusal` (a line for the log, which the caller writes once).
    init?(connection: XConnection, iconSize: Int, refusal: inout String?) {
        let dpy = connection.display
        var eventBase: Int32 = 0, errorBase: Int32 = 0
        guard XCompositeQueryExtension(dpy, &eventBase, &errorBase) != 0, XDamageQueryExtension(dpy, &eventBase, &errorBase) != 0 else {
            refusal = "the X server lacks XComposite or XDamage; running without a system tray"
            return nil
        }
        let damageNotify = eventBase + XDamageNotify
        // The server refuses a client's Damage requests until it has said which version it speaks.
        var major: Int32 = 1, minor: Int32 = 1
        XDamageQueryVersion(dpy, &major, &minor)
        major = 0; minor = 4
        XCompositeQueryVersion(dpy, &major, &minor)
        let name = "_NET_SYSTEM_TRAY_S\(connection.screen)"
        let selection = connection.atom(name)
        let other = XGetSelectionOwner(dpy, selection)
        if other != 0 {
            let pid = connection.longs(other, "_NET_WM_PID", type: Atom(XA_CARDINAL), limit: 1)?.first
            refusal = "another system tray holds \(name) (\(pid.map { "pid \($0)" } ?? "window 0x\(String(other, radix: 16))")); "
                + "running without a tray"
            return nil
        }
        self.connection = connection
        self.iconSize = iconSize
        codes = ProtocolCodes(selection: selection, opcode: connection.atom("_NET_SYSTEM_TRAY_OPCODE"),
                              xembedInfo: connection.atom("_XEMBED_INFO"), damageNotify: damageNotify)
        var attributes = XSetWindowAttributes()
        attributes.override_redirect = True
        attributes.event_mask = Int(PropertyChangeMask)
        ownerWindow = XCreateWindow(dpy, connection.root, -10, -10, 1, 1, 0, 0, UInt32(InputOnly), nil,
                                    UInt(CWOverrideRedirect | CWEventMask), &attributes)
        connection.setClass(ownerWindow, instance: "statuspanel-tray")
        connection.setCardinals(ownerWindow, "_NET_WM_PID", [Int(getpid())])
        // Horizontal; icons in ARGB where the server has it, so they blend with the strip.
        connection.setCardinals(ownerWindow, "_NET_SYSTEM_TRAY_ORIENTATION", [0])
        if let argb = StripVisual.argb(connection) {
            connection.setProperty(ownerWindow, "_NET_SYSTEM_TRAY_VISUAL", type: Atom(XA_VISUALID),
                                   values: [Int(XVisualIDFromVisual(argb.visual))])
        }
        connection.setCardinals(ownerWindow, "_NET_SYSTEM_TRAY_ICON_SIZE", [iconSize])
        var holderAttributes = XSetWindowAttributes()
        holderAttributes.override_redirect = True
        holder = XCreateWindow(dpy, connection.root, -100, -100, 1, 1, 0, 0, UInt32(InputOutput), nil,
                               UInt(CWOverrideRedirect), &holderAttributes)
        host = IconHost(window: holder, visual: .standard(connection))
        let time = connection.serverTime(on: ownerWindow)
        XSetSelectionOwner(dpy, selection, ownerWindow, time)
        guard XGetSelectionOwner(dpy, selection) == ownerWindow else {
            Log.error("another program took \(name) first; running without a tray")
            XDestroyWindow(dpy, ownerWindow)
            XDestroyWindow(dpy, holder)
            return nil
        }
        connection.announceManager(of: selection, owner: ownerWindow, time: time)
    }

    /// Gives every icon back to the root window and the selection up (the panel exits).
    func stop() {
        for window in windows.values { window.release(givingBack: true) }
        windows = [:]
        roster = TrayRoster()
        XSetSelectionOwner(connection.display, codes.selection, 0, Time(CurrentTime))
        XDestroyWindow(connection.display, ownerWindow)
        XDestroyWindow(connection.display, holder)
        connection.sync()
    }

    /// Moves the icons out of the strips into ``holder`` (before a strip is destroyed).
    func park() {
        guard host.window != holder else { return }
        host = IconHost(window: holder, visual: .standard(connection))
        for window in windows.values { window.move(to: holder, visual: host.visual) }
    }

    /// Whether `window` is one the tray made or holds (the window watch leaves them alone).
    func holds(_ window: Window) -> Bool {
        window == ownerWindow || window == holder || windows[window] != nil || windows.values.contains { $0.wrapper == window }
    }

    /// True once when what the tray shows changed since the last call.
    func takeChanges() -> Bool {
        defer { changed = false }
        return changed
    }

    // MARK: - Placement

    /// The icons' contents for the renderer, in the layout's order (``TrayRoster/shown``).
    var pictures: [TrayIconPicture?] {
        roster.shown.map { icon in
            windows[Window(icon)]?.picture.map { TrayIconPicture(picture: $0.picture, hasAlpha: $0.hasAlpha, revision: revision) }
        }
    }

    /// Places the shown icons in `host` (a strip made with `visual`) at `slots` (from the
    /// frame); an icon without a slot (no room) leaves the strip.
    func place(_ slots: [(index: Int, x: Int, y: Int, size: Int)], in host: Window, visual: StripVisual) {
        if host != self.host.window {
            self.host = IconHost(window: host, visual: visual)
            for window in windows.values { window.move(to: host, visual: visual) }
        }
        let shown = roster.shown
        var placed = Set<Window>()
        for slot in slots where slot.index < shown.count {
            guard let window = windows[Window(shown[slot.index])] else { continue }
            window.place(x: slot.x, y: slot.y, size: slot.size)
            placed.insert(window.icon)
        }
        for (icon, window) in windows where !placed.contains(icon) { window.unplace() }
        if let size = slots.first?.size, size != iconSize {
            iconSize = size
            connection.setCardinals(ownerWindow, "_NET_SYSTEM_TRAY_ICON_SIZE", [size])
        }
    }

    /// Asks clients to draw their symbolic icons in `foreground` (``TrayColors``).
    func setColors(foreground: Color) {
        let values = TrayColors.property(foreground: foreground)
        guard values != colors else { return }
        colors = values
        connection.setCardinals(ownerWindow, "_NET_SYSTEM_TRAY_COLORS", values)
    }

    // MARK: - Events

    /// Handles `event` if it is about the tray; true when it was.
    func handle(_ event: XEvent) -> Bool {
        switch event.type {
        case ClientMessage where event.xclient.window == ownerWindow && event.xclient.message_type == codes.opcode:
            // data.l: time, opcode (0: SYSTEM_TRAY_REQUEST_DOCK), window: 32-bit values, as the
            // protocol has them. Of another format, the longs' upper halves are whatever Xlib's
            // event memory held, and a window id with garbage above its 32 bits is another key
            // for an icon already docked (or for a window of the panel's own) that Xlib still
            // sends as that window: it was docked twice, and a wrapper destroyed with the icon
            // inside. So: format 32 only, and ids cut to their 32 bits.
            let data = event.xclient.data.l
            if event.xclient.format == 32, UInt32(truncatingIfNeeded: data.1) == 0 {
                dock(Window(UInt32(truncatingIfNeeded: data.2)))
            }
            return true
        case DestroyNotify where windows[event.xdestroywindow.window] != nil:
            forget(event.xdestroywindow.window)
            return true
        case ReparentNotify where windows[event.xreparent.window] != nil:
            // The panel's own reparenting into the wrapper is not a departure.
            if event.xreparent.parent != windows[event.xreparent.window]?.wrapper { forget(event.xreparent.window) }
            return true
        case PropertyNotify where event.xproperty.atom == codes.xembedInfo && windows[event.xproperty.window] != nil:
            if roster.update(UInt(event.xproperty.window), info: readInfo(event.xproperty.window)) { changed = true }
            return true
        case ConfigureRequest where windows[event.xconfigurerequest.window] != nil:
            // An icon asking for another size (1x1, 5000x5000) or place keeps the strip's, and is told.
            windows[event.xconfigurerequest.window]?.refuseConfigureRequest()
            return true
        case ConfigureNotify where windows[event.xconfigure.window] != nil:
            if windows[event.xconfigure.window]?.keepGeometry(after: event.xconfigure) == true { changed = true }
            return true
        case MapNotify where event.xmap.window == host.window && event.xmap.event == host.window:
            // The strip is viewable again, and so are the icons, each with a new pixmap. Not
            // claimed: the strip's own handling may want it too.
            for window in windows.values { window.releaseContents() }
            changed = true
            return false
        case MapRequest where windows[event.xmaprequest.window] != nil:
            changed = true
            return true
        case codes.damageNotify:
            let damage = withUnsafeBytes(of: event) { $0.load(as: XDamageNotifyEvent.self) }.damage
            guard let window = windows.values.first(where: { $0.damage == damage }) else { return false }
            window.acknowledgeDamage()
            changed = true
            return true
        case SelectionClear where event.xselectionclear.selection == codes.selection && event.xselectionclear.window == ownerWindow:
            Log.error("another program took the system tray; giving the icons back")
            for window in windows.values { window.release(givingBack: true) }
            windows = [:]
            roster = TrayRoster()
            changed = true
            return true
        default:
            return false
        }
    }

    // MARK: - Private

    private func dock(_ icon: Window) {
        switch roster.admit(UInt(icon), root: UInt(connection.root), isOwn: holds(icon) || isPanelWindow(icon)) {
        case .refuse(let reason):
            Log.trace("tray: refused a dock request for 0x\(String(icon, radix: 16)): \(reason)")
            return
        case .dock:
            break
        }
        let dpy = connection.display
        var attributes = XWindowAttributes()
        guard XGetWindowAttributes(dpy, icon, &attributes) != 0 else {
            Log.trace("tray: the window 0x\(String(icon, radix: 16)) to dock does not exist")
            return
        }
        // Counted after that round trip, which brought in the errors of earlier requests (freeing
        // what the panel kept for an icon destroyed just before): they are not this docking's.
        let errors = xErrorCount.load(ordering: .relaxed)
        guard let window = TrayIconWindow(connection: connection, icon: icon, attributes: attributes, host: host.window, visual: host.visual, size: iconSize) else {
            Log.trace("tray: the window 0x\(String(icon, radix: 16)) to dock has a visual XRender does not know")
            return
        }
        let info = readInfo(icon)
        // A client that died mid-dock leaves errors behind: undo what was made.
        connection.sync()
        guard xErrorCount.load(ordering: .relaxed) == errors else {
            window.release(givingBack: true)
            connection.sync()
            Log.trace("tray: the window 0x\(String(icon, radix: 16)) went away while docking")
            return
        }
        windows[icon] = window
        roster.docked(UInt(icon), info: info, at: Clocks.monotonic())
        sendEmbeddedNotify(to: icon, embedder: window.wrapper, version: XEmbedInfo.version(for: info))
        changed = true
    }

    private func forget(_ icon: Window) {
        guard let window = windows.removeValue(forKey: icon) else { return }
        window.release(givingBack: false)
        roster.remove(UInt(icon))
        changed = true
    }

    /// The icon's `_XEMBED_INFO`; nil when it is missing or malformed (too short, not of format
    /// 32, or of a type other than `_XEMBED_INFO`: a client's flags 0 in a CARDINAL would hide it).
    private func readInfo(_ icon: Window) -> XEmbedInfo? {
        XEmbedInfo(values: connection.longs(icon, "_XEMBED_INFO", type: codes.xembedInfo, limit: 2))
    }

    /// XEmbed: `XEMBED_EMBEDDED_NOTIFY` (message 0), with the embedder and the protocol version.
    private func sendEmbeddedNotify(to icon: Window, embedder: Window, version: Int) {
        var event = XEvent()
        event.xclient.type = ClientMessage
        event.xclient.window = icon
        event.xclient.message_type = connection.atom("_XEMBED")
        event.xclient.format = 32
        event.xclient.data.l = (Int(CurrentTime), 0, 0, Int(bitPattern: embedder), version)
        XSendEvent(connection.display, icon, False, Int(NoEventMask), &event)
    }
}
