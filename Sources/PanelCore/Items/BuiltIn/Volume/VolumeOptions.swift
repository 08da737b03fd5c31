/// `[volume]`: where the level is read, the scroll's step and the level indicator.
public struct VolumeOptions: ItemOptions {
    /// Where the level is read: the sound server, ALSA's mixer, or the first that is there.
    public var server = VolumeServer.auto
    /// The percent one scroll step changes the level by, within ``stepRange``.
    public var step = 5
    /// Whether a change made elsewhere shows the transient level indicator (``LevelIndicator``).
    public var indicator = true

    public init() {}

    /// The smallest and largest `volume.step`.
    static let stepRange = 1...25

    public static let about = "The default sink's level (the volume item)."
    public static let keys: [OptionKey<Self>] = [
        .choice("server", \.server, about: "Where the level is read: \"pulse\" (the PulseAudio or PipeWire-pulse server), \"alsa\"\n"
                    + "(ALSA's mixer, the default control device's Master, else PCM), or \"auto\": the server where one\n"
                    + "answers, else ALSA where there is a sound card."),
        .integer("step", \.step, in: stepRange, about: "Percent one scroll step changes the level by, 1 to 25."),
        .boolean("indicator", \.indicator, about: "Show the phone's transient level indicator for 1.5 s when the level or the mute\n"
                    + "changes elsewhere (keys, another app); not for the item's own scroll or click."),
    ]
}
