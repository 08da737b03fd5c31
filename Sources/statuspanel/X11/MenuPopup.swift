import CX11
import PanelCore

/// An app's menu drawn by the panel: one override-redirect window a level (the menu and its
/// open submenus), each drawn by a ``Renderer`` from ``MenuPopupLayout``'s display list, with
/// the pointer and the keyboard grabbed while it is open. PanelCore's ``MenuNavigation``
/// decides; every way of closing ungrabs (``close()``).
final class MenuPopup {
    private let connection: XConnection
    private let visual: StripVisual
    private let font: XftTextMeasurer
    private let layout: MenuPopupLayout
    private let colors: MenuPopupLayout.Colors
    private let monitor: (x: Int, y: Int, width: Int, height: Int)
    private(set) var navigation: MenuNavigation
    private var windows: [(window: Window, renderer: Renderer, x: Int, y: Int, width: Int, height: Int)] = []
    private let anchor: (x: Int, y: Int)
    private(set) var isOpen = false
    /// The entries' icons, made by the tray (theme lookup or `icon-data`), uploaded once each.
    var iconFor: (MenuEntry, Int) -> IconImage? = { _, _ in nil }
    private lazy var pictures = IconPictures(connection: connection)

    /// What the user did that the app must hear of.
    enum Outcome {
        case activate(Int32)
        /// A submenu opened (`AboutToShow`, then `opened`) or closed (`closed`).
        case opened(Int32)
        case submenuClosed(Int32)
        /// The whole menu closed (its open submenus are still ``MenuNavigation/openSubmenus``).
        case closed
    }

    init(connection: XConnection, visual: StripVisual, font: XftTextMeasurer, scale: Double, foreground: Color,
         root: MenuEntry, anchor: (x: Int, y: Int), monitor: (x: Int, y: Int, width: Int, height: Int)) {
        self.connection = connection
        self.visual = visual
        self.font = font
        layout = MenuPopupLayout(scale: scale)
        colors = .following(foreground)
        navigation = MenuNavigation(root: root)
        self.anchor = anchor
        self.monitor = monitor
    }

    deinit { close() }

    /// Maps the menu and grabs the pointer and keyboard; false (nothing left open) when the
    /// menu is empty or another client holds a grab.
    func open() -> Bool {
        guard !navigation.isEmpty else { return false }
        isOpen = true
        sync()
        guard let first = windows.first?.window else { return false }
        let dpy = connection.display
        let mask = UInt32(ButtonPressMask | ButtonReleaseMask | PointerMotionMask)
        let pointer = XGrabPointer(dpy, first, False, mask, GrabModeAsync, GrabModeAsync, 0, 0, UInt(CurrentTime))
        let keyboard = XGrabKeyboard(dpy, first, False, GrabModeAsync, GrabModeAsync, UInt(CurrentTime))
        guard pointer == GrabSuccess, keyboard == GrabSuccess else {
            close()
            return false
        }
        return true
    }

    /// Unmaps every level and gives the grabs back; safe to call again.
    func close() {
        guard isOpen else { return }
        isOpen = false
        let dpy = connection.display
        XUngrabPointer(dpy, UInt(CurrentTime))
        XUngrabKeyboard(dpy, UInt(CurrentTime))
        for level in windows { XDestroyWindow(dpy, level.window) }
        windows.removeAll()
        XFlush(dpy)
    }

    /// The app's menu changed while open; the submenus that went with it are told.
    func replace(root: MenuEntry) -> [Outcome] {
        let before = navigation.openSubmenus
        navigation.replace(root: root)
        if navigation.isEmpty { close() } else { sync() }
        return MenuNavigation.submenuChanges(from: before, to: navigation.openSubmenus).closed.map { .submenuClosed($0) }
    }

    /// Draws the open menu again (its entries' icons came).
    func refresh() {
        if isOpen { sync() }
    }

    /// Takes `event` if it is the menu's (every pointer and key event while it grabs); nil when
    /// it is not, else what the app must hear of (possibly nothing).
    func handle(_ event: XEvent) -> [Outcome]? {
        guard isOpen else { return nil }
        var event = event
        switch event.type {
        case Expose:
            guard let level = windows.first(where: { $0.window == event.xexpose.window }) else { return nil }
            level.renderer.present()
            return []
        case MotionNotify:
            let (level, index) = hit(Int(event.xmotion.x_root), Int(event.xmotion.y_root))
            guard let level else { return [] }
            let before = navigation.openSubmenus
            return apply(navigation.hover(level: level, index: index), since: before)
        case ButtonPress:
            let (level, index) = hit(Int(event.xbutton.x_root), Int(event.xbutton.y_root))
            if event.xbutton.button >= 4 && event.xbutton.button <= 7 { return [] }
            let before = navigation.openSubmenus
            return apply(navigation.click(level: level, index: index), since: before)
        case ButtonRelease:
            return []
        case KeyPress:
            var keysym: KeySym = 0
            var buffer = [CChar](repeating: 0, count: 8)
            let count = XLookupString(&event.xkey, &buffer, Int32(buffer.count), &keysym, nil)
            let key: MenuNavigation.Key?
            switch keysym {
            case 0xff52: key = .up
            case 0xff54: key = .down
            case 0xff51: key = .left
            case 0xff53: key = .right
            case 0xff0d, 0xff8d, 0x20: key = .enter
            case 0xff1b: key = .escape
            default:
                let text = String(decoding: buffer.prefix(Int(max(0, count))).map { UInt8(bitPattern: $0) }, as: UTF8.self)
                key = text.first.map { .character($0) }
            }
            guard let key else { return [] }
            let before = navigation.openSubmenus
            return apply(navigation.key(key), since: before)
        case KeyRelease:
            return []
        default:
            return nil
        }
    }

    /// What the app hears of `outcome`, the submenus open `before` it compared with now.
    private func apply(_ outcome: MenuNavigation.Outcome, since before: [Int32]) -> [Outcome] {
        let changes = MenuNavigation.submenuChanges(from: before, to: navigation.openSubmenus)
        let submenus = changes.closed.map { Outcome.submenuClosed($0) } + changes.opened.map { Outcome.opened($0) }
        switch outcome {
        case .none: return submenus
        case .redraw, .opened:
            sync()
            return submenus
        case .activate(let id):
            close()
            return submenus + [.activate(id), .closed]
        case .close:
            close()
            return submenus + [.closed]
        }
    }

    /// The level and entry under the root position (`x`, `y`).
    private func hit(_ x: Int, _ y: Int) -> (level: Int?, index: Int?) {
        for (level, frame) in windows.enumerated().reversed()
            where x >= frame.x && x < frame.x + frame.width && y >= frame.y && y < frame.y + frame.height {
            return (level, layout.entry(atY: y - frame.y, in: navigation.levels[level]))
        }
        return (nil, nil)
    }

    /// Makes the windows match the navigation's levels and draws each.
    private func sync() {
        let dpy = connection.display
        let measure = { [font] (text: String) in font.width(of: text) }
        while windows.count > navigation.levels.count { XDestroyWindow(dpy, windows.removeLast().window) }
        for (index, level) in navigation.levels.enumerated() {
            let size = layout.size(of: level, measure: measure)
            let place: (x: Int, y: Int)
            if index == 0 {
                place = MenuPopupLayout.place(size, anchorX: anchor.x, anchorY: anchor.y, monitor: monitor)
            } else {
                let parent = windows[index - 1]
                let row = navigation.levels[index - 1].highlighted.map { layout.rowTops(of: navigation.levels[index - 1])[$0] } ?? 0
                place = MenuPopupLayout.placeSubmenu(size, parent: (parent.x, parent.y, parent.width), rowTop: row, monitor: monitor)
            }
            if index < windows.count, windows[index].width != size.width || windows[index].height != size.height
                || windows[index].x != place.x || windows[index].y != place.y {
                XMoveResizeWindow(dpy, windows[index].window, Int32(place.x), Int32(place.y), UInt32(size.width), UInt32(size.height))
                windows[index].x = place.x; windows[index].y = place.y
                windows[index].width = size.width; windows[index].height = size.height
            }
            if index >= windows.count { windows.append(makeWindow(x: place.x, y: place.y, width: size.width, height: size.height)) }
            // The level's icons, drawn with its list, by entry.
            var icons: [TrayIconPicture?] = [], iconIndex: [Int: Int] = [:]
            for (row, entry) in level.entries.enumerated() where !entry.iconName.isEmpty || !entry.iconData.isEmpty {
                guard let image = iconFor(entry, layout.iconSize), let picture = pictures.picture("\(index)/\(entry.id)", image) else { continue }
                iconIndex[row] = icons.count
                icons.append(picture)
            }
            windows[index].renderer.render(layout.list(level, colors: colors, measure: measure, ascent: font.ascent, descent: font.descent,
                                                       mnemonics: navigation.showsMnemonics, iconIndex: { iconIndex[$0] }), icons: icons)
        }
        XFlush(dpy)
    }

    private func makeWindow(x: Int, y: Int, width: Int, height: Int) -> (window: Window, renderer: Renderer, x: Int, y: Int, width: Int, height: Int) {
        let dpy = connection.display
        var attributes = XSetWindowAttributes()
        attributes.override_redirect = True
        attributes.colormap = visual.colormap
        attributes.border_pixel = 0
        attributes.background_pixel = 0
        attributes.event_mask = ExposureMask | ButtonPressMask | PointerMotionMask | KeyPressMask
        let window = XCreateWindow(dpy, XRootWindow(dpy, connection.screen), Int32(x), Int32(y), UInt32(width), UInt32(height), 0,
                                   visual.depth, UInt32(InputOutput), visual.visual,
                                   UInt(CWOverrideRedirect | CWColormap | CWBorderPixel | CWBackPixel | CWEventMask), &attributes)
        connection.setAtoms(window, "_NET_WM_WINDOW_TYPE", ["_NET_WM_WINDOW_TYPE_POPUP_MENU"])
        var hint = XClassHint()
        "statuspanel-menu".withCString { name in
            hint.res_name = UnsafeMutablePointer(mutating: name)
            hint.res_class = UnsafeMutablePointer(mutating: name)
            XSetClassHint(dpy, window, &hint)
        }
        XMapRaised(dpy, window)
        return (window, Renderer(connection: connection, window: window, visual: visual, font: font, scale: layout.scale), x, y, width, height)
    }
}
