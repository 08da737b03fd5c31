/// What a script item shows, read from its output (``ScriptOutput``) or from `msg set`.
public struct ScriptText: Sendable, Equatable {
    /// The text drawn (i3bar's `full_text`, waybar's `text`); never empty (empty output hides).
    public var full: String
    /// Drawn instead when the strip runs short of room (`short_text`, i3blocks' second line).
    public var short: String?
    /// The colour asked for (`color`, the third line, a polybar `%{F#...}`, a pango span's),
    /// before ``Legibility/scriptText(_:for:on:over:)`` keeps it legible.
    public var color: Color?
    /// Needs attention (`urgent`, i3blocks' exit status 33).
    public var urgent: Bool
    /// Shown on hover (waybar's `tooltip`).
    public var tooltip: String?
    /// waybar's `class`: kept for `status --json`, not drawn (no style sheets here).
    public var classes: [String]
    /// waybar's `percentage`, 0...100.
    public var percentage: Int?
    /// waybar's `alt`.
    public var alt: String?
    /// Shown as the phone's pill in this colour (the key `pill`).
    public var pill: PillColor?
    /// Commands polybar's `%{A...}` tags bind to the text, by button.
    public var actions: [ClickKind: String]
    /// An i3bar generator's blocks (``I3barStream``), drawn each in its own place; empty for
    /// any other script.
    public var blocks: [I3barBlock] = []
    /// The JSON object's keys that can be variables, with their values as text: the next run's
    /// environment, as i3blocks 1.5 gives a `format=json` block's variables back to its
    /// command (i3blocks-contrib's `timer_and_stopwatch` keeps its state so). Empty unless the
    /// item's `format` is `json`.
    public var variables: [String: String] = [:]

    /// The longest text kept, in characters (a strip has room for far less).
    public static let textLimit = 256
    /// The longest tooltip kept, in characters.
    public static let tooltipLimit = 1024

    public init(full: String, short: String? = nil, color: Color? = nil, urgent: Bool = false, tooltip: String? = nil,
                classes: [String] = [], percentage: Int? = nil, alt: String? = nil, pill: PillColor? = nil,
                actions: [ClickKind: String] = [:]) {
        self.full = full
        self.short = short
        self.color = color
        self.urgent = urgent
        self.tooltip = tooltip
        self.classes = classes
        self.percentage = percentage
        self.alt = alt
        self.pill = pill
        self.actions = actions
    }

    /// `text` as one line that can be drawn: control characters and line breaks dropped (a tab
    /// becomes a space), outer white space trimmed, at most `limit` characters (an ellipsis
    /// when cut). With `keepingLines` (a tooltip's text), line feeds stay.
    public static func clean(_ text: some StringProtocol, limit: Int = textLimit, keepingLines: Bool = false) -> String {
        var out = String.UnicodeScalarView()
        var count = 0
        for scalar in text.unicodeScalars {
            let kept: Unicode.Scalar
            switch scalar.value {
            case 0x09: kept = " "
            case 0x0A where keepingLines: kept = "\n"
            case 0x00..<0x20, 0x7F, 0x80..<0xA0, 0x2028, 0x2029, 0xFEFF: continue
            default: kept = scalar
            }
            out.append(kept)
            count += 1
            if count > limit * 2 { break }
        }
        var s = String(out).trimmingWhitespace()
        if s.count > limit { s = String(s.prefix(limit - 1)) + "…" }
        return s
    }
}
