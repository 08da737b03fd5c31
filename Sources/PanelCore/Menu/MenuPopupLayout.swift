/// How an open menu level is drawn: its size, its rows, where it goes on the screen and its
/// display list, in the strip's style (dark on light or light on dark, as the strip's content).
public struct MenuPopupLayout: Sendable {
    /// The menu's colours.
    public struct Colors: Sendable, Equatable {
        public var background: Color
        public var foreground: Color
        public var disabled: Color
        public var highlight: Color
        public var border: Color

        /// Colours for a strip whose content is `foreground`: a light menu with dark text when
        /// the strip's text is dark, a dark one with light text when it is light.
        public static func following(_ foreground: Color) -> Colors {
            let dark = Int(foreground.red) + Int(foreground.green) + Int(foreground.blue) < 3 * 128
            return dark
                ? Colors(background: Color(red: 0xf6, green: 0xf6, blue: 0xf6), foreground: Color(red: 0x1e, green: 0x1e, blue: 0x1e),
                         disabled: Color(red: 0x90, green: 0x90, blue: 0x90), highlight: Color(red: 0xd8, green: 0xd8, blue: 0xd8),
                         border: Color(red: 0xb0, green: 0xb0, blue: 0xb0))
                : Colors(background: Color(red: 0x26, green: 0x26, blue: 0x26), foreground: Color(red: 0xf0, green: 0xf0, blue: 0xf0),
                         disabled: Color(red: 0x80, green: 0x80, blue: 0x80), highlight: Color(red: 0x48, green: 0x48, blue: 0x48),
                         border: Color(red: 0x58, green: 0x58, blue: 0x58))
        }
    }

    public let scale: Double
    public init(scale: Double) { self.scale = max(1, scale) }

    private func px(_ points: Double) -> Int { Int((points * scale).rounded()) }
    public var rowHeight: Int { px(24) }
    public var separatorHeight: Int { px(9) }
    public var padding: Int { px(4) }
    /// Room before the label for a check or radio mark, and after it for a submenu's arrow.
    public var markWidth: Int { px(22) }
    /// The side of an entry's icon: 16 points, as GTK draws menu icons.
    public var iconSize: Int { px(16) }

    /// The most characters of a label drawn: longer ones are cut with an ellipsis.
    public static let maxLabel = 80

    private func rowHeight(of entry: MenuEntry) -> Int { entry.isSeparator ? separatorHeight : rowHeight }

    /// The label as drawn.
    public static func shownLabel(_ entry: MenuEntry) -> String {
        entry.label.count > maxLabel ? String(entry.label.prefix(maxLabel - 1)) + "…" : entry.label
    }

    /// The level's size in pixels, its widest label measured with `measure`, at most `maxHeight` high.
    public func size(of level: MenuNavigation.Level, measure: (String) -> Int) -> (width: Int, height: Int) {
        let widest = level.entries.map { measure(Self.shownLabel($0)) }.max() ?? 0
        let height = level.entries.reduce(0) { $0 + rowHeight(of: $1) }
        return (max(px(120), widest + 2 * markWidth + 2 * padding), height + 2 * padding)
    }

    /// The top of each entry's row, from the top of the popup.
    public func rowTops(of level: MenuNavigation.Level) -> [Int] {
        var y = padding, tops: [Int] = []
        for entry in level.entries {
            tops.append(y)
            y += rowHeight(of: entry)
        }
        return tops
    }

    /// The entry under the popup's pixel row `y`; nil over the padding.
    public func entry(atY y: Int, in level: MenuNavigation.Level) -> Int? {
        for (index, top) in rowTops(of: level).enumerated() where y >= top && y < top + rowHeight(of: level.entries[index]) { return index }
        return nil
    }

    /// Where a menu of `size` opens for an icon whose left edge is `anchorX` on a strip whose
    /// bottom is `anchorY`: under the icon, kept inside `monitor` (x, y, width, height).
    public static func place(_ size: (width: Int, height: Int), anchorX: Int, anchorY: Int,
                             monitor: (x: Int, y: Int, width: Int, height: Int)) -> (x: Int, y: Int) {
        let x = min(max(monitor.x, anchorX), monitor.x + monitor.width - size.width)
        let y = min(anchorY, monitor.y + monitor.height - size.height)
        return (max(monitor.x, x), max(monitor.y, y))
    }

    /// Where a submenu of `size` opens beside its parent row: to the right of the parent
    /// popup, or to its left when that leaves the monitor.
    public static func placeSubmenu(_ size: (width: Int, height: Int), parent: (x: Int, y: Int, width: Int), rowTop: Int,
                                    monitor: (x: Int, y: Int, width: Int, height: Int)) -> (x: Int, y: Int) {
        var x = parent.x + parent.width
        if x + size.width > monitor.x + monitor.width { x = parent.x - size.width }
        let y = min(parent.y + rowTop, monitor.y + monitor.height - size.height)
        return (max(monitor.x, x), max(monitor.y, y))
    }

    /// The level drawn: background and border, the highlighted row, each label (dimmed when
    /// disabled) with its mark and arrow, its mnemonic underlined when `mnemonics`, separators
    /// as lines. `ascent` and `descent` are the font's.
    public func list(_ level: MenuNavigation.Level, colors: Colors, measure: (String) -> Int, ascent: Int, descent: Int,
                     mnemonics: Bool = false, iconIndex: (Int) -> Int? = { _ in nil }) -> DisplayList {
        let (width, height) = size(of: level, measure: measure)
        var commands: [DrawCommand] = [
            .rect(x: 0, y: 0, width: width, height: height, color: colors.border),
            .rect(x: 1, y: 1, width: width - 2, height: height - 2, color: colors.background),
        ]
        for (index, top) in rowTops(of: level).enumerated() {
            let entry = level.entries[index]
            if entry.isSeparator {
                commands.append(.rect(x: padding + px(4), y: top + separatorHeight / 2, width: width - 2 * padding - px(8), height: max(1, px(1)),
                                      color: colors.border))
                continue
            }
            if index == level.highlighted { commands.append(.rect(x: padding, y: top, width: width - 2 * padding, height: rowHeight, color: colors.highlight)) }
            let color = entry.enabled ? colors.foreground : colors.disabled
            let baseline = top + (rowHeight + ascent - descent) / 2
            let shown = Self.shownLabel(entry)
            commands.append(.text(shown, x: padding + markWidth, baseline: baseline, color: color))
            if mnemonics, let offset = entry.mnemonicOffset, offset < shown.count - (shown == entry.label ? 0 : 1) {
                // Under the letter, a pixel or two below the baseline (within the descent).
                let before = String(shown.prefix(offset)), letter = String(shown.dropFirst(offset).prefix(1))
                let thickness = max(1, px(1))
                commands.append(.rect(x: padding + markWidth + measure(before), y: baseline + min(max(1, descent / 2), max(1, px(2))),
                                      width: max(1, measure(letter)), height: thickness, color: color))
            }
            let mark: String? = switch entry.toggle {
            case .checkmark(true): "✓"
            case .radio(true): "●"
            case .radio(false): "○"
            default: nil
            }
            if let mark {
                commands.append(.text(mark, x: padding + (markWidth - measure(mark)) / 2, baseline: baseline, color: color))
            } else if let icon = iconIndex(index) {
                // The entry's icon where a mark would be, drawn from the popup's pictures.
                commands.append(.trayIcon(index: icon, x: padding + (markWidth - iconSize) / 2, y: top + (rowHeight - iconSize) / 2,
                                          size: iconSize, tint: nil))
            }
            if entry.opensSubmenu { commands.append(.text("›", x: width - padding - markWidth + (markWidth - measure("›")) / 2, baseline: baseline, color: color)) }
        }
        return DisplayList(width: width, height: height, commands: commands)
    }
}
