import Testing
@testable import PanelCore

/// The watcher's book and the clicks (``StatusNotifierRegistry``, ``StatusNotifierClick``).
@Suite struct StatusNotifierRegistryTests {
    typealias Address = StatusNotifierRegistry.Address

    @Test func anItemIsNamedByPathBusNameOrBoth() {
        #expect(StatusNotifierRegistry.address(registering: "/org/ayatana/NotificationItem/app", sender: ":1.7")
                == Address(service: ":1.7", path: "/org/ayatana/NotificationItem/app"))
        #expect(StatusNotifierRegistry.address(registering: "org.kde.StatusNotifierItem-12-1", sender: ":1.7")
                == Address(service: "org.kde.StatusNotifierItem-12-1", path: "/StatusNotifierItem"))
        #expect(StatusNotifierRegistry.address(registering: ":1.9/StatusNotifierItem", sender: "")
                == Address(service: ":1.9", path: "/StatusNotifierItem"))
        for bad in ["", "/bad path", "/a//b", "/a/", "name/x-y", String(repeating: "a", count: 300)] {
            #expect(StatusNotifierRegistry.address(registering: bad, sender: ":1.7") == nil, "\(bad)")
        }
    }

    /// libdbus aborts the process on a call to a name that is not a bus name: a hostile app's
    /// registration names none of them (the hostile soak's "not a path" once did).
    @Test func onlyValidBusNamesAreItems() {
        for good in [":1.7", ":1.999999", "org.kde.StatusNotifierItem-12-1", "a.b", "_a.b-c", ":0.1a"] {
            #expect(StatusNotifierRegistry.isBusName(good), "\(good)")
        }
        for bad in ["", "not a path", "nodots", "org..kde", ".org.kde", "org.kde.", "org.1kde", "org.kde'x", ":1", "org.kdé.x",
                    String(repeating: "a.", count: 128) + "a"] {
            #expect(!StatusNotifierRegistry.isBusName(bad), "\(bad)")
            #expect(StatusNotifierRegistry.address(registering: bad, sender: ":1.7") == nil, "\(bad)")
            if !bad.isEmpty { #expect(StatusNotifierRegistry.address(registering: bad + "/StatusNotifierItem", sender: ":1.7") == nil, "\(bad)") }
        }
        #expect(StatusNotifierRegistry.address(registering: "/StatusNotifierItem", sender: "") == nil,
                "a path alone from another watcher's list names no connection")
    }

    @Test func registeringAgainChangesNothingAndTheBookIsBounded() {
        var registry = StatusNotifierRegistry()
        let first = registry.register("/Item", sender: ":1.5")
        #expect(first == .added(Address(service: ":1.5", path: "/Item")))
        for _ in 0..<1000 { _ = registry.register("/Item", sender: ":1.5") }
        #expect(registry.listed == [":1.5/Item"])
        for n in 0..<200 { _ = registry.register("/n\(n)", sender: ":1.6") }
        #expect(registry.items.count == 1 + StatusNotifierRegistry.capacityPerSender, "one app's share")
        #expect(registry.register("/more", sender: ":1.6") == .refused(":1.6 registered \(StatusNotifierRegistry.capacityPerSender) items"))
        for n in 0..<200 { _ = registry.register("org.app.n\(n)", sender: ":2.\(n)") }
        #expect(registry.items.count == StatusNotifierRegistry.capacity)
        #expect(registry.register("org.app.more", sender: ":1.6") == .refused("the watcher holds \(StatusNotifierRegistry.capacity) items"))
    }

    @Test func aNameLeavingTakesItsItemsAndHosts() {
        var registry = StatusNotifierRegistry()
        _ = registry.register("/A", sender: ":1.5")
        _ = registry.register("/B", sender: ":1.6")
        _ = registry.register("/C", sender: ":1.5")
        registry.registerHost(":1.5")
        #expect(registry.vanished(":1.5") == [Address(service: ":1.5", path: "/A"), Address(service: ":1.5", path: "/C")])
        #expect(registry.listed == [":1.6/B"] && registry.hosts.isEmpty)
    }

    /// An app may register an item under a name nobody owns (the hostile soak's
    /// `org.example.None`): it goes when the app that registered it leaves.
    @Test func anItemUnderAnotherNameGoesWithTheAppThatRegisteredIt() {
        var registry = StatusNotifierRegistry()
        _ = registry.register("org.example.None", sender: ":1.5")
        _ = registry.register(":1.999/StatusNotifierItem", sender: ":1.5")
        _ = registry.register("/Own", sender: ":1.5")
        #expect(registry.items(from: ":1.5").map(\.service) == ["org.example.None", ":1.999", ":1.5"])
        #expect(registry.vanished(":1.5").count == 3)
        #expect(registry.items.isEmpty)
    }

    @Test func clicksAsOtherHostsSendThem() {
        var item = StatusNotifierItem()
        #expect(StatusNotifierClick.forButton(1, item: item, drawsMenus: true) == .activate)
        #expect(StatusNotifierClick.forButton(2, item: item, drawsMenus: true) == .secondaryActivate)
        #expect(StatusNotifierClick.forButton(3, item: item, drawsMenus: true) == .contextMenu, "no menu: the app's own")
        #expect(StatusNotifierClick.forButton(4, item: item, drawsMenus: true) == .scroll(delta: 120, orientation: "vertical"))
        #expect(StatusNotifierClick.forButton(7, item: item, drawsMenus: true) == .scroll(delta: -120, orientation: "horizontal"))
        #expect(StatusNotifierClick.forButton(9, item: item, drawsMenus: true) == nil)
        item.apply(["Menu": .objectPath("/Menu"), "ItemIsMenu": .bool(true)])
        #expect(StatusNotifierClick.forButton(1, item: item, drawsMenus: true) == .menu)
        #expect(StatusNotifierClick.forButton(3, item: item, drawsMenus: true) == .menu)
        #expect(StatusNotifierClick.forButton(3, item: item, drawsMenus: false) == .contextMenu)
        // libayatana-appindicator: no ItemIsMenu, an Activate that does nothing, its X-Ayatana properties.
        var indicator = StatusNotifierItem()
        indicator.apply(["Id": .string("nm-applet"), "XAyatanaLabel": .string(""), "XAyatanaOrderingIndex": .unsigned(0)])
        #expect(indicator.isAppIndicator && !indicator.itemIsMenu)
        #expect(StatusNotifierClick.forButton(1, item: indicator, drawsMenus: true) == .contextMenu, "its menu not known yet: asked for")
        indicator.apply(["Menu": .objectPath("/org/ayatana/NotificationItem/nm_applet/Menu")])
        #expect(StatusNotifierClick.forButton(1, item: indicator, drawsMenus: true) == .menu, "a left click opens its menu")
        #expect(StatusNotifierClick.forButton(2, item: indicator, drawsMenus: true) == .secondaryActivate)
    }

    @Test func aPressFindsTheItemInTheTraysOneOrder() {
        let list = DisplayList(width: 200, height: 24, commands: [
            .trayIcon(index: 0, x: 100, y: 4, size: 16, tint: nil),
            .trayIcon(index: 1, x: 120, y: 4, size: 16, tint: nil),
            .trayIcon(index: 2, x: 140, y: 4, size: 16, tint: nil),
        ])
        // An item, an XEmbed icon that docked after it, another item.
        let slots: [TraySlot] = [.statusNotifier(0), .xembed(0), .statusNotifier(1)]
        #expect(StatusNotifierClick.icon(at: 105, 10, in: list, slots: slots)! == (0, 100))
        #expect(StatusNotifierClick.icon(at: 120, 0, in: list, slots: slots) == nil, "an XEmbed icon's")
        #expect(StatusNotifierClick.icon(at: 155, 23, in: list, slots: slots)! == (1, 140))
        #expect(StatusNotifierClick.icon(at: 156, 10, in: list, slots: slots) == nil, "the gap")
        #expect(StatusNotifierClick.icon(at: 145, 10, in: list, slots: [.statusNotifier(0)]) == nil, "no slot for the icon")
        #expect(StatusNotifierClick.position(iconX: 140, stripX: 1280, stripY: 0, stripHeight: 24) == (1420, 24))
    }

    @Test func theIntrospectionListsThePropertiesQtLooksFor() {
        for name in ["RegisteredStatusNotifierItems", "IsStatusNotifierHostRegistered", "ProtocolVersion",
                     "StatusNotifierItemRegistered", "RegisterStatusNotifierHost"] {
            #expect(StatusNotifierInterfaces.watcherIntrospection.contains("name=\"\(name)\""), "\(name)")
        }
    }
}
