/// The `dnd` item's entry: whether the notification daemon holds notifications back, and which
/// daemon it is (a click toggles its pause its own way, ``SessionRequest``).
public struct DoNotDisturbState: Sendable, Equatable {
    /// Whether notifications are paused; `nil` while it is not known yet.
    public var paused: Bool?
    /// The daemon that pauses; `nil` where none that can answers.
    public var daemon: NotificationPause.Daemon?

    /// A pause state.
    public init(paused: Bool?, daemon: NotificationPause.Daemon?) {
        self.paused = paused
        self.daemon = daemon
    }
}
