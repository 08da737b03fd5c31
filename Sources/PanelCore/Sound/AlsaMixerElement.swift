/// A simple element of an ALSA mixer, as alsa-lib's simple mixer lists it (`amixer scontrols`):
/// enough to choose the one the `volume` item follows.
public struct AlsaMixerElement: Sendable, Equatable {
    /// Its name (`Master`, `PCM`, `Speaker`).
    public var name: String
    /// Its index among elements of that name (`'Master',0`).
    public var index: Int
    /// Whether it has a playback volume.
    public var hasPlaybackVolume: Bool
    /// Whether it is active (an inactive one is switched out by the driver).
    public var isActive: Bool

    public init(name: String, index: Int = 0, hasPlaybackVolume: Bool, isActive: Bool = true) {
        self.name = name
        self.index = index
        self.hasPlaybackVolume = hasPlaybackVolume
        self.isActive = isActive
    }

    /// The names preferred, in order, as amixer's and polybar's `alsa` module's defaults are:
    /// the card's master level, else the PCM stream's.
    public static let preferredNames = ["Master", "PCM"]

    /// The position in `elements` of the one the item follows: the first active element with a
    /// playback volume named `Master`, else `PCM`, else the first active one with a playback
    /// volume at all (a USB headset's `Speaker`, `Headphone`); nil when none has one.
    public static func chosen(among elements: [AlsaMixerElement]) -> Int? {
        let candidates = elements.indices.filter { elements[$0].hasPlaybackVolume && elements[$0].isActive }
        for name in preferredNames {
            if let index = candidates.first(where: { elements[$0].name == name }) { return index }
        }
        return candidates.first
    }

    /// How `status --json` and the log name the element on `device`: `default Master`, or
    /// `hw:1 PCM,1` for an index above 0 (amixer's `'PCM',1`).
    public func label(on device: String) -> String {
        device + " " + name + (index > 0 ? ",\(index)" : "")
    }
}
