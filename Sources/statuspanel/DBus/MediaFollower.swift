import PanelCore

/// The MPRIS players on the session bus, followed for the `media` item: players coming and
/// going (`NameOwnerChanged` of `org.mpris.MediaPlayer2.*`) and their properties
/// (`PropertiesChanged` on `/org/mpris/MediaPlayer2`), read into PanelCore's ``MediaPlayers``,
/// which decides which one shows. Every call has the bus's time-out, and a reply that comes after
/// its player left or changed owner is dropped.
final class MediaFollower {
    static let path = "/org/mpris/MediaPlayer2"
    static let playerInterface = "org.mpris.MediaPlayer2.Player"
    private static let nameRule = "type='signal',sender='org.freedesktop.DBus',interface='org.freedesktop.DBus',member='NameOwnerChanged',arg0namespace='org.mpris.MediaPlayer2'"
    private static let propertiesRule = "type='signal',interface='org.freedesktop.DBus.Properties',member='PropertiesChanged',path='\(path)',arg0='\(playerInterface)'"

    let bus: BusConnection
    private(set) var players = MediaPlayers()
    /// Called when the player shown (or what it shows) may have changed.
    var onChange: () -> Void = {}

    /// Starts following: the match rules first, then the players already on the bus.
    init(bus: BusConnection) {
        self.bus = bus
        bus.call(.bus, "AddMatch", [.string(Self.nameRule)], timeout: PanelTiming.busCallTimeout)
        bus.call(.bus, "AddMatch", [.string(Self.propertiesRule)], timeout: PanelTiming.busCallTimeout)
        bus.call(.bus, "ListNames", timeout: PanelTiming.busCallTimeout) { [weak self] result in
            guard let self, case .success(let values) = result else { return }
            for name in (values.first?.elements ?? []).compactMap(\.text) where MediaPlayer.isPlayerName(name) {
                bus.call(.bus, "GetNameOwner", [.string(name)], timeout: PanelTiming.busCallTimeout) { [weak self] result in
                    guard case .success(let values) = result, let owner = values.first?.text else { return }
                    self?.appeared(name, owner: owner)
                }
            }
        }
    }

    /// Stops following (the item left out): the match rules go.
    func stop() {
        bus.call(.bus, "RemoveMatch", [.string(Self.nameRule)], timeout: PanelTiming.busCallTimeout)
        bus.call(.bus, "RemoveMatch", [.string(Self.propertiesRule)], timeout: PanelTiming.busCallTimeout)
    }

    /// The player shown.
    var shown: MediaPlayer? { players.shown }

    /// Handles a signal from the bus: `.other` when it was not one of the players', `.unchanged`
    /// when it changed nothing the item shows (``MediaPlayers/update(_:_:)``: mpv-mpris resends
    /// its `Metadata` every second while a stream plays); ``onChange`` only on a change. The
    /// changed values are the signal's own; only properties said to be invalidated are read again.
    @discardableResult
    func handle(_ message: BusConnection.Incoming) -> BusSignalEffect {
        guard !message.isCall else { return .other }
        if message.interface == "org.freedesktop.DBus", message.member == "NameOwnerChanged" {
            let args = message.arguments.compactMap(\.text)
            guard args.count == 3, MediaPlayer.isPlayerName(args[0]) else { return .other }
            if args[2].isEmpty {
                players.vanished(args[0])
                onChange()
            } else {
                appeared(args[0], owner: args[2])
            }
            return .changed
        }
        guard message.interface == "org.freedesktop.DBus.Properties", message.member == "PropertiesChanged",
              message.path == Self.path, message.arguments.first?.text == Self.playerInterface else { return .other }
        var changed = false
        for name in players.names(ownedBy: message.sender) {
            if message.arguments.count > 1, let properties = message.arguments[1].properties, players.update(name, properties) {
                changed = true
            }
            // Properties only said to have changed are read again (the reply draws, if it changes anything).
            if message.arguments.count > 2, let invalidated = message.arguments[2].elements, !invalidated.isEmpty {
                readAll(name)
            }
        }
        guard changed else { return .unchanged }
        onChange()
        return .changed
    }

    /// Asks `request`'s player to play, pause or change track; nothing waits for an answer.
    func perform(_ request: SessionRequest) {
        guard let method = request.playerMethod, let name = request.playerName,
              let owner = players.owner(of: name) else { return }
        bus.call(BusDestination(name: owner, path: Self.path, interface: Self.playerInterface), method, timeout: PanelTiming.busCallTimeout)
    }

    private func appeared(_ name: String, owner: String) {
        guard players.appeared(name, owner: owner) else { return }
        onChange()
        readAll(name)
    }

    /// Reads every property of the player `name` (from its owner now, so a reply from one that
    /// left is not taken for the next).
    private func readAll(_ name: String) {
        guard let owner = players.owner(of: name) else { return }
        let properties = BusDestination(name: owner, path: Self.path, interface: "org.freedesktop.DBus.Properties")
        bus.call(properties, "GetAll", [.string(Self.playerInterface)], timeout: PanelTiming.busCallTimeout) { [weak self] result in
            guard let self, case .success(let values) = result, let changed = values.first?.properties,
                  players.owner(of: name) == owner else { return }
            if players.update(name, changed) { onChange() }
        }
    }
}
