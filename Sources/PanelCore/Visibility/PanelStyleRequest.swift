/// What an application asks of the strip through `_STATUSPANEL_STYLE` (UTF8_STRING) on its
/// top-level window.
public enum PanelStyleRequest: String, Sendable, Equatable, CaseIterable {
    /// `dark-content`: dark text, for a light window beneath.
    case darkContent = "dark-content"
    /// `light-content`: light text, for a dark window beneath.
    case lightContent = "light-content"
    /// `hidden`: hide the strip as over a full-screen window.
    case hidden

    /// Parses the property's value: trailing NULs and whitespace are dropped (many clients
    /// store the terminating NUL); the match is case-sensitive. A missing or unknown value
    /// gives nil.
    public init?(property: String?) {
        guard let property else { return nil }
        var value = Substring(property)
        while let last = value.last, last == "\0" || last.isWhitespace { value = value.dropLast() }
        self.init(rawValue: String(value))
    }
}
