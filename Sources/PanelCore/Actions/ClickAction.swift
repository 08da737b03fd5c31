/// A command to run for a click on an item: the dotfile's text for `/bin/sh -c` and the
/// variables that tell it what was clicked and where.
public struct ClickAction: Sendable, Equatable {
    public var item: ItemName
    public var kind: ClickKind
    public var command: String
    /// `NAME=value` entries to add to the panel's environment (``environment(inheriting:)``).
    public var variables: [String]

    public init(item: ItemName, kind: ClickKind, command: String, variables: [String]) {
        self.item = item
        self.kind = kind
        self.command = command
        self.variables = variables
    }

    /// What `press` on a strip showing `list` on `monitor` runs: nil when it hit no item, its
    /// button means nothing, or the dotfile has no command for that item and button. A tap on
    /// the pill runs the pill's own command when it has one (``ItemArea/target(button:)``).
    /// The panel asks ``ClickTarget/of(_:on:in:)``, which decides this among the other targets.
    public static func forPress(_ press: StripPress, on list: DisplayList, monitor: Monitor,
                                actions: PanelConfig.Actions) -> ClickAction? {
        guard let kind = ClickKind(button: press.button), let area = list.item(atX: press.x) else { return nil }
        switch area.target(button: press.button) {
        case .command(let own):
            return ClickAction(item: Self.pillItem, kind: kind, command: own, press: press, area: area, list: list, monitor: monitor)
        case .item(let name):
            guard let configured = actions.command(for: name, kind) else { return nil }
            return ClickAction(item: name, kind: kind, command: configured, press: press, area: area, list: list, monitor: monitor)
        }
    }

    /// `command` for `press` of `kind` on `item`, drawn at `area` of `list` on `monitor`, with
    /// the variables that say so.
    public init(item: ItemName, kind: ClickKind, command: String, press: StripPress, area: ItemArea, list: DisplayList, monitor: Monitor) {
        // The window's corner on the screen, wherever it is (an overlay slides while it hides).
        let left = press.rootX - press.x, top = press.rootY - press.y
        let variables = [
            ("ITEM", item.rawValue), ("BUTTON", kind.rawValue),
            ("X", String(press.rootX)), ("Y", String(press.rootY)),
            ("ITEM_X", String(left + area.x)), ("ITEM_Y", String(top)),
            ("ITEM_WIDTH", String(area.width)), ("ITEM_HEIGHT", String(list.height)),
            ("MONITOR_X", String(monitor.x)), ("MONITOR_Y", String(monitor.y)),
            ("MONITOR_WIDTH", String(monitor.width)), ("MONITOR_HEIGHT", String(monitor.height)),
        ].map { Self.variablePrefix + $0 + "=" + $1 }
        self.init(item: item, kind: kind, command: command, variables: variables)
    }

    /// The name a pill's own command runs under (`STATUSPANEL_ITEM=pill`).
    public static let pillItem = ItemName(declared: "pill")

    /// The prefix of every variable an action gets.
    public static let variablePrefix = "STATUSPANEL_"

    /// `inherited` (the panel's `NAME=value` entries) without any variable of this action's
    /// names, then the action's: a command never sees a stale click's values.
    public func environment(inheriting inherited: [String]) -> [String] {
        let names = Set(variables.map { $0.prefix { $0 != "=" } })
        return inherited.filter { !names.contains($0.prefix { $0 != "=" }) } + variables
    }
}
