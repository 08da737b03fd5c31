/// One MPRIS media player as the `media` item shows it: its name on the bus, what it plays and
/// whether it plays. Read from its `org.mpris.MediaPlayer2.Player` properties (``applying(_:)``),
/// which apps send in any shape: every value of the wrong type is left out, never trusted.
public struct MediaPlayer: Sendable, Equatable {
    /// `PlaybackStatus`: `Playing`, `Paused` or `Stopped`.
    public enum State: String, Sendable, Equatable, CaseIterable {
        case playing, paused, stopped

        /// The MPRIS spelling (`Playing`); nil for anything else.
        public init?(mpris: String) {
            switch mpris {
            case "Playing": self = .playing
            case "Paused": self = .paused
            case "Stopped": self = .stopped
            default: return nil
            }
        }
    }

    /// Its well-known name, `org.mpris.MediaPlayer2.mpv`.
    public var busName: String
    public var state: State
    /// `xesam:title`; empty when unknown.
    public var title: String
    /// `xesam:artist`'s names, joined with `, `; empty when unknown.
    public var artist: String

    /// A player that has said nothing yet: stopped, no track.
    public init(busName: String, state: State = .stopped, title: String = "", artist: String = "") {
        self.busName = busName
        self.state = state
        self.title = title
        self.artist = artist
    }

    /// The prefix of every MPRIS player's name.
    public static let namePrefix = "org.mpris.MediaPlayer2."

    /// Whether `name` is an MPRIS player's (`org.mpris.MediaPlayer2.NAME`, with a NAME).
    public static func isPlayerName(_ name: String) -> Bool {
        name.hasPrefix(namePrefix) && name.count > namePrefix.count
    }

    /// The player's short name, as `status --json` reports it and playerctl names it: the part
    /// after the prefix, without an instance suffix (`vlc.instance1234` is `vlc`).
    public var player: String {
        let rest = busName.dropFirst(Self.namePrefix.count)
        return String(rest.split(separator: ".", maxSplits: 1).first ?? rest)
    }

    /// What the strip shows: `Title — Artist`, the title alone, or the player's name.
    public var shown: String {
        switch (title.isEmpty, artist.isEmpty) {
        case (false, false): return "\(title) — \(artist)"
        case (false, true): return title
        case (true, false): return artist
        case (true, true): return player
        }
    }

    /// The longest title or artist kept, in characters: an app's metadata is not trusted to be short.
    public static let textLimit = 200

    /// This player with `changed` applied: the properties of a `GetAll` reply or of a
    /// `PropertiesChanged` signal (``BusValue/properties``). `PlaybackStatus` of any other
    /// spelling or type is ignored; `Metadata` replaces the track whole, and a `xesam:title` or
    /// `xesam:artist` of the wrong type reads as empty (a lone string is taken as one artist).
    public func applying(_ changed: [String: BusValue]) -> MediaPlayer {
        var next = self
        if let status = changed["PlaybackStatus"]?.text, let state = State(mpris: status) { next.state = state }
        if let metadata = changed["Metadata"] {
            let fields = metadata.properties ?? [:]
            next.title = Self.clean(fields["xesam:title"]?.text ?? "")
            let artists: [String]
            if let list = fields["xesam:artist"]?.elements {
                artists = list.compactMap(\.text)
            } else {
                artists = fields["xesam:artist"]?.text.map { [$0] } ?? []
            }
            next.artist = Self.clean(artists.map(Self.clean).filter { !$0.isEmpty }.joined(separator: ", "))
        }
        return next
    }

    /// One line, at most ``textLimit`` characters.
    static func clean(_ text: String) -> String {
        let line = FocusedWindow.oneLine(text)
        return line.count > textLimit ? String(line.prefix(textLimit)) : line
    }
}
