extension PanelConfig {
    /// `[workspaces]`: the desktops' page dots.
    public struct Workspaces: Sendable, Equatable {
        /// The desktops' names instead of dots.
        public var names = false
        /// Scrolling past the last desktop goes to the first, and before the first to the last.
        public var wrap = true
        public init() {}
    }

    /// `[window]`: the focused window's title.
    public struct Window: Sendable, Equatable {
        /// The widest title, in points (pixels at 96 dpi), 40...2000.
        public var maxWidth = 320
        /// Where a longer title is cut.
        public var elide = TitleElision.end
        public init() {}
    }
}
