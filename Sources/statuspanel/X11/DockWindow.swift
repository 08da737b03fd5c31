import CX11
import PanelCore
#if canImport(Glibc)
import Glibc
#endif

/// The strip's top-level window: an EWMH dock, sticky and above, with its strut.
final class DockWindow {
    let connection: XConnection
    let window: Window
    private(set) var geometry: StripGeometry
    /// The atoms of the placement hints, interned once: a tap that shows the strip again sets
    /// the hints without looking their names up, whose bytes a tap after long idle would
    /// otherwise read back from the disk (bench/tap).
    private let placement: (state: Atom, sticky: Atom, above: Atom, desktop: Atom)
    /// Puts the strip back when another client had the window manager move it.
    var keeper = DockKeeper()
    /// Whether the window manager may have moved the strip or changed its desktop since
    /// ``keepInPlace(at:)`` last looked.
    var mayHaveMoved = false

    init(connection: XConnection, geometry: StripGeometry, reserve: Bool, visual: StripVisual) {
        self.connection = connection
        self.geometry = geometry
        placement = (connection.atom("_NET_WM_STATE"), connection.atom("_NET_WM_STATE_STICKY"),
                     connection.atom("_NET_WM_STATE_ABOVE"), connection.atom("_NET_WM_DESKTOP"))
        let dpy = connection.display
        var attributes = XSetWindowAttributes()
        // No background: the server never clears the strip, so nothing flashes between frames.
        attributes.background_pixmap = Pixmap(None)
        // PropertyChange: the window manager's `_NET_WM_DESKTOP` (``keepInPlace(at:)``).
        attributes.event_mask = Int(ExposureMask | ButtonPressMask | ButtonReleaseMask | StructureNotifyMask | PropertyChangeMask)
        let mask = UInt(CWBackPixmap | CWEventMask) | visual.windowAttributes(&attributes)
        window = XCreateWindow(dpy, connection.root, Int32(geometry.x), Int32(geometry.y),
                               UInt32(geometry.width), UInt32(geometry.height), 0,
                               visual.depth, UInt32(InputOutput), visual.visual, mask, &attributes)
        connection.setStripIdentity(window)
        setWindowManagerHints()
        setSizeHints()
        setPlacementHints()
        setStrut(reserve: reserve)
    }

    private(set) var isMapped = false

    /// Shows the window as a dock; the window manager takes its strut again.
    func map() {
        isMapped = true
        // EWMH lets a window manager drop these from a withdrawn window (openbox does): without
        // them again, a strip shown after a hide would live on one desktop only.
        setPlacementHints()
        XMapRaised(connection.display, window)
    }

    /// Maps the window again when it should be shown but is not: a window manager starting up
    /// can drop the MapRequest of a dock mapped at that moment (openbox does), leaving no strip.
    /// A managed strip is unmapped too when another client had it put on another desktop: the
    /// window manager reads no `_NET_WM_DESKTOP` written on a managed window, so it is asked.
    /// Returns whether it had to.
    @discardableResult
    func remapIfLost() -> Bool {
        guard isMapped else { return false }
        var attributes = XWindowAttributes()
        guard XGetWindowAttributes(connection.display, window, &attributes) != 0,
              attributes.map_state == IsUnmapped else { return false }
        map()
        askForEveryDesktop()
        return true
    }

    /// On every desktop, above normal windows.
    private func setPlacementHints() {
        connection.setProperty(window, placement.state, type: Atom(XA_ATOM),
                               values: [Int(bitPattern: placement.sticky), Int(bitPattern: placement.above)])
        connection.setProperty(window, placement.desktop, type: Atom(XA_CARDINAL), values: [0xFFFF_FFFF])
    }

    /// Destroys the window (its monitor went away).
    func destroy() {
        isMapped = false
        XDestroyWindow(connection.display, window)
    }

    /// Withdraws the window (ICCCM: unmap plus the synthetic UnmapNotify), which also lifts its strut.
    func withdraw() {
        isMapped = false
        XWithdrawWindow(connection.display, window, connection.screen)
    }

    /// Moves and resizes the strip, with its hints and strut.
    func update(geometry: StripGeometry, reserve: Bool) {
        guard geometry != self.geometry else { return setStrut(reserve: reserve) }
        self.geometry = geometry
        setSizeHints()
        XMoveResizeWindow(connection.display, window, Int32(geometry.x), Int32(geometry.y), UInt32(geometry.width), UInt32(geometry.height))
        setStrut(reserve: reserve)
    }

    private func setStrut(reserve: Bool) {
        if reserve {
            connection.setCardinals(window, "_NET_WM_STRUT", geometry.strut)
            connection.setCardinals(window, "_NET_WM_STRUT_PARTIAL", geometry.strutPartial)
        } else {
            XDeleteProperty(connection.display, window, connection.atom("_NET_WM_STRUT"))
            XDeleteProperty(connection.display, window, connection.atom("_NET_WM_STRUT_PARTIAL"))
        }
    }

    /// What a window manager reads of a managed window besides the shared identity: its UTF-8
    /// name, the host it runs on, and that it takes no focus.
    private func setWindowManagerHints() {
        let dpy = connection.display
        connection.setUTF8(window, "_NET_WM_NAME", "statuspanel")
        var host = [CChar](repeating: 0, count: PanelLimits.hostNameBytes)
        if gethostname(&host, host.count - 1) == 0 {
            var bytes = host.prefix(while: { $0 != 0 }).map { UInt8(bitPattern: $0) }
            _ = bytes.withUnsafeMutableBufferPointer {
                XChangeProperty(dpy, window, XA_WM_CLIENT_MACHINE, XA_STRING, 8, PropModeReplace, $0.baseAddress, Int32($0.count))
            }
        }
        // A dock never takes the keyboard focus.
        if let hints = XAllocWMHints() {
            hints.pointee.flags = InputHint
            hints.pointee.input = False
            XSetWMHints(dpy, window, hints)
            XFree(hints)
        }
    }

    /// Position hints stop window managers (openbox) from centring the dock; min = max pins its size.
    private func setSizeHints() {
        guard let hints = XAllocSizeHints() else { return }
        hints.pointee.flags = PPosition | USPosition | PMinSize | PMaxSize | PSize | USSize
        hints.pointee.x = Int32(geometry.x)
        hints.pointee.y = Int32(geometry.y)
        hints.pointee.width = Int32(geometry.width)
        hints.pointee.height = Int32(geometry.height)
        hints.pointee.min_width = Int32(geometry.width)
        hints.pointee.max_width = Int32(geometry.width)
        hints.pointee.min_height = Int32(geometry.height)
        hints.pointee.max_height = Int32(geometry.height)
        XSetWMNormalHints(connection.display, window, hints)
        XFree(hints)
    }
}

extension XConnection {
    /// The identity the strip's windows share, the dock and its override-redirect twin
    /// (``StripOverlay``): `WM_CLASS` `statuspanel`, `Statuspanel`, the name `statuspanel`, an
    /// EWMH dock, and this process's `_NET_WM_PID`.
    func setStripIdentity(_ window: Window) {
        setClass(window)
        XStoreName(display, window, "statuspanel")
        setAtoms(window, "_NET_WM_WINDOW_TYPE", ["_NET_WM_WINDOW_TYPE_DOCK"])
        setCardinals(window, "_NET_WM_PID", [Int(getpid())])
    }
}
