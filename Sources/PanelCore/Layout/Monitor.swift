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

    /// The monitors that get a strip: those `selection` asks for, or the primary one when none
    /// of the named outputs exists (all unplugged), so the screen is never left bare. Empty only
    /// when `monitors` is.
    public static func stripMonitors(_ selection: MonitorSelection, from monitors: [Monitor]) -> [Monitor] {
        let selected = select(selection, from: monitors)
        return selected.isEmpty ? select(.primary, from: monitors) : selected
    }
}
