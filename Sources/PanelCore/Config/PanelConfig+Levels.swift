extension PanelConfig {
    /// `[volume]`: the default sink's level.
    public struct Volume: Sendable, Equatable {
        /// The percent one scroll step changes the level by, 1...25.
        public var step = 5
        /// Whether a change made elsewhere shows the transient level indicator.
        public var indicator = true
        public init() {}
    }

    /// `[brightness]`: the backlight's level.
    public struct Brightness: Sendable, Equatable {
        /// Whether a change made elsewhere shows the transient level indicator.
        public var indicator = true
        public init() {}
    }
}
