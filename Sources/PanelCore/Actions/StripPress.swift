/// A button press on a strip's window, as the X server reports it.
public struct StripPress: Sendable, Equatable {
    /// The X core button: 1 left, 2 middle, 3 right, 4 and 5 the wheel (``ClickKind/init(button:)``).
    public var button: Int
    /// Where, in the window's pixels from its top-left corner.
    public var x: Int
    public var y: Int
    /// Where, on the screen (the root window's pixels).
    public var rootX: Int
    public var rootY: Int
    /// The modifiers held (the X event's `state`).
    public var state: UInt32
    /// The item's area pressed (an i3bar block's own), once the strip has found it.
    public var area: ItemArea?
    /// The strip's height, in pixels, once the strip has found the item.
    public var stripHeight = 0

    public init(button: Int, x: Int, y: Int, rootX: Int, rootY: Int, state: UInt32 = 0) {
        self.state = state
        self.button = button
        self.x = x
        self.y = y
        self.rootX = rootX
        self.rootY = rootY
    }
}
