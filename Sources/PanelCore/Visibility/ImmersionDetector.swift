/// What the shell reads from X about one top-level window.
public struct WindowFacts: Sendable, Equatable {
    /// The X window id.
    public var id: UInt
    /// The outer rectangle in root-window coordinates.
    public var x: Int
    public var y: Int
    public var width: Int
    public var height: Int
    /// Whether the window is mapped (viewable).
    public var isMapped: Bool
    /// Atom names from `_NET_WM_STATE`.
    public var netWMState: [String]
    /// The raw `_STATUSPANEL_STYLE` value; anything, see ``PanelStyleRequest``.
    public var panelStyle: String?
    /// `_NET_WM_DESKTOP`; nil when unknown or unset, ``ImmersionDetector/allDesktops`` when sticky.
    public var desktop: Int?

    /// Creates facts; by default a mapped, empty window at the origin with no state, style or desktop.
    public init(id: UInt = 0, x: Int = 0, y: Int = 0, width: Int = 0, height: Int = 0,
                isMapped: Bool = true, netWMState: [String] = [], panelStyle: String? = nil, desktop: Int? = nil) {
        self.id = id
        self.x = x
        self.y = y
        self.width = width
        self.height = height
        self.isMapped = isMapped
        self.netWMState = netWMState
        self.panelStyle = panelStyle
        self.desktop = desktop
    }

    /// Whether the window asks the strip to hide through `_STATUSPANEL_STYLE`.
    var requestsHidden: Bool { PanelStyleRequest(property: panelStyle) == .hidden }

    /// Whether this rectangle holds the whole of the given one.
    func covers(x: Int, y: Int, width: Int, height: Int) -> Bool {
        let slack = ImmersionDetector.coverTolerance
        return self.x <= x + slack && self.y <= y + slack
            && self.x + self.width >= x + width - slack && self.y + self.height >= y + height - slack
    }

    /// Whether this rectangle and the given one share at least one pixel.
    func overlaps(x: Int, y: Int, width: Int, height: Int) -> Bool {
        self.width > 0 && self.height > 0 && width > 0 && height > 0
            && self.x < x + width && x < self.x + self.width
            && self.y < y + height && y < self.y + self.height
    }
}

/// Decides whether the strip on a monitor should give way to an immersive window: one that is
/// full-screen or asks to hide the strip. Pure decisions over facts the shell reads from X.
public enum ImmersionDetector {
    /// Pixels a kiosk window may fall short of each monitor edge and still count as covering
    /// it: Chromium's `--kiosk` asked for the screen's size makes itself 1279x719 on 1280x720.
    public static let coverTolerance = 2

    /// The `_NET_WM_STATE` atom of a full-screen window.
    public static let fullscreenState = "_NET_WM_STATE_FULLSCREEN"
    /// The `_NET_WM_STATE` atom of a minimised window.
    public static let hiddenState = "_NET_WM_STATE_HIDDEN"

    /// Under an EWMH window manager: the active window (nil when none) is immersive when its
    /// `_NET_WM_STATE` holds `_NET_WM_STATE_FULLSCREEN` or its `_STATUSPANEL_STYLE` is
    /// `hidden`, and it lies on `monitor` (its centre inside the monitor; a centre on the edge
    /// between two monitors belongs to the right or lower one). An unmapped or minimised
    /// (`_NET_WM_STATE_HIDDEN`) window is not immersive: it cannot be seen.
    public static func isImmersive(activeWindow: WindowFacts?, on monitor: Monitor) -> Bool {
        guard let window = activeWindow, window.isMapped, !window.netWMState.contains(hiddenState) else {
            return false
        }
        guard window.netWMState.contains(fullscreenState) || window.requestsHidden else { return false }
        // Doubled coordinates keep the centre of an odd-sized window exact.
        let centreX = 2 * window.x + window.width
        let centreY = 2 * window.y + window.height
        return 2 * monitor.x <= centreX && centreX < 2 * (monitor.x + monitor.width)
            && 2 * monitor.y <= centreY && centreY < 2 * (monitor.y + monitor.height)
    }

    /// With no window manager (a kiosk): `topLevels` bottom-to-top, the panel's own windows
    /// already removed. Immersive when a mapped window covers the whole monitor (wherever it
    /// is in the stack: a dialog or popup above a full-screen application does not bring the
    /// strip back), or when the topmost mapped window overlapping the strip area (the
    /// monitor's top `stripHeight` rows) has `_STATUSPANEL_STYLE` `hidden`. `_NET_WM_STATE`
    /// is not consulted: with no window manager nobody honours it, so geometry decides. A
    /// monitor with no area is never immersive.
    public static func isImmersive(topLevels: [WindowFacts], on monitor: Monitor, stripHeight: Int) -> Bool {
        guard monitor.width > 0, monitor.height > 0 else { return false }
        let mapped = topLevels.filter(\.isMapped)
        if mapped.contains(where: {
            $0.covers(x: monitor.x, y: monitor.y, width: monitor.width, height: monitor.height)
        }) {
            return true
        }
        let topmostOverStrip = mapped.last {
            $0.overlaps(x: monitor.x, y: monitor.y, width: monitor.width, height: stripHeight)
        }
        return topmostOverStrip?.requestsHidden ?? false
    }
}
