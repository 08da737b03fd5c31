import CAlsa
import PanelCore
#if canImport(Glibc)
import Glibc
#endif

/// A simple element of ALSA's mixer on the default control device (`default`: the card
/// `~/.asoundrc` or `ALSA_CARD` names, else the first), followed through alsa-lib, loaded with
/// dlopen(3) only when one is made (CAlsa): without the `volume` item, or where a sound server
/// answers, the panel never maps it. The element is `Master`, else `PCM`, else the first with a
/// playback volume (``AlsaMixerElement``); its level is mapped as alsamixer maps it
/// (``AlsaVolumeMapping``) into a ``VolumeState``, the same reading a sink gives.
///
/// The mixer's poll descriptors (the card's `/dev/snd/controlC*`) are sources of the one
/// ``EventSources`` registry: the kernel's control events wake the loop, nothing is polled, and
/// nothing here waits. A card that goes (unplugged, its driver unbound) is let go, and the item
/// hides.
final class AlsaMixer {
    /// The control device opened, as `amixer -D` takes it.
    static let device = "default"

    /// Whether the kernel has a sound card (``AlsaCards``), looked for without alsa-lib.
    static var cardPresent: Bool { AlsaCards.haveControl(among: Sysroot("/").list("dev/snd") ?? []) }

    private let a: calsa_functions
    private let mixer: OpaquePointer
    private var element: OpaquePointer?
    private let sources: EventSources?
    /// The element's channels, in the order of the reading's levels.
    private let channels: [snd_mixer_selem_channel_id_t]
    private let hasSwitch: Bool
    /// How the element is named in `status --json` (`default Master`).
    let label: String
    /// The descriptors registered in ``sources``.
    private var registered: [pollfd] = []
    /// The last reading handed to ``onChange``.
    private var last: VolumeState?
    /// Called with the element's reading whenever its level or switch changes.
    var onChange: (VolumeState?) -> Void = { _ in }
    /// Called once when the card or the element goes, with why.
    var onGone: (String) -> Void = { _ in }

    /// Opens the mixer and finds its element; with `sources`, waits on its events there. Nil,
    /// with the reason in `failure`, when alsa-lib cannot be loaded, the device cannot be
    /// opened, or it has no playback element.
    init?(sources: EventSources?, failure: inout String?) {
        guard let table = calsa_load() else {
            failure = "cannot load libasound.so.2 (\(calsa_load_error().map { String(cString: $0) } ?? "?"))"
            return nil
        }
        a = table.pointee
        var opened: OpaquePointer?
        guard a.snd_mixer_open(&opened, 0) == 0, let opened else {
            failure = "alsa-lib cannot make a mixer"
            return nil
        }
        var status = a.snd_mixer_attach(opened, Self.device)
        if status == 0 { status = a.snd_mixer_selem_register(opened, nil, nil) }
        if status == 0 { status = a.snd_mixer_load(opened) }
        guard status == 0 else {
            failure = "cannot open ALSA's mixer on \(Self.device) (\(Self.text(status, a)))"
            _ = a.snd_mixer_close(opened)
            return nil
        }
        var elements: [(OpaquePointer, AlsaMixerElement)] = []
        var next = a.snd_mixer_first_elem(opened)
        while let current = next {
            elements.append((current, AlsaMixerElement(
                name: a.snd_mixer_selem_get_name(current).map { String(cString: $0) } ?? "", index: Int(a.snd_mixer_selem_get_index(current)),
                hasPlaybackVolume: a.snd_mixer_selem_has_playback_volume(current) != 0,
                isActive: a.snd_mixer_selem_is_active(current) != 0)))
            next = a.snd_mixer_elem_next(current)
        }
        guard let chosen = AlsaMixerElement.chosen(among: elements.map(\.1)) else {
            failure = "ALSA's mixer on \(Self.device) has no playback volume"
            _ = a.snd_mixer_close(opened)
            return nil
        }
        let element = elements[chosen].0
        mixer = opened
        self.element = element
        self.sources = sources
        label = elements[chosen].1.label(on: Self.device)
        let a = self.a
        if a.snd_mixer_selem_is_playback_mono(element) != 0 {
            channels = [SND_MIXER_SCHN_MONO]
        } else {
            channels = (SND_MIXER_SCHN_FRONT_LEFT.rawValue...SND_MIXER_SCHN_LAST.rawValue)
                .map { snd_mixer_selem_channel_id_t(rawValue: $0) }
                .filter { a.snd_mixer_selem_has_playback_channel(element, $0) != 0 }
        }
        hasSwitch = a.snd_mixer_selem_has_playback_switch(element) != 0
        a.snd_mixer_elem_set_callback_private(element, Unmanaged.passUnretained(self).toOpaque())
        a.snd_mixer_elem_set_callback(element) { element, mask in
            guard mask == SND_CTL_EVENT_MASK_REMOVE, let me = calsa_load()?.pointee.snd_mixer_elem_get_callback_private(element) else { return 0 }
            Unmanaged<AlsaMixer>.fromOpaque(me).takeUnretainedValue().element = nil
            return 0
        }
        last = read()
        if let sources { register(sources) }
    }

    deinit {
        unregister()
        if let element {
            a.snd_mixer_elem_set_callback(element, nil)
            a.snd_mixer_elem_set_callback_private(element, nil)
        }
        _ = a.snd_mixer_close(mixer)
    }

    /// The element's level and mute now (nil once it is gone).
    func read() -> VolumeState? {
        guard let element, !channels.isEmpty else { return nil }
        let ranges = self.ranges(of: element)
        let levels = channels.map { channel in
            var raw = 0
            _ = a.snd_mixer_selem_get_playback_volume(element, channel, &raw)
            var dB = 0
            let hasDB = ranges.dB != nil && a.snd_mixer_selem_get_playback_dB(element, channel, &dB) == 0
            return AlsaVolumeMapping.serverUnits(AlsaVolumeMapping.normalized(raw: raw, dB: hasDB ? dB : nil, ranges: ranges))
        }
        let muted = hasSwitch && channels.allSatisfy { channel in
            var on: Int32 = 1
            _ = a.snd_mixer_selem_get_playback_switch(element, channel, &on)
            return on == 0
        }
        return VolumeState(channels: levels, muted: muted, sink: label)
    }

    /// Carries out a press's `request` (``VolumeRequest``) on the element: each channel set to
    /// its level, rounded the way the level moves, or the switch of every channel.
    func perform(_ request: VolumeRequest) {
        guard let element else { return }
        switch request {
        case .setChannels(_, let levels):
            let ranges = self.ranges(of: element)
            let now = read()?.channels ?? []
            for (position, channel) in channels.enumerated() where position < levels.count {
                let target = levels[position]
                let current = position < now.count ? now[position] : target
                let direction = target > current ? 1 : target < current ? -1 : 0
                switch AlsaVolumeMapping.setting(for: AlsaVolumeMapping.level(serverUnits: target), direction: direction, ranges: ranges) {
                case .raw(let value): _ = a.snd_mixer_selem_set_playback_volume(element, channel, value)
                case .dB(let value, let direction): _ = a.snd_mixer_selem_set_playback_dB(element, channel, value, Int32(direction))
                }
            }
        case .setMuted(_, let muted):
            guard hasSwitch else { return }
            _ = a.snd_mixer_selem_set_playback_switch_all(element, muted ? 0 : 1)
        }
        changed()
    }

    /// alsa-lib's words for the error `status`.
    private func text(_ status: Int32) -> String { Self.text(status, a) }
    private static func text(_ status: Int32, _ a: calsa_functions) -> String {
        a.snd_strerror(status).map { String(cString: $0) } ?? "error \(status)"
    }

    private func ranges(of element: OpaquePointer) -> AlsaVolumeMapping.Ranges {
        var low = 0, high = 0
        _ = a.snd_mixer_selem_get_playback_volume_range(element, &low, &high)
        var lowDB = 0, highDB = 0
        let hasDB = a.snd_mixer_selem_get_playback_dB_range(element, &lowDB, &highDB) == 0 && lowDB < highDB
        return AlsaVolumeMapping.Ranges(raw: low...max(low, high), dB: hasDB ? lowDB...highDB : nil)
    }

    /// Hands the reading on when it differs from the last.
    private func changed() {
        let now = read()
        guard now != last else { return }
        last = now
        onChange(now)
    }

    // MARK: - The loop's side

    private func register(_ sources: EventSources) {
        let count = a.snd_mixer_poll_descriptors_count(mixer)
        guard count > 0 else { return }
        var descriptors = [pollfd](repeating: pollfd(), count: Int(count))
        let filled = a.snd_mixer_poll_descriptors(mixer, &descriptors, UInt32(count))
        for descriptor in descriptors.prefix(Int(max(0, filled))) {
            let fd = descriptor.fd
            let events = descriptor.events & Int16(POLLIN | POLLOUT)
            if sources.add("ALSA mixer", fd, events: events == 0 ? Int16(POLLIN) : events, handler: { [unowned self] revents in
                ready(fd, revents)
                return .handled
            }) { registered.append(descriptor) }
        }
    }

    private func unregister() {
        for descriptor in registered { sources?.remove(descriptor.fd) }
        registered = []
    }

    /// The descriptor `fd` was reported with `revents`: alsa-lib says what that means for the
    /// mixer (a plugin's descriptor may stand for something else), then its events are read.
    private func ready(_ fd: Int32, _ revents: Int16) {
        var descriptors = registered.map { pollfd(fd: $0.fd, events: $0.events, revents: $0.fd == fd ? revents : 0) }
        var meaning: UInt16 = 0
        if a.snd_mixer_poll_descriptors_revents(mixer, &descriptors, UInt32(descriptors.count), &meaning) < 0 {
            meaning = UInt16(bitPattern: revents)
        }
        if meaning & UInt16(POLLERR | POLLHUP | POLLNVAL) != 0 {
            lose("the card's control device reports an error")
            return
        }
        guard meaning & UInt16(POLLIN) != 0 else { return }
        let handled = a.snd_mixer_handle_events(mixer)
        if handled < 0 {
            lose(text(handled))
            return
        }
        if element == nil {
            lose("its element went")
            return
        }
        changed()
    }

    /// The card or the element went: nothing wakes the loop for it any more.
    private func lose(_ reason: String) {
        unregister()
        if last != nil {
            last = nil
            onChange(nil)
        }
        onGone(reason)
    }
}
