/// What a press on a StatusNotifierItem's icon asks of its app, as other hosts do it.
public enum StatusNotifierClick: Sendable, Equatable {
    /// `Activate(x, y)`: the app's main action (show its window).
    case activate
    /// `SecondaryActivate(x, y)`.
    case secondaryActivate
    /// `ContextMenu(x, y)`: the app shows its own menu.
    case contextMenu
    /// Open the item's `com.canonical.dbusmenu` menu, drawn by the panel.
    case menu
    /// `Scroll(delta, orientation)`: 120 a notch (a wheel's step, as Qt counts it).
    case scroll(delta: Int32, orientation: String)

    /// What `button` (1 left, 2 middle, 3 right, 4 to 7 the wheel) does on `item`. `drawsMenus`
    /// says whether the panel can draw the item's menu; without it a menu click asks the app
    /// for its own (`ContextMenu`), which Qt and KDE apps answer.
    public static func forButton(_ button: Int, item: StatusNotifierItem, drawsMenus: Bool) -> StatusNotifierClick? {
        let menu: StatusNotifierClick = item.menu != nil && drawsMenus ? .menu : .contextMenu
        switch button {
        case 1: return item.activatesMenu ? menu : .activate
        case 2: return .secondaryActivate
        case 3: return menu
        case 4: return .scroll(delta: 120, orientation: "vertical")
        case 5: return .scroll(delta: -120, orientation: "vertical")
        case 6: return .scroll(delta: 120, orientation: "horizontal")
        case 7: return .scroll(delta: -120, orientation: "horizontal")
        default: return nil
        }
    }

    /// Where the app is told the click was, on the screen: the icon's left edge and the strip's
    /// bottom edge (a strip at the top), so an app placing its own window there puts it under
    /// the icon.
    public static func position(iconX: Int, stripX: Int, stripY: Int, stripHeight: Int) -> (x: Int32, y: Int32) {
        (Int32(clamping: stripX + iconX), Int32(clamping: stripY + stripHeight))
    }
}

extension StatusNotifierClick {
    /// Which StatusNotifierItem icon of a frame a press at (`x`, `y`) in the strip lands on: its
    /// place among them (the layout's tray icon `i` is `slots[i]`, ``TrayOrder``), with the
    /// icon's left edge; nil off them (an XEmbed icon takes its own presses).
    public static func icon(at x: Int, _ y: Int, in list: DisplayList, slots: [TraySlot]) -> (index: Int, iconX: Int)? {
        for icon in list.trayIcons where icon.index < slots.count
            && x >= icon.x && x < icon.x + icon.size && y >= 0 && y < list.height {
            guard case .statusNotifier(let index) = slots[icon.index] else { return nil }
            return (index, icon.x)
        }
        return nil
    }
}
