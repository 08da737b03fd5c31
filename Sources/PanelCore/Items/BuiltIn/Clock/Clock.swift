extension ItemName {
    /// The time.
    public static let clock = ItemName(declared: "clock")
}

extension ItemDeclaration {
    /// The time, in `clock.format` or the locale's short time.
    static let clock = ItemDeclaration(
        name: .clock,
        options: ClockOptions.self,
        reading: ItemReading(on: [.minute]) { state, pass in state.time = pass.clockText() },
        colors: [],
        pieces: { d in d.state.time.isEmpty ? nil : [d.label(d.state.time, d.theme.foreground)] },
        report: ItemReport(json: [("time", { StatusReport.string($0.time) })], linePlace: 10,
                           words: { $0.time.isEmpty ? [] : [$0.time] }),
        documentation: ItemDocumentation(dotfile: "the time (clock.format)", manual: #"""
            The time, formatted with
            .BR clock.format ,
            or with the short time of the locale when that is unset: 12\-hour with the locale's AM/PM
            marker where the locale uses one (en_US), 24\-hour where it does not (de_DE, ja_JP, C).
            Names of days, months and AM/PM follow
            .BR LC_ALL ,
            .B LC_TIME
            or
            .BR LANG .
            """#))
}

extension ItemContents {
    /// The `clock` item's entry: the formatted time (`14:05`); empty before the first read.
    public var time: String {
        get { self[.clock] ?? "" }
        set { self[.clock] = newValue }
    }
}
