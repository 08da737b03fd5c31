import PanelCore
#if canImport(Glibc)
import Glibc
#endif

/// The session bus's part of `statuspanel status`, read once: the media player and the
/// notifications' pause, through the same followers the panel runs (``MediaFollower``,
/// ``NotificationPauseFollower``), waited for here (a command, not the loop) until every call
/// has its answer or its time-out. Nothing without `DBUS_SESSION_BUS_ADDRESS`.
enum SessionSnapshot {
    /// The longest the command waits for the bus and the apps on it, in seconds.
    static let patience = 3.0

    static func read() -> SessionState {
        guard let address = getenv("DBUS_SESSION_BUS_ADDRESS").map({ String(cString: $0) }), !address.isEmpty else { return SessionState() }
        var failure: String?
        let timers = Timers()
        guard let bus = BusConnection(address: address, timeout: TimerEntry(timers: timers, key: .strips(.statusNotifier)), failure: &failure) else {
            return SessionState()
        }
        bus.onIncoming = { _ in }
        let media = MediaFollower(bus: bus), pause = NotificationPauseFollower(bus: bus)
        let deadline = Clocks.monotonic() + patience
        while bus.waiting > 0, Clocks.monotonic() < deadline, bus.isConnected {
            var poller = pollfd(fd: bus.fileDescriptor, events: Int16(POLLIN), revents: 0)
            _ = poll(&poller, 1, 50)
            _ = bus.receive()
            bus.expire(at: Clocks.monotonic())
        }
        return SessionState(media: media.shown, dnd: pause.paused == nil && pause.daemon == nil ? nil : DoNotDisturbState(paused: pause.paused, daemon: pause.daemon))
    }
}
