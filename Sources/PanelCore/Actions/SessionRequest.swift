/// What a press on a session-bus item asks where the dotfile gives that item and button no
/// command of its own (`[actions.media]`, `[actions.dnd]` override every one of these).
public enum SessionRequest: Sendable, Equatable {
    /// The player's `PlayPause`.
    case playPause(busName: String)
    /// The player's `Next`.
    case next(busName: String)
    /// The player's `Previous`.
    case previous(busName: String)
    /// The daemon's pause set to this.
    case setPaused(NotificationPause.Daemon, Bool)

    /// What `press` on a strip showing `list` (the items' `contents`) asks: a click on `media` plays or pauses its
    /// player, the wheel down goes to the next track and up to the previous one (as the
    /// workspaces' wheel steps); a click on `dnd` turns the pause over. Nil for anything else,
    /// and wherever `actions` has a command for the item and button.
    public static func forPress(_ press: StripPress, on list: DisplayList, contents: ItemContents,
                                actions: PanelConfig.Actions) -> SessionRequest? {
        guard let kind = ClickKind(button: press.button), let area = list.item(atX: press.x),
              actions.command(for: area.item, kind) == nil else { return nil }
        switch (area.item, kind) {
        case (.media, .click): return contents.media.map { .playPause(busName: $0.busName) }
        case (.media, .scrollDown): return contents.media.map { .next(busName: $0.busName) }
        case (.media, .scrollUp): return contents.media.map { .previous(busName: $0.busName) }
        case (.dnd, .click):
            guard let daemon = contents.dnd?.daemon, let paused = contents.dnd?.paused else { return nil }
            return .setPaused(daemon, !paused)
        default: return nil
        }
    }

    /// The MPRIS method it calls on the player, for the player's requests.
    public var playerMethod: String? {
        switch self {
        case .playPause: return "PlayPause"
        case .next: return "Next"
        case .previous: return "Previous"
        case .setPaused: return nil
        }
    }

    /// The player's bus name, for the player's requests.
    public var playerName: String? {
        switch self {
        case .playPause(let name), .next(let name), .previous(let name): return name
        case .setPaused: return nil
        }
    }
}
