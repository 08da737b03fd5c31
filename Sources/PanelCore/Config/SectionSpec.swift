/// A `[section]` and its keys.
struct SectionSpec: Sendable {
    let name: String
    let keys: [KeySpec]
    /// Whether the keys are item names, each a table of its own (`[actions.clock]`): unknown
    /// keys are then unknown items, and none of them belongs in another section.
    var keysAreItems = false
    /// The spec for a key not in `keys`, for sections whose keys are names the user gives
    /// (`[script.NAME]`, `[actions.SCRIPT]`); nil when such a key is unknown.
    var otherKey: (@Sendable (String) -> KeySpec?)? = nil

    var keyNames: [String] { keys.map(\.name) }

    func key(_ name: String) -> KeySpec? { keys.first { $0.name == name } }
}

/// One key: its name and how a value for it is checked and applied.
struct KeySpec: Sendable {
    let name: String
    let apply: @Sendable (ConfigValue, KeyContext, inout ValidationState) -> Void

    init(_ name: String, _ apply: @escaping @Sendable (ConfigValue, KeyContext, inout ValidationState) -> Void) {
        self.name = name
        self.apply = apply
    }
}
