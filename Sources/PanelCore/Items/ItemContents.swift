/// What the strips show, by item name: the one map every item runtime contributes to, and the
/// one that layout (``StripLayout``), clicks (``ClickTarget``), tooltips (``TooltipTarget``) and
/// `status --json` (``StatusReport``, ``ScriptReport``) read.
///
/// Each item's content is an entry under its own name, of a type its folder declares
/// (``ItemEntry``) with an accessor beside its declaration (`contents.battery`): each built-in
/// reader sets its item's entry (the route's `network`, the capture and camera nodes'
/// `privacy`), the X server's pushes `workspaces`, `window` and `keyboard`, the session bus
/// `media` and `dnd`, the sound server `volume`, each script item its ``ScriptState``, the trays
/// the `tray` item's icons, and the pill its ``ShownPill`` under the clock's name (it takes the
/// clock's place; an item's name holds at most one entry of each type, so the clock keeps its
/// time beside it). An item with nothing to show has no entry.
public struct ItemContents: Sendable, Equatable {
    private var entries: [Key: any ItemEntry] = [:]

    /// An entry's place: the item's name and the entry's type.
    private struct Key: Hashable, Sendable {
        let item: ItemName
        let type: ObjectIdentifier
    }

    /// No content yet.
    public init() {}

    /// The entry of type `Entry` under the item `item`; setting `nil` removes it.
    public subscript<Entry: ItemEntry>(item: ItemName, as type: Entry.Type = Entry.self) -> Entry? {
        get { entries[Key(item: item, type: ObjectIdentifier(type))] as? Entry }
        set { entries[Key(item: item, type: ObjectIdentifier(type))] = newValue }
    }

    /// The same entries with the same values.
    public static func == (a: ItemContents, b: ItemContents) -> Bool {
        a.entries.count == b.entries.count
            && a.entries.allSatisfy { key, entry in b.entries[key].map(entry.isEqual(to:)) ?? false }
    }

    /// The pill, while one shows (it is drawn in the clock's place).
    public var pill: ShownPill? {
        get { self[.clock] }
        set { self[.clock] = newValue }
    }

    /// The script item `name`'s state, if it is one.
    public func script(_ name: String) -> ScriptState? { self[ItemName(declared: name)] }

    /// The text the script item `name` shows: none while it is hidden, or while its text asks
    /// for the pill instead (a script's `"pill"`).
    public func scriptText(_ name: String) -> ScriptText? {
        guard let state = script(name), state.condition != .hidden, let text = state.text, text.pill == nil else { return nil }
        return text
    }

    /// Whether a script item shows a text with a tooltip (the strips then follow the pointer).
    public var showsScriptTooltip: Bool {
        entries.keys.contains { $0.type == ObjectIdentifier(ScriptState.self) && scriptText($0.item.rawValue)?.tooltip != nil }
    }
}

/// One item's entry in ``ItemContents``: a value, compared as a value, so that equal contents
/// make an equal display list and no redraw. An item's folder declares its type (or uses one of
/// the plain ones: `String`, `Bool`, an array of entries).
public protocol ItemEntry: Sendable, Equatable {}

extension ItemEntry {
    /// Whether `other` is this same value.
    fileprivate func isEqual(to other: any ItemEntry) -> Bool { (other as? Self) == self }
}

extension String: ItemEntry {}
extension Bool: ItemEntry {}
extension Array: ItemEntry where Element: ItemEntry {}
extension ScriptState: ItemEntry {}
extension ShownPill: ItemEntry {}

/// One icon of the `tray` item as the display list holds it: which icon, and how many times its
/// pixels changed, so a frame that shows new pixels differs from the one on screen.
public struct TrayIcon: ItemEntry, Hashable {
    /// The icon's place in the tray's one order (``TraySlot``).
    public var slot: TraySlot
    /// Counts the changes of its pixels (a redraw of an XEmbed icon, a new image of an item).
    public var revision: UInt64

    public init(slot: TraySlot, revision: UInt64) {
        self.slot = slot
        self.revision = revision
    }
}
