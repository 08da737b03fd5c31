import PanelCore

/// The items' `com.canonical.dbusmenu` menus: read with `AboutToShow` and `GetLayout` under
/// the call time limit (the menu opens only once the layout is in, so an app that stalls never
/// holds a grab), and the user's choices sent back as `Event`s.
extension StatusNotifierTray {
    static let menuInterface = StatusNotifierMessage.menuInterface

    /// Reads the menu of the item at `address` and hands its root to `open` (not called when
    /// the app does not answer in time or answers with something else than a menu).
    func readMenu(of address: Address, path: String, _ open: @escaping (MenuEntry) -> Void) {
        let menu = BusDestination(name: address.service, path: path, interface: Self.menuInterface)
        bus.call(menu, "AboutToShow", [.int32(0)], timeout: Self.callTimeout) { _ in }
        bus.call(menu, "GetLayout", [.int32(0), .int32(-1), .strings([])], timeout: Self.callTimeout) { result in
            switch result {
            case .success(let values):
                if let root = MenuEntry.layout(values) { open(root) } else { Log.error("\(address.listed) sent a menu of another shape; not opened") }
            case .failure(let error):
                Log.error("\(address.listed) did not give its menu (\(error.busErrorName ?? "\(error)")); not opened")
            }
        }
    }

    /// Reads the open menu again after the app said it changed, and hands the new root to
    /// `replace`: one read at a time for an item, and one more when it changed again meanwhile.
    func rereadMenu(of address: Address, path: String, _ replace: @escaping (MenuEntry) -> Void) {
        guard let index = items.firstIndex(where: { $0.address == address }), items[index].entry.menuRead.ask() else { return }
        readLayout(of: address, path: path, replace)
    }

    private func readLayout(of address: Address, path: String, _ replace: @escaping (MenuEntry) -> Void) {
        let menu = BusDestination(name: address.service, path: path, interface: Self.menuInterface)
        bus.call(menu, "GetLayout", [.int32(0), .int32(-1), .strings([])], timeout: Self.callTimeout) { [weak self] result in
            guard let self, let index = items.firstIndex(where: { $0.address == address }) else { return }
            // A menu shown already is read again only when it changes, never retried.
            let again = items[index].entry.menuRead.finished(answered: true)
            if case .success(let values) = result, let root = MenuEntry.layout(values) { replace(root) }
            if again { readLayout(of: address, path: path, replace) }
        }
    }

    /// Follows the menu's `LayoutUpdated` and `ItemsPropertiesUpdated` while it is open
    /// (`remove`: stops).
    func followMenu(of address: Address, path: String, remove: Bool = false) {
        bus.call(.bus, remove ? "RemoveMatch" : "AddMatch",
                 [.string("type='signal',sender='\(address.service)',path='\(path)',interface='\(Self.menuInterface)'")],
                 timeout: Self.callTimeout)
    }

    /// Sends `AboutToShow(id)` for a submenu opening; `changed` runs when the app answers that
    /// it changed the submenu (Qt and Electron apps fill theirs then).
    func aboutToShow(of address: Address, path: String, id: Int32, changed: @escaping () -> Void) {
        let menu = BusDestination(name: address.service, path: path, interface: Self.menuInterface)
        bus.call(menu, "AboutToShow", [.int32(id)], timeout: Self.callTimeout) { result in
            if case .success(let values) = result, values.first?.boolean == true { changed() }
        }
    }

    /// Sends `Event(id, name, 0, 0)`: `clicked`, `opened` or `closed`.
    func menuEvent(of address: Address, path: String, id: Int32, _ name: String) {
        let menu = BusDestination(name: address.service, path: path, interface: Self.menuInterface)
        bus.call(menu, "Event", [.int32(id), .string(name), .variant(.int32(0)), .uint32(0)], timeout: Self.callTimeout)
    }

    /// Reads the item's `Menu` property again and hands its path (nil: none) to `done`; the
    /// item keeps what was read.
    func readMenuPath(of address: Address, _ done: @escaping (String?) -> Void) {
        let target = BusDestination(name: address.service, path: address.path, interface: Names.properties)
        bus.call(target, "Get", [.string(Names.itemInterface), .string("Menu")], timeout: Self.callTimeout) { [weak self] result in
            guard let self, let index = items.firstIndex(where: { $0.address == address }) else { return done(nil) }
            if case .success(let values) = result, let value = values.first { items[index].entry.item.apply(["Menu": value.unwrapped]) }
            done(items[index].entry.item.menu)
        }
    }
}
