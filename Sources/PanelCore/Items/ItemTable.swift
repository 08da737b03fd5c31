/// Every item the panel knows, in order: the built-in ones (``builtIn``), and once the dotfile
/// declares them, the user's own. The order is `status --json`'s key order and the order of
/// the item lists in the documents.
public struct ItemTable: Sendable {
    /// The declarations, in order.
    public let declarations: [ItemDeclaration]
    private let index: [String: Int]
    /// The declarations in the order of their words in plain `status` (``ItemReport/linePlace``,
    /// then the table's order).
    let lineOrder: [ItemDeclaration]

    /// A table of `declarations`; of a name declared twice only the first declaration is kept
    /// (a script item cannot replace a built-in one; the dotfile's validation reports it).
    public init(_ declarations: [ItemDeclaration]) {
        var seen = Set<String>()
        self.declarations = declarations.filter { seen.insert($0.name.rawValue).inserted }
        index = Dictionary(uniqueKeysWithValues: self.declarations.enumerated().map { ($1.name.rawValue, $0) })
        lineOrder = self.declarations.enumerated().sorted { ($0.element.report.linePlace, $0.offset) < ($1.element.report.linePlace, $1.offset) }
            .map(\.element)
    }

    /// The built-in items. A new built-in item is one more line here (its place in
    /// `status --json`) and its declaration in `Items/BuiltIn/`.
    public static let builtIn = ItemTable([
        .clock, .carrier, .signal, .network, .battery, .activity, .vpn, .airplane, .bluetooth, .tray, .privacy,
        .cpu, .memory, .disk, .temperature,
        .playback,
        .workspaces, .window, .keyboard,
        .brightness,
        .media, .dnd,
        .volume,
    ])

    /// This table with `more` after its own declarations (the user's items after the built-in ones).
    public func adding(_ more: [ItemDeclaration]) -> ItemTable { ItemTable(declarations + more) }

    /// The declaration of the item called `name`, if any.
    public func declaration(named name: String) -> ItemDeclaration? { index[name].map { declarations[$0] } }

    /// The declaration of `name`, if any.
    public subscript(name: ItemName) -> ItemDeclaration? { declaration(named: name.rawValue) }

    /// The names, in order.
    public var names: [ItemName] { declarations.map(\.name) }

    /// Every accent colour of every item, in order.
    public var colors: [ItemColor] { declarations.flatMap(\.colors) }

    /// What the loop must wait on to keep the items placed in `items` current: the union of
    /// their declarations' wake-ups. (`status` reads everything; the strip only what it shows.)
    public func wakeUps(for items: PanelConfig.Items) -> Set<ItemWakeUp> {
        declarations.filter { items.contains($0.name) }.reduce(into: []) { $0.formUnion($1.reading.wakeUps) }
    }

    /// Every wake-up any item declares: what the loop opens watches for.
    public var allWakeUps: Set<ItemWakeUp> {
        declarations.reduce(into: []) { $0.formUnion($1.reading.wakeUps) }
    }

    /// The sysfs attributes (paths under the sysroot) any item wakes for.
    public var attributePaths: [String] {
        Set(declarations.flatMap(\.reading.wakeUps).compactMap {
            if case .attribute(let path) = $0 { path } else { nil }
        }).sorted()
    }

    /// The items placed in `config` that are read on their own interval, with their intervals
    /// in seconds, in the table's order.
    public func intervals(for config: PanelConfig) -> [(item: ItemName, seconds: Double)] {
        declarations.compactMap { item in
            guard config.items.contains(item.name), let interval = item.reading.interval else { return nil }
            return (item.name, interval(config))
        }
    }

    /// The uevent subsystems any item wakes for.
    public var ueventSubsystems: Set<String> {
        Set(declarations.flatMap(\.reading.wakeUps).compactMap {
            if case .uevent(let subsystem) = $0 { subsystem } else { nil }
        })
    }
}

extension PanelConfig {
    /// The declarations that draw this dotfile's items: the built-in ones, then its script
    /// items (``ItemDeclaration/script(_:)``; a name taken by a built-in item keeps the built-in).
    public var itemTable: ItemTable {
        scripts.isEmpty ? .builtIn : ItemTable.builtIn.adding(scripts.map(ItemDeclaration.script))
    }
}
