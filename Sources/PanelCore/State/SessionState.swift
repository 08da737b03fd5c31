/// What the panel reads from the session bus and pushes into ``DeviceState/session``: the
/// `media` and `dnd` items' state. Each part is nil where there is no bus, no player or no
/// notification daemon that says.
public struct SessionState: Sendable, Equatable {
    /// The media player the `media` item shows (``MediaPlayers/shown``).
    public var media: MediaPlayer?
    /// Whether notifications are held back (``NotificationPause``); nil with no daemon that says.
    public var doNotDisturb: Bool?
    /// The daemon that says it, which a click on `dnd` asks to change it.
    public var pauseDaemon: NotificationPause.Daemon?

    /// A session state; by default nothing is known.
    public init(media: MediaPlayer? = nil, doNotDisturb: Bool? = nil, pauseDaemon: NotificationPause.Daemon? = nil) {
        self.media = media
        self.doNotDisturb = doNotDisturb
        self.pauseDaemon = pauseDaemon
    }
}
