import Testing
@testable import PanelCore

/// The `volume` item: the sound server's units in percent, a scroll's step keeping the balance,
/// what a press asks, where the server is looked for, what it draws and reports.
@Suite struct VolumeTests {
    static let norm = VolumeLevels.normal

    @Test func theLevelIsTheLoudestChannelsInPercent() {
        #expect(VolumeLevels.percent(of: [Self.norm, Self.norm]) == 100)
        #expect(VolumeLevels.percent(of: [Self.norm / 2, Self.norm / 4]) == 50)
        #expect(VolumeLevels.percent(of: [26214]) == 40)
        #expect(VolumeLevels.percent(of: [Self.norm * 3 / 2]) == 150)
        #expect(VolumeLevels.percent(of: []) == 0)
    }

    @Test func aStepLandsOnItsMultiplesAndKeepsTheBalance() {
        func percent(_ channels: [UInt32]) -> Int { VolumeLevels.percent(of: channels) }
        let forty = VolumeLevels.scaled([Self.norm], toPercent: 40)
        #expect(percent(VolumeLevels.stepped(forty, by: 5, up: true)) == 45)
        #expect(percent(VolumeLevels.stepped(forty, by: 5, up: false)) == 35)
        let odd = VolumeLevels.scaled([Self.norm], toPercent: 47)
        #expect(percent(VolumeLevels.stepped(odd, by: 5, up: true)) == 50)
        #expect(percent(VolumeLevels.stepped(odd, by: 5, up: false)) == 45)
        #expect(percent(VolumeLevels.stepped(odd, by: 10, up: true)) == 50)
        // Up stops at 100 % and never lowers a louder level; down stops at silence.
        #expect(percent(VolumeLevels.stepped([Self.norm], by: 5, up: true)) == 100)
        let loud = VolumeLevels.scaled([Self.norm], toPercent: 120)
        #expect(percent(VolumeLevels.stepped(loud, by: 5, up: true)) == 120)
        #expect(percent(VolumeLevels.stepped(loud, by: 5, up: false)) == 115)
        #expect(percent(VolumeLevels.stepped([0, 0], by: 5, up: false)) == 0)
        #expect(VolumeLevels.stepped([0, 0], by: 5, up: true) == VolumeLevels.scaled([0, 0], toPercent: 5))
        // Left at half the right stays at half.
        let balanced = VolumeLevels.stepped([Self.norm / 4, Self.norm / 2], by: 10, up: true)
        #expect(percent(balanced) == 60)
        #expect(balanced[0] * 2 == balanced[1] || balanced[0] * 2 + 1 == balanced[1])
        #expect(VolumeLevels.stepped([], by: 5, up: true) == [])
    }

    static func list(for state: ItemContents) -> DisplayList {
        StripLayout(items: BrightnessTests.only([.volume]), scale: 1)
            .layout(state, theme: Theme.resolve(PanelConfig.Style()), width: 1280, height: 24, text: FixedWidthText())
    }

    static func state(_ volume: VolumeState?) -> ItemContents {
        var state = ItemContents(time: "14:05", carrier: nil, network: nil, battery: nil, activity: false)
        state.volume = volume
        return state
    }

    @Test func aPressStepsMutesOrLeavesItToTheDotfile() throws {
        let volume = VolumeState(channels: VolumeLevels.scaled([Self.norm, Self.norm], toPercent: 40), muted: false, sink: "one")
        let list = Self.list(for: Self.state(volume))
        let area = try #require(list.areas.first { $0.item == .volume })
        let x = area.x + 2
        func request(_ button: Int, _ actions: PanelConfig.Actions = .init(), step: Int = 5) -> VolumeRequest? {
            VolumeRequest.forPress(StripPress(button: button, x: x, y: 10, rootX: x, rootY: 10), on: list, volume: volume, actions: actions, step: step)
        }
        #expect(request(1) == .setMuted(sink: "one", true))
        guard case .setChannels("one", let up)? = request(4) else { Issue.record("no step up"); return }
        #expect(VolumeLevels.percent(of: up) == 45 && up.count == 2)
        guard case .setChannels("one", let down)? = request(5, step: 10) else { Issue.record("no step down"); return }
        #expect(VolumeLevels.percent(of: down) == 30)
        #expect(request(3) == nil)
        var actions = PanelConfig.Actions()
        actions.commands[.volume] = [.click: "pavucontrol"]
        #expect(request(1, actions) == nil)
        #expect(request(4, actions) != nil)
        // Off the item, or without a sink: nothing.
        #expect(VolumeRequest.forPress(StripPress(button: 1, x: 5, y: 10, rootX: 5, rootY: 10), on: list, volume: volume, actions: .init(), step: 5) == nil)
        #expect(VolumeRequest.forPress(StripPress(button: 1, x: x, y: 10, rootX: x, rootY: 10), on: list, volume: nil, actions: .init(), step: 5) == nil)
        #expect(VolumeRequest.setMuted(sink: "one", true).expected(from: volume).muted)
    }

    @Test func aSpeakerAndThePercentOrTheSilentMark() {
        let theme = Theme.resolve(PanelConfig.Style())
        var volume = VolumeState(channels: VolumeLevels.scaled([Self.norm], toPercent: 40), muted: false, sink: "one")
        var list = Self.list(for: Self.state(volume))
        // "40%" is 21 pixels wide, 4 points after the 16-point speaker, against the right padding.
        #expect(list.commands.contains(.text("40%", x: 1280 - 8 - 21, baseline: 17, color: theme.foreground)), "\(list.commands)")
        #expect(list.commands.contains(.glyph(.speaker(waves: 2), x: 1280 - 8 - 21 - 4 - 16, y: 6, color: theme.foreground)), "\(list.commands)")
        volume.muted = true
        list = Self.list(for: Self.state(volume))
        #expect(list.texts.isEmpty)
        #expect(list.commands.contains(.glyph(.silent, x: 1280 - 8 - 13, y: 5, color: theme.foreground)), "\(list.commands)")
        #expect(Self.list(for: Self.state(nil)).areas.isEmpty)
        #expect([0, 1, 33, 34, 66, 67, 150].map(Glyph.speakerWaves(percent:)) == [0, 1, 1, 2, 2, 3, 3])
    }

    @Test func theGlyphsAreSharpAndTheBellIsCutApart() {
        for scale in [1.0, 2.0] {
            let speaker = Glyph.speaker(waves: 3).mask(scale: scale)
            // The magnet's box is solid; the cone's upright edge fills its column.
            #expect(speaker[Int(1.5 * scale), Int(6 * scale)] > 250, "scale \(scale)")
            #expect(speaker[Int(6.5 * scale), Int(1 * scale)] > 200, "scale \(scale)")
            let silent = Glyph.silent.mask(scale: scale)
            // The stroke's middle is inked; beside it, inside the bell, the cut is clear.
            #expect(silent[Int(6.5 * scale), Int(6.5 * scale)] > 200, "scale \(scale)")
            #expect(silent[Int(3 * scale), Int(8 * scale)] > 200, "the bell, scale \(scale)")
            #expect(silent[Int(4 * scale), Int(6 * scale)] < 60, "the cut, scale \(scale)")
        }
    }

    @Test func itIsReportedAsPushedAndKeptByEveryRead() {
        let volume = VolumeState(channels: [Self.norm / 2, Self.norm / 2], muted: true, sink: "alsa_output.pci")
        let state = Self.state(volume)
        #expect(StatusReport.json(state).contains(#""volume": {"percent": 50, "muted": true, "sink": "alsa_output.pci"}"#))
        #expect(StatusReport.line(state).contains("volume muted"))
        #expect(StatusReport.json(Self.state(nil)).contains(#""volume": null"#))
        #expect(ItemTable.builtIn.wakeUps(for: BrightnessTests.only([.volume])) == [.pushed])
        let reader = DeviceReader(sysroot: Fixtures.sysroot("laptop-one-battery"))
        #expect(reader.read(activity: false, previous: state).volume == volume)
    }

    @Test func theServerIsLookedForWhereLibpulseLooks() {
        #expect(SoundServerSockets.candidates(environment: ["XDG_RUNTIME_DIR": "/run/user/1000"])
            == ["/run/user/1000/pulse/native", "/run/pulse/native"])
        #expect(SoundServerSockets.candidates(environment: ["XDG_RUNTIME_DIR": "/run/user/1000", "PULSE_RUNTIME_PATH": "/tmp/p"])
            == ["/tmp/p/native", "/run/pulse/native"])
        #expect(SoundServerSockets.candidates(environment: [:]) == ["/run/pulse/native"])
        #expect(SoundServerSockets.candidates(environment: ["PULSE_SERVER": "unix:/tmp/s"]) == ["/tmp/s"])
        #expect(SoundServerSockets.candidates(environment: ["PULSE_SERVER": "{abc}unix:/tmp/s tcp:host"]) == ["/tmp/s"])
        #expect(SoundServerSockets.candidates(environment: ["PULSE_SERVER": "/tmp/s"]) == ["/tmp/s"])
        #expect(SoundServerSockets.candidates(environment: ["PULSE_SERVER": "tcp:host:4713"]) == nil)
    }
}
