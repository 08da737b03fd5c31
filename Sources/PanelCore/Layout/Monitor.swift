/// One monitor's rectangle on the X screen, as RandR reports it.
public struct Monitor: Sendable, Equatable {
    /// The RandR output name, such as `HDMI-1`; empty when unknown.
    public var name: String
    public var x: Int
    public var y: Int
    public var width: Int
    public var height: Int
    public var isPrimary: Bool

    public init(name: String, x: Int, y: Int, width: Int, height: Int, isPrimary: Bool) {
        self.name = name
        self.x = x
        self.y = y
        self.width = width
        self.height = height
        self.isPrimary = isPrimary
    }

    /// The monitors `selection` asks for, in screen order. `primary` falls back to the first
    /// monitor when none is marked primary; a list keeps the named outputs that exist.
    public static func select(_ selection: MonitorSelection, from monitors: [Monitor]) -> [Monitor] {
        switch selection {
        case .all:
            return monitors
        case .primary:
            if let primary = monitors.first(where: \.isPrimary) { return [primary] }
            return monitors.isEmpty ? [] : [monitors[0]]
        case .outputs(let names):
            return monitors.filter { names.contains($0.name) }
        }
    }
}

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
