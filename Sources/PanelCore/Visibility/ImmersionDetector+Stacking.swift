/// Under an EWMH window manager, each monitor is decided by the window on top over its strip,
/// whichever window has the focus: a full-screen video on one monitor keeps that monitor's strip
/// hidden while the user works on another.
extension ImmersionDetector {
    /// `_NET_WM_DESKTOP` of a window shown on every desktop (sticky).
    public static let allDesktops = 0xFFFF_FFFF

    /// The window that decides `monitor`: from `clients` bottom to top (the order of
    /// `_NET_CLIENT_LIST_STACKING`, the panel's own windows already removed), the topmost one
    /// that is mapped, on `currentDesktop` or on all desktops (an unknown desktop counts as
    /// current), not minimised (`_NET_WM_STATE_HIDDEN`), and overlapping the strip's area (the
    /// monitor's top `stripHeight` rows). Nil when none is.
    public static func decidingWindow(clients: [WindowFacts], currentDesktop: Int?, on monitor: Monitor,
                                      stripHeight: Int) -> WindowFacts? {
        clients.last { canDecide($0, currentDesktop: currentDesktop, on: monitor, stripHeight: stripHeight) }
    }

    /// Whether `window` can decide `monitor`: mapped, on `currentDesktop` or on all desktops,
    /// not minimised, and overlapping the strip's area (see
    /// ``decidingWindow(clients:currentDesktop:on:stripHeight:)``, the topmost such window).
    public static func canDecide(_ window: WindowFacts, currentDesktop: Int?, on monitor: Monitor, stripHeight: Int) -> Bool {
        window.isMapped && !window.netWMState.contains(hiddenState)
            && isShown(window, onDesktop: currentDesktop)
            && window.overlaps(x: monitor.x, y: monitor.y, width: monitor.width, height: stripHeight)
    }

    /// Whether the window that decides `monitor` (see ``decidingWindow(clients:currentDesktop:on:stripHeight:)``)
    /// is immersive there: full-screen (`_NET_WM_STATE_FULLSCREEN`) and covering the monitor
    /// (within ``coverTolerance``), or asking the strip to hide through `_STATUSPANEL_STYLE`.
    public static func isImmersive(decidingWindow: WindowFacts?, on monitor: Monitor) -> Bool {
        guard let window = decidingWindow, monitor.width > 0, monitor.height > 0 else { return false }
        if window.requestsHidden { return true }
        return window.netWMState.contains(fullscreenState)
            && window.covers(x: monitor.x, y: monitor.y, width: monitor.width, height: monitor.height)
    }

    private static func isShown(_ window: WindowFacts, onDesktop current: Int?) -> Bool {
        guard let desktop = window.desktop, let current else { return true }
        return desktop == current || desktop == allDesktops
    }
}
