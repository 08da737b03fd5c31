extension ItemName {
    /// The moon while notifications are held back.
    public static let dnd = ItemName(declared: "dnd")
}

extension ItemDeclaration {
    /// A moon while the notification daemon holds notifications back (``NotificationPause``);
    /// pushed from the session bus, hidden where no such daemon runs or while it shows them.
    static let dnd = ItemDeclaration(
        name: .dnd,
        options: nil,
        reading: ItemReading(on: [.pushed]) { _, _ in },
        colors: [],
        pieces: { d in d.state.dnd?.paused == true ? [d.glyph(.moon, d.theme.foreground)] : nil },
        report: ItemReport(json: [("do_not_disturb", { StatusReport.boolean($0.dnd?.paused) })], linePlace: 78,
                           words: { $0.dnd?.paused == true ? ["do not disturb"] : [] }),
        documentation: ItemDocumentation(dotfile: "a moon while notifications are paused, clicked to toggle", manual: #"""
            A moon while the notification daemon holds notifications back: dunst's
            .B paused
            property
            .RB ( org.dunstproject.cmd0
            on
            .IR /org/freedesktop/Notifications ,
            as
            .B dunstctl set\-paused
            sets it) or xfce4\-notifyd's do\-not\-disturb setting (the xfconf channel
            .BR xfce4\-notifyd ,
            property
            .IR /do\-not\-disturb ).
            Followed on the session bus
            .RB ( PropertiesChanged ,
            xfconf's
            .BR PropertyChanged ),
            never polled; hidden where neither daemon runs. A click pauses or resumes the notifications;
            .B [actions.dnd]
            replaces it.
            """#))
}

extension DoNotDisturbState: ItemEntry {}

extension ItemContents {
    /// The `dnd` item's entry: the notifications' pause, pushed from the session bus; `nil` where no
    /// daemon that pauses answers.
    public var dnd: DoNotDisturbState? {
        get { self[.dnd] }
        set { self[.dnd] = newValue }
    }
}
