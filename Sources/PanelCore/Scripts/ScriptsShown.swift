/// What the strips show of the script items and the pill: each script's text and the pill's
/// label, handed to ``StripLayout`` with the device state, and the scripts' declarations.
public struct ScriptsShown: Sendable {
    /// The scripts' declarations (``ItemDeclaration/script(_:)``), drawn among the built-in ones.
    public var declarations: [ItemDeclaration]
    /// The text of each script that shows, by name (hidden ones absent).
    public var texts: [String: ScriptText]
    /// The pill: its label (empty: the clock's time) and colour.
    public var pill: (label: String, color: PillColor)?

    public init(declarations: [ItemDeclaration] = [], texts: [String: ScriptText] = [:],
                pill: (label: String, color: PillColor)? = nil) {
        self.declarations = declarations
        self.texts = texts
        self.pill = pill
    }
}
