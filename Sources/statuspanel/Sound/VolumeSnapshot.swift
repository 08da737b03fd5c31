import PanelCore

/// The `volume` item's level read once, for `statuspanel status`, from where the panel would read
/// it (`volume.server`): the default sink through the same client as the panel's
/// (``PulseVolume`` over ``PulseMainloop``) on a loop of its own that lasts until the answer, or a
/// second at most; or ALSA's mixer element (``AlsaMixer``), read at once. Nil where there is
/// neither, or the server has no sink.
enum VolumeSnapshot {
    /// The longest `status` waits for the sound server, in seconds.
    static let timeout = 1.0

    static func read(server: VolumeServer) -> VolumeState? {
        let answers = server == .alsa ? false : SoundServerProbe.answers()
        switch server.source(serverAnswers: answers, cardPresent: AlsaMixer.cardPresent) {
        case nil:
            return nil
        case .soundServer:
            return answers ? readServer() : nil
        case .alsaMixer:
            var failure: String?
            return AlsaMixer(sources: nil, failure: &failure)?.read()
        }
    }

    private static func readServer() -> VolumeState? {
        guard let sources = EventSources() else { return nil }
        let timers = Timers()
        let mainloop = PulseMainloop(sources: sources, entry: TimerEntry(timers: timers, key: .loop(.soundServer)))
        var failure: String?
        guard let client = PulseVolume(mainloop: mainloop, failure: &failure) else { return nil }
        var answer: VolumeState??
        client.onChange = { answer = .some($0) }
        client.onGone = { _ in answer = .some(nil) }
        let deadline = Clocks.monotonic() + timeout
        while answer == nil, case let now = Clocks.monotonic(), now < deadline {
            let wait = min(timers.table.timeoutMilliseconds(now: now) == -1 ? Int32.max : timers.table.timeoutMilliseconds(now: now),
                           Int32(((deadline - now) * 1000).rounded(.up)))
            if sources.wait(timeoutMilliseconds: wait) != nil { break }
            _ = sources.dispatch()
            let after = Clocks.monotonic()
            timers.table.collectDue(at: after)
            while timers.table.nextDue() != nil { mainloop.fire(at: after) }
        }
        return answer ?? nil
    }
}
