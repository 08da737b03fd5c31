import Testing
@testable import PanelCore

/// The `media` item: an MPRIS player's properties as apps send them (``MediaPlayer``), which
/// player shows (``MediaPlayers``), what a press asks (``SessionRequest``), and the strip.
@Suite struct MediaPlayersTests {
    static func metadata(title: BusValue?, artist: BusValue?) -> BusValue {
        var pairs: [(key: BusValue, value: BusValue)] = [(.string("mpris:trackid"), .variant(.objectPath("/t/1")))]
        if let title { pairs.append((.string("xesam:title"), .variant(title))) }
        if let artist { pairs.append((.string("xesam:artist"), .variant(artist))) }
        return .variant(.dictionary(pairs))
    }

    static func playing(_ title: String, by artist: String, _ status: String = "Playing") -> [String: BusValue] {
        ["PlaybackStatus": .string(status), "Metadata": metadata(title: .string(title), artist: .array([.string(artist)])).unwrapped]
    }

    @Test func propertiesAsAPlayerSendsThem() {
        let player = MediaPlayer(busName: "org.mpris.MediaPlayer2.mpv").applying([
            "PlaybackStatus": .string("Playing"),
            "Metadata": Self.metadata(title: .string("Sine"), artist: .array([.string("sox"), .string("mpv")])).unwrapped,
            "Volume": .double(1),
        ])
        #expect(player == MediaPlayer(busName: "org.mpris.MediaPlayer2.mpv", state: .playing, title: "Sine", artist: "sox, mpv"))
        #expect(player.player == "mpv" && player.shown == "Sine — sox, mpv")
        #expect(MediaPlayer(busName: "org.mpris.MediaPlayer2.vlc.instance4242").player == "vlc")
        #expect(MediaPlayer(busName: "org.mpris.MediaPlayer2.vlc.instance4242").shown == "vlc")
    }

    @Test func wrongTypesAreLeftOutNeverTrusted() {
        let start = MediaPlayer(busName: "org.mpris.MediaPlayer2.bad", state: .paused, title: "Old", artist: "Old")
        // A status of another type or spelling is ignored; the state stays.
        #expect(start.applying(["PlaybackStatus": .integer(1)]).state == .paused)
        #expect(start.applying(["PlaybackStatus": .string("playing")]).state == .paused)
        // Metadata replaces the track whole: a title that is not a string reads as none.
        let odd = start.applying(["Metadata": Self.metadata(title: .integer(7), artist: .string("Lone")).unwrapped])
        #expect(odd.title == "" && odd.artist == "Lone")
        #expect(start.applying(["Metadata": .string("not a dictionary")]).title == "")
        let mixed = start.applying(["Metadata": Self.metadata(title: .string("T"), artist: .array([.integer(1), .string("B"), .string(" ")])).unwrapped])
        #expect(mixed.artist == "B")
        // Lines and lengths from an app are not trusted.
        let long = start.applying(["Metadata": Self.metadata(title: .string("a\nb\u{7}c" + String(repeating: "x", count: 5000)), artist: nil).unwrapped])
        #expect(long.title.hasPrefix("a b c") && long.title.count == MediaPlayer.textLimit)
    }

    @Test func onlyMPRISNamesArePlayers() {
        var players = MediaPlayers()
        let taken = [players.appeared("org.mpris.MediaPlayer2.", owner: ":1.1"), players.appeared("org.kde.StatusNotifierItem-1-1", owner: ":1.1"),
                     players.appeared("org.mpris.MediaPlayer2.mpv", owner: "")]
        #expect(taken == [false, false, false])
        #expect(players.shown == nil)
        for i in 0..<(MediaPlayers.limit + 5) { players.appeared("org.mpris.MediaPlayer2.p\(i)", owner: ":1.\(i)") }
        #expect(players.players.count == MediaPlayers.limit)
    }

    @Test func thePlayingOneShowsElseTheLastActive() {
        var players = MediaPlayers()
        players.appeared("org.mpris.MediaPlayer2.mpv", owner: ":1.5")
        players.appeared("org.mpris.MediaPlayer2.vlc", owner: ":1.6")
        // None has said anything: the first that came.
        #expect(players.shown?.busName == "org.mpris.MediaPlayer2.mpv")
        players.update("org.mpris.MediaPlayer2.vlc", Self.playing("Song", by: "Band", "Paused"))
        #expect(players.shown?.busName == "org.mpris.MediaPlayer2.vlc")
        players.update("org.mpris.MediaPlayer2.mpv", Self.playing("Sine", by: "sox"))
        #expect(players.shown?.title == "Sine")
        // Another starts: the one that started last shows.
        players.update("org.mpris.MediaPlayer2.vlc", ["PlaybackStatus": .string("Playing")])
        #expect(players.shown?.title == "Song")
        // It pauses while the first plays on: the playing one shows.
        players.update("org.mpris.MediaPlayer2.vlc", ["PlaybackStatus": .string("Paused")])
        #expect(players.shown?.title == "Sine")
        // Both paused: the last that played.
        players.update("org.mpris.MediaPlayer2.mpv", ["PlaybackStatus": .string("Paused")])
        #expect(players.shown?.title == "Sine" && players.shown?.state == .paused)
        // Metadata alone does not make a player the last active.
        players.update("org.mpris.MediaPlayer2.vlc", ["Metadata": Self.metadata(title: .string("Next"), artist: nil).unwrapped])
        #expect(players.shown?.title == "Sine")
        // It quits: the other shows; both quit: none.
        players.vanished("org.mpris.MediaPlayer2.mpv")
        #expect(players.shown?.title == "Next")
        players.vanished("org.mpris.MediaPlayer2.vlc")
        #expect(players.shown == nil)
    }

    @Test func aNameThatChangesOwnerStartsAgainAndSignalsGoByOwner() {
        var players = MediaPlayers()
        players.appeared("org.mpris.MediaPlayer2.mpv", owner: ":1.5")
        players.update("org.mpris.MediaPlayer2.mpv", Self.playing("Sine", by: "sox"))
        #expect(players.names(ownedBy: ":1.5") == ["org.mpris.MediaPlayer2.mpv"] && players.owner(of: "org.mpris.MediaPlayer2.mpv") == ":1.5")
        players.appeared("org.mpris.MediaPlayer2.mpv", owner: ":1.9")
        #expect(players.shown == MediaPlayer(busName: "org.mpris.MediaPlayer2.mpv"))
        #expect(players.names(ownedBy: ":1.5").isEmpty)
        // A player not followed (it left) changes nothing.
        players.update("org.mpris.MediaPlayer2.gone", Self.playing("X", by: "Y"))
        #expect(players.players.count == 1)
    }

    /// mpv-mpris, playing a stream (bench/run's `av://lavfi:sine`), sends `PropertiesChanged` with
    /// the whole `Metadata` once a second, only `mpris:length` grown: nothing shown changes, so
    /// the panel neither draws nor builds a display list for it.
    @Test func aResendThatChangesNothingShownSaysSo() {
        var players = MediaPlayers()
        players.appeared("org.mpris.MediaPlayer2.mpv", owner: ":1.5")
        func metadata(title: String, length: Int64) -> [String: BusValue] {
            ["Metadata": .dictionary([(.string("xesam:url"), .variant(.string("av://lavfi:sine=frequency=440"))),
                                      (.string("mpris:trackid"), .variant(.objectPath("/0"))),
                                      (.string("xesam:title"), .variant(.string(title))),
                                      (.string("mpris:length"), .variant(.integer(length)))])]
        }
        func update(_ name: String, _ changed: [String: BusValue]) -> Bool { players.update("org.mpris.MediaPlayer2." + name, changed) }
        let started = update("mpv", ["PlaybackStatus": .string("Playing")].merging(metadata(title: "bench tone", length: 7_035_646)) { $1 })
        #expect(started)
        let grown = update("mpv", metadata(title: "bench tone", length: 8_034_104))
        #expect(!grown, "only the length grew")
        let same = update("mpv", ["PlaybackStatus": .string("Playing"), "Volume": .double(0.5), "Rate": .double(1)])
        let empty = update("mpv", [:])
        #expect(!same && !empty)
        let retitled = update("mpv", metadata(title: "next tone", length: 1))
        #expect(retitled, "the title shows")
        let paused = update("mpv", ["PlaybackStatus": .string("Paused")])
        #expect(paused, "the state shows")
        let gone = update("gone", metadata(title: "x", length: 1))
        #expect(!gone, "not followed")

        // Another player, not shown: its news changes nothing shown until it plays (then it shows).
        _ = update("mpv", ["PlaybackStatus": .string("Playing")])
        players.appeared("org.mpris.MediaPlayer2.vlc", owner: ":1.6")
        let otherTrack = update("vlc", metadata(title: "other", length: 1)), otherPaused = update("vlc", ["PlaybackStatus": .string("Paused")])
        #expect(!otherTrack && !otherPaused)
        let otherPlays = update("vlc", ["PlaybackStatus": .string("Playing")])
        #expect(otherPlays)
        #expect(players.shown?.title == "other")
    }

    static func strip(_ media: MediaPlayer?, scale: Double = 1) -> DisplayList {
        var items = PanelConfig.Items()
        items.left = []; items.center = []; items.right = [.media, .dnd]
        var state = ItemContents(time: "14:05", carrier: nil, network: nil, battery: nil, activity: false)
        state.media = media
        return StripLayout(items: items, scale: scale)
            .layout(state, theme: Theme.resolve(PanelConfig.Style()), width: Int(1600 * scale), height: Int(24 * scale), text: FixedWidthText())
    }

    static func glyphs(_ list: DisplayList) -> [Glyph] {
        list.commands.compactMap { if case .glyph(let glyph, _, _, _) = $0 { glyph } else { nil } }
    }

    @Test func theStripShowsTheStateAndTheTrackElided() {
        let base = MediaPlayer(busName: "org.mpris.MediaPlayer2.mpv", state: .playing, title: "Sine", artist: "sox")
        #expect(Self.strip(base).texts == ["Sine — sox"] && Self.glyphs(Self.strip(base)) == [.play])
        var paused = base
        paused.state = .paused
        #expect(Self.glyphs(Self.strip(paused)) == [.pause])
        paused.state = .stopped
        #expect(Self.strip(paused).areas.isEmpty)
        #expect(Self.strip(nil).areas.isEmpty)
        var long = base
        long.title = String(repeating: "w", count: 400)
        let text = Self.strip(long).texts.first ?? ""
        #expect(text.hasSuffix("…") && FixedWidthText().width(of: text) <= MediaOptions().maxWidth)
        #expect(FixedWidthText().width(of: Self.strip(long, scale: 2).texts.first ?? "") <= 2 * MediaOptions().maxWidth)
    }

    @Test func aClickPlaysOrPausesTheWheelChangesTrack() throws {
        let player = MediaPlayer(busName: "org.mpris.MediaPlayer2.mpv", state: .playing, title: "Sine", artist: "sox")
        let list = Self.strip(player)
        let area = try #require(list.areas.first)
        func press(_ button: Int, actions: PanelConfig.Actions = .init()) -> SessionRequest? {
            SessionRequest.forPress(StripPress(button: button, x: area.x + 1, y: 12, rootX: area.x + 1, rootY: 12), on: list,
                                    contents: ItemContents(SessionState(media: player)), actions: actions)
        }
        #expect(press(1) == .playPause(busName: "org.mpris.MediaPlayer2.mpv") && press(1)?.playerMethod == "PlayPause")
        #expect(press(5) == .next(busName: "org.mpris.MediaPlayer2.mpv") && press(5)?.playerMethod == "Next")
        #expect(press(4) == .previous(busName: "org.mpris.MediaPlayer2.mpv") && press(4)?.playerName == "org.mpris.MediaPlayer2.mpv")
        #expect(press(3) == nil)
        var actions = PanelConfig.Actions()
        actions.commands[.media] = [.click: "true"]
        #expect(press(1, actions: actions) == nil && press(5, actions: actions) != nil)
    }

    @Test func theReport() {
        var state = ItemContents(time: "14:05", carrier: nil, network: nil, battery: nil, activity: false)
        #expect(StatusReport.json(state).contains(#""media": null, "do_not_disturb": null"#))
        state.show(SessionState(media: MediaPlayer(busName: "org.mpris.MediaPlayer2.mpv", state: .paused, title: "A \"B\"", artist: "C"),
                                     dnd: DoNotDisturbState(paused: true, daemon: .dunst)))
        #expect(StatusReport.json(state).contains(#""media": {"state": "paused", "title": "A \"B\"", "artist": "C", "player": "mpv"}, "do_not_disturb": true"#))
        #expect(StatusReport.line(state).contains("paused A \"B\" — C") && StatusReport.line(state).contains("do not disturb"))
    }

    @Test func withTheOptionAPlayingTrackIsThePill() {
        var options = MediaOptions()
        let player = MediaPlayer(busName: "org.mpris.MediaPlayer2.mpv", state: .playing, title: "Sine", artist: "sox")
        #expect(MediaPill.pill(for: player, options: options) == nil, "off by default")
        options.pill = true
        #expect(MediaPill.pill(for: player, options: options) == Pill(id: "media", color: .blue, text: "Sine", action: .clock))
        var untitled = player
        untitled.title = ""
        #expect(MediaPill.pill(for: untitled, options: options)?.text == "sox")
        untitled.artist = ""
        #expect(MediaPill.pill(for: untitled, options: options)?.text == "mpv")
        var paused = player
        paused.state = .paused
        #expect(MediaPill.pill(for: paused, options: options) == nil && MediaPill.pill(for: nil, options: options) == nil)
        // The capsule keeps the time: the title beside it, as every pill's text ([pill] time).
        #expect(StripLayout.pillLabels("Sine", clock: "14:05", time: .beside) == ["14:05", StripLayout.pillSeparator, "Sine"])
    }
}
