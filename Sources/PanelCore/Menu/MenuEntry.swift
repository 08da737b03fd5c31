/// One entry of an app's menu (`com.canonical.dbusmenu`), as the panel draws it.
public struct MenuEntry: Sendable, Equatable {
    public enum Toggle: Sendable, Equatable { case none, checkmark(Bool), radio(Bool) }

    public var id: Int32
    /// The label without its mnemonic mark (`_`).
    public var label = ""
    /// The letter after the label's `_`, lowercased; typing it picks the entry.
    public var mnemonic: Character?
    /// Where that letter is in ``label``, in characters (underlined once the keyboard is used).
    public var mnemonicOffset: Int?
    public var isSeparator = false
    public var enabled = true
    public var visible = true
    public var toggle = Toggle.none
    public var children: [MenuEntry] = []
    /// The app says the entry opens a submenu, even before its children are read.
    public var hasSubmenu = false
    /// The entry's icon: a name for the icon theme, or PNG bytes (`icon-data`, at most 256 KiB).
    public var iconName = ""
    public var iconData: [UInt8] = []

    public init(id: Int32) { self.id = id }

    /// Whether the pointer or the keyboard can pick it.
    public var isSelectable: Bool { visible && enabled && !isSeparator }
    /// Whether picking it opens a submenu rather than sending `clicked`.
    public var opensSubmenu: Bool { hasSubmenu || !children.isEmpty }

    /// The most entries read from one reply, and the deepest submenu: an app sending
    /// thousands of entries or endless nesting costs a bounded amount.
    public static let maxEntries = 1000
    public static let maxDepth = 8

    /// The label's text and mnemonic: `_` marks the next letter, `__` is a `_`.
    public static func mnemonicLabel(_ raw: String) -> (label: String, mnemonic: Character?) {
        let marked = mnemonicMark(raw)
        return (marked.label, marked.mnemonic)
    }

    /// ``mnemonicLabel(_:)`` with the mnemonic letter's place in the label, in characters.
    public static func mnemonicMark(_ raw: String) -> (label: String, mnemonic: Character?, offset: Int?) {
        var label = "", mnemonic: Character?, offset: Int?, marked = false, count = 0
        for character in raw {
            if marked {
                if character != "_", mnemonic == nil {
                    mnemonic = Character(character.lowercased())
                    offset = count
                }
                label.append(character)
                count += 1
                marked = false
            } else if character == "_" {
                marked = true
            } else {
                label.append(character)
                count += 1
            }
        }
        return (label, mnemonic, offset)
    }

    /// The root of a `GetLayout` reply (`u(ia{sv}av)`); nil when it is not one. Entries past
    /// ``maxEntries`` or ``maxDepth`` and children of the wrong shape are left out.
    public static func layout(_ reply: [BusValue]) -> MenuEntry? {
        guard reply.count == 2 else { return nil }
        var budget = maxEntries
        return entry(reply[1], depth: 0, budget: &budget)
    }

    private static func entry(_ value: BusValue, depth: Int, budget: inout Int) -> MenuEntry? {
        guard let fields = value.elements, fields.count == 3, let raw = fields[0].unwrapped.int, let id = Int32(exactly: raw), budget > 0 else { return nil }
        budget -= 1
        var entry = MenuEntry(id: id)
        let properties = fields[1].properties ?? [:]
        let (label, mnemonic, offset) = mnemonicMark(properties["label"]?.text ?? "")
        entry.label = label
        entry.mnemonic = mnemonic
        entry.mnemonicOffset = offset
        entry.isSeparator = properties["type"]?.text == "separator"
        entry.enabled = properties["enabled"]?.boolean ?? true
        entry.visible = properties["visible"]?.boolean ?? true
        let on = properties["toggle-state"]?.int == 1
        switch properties["toggle-type"]?.text {
        case "checkmark": entry.toggle = .checkmark(on)
        case "radio": entry.toggle = .radio(on)
        default: break
        }
        entry.hasSubmenu = properties["children-display"]?.text == "submenu"
        entry.iconName = properties["icon-name"]?.text ?? ""
        if case .bytes(let data)? = properties["icon-data"], data.count <= 256 * 1024 { entry.iconData = data }
        if depth < maxDepth {
            for child in fields[2].elements ?? [] {
                guard budget > 0 else { break }
                if let item = self.entry(child.unwrapped, depth: depth + 1, budget: &budget) { entry.children.append(item) }
            }
        }
        return entry
    }
}
