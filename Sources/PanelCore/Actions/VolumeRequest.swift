/// What a press on the `volume` item asks of the sound server when `[actions.volume]` gives
/// that button no command of its own: the wheel steps the level, a click mutes or unmutes.
public enum VolumeRequest: Sendable, Equatable {
    /// Set the sink's channels to these levels (``VolumeLevels``).
    case setChannels(sink: String, [UInt32])
    /// Mute (true) or unmute the sink.
    case setMuted(sink: String, Bool)

    /// What `press` on a strip showing `list` asks of the sink in `volume`: the wheel up one
    /// step of `step` percent louder (up to 100 %), down one step quieter, a click the other
    /// mute state. Nil off the item, without a sink, and wherever `actions` has a command for
    /// the item and button.
    public static func forPress(_ press: StripPress, on list: DisplayList, volume: VolumeState?,
                                actions: PanelConfig.Actions, step: Int) -> VolumeRequest? {
        guard let volume, let kind = ClickKind(button: press.button), let area = list.item(atX: press.x), area.item == .volume,
              actions.command(for: .volume, kind) == nil else { return nil }
        switch kind {
        case .click: return .setMuted(sink: volume.sink, !volume.muted)
        case .scrollUp: return .setChannels(sink: volume.sink, VolumeLevels.stepped(volume.channels, by: step, up: true))
        case .scrollDown: return .setChannels(sink: volume.sink, VolumeLevels.stepped(volume.channels, by: step, up: false))
        default: return nil
        }
    }

    /// The state the server will report once it has done this, from `volume`: what the level
    /// indicator expects of the panel's own change (``LevelIndicator``).
    public func expected(from volume: VolumeState) -> VolumeState {
        var next = volume
        switch self {
        case .setChannels(_, let channels): next.channels = channels
        case .setMuted(_, let muted): next.muted = muted
        }
        return next
    }
}
