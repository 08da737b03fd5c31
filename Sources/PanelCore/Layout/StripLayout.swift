/// Lays the strip out like a phone's status bar: the left items from the left edge, the centre
/// items centred on the strip, the right items against the right edge, everything vertically
/// centred. A pure function of the state, the configuration and measured text widths.
///
/// Right to left, the strip is mirrored as a phone's is: the left group at the right end (its
/// first item outermost), the right group at the left end, the parts of each item in reverse.
public struct StripLayout: Sendable {
    public var items: PanelConfig.Items
    /// The items' options (``ItemOptions``), which their pieces read: the battery's percentage,
    /// the window's widest title...
    public var options = ItemOptionValues()
    /// Pixels per point: `Xft.dpi` / 96.
    public var scale: Double
    /// Which way the strip reads (``LayoutDirection/resolve(_:environment:)``).
    public var direction: LayoutDirection
    /// The declarations that draw the items (the built-in ones, and the user's own).
    public var table = ItemTable.builtIn
    /// Whether the pill's label goes beside the time or instead of it (`[pill] time`).
    public var pillTime = PillTime.beside
    /// The monitor of the strip laid out, and those of every strip (``MonitorDesktops``); nil
    /// and empty where unknown.
    public var monitor: Monitor?
    public var monitors: [Monitor] = []

    public init(items: PanelConfig.Items, scale: Double, direction: LayoutDirection = .leftToRight) {
        self.items = items
        self.scale = scale
        self.direction = direction
    }

    /// Padding at the strip's ends, in points.
    static let edgePadding = 8.0
    /// Space between items, in points.
    static let itemSpacing = 7.0
    /// Space between two script items side by side, in points (``spacingScripts(_:names:)``).
    static let scriptSpacing = 14.0
    /// Space between a battery's percentage and its glyph, in points.
    static let innerSpacing = 4.0
    /// The height of the line between two i3bar blocks that ask for a separator, in points.
    static let ruleHeight = 12.0
    /// Space between a reading's caption and its value (`CPU 12%`), in points: a space's width.
    static let captionSpacing = 3.0
    /// Space between tray icons, in points.
    static let trayIconSpacing = 4.0
    /// Space above and below a tray icon, in points: 16 px icons in the 24 px strip at 96 dpi.
    static let trayIconPadding = 4.0
    /// The share of the strip's width the tray may take; icons beyond it wait off the strip.
    static let trayWidthShare = 1.0 / 3
    /// Text that stands in for the network when there is none.
    public static let offlineLabel = "No Network"

    /// The display list for one frame of a `width` × `height` strip showing `contents` (the
    /// `tray` item's icons in it are this strip's).
    public func layout(_ contents: ItemContents, theme: Theme, width: Int, height: Int, text: some TextMeasuring) -> DisplayList {
        var list = DisplayList(width: width, height: height)
        switch theme.background {
        case .solid(let c): list.commands.append(.rect(x: 0, y: 0, width: width, height: height, color: c))
        case .gradient(let top, let bottom): list.commands.append(.gradient(x: 0, y: 0, width: width, height: height, top: top, bottom: bottom))
        }
        if let line = theme.separator {
            let thickness = max(1, Int(scale.rounded(.down)))
            list.commands.append(.rect(x: 0, y: height - thickness, width: width, height: thickness, color: line))
        }

        let pad = px(Self.edgePadding), gap = px(Self.itemSpacing)
        let baseline = (height - text.ascent - text.descent + 1) / 2 + text.ascent
        // Each group's items with the names of those shown, for the hit areas.
        let drawing = ItemDrawing(layout: self, state: contents, theme: theme, width: width, height: height, text: text)
        // The pill takes the clock's place.
        let pill = contents.pill
        let build = { (names: [ItemName]) -> ([Item], [ItemName]) in
            let shown = names.compactMap { name in
                (name == .clock && pill != nil ? pill.flatMap { self.pillPieces($0, clock: contents.time, height: height, text: text) }
                    : self.table[name]?.pieces(drawing)).map { (name, $0) }
            }
            return (self.spacingScripts(shown.map(\.1), names: shown.map(\.0)), shown.map(\.0))
        }
        let (leftShown, leftBuilt) = build(items.left)
        let (centerShown, centerBuilt) = build(Self.centerWithPill(items, pill: pill != nil))
        let (rightShown, rightBuilt) = build(items.right)

        // Short of room, the script items change to their short text, then the window's title
        // gives way, then the desktops' names change to dots (the title given way again from
        // its whole), before any other item is shortened; then every group gives way to its room.
        var shown = GroupsInWidth(left: leftShown, center: centerShown, right: rightShown, width: width, pad: pad, gap: gap)
        let builtNames = (left: leftBuilt, center: centerBuilt, right: rightBuilt)
        useShortTexts(&shown, names: builtNames, contents: contents, theme: theme, text: text)
        var given = shown
        windowGivesWay(&given, names: builtNames, drawing: drawing)
        if given.overflow > 0, workspacesGiveWay(&shown, names: builtNames, drawing: drawing) {
            given = shown
            windowGivesWay(&given, names: builtNames, drawing: drawing)
        }
        shown = given
        let centerX = shown.settle(text: text)
        // Items left off for want of room are neither drawn nor hit.
        func kept(_ group: [Item], _ names: [ItemName]) -> ([Item], [ItemName]) {
            let pairs = zip(group, names).filter { !$0.0.isEmpty }
            return (pairs.map(\.0), pairs.map(\.1))
        }
        let (left, leftNames) = kept(shown.left, leftBuilt)
        let (center, centerNames) = kept(shown.center, centerBuilt)
        let (right, rightNames) = kept(shown.right, rightBuilt)
        let leftWidth = Self.width(of: left, gap: gap), centerWidth = Self.width(of: center, gap: gap)
        let rightWidth = Self.width(of: right, gap: gap)

        // Laid out left to right; mirrored, each group starts where its mirror image does.
        let mirrored = direction == .rightToLeft
        func start(_ x: Int, _ groupWidth: Int) -> Int { mirrored ? width - x - groupWidth : x }
        var commands: [DrawCommand] = []
        let groups = [(left, leftNames, pad, leftWidth), (center, centerNames, centerX, centerWidth),
                      (right, rightNames, width - pad - rightWidth, rightWidth)]
        for (group, names, x, groupWidth) in groups {
            place(mirrored ? Self.mirror(group) : group, names: mirrored ? names.reversed() : names, from: start(x, groupWidth), gap: gap,
                  height: height, baseline: baseline, pill: pill?.action, into: &commands, areas: &list.areas)
        }
        list.commands += commands
        return list
    }

    /// The display list for a strip showing `contents` with the spinner at `spinnerPhase` and
    /// `trayIcons` icons in the tray (the tests' and the benchmarks' shorthand).
    public func layout(_ contents: ItemContents, theme: Theme, width: Int, height: Int, spinnerPhase: Int = 0, trayIcons: Int = 0,
                       text: some TextMeasuring) -> DisplayList {
        var contents = contents
        contents.spinnerPhase = spinnerPhase
        if trayIcons > 0 { contents.trayIcons = (0..<trayIcons).map { TrayIcon(slot: .xembed($0), revision: 0) } }
        return layout(contents, theme: theme, width: width, height: height, text: text)
    }

    // MARK: - Items

    /// One drawable part of an item: a text run or a glyph, with the space before it. Each item's
    /// declaration (``ItemDeclaration``) makes its own.
    struct Piece {
        enum Kind {
            case text(String, Color)
            case glyph(Glyph, Color, overlay: [(Glyph, Color)])
            case trayIcon(Int, tint: Color?, icon: TrayIcon)
            /// The phone's pill: a capsule in `fill` with `labels` on it (``pillLabels(_:clock:time:)``),
            /// each `widths` wide, `gap` apart.
            case pill([String], fill: Color, text: Color, capWidth: Int, widths: [Int], gap: Int)
            /// A separator line between two i3bar blocks, as high as the text.
            case rule(Color)
        }
        var kind: Kind
        var width: Int
        var leading: Int
        /// The i3bar block (its index in the item's status line) it draws, if any: a click on
        /// it is the block's.
        var block: Int? = nil
        /// How far into its width a text is drawn (a block aligned in its `min_width`).
        var inset = 0
        /// What a press on this piece means to its item (a desktop's index), kept in the hit
        /// area's parts (``ItemArea/parts``).
        var tag: Int? = nil
    }

    typealias Item = [Piece]

    /// The side of a tray icon in a strip `height` pixels high.
    public func trayIconSize(height: Int) -> Int { max(8, height - 2 * px(Self.trayIconPadding)) }

    /// The tray's `icons` in their one order, as many as fit in ``trayWidthShare`` of the
    /// strip; nil (no room at all) without icons.
    func trayPieces(_ icons: [TrayIcon], theme: Theme, width: Int, height: Int) -> Item? {
        let size = trayIconSize(height: height), gap = px(Self.trayIconSpacing)
        let fitting = min(icons.count, (Int(Double(width) * Self.trayWidthShare) + gap) / (size + gap))
        guard fitting > 0 else { return nil }
        let tint = options[TrayOptions.self].tint == .content ? theme.foreground : nil
        return (0..<fitting).map { Piece(kind: .trayIcon($0, tint: tint, icon: icons[$0]), width: size, leading: $0 == 0 ? 0 : gap) }
    }

    /// Whether the airplane shows, and so hides the signal and the wireless network.
    func showsAirplane(_ state: ItemContents) -> Bool {
        state.airplane && items.contains(.airplane)
    }

    // MARK: - Placement

    static func width(of item: Item) -> Int { item.reduce(0) { $0 + $1.leading + $1.width } }

    static func width(of group: [Item], gap: Int) -> Int {
        let shown = group.filter { !$0.isEmpty }
        return shown.isEmpty ? 0 : shown.reduce(0) { $0 + width(of: $1) } + gap * (shown.count - 1)
    }

    /// Shortens the group's text with an ellipsis until it fits `limit`: the innermost item
    /// first (the left group's last, the right group's first: `innermostLast` false), and in an
    /// item of several texts (an i3bar generator's blocks) its last text first, as a line of
    /// text is shortened at its end.
    static func fit(_ group: inout [Item], into limit: Int, gap: Int, innermostLast: Bool = true, text: some TextMeasuring) {
        var excess = width(of: group, gap: gap) - limit
        guard excess > 0 else { return }
        for i in innermostLast ? Array(group.indices.reversed()) : Array(group.indices) {
            for j in group[i].indices.reversed() {
                guard excess > 0, case .text(let s, let color) = group[i][j].kind else { continue }
                var chars = Array(s)
                var shortened = s
                while !chars.isEmpty {
                    chars.removeLast()
                    shortened = String(chars) + "…"
                    if group[i][j].width - text.width(of: shortened) >= excess { break }
                }
                if chars.isEmpty { shortened = "" }
                let newWidth = shortened.isEmpty ? 0 : text.width(of: shortened)
                excess -= group[i][j].width - newWidth
                var piece = group[i][j]
                piece.kind = .text(shortened, color)
                piece.width = newWidth
                piece.inset = 0
                group[i][j] = piece
            }
        }
    }

    /// The group in mirrored order: items and their parts reversed, each space kept between the
    /// same two parts.
    static func mirror(_ group: [Item]) -> [Item] {
        group.reversed().map { item in
            item.indices.reversed().map { i in
                var piece = item[i]
                piece.leading = i == item.count - 1 ? item[0].leading : item[i + 1].leading
                return piece
            }
        }
    }

    /// Draws `group` (its items named by `names`) from `start`, recording where each item is.
    func place(_ group: [Item], names: [ItemName], from start: Int, gap: Int, height: Int, baseline: Int, pill: PillAction?,
               into commands: inout [DrawCommand], areas: inout [ItemArea]) {
        var x = start
        for (item, name) in zip(group, names) {
            let itemStart = x
            var parts: [ItemArea.Part] = []
            var blockAreas: [ItemArea] = []
            for piece in item {
                x += piece.leading
                if let tag = piece.tag { parts.append(ItemArea.Part(x: x, width: piece.width, tag: tag)) }
                if let block = piece.block, piece.width > 0 {
                    blockAreas.append(ItemArea(item: name, x: x, width: piece.width, block: block))
                }
                switch piece.kind {
                case .text(let s, let color):
                    if !s.isEmpty { commands.append(.text(s, x: x + piece.inset, baseline: baseline, color: color)) }
                case .rule(let color):
                    let high = min(height, px(Self.ruleHeight))
                    commands.append(.rect(x: x, y: (height - high) / 2, width: piece.width, height: high, color: color))
                case .glyph(let g, let color, let overlay):
                    let y = (height - g.pixelSize(scale: scale).height) / 2
                    commands.append(.glyph(g, x: x, y: y, color: color))
                    for (o, c) in overlay { commands.append(.glyph(o, x: x, y: y, color: c)) }
                case .trayIcon(let index, let tint, let icon):
                    commands.append(.trayIcon(index: index, x: x, y: (height - piece.width) / 2, size: piece.width, tint: tint, icon: icon))
                case .pill(let labels, let fill, let textColor, let capWidth, let widths, let gap):
                    commands += pillCommands(labels, fill: fill, text: textColor, x: x, capWidth: capWidth, widths: widths, gap: gap,
                                             height: height, baseline: baseline)
                }
                x += piece.width
            }
            // A label shortened to nothing is not drawn, so it cannot be hit either.
            if !blockAreas.isEmpty {
                areas += blockAreas
            } else if x > itemStart {
                let isPill = item.contains { if case .pill = $0.kind { true } else { false } }
                var area = ItemArea(item: name, x: itemStart, width: x - itemStart, pill: isPill && name == .clock ? pill : nil)
                area.parts = parts
                areas.append(area)
            }
            x += gap
        }
    }

    func px(_ points: Double) -> Int { Int((points * scale).rounded()) }
}
