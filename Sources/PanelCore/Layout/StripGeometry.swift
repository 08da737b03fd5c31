/// The strip's place and strut on one monitor, for a screen `screenHeight` pixels tall.
public struct StripGeometry: Sendable, Equatable {
    public var x: Int
    public var y: Int
    public var width: Int
    public var height: Int
    /// The monitor the strip sits on.
    public var monitor: Monitor

    public init(monitor: Monitor, height: Int) {
        self.monitor = monitor
        x = monitor.x
        y = monitor.y
        width = monitor.width
        self.height = height
    }

    /// `_NET_WM_STRUT_PARTIAL`: left, right, top, bottom, then the start and end of each span.
    /// The top strut is measured from the screen's top edge, so a monitor lower down reserves
    /// down to its own strip's bottom, only across its own columns.
    public var strutPartial: [Int] {
        [0, 0, y + height, 0, 0, 0, 0, 0, x, x + width - 1, 0, 0]
    }

    /// `_NET_WM_STRUT`: the first four values of the partial strut.
    public var strut: [Int] { Array(strutPartial.prefix(4)) }
}
