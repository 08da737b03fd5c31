extension Workspaces {
    /// The desktop `delta` steps from the current one (scrolling over the dots): nil past either
    /// end without `wrap`, or when the current desktop is unknown; with `wrap`, past the last
    /// comes the first and before the first the last.
    ///
    /// With `among` (the desktops one strip shows, ``MonitorDesktops``) the steps go through
    /// those alone, from the current desktop if it is one of them, else from the one last shown
    /// on their monitor (``shown``).
    public func step(_ delta: Int, wrap: Bool, among: [Int]? = nil) -> Int? {
        let desktops = among ?? Array(0..<count)
        let from = current.flatMap { desktops.firstIndex(of: $0) }
            ?? shown.values.sorted().lazy.compactMap { desktops.firstIndex(of: $0) }.first
        guard let from, !desktops.isEmpty else { return nil }
        let next = from + delta
        if desktops.indices.contains(next) { return desktops[next] }
        guard wrap else { return nil }
        return desktops[((next % desktops.count) + desktops.count) % desktops.count]
    }
}
