/// What the strips show, by item name: the one map every item runtime contributes to, and the
/// one that layout (``StripLayout``), clicks (``ItemArea``), tooltips (``TooltipTarget``) and
/// `status --json` (``StatusReport``, ``ScriptReport``) read.
///
/// The built-in readers contribute the device state, which their declarations draw from
/// (one read can feed several items: the route's feeds `network`, `signal` and `vpn`); every
/// other runtime contributes an entry under the name of the item it fills: each script item its
/// state, the pill under the clock's name (it takes the clock's place), the tray its icons.
public struct ItemContents: Sendable, Equatable {
    /// What the built-in readers read (``DeviceReader``) and the X server pushed (the desktop).
    public var device: DeviceState
    /// The activity spinner's frame.
    public var spinnerPhase: Int
    private var entries: [ItemName: ItemContent] = [:]

    /// The device state alone, with no other runtime's content.
    public init(device: DeviceState, spinnerPhase: Int = 0) {
        self.device = device
        self.spinnerPhase = spinnerPhase
    }

    /// The content another runtime contributed for the item `name`.
    public subscript(name: ItemName) -> ItemContent? {
        get { entries[name] }
        set { entries[name] = newValue }
    }

    /// The pill, while one shows (it is drawn in the clock's place).
    public var pill: ShownPill? {
        if case .pill(let pill)? = entries[.clock] { return pill }
        return nil
    }

    /// The script item `name`'s state, if it is one.
    public func script(_ name: String) -> ScriptState? {
        if case .script(let state)? = entries[ItemName(declared: name)] { return state }
        return nil
    }

    /// The text the script item `name` shows: none while it is hidden, or while its text asks
    /// for the pill instead (a script's `"pill"`).
    public func scriptText(_ name: String) -> ScriptText? {
        guard let state = script(name), state.condition != .hidden, let text = state.text, text.pill == nil else { return nil }
        return text
    }

    /// Whether a script item shows a text with a tooltip (the strips then follow the pointer).
    public var showsScriptTooltip: Bool {
        entries.keys.contains { scriptText($0.rawValue)?.tooltip != nil }
    }

    /// The tray's icons on this strip, in their one order (``TrayOrder``); none without the
    /// `tray` item's content.
    public var trayIcons: [TrayIcon] {
        if case .trayIcons(let icons)? = entries[.tray] { return icons }
        return []
    }
}

/// What one runtime other than the built-in readers contributes for an item.
public enum ItemContent: Sendable, Equatable {
    /// A script item's state (``ScriptState``): its text, whether its command works.
    case script(ScriptState)
    /// The pill, in the clock's place.
    case pill(ShownPill)
    /// The tray's icons on one strip, in their one order.
    case trayIcons([TrayIcon])
}

/// One icon of the `tray` item as the display list holds it: which icon, and how many times its
/// pixels changed, so a frame that shows new pixels differs from the one on screen.
public struct TrayIcon: Sendable, Hashable {
    /// The icon's place in the tray's one order (``TraySlot``).
    public var slot: TraySlot
    /// Counts the changes of its pixels (a redraw of an XEmbed icon, a new image of an item).
    public var revision: UInt64

    public init(slot: TraySlot, revision: UInt64) {
        self.slot = slot
        self.revision = revision
    }
}
