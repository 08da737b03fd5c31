import CX11

/// Follows what the strips are laid out on and painted over: the monitors (RandR screen, CRTC
/// and output changes, and the root window's own ConfigureNotify, the only sign of a RandR 1.5
/// monitor change), the wallpaper (the root pixmap properties) and the compositor
/// (``CompositorWatch``).
///
/// The root window's structure and property events arrive through ``WindowWatch``'s
/// selection on it; this adds RandR's.
struct ScreenWatch {
    /// What a batch of events changed.
    struct Changes {
        /// The monitors or the screen changed: the strips need a layout.
        var monitors = false
        /// The root pixmap changed: the strips read the wallpaper again.
        var wallpaper = false
        /// A compositor came or went: the strips need a layout (which picks the visual again).
        var compositor = false
    }

    private let connection: XConnection
    /// RandR's first event type; 0 without RandR (no event has type 0 or 1).
    private let randrEventBase: Int32
    private var compositor: CompositorWatch

    /// Asks RandR for screen, CRTC and output changes.
    init(connection: XConnection) {
        self.connection = connection
        var eventBase: Int32 = 0
        var errorBase: Int32 = 0
        if XRRQueryExtension(connection.display, &eventBase, &errorBase) != 0 {
            XRRSelectInput(connection.display, connection.root,
                           Int32(RRScreenChangeNotifyMask | RRCrtcChangeNotifyMask | RROutputChangeNotifyMask))
        }
        randrEventBase = eventBase
        compositor = CompositorWatch(connection: connection)
    }

    /// Whether a compositor runs (owns `_NET_WM_CM_S<screen>`).
    var compositorRuns: Bool { compositor.runs }

    /// Records in `changes` what `event` changed; a RandR screen change also updates Xlib's idea
    /// of the screen size.
    mutating func record(_ event: inout XEvent, into changes: inout Changes) {
        compositor.record(event, into: &changes)
        switch event.type {
        case randrEventBase + RRScreenChangeNotify:
            XRRUpdateConfiguration(&event)
            changes.monitors = true
        case randrEventBase + RRNotify:
            changes.monitors = true
        case ConfigureNotify where event.xconfigure.window == connection.root:
            changes.monitors = true
        case PropertyNotify where event.xproperty.window == connection.root
            && (event.xproperty.atom == connection.atom("_XROOTPMAP_ID") || event.xproperty.atom == connection.atom("ESETROOT_PMAP_ID")):
            changes.wallpaper = true
        default:
            break
        }
    }
}
