extension ItemName {
    /// The network activity spinner.
    public static let activity = ItemName(declared: "activity")
}

extension ItemDeclaration {
    /// A spinner while network activity has lasted `activity.min_duration`: measured traffic
    /// (sampled on ``ActivitySchedule``) or a program's `msg activity begin` (pushed).
    static let activity = ItemDeclaration(
        name: .activity,
        options: ActivityOptions.self,
        reading: ItemReading(on: [.sampled, .pushed]) { state, pass in state.activity = pass.activity },
        colors: [],
        pieces: { d in d.state.activity ? [d.glyph(.spinner(phase: d.spinnerPhase), d.theme.foreground)] : nil },
        report: ItemReport(json: [("activity", { StatusReport.boolean($0.activity) })], linePlace: 90,
                           words: { $0.activity ? ["network activity"] : [] }),
        documentation: ItemDocumentation(dotfile: "a spinner while network activity lasts (activity.min_duration)", manual: #"""
            A spinner while network activity (traffic above
            .BR activity.threshold ,
            or a program's
            .BR "statuspanel msg activity begin" )
            has lasted
            .B activity.min_duration
            seconds.
            """#))
}

/// The activity spinner's frame, 0 to `Glyph.spinnerPhases - 1`: the `activity` item's second
/// entry, which the loop's spinner timer advances while the indicator shows.
public struct SpinnerFrame: ItemEntry {
    public var phase: Int
}

extension ItemContents {
    /// The `activity` item's entry: whether the network activity indicator shows.
    public var activity: Bool {
        get { self[.activity] ?? false }
        set { self[.activity] = newValue }
    }

    /// The spinner's frame (``SpinnerFrame``); 0, the first, is no entry.
    public var spinnerPhase: Int {
        get { self[.activity, as: SpinnerFrame.self]?.phase ?? 0 }
        set { self[.activity, as: SpinnerFrame.self] = newValue == 0 ? nil : SpinnerFrame(phase: newValue) }
    }
}
