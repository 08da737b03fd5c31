/// The desktops one strip shows, as the window manager sets them per monitor: a window manager
/// with a desktop set per monitor (bspwm) puts each desktop's `_NET_DESKTOP_VIEWPORT` at its
/// monitor's corner, so each strip shows the desktops whose viewport is on its own monitor, the
/// one that monitor shows solid. Where the viewports do not tell monitors apart (one monitor,
/// every viewport at 0,0, or none set) every strip shows every desktop.
public struct MonitorDesktops: Sendable, Equatable {
    /// The desktops shown, as indices into the window manager's list (what a click switches to).
    public var indices: [Int]
    /// The one this strip's monitor shows; nil when unknown.
    public var current: Int?

    public init(indices: [Int], current: Int?) {
        self.indices = indices
        self.current = current
    }

    /// The desktops of `w` on the strip of `monitor`, one of the strips' `monitors`.
    public static func on(_ monitor: Monitor?, of monitors: [Monitor], _ w: Workspaces) -> MonitorDesktops {
        let all = MonitorDesktops(indices: Array(0..<w.count), current: w.current)
        guard let monitor, monitors.count > 1, w.viewports.count == w.count else { return all }
        let owners = w.viewports.map { viewport in monitors.firstIndex { $0.contains(viewport) } }
        guard Set(owners.compactMap { $0 }).count > 1, let mine = monitors.firstIndex(of: monitor) else { return all }
        let indices = (0..<w.count).filter { owners[$0] == mine }
        if let current = w.current, indices.contains(current) { return MonitorDesktops(indices: indices, current: current) }
        let shown = w.shown.first { viewport, desktop in monitor.contains(viewport) && indices.contains(desktop) }?.value
        return MonitorDesktops(indices: indices, current: shown)
    }
}

extension Monitor {
    /// Whether `viewport`'s corner lies on this monitor.
    func contains(_ viewport: Workspaces.Viewport) -> Bool {
        (x..<x + width).contains(viewport.x) && (y..<y + height).contains(viewport.y)
    }
}
