/// When an item's tooltip shows: after the pointer has rested on its icon for ``delay``, until
/// it leaves the icon or presses a button. Keys name the items (``TooltipTarget``: an icon's
/// address, a script item's name), so a tooltip follows its item while icons come and go.
public struct TooltipHover<Key: Sendable & Equatable>: Sendable, Equatable {
    /// The usual delay before a tooltip shows, in seconds (GTK's and Qt's).
    public static var delay: Double { 0.5 }

    public enum Phase: Sendable, Equatable {
        case idle
        case waiting(Key, since: Double)
        case shown(Key)
        /// A press hid the tooltip of this item; it shows again only after the pointer leaves it.
        case dismissed(Key)
    }

    public private(set) var phase = Phase.idle
    public init() {}

    /// The item whose tooltip is on screen; nil for none.
    public var shown: Key? { if case .shown(let key) = phase { return key } else { return nil } }

    /// When ``tick(at:)`` must be called next; nil when nothing is waiting.
    public var deadline: Double? { if case .waiting(_, let since) = phase { return since + Self.delay } else { return nil } }

    /// The pointer is over the item `key` (nil: over no item, or off the strip) at `now`; true
    /// when what is shown changed.
    public mutating func pointer(over key: Key?, at now: Double) -> Bool {
        switch (phase, key) {
        case (.waiting(let current, _), let key?) where current == key: return false
        case (.shown(let current), let key?) where current == key: return false
        case (.dismissed(let current), let key?) where current == key: return false
        default:
            let wasShown = shown != nil
            phase = key.map { .waiting($0, since: now) } ?? .idle
            return wasShown
        }
    }

    /// A button pressed: the tooltip goes; true when one was shown.
    public mutating func press() -> Bool {
        switch phase {
        case .shown(let key), .waiting(let key, _):
            let wasShown = shown != nil
            phase = .dismissed(key)
            return wasShown
        default: return false
        }
    }

    /// Time passed: true when the tooltip of the item waited on now shows.
    public mutating func tick(at now: Double) -> Bool {
        guard case .waiting(let key, let since) = phase, now >= since + Self.delay else { return false }
        phase = .shown(key)
        return true
    }
}

/// How a tooltip is drawn: the item's title (bold where the font allows, here the strip's) and
/// text on lines below, in the strip's style (``MenuPopupLayout/Colors``).
public enum TooltipLayout {
    /// The most lines and characters a line drawn.
    public static let maxLines = 6
    public static let maxLine = 80

    /// The lines of a tooltip: the title, then the text's lines (markup tags removed, as apps
    /// send `<b>` and `<br/>`); empty when there is nothing to say.
    public static func lines(title: String, text: String) -> [String] {
        let plain = text.replacingBreaks().strippingTags()
        return fitted([title] + plain.split(separator: "\n").map(String.init))
    }

    /// The lines of a tooltip of plain text (a script's, its markup already removed): its
    /// lines, the first drawn as the title; empty when there is nothing to say.
    public static func lines(plain text: String) -> [String] {
        fitted(text.split(separator: "\n").map(String.init))
    }

    /// `lines` trimmed, without empty ones, at most ``maxLines`` of at most ``maxLine`` characters.
    private static func fitted(_ lines: [String]) -> [String] {
        let all = lines.map { $0.trimmingWhitespace() }.filter { !$0.isEmpty }
        return all.prefix(maxLines).map { $0.count > maxLine ? String($0.prefix(maxLine - 1)) + "…" : $0 }
    }

    /// The tooltip's display list for `lines`, `scale` pixels a point.
    public static func list(_ lines: [String], colors: MenuPopupLayout.Colors, scale: Double, measure: (String) -> Int,
                            ascent: Int, descent: Int) -> DisplayList {
        let pad = Int((6 * scale).rounded()), lineHeight = ascent + descent + Int((2 * scale).rounded())
        let width = (lines.map(measure).max() ?? 0) + 2 * pad, height = lines.count * lineHeight + 2 * pad
        var commands: [DrawCommand] = [.rect(x: 0, y: 0, width: width, height: height, color: colors.border),
                                       .rect(x: 1, y: 1, width: width - 2, height: height - 2, color: colors.background)]
        for (index, line) in lines.enumerated() {
            commands.append(.text(line, x: pad, baseline: pad + index * lineHeight + ascent, color: index == 0 ? colors.foreground : colors.disabled))
        }
        return DisplayList(width: width, height: height, commands: commands)
    }
}

extension String {
    fileprivate func replacingBreaks() -> String {
        var result = self
        for tag in ["<br/>", "<br />", "<br>", "<BR>"] { result = result.split(separator: tag, omittingEmptySubsequences: false).joined(separator: "\n") }
        return result
    }

    fileprivate func strippingTags() -> String {
        var result = "", inTag = false
        for character in self {
            if character == "<" { inTag = true } else if character == ">" && inTag { inTag = false } else if !inTag { result.append(character) }
        }
        return result.split(separator: "&amp;", omittingEmptySubsequences: false).joined(separator: "&")
            .split(separator: "&lt;", omittingEmptySubsequences: false).joined(separator: "<")
            .split(separator: "&gt;", omittingEmptySubsequences: false).joined(separator: ">")
    }
}
