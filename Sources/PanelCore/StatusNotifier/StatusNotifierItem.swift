/// What the panel knows of one StatusNotifierItem, from its `GetAll` reply and the properties
/// fetched again after each `New…` signal. Every field is read defensively: a property of the
/// wrong type counts as absent.
public struct StatusNotifierItem: Sendable, Equatable {
    /// The item's `Status`.
    public enum Status: Sendable, Equatable {
        /// Not worth showing now: hidden, as other hosts do.
        case passive
        case active
        /// Wants the user's attention: drawn with its attention icon and the attention mark.
        case needsAttention

        /// `Passive`, `Active` or `NeedsAttention`; anything else counts as active.
        public init(_ text: String?) {
            switch text {
            case "Passive": self = .passive
            case "NeedsAttention": self = .needsAttention
            default: self = .active
            }
        }
    }

    public var id = ""
    public var title = ""
    public var status = Status.active
    public var iconName = ""
    public var iconPixmaps: [IconPixmap] = []
    public var attentionIconName = ""
    public var attentionIconPixmaps: [IconPixmap] = []
    public var overlayIconName = ""
    public var overlayIconPixmaps: [IconPixmap] = []
    /// A folder the app installs its own icons in, searched before the theme.
    public var iconThemePath = ""
    /// The item only has a menu: a left click opens it rather than calling `Activate`.
    public var itemIsMenu = false
    /// The item is libayatana-appindicator's or libappindicator's (it has their `XAyatana…`
    /// properties): its `Activate` does nothing (or is refused), and its menu is all it has.
    public var isAppIndicator = false
    /// The object path of its `com.canonical.dbusmenu` menu; nil without one.
    public var menu: String?
    /// The tooltip's title and text (`ToolTip`, `(sa(iiay)ss)`).
    public var toolTip = (title: "", text: "")

    public init() {}

    public static func == (a: StatusNotifierItem, b: StatusNotifierItem) -> Bool {
        a.id == b.id && a.title == b.title && a.status == b.status && a.iconName == b.iconName && a.iconPixmaps == b.iconPixmaps
            && a.attentionIconName == b.attentionIconName && a.attentionIconPixmaps == b.attentionIconPixmaps
            && a.overlayIconName == b.overlayIconName && a.overlayIconPixmaps == b.overlayIconPixmaps
            && a.iconThemePath == b.iconThemePath && a.itemIsMenu == b.itemIsMenu && a.isAppIndicator == b.isAppIndicator && a.menu == b.menu
            && a.toolTip == b.toolTip
    }

    /// Takes the properties of a `GetAll` (or one `Get`) reply; properties not in `properties`
    /// keep their value, and one of the wrong type is reset to empty.
    public mutating func apply(_ properties: [String: BusValue]) {
        for (name, value) in properties {
            switch name {
            case "Id": id = value.text ?? ""
            case "Title": title = value.text ?? ""
            case "Status": status = Status(value.text)
            case "IconName": iconName = value.text ?? ""
            case "IconPixmap": iconPixmaps = IconPixmap.list(value)
            case "AttentionIconName": attentionIconName = value.text ?? ""
            case "AttentionIconPixmap": attentionIconPixmaps = IconPixmap.list(value)
            case "OverlayIconName": overlayIconName = value.text ?? ""
            case "OverlayIconPixmap": overlayIconPixmaps = IconPixmap.list(value)
            case "IconThemePath": iconThemePath = value.text ?? ""
            case "ItemIsMenu": itemIsMenu = value.boolean ?? false
            case "XAyatanaLabel", "XAyatanaLabelGuide", "XAyatanaOrderingIndex": isAppIndicator = true
            case "Menu":
                let path = value.text ?? ""
                menu = StatusNotifierRegistry.isObjectPath(path) && path != "/NO_DBUSMENU" ? path : nil
            case "ToolTip":
                let fields = value.elements ?? []
                toolTip = (fields.count == 4 ? fields[2].text ?? "" : "", fields.count == 4 ? fields[3].text ?? "" : "")
            default: break
            }
        }
    }

    /// Whether a left click opens the item's menu rather than calling `Activate`: `ItemIsMenu`,
    /// or an app indicator, whose `Activate` does nothing (other hosts open its menu too).
    public var activatesMenu: Bool { itemIsMenu || isAppIndicator }

    /// Whether the item takes a place on the strip.
    public var isShown: Bool { status != .passive }

    /// The name and pictures of the icon to draw: the attention icon while the item needs
    /// attention and has one, else its icon.
    public var shownIcon: (name: String, pixmaps: [IconPixmap]) {
        if status == .needsAttention, !attentionIconName.isEmpty || !attentionIconPixmaps.isEmpty {
            return (attentionIconName, attentionIconPixmaps)
        }
        return (iconName, iconPixmaps)
    }

    /// The properties a signal says changed, to fetch again; nil for a signal the host ignores.
    public static func properties(changedBy signal: String) -> [String]? {
        switch signal {
        case "NewIcon": return ["IconName", "IconPixmap", "IconThemePath"]
        case "NewAttentionIcon": return ["AttentionIconName", "AttentionIconPixmap"]
        case "NewOverlayIcon": return ["OverlayIconName", "OverlayIconPixmap"]
        case "NewStatus": return ["Status"]
        case "NewTitle": return ["Title"]
        case "NewToolTip": return ["ToolTip"]
        case "NewIconThemePath": return ["IconThemePath"]
        case "NewMenu": return ["Menu"]
        default: return nil
        }
    }
}

extension StatusNotifierItem {
    /// Whether the icon shown is a symbolic one (a name ending in `-symbolic`), drawn in the
    /// strip's content colour.
    public var isSymbolic: Bool { shownIcon.name.hasSuffix("-symbolic") }
}
