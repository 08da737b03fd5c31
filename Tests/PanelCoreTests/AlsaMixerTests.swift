import Testing
@testable import PanelCore

/// The `volume` item on ALSA's mixer: which element it follows, its level in percent as
/// alsamixer and `amixer -M` show it, what a step writes back, and where `volume.server` reads.
@Suite struct AlsaMixerTests {
    typealias Mapping = AlsaVolumeMapping

    /// A card's Master as Intel HDA codecs give it: 88 raw steps over -65.25 dB to 0 dB.
    static let master = Mapping.Ranges(raw: 0...87, dB: -6525...0)

    @Test func masterElsePCMElseTheFirstPlaybackVolume() {
        let capture = AlsaMixerElement(name: "Capture", hasPlaybackVolume: false)
        let speaker = AlsaMixerElement(name: "Speaker", hasPlaybackVolume: true)
        let pcm = AlsaMixerElement(name: "PCM", hasPlaybackVolume: true)
        let master = AlsaMixerElement(name: "Master", hasPlaybackVolume: true)
        #expect(AlsaMixerElement.chosen(among: [capture, speaker, pcm, master]) == 3)
        #expect(AlsaMixerElement.chosen(among: [capture, speaker, pcm]) == 2)
        #expect(AlsaMixerElement.chosen(among: [capture, speaker]) == 1)
        #expect(AlsaMixerElement.chosen(among: [capture]) == nil)
        #expect(AlsaMixerElement.chosen(among: []) == nil)
        // A Master with no playback volume (a switch only), or an inactive one, is passed over.
        let masterSwitch = AlsaMixerElement(name: "Master", hasPlaybackVolume: false)
        let inactive = AlsaMixerElement(name: "Master", index: 1, hasPlaybackVolume: true, isActive: false)
        #expect(AlsaMixerElement.chosen(among: [masterSwitch, inactive, speaker, pcm]) == 3)
    }

    @Test func anElementIsNamedWithItsDeviceAndAnIndexAboveZero() {
        #expect(AlsaMixerElement(name: "Master", hasPlaybackVolume: true).label(on: "default") == "default Master")
        #expect(AlsaMixerElement(name: "PCM", index: 1, hasPlaybackVolume: true).label(on: "hw:1") == "hw:1 PCM,1")
    }

    @Test func withoutDBTheLevelIsLinearInRawSteps() {
        // PulseAudio's ctl plugin: 0 to 65536, no dB.
        let pulse = Mapping.Ranges(raw: 0...65536, dB: nil)
        #expect(Mapping.normalized(raw: 26214, dB: nil, ranges: pulse) == 26214.0 / 65536)
        #expect(VolumeState(channels: [Mapping.serverUnits(Mapping.normalized(raw: 26214, dB: nil, ranges: pulse))],
                            muted: false, sink: "").percent == 40)
        let offset = Mapping.Ranges(raw: 10...30, dB: nil)
        #expect(Mapping.normalized(raw: 20, dB: nil, ranges: offset) == 0.5)
        #expect(Mapping.normalized(raw: 40, dB: nil, ranges: offset) == 1, "beyond the range: clamped")
        #expect(Mapping.normalized(raw: 5, dB: nil, ranges: Mapping.Ranges(raw: 5...5, dB: nil)) == 0, "no range")
        // An empty dB range counts as none.
        #expect(Mapping.normalized(raw: 20, dB: 0, ranges: Mapping.Ranges(raw: 10...30, dB: 0...0)) == 0.5)
    }

    @Test func aWideDBRangeFollowsLoudnessAsAmixerMDoes() {
        #expect(Mapping.normalized(raw: 87, dB: 0, ranges: Self.master) == 1)
        #expect(Mapping.normalized(raw: 0, dB: -6525, ranges: Self.master) == 0)
        // -20 dB: 10^(-20/60) with the floor at -65.25 dB taken out, 41.6 %.
        let twenty = Mapping.normalized(raw: 60, dB: -2000, ranges: Self.master)
        #expect(abs(twenty - 0.416452) < 1e-6)
        #expect(VolumeState(channels: [Mapping.serverUnits(twenty)], muted: false, sink: "").percent == 42)
        // A floor of "minus infinity" is not taken out.
        let muteFloor = Mapping.Ranges(raw: 0...255, dB: Mapping.gainMute...0)
        #expect(abs(Mapping.normalized(raw: 0, dB: -2000, ranges: muteFloor) - 0.464159) < 1e-6)
    }

    @Test func aNarrowDBRangeIsLinearInDB() {
        let narrow = Mapping.Ranges(raw: 0...31, dB: -2400...0)
        #expect(Mapping.normalized(raw: 15, dB: -1200, ranges: narrow) == 0.5)
        #expect(Mapping.setting(for: 0.5, direction: 0, ranges: narrow) == .dB(-1200, direction: 0))
    }

    @Test func aSettingRoundsTheWayTheLevelMoves() {
        // 50 % on the HDA Master: 10^(dB/60) at 0.5 of the way above the floor, -16.014 dB.
        #expect(Mapping.setting(for: 0.5, direction: 1, ranges: Self.master) == .dB(-1601, direction: 1))
        #expect(Mapping.setting(for: 0.5, direction: -1, ranges: Self.master) == .dB(-1602, direction: -1))
        #expect(Mapping.setting(for: 1, direction: 0, ranges: Self.master) == .dB(0, direction: 0))
        #expect(Mapping.setting(for: 0, direction: -1, ranges: Self.master) == .dB(-6525, direction: -1))
        let muteFloor = Mapping.Ranges(raw: 0...255, dB: Mapping.gainMute...0)
        #expect(Mapping.setting(for: 0, direction: -1, ranges: muteFloor) == .dB(Mapping.gainMute, direction: -1))
        #expect(Mapping.setting(for: 0.25, direction: 0, ranges: muteFloor) == .dB(-3612, direction: 0))
        // Raw steps: up rounds up, down rounds down.
        let raw = Mapping.Ranges(raw: 0...87, dB: nil)
        #expect(Mapping.setting(for: 0.45, direction: 1, ranges: raw) == .raw(40))
        #expect(Mapping.setting(for: 0.45, direction: -1, ranges: raw) == .raw(39))
        #expect(Mapping.setting(for: 1.5, direction: 1, ranges: raw) == .raw(87), "clamped")
    }

    @Test func aStepReadsBackAtItsPercent() {
        // Every 5 % step on the HDA Master, set through dB and read back, shows that percent.
        for percent in stride(from: 0, through: 100, by: 5) {
            let level = Double(percent) / 100
            guard case .dB(let dB, _) = Mapping.setting(for: level, direction: 0, ranges: Self.master) else {
                Issue.record("not set through dB")
                continue
            }
            let back = Mapping.normalized(raw: 0, dB: dB, ranges: Self.master)
            #expect(VolumeState(channels: [Mapping.serverUnits(back)], muted: false, sink: "").percent == percent)
        }
        // The server's units of a request, back to a level.
        #expect(Mapping.level(serverUnits: VolumeLevels.normal / 2) == 0.5)
        #expect(Mapping.level(serverUnits: VolumeLevels.normal * 2) == 1, "beyond 100 %: clamped")
    }

    @Test func theServerOptionSaysWhereTheLevelIsRead() {
        #expect(VolumeServer.auto.source(serverAnswers: true, cardPresent: true) == .soundServer)
        #expect(VolumeServer.auto.source(serverAnswers: false, cardPresent: true) == .alsaMixer)
        #expect(VolumeServer.auto.source(serverAnswers: false, cardPresent: false) == nil)
        #expect(VolumeServer.pulse.source(serverAnswers: false, cardPresent: true) == .soundServer)
        #expect(VolumeServer.alsa.source(serverAnswers: true, cardPresent: false) == .alsaMixer)
        #expect(PanelConfig()[VolumeOptions.self].server == .auto)
    }

    @Test func aCardIsItsControlDevice() {
        #expect(AlsaCards.haveControl(among: ["by-path", "controlC0", "pcmC0D0p", "seq", "timer"]))
        #expect(AlsaCards.haveControl(among: ["controlC12"]))
        #expect(!AlsaCards.haveControl(among: ["seq", "timer", "pcmC0D0p"]))
        #expect(!AlsaCards.haveControl(among: ["controlC", "controlCx", "controlC٣"]))
        #expect(!AlsaCards.haveControl(among: []))
    }
}
