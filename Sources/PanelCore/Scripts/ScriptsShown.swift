/// What the strips show of the script items and the pill: each script's text and the pill's
/// label, handed to ``StripLayout`` with the device state, and the scripts' declarations.
public struct ScriptsShown: Sendable {
    /// The scripts' declarations (``ItemDeclaration/script(_:)``), drawn among the built-in ones.
    public var declarations: [ItemDeclaration]
    /// The text of each script that shows, by name (hidden ones absent).
    public var texts: [String: ScriptText]
    /// The pill, if one shows.
    public var pill: ShownPill?

    public init(declarations: [ItemDeclaration] = [], texts: [String: ScriptText] = [:], pill: ShownPill? = nil) {
        self.declarations = declarations
        self.texts = texts
        self.pill = pill
    }
}

/// The pill as the strips show it at one moment.
public struct ShownPill: Sendable, Equatable {
    /// Its label (empty: the clock's time).
    public var label: String
    public var color: PillColor
    /// What a tap on it runs.
    public var action: PillAction

    public init(label: String, color: PillColor, action: PillAction = .clock) {
        self.label = label
        self.color = color
        self.action = action
    }

    /// `pill` as it shows at `now` (``Pill/label(at:clock:)``, the clock's time left to the layout).
    public init(_ pill: Pill, at now: Double) {
        self.init(label: pill.label(at: now, clock: ""), color: pill.color, action: pill.action)
    }
}
