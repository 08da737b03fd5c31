extension ItemName {
    /// The default sink's level and mute state.
    public static let volume = ItemName(declared: "volume")
}

extension ItemDeclaration {
    /// A speaker and the default sink's level in percent, or the phone's silent mark (a bell
    /// struck through) while it is muted; pushed by the sound server (the shell follows it
    /// through libpulse) or by ALSA's mixer (through alsa-lib), hidden without either. Scrolling steps the level, a click mutes
    /// (``VolumeRequest``).
    static let volume = ItemDeclaration(
        name: .volume,
        options: VolumeOptions.self,
        reading: ItemReading(on: [.pushed]) { _, _ in },
        colors: [],
        pieces: { d in
            d.state.volume.map { volume in
                if volume.muted { return [d.glyph(.silent, d.theme.foreground)] }
                var percent = d.label("\(volume.percent)%", d.theme.foreground)
                percent.leading = d.px(StripLayout.innerSpacing)
                return [d.glyph(.speaker(waves: Glyph.speakerWaves(percent: volume.percent)), d.theme.foreground), percent]
            }
        },
        report: ItemReport(json: [("volume", { state in
                               state.volume.map {
                                   StatusReport.object([("percent", String($0.percent)), ("muted", StatusReport.boolean($0.muted)),
                                                        ("sink", StatusReport.string($0.sink))])
                               } ?? "null"
                           })],
                           linePlace: 74,
                           words: { $0.volume.map { $0.muted ? ["volume muted"] : ["volume \($0.percent)%"] } ?? [] }),
        documentation: ItemDocumentation(dotfile: "the sound's level, or the silent mark while muted; scroll, click mutes", manual: #"""
            A speaker and the default sink's level in percent (its loudest channel's, as pavucontrol
            shows it), or the phone's silent mark (a bell struck through) while it is muted. Read from
            the PulseAudio server, or PipeWire's
            .BR pipewire\-pulse ,
            through libpulse, which the panel loads only when the item is placed and a server
            answers; the server's events are followed (another sink becoming the default, a Bluetooth
            headset, included), never polled. Where no server answers and a sound card is there, or where
            .B volume.server
            is "alsa", read from ALSA's mixer instead: the default control device's
            .B Master
            element, else
            .BR PCM ,
            else the first with a playback volume, in percent as
            .B alsamixer
            shows it, through alsa-lib, loaded the same way; the card's control events are
            followed, never polled, and a card that goes hides the item. Scrolling steps the level by
            .B volume.step
            percent (up to 100 %), a click mutes and unmutes;
            .B [actions.volume]
            replaces either. Hidden where neither answers. A change made elsewhere (keys, another
            app,
            .BR pactl )
            shows the phone's transient level indicator for 1.5 s: a capsule under the top centre of
            the strip's monitor with the speaker (crossed while muted) and a level bar, above a
            full\-screen window too, without revealing the strip; a change the panel made (a scroll,
            a click, the item's action) shows none.
            .B volume.indicator = false
            turns it off.
            """#))
}

extension VolumeState: ItemEntry {}

extension ItemContents {
    /// The `volume` item's entry: the default sink, pushed by the sound server; `nil` where no server
    /// answers or it has no sink.
    public var volume: VolumeState? {
        get { self[.volume] }
        set { self[.volume] = newValue }
    }
}
