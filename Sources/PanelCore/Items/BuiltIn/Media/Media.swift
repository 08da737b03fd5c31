extension ItemName {
    /// The media player's track.
    public static let media = ItemName(declared: "media")
}

extension ItemDeclaration {
    /// The MPRIS player that plays (else the last active): ▶ or ❚❚ and `Title — Artist`,
    /// elided; pushed from the session bus (``MediaPlayers``), hidden while none plays or pauses.
    static let media = ItemDeclaration(
        name: .media,
        options: MediaOptions.self,
        reading: ItemReading(on: [.pushed]) { _, _ in },
        colors: [],
        pieces: { d in
            guard let player = d.state.media, player.state != .stopped else { return nil }
            let room = d.px(Double(d.options(MediaOptions.self).maxWidth))
            let text = TitleElision.end.elide(player.shown, toWidth: room) { d.text.width(of: $0) }
            var pieces = [d.glyph(player.state == .playing ? .play : .pause, d.theme.foreground)]
            if !text.isEmpty {
                var label = d.label(text, d.theme.foreground)
                label.leading = d.px(StripLayout.innerSpacing)
                pieces.append(label)
            }
            return pieces
        },
        report: ItemReport(json: [("media", { state in
            state.media.map {
                StatusReport.object([("state", StatusReport.string($0.state.rawValue)), ("title", StatusReport.string($0.title)),
                                     ("artist", StatusReport.string($0.artist)), ("player", StatusReport.string($0.player))])
            } ?? "null"
        })], linePlace: 77, words: { state in
            state.media.map { $0.state == .stopped ? [] : ["\($0.state.rawValue) \($0.shown)"] } ?? []
        }),
        documentation: ItemDocumentation(dotfile: "the media player's track, tapped to pause", manual: #"""
            The MPRIS media player that plays (of several, the one that started last), else the one
            that played last: a triangle while it plays, two bars while it is paused, and
            .IR "Title \(em Artist"
            cut to
            .B media.max_width
            with an ellipsis; hidden while no player is on the session bus or the
            player is stopped. Followed on the session bus (the connection the tray uses; libdbus is
            loaded only when an item that needs it is placed): players coming and going
            .RB ( NameOwnerChanged
            of
            .BR org.mpris.MediaPlayer2.* )
            and their
            .B PropertiesChanged
            on
            .IR /org/mpris/MediaPlayer2 ,
            never polled. A click plays or pauses
            .RB ( PlayPause ),
            scrolling down goes to the next track and up to the previous one;
            .B [actions.media]
            replaces any of them. With
            .BR "media.pill = true" ,
            a playing track is also the phone's pill: a blue capsule behind the time with the title beside it.
            """#))
}

extension MediaPlayer: ItemEntry {}

extension ItemContents {
    /// The `media` item's entry: the player shown, pushed from the session bus; `nil` while none is
    /// followed.
    public var media: MediaPlayer? {
        get { self[.media] }
        set { self[.media] = newValue }
    }
}
