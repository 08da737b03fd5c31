/// The pill as the strips show it at one moment.
public struct ShownPill: Sendable, Equatable {
    /// Its label (empty: the clock's time).
    public var label: String
    public var color: PillColor
    /// What a tap on it runs.
    public var action: PillAction

    public init(label: String, color: PillColor, action: PillAction = .clock) {
        self.label = label
        self.color = color
        self.action = action
    }

    /// `pill` as it shows at `now` (``Pill/label(at:clock:)``, the clock's time left to the layout).
    public init(_ pill: Pill, at now: Double) {
        self.init(label: pill.label(at: now, clock: ""), color: pill.color, action: pill.action)
    }
}
