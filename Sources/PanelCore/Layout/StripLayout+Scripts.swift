extension StripLayout {
    /// The pill's capsule height, in points, at most: a phone's, in a 24-point strip.
    static let pillPoints = 18
    /// Space between the capsule's ends and its label, in points.
    static let pillPadding = 3.0
    /// Space on either side of the dot between the time and the pill's label, in points.
    static let pillLabelSpacing = 3.0
    /// What stands between the time and the pill's label.
    static let pillSeparator = "·"

    /// A script item: its text in the strip's font, in the colour it asked for kept legible
    /// (``Legibility/scriptText(_:for:on:over:)``), or the content colour; an urgent one in the
    /// phone's red, kept legible alike. `short` draws its short text.
    func scriptPieces(_ name: String, contents: ItemContents, theme: Theme, short: Bool = false, text: some TextMeasuring) -> Item? {
        guard let shown = contents.scriptText(name) else { return nil }
        if !shown.blocks.isEmpty { return blockPieces(shown.blocks, theme: theme, short: short, text: text) }
        let label = short ? shown.short ?? shown.full : shown.full
        let color = scriptColor(shown.urgent ? PillColor.red.base : shown.color, theme: theme)
        return [Piece(kind: .text(label, color), width: text.width(of: label), leading: 0)]
    }

    /// Two script items side by side are text beside text, with no glyph to tell them apart:
    /// they get ``scriptSpacing`` between them instead of ``itemSpacing`` (`0.2G/23.5G  75G
    /// 1.47` read as one run). The space is the second one's leading, or mirrored the first
    /// one's, so it stays between the two once the group is mirrored.
    func spacingScripts(_ group: [Item], names: [ItemName]) -> [Item] {
        // The user's own items: declared in the table, not built in.
        let declared = Set(names.filter { table[$0] != nil && ItemName(rawValue: $0.rawValue) == nil })
        let extra = px(Self.scriptSpacing) - px(Self.itemSpacing)
        var spaced = group
        for i in group.indices.dropFirst() where declared.contains(names[i - 1]) && declared.contains(names[i]) {
            let owner = direction == .rightToLeft ? i - 1 : i
            guard !spaced[owner].isEmpty, !spaced[owner].contains(where: { if case .pill = $0.kind { true } else { false } }),
                  !spaced[owner == i ? i - 1 : i].contains(where: { if case .pill = $0.kind { true } else { false } }) else { continue }
            spaced[owner][0].leading += extra
        }
        return spaced
    }

    /// The colour a script asked for kept legible, or the content colour.
    func scriptColor(_ asked: Color?, theme: Theme) -> Color {
        guard let asked else { return theme.foreground }
        return Legibility.scriptText(asked, for: theme.content, on: theme.background, over: .unknown)
    }

    /// An i3bar generator's blocks in its order, as i3bar draws them: each at least its
    /// `min_width` wide, aligned in it, `separator_block_width` points after it, with a line in
    /// the middle of that space when it asks for a `separator` (not after the last: the
    /// strip's own spacing follows it).
    func blockPieces(_ blocks: [I3barBlock], theme: Theme, short: Bool, text: some TextMeasuring) -> Item {
        var pieces: Item = []
        let rule = max(1, Int(scale.rounded(.down)))
        for (i, block) in blocks.enumerated() {
            let label = short ? block.shortText ?? block.fullText : block.fullText
            let drawn = text.width(of: label)
            var least = 0
            switch block.minWidth {
            case .pixels(let p)?: least = px(Double(p))
            case .text(let sample)?: least = text.width(of: sample)
            case nil: break
            }
            let width = max(drawn, least)
            let inset = switch block.align {
            case .left: 0
            case .center: (width - drawn) / 2
            case .right: width - drawn
            }
            var leading = 0
            if i > 0 {
                let space = px(Double(blocks[i - 1].separatorBlockWidth))
                if blocks[i - 1].separator && space >= rule {
                    let before = (space - rule) / 2
                    pieces.append(Piece(kind: .rule(theme.dimForeground), width: rule, leading: before))
                    leading = space - rule - before
                } else {
                    leading = space
                }
            }
            let color = scriptColor(block.urgent ? PillColor.red.base : block.color, theme: theme)
            pieces.append(Piece(kind: .text(label, color), width: width, leading: leading, block: i, inset: inset))
        }
        return pieces
    }

    /// The clock's place while a pill shows: the capsule behind the time, the pill's label (its
    /// text, its counter) beside the time in it, as a phone draws it; with `[pill] time =
    /// "replaced"`, the label instead of the time. A pill with no label holds the time alone.
    func pillPieces(_ pill: ShownPill, clock: String, height: Int, text: some TextMeasuring) -> Item? {
        let labels = Self.pillLabels(pill.label, clock: clock, time: pillTime)
        guard !labels.isEmpty else { return nil }
        let cap = Glyph.pillCap(right: false, points: pillPoints(height: height)).pixelSize(scale: scale).width
        let widths = labels.map { text.width(of: $0) }
        let gap = px(Self.pillLabelSpacing)
        let inner = widths.reduce(0, +) + gap * (labels.count - 1)
        let (fill, textColor) = Legibility.pill(pill.color)
        return [Piece(kind: .pill(labels, fill: fill, text: textColor, capWidth: cap, widths: widths, gap: gap),
                      width: 2 * cap + inner, leading: 0)]
    }

    /// What the capsule holds, in reading order: the time, then a middle dot and the pill's
    /// label beside it (``PillTime/beside``; the dot tells `14:05` from a counter's `0:42`); the label alone (``PillTime/replaced``); the time alone for a pill
    /// with no label. An empty time (a clock format that prints nothing) gives way to the label.
    static func pillLabels(_ label: String, clock: String, time: PillTime) -> [String] {
        if label.isEmpty { return clock.isEmpty ? [] : [clock] }
        if time == .replaced || clock.isEmpty { return [label] }
        return [clock, pillSeparator, label]
    }

    /// The capsule's height in points for a strip `height` pixels high: ``pillPoints``, less in
    /// a strip too low for it (two points above and below).
    func pillPoints(height: Int) -> Int {
        max(8, min(Self.pillPoints, Int((Double(height) / scale).rounded(.down)) - 4))
    }

    /// The capsule's two ends, the band between, and its labels on it, `gap` pixels apart.
    func pillCommands(_ labels: [String], fill: Color, text: Color, x: Int, capWidth: Int, widths: [Int], gap: Int,
                      height: Int, baseline: Int) -> [DrawCommand] {
        let points = pillPoints(height: height)
        let capHeight = Glyph.pillCap(right: false, points: points).pixelSize(scale: scale).height
        let y = (height - capHeight) / 2
        let inner = widths.reduce(0, +) + gap * max(0, labels.count - 1)
        var commands: [DrawCommand] = [
            .glyph(.pillCap(right: false, points: points), x: x, y: y, color: fill),
            .rect(x: x + capWidth, y: y, width: inner, height: capHeight, color: fill),
            .glyph(.pillCap(right: true, points: points), x: x + capWidth + inner, y: y, color: fill),
        ]
        var labelX = x + capWidth
        // Mirrored, the time is the capsule's first label from the right.
        let ordered = direction == .rightToLeft ? Array(zip(labels, widths).reversed()) : Array(zip(labels, widths))
        for (label, width) in ordered {
            commands.append(.text(label, x: labelX, baseline: baseline, color: text))
            labelX += width + gap
        }
        return commands
    }

    /// The centre group's names: with a pill to show and no clock placed in any group, the pill
    /// still shows, first in the centre (where the default dotfile has the clock; centred when
    /// the centre is otherwise empty), standing for the clock.
    static func centerWithPill(_ items: PanelConfig.Items, pill: Bool) -> [ItemName] {
        pill && !items.contains(.clock) ? [.clock] + items.center : items.center
    }

    /// Before any built-in item is shortened, script items change to their short text while the
    /// groups run over their room (``GroupsInWidth/overflow``): the left group's (the last
    /// first), then the right group's, then the centre's. A change that wins no room is not made,
    /// so a script keeps its full text when only another group is short of room.
    func useShortTexts(_ groups: inout GroupsInWidth, names: (left: [ItemName], center: [ItemName], right: [ItemName]),
                       contents: ItemContents, theme: Theme, text: some TextMeasuring) {
        let order: [(WritableKeyPath<GroupsInWidth, [Item]>, [ItemName])] =
            [(\.left, names.left), (\.right, names.right), (\.center, names.center)]
        for (group, names) in order {
            for i in names.indices.reversed() {
                let over = groups.overflow
                guard over > 0 else { return }
                let name = names[i].rawValue
                guard let shown = contents.scriptText(name), shown.short != nil || shown.blocks.contains(where: { $0.shortText != nil }),
                      let short = scriptPieces(name, contents: contents, theme: theme, short: true, text: text) else { continue }
                var trial = groups
                trial[keyPath: group][i] = short
                if trial.overflow < over { groups = trial }
            }
        }
    }
}
