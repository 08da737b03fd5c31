/// What the batteries are doing, as `status` in sysfs says it.
public enum ChargeState: String, Sendable, Equatable, CaseIterable {
    case charging, discharging, full
    case notCharging = "not-charging"
    case unknown
}

/// The machine's batteries combined into one.
public struct BatteryState: Sendable, Equatable {
    /// Charge level 0...100; `nil` when it could not be read.
    public var percent: Int?
    /// Charging, discharging, full, not charging or unknown.
    public var state: ChargeState
    /// Minutes until empty (discharging) or full (charging); `nil` when it cannot be known.
    public var minutesLeft: Int?
    /// Whether the platform profile is `low-power` (a phone's low-power mode); `false` when
    /// unknown.
    public var lowPower: Bool

    /// Creates a battery state.
    public init(percent: Int?, state: ChargeState, minutesLeft: Int? = nil, lowPower: Bool = false) {
        self.percent = percent
        self.state = state
        self.minutesLeft = minutesLeft
        self.lowPower = lowPower
    }
}
