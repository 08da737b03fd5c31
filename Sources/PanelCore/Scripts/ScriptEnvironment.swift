/// The variables a script's command gets, as i3blocks sets them, so its scripts' own click
/// handling works unchanged.
public enum ScriptEnvironment {
    /// Whether `name` can be a shell variable's name: ASCII letters, digits and `_`, not
    /// starting with a digit.
    public static func isVariableName(_ name: String) -> Bool {
        guard let first = name.first, !first.isNumber else { return false }
        return name.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") }
    }

    /// A click on the item (the run it starts gets `BLOCK_BUTTON`, `BLOCK_X`, `BLOCK_Y`).
    public struct Click: Sendable, Equatable {
        /// The X button: 1 left, 2 middle, 3 right, 4 and 5 the wheel.
        public var button: Int
        /// Where, on the screen.
        public var x: Int
        public var y: Int

        public init(button: Int, x: Int, y: Int) {
            self.button = button
            self.x = x
            self.y = y
        }
    }

    /// `NAME=value` entries: `BLOCK_NAME`, `BLOCK_INSTANCE`, `BLOCK_INTERVAL`, and with a click
    /// `BLOCK_BUTTON`, `BLOCK_X`, `BLOCK_Y` (i3blocks' names; polybar and waybar scripts read none);
    /// before them the variables its last JSON object gave (`kept`, ``ScriptText/variables``).
    public static func variables(for spec: ScriptSpec, click: Click?, kept: [String: String] = [:]) -> [String] {
        var entries = kept.keys.sorted().map { "\($0)=\(kept[$0] ?? "")" }
        entries += ["BLOCK_NAME=\(spec.name)", "BLOCK_INSTANCE=\(spec.instance)",
                    "BLOCK_INTERVAL=\(spec.run.blockInterval)"]
        if let click {
            entries += ["BLOCK_BUTTON=\(click.button)", "BLOCK_X=\(click.x)", "BLOCK_Y=\(click.y)"]
        }
        return entries
    }

    /// The panel's environment `inherited` with `variables` in place of any of the same name
    /// (the panel's own `BLOCK_BUTTON`, had it one, must not reach a run no click started).
    public static func merged(_ inherited: [String], with variables: [String]) -> [String] {
        let clickNames: Set<Substring> = ["BLOCK_BUTTON", "BLOCK_X", "BLOCK_Y"]
        let names = Set(variables.map { $0.prefix { $0 != "=" } }).union(clickNames)
        return inherited.filter { !names.contains($0.prefix { $0 != "=" }) } + variables
    }
}
