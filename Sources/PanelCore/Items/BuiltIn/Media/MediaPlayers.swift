/// Every MPRIS player on the session bus and which one the `media` item shows: the one playing
/// (of several, the one that started last), else the one last active (the last to stop playing),
/// else a paused one, else the first that came. The shell tells it what the bus says (a name
/// came or went, properties read or changed) and reads ``shown``.
public struct MediaPlayers: Sendable, Equatable {
    struct Entry: Sendable, Equatable {
        var owner: String
        var player: MediaPlayer
        /// When it last started or stopped playing, in the book's own count; 0: never seen playing.
        var active: Int
    }

    private(set) var entries: [Entry] = []
    private var count = 0

    public init() {}

    /// The most players followed: names past this are not tracked (a flood of names costs a
    /// bounded table).
    public static let limit = 32

    /// The player `busName` came on the bus, owned by the connection `owner` (`:1.42`); a name
    /// that changed owner starts again. False when it is not a player's name or the book is full.
    @discardableResult
    public mutating func appeared(_ busName: String, owner: String) -> Bool {
        guard MediaPlayer.isPlayerName(busName), !owner.isEmpty else { return false }
        if let i = entries.firstIndex(where: { $0.player.busName == busName }) {
            entries[i] = Entry(owner: owner, player: MediaPlayer(busName: busName), active: 0)
            return true
        }
        guard entries.count < Self.limit else { return false }
        entries.append(Entry(owner: owner, player: MediaPlayer(busName: busName), active: 0))
        return true
    }

    /// The player `busName` left the bus.
    public mutating func vanished(_ busName: String) {
        entries.removeAll { $0.player.busName == busName }
    }

    /// Properties of the player `busName` read or changed (``MediaPlayer/applying(_:)``); a
    /// player that starts or stops playing becomes the last active. Whether the player shown, or
    /// what it shows, changed: false for a signal that only says again what is known or changes
    /// what the item does not show (mpv-mpris resends `Metadata` every second while a stream
    /// plays, its `mpris:length` grown), and for a player that is not shown and does not become it.
    @discardableResult
    public mutating func update(_ busName: String, _ changed: [String: BusValue]) -> Bool {
        guard let i = entries.firstIndex(where: { $0.player.busName == busName }) else { return false }
        let before = shown
        let next = entries[i].player.applying(changed)
        let was = entries[i].player.state
        if (next.state == .playing) != (was == .playing) || (next.state == .playing && entries[i].active == 0) {
            count += 1
            entries[i].active = count
        }
        entries[i].player = next
        return shown != before
    }

    /// The names of the players whose connection is `owner` (a signal's sender).
    public func names(ownedBy owner: String) -> [String] {
        entries.filter { $0.owner == owner }.map(\.player.busName)
    }

    /// The connection that owns the player `busName`; nil when it is not followed.
    public func owner(of busName: String) -> String? {
        entries.first { $0.player.busName == busName }?.owner
    }

    /// Every player followed, in the order they came.
    public var players: [MediaPlayer] { entries.map(\.player) }

    /// The player the item shows; nil with none on the bus.
    public var shown: MediaPlayer? {
        if let playing = entries.filter({ $0.player.state == .playing }).max(by: { $0.active < $1.active }) { return playing.player }
        if let last = entries.filter({ $0.active > 0 }).max(by: { $0.active < $1.active }) { return last.player }
        return entries.first(where: { $0.player.state == .paused })?.player ?? entries.first?.player
    }
}
