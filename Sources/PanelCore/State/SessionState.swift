/// What the panel reads from the session bus at once (`statuspanel status`'s snapshot), before
/// it is split into the entries of the items it fills (``ItemContents/show(_:)-session``):
/// `media` and `dnd`. Each part is nil where there is no bus, no player or no notification
/// daemon that says.
public struct SessionState: Sendable, Equatable {
    /// The media player the `media` item shows (``MediaPlayers/shown``).
    public var media: MediaPlayer?
    /// The notifications' pause the `dnd` item shows (``NotificationPause``).
    public var dnd: DoNotDisturbState?

    /// A session state; by default nothing is known.
    public init(media: MediaPlayer? = nil, dnd: DoNotDisturbState? = nil) {
        self.media = media
        self.dnd = dnd
    }
}

extension ItemContents {
    /// `session` as the entries of the items it fills: `media` and `dnd`.
    public mutating func show(_ session: SessionState) {
        media = session.media
        dnd = session.dnd
    }
}
