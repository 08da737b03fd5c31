/// One block of an i3bar status line, with the keys i3bar draws by
/// (<https://i3wm.org/docs/i3bar-protocol.html>); `background` and `border` are not kept (the
/// strip has one background).
public struct I3barBlock: Sendable, Equatable {
    /// How a block narrower than its `min_width` sits in it.
    public enum Align: String, Sendable, Equatable {
        case left, center, right

        /// The side it means on a strip laid out in `mirrored` order: i3bar's `left` is the
        /// block's leading side (its default, where the text starts), so a right-to-left strip
        /// mirrors it as it mirrors the blocks' order.
        public func mirrored(_ mirrored: Bool) -> Align {
            guard mirrored else { return self }
            switch self {
            case .left: return .right
            case .center: return .center
            case .right: return .left
            }
        }
    }

    /// `min_width`: pixels, or a text whose width the block takes at least.
    public enum MinWidth: Sendable, Equatable {
        case pixels(Int)
        case text(String)
    }

    /// The text drawn (`full_text`, its pango markup taken out when `markup` is `pango`).
    public var fullText: String
    /// Drawn instead when the strip runs short of room.
    public var shortText: String?
    public var color: Color?
    public var urgent: Bool
    public var minWidth: MinWidth?
    public var align: Align
    /// Whether a separator line is drawn after the block (i3bar's default: yes).
    public var separator: Bool
    /// The space after the block, in pixels at 96 dpi (i3bar's default: 9).
    public var separatorBlockWidth: Int
    /// The block's `name` and `instance`, sent back with a click on it as they came.
    public var name: String?
    public var instance: String?

    /// i3bar's default `separator_block_width`.
    public static let defaultSeparatorBlockWidth = 9
    /// The most characters of a `name` or an `instance` kept.
    public static let longestKey = 256
    /// The widest `separator_block_width` and pixel `min_width` taken, at 96 dpi.
    public static let widestSpace = 200

    public init(fullText: String, shortText: String? = nil, color: Color? = nil, urgent: Bool = false,
                minWidth: MinWidth? = nil, align: Align = .left, separator: Bool = true,
                separatorBlockWidth: Int = defaultSeparatorBlockWidth, name: String? = nil, instance: String? = nil) {
        self.fullText = fullText
        self.shortText = shortText
        self.color = color
        self.urgent = urgent
        self.minWidth = minWidth
        self.align = align
        self.separator = separator
        self.separatorBlockWidth = separatorBlockWidth
        self.name = name
        self.instance = instance
    }

    /// The block `members` describe, as i3bar reads it: a block without `full_text`, or with
    /// an empty one, draws nothing (nil). `markup = "pango"` has its tags taken out (their
    /// first colour kept when the block gives none); any other markup is drawn as it is.
    public init?(_ m: [String: JSONObjectReader.Value]) {
        func string(_ key: String) -> String? {
            if case .string(let s)? = m[key] { return s }
            return nil
        }
        let pango = string("markup") == "pango"
        func text(_ raw: String) -> (String, Color?) {
            guard pango else { return (ScriptText.clean(raw), nil) }
            let stripped = MarkupTags.strip(raw)
            return (ScriptText.clean(stripped.text), stripped.color)
        }
        guard let raw = string("full_text") else { return nil }
        let (full, markupColor) = text(raw)
        guard !full.isEmpty else { return nil }
        self.init(fullText: full)
        if let s = string("short_text").map({ text($0).0 }), !s.isEmpty { shortText = s }
        color = string("color").flatMap(MarkupTags.color) ?? markupColor
        if case .bool(let b)? = m["urgent"] { urgent = b }
        switch m["min_width"] {
        case .number(let n)?: minWidth = .pixels(Int(min(Double(Self.widestSpace), max(0, n))))
        case .string(let s)?: minWidth = .text(ScriptText.clean(s))
        default: break
        }
        align = string("align").flatMap(Align.init(rawValue:)) ?? .left
        if case .bool(let b)? = m["separator"] { separator = b }
        if case .number(let n)? = m["separator_block_width"] {
            separatorBlockWidth = Int(min(Double(Self.widestSpace), max(0, n)))
        }
        // Sent back with a click as they came (py3status's instances start with a space): only
        // bounded, never trimmed.
        name = string("name").map { String($0.prefix(Self.longestKey)) }
        instance = string("instance").map { String($0.prefix(Self.longestKey)) }
    }
}

extension ScriptText {
    /// What an item shows of an i3bar status line: its blocks, the full text theirs joined
    /// (for `status --json`, the tooltip's title and the report), urgent when any is; nil
    /// (hidden) when no block draws anything.
    public init?(blocks: [I3barBlock]) {
        guard !blocks.isEmpty else { return nil }
        self.init(full: ScriptText.clean(blocks.map(\.fullText).joined(separator: " "), limit: ScriptText.textLimit),
                  urgent: blocks.contains(where: \.urgent))
        self.blocks = blocks
    }
}
