import PanelCore

/// The `volume` item's source: while the item is placed and a sound server answers, the
/// default sink followed through libpulse on the panel's loop (``PulseVolume`` over
/// ``PulseMainloop``); nothing otherwise, and libpulse is never loaded.
final class SoundFollower {
    private let sources: EventSources
    private let timers: Timers
    private var mainloop: PulseMainloop?
    private var client: PulseVolume?
    /// Why the item has no server, as last logged: said once, not at every reload.
    private var failure: String?
    /// Called with the default sink whenever it is read, and with nil when the server goes.
    var onChange: (VolumeState?) -> Void = { _ in }

    init(sources: EventSources, timers: Timers) {
        self.sources = sources
        self.timers = timers
    }

    /// Starts following the server when `config` places the item, stops when it does not.
    func follow(_ config: PanelConfig) {
        if config.items.contains(.volume) {
            if client == nil { start() }
        } else if client != nil {
            stop()
            onChange(nil)
        }
    }

    /// Whether the server is followed now.
    var isFollowing: Bool { client != nil }

    private func start() {
        guard SoundServerProbe.answers() else {
            note("no sound server answers (PulseAudio or PipeWire's pipewire-pulse): the volume item stays hidden")
            return
        }
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
            timers.table[.loop(.soundServer)] = 0
            lost = true
            onChange(nil)
        }
        self.mainloop = mainloop
        self.client = client
        self.failure = nil
    }

    /// The connection ended; it is let go at the next turn.
    private var lost = false

    private func stop() {
        client = nil
        mainloop = nil
        lost = false
    }

    private func note(_ text: String) {
        if text != failure { Log.error(text) }
        failure = text
    }

    /// The ``LoopTimer/soundServer`` timer: libpulse's time events and deferred work.
    func fire(at now: Double) {
        if lost {
            stop()
            return
        }
        mainloop?.fire(at: now)
    }

    /// Carries out a press on the item (``VolumeRequest``).
    func perform(_ request: VolumeRequest) { client?.perform(request) }
}
