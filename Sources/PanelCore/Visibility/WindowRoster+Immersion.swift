extension WindowRoster {
    /// Whether what is on `monitor` is immersive, and which window decides, by the strategy
    /// the roster's mode calls for: under an EWMH window manager the active window or the
    /// topmost client over the strip (``ImmersionDetector/decide(decidingWindow:activeWindow:on:)``);
    /// with none (a kiosk) the top-level windows as stacked
    /// (``ImmersionDetector/decide(topLevels:on:stripHeight:)``).
    public func immersion(on monitor: Monitor, stripHeight: Int) -> ImmersionDecision {
        switch mode {
        case .windowManager:
            ImmersionDetector.decide(decidingWindow: decidingWindow(on: monitor, stripHeight: stripHeight), activeWindow: activeFacts,
                                     on: monitor)
        case .kiosk:
            ImmersionDetector.decide(topLevels: stack, on: monitor, stripHeight: stripHeight)
        }
    }
}
