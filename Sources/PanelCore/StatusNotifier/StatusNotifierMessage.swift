/// What a message from the session bus asks of the StatusNotifierItem tray, decided from the
/// message alone: its kind, interface, member, path and text arguments, and whether the panel is
/// the watcher. The shell's `StatusNotifierTray` carries it out (answers, follows, forgets).
public enum StatusNotifierMessage: Sendable, Equatable {
    // MARK: Calls (each is answered)

    /// `Introspect` of `path`: the watcher's interfaces, a parent's node list, or no object.
    case introspect(path: String)
    /// The watcher's `RegisterStatusNotifierItem` with its argument (a name, a path, or both).
    case registerItem(argument: String)
    /// The watcher's `RegisterStatusNotifierHost`.
    case registerHost
    /// The watcher's `Properties.Get` of the property `name` ("" when the call is malformed).
    case property(name: String)
    /// The watcher's `Properties.GetAll` for `interface`.
    case allProperties(interface: String)
    /// Any other call: an `UnknownMethod` error (so no caller waits for its time-out).
    case unknownMethod

    // MARK: Signals (followed, never answered)

    /// The watcher's name lost its owner while the panel is not the watcher: the panel takes
    /// the name (the items register again with it).
    case watcherLeft
    /// A name left the bus: its items go.
    case vanished(name: String)
    /// The other watcher says an item came (`registered`) or went.
    case watched(StatusNotifierRegistry.Address, registered: Bool)
    /// An item's own signal (`NewIcon`, `NewToolTip`, `NewStatus`...).
    case itemSignal
    /// A menu's layout or entries changed (dbusmenu's `LayoutUpdated`, `ItemsPropertiesUpdated`)
    /// at `path`, sent by `sender`.
    case menuChanged(sender: String, path: String)
    /// Nothing the tray follows.
    case ignored

    /// dbusmenu's interface, whose signals say a menu changed.
    public static let menuInterface = "com.canonical.dbusmenu"

    /// What the message means. `texts` are its arguments read as text (nil where one is not).
    public static func decide(isCall: Bool, sender: String, path: String, interface: String, member: String,
                              texts: [String?], isWatcher: Bool) -> StatusNotifierMessage {
        typealias Names = StatusNotifierInterfaces
        if isCall {
            let atWatcher = isWatcher && path == Names.watcherPath
            switch (interface, member) {
            case (Names.introspectable, "Introspect"): return .introspect(path: path)
            case (Names.watcherInterface, "RegisterStatusNotifierItem") where atWatcher:
                return .registerItem(argument: texts.first.flatMap { $0 } ?? "")
            case (Names.watcherInterface, "RegisterStatusNotifierHost") where atWatcher: return .registerHost
            case (Names.properties, "Get") where atWatcher:
                return .property(name: texts.count == 2 ? texts[1] ?? "" : "")
            case (Names.properties, "GetAll") where atWatcher: return .allProperties(interface: texts.first.flatMap { $0 } ?? "")
            default: return .unknownMethod
            }
        }
        switch interface {
        case "org.freedesktop.DBus" where member == "NameOwnerChanged":
            let args = texts.compactMap { $0 }
            guard args.count == 3, args[2].isEmpty else { return .ignored }
            if args[0] == Names.watcherName { return isWatcher ? .ignored : .watcherLeft }
            return .vanished(name: args[0])
        case Names.watcherInterface where !isWatcher:
            guard member == "StatusNotifierItemRegistered" || member == "StatusNotifierItemUnregistered",
                  let address = StatusNotifierRegistry.address(registering: texts.first.flatMap { $0 } ?? "", sender: "") else {
                return .ignored
            }
            return .watched(address, registered: member == "StatusNotifierItemRegistered")
        case Names.itemInterface:
            return .itemSignal
        case menuInterface where member == "LayoutUpdated" || member == "ItemsPropertiesUpdated":
            return .menuChanged(sender: sender, path: path)
        default:
            return .ignored
        }
    }
}
