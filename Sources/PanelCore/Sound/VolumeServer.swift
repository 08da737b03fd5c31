/// `volume.server`: where the `volume` item reads the sound's level.
public enum VolumeServer: String, Sendable, Equatable, CaseIterable, OptionChoice {
    /// The sound server where one answers, else ALSA's mixer.
    case auto
    /// Only the sound server (PulseAudio, or PipeWire's pipewire-pulse): hidden without one.
    case pulse
    /// Only ALSA's mixer, even where a sound server answers.
    case alsa

    /// Where the level is read, given whether a sound server answers now and whether a card's
    /// control device is there (``AlsaCards``); nil for nowhere. `auto` without a server opens
    /// ALSA's mixer only where a card is: on a machine with none (a container, a VM), alsa-lib is
    /// never loaded. `alsa` opens it whatever, for a control device of the user's own (an ALSA
    /// plugin, in `~/.asoundrc`).
    public func source(serverAnswers: Bool, cardPresent: Bool) -> VolumeSource? {
        switch self {
        case .auto: serverAnswers ? .soundServer : cardPresent ? .alsaMixer : nil
        case .pulse: .soundServer
        case .alsa: .alsaMixer
        }
    }
}

/// The sound cards the kernel has, as `/dev/snd` lists them.
public enum AlsaCards {
    /// Whether `names` (the entries of `/dev/snd`) hold a card's control device, `controlC0`.
    public static func haveControl(among names: [String]) -> Bool {
        names.contains { name in
            guard name.hasPrefix("controlC") else { return false }
            let number = name.dropFirst("controlC".count)
            return !number.isEmpty && number.allSatisfy(\.isASCII) && number.allSatisfy(\.isNumber)
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
