/// What the strips show of the script items and the pill: each placed script's text and the
/// pill's label, handed to ``StripLayout`` with the device state.
public struct ScriptsShown: Sendable, Equatable {
    /// Where `[items]` places the scripts.
    public var placements: [ScriptPlacement]
    /// The text of each script that shows, by name (hidden and unplaced ones absent).
    public var texts: [String: ScriptText]
    /// The pill: its label (empty: the clock's time) and colour.
    public var pill: (label: String, color: PillColor)?

    public init(placements: [ScriptPlacement] = [], texts: [String: ScriptText] = [:], pill: (label: String, color: PillColor)? = nil) {
        self.placements = placements
        self.texts = texts
        self.pill = pill
    }

    public static func == (a: ScriptsShown, b: ScriptsShown) -> Bool {
        a.placements == b.placements && a.texts == b.texts && a.pill?.label == b.pill?.label && a.pill?.color == b.pill?.color
    }

    /// One entry of a group: a built-in item or a script, in the order drawn.
    public enum Entry: Sendable, Equatable {
        case builtIn(ItemName)
        case script(String)
    }

    /// The group's built-in `names` with the scripts placed in `group` among them (each after
    /// the built-in item it follows, those placed first at the start).
    public func entries(_ names: [ItemName], group: ScriptPlacement.Group) -> [Entry] {
        let here = placements.filter { $0.group == group }
        guard !here.isEmpty else { return names.map(Entry.builtIn) }
        var out = here.filter { $0.after == nil || !names.contains($0.after!) }.map { Entry.script($0.name) }
        for name in names {
            out.append(.builtIn(name))
            out += here.filter { $0.after == name }.map { .script($0.name) }
        }
        return out
    }
}

/// Where a script item is drawn, for its clicks (``DisplayList/scriptAreas``).
public struct ScriptArea: Sendable, Equatable {
    public var name: String
    public var x: Int
    public var width: Int

    public init(name: String, x: Int, width: Int) {
        self.name = name
        self.x = x
        self.width = width
    }
}
