/// `volume.server`: where the `volume` item reads the sound's level.
public enum VolumeServer: String, Sendable, Equatable, CaseIterable, OptionChoice {
    /// The sound server where one answers, else ALSA's mixer.
    case auto
    /// Only the sound server (PulseAudio, or PipeWire's pipewire-pulse): hidden without one.
    case pulse
    /// Only ALSA's mixer, even where a sound server answers.
    case alsa

    /// Where the level is read, given whether a sound server answers now.
    public func source(serverAnswers: Bool) -> VolumeSource {
        switch self {
        case .auto: serverAnswers ? .soundServer : .alsaMixer
        case .pulse: .soundServer
        case .alsa: .alsaMixer
        }
    }
}

/// Where the `volume` item's level comes from.
public enum VolumeSource: Sendable, Equatable {
    /// The sound server's default sink, through libpulse.
    case soundServer
    /// A simple element of ALSA's mixer on the default control device, through alsa-lib.
    case alsaMixer
}
