import Testing
@testable import PanelCore

/// Apps' menus (``MenuEntry``), moving through them (``MenuNavigation``) and drawing them
/// (``MenuPopupLayout``).
@Suite struct MenuTests {
    /// `(ia{sv}av)` for an entry.
    static func node(_ id: Int64, _ properties: [String: BusValue] = [:], _ children: [BusValue] = []) -> BusValue {
        .structure([.integer(id), .dictionary(properties.sorted { $0.key < $1.key }.map { (BusValue.string($0.key), BusValue.variant($0.value)) }),
                    .array(children.map { .variant($0) })])
    }

    static func menu(_ children: [BusValue]) -> MenuEntry {
        MenuEntry.layout([.unsigned(1), node(0, ["children-display": .string("submenu")], children)])!
    }

    static let sample = menu([
        node(1, ["label": .string("_Open")]),
        node(2, ["type": .string("separator")]),
        node(3, ["label": .string("Disabled"), "enabled": .bool(false)]),
        node(4, ["label": .string("Hidden"), "visible": .bool(false)]),
        node(5, ["label": .string("_Wi-Fi"), "toggle-type": .string("checkmark"), "toggle-state": .integer(1)]),
        node(6, ["label": .string("_More"), "children-display": .string("submenu")], [
            node(7, ["label": .string("_Low"), "toggle-type": .string("radio"), "toggle-state": .integer(0)]),
            node(8, ["label": .string("_High"), "toggle-type": .string("radio"), "toggle-state": .integer(1)]),
        ]),
    ])

    @Test func labelsMnemonicsAndMarks() {
        #expect(MenuEntry.mnemonicLabel("_Open") == ("Open", "o"))
        #expect(MenuEntry.mnemonicLabel("Save __As") == ("Save _As", nil))
        #expect(MenuEntry.mnemonicLabel("Plain") == ("Plain", nil))
        let entries = Self.sample.children
        #expect(entries.map(\.id) == [1, 2, 3, 4, 5, 6])
        #expect(entries[1].isSeparator && !entries[2].enabled && !entries[3].visible)
        #expect(entries[4].toggle == .checkmark(true) && entries[5].opensSubmenu)
        #expect(entries[5].children.map(\.toggle) == [.radio(false), .radio(true)])
    }

    @Test func entryIconsByNameOrPNGBytesAreDrawnWhereAMarkWouldBe() {
        let root = Self.menu([Self.node(1, ["label": .string("A"), "icon-name": .string("document-open")]),
                              Self.node(2, ["label": .string("B"), "icon-data": .bytes([0x89, 0x50, 0x4e, 0x47])]),
                              Self.node(3, ["label": .string("C"), "icon-data": .bytes([UInt8](repeating: 0, count: 300 * 1024))])])
        #expect(root.children.map(\.iconName) == ["document-open", "", ""])
        #expect(root.children.map(\.iconData.count) == [0, 4, 0], "icon data over 256 KiB is left out")
        let layout = MenuPopupLayout(scale: 1)
        let level = MenuNavigation(root: root).levels[0]
        let list = layout.list(level, colors: .following(Color(red: 0, green: 0, blue: 0)), measure: { $0.count * 7 }, ascent: 10, descent: 3,
                               iconIndex: { $0 == 1 ? 0 : nil })
        let icons = list.trayIcons
        #expect(icons.count == 1 && icons[0].index == 0 && icons[0].size == 16 && icons[0].y == layout.rowTops(of: level)[1] + 4)
    }

    @Test func malformedLayoutsAreBounded() {
        #expect(MenuEntry.layout([.string("no")]) == nil)
        #expect(MenuEntry.layout([.unsigned(1), .structure([.string("id"), .dictionary([]), .array([])])]) == nil)
        // Thousands of entries: the first maxEntries are read.
        let many = Self.menu((1...5000).map { Self.node(Int64($0), ["label": .string("\($0)")]) })
        #expect(many.children.count == MenuEntry.maxEntries - 1)
        // Endless nesting stops at maxDepth; an id repeated (a "cycle") is just another entry.
        var deep = Self.node(0)
        for _ in 0..<100 { deep = Self.node(0, ["children-display": .string("submenu")], [deep]) }
        var depth = 0, entry = MenuEntry.layout([.unsigned(1), deep])
        while let next = entry?.children.first { depth += 1; entry = next }
        #expect(depth == MenuEntry.maxDepth)
        // Children of the wrong shape and ids out of range are left out; wrong property types are defaults.
        let odd = Self.menu([.string("x"), Self.node(Int64(Int32.max) + 1), Self.node(9, ["label": .integer(3), "enabled": .string("no")])])
        #expect(odd.children.count == 1 && odd.children[0].label == "" && odd.children[0].enabled)
    }

    @Test func theKeyboardMovesOverWhatCanBePicked() {
        var nav = MenuNavigation(root: Self.sample)
        #expect(nav.levels[0].entries.map(\.id) == [1, 2, 3, 5, 6], "hidden entries are not shown")
        #expect(nav.key(.down) == .redraw && nav.levels[0].highlighted == 0)
        #expect(nav.key(.down) == .redraw && nav.levels[0].highlighted == 3, "the separator and the disabled entry are skipped")
        #expect(nav.key(.down) == .redraw && nav.key(.down) == .redraw && nav.levels[0].highlighted == 0, "around")
        #expect(nav.key(.up) == .redraw && nav.levels[0].highlighted == 4)
        #expect(nav.key(.right) == .opened(6) && nav.levels.count == 2)
        #expect(nav.key(.down) == .redraw && nav.key(.enter) == .activate(7))
        #expect(nav.key(.left) == .redraw && nav.levels.count == 1)
        #expect(nav.key(.escape) == .close)
    }

    @Test func mnemonicsPickAndEscapeClosesASubmenuFirst() {
        var nav = MenuNavigation(root: Self.sample)
        #expect(nav.key(.character("W")) == .activate(5))
        #expect(nav.key(.character("m")) == .opened(6))
        #expect(nav.key(.character("h")) == .activate(8))
        #expect(nav.key(.escape) == .redraw && nav.key(.escape) == .close)
        #expect(nav.key(.character("z")) == .none)
    }

    @Test func thePointerHoversOpensAndClicks() {
        var nav = MenuNavigation(root: Self.sample)
        #expect(nav.hover(level: 0, index: 4) == .opened(6))
        #expect(nav.hover(level: 1, index: 1) == .redraw)
        #expect(nav.hover(level: 0, index: 0) == .redraw && nav.levels.count == 1, "leaving the submenu's row closes it")
        #expect(nav.hover(level: 0, index: 2) == .redraw && nav.levels[0].highlighted == nil, "disabled: nothing highlighted")
        #expect(nav.click(level: 0, index: 2) == .none)
        #expect(nav.click(level: 0, index: 1) == .none, "a separator")
        #expect(nav.click(level: nil, index: nil) == .close, "outside")
        #expect(nav.click(level: 0, index: 0) == .activate(1))
    }

    @Test func aChangedMenuKeepsTheHighlightedEntry() {
        var nav = MenuNavigation(root: Self.sample)
        _ = nav.key(.character("m"))
        nav.replace(root: Self.menu([Self.node(10, ["label": .string("New")]), Self.node(6, ["label": .string("More")])]))
        #expect(nav.levels.count == 1 && nav.levels[0].highlighted == 1, "the submenu closed, its entry still highlighted where it moved")
        var other = MenuNavigation(root: Self.sample)
        _ = other.key(.down)
        other.replace(root: Self.menu([Self.node(10), Self.node(1, ["label": .string("Open")])]))
        #expect(other.levels[0].highlighted == 1)
        other.replace(root: Self.menu([]))
        #expect(other.isEmpty)
    }

    @Test func mnemonicsAreUnderlinedOnceTheKeyboardIsUsed() {
        #expect(MenuEntry.mnemonicMark("Save __As _now") == ("Save _As now", "n", 9))
        #expect(MenuEntry.mnemonicMark("_Open").offset == 0 && MenuEntry.mnemonicMark("Plain").offset == nil)
        var nav = MenuNavigation(root: Self.sample)
        #expect(!nav.showsMnemonics, "opened with the pointer: no marks")
        #expect(nav.key(.character("z")) == .redraw && nav.showsMnemonics, "any key shows them")
        let layout = MenuPopupLayout(scale: 1)
        let measure = { (text: String) in text.count * 7 }
        let underlines = { (list: DisplayList) in
            list.commands.compactMap { command -> (x: Int, width: Int)? in
                if case .rect(let x, let y, let width, let height, _) = command, height == 1, y > 2 { return (x, width) }
                return nil
            }
        }
        let plain = layout.list(nav.levels[0], colors: .following(Color(red: 0, green: 0, blue: 0)), measure: measure, ascent: 11, descent: 3)
        let marked = layout.list(nav.levels[0], colors: .following(Color(red: 0, green: 0, blue: 0)), measure: measure, ascent: 11, descent: 3,
                                 mnemonics: true)
        #expect(underlines(marked).count == underlines(plain).count + 3, "_Open, _Wi-Fi, _More (the disabled and hidden ones have none)")
        let texts = marked.commands.compactMap { command -> Int? in
            if case .text("Open", let x, _, _) = command { return x }
            return nil
        }
        #expect(underlines(marked).contains { $0.x == texts.first && $0.width == 7 }, "under the O of Open")
    }

    @Test func aSubmenuFilledOnItsAboutToShowStaysOpenWithWhatCame() {
        let empty = Self.menu([Self.node(1, ["label": .string("First")]),
                               Self.node(6, ["label": .string("_More"), "children-display": .string("submenu")])])
        var nav = MenuNavigation(root: empty)
        #expect(nav.key(.character("m")) == .opened(6))
        #expect(nav.levels.count == 2 && nav.levels[1].entries.isEmpty && nav.openSubmenus == [6], "opened empty, as Qt exports it")
        let filled = Self.menu([Self.node(1, ["label": .string("First")]),
                                Self.node(6, ["label": .string("_More"), "children-display": .string("submenu")],
                                          [Self.node(61, ["label": .string("Filled")]), Self.node(62, ["label": .string("Later")])])])
        nav.replace(root: filled)
        #expect(nav.openSubmenus == [6] && nav.levels[1].entries.map(\.id) == [61, 62], "kept open, with its new entries")
        #expect(nav.levels[0].highlighted == 1, "its row still highlighted")
        #expect(nav.key(.down) == .redraw && nav.key(.enter) == .activate(61))
        nav.replace(root: Self.menu([Self.node(1, ["label": .string("First")])]))
        #expect(nav.openSubmenus.isEmpty, "gone from the menu: closed")
    }

    @Test func submenusOpenedAndClosedAreToldInOrder() {
        #expect(MenuNavigation.submenuChanges(from: [], to: [6]) == ([], [6]))
        #expect(MenuNavigation.submenuChanges(from: [6, 9], to: []) == ([9, 6], []), "innermost first")
        #expect(MenuNavigation.submenuChanges(from: [6, 9], to: [6, 10]) == ([9], [10]), "the parent stays open")
        #expect(MenuNavigation.submenuChanges(from: [6], to: [7, 6]) == ([6], [7, 6]))
        #expect(MenuNavigation.submenuChanges(from: [6], to: [6]) == ([], []))
        var nav = MenuNavigation(root: Self.sample)
        let before = nav.openSubmenus
        _ = nav.hover(level: 0, index: 4)
        #expect(MenuNavigation.submenuChanges(from: before, to: nav.openSubmenus) == ([], [6]))
        let open = nav.openSubmenus
        _ = nav.hover(level: 0, index: 0)
        #expect(MenuNavigation.submenuChanges(from: open, to: nav.openSubmenus) == ([6], []), "hovering another row closes it")
    }

    @Test func theMenuOpensUnderTheIconInsideItsMonitor() {
        let monitor = (x: 1280, y: 0, width: 1920, height: 1080)
        #expect(MenuPopupLayout.place((200, 100), anchorX: 1500, anchorY: 24, monitor: monitor) == (1500, 24))
        #expect(MenuPopupLayout.place((200, 100), anchorX: 3150, anchorY: 24, monitor: monitor) == (3000, 24), "kept inside on the right")
        #expect(MenuPopupLayout.place((200, 2000), anchorX: 1500, anchorY: 24, monitor: monitor) == (1500, 0), "taller than the monitor")
        #expect(MenuPopupLayout.placeSubmenu((200, 100), parent: (3000, 24, 200), rowTop: 30, monitor: monitor) == (2800, 54), "to the left")
        #expect(MenuPopupLayout.placeSubmenu((200, 100), parent: (1500, 24, 200), rowTop: 30, monitor: monitor) == (1700, 54))
    }

    @Test func theLevelIsDrawnWithRowsItsPointerFinds() {
        let layout = MenuPopupLayout(scale: 2)
        var nav = MenuNavigation(root: Self.sample)
        _ = nav.key(.down)
        let level = nav.levels[0]
        let measure = { (text: String) in text.count * 14 }
        let size = layout.size(of: level, measure: measure)
        #expect(size.height == 2 * 4 * 2 + 4 * 48 + 18)
        let tops = layout.rowTops(of: level)
        #expect(layout.entry(atY: tops[1] + 2, in: level) == 1 && layout.entry(atY: 0, in: level) == nil)
        let colors = MenuPopupLayout.Colors.following(Color(red: 255, green: 255, blue: 255))
        #expect(colors.background.red < 80, "light content: a dark menu")
        let list = layout.list(level, colors: colors, measure: measure, ascent: 24, descent: 6)
        let texts = list.commands.compactMap { if case .text(let t, _, _, let c) = $0 { return (t, c) } else { return nil } }
        #expect(texts.map(\.0) == ["Open", "Disabled", "Wi-Fi", "✓", "More", "›"])
        #expect(texts[1].1 == colors.disabled)
        #expect(list.commands.contains { if case .rect(_, _, _, _, let c) = $0 { return c == colors.highlight } else { return false } })
        let long = MenuEntry.mnemonicLabel(String(repeating: "x", count: 500)).label
        var entry = MenuEntry(id: 1)
        entry.label = long
        #expect(MenuPopupLayout.shownLabel(entry).count == MenuPopupLayout.maxLabel)
    }
}
