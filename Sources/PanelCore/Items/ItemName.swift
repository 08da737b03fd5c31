/// The name of an item a strip can show: its name in the dotfile's `[items]` and
/// `[actions.ITEM]` (a contract). Built-in items' names are static members (`.clock`,
/// `.battery`), each declared beside its item in `Items/BuiltIn/`; the user's own items (script
/// items, `[script.NAME]`) are named at run time with ``init(declared:)``.
public struct ItemName: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
    /// The name as the dotfile spells it.
    public let rawValue: String

    /// The built-in item called `rawValue`; `nil` when no built-in item has that name.
    public init?(rawValue: String) {
        guard ItemTable.builtIn.declaration(named: rawValue) != nil else { return nil }
        self.rawValue = rawValue
    }

    /// A name as declared, checked by nobody: a built-in's static member, or a script item's
    /// name from the dotfile (which must not be a built-in's: the dotfile's validation says so).
    public init(declared name: String) {
        rawValue = name
    }

    /// The built-in items' names, in the table's order.
    public static var allCases: [ItemName] { ItemTable.builtIn.names }

    /// The name as the dotfile spells it.
    public var description: String { rawValue }
}
