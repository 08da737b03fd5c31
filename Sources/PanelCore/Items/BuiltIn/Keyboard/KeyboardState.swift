/// The keyboard as the `keyboard` item shows it: XKB's layouts (its groups), the one in use, and
/// whether Caps Lock is on.
public struct KeyboardState: Sendable, Equatable {
    /// The layouts of XKB's groups, in group order, e.g. `["us", "de"]`.
    public var layouts: [String]
    /// The group in use, `0..<layouts.count` (0 when XKB names a group beyond the layouts).
    public var group: Int
    /// Whether Caps Lock is on (the Lock modifier is locked).
    public var capsLock: Bool

    public init(layouts: [String], group: Int, capsLock: Bool) {
        self.layouts = layouts
        self.group = layouts.indices.contains(group) ? group : 0
        self.capsLock = capsLock
    }

    /// The layout in use, e.g. `us`; nil when XKB names none.
    public var layout: String? { layouts.indices.contains(group) ? layouts[group] : nil }

    /// The tag shown: the layout in capitals (`US`, `DE`), only while more than one layout is
    /// set; nil otherwise.
    public var tag: String? {
        guard layouts.count > 1, let layout else { return nil }
        return layout.uppercased()
    }

    /// The group a click moves to: the next, after the last the first.
    public var nextGroup: Int { layouts.isEmpty ? 0 : (group + 1) % layouts.count }

    /// The layouts named by XKB's symbols name (`XkbGetNames`' `symbols`, as
    /// `setxkbmap -print` shows it: `pc+us+de:2+inet(evdev)+group(alt_shift_toggle)`), in group
    /// order: each part that is a layout, with its variant dropped (`de(nodeadkeys)` is `de`) and
    /// its `:N` group (1 when absent) deciding its place. Parts that are options or the model
    /// (`pc`, `inet(evdev)`, `group(...)`, `compose(...)`, ...) are not layouts.
    public static func layouts(fromSymbols symbols: String) -> [String] {
        var found: [(group: Int, order: Int, name: String)] = []
        for (order, part) in symbols.split(separator: "+").enumerated() {
            var text = Substring(part)
            var group = 1
            if let colon = text.lastIndex(of: ":") {
                guard let n = Int(text[text.index(after: colon)...]), (1...4).contains(n) else { continue }
                group = n
                text = text[..<colon]
            }
            let name = String(text.prefix { $0 != "(" })
            guard !name.isEmpty, !nonLayoutSymbols.contains(name), name.allSatisfy({ $0.isLetter || $0 == "_" || $0 == "-" }) else { continue }
            if found.contains(where: { $0.group == group }) { continue }
            found.append((group, order, name))
        }
        return found.sorted { ($0.group, $0.order) < ($1.group, $1.order) }.map(\.name)
    }

    /// Symbols files that hold options or a model's keys, not a layout (xkeyboard-config's
    /// `rules/base`' option and model symbols).
    static let nonLayoutSymbols: Set<String> = [
        "pc", "aliases", "inet", "group", "compose", "ctrl", "caps", "capslock", "altwin", "eurosign", "keypad", "kpdl",
        "level3", "level5", "lv3", "lv5", "nbsp", "shift", "srvr_ctrl", "terminate", "rupeesign", "japan",
        "korean", "mod_led", "grp_led", "numpad", "apple", "macintosh_vndr", "sun_vndr", "nokia_vndr", "fujitsu_vndr",
        "hp_vndr", "sony_vndr", "jolla_vndr", "evdev", "empty", "typo", "parens", "scrolllock", "shift_ctrl",
        "ctrl_shift", "grab", "keypad_lock", "olpc", "digital_vndr", "ibm_vndr", "kr", "xfree68_vndr",
    ]
}
