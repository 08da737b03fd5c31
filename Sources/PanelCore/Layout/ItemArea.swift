/// Where an item is drawn on the strip, across its whole height: the area a click on it hits.
public struct ItemArea: Sendable, Equatable {
    public var item: ItemName
    /// The left end, in pixels from the strip's left edge.
    public var x: Int
    public var width: Int
    /// The pill's action when the pill is drawn here (in the clock's place); nil for any other item.
    public var pill: PillAction?
    /// The i3bar block drawn here (its index in the item's status line), for a script item
    /// that speaks i3bar's protocol: each of its blocks has an area of its own.
    public var block: Int?
    /// The item's tagged pieces, left to right as drawn (the `workspaces` item's desktops).
    public var parts: [Part] = []

    /// One tagged piece of an item: where it is drawn and its tag.
    public struct Part: Sendable, Equatable {
        public var x: Int
        public var width: Int
        public var tag: Int
        public init(x: Int, width: Int, tag: Int) {
            self.x = x
            self.width = width
            self.tag = tag
        }
    }

    /// The tag of the part at column `x`, or of the nearest part (a press between two dots goes
    /// to the nearer one); nil when the item has no parts.
    public func tag(atX column: Int) -> Int? {
        parts.min { a, b in Self.distance(column, a) < Self.distance(column, b) }?.tag
    }

    private static func distance(_ column: Int, _ part: Part) -> Int {
        column < part.x ? part.x - column : column >= part.x + part.width ? column - (part.x + part.width - 1) : 0
    }

    public init(item: ItemName, x: Int, width: Int, pill: PillAction? = nil, block: Int? = nil) {
        self.item = item
        self.x = x
        self.width = width
        self.pill = pill
        self.block = block
    }

    /// What a press of `button` here is for: the item drawn, or on the pill what the pill says
    /// (``PillAction``): its own command for a tap, its script item, or else the clock.
    public func target(button: Int) -> PressTarget {
        switch pill {
        case .command(let command)? where ClickKind(button: button) == .click: .command(command)
        case .script(let name)?: .item(ItemName(declared: name))
        default: .item(item)
        }
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

/// What a press on the strip is for (``ItemArea/target(button:)``).
public enum PressTarget: Sendable, Equatable {
    /// The item: its `[actions.ITEM]`, or for a script item what its press does.
    case item(ItemName)
    /// A command of the pill's own, for `/bin/sh -c`.
    case command(String)
}
