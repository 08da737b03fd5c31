/// The default sink as the `volume` item shows it: its level, whether it is muted, and its name.
public struct VolumeState: Sendable, Equatable {
    /// The level in percent of the sink's normal volume (100 is 0 dB), the loudest channel's,
    /// as pavucontrol's slider shows it; above 100 where the sink is amplified.
    public var percent: Int { VolumeLevels.percent(of: channels) }
    /// Whether the sink is muted.
    public var muted: Bool
    /// The sink's name, as `pactl` takes it (`alsa_output.pci-0000_00_1f.3.analog-stereo`).
    public var sink: String
    /// The sink's level, each channel's, in the sound server's units (``VolumeLevels/normal`` is
    /// 100 %): kept so that a step keeps the balance between channels.
    public var channels: [UInt32]

    /// A sink's state.
    public init(channels: [UInt32], muted: Bool, sink: String) {
        self.channels = channels
        self.muted = muted
        self.sink = sink
    }
}

/// The sound server's volume units and the steps a scroll takes, as PulseAudio counts them
/// (`pa_volume_t`; PipeWire's pulse server counts the same way).
public enum VolumeLevels {
    /// 100 %: 0 dB (`PA_VOLUME_NORM`).
    public static let normal: UInt32 = 0x10000
    /// The loudest a step goes (`PA_VOLUME_MAX` is far beyond; pactl's `set-sink-volume` refuses
    /// nothing, pavucontrol stops at 153 %).
    public static let maximumPercent = 150

    /// The level of `channels` in percent of ``normal``: the loudest channel's, rounded; 0 with
    /// no channel.
    public static func percent(of channels: [UInt32]) -> Int {
        guard let loudest = channels.max() else { return 0 }
        return Int((Double(loudest) * 100 / Double(normal)).rounded())
    }

    /// `channels` one step of `step` percent up or down. A step up stops at `limit` percent
    /// (never lowering a level already above it); a step down stops at 0. The channels keep
    /// their balance: each is scaled by the loudest's change (all set alike when every one is
    /// silent). The level lands on a multiple of the step, as polybar's and waybar's do, so
    /// 47 % goes to 50 % up and 45 % down.
    public static func stepped(_ channels: [UInt32], by step: Int, up: Bool, limit: Int = 100) -> [UInt32] {
        guard !channels.isEmpty, step > 0 else { return channels }
        let now = percent(of: channels)
        var target = up ? (now / step + 1) * step : ((now + step - 1) / step - 1) * step
        if up { target = max(now, min(target, limit)) }
        target = max(0, target)
        return scaled(channels, toPercent: target)
    }

    /// `channels` with the loudest at `percent`, the others in the same proportion.
    public static func scaled(_ channels: [UInt32], toPercent percent: Int) -> [UInt32] {
        let target = UInt64(max(0, percent)) * UInt64(normal) / 100
        guard let loudest = channels.max(), loudest > 0 else { return channels.map { _ in UInt32(target) } }
        return channels.map { UInt32(min(UInt64(UInt32.max), UInt64($0) * target / UInt64(loudest))) }
    }
}
