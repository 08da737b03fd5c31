import PanelCore

/// What the host knows of one item.
struct ItemEntry {
    var item = StatusNotifierItem()
    /// Its `GetAll`s, one at a time (signals coalesce; an unanswered first one is tried again).
    var fetch = CoalescedRead()
    /// The icon at the tray's size; nil when none could be made.
    var image: IconImage?
    /// The open menu's reads after a change (``StatusNotifierTray/rereadMenu(of:path:_:)``): a
    /// flood of `LayoutUpdated` costs one read at a time.
    var menuRead = CoalescedRead()
    /// When the item came, on the monotonic clock: its place in the tray's one order (``TrayOrder``).
    var arrived = 0.0
}

extension StatusNotifierTray {
    /// The items to draw, in order: fetched, not passive, with an icon.
    var shown: [(address: Address, entry: ItemEntry)] {
        items.filter { $0.entry.fetch.done && $0.entry.item.isShown && $0.entry.image != nil }
    }

    /// Starts following the item at `address`: its signals, its name leaving, its properties.
    func track(_ address: Address) {
        guard !items.contains(where: { $0.address == address }), items.count < StatusNotifierRegistry.capacity else { return }
        items.append((address, ItemEntry(arrived: Clocks.monotonic())))
        matchSignals(of: address)
        if !isWatcher { follow(address.service) }
        fetch(address)
    }

    /// Stops following the item at `address`.
    func untrack(_ address: Address) {
        guard let index = items.firstIndex(where: { $0.address == address }) else { return }
        items.remove(at: index)
        onItemGone(address)
        matchSignals(of: address, remove: true)
        if !items.contains(where: { $0.address.service == address.service }) { addMatch(nameOwnerChanged: address.service, remove: true) }
        onChange()
    }

    private func matchSignals(of address: Address, remove: Bool = false) {
        bus.call(.bus, remove ? "RemoveMatch" : "AddMatch",
                 [.string("type='signal',sender='\(address.service)',path='\(address.path)',interface='\(Names.itemInterface)'")],
                 timeout: Self.callTimeout)
    }

    /// Reads all of the item's properties, once at a time: signals during a read ask for one
    /// more read after it, however many there were.
    func fetch(_ address: Address) {
        guard let index = items.firstIndex(where: { $0.address == address }), items[index].entry.fetch.ask() else { return }
        read(address)
    }

    private func read(_ address: Address) {
        let target = BusDestination(name: address.service, path: address.path, interface: Names.properties)
        bus.call(target, "GetAll", [.string(Names.itemInterface)], timeout: Self.callTimeout) { [weak self] result in
            self?.fetched(address, result)
        }
    }

    private func fetched(_ address: Address, _ result: Result<[BusValue], PanelError>) {
        guard let index = items.firstIndex(where: { $0.address == address }) else { return }
        if case .failure(let error) = result,
           error.busErrorName == "org.freedesktop.DBus.Error.ServiceUnknown" || error.busErrorName == "org.freedesktop.DBus.Error.NameHasNoOwner" {
            // Gone, or never there: forget it (a watcher of ours also drops it from its book).
            untrack(address)
            return
        }
        let again = items[index].entry.fetch.finished(answered: (try? result.get()) != nil)
        if case .success(let values) = result {
            var entry = items[index].entry
            entry.item.apply(values.first?.properties ?? [:])
            entry.image = icon(for: entry.item, previous: entry.image)
            items[index].entry = entry
            onChange()
        }
        if again { read(address) }
    }

    /// A `New…` signal of an item: its properties are read again.
    func itemSignal(_ message: BusConnection.Incoming) {
        guard StatusNotifierItem.properties(changedBy: message.member) != nil else { return }
        // The sender is a unique name; an item registered under a well-known name matches by path.
        for address in items.map(\.address) where address.path == message.path
            && (address.service == message.sender || !address.service.hasPrefix(":")) {
            fetch(address)
        }
    }

    /// Calls the click `click` asked of the item at `address`, telling it `position` on the
    /// screen. `unanswered` runs when the app has no such method (libayatana-appindicator has no
    /// `Activate`: its menu is what a left click shows, as in other hosts).
    func send(_ click: StatusNotifierClick, to address: Address, at position: (x: Int32, y: Int32), unanswered: @escaping () -> Void = {}) {
        let target = BusDestination(name: address.service, path: address.path, interface: Names.itemInterface)
        switch click {
        case .activate:
            bus.call(target, "Activate", [.int32(position.x), .int32(position.y)], timeout: Self.callTimeout) { result in
                if case .failure(let error) = result, error.busErrorName == "org.freedesktop.DBus.Error.UnknownMethod" { unanswered() }
            }
        case .secondaryActivate: bus.call(target, "SecondaryActivate", [.int32(position.x), .int32(position.y)], timeout: Self.callTimeout)
        case .contextMenu, .menu: bus.call(target, "ContextMenu", [.int32(position.x), .int32(position.y)], timeout: Self.callTimeout)
        case .scroll(let delta, let orientation): bus.call(target, "Scroll", [.int32(delta), .string(orientation)], timeout: Self.callTimeout)
        }
    }
}
