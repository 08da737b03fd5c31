import PanelCore

/// The items' `com.canonical.dbusmenu` menus: read with `AboutToShow` and `GetLayout` under
/// the call time limit (the menu opens only once the layout is in, so an app that stalls never
/// holds a grab), and the user's choices sent back as `Event`s.
extension StatusNotifierTray {
    static let menuInterface = "com.canonical.dbusmenu"

    /// Reads the menu of the item at `address` and hands its root to `open` (not called when
    /// the app does not answer in time or answers with something else than a menu).
    func readMenu(of address: Address, path: String, _ open: @escaping (MenuEntry) -> Void) {
        let menu = BusDestination(name: address.service, path: path, interface: Self.menuInterface)
        bus.call(menu, "AboutToShow", [.int32(0)], timeout: Self.callTimeout) { _ in }
        bus.call(menu, "GetLayout", [.int32(0), .int32(-1), .strings([])], timeout: Self.callTimeout) { result in
            guard case .success(let values) = result, let root = MenuEntry.layout(values) else { return }
            open(root)
        }
    }

    /// Follows the menu's `LayoutUpdated` and `ItemsPropertiesUpdated` while it is open
    /// (`remove`: stops).
    func followMenu(of address: Address, path: String, remove: Bool = false) {
        bus.call(.bus, remove ? "RemoveMatch" : "AddMatch",
                 [.string("type='signal',sender='\(address.service)',path='\(path)',interface='\(Self.menuInterface)'")],
                 timeout: Self.callTimeout)
    }

    /// Sends `Event(id, name, 0, 0)`: `clicked`, `opened` or `closed`.
    func menuEvent(of address: Address, path: String, id: Int32, _ name: String) {
        let menu = BusDestination(name: address.service, path: path, interface: Self.menuInterface)
        bus.call(menu, "Event", [.int32(id), .string(name), .variant(.int32(0)), .uint32(0)], timeout: Self.callTimeout)
    }
}
