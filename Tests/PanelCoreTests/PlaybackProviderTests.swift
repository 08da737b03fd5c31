import Testing
@testable import PanelCore

/// The `playback` item's ▶, read from fixture sysroots: the playback substreams, never the
/// capture ones; what wakes it; what it draws.
@Suite struct PlaybackProviderTests {
    /// Each fixture through the whole reader: the JSON's key, the plain line's words.
    @Test(arguments: [
        ("playback-running", "true", "playback in use by mpv"),
        ("playback-stopped", "false", nil),
        ("privacy-capture-running", "false", nil),
        ("privacy-capture-garbled", "false", nil),
        ("laptop-one-battery", "null", nil),
        ("no-such-sysroot", "null", nil),
    ] as [(String, String, String?)])
    func readsFixture(fixture: String, playback: String, words: String?) {
        let state = DeviceReader(sysroot: Fixtures.sysroot(fixture)).read(activity: false, time: 0)
        #expect(StatusReport.json(state).contains(#""camera": "#) && StatusReport.json(state).contains(#", "playback": \#(playback)"#),
                "\(StatusReport.json(state))")
        let line = StatusReport.line(state)
        if let words { #expect(line.contains(words), "\(line)") }
        #expect(line.contains("playback") == (words != nil), "\(line)")
    }

    @Test func readsEveryPlaybackSubstreamAndOnlyThose() {
        let subs = PlaybackProvider(sysroot: Fixtures.sysroot("playback-running")).substreams()
        // The capture substream (pcm0c) and the card's alias are not read; a second card's are.
        #expect(subs == [.init(name: "card0/pcm0p/sub0", status: .open(state: "RUNNING", ownerPID: 4343)),
                         .init(name: "card0/pcm0p/sub1", status: .closed),
                         .init(name: "card1/pcm3p/sub0", status: .closed)])
        #expect(PlaybackProvider(sysroot: Fixtures.sysroot("playback-running")).read() == DeviceUse(inUse: true, users: ["mpv"], open: true))
        // A sound server keeping the device open, stopped: open, not playing.
        #expect(PlaybackProvider(sysroot: Fixtures.sysroot("playback-stopped")).read() == DeviceUse(inUse: false, users: [], open: true))
        // The microphone's fixture records; its playback device is closed.
        #expect(PlaybackProvider(sysroot: Fixtures.sysroot("privacy-capture-running")).read() == DeviceUse(inUse: false, open: false))
        #expect(MicrophoneProvider(sysroot: Fixtures.sysroot("playback-running")).read() == DeviceUse(inUse: false, open: false))
    }

    @Test func namesOfFoldersAndNodes() {
        #expect(PlaybackProvider.isPlaybackFolder("pcm0p") && PlaybackProvider.isPlaybackFolder("pcm12p"))
        #expect(!PlaybackProvider.isPlaybackFolder("pcm0c") && !PlaybackProvider.isPlaybackFolder("pcmp") && !PlaybackProvider.isPlaybackFolder("pcm0p1"))
        #expect(PlaybackProvider.isPlaybackNode("pcmC0D0p") && PlaybackProvider.isPlaybackNode("pcmC1D12p"))
        #expect(!PlaybackProvider.isPlaybackNode("pcmC0D0c") && !PlaybackProvider.isPlaybackNode("pcmC0Dp") && !PlaybackProvider.isPlaybackNode("controlC0"))
        // The sound folder's watch follows playback nodes as it follows capture nodes.
        #expect(DeviceUseWatchRole.watches("pcmC0D0p", in: .soundFolder) && DeviceUseWatchRole.watches("pcmC0D0c", in: .soundFolder))
        #expect(!DeviceUseWatchRole.watches("controlC0", in: .soundFolder) && !DeviceUseWatchRole.watches("pcmC0D0p", in: .deviceFolder))
    }

    /// An open playback device keeps the panel looking again only while the item is placed: a
    /// sound server keeps one open as long as music plays.
    @Test func anOpenPlaybackDeviceIsFollowedOnlyWithTheItem() {
        var state = ItemContents(time: "", carrier: nil, network: nil, battery: nil, activity: false)
        state.playback = DeviceUse(inUse: false, open: true)
        var items = PanelConfig.Items()
        #expect(!state.followsOpenDevice(placed: items))
        items.right.append(.playback)
        #expect(state.followsOpenDevice(placed: items))
        state.playback = DeviceUse(inUse: false, open: false)
        #expect(!state.followsOpenDevice(placed: items))
        state.privacy.microphone = DeviceUse(inUse: false, open: true)
        #expect(state.followsOpenDevice(placed: PanelConfig.Items()))
    }

    @Test func theTriangleShowsOnlyWhilePlaying() {
        var items = PanelConfig.Items()
        items.left = []
        items.center = []
        items.right = [.playback]
        let layout = StripLayout(items: items, scale: 1)
        let theme = Theme.resolve(PanelConfig.Style())
        var state = ItemContents(time: "14:05", carrier: nil, network: nil, battery: nil, activity: false)
        state.playback = DeviceUse(inUse: true, users: ["mpv"])
        let playing = layout.layout(state, theme: theme, width: 1280, height: 24, text: FixedWidthText())
        // 8 × 10 points, against the right edge's padding, centred in the strip.
        #expect(playing.commands.contains(.glyph(.play, x: 1280 - 8 - 8, y: 7, color: theme.foreground)))
        #expect(playing.areas.map(\.item) == [.playback])
        for use in [DeviceUse(inUse: false, open: true), nil] {
            state.playback = use
            let quiet = layout.layout(state, theme: theme, width: 1280, height: 24, text: FixedWidthText())
            #expect(!quiet.commands.contains { if case .glyph(.play, _, _, _) = $0 { true } else { false } })
        }
    }

    @Test func theTriangleIsSharpAtEveryScale() {
        for scale in [1.0, 1.5, 2.0] {
            let mask = Glyph.play.mask(scale: scale)
            #expect(mask.width == Int((8 * scale).rounded(.up)) && mask.height == Int((10 * scale).rounded(.up)))
            // The upright edge is on a whole pixel: the first column is inked through the middle.
            #expect(mask[0, mask.height / 2] > 200, "scale \(scale)")
            // The tip at the right, in the middle; the right corners empty.
            #expect(mask[mask.width - 1, 0] == 0 && mask[mask.width - 1, mask.height - 1] == 0)
        }
    }
}
