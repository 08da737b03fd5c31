/// Where an item is drawn on the strip, across its whole height: the area a click on it hits.
public struct ItemArea: Sendable, Equatable {
    public var item: ItemName
    /// The left end, in pixels from the strip's left edge.
    public var x: Int
    public var width: Int

    public init(item: ItemName, x: Int, width: Int) {
        self.item = item
        self.x = x
        self.width = width
    }

    /// Whether the column `x` lies on the item.
    public func contains(x column: Int) -> Bool {
        column >= x && column < x + width
    }
}

extension DisplayList {
    /// The area of the item drawn at column `x`, or nil for a gap, an end or the space between
    /// the groups.
    public func item(atX x: Int) -> ItemArea? {
        areas.first { $0.contains(x: x) }
    }
}
