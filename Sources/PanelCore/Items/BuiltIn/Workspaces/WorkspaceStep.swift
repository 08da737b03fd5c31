extension Workspaces {
    /// The desktop `delta` steps from the current one (scrolling over the dots): nil past either
    /// end without `wrap`, or when the current desktop is unknown; with `wrap`, past the last
    /// comes the first and before the first the last.
    public func step(_ delta: Int, wrap: Bool) -> Int? {
        guard let current, count > 0 else { return nil }
        let next = current + delta
        if (0..<count).contains(next) { return next }
        guard wrap else { return nil }
        return ((next % count) + count) % count
    }
}
