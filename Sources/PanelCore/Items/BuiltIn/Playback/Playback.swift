extension ItemName {
    /// iOS 6's play indicator.
    public static let playback = ItemName(declared: "playback")
}

extension ItemDeclaration {
    /// iOS 6's ▶ while any ALSA playback substream runs (``PlaybackProvider``).
    static let playback = ItemDeclaration(
        name: .playback,
        options: nil,
        reading: ItemReading(on: [.deviceNodes]) { state, pass in state.playback = pass.reader.playback.read() },
        colors: [],
        pieces: { d in d.state.playback?.inUse == true ? [d.glyph(.play, d.theme.foreground)] : nil },
        report: ItemReport(json: [("playback", { StatusReport.boolean($0.playback?.inUse) })], linePlace: 75,
                           words: { $0.playback.flatMap { $0.inUse ? [StatusReport.useText("playback", $0)] : nil } ?? [] }),
        documentation: ItemDocumentation(dotfile: "iOS 6's play indicator while sound plays", manual: #"""
            iOS 6's play indicator, a small triangle, while sound plays: while an ALSA playback
            substream's
            .I /proc/asound/card*/pcm*p/sub*/status
            says
            .BR "state: RUNNING" ,
            whoever plays it (a media player, a browser, a game, the sound server). It needs no media
            player and no sound server. Opens and closes of the playback nodes
            .RI ( /dev/snd/pcmC*D*p )
            wake the panel (inotify); while one is open it looks again every second. Sound that leaves
            without an ALSA node (a Bluetooth headset) is not seen.
            """#))
}

extension DeviceUse: ItemEntry {}

extension ItemContents {
    /// The `playback` item's entry: whether sound plays (an ALSA playback substream is running); `nil`
    /// when the machine has no playback device.
    public var playback: DeviceUse? {
        get { self[.playback] }
        set { self[.playback] = newValue }
    }
}
