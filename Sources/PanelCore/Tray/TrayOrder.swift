/// One place of the `tray` item: an XEmbed icon (its index in ``TrayRoster/shown``) or a
/// StatusNotifierItem icon (its index among the StatusNotifierItem icons shown).
public enum TraySlot: Sendable, Hashable {
    case xembed(Int)
    case statusNotifier(Int)
}

/// The one order of the `tray` item's icons, XEmbed and StatusNotifierItem alike: the order they
/// arrived in (an XEmbed icon when it docked, an item when it registered), so an icon keeps its
/// place when an icon of the other kind comes. The layout's icon `i` is slot `i`; a
/// right-to-left strip mirrors the whole sequence as it mirrors any item.
public enum TrayOrder {
    /// The slots of a strip showing XEmbed icons that arrived at `xembed` and StatusNotifierItem
    /// icons that arrived at `statusNotifier` (each in its own shown order, the order it arrived
    /// in, on the same clock): merged by arrival, each kind's own order kept, an XEmbed icon
    /// first when both arrived at the same time.
    public static func slots(xembed: [Double], statusNotifier: [Double]) -> [TraySlot] {
        var slots: [TraySlot] = []
        slots.reserveCapacity(xembed.count + statusNotifier.count)
        var i = 0, j = 0
        while i < xembed.count || j < statusNotifier.count {
            if j == statusNotifier.count || (i < xembed.count && xembed[i] <= statusNotifier[j]) {
                slots.append(.xembed(i))
                i += 1
            } else {
                slots.append(.statusNotifier(j))
                j += 1
            }
        }
        return slots
    }

    /// The XEmbed icons among a frame's tray icons (``DisplayList/trayIcons``), by their index in
    /// ``TrayRoster/shown``, for the tray to place its windows.
    public static func xembedPlacements(_ placed: [(index: Int, x: Int, y: Int, size: Int)],
                                        slots: [TraySlot]) -> [(index: Int, x: Int, y: Int, size: Int)] {
        placed.compactMap { icon in
            guard icon.index < slots.count, case .xembed(let index) = slots[icon.index] else { return nil }
            return (index, icon.x, icon.y, icon.size)
        }
    }

    /// The layout index of the StatusNotifierItem icon `index` among `slots`; nil when it has none.
    public static func layoutIndex(ofStatusNotifier index: Int, in slots: [TraySlot]) -> Int? {
        slots.firstIndex(of: .statusNotifier(index))
    }
}
