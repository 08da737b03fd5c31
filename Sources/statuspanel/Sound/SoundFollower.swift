import PanelCore

/// The `volume` item's source while the item is placed: the sound server's default sink
/// through libpulse on the panel's loop (``PulseVolume`` over ``PulseMainloop``), or ALSA's
/// mixer through alsa-lib (``AlsaMixer``), as `volume.server` says and as is there. Nothing
/// otherwise, and neither library is loaded.
final class SoundFollower {
    private let sources: EventSources
    private let timers: Timers
    private var mainloop: PulseMainloop?
    private var client: PulseVolume?
    private var mixer: AlsaMixer?
    /// The `volume.server` the source followed now was chosen under.
    private var server: VolumeServer?
    /// Why the item has no source, as last logged: said once, not at every reload.
    private var failure: String?
    /// Called with the level whenever it is read, and with nil when its source goes.
    var onChange: (VolumeState?) -> Void = { _ in }

    init(sources: EventSources, timers: Timers) {
        self.sources = sources
        self.timers = timers
    }

    /// Starts following a source when `config` places the item, stops when it does not (or
    /// when `volume.server` changed).
    func follow(_ config: PanelConfig) {
        let wanted = config[VolumeOptions.self].server
        if config.items.contains(.volume) {
            if isFollowing, wanted != server {
                stop()
                onChange(nil)
            }
            if !isFollowing { start(wanted) }
        } else if isFollowing {
            stop()
            onChange(nil)
        }
    }

    /// Whether a source is followed now.
    var isFollowing: Bool { client != nil || mixer != nil }

    private func start(_ wanted: VolumeServer) {
        let answers = wanted == .alsa ? false : SoundServerProbe.answers()
        switch wanted.source(serverAnswers: answers, cardPresent: AlsaMixer.cardPresent) {
        case nil:
            note("no sound server answers (PulseAudio or PipeWire's pipewire-pulse) and no sound card (/dev/snd/controlC*): "
                 + "the volume item stays hidden")
        case .soundServer:
            guard answers else {
                note("no sound server answers (PulseAudio or PipeWire's pipewire-pulse): the volume item stays hidden")
                return
            }
            startServer(wanted)
        case .alsaMixer:
            startMixer(wanted, why: wanted == .auto ? "no sound server answers, and " : "")
        }
    }

    private func startServer(_ wanted: VolumeServer) {
        let mainloop = PulseMainloop(sources: sources, entry: TimerEntry(timers: timers, key: .loop(.soundServer)))
        var failure: String?
        guard let client = PulseVolume(mainloop: mainloop, failure: &failure) else {
            note(failure ?? "cannot follow the sound server")
            return
        }
        client.onChange = { [unowned self] in onChange($0) }
        client.onGone = { [unowned self] reason in
            note("the sound server closed the connection (\(reason)): the volume item hides")
            // Not here: libpulse is still on the stack; the next turn lets it go.
            letGo()
        }
        self.mainloop = mainloop
        self.client = client
        server = wanted
        self.failure = nil
    }

    private func startMixer(_ wanted: VolumeServer, why: String) {
        var failure: String?
        guard let mixer = AlsaMixer(sources: sources, failure: &failure) else {
            note(why + (failure ?? "ALSA's mixer cannot be read") + ": the volume item stays hidden")
            return
        }
        mixer.onChange = { [unowned self] in onChange($0) }
        mixer.onGone = { [unowned self] reason in
            note("ALSA's mixer \(mixer.label) went (\(reason)): the volume item hides")
            // Not here: the mixer's own handler is on the stack; the next turn lets it go.
            letGo()
        }
        self.mixer = mixer
        server = wanted
        self.failure = nil
        onChange(mixer.read())
    }

    /// The source ended; it is let go at the next turn (the ``LoopTimer/soundServer`` timer).
    private func letGo() {
        timers.table[.loop(.soundServer)] = 0
        lost = true
        onChange(nil)
    }

    /// The source ended; it is let go at the next turn.
    private var lost = false

    private func stop() {
        client = nil
        mainloop = nil
        mixer = nil
        server = nil
        lost = false
    }

    private func note(_ text: String) {
        if text != failure { Log.error(text) }
        failure = text
    }

    /// The ``LoopTimer/soundServer`` timer: libpulse's time events and deferred work, or a
    /// source to let go.
    func fire(at now: Double) {
        if lost {
            stop()
            return
        }
        mainloop?.fire(at: now)
    }

    /// Carries out a press on the item (``VolumeRequest``).
    func perform(_ request: VolumeRequest) {
        client?.perform(request)
        mixer?.perform(request)
    }
}
