/// The key (or array element) a value belongs to.
struct KeyContext {
    /// `section.key`, as messages name it.
    let name: String
    let path: [PathComponent]

    /// The context of the element at `index` of this key's array.
    func element(_ index: Int) -> KeyContext {
        KeyContext(name: name, path: path + [.index(index)])
    }
}

extension KeyContext {
    init(section: String, key: String) {
        self.init(name: section + "." + key, path: [.key(section), .key(key)])
    }
}

/// A problem found while validating, before it has a source position.
struct ConfigProblem {
    enum Anchor {
        /// Points at the key (unknown keys and sections).
        case key
        /// Points at the value's first character (wrong types, bad values).
        case value
    }

    var path: [PathComponent]
    var anchor: Anchor
    var message: String
    /// The full key name for `ConfigDiagnostic.key`.
    var key: String
}

/// The configuration being built and the problems found so far.
struct ValidationState {
    var config = PanelConfig()
    var problems: [ConfigProblem] = []
    /// Item lists given in the file: each valid item with its index in the array.
    var placedItems: [ItemSlot: [(item: ItemName, index: Int)]] = [:]
    /// Whether `style.animation` was given: then the old `style.animate` is ignored.
    var animationGiven = false
    /// Names in `[items]` that are no built-in item: scripts' names, placed once every
    /// `[script.NAME]` is known (``ConfigSchema/resolveScriptPlacements(_:)``).
    var pendingNames: [(slot: ItemSlot, slotOrder: Int, index: Int, name: String)] = []
    /// `[actions.NAME]` for names that are no built-in item, by name: checked against the
    /// scripts at the end (``ConfigSchema/resolveScriptActions(_:)``).
    var pendingActions: [(name: String, commands: [ClickKind: String])] = []

    mutating func problem(_ context: KeyContext, _ message: String) {
        problems.append(ConfigProblem(path: context.path, anchor: .value, message: message, key: context.name))
    }
}
