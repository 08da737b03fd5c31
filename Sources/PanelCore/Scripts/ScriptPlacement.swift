/// Where `[items]` puts a script item: its group, and the built-in item it follows there.
public struct ScriptPlacement: Sendable, Equatable {
    /// The three groups of `[items]`.
    public enum Group: String, Sendable, CaseIterable {
        case left, center, right
    }

    /// The script's name (`[script.NAME]`).
    public var name: String
    public var group: Group
    /// The built-in item placed just before it in the group; nil when it comes first. Scripts
    /// following the same item keep their order in the file.
    public var after: ItemName?

    public init(name: String, group: Group, after: ItemName?) {
        self.name = name
        self.group = group
        self.after = after
    }
}
