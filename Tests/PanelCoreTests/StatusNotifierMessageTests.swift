import Testing
@testable import PanelCore

/// What each message from the session bus asks of the StatusNotifierItem tray
/// (``StatusNotifierMessage``): the shell answers and follows as it says.
@Suite struct StatusNotifierMessageTests {
    typealias Names = StatusNotifierInterfaces

    static func call(_ interface: String, _ member: String, path: String = Names.watcherPath, _ texts: [String?] = [],
                     isWatcher: Bool = true) -> StatusNotifierMessage {
        StatusNotifierMessage.decide(isCall: true, sender: ":1.7", path: path, interface: interface, member: member,
                                     texts: texts, isWatcher: isWatcher)
    }

    static func signal(_ interface: String, _ member: String, path: String = "/", sender: String = ":1.7", _ texts: [String?] = [],
                       isWatcher: Bool = true) -> StatusNotifierMessage {
        StatusNotifierMessage.decide(isCall: false, sender: sender, path: path, interface: interface, member: member,
                                     texts: texts, isWatcher: isWatcher)
    }

    /// The watcher's methods are answered only while the panel is the watcher, at its path.
    @Test func theWatchersCallsAtItsPathWhileItIsTheWatcher() {
        #expect(Self.call(Names.watcherInterface, "RegisterStatusNotifierItem", [":1.7"]) == .registerItem(argument: ":1.7"))
        #expect(Self.call(Names.watcherInterface, "RegisterStatusNotifierItem") == .registerItem(argument: ""))
        #expect(Self.call(Names.watcherInterface, "RegisterStatusNotifierHost") == .registerHost)
        #expect(Self.call(Names.properties, "Get", [Names.watcherInterface, "ProtocolVersion"]) == .property(name: "ProtocolVersion"))
        #expect(Self.call(Names.properties, "Get", ["ProtocolVersion"]) == .property(name: ""))
        #expect(Self.call(Names.properties, "GetAll", [Names.watcherInterface]) == .allProperties(interface: Names.watcherInterface))
        #expect(Self.call(Names.watcherInterface, "RegisterStatusNotifierItem", [":1.7"], isWatcher: false) == .unknownMethod)
        #expect(Self.call(Names.watcherInterface, "RegisterStatusNotifierItem", path: "/elsewhere", [":1.7"]) == .unknownMethod)
        #expect(Self.call(Names.properties, "Set", [Names.watcherInterface, "ProtocolVersion", nil]) == .unknownMethod)
    }

    /// Introspection is answered at any path (the watcher's, its parents', or no object), and
    /// every other call gets an error rather than a time-out.
    @Test func introspectionAnywhereAndAnErrorForTheRest() {
        #expect(Self.call(Names.introspectable, "Introspect", path: "/") == .introspect(path: "/"))
        #expect(Self.call(Names.introspectable, "Introspect", path: "/x", isWatcher: false) == .introspect(path: "/x"))
        #expect(Self.call("org.example.Nothing", "Frob") == .unknownMethod)
    }

    /// A name that left: the watcher's (taken over unless the panel is the watcher), or an app's.
    @Test func namesThatLeaveTheBus() {
        let bus = "org.freedesktop.DBus"
        #expect(Self.signal(bus, "NameOwnerChanged", [Names.watcherName, ":1.3", ""], isWatcher: false) == .watcherLeft)
        #expect(Self.signal(bus, "NameOwnerChanged", [Names.watcherName, ":1.3", ""]) == .ignored)
        #expect(Self.signal(bus, "NameOwnerChanged", [Names.watcherName, "", ":1.9"], isWatcher: false) == .ignored)
        #expect(Self.signal(bus, "NameOwnerChanged", [":1.7", ":1.7", ""]) == .vanished(name: ":1.7"))
        #expect(Self.signal(bus, "NameOwnerChanged", [":1.7", "", ":1.7"]) == .ignored)
        #expect(Self.signal(bus, "NameOwnerChanged", [":1.7", ""]) == .ignored)
        #expect(Self.signal(bus, "NameAcquired", [":1.7"]) == .ignored)
    }

    /// Another watcher's signals are followed only while the panel is a host of it.
    @Test func anotherWatchersSignals() throws {
        let address = try #require(StatusNotifierRegistry.address(registering: ":1.7/StatusNotifierItem", sender: ""))
        #expect(Self.signal(Names.watcherInterface, "StatusNotifierItemRegistered", [":1.7/StatusNotifierItem"], isWatcher: false)
                == .watched(address, registered: true))
        #expect(Self.signal(Names.watcherInterface, "StatusNotifierItemUnregistered", [":1.7/StatusNotifierItem"], isWatcher: false)
                == .watched(address, registered: false))
        #expect(Self.signal(Names.watcherInterface, "StatusNotifierItemRegistered", [":1.7/StatusNotifierItem"]) == .ignored)
        #expect(Self.signal(Names.watcherInterface, "StatusNotifierHostRegistered", isWatcher: false) == .ignored)
    }

    /// The items' and the menus' own signals.
    @Test func itemsAndMenus() {
        #expect(Self.signal(Names.itemInterface, "NewIcon") == .itemSignal)
        #expect(Self.signal(StatusNotifierMessage.menuInterface, "LayoutUpdated", path: "/Menu", sender: ":1.9")
                == .menuChanged(sender: ":1.9", path: "/Menu"))
        #expect(Self.signal(StatusNotifierMessage.menuInterface, "ItemsPropertiesUpdated", path: "/Menu")
                == .menuChanged(sender: ":1.7", path: "/Menu"))
        #expect(Self.signal(StatusNotifierMessage.menuInterface, "ItemActivationRequested") == .ignored)
    }
}
