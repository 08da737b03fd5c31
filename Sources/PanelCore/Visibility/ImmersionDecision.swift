/// Whether a monitor's strip gives way, and which window decided: the shell watches that
/// window's properties, and a different deciding window restarts the hide countdown.
public struct ImmersionDecision: Sendable, Equatable {
    /// Full-screen, or asking the strip to hide.
    public var isImmersive: Bool
    /// The X id of the window whose facts decided; nil when none lies over the strip.
    public var window: UInt?

    public init(isImmersive: Bool, window: UInt?) {
        self.isImmersive = isImmersive
        self.window = window
    }
}

extension ImmersionDetector {
    /// Under an EWMH window manager: the active window decides when it makes `monitor`
    /// immersive (a window asking the strip to hide need not reach the strip's rows); otherwise
    /// `decidingWindow`, the topmost client over the strip
    /// (``decidingWindow(clients:currentDesktop:on:stripHeight:)``), does.
    public static func decide(decidingWindow: WindowFacts?, activeWindow: WindowFacts?, on monitor: Monitor) -> ImmersionDecision {
        if let activeWindow, isImmersive(activeWindow: activeWindow, on: monitor) {
            return ImmersionDecision(isImmersive: true, window: activeWindow.id)
        }
        return ImmersionDecision(isImmersive: isImmersive(decidingWindow: decidingWindow, on: monitor), window: decidingWindow?.id)
    }

    /// With no window manager (a kiosk): immersive as ``isImmersive(topLevels:on:stripHeight:)``
    /// says; the window that decides is the topmost mapped one over the strip
    /// (``topmostOverStrip(_:on:stripHeight:)``).
    public static func decide(topLevels: [WindowFacts], on monitor: Monitor, stripHeight: Int) -> ImmersionDecision {
        ImmersionDecision(isImmersive: isImmersive(topLevels: topLevels, on: monitor, stripHeight: stripHeight),
                          window: topmostOverStrip(topLevels, on: monitor, stripHeight: stripHeight)?.id)
    }

    /// The topmost mapped window of `topLevels` (bottom to top) that overlaps the strip's area,
    /// the monitor's top `stripHeight` rows; nil when none does.
    public static func topmostOverStrip(_ topLevels: [WindowFacts], on monitor: Monitor, stripHeight: Int) -> WindowFacts? {
        topLevels.last { $0.isMapped && $0.overlaps(x: monitor.x, y: monitor.y, width: monitor.width, height: stripHeight) }
    }
}
