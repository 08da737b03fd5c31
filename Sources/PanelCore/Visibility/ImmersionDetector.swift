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
        return topmostOverStrip(mapped, on: monitor, stripHeight: stripHeight)?.requestsHidden ?? false
    }
}
