/// `[clock]`: the `clock` item's options.
public struct ClockOptions: ItemOptions {
    /// A strftime(3) format; `nil` means the locale's short time (``LocaleTimeFormat``).
    public var format: String? = nil

    public init() {}

    public static let about = ""
    public static let keys: [OptionKey<Self>] = [
        OptionKey("format", \.format, about: """
            Clock text as a strftime(3) format, e.g. "%a %H:%M" or "%I:%M %p"; when not set,
            the short time of the locale (LC_TIME): "%-I:%M %p" in en_US, "%H:%M" in de_DE.
            """, example: "\"%H:%M\"", parse: { v, c, s in format(v, c, &s).map { Optional($0) } }),
    ]

    /// A strftime(3) format: a non-empty string whose `%` conversions glibc knows.
    static func format(_ v: ConfigValue, _ c: KeyContext, _ s: inout ValidationState) -> String? {
        let allowed = "a non-empty strftime(3) format such as \"%H:%M\""
        guard let f = ConfigSchema.text(v, c, &s, allowed: allowed, allowEmpty: false) else { return nil }
        if let problem = strftimeProblem(f) {
            s.problem(c, "\(c.name) \(problem) in \(v.shortDescription); see strftime(3)")
            return nil
        }
        return f
    }

    /// What is wrong with a strftime format, or nil. Accepts glibc's flags (`_-0^#`), field
    /// widths and the `E`/`O` modifiers.
    static func strftimeProblem(_ format: String) -> String? {
        let conversions = Set("aAbBcCdDeFgGhHIjklmMnpPrRsStTuUVwWxXyYzZ%".unicodeScalars)
        var scalars = format.unicodeScalars.makeIterator()
        while let c = scalars.next() {
            guard c == "%" else { continue }
            var next = scalars.next()
            while let n = next, "_-0^#".unicodeScalars.contains(n) { next = scalars.next() }
            while let n = next, ("0"..."9").contains(n) { next = scalars.next() }
            if let n = next, n == "E" || n == "O" { next = scalars.next() }
            guard let conversion = next else { return "ends with an incomplete '%' conversion" }
            if !conversions.contains(conversion) {
                return "has an unknown conversion '%\(ConfigValue.clip(String(conversion)))'"
            }
        }
        return nil
    }
}
