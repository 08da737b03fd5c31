/// A click on an i3bar block, as i3bar writes it to the generator's standard input: one JSON
/// object a line, in an endless array (``I3barClickWriter``).
public struct I3barClick: Sendable, Equatable {
    /// The block's `name` and `instance` (left out when it gave none).
    public var name: String?
    public var instance: String?
    /// The X button: 1 left, 2 middle, 3 right, 4 and 5 the wheel.
    public var button: Int
    /// Where, on the screen.
    public var x: Int
    public var y: Int
    /// Where, from the block's top left corner.
    public var relativeX: Int
    public var relativeY: Int
    /// Where, on the monitor (its output).
    public var outputX: Int
    public var outputY: Int
    /// The block's size, in pixels.
    public var width: Int
    public var height: Int
    /// The modifiers held, by i3bar's names (``modifiers(state:)``).
    public var modifiers: [String]

    public init(name: String?, instance: String?, button: Int, x: Int, y: Int, relativeX: Int, relativeY: Int,
                outputX: Int, outputY: Int, width: Int, height: Int, modifiers: [String] = []) {
        self.name = name
        self.instance = instance
        self.button = button
        self.x = x
        self.y = y
        self.relativeX = relativeX
        self.relativeY = relativeY
        self.outputX = outputX
        self.outputY = outputY
        self.width = width
        self.height = height
        self.modifiers = modifiers
    }

    /// A press on `block`, drawn where `press.area` says on a strip at the monitor's top left
    /// corner (so the window's pixels are the output's).
    public init(_ press: StripPress, on block: I3barBlock) {
        let area = press.area ?? ItemArea(item: ItemName(declared: ""), x: press.x, width: 0)
        self.init(name: block.name, instance: block.instance, button: press.button, x: press.rootX, y: press.rootY,
                  relativeX: press.x - area.x, relativeY: press.y, outputX: press.x, outputY: press.y,
                  width: area.width, height: press.stripHeight, modifiers: Self.modifiers(state: press.state))
    }

    /// The names i3bar gives the modifiers of an X event's `state`: `Shift`, `Lock`, `Control`,
    /// `Mod1` to `Mod5`.
    public static func modifiers(state: UInt32) -> [String] {
        let names = ["Shift", "Lock", "Control", "Mod1", "Mod2", "Mod3", "Mod4", "Mod5"]
        return names.indices.filter { state & (1 << UInt32($0)) != 0 }.map { names[$0] }
    }

    /// The JSON object, on one line, without its newline: i3bar's keys in i3bar's order.
    public var json: String {
        var members: [String] = []
        if let name { members.append("\"name\":" + StatusReport.string(name)) }
        if let instance { members.append("\"instance\":" + StatusReport.string(instance)) }
        members.append("\"button\":\(button)")
        members.append("\"modifiers\":[" + modifiers.map(StatusReport.string).joined(separator: ",") + "]")
        for (key, value) in [("x", x), ("y", y), ("relative_x", relativeX), ("relative_y", relativeY),
                             ("output_x", outputX), ("output_y", outputY), ("width", width), ("height", height)] {
            members.append("\"\(key)\":\(value)")
        }
        return "{" + members.joined(separator: ",") + "}"
    }
}

/// What i3bar writes to a generator's standard input: `[` and a newline once, then each click
/// on a line of its own, those after the first led by a comma (an endless JSON array, as
/// i3status, i3blocks and i3status-rust read it).
public struct I3barClickWriter: Sendable, Equatable {
    private var opened = false

    public init() {}

    /// The bytes to write for `click`.
    public mutating func bytes(for click: I3barClick) -> [UInt8] {
        defer { opened = true }
        return Array(((opened ? "," : "[\n") + click.json + "\n").utf8)
    }
}
