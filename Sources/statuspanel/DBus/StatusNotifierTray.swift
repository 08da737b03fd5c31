import PanelCore
#if canImport(Glibc)
import Glibc
#endif

/// The StatusNotifierItem tray on the session bus: the watcher when no other program is one
/// (``StatusNotifierRegistry`` decides, this class answers), a host either way, and the items'
/// properties kept up to date (``StatusNotifierTray+Items``). The strips draw ``shown``.
final class StatusNotifierTray {
    typealias Address = StatusNotifierRegistry.Address
    typealias Names = StatusNotifierInterfaces

    let bus: BusConnection
    /// The watcher's book, used while the panel is the watcher.
    private(set) var registry = StatusNotifierRegistry()
    /// Whether the panel owns `org.kde.StatusNotifierWatcher`.
    private(set) var isWatcher = false
    let hostName = Names.hostName(pid: getpid())
    /// Each known item, in the order it came, with what was read of it.
    var items: [(address: Address, entry: ItemEntry)] = []
    /// The side of the icons, in pixels.
    var iconSize: Int
    /// Called when what the strips show changed (an icon came, went or changed).
    var onChange: () -> Void = {}
    /// Called when an app's menu signals a change (the address and menu path), to read it again.
    var onMenuChange: (Address, String) -> Void = { _, _ in }
    /// Called when an item went away (its menu, if open, closes).
    var onItemGone: (Address) -> Void = { _ in }

    /// Where icon files are found, and their decodes off the loop (``StatusNotifierTray+Icons``).
    var icons = StatusNotifierIcons()

    /// How long an app has to answer a call (``PanelTiming/busCallTimeout``).
    static let callTimeout = PanelTiming.busCallTimeout

    /// Starts the tray on the panel's session bus connection (``ScreenSide/followSessionBus(_:)``
    /// opened it): the watcher's name claimed, the host's name asked for. The connection's
    /// messages are handed to ``handle(_:)`` by its owner.
    init(bus: BusConnection, iconSize: Int) {
        self.bus = bus
        self.iconSize = iconSize
        addMatch(nameOwnerChanged: Names.watcherName)
        claimWatcher()
        bus.call(.bus, "RequestName", [.string(hostName), .uint32(4)], timeout: Self.callTimeout)
    }

    /// Asks for the watcher's name, without queueing behind another watcher.
    private func claimWatcher() {
        bus.call(.bus, "RequestName", [.string(Names.watcherName), .uint32(4)], timeout: Self.callTimeout) { [weak self] result in
            guard let self else { return }
            // 1: DBUS_REQUEST_NAME_REPLY_PRIMARY_OWNER, 4: ALREADY_OWNER.
            if case .success(let values) = result, let code = values.first?.int, code == 1 || code == 4 {
                isWatcher = true
                registry.registerHost(hostName)
                bus.signal(Names.watcherPath, Names.watcherInterface, "StatusNotifierHostRegistered")
            } else {
                isWatcher = false
                joinOtherWatcher()
            }
        }
    }

    /// Registers as a host with the watcher another program runs, and takes its items.
    private func joinOtherWatcher() {
        let watcher = BusDestination(name: Names.watcherName, path: Names.watcherPath, interface: Names.watcherInterface)
        bus.call(.bus, "AddMatch", [.string("type='signal',sender='\(Names.watcherName)',interface='\(Names.watcherInterface)'")],
                 timeout: Self.callTimeout)
        bus.call(watcher, "RegisterStatusNotifierHost", [.string(hostName)], timeout: Self.callTimeout)
        let properties = BusDestination(name: Names.watcherName, path: Names.watcherPath, interface: Names.properties)
        bus.call(properties, "Get", [.string(Names.watcherInterface), .string("RegisteredStatusNotifierItems")],
                 timeout: Self.callTimeout) { [weak self] result in
            guard let self, case .success(let values) = result else { return }
            for listed in (values.first?.elements ?? []).compactMap(\.text) {
                if let address = StatusNotifierRegistry.address(registering: listed, sender: "") { track(address) }
            }
        }
    }

    /// Adds a match rule for `NameOwnerChanged` of `name` only: the panel wakes for no other
    /// program's name.
    func addMatch(nameOwnerChanged name: String, remove: Bool = false) {
        bus.call(.bus, remove ? "RemoveMatch" : "AddMatch",
                 [.string("type='signal',sender='org.freedesktop.DBus',interface='org.freedesktop.DBus',member='NameOwnerChanged',arg0='\(name)'")],
                 timeout: Self.callTimeout)
    }

    /// Follows `name` leaving the bus (an item's or a host's): its `NameOwnerChanged`, and
    /// whether it has an owner still once the match is in, as a name that left before would never
    /// say so and its items would stay for good.
    func follow(_ name: String) {
        addMatch(nameOwnerChanged: name)
        bus.call(.bus, "NameHasOwner", [.string(name)], timeout: Self.callTimeout) { [weak self] result in
            if case .success(let values) = result, values.first?.boolean == false { self?.vanished(name) }
        }
    }

    // MARK: - Messages

    /// Handles a call or a signal from the bus as PanelCore's ``StatusNotifierMessage`` decides:
    /// the watcher's calls are answered (any other call with an error), the items' and menus'
    /// signals followed.
    func handle(_ message: BusConnection.Incoming) {
        let meaning = StatusNotifierMessage.decide(isCall: message.isCall, sender: message.sender, path: message.path,
                                                   interface: message.interface, member: message.member,
                                                   texts: message.arguments.map(\.text), isWatcher: isWatcher)
        switch meaning {
        case .introspect, .registerItem, .registerHost, .property, .allProperties, .unknownMethod:
            answer(message, meaning)
        case .watcherLeft:
            // Another watcher left: take its place (its items register again with us).
            claimWatcher()
        case .vanished(let name):
            vanished(name)
        case .watched(let address, let registered):
            if registered { track(address) } else { untrack(address) }
        case .itemSignal:
            itemSignal(message)
        case .menuChanged(let sender, let path):
            for address in items.map(\.address) where address.service == sender || !address.service.hasPrefix(":") {
                onMenuChange(address, path)
            }
        case .ignored:
            break
        }
    }

    /// A name left the bus: its items go.
    private func vanished(_ name: String) {
        let gone = registry.vanished(name)
        // It had registered items under other names: its own name was followed for them.
        if gone.contains(where: { $0.service != name }) { addMatch(nameOwnerChanged: name, remove: true) }
        for address in gone {
            bus.signal(Names.watcherPath, Names.watcherInterface, "StatusNotifierItemUnregistered", [.string(address.listed)])
        }
        for address in items.map(\.address) where address.service == name || gone.contains(address) { untrack(address) }
    }

    /// Answers a method call as `meaning` says (``StatusNotifierMessage``).
    private func answer(_ call: BusConnection.Incoming, _ meaning: StatusNotifierMessage) {
        switch meaning {
        case .introspect(let path):
            if path == Names.watcherPath {
                bus.answer(call, [.string(Names.watcherIntrospection)])
            } else if let xml = Names.introspection(ofParent: path) {
                bus.answer(call, [.string(xml)])
            } else {
                bus.answer(call, error: ("org.freedesktop.DBus.Error.UnknownObject", "no object at \(path)"))
            }
        case .registerItem(let argument):
            switch registry.register(argument, sender: call.sender) {
            case .added(let address):
                bus.answer(call)
                follow(address.service)
                // An item registered under a name other than the caller's (one nobody may own)
                // goes when the caller leaves: its name is followed too, once.
                if address.service != call.sender, registry.items(from: call.sender).filter({ $0.service != call.sender }).count == 1 {
                    follow(call.sender)
                }
                bus.signal(Names.watcherPath, Names.watcherInterface, "StatusNotifierItemRegistered", [.string(address.listed)])
                track(address)
            case .known:
                bus.answer(call)
            case .refused(let reason):
                bus.answer(call, error: ("org.freedesktop.DBus.Error.InvalidArgs", reason))
            }
        case .registerHost:
            if registry.registerHost(call.sender) {
                follow(call.sender)
                bus.signal(Names.watcherPath, Names.watcherInterface, "StatusNotifierHostRegistered")
            }
            bus.answer(call)
        case .property(let name):
            if let value = watcherProperties.first(where: { $0.0 == name })?.1 {
                bus.answer(call, [.variant(value)])
            } else {
                bus.answer(call, error: ("org.freedesktop.DBus.Error.UnknownProperty", "no property \(name)"))
            }
        case .allProperties(let interface):
            bus.answer(call, [.properties(interface == Names.watcherInterface ? watcherProperties : [])])
        default:
            bus.answer(call, error: ("org.freedesktop.DBus.Error.UnknownMethod", "no method \(call.interface).\(call.member) at \(call.path)"))
        }
    }

    private var watcherProperties: [(String, BusArgument)] {
        [("RegisteredStatusNotifierItems", .strings(registry.listed)),
         ("IsStatusNotifierHostRegistered", .bool(!registry.hosts.isEmpty)),
         ("ProtocolVersion", .int32(Names.protocolVersion))]
    }

}

extension StatusNotifierTray {
    /// Gives up the watcher's and the host's names (the `tray` item left out): apps fall back
    /// to XEmbed or wait for the next watcher.
    func stop() {
        if isWatcher { bus.call(.bus, "ReleaseName", [.string(Names.watcherName)], timeout: Self.callTimeout) }
        bus.call(.bus, "ReleaseName", [.string(hostName)], timeout: Self.callTimeout)
        isWatcher = false
        items.removeAll()
        _ = bus.receive()
    }
}
