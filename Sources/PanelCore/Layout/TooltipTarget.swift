/// What a tooltip belongs to: an item of a strip that can show one under the pointer.
public enum TooltipTarget: Sendable, Equatable {
    /// A StatusNotifierItem's icon, by the address its app registered
    /// (``StatusNotifierRegistry/Address/listed``).
    case statusNotifierItem(String)
    /// A script item, by its name in the dotfile (`[script.NAME]`); its text's `tooltip`.
    case script(String)

    /// The target under the pointer at (`x`, `y`) of a strip that shows `frame`, with the left
    /// edge its tooltip hangs from (the icon's, the item's): a StatusNotifierItem icon (the
    /// frame's tray icons are the strip's `slots`, ``TrayOrder``; its StatusNotifierItem icons
    /// are `statusNotifierItems`, in order), or a script item whose text in `contents` has a tooltip; nil over
    /// anything else, and off the strip.
    public static func under(x: Int, y: Int, in frame: DisplayList, statusNotifierItems: [String], slots: [TraySlot],
                             contents: ItemContents) -> (target: TooltipTarget, x: Int)? {
        guard x >= 0, x < frame.width, y >= 0, y < frame.height else { return nil }
        if let icon = StatusNotifierClick.icon(at: x, y, in: frame, slots: slots) {
            return icon.index < statusNotifierItems.count ? (.statusNotifierItem(statusNotifierItems[icon.index]), icon.iconX) : nil
        }
        guard let area = frame.item(atX: x), ItemName(rawValue: area.item.rawValue) == nil,
              contents.scriptText(area.item.rawValue)?.tooltip != nil else { return nil }
        return (.script(area.item.rawValue), area.x)
    }

    /// What the target's tooltip says now (``TooltipLayout``): a StatusNotifierItem's tooltip
    /// title (else its title) and text, as `statusNotifierItem` finds the item by address; a
    /// script's tooltip, line by line. Empty when there is nothing to say: an item gone or hidden,
    /// a tooltip emptied (no tooltip shows, and one on screen goes).
    public func lines(contents: ItemContents, statusNotifierItem: (String) -> StatusNotifierItem?) -> [String] {
        switch self {
        case .statusNotifierItem(let key):
            guard let item = statusNotifierItem(key) else { return [] }
            return TooltipLayout.lines(title: item.toolTip.title.isEmpty ? item.title : item.toolTip.title, text: item.toolTip.text)
        case .script(let name):
            return TooltipLayout.lines(plain: contents.scriptText(name)?.tooltip ?? "")
        }
    }
}
