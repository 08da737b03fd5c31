import CX11
import PanelCore

extension StripSet {
    /// The strips that draw StatusNotifierItem icons: every strip with `[tray] monitor = "all"`,
    /// else the tray's; none without the StatusNotifier tray.
    var statusNotifierStrips: Set<Int> {
        guard statusNotifier != nil else { return [] }
        if config[TrayOptions.self].monitor == "all" { return Set(strips.indices) }
        return TrayHost.strip(among: strips.map(\.monitor), wanted: config[TrayOptions.self].monitor).map { [$0] } ?? []
    }

    /// The `tray` item's icons on strip `index` in their one order (``TrayOrder``): the XEmbed
    /// icons on the tray's strip, the StatusNotifierItem icons on ``statusNotifierStrips``.
    func traySlots(on index: Int, trayHost: Int?, notifierStrips: Set<Int>) -> [TraySlot] {
        TrayOrder.slots(xembed: index == trayHost ? tray?.roster.shownArrivals ?? [] : [],
                        statusNotifier: notifierStrips.contains(index) ? statusNotifier?.shown.map(\.entry.arrived) ?? [] : [])
    }

    /// ``traySlots(on:trayHost:notifierStrips:)`` for strip `index` as things are now.
    func traySlots(on index: Int) -> [TraySlot] {
        traySlots(on: index, trayHost: trayHostIndex, notifierStrips: statusNotifierStrips)
    }

    /// The pictures of a strip's tray icons in the order of its `slots`.
    static func trayPictures(_ slots: [TraySlot], xembed: [TrayIconPicture?], statusNotifier: [TrayIconPicture?]) -> [TrayIconPicture?] {
        slots.map { slot in
            switch slot {
            case .xembed(let i): i < xembed.count ? xembed[i] : nil
            case .statusNotifier(let i): i < statusNotifier.count ? statusNotifier[i] : nil
            }
        }
    }

    /// The pictures of the StatusNotifierItem icons shown on each strip that draws them, in
    /// order: symbolic icons in that strip's own content colour (a light strip and a dark one
    /// side by side each get theirs). Uploads new ones and frees those of items gone.
    func statusNotifierPictures() -> [Int: [TrayIconPicture?]] {
        guard let statusNotifier else {
            iconPictures.keep(only: [])
            return [:]
        }
        let shown = statusNotifier.shown
        var pictures: [Int: [TrayIconPicture?]] = [:], used: Set<String> = []
        for index in statusNotifierStrips {
            let foreground = strips[index].style.resolved?.foreground
            pictures[index] = shown.map { item in
                guard let image = item.entry.image else { return nil }
                let symbolic = item.entry.item.isSymbolic
                let key = symbolic ? IconImage.symbolicKey(item.address.listed, in: foreground) : item.address.listed
                used.insert(key)
                return iconPictures.picture(key, image.shown(symbolic: symbolic, in: foreground))
            }
        }
        iconPictures.keep(only: used)
        return pictures
    }

    /// Sends `click` to the app of the StatusNotifierItem shown at `index` on `strip`, telling
    /// it `position` (``ClickTarget/statusNotifier(index:click:position:)``); its menu opens
    /// under the icon when the panel draws it.
    func pressStatusNotifier(_ index: Int, _ click: StatusNotifierClick, at position: StatusNotifierPosition, on strip: MonitorStrip) {
        guard let statusNotifier else { return }
        let shown = statusNotifier.shown
        guard index < shown.count else { return }
        let position = (x: position.x, y: position.y)
        let address = shown[index].address, menuPath = shown[index].entry.item.menu
        // An app may set its menu after registering without a signal (libayatana-appindicator):
        // without a known menu, its path is asked for before the click is decided.
        let withMenu = { [weak self, weak strip] (then: @escaping (String?) -> Void) in
            guard self != nil, strip != nil else { return }
            if let menuPath { then(menuPath) } else { statusNotifier.readMenuPath(of: address, then) }
        }
        switch click {
        case .menu:
            if let menuPath { openMenu(of: address, path: menuPath, at: position, on: strip) }
        case .contextMenu:
            withMenu { [weak self, weak strip] path in
                guard let self, let strip else { return }
                if let path { openMenu(of: address, path: path, at: position, on: strip) } else { statusNotifier.send(.contextMenu, to: address, at: position) }
            }
        default:
            statusNotifier.send(click, to: address, at: position) {
                withMenu { [weak self, weak strip] path in
                    guard let self, let strip, let path else { return }
                    openMenu(of: address, path: path, at: position, on: strip)
                }
            }
        }
    }

    // MARK: - Menus

    /// Reads the item's menu and opens it under the icon once it is in (a menu already open closes).
    private func openMenu(of address: StatusNotifierRegistry.Address, path: String, at position: (x: Int32, y: Int32), on strip: MonitorStrip) {
        closeMenu()
        let foreground = strip.style.resolved?.foreground ?? Color(red: 0, green: 0, blue: 0)
        let monitor = strip.monitor
        statusNotifier?.readMenu(of: address, path: path) { [weak self] root in
            guard let self, popups.menu == nil else { return }
            let popup = makeMenuPopup(root, foreground: foreground, anchor: (Int(position.x), Int(position.y)), monitor: monitor)
            popup.iconFor = { [weak self] entry, size in self?.statusNotifier?.menuIcon(entry, size: size) }
            popups.tooltip = nil
            guard popup.open() else {
                Log.error("cannot grab the pointer and keyboard for \(address.listed)'s menu; not opened")
                return
            }
            popups.menu = StripPopups.OpenMenu(popup: popup, address: address, path: path)
            statusNotifier?.followMenu(of: address, path: path)
            statusNotifier?.menuEvent(of: address, path: path, id: 0, "opened")
        }
    }

    /// Closes the open menu, telling its app.
    func closeMenu() {
        guard let menu = popups.menu else { return }
        popups.menu = nil
        menu.popup.close()
        for id in menu.popup.navigation.openSubmenus.reversed() {
            statusNotifier?.menuEvent(of: menu.address, path: menu.path, id: id, "closed")
        }
        statusNotifier?.menuEvent(of: menu.address, path: menu.path, id: 0, "closed")
        statusNotifier?.followMenu(of: menu.address, path: menu.path, remove: true)
    }

    /// Follows the tray's news about menus: an item gone closes its menu, a changed menu is read again.
    func followMenus() {
        statusNotifier?.icons.onDecoded = { [weak self] in self?.popups.menu?.popup.refresh() }
        statusNotifier?.onItemGone = { [weak self] address in
            if self?.popups.menu?.address == address { self?.closeMenu() }
        }
        statusNotifier?.onMenuChange = { [weak self] address, path in self?.rereadOpenMenu(address, path) }
    }

    /// Reads the open menu again when it is `address`'s at `path`, and shows what came.
    private func rereadOpenMenu(_ address: StatusNotifierRegistry.Address, _ path: String) {
        guard let menu = popups.menu, menu.address == address, menu.path == path else { return }
        statusNotifier?.rereadMenu(of: address, path: path) { [weak self] root in
            guard let self, let menu = popups.menu, menu.address == address, menu.path == path else { return }
            tell(menu, menu.popup.replace(root: root))
            if !menu.popup.isOpen { closeMenu() }
        }
    }

    /// Takes `event` when a menu is open and it is the menu's; true when taken.
    func claimMenuEvent(_ event: XEvent) -> Bool {
        guard let menu = popups.menu, let outcomes = menu.popup.handle(event) else { return false }
        tell(menu, outcomes)
        return true
    }

    /// Tells the menu's app what the user did: `AboutToShow` then `opened` for a submenu that
    /// opened (what the app fills it with shows when it answers or says its layout changed),
    /// `closed` for one that closed, `clicked` for an entry.
    private func tell(_ menu: StripPopups.OpenMenu, _ outcomes: [MenuPopup.Outcome]) {
        for outcome in outcomes {
            switch outcome {
            case .activate(let id): statusNotifier?.menuEvent(of: menu.address, path: menu.path, id: id, "clicked")
            case .opened(let id):
                statusNotifier?.aboutToShow(of: menu.address, path: menu.path, id: id) { [weak self] in
                    self?.rereadOpenMenu(menu.address, menu.path)
                }
                statusNotifier?.menuEvent(of: menu.address, path: menu.path, id: id, "opened")
            case .submenuClosed(let id): statusNotifier?.menuEvent(of: menu.address, path: menu.path, id: id, "closed")
            case .closed: closeMenu()
            }
        }
    }
}
