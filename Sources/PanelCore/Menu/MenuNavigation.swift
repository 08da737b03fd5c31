/// The open menu and its submenus as the pointer and the keyboard move through them: which
/// levels are open, which entry each highlights, and what an input asks of the app. The shell
/// draws ``levels`` and carries out the outcomes.
public struct MenuNavigation: Sendable, Equatable {
    /// One open level: the entries shown (visible ones) and the one highlighted.
    public struct Level: Sendable, Equatable {
        public var entries: [MenuEntry]
        public var highlighted: Int?
        /// The id of the entry whose submenu this is (the root's, 0, for the menu itself).
        public var id: Int32 = 0
    }

    /// What an input asks for.
    public enum Outcome: Sendable, Equatable {
        /// Nothing changed.
        case none
        /// Draw the levels again.
        case redraw
        /// A submenu opened (send `AboutToShow` for it, then `opened`); the shell tells submenus
        /// opened and closed by any outcome apart with ``submenuChanges(from:to:)``.
        case opened(Int32)
        /// Send `clicked` for the entry and close the menu.
        case activate(Int32)
        /// Close the menu.
        case close
    }

    public enum Key: Sendable, Equatable { case up, down, left, right, enter, escape, character(Character) }

    public private(set) var levels: [Level]
    /// Whether the mnemonics are underlined: once the keyboard is used in the menu, as GTK
    /// shows them (a pointer user is spared the marks).
    public private(set) var showsMnemonics = false

    /// The menu of `root` opened, nothing highlighted (a keyboard's first Down takes the first).
    public init(root: MenuEntry) {
        levels = [Level(entries: root.children.filter(\.visible), highlighted: nil)]
    }

    /// The ids of the open submenus, outermost first.
    public var openSubmenus: [Int32] { levels.dropFirst().map(\.id) }

    /// What changed between two lists of ``openSubmenus``: the submenus closed, innermost
    /// first (each hears `closed`), and those opened, outermost first (each `AboutToShow`,
    /// then `opened`). A submenu whose parent stayed open keeps its place.
    public static func submenuChanges(from old: [Int32], to new: [Int32]) -> (closed: [Int32], opened: [Int32]) {
        var kept = 0
        while kept < old.count, kept < new.count, old[kept] == new[kept] { kept += 1 }
        return (Array(old[kept...].reversed()), Array(new[kept...]))
    }

    /// Whether the menu has anything to show.
    public var isEmpty: Bool { levels[0].entries.isEmpty }

    public mutating func key(_ key: Key) -> Outcome {
        let outcome = step(key)
        defer { showsMnemonics = true }
        return !showsMnemonics && outcome == .none ? .redraw : outcome
    }

    private mutating func step(_ key: Key) -> Outcome {
        let last = levels.count - 1
        switch key {
        case .down, .up:
            guard let next = step(from: levels[last].highlighted, in: levels[last].entries, by: key == .down ? 1 : -1) else { return .none }
            levels[last].highlighted = next
            return .redraw
        case .right:
            guard let index = levels[last].highlighted else { return .none }
            return openSubmenu(level: last, index: index)
        case .left, .escape:
            if levels.count > 1 {
                levels.removeLast()
                return .redraw
            }
            return key == .escape ? .close : .none
        case .enter:
            guard let index = levels[last].highlighted else { return .none }
            return pick(level: last, index: index)
        case .character(let typed):
            let lowered = Character(typed.lowercased())
            guard let index = levels[last].entries.firstIndex(where: { $0.isSelectable && $0.mnemonic == lowered }) else { return .none }
            levels[last].highlighted = index
            return pick(level: last, index: index)
        }
    }

    /// The pointer over entry `index` of level `level` (nil: over none of that level's).
    public mutating func hover(level: Int, index: Int?) -> Outcome {
        guard level < levels.count else { return .none }
        let target = index.flatMap { levels[level].entries.indices.contains($0) && levels[level].entries[$0].isSelectable ? $0 : nil }
        if levels[level].highlighted == target && levels.count == level + 1 { return .none }
        levels[level].highlighted = target
        levels.removeSubrange((level + 1)...)
        if let target, levels[level].entries[target].opensSubmenu { return openSubmenu(level: level, index: target) }
        return .redraw
    }

    /// A click on entry `index` of level `level`; nil: outside every level, which closes the menu.
    public mutating func click(level: Int?, index: Int?) -> Outcome {
        guard let level, level < levels.count else { return .close }
        guard let index, levels[level].entries.indices.contains(index) else { return .none }
        levels.removeSubrange((level + 1)...)
        levels[level].highlighted = index
        return pick(level: level, index: index)
    }

    /// The app's menu changed while open (`LayoutUpdated`, or a submenu filled on its
    /// `AboutToShow`, as Qt and Electron apps do): the new entries, each level's highlight kept
    /// by id, and the open submenus kept while their entries still open one.
    public mutating func replace(root: MenuEntry) {
        var parent = root, kept: [Level] = []
        for (depth, level) in levels.enumerated() {
            if depth > 0 {
                guard let entry = parent.children.first(where: { $0.id == level.id && $0.visible && $0.isSelectable && $0.opensSubmenu }) else { break }
                parent = entry
            }
            let entries = parent.children.filter(\.visible)
            let highlightedID = level.highlighted.map { level.entries[$0].id }
            kept.append(Level(entries: entries, highlighted: highlightedID.flatMap { id in entries.firstIndex { $0.id == id && $0.isSelectable } },
                              id: level.id))
        }
        levels = kept
    }

    private mutating func pick(level: Int, index: Int) -> Outcome {
        let entry = levels[level].entries[index]
        guard entry.isSelectable else { return .none }
        return entry.opensSubmenu ? openSubmenu(level: level, index: index) : .activate(entry.id)
    }

    private mutating func openSubmenu(level: Int, index: Int) -> Outcome {
        let entry = levels[level].entries[index]
        guard entry.isSelectable, entry.opensSubmenu, levels.count < MenuEntry.maxDepth else { return .none }
        levels.removeSubrange((level + 1)...)
        levels.append(Level(entries: entry.children.filter(\.visible), highlighted: nil, id: entry.id))
        return .opened(entry.id)
    }

    private func step(from current: Int?, in entries: [MenuEntry], by delta: Int) -> Int? {
        guard entries.contains(where: \.isSelectable) else { return nil }
        var index = current ?? (delta > 0 ? -1 : entries.count)
        for _ in 0..<entries.count {
            index = (index + delta + entries.count) % entries.count
            if entries[index].isSelectable { return index }
        }
        return nil
    }
}
