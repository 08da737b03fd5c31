/// The `playback` item's ▶: whether an ALSA playback substream is running, read as the
/// microphone is (``MicrophoneProvider``) from the playback substreams' status files,
/// `proc/asound/cardC/pcmDp/subS/status`. Sound plays while a substream's state is `RUNNING`;
/// a sound server (PipeWire, PulseAudio) keeps the device open, stopped, for a few seconds after
/// the last stream ends, which is open but not playing.
///
/// It needs no media player and no sound server. Sound that leaves without an ALSA node (a
/// Bluetooth headset, which the sound server feeds over the air) is not seen.
public struct PlaybackProvider: Provider {
    /// Where the substreams are read.
    public var sysroot: Sysroot

    /// Creates a playback provider.
    public init(sysroot: Sysroot) {
        self.sysroot = sysroot
    }

    /// Playing or not, with the owners' names; `nil` when the machine has no playback device.
    public func read() -> DeviceUse? {
        MicrophoneProvider.use(substreams(), names: ProcessNames(sysroot: sysroot))
    }

    /// Every playback substream of every card; `nil` when there is no playback device at all.
    public func substreams() -> [MicrophoneProvider.Substream]? {
        MicrophoneProvider.substreams(in: sysroot, where: Self.isPlaybackFolder)
    }

    /// `pcm` followed by digits and `p`: a playback device's folder in a card's.
    public static func isPlaybackFolder(_ name: String) -> Bool {
        name.hasSuffix("p") && MicrophoneProvider.isNumbered(String(name.dropLast()), prefix: "pcm")
    }

    /// `pcmC` digits `D` digits `p`: a playback device node in `dev/snd`.
    public static func isPlaybackNode(_ name: String) -> Bool {
        MicrophoneProvider.isNode(name, suffix: "p")
    }
}
