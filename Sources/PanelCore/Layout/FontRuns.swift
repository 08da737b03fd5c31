/// Text cut into runs for a shaper (HarfBuzz): each run one font, one script and one direction,
/// never splitting a cluster — a base character with its marks, joiners, variation selectors and
/// skin tones, a whole emoji ZWJ sequence, a flag's two regional indicators, an Indic conjunct
/// (Swift's extended grapheme clusters).
public enum FontRuns {
    /// Characters drawn with one font, shaped together.
    public struct Run: Sendable, Equatable {
        /// The font's index in the measurer's list (0 the main font).
        public var font: Int
        /// The run's text as UTF-8, in logical order.
        public var bytes: [UInt8]
        /// Whether the run is shaped right to left (its glyphs then come out in visual order).
        public var rightToLeft: Bool

        public init(font: Int, bytes: [UInt8], rightToLeft: Bool = false) {
            self.font = font
            self.bytes = bytes
            self.rightToLeft = rightToLeft
        }
    }

    /// `text` cut into runs in logical order. `fontOf` names the font of a cluster from its
    /// characters (never called for ASCII alone, nor ASCII with default-ignorables: that is the
    /// main font's, 0); a cluster of default-ignorables alone stays with the run before it.
    /// `scriptOf` names a character's script (nil for common and inherited ones, which go with
    /// their neighbours): a run is cut where the script changes, as a shaper needs one per run.
    /// A space after a fallback font's run stays in it when `hasSpace` says that font has one (as
    /// Pango does), so words of one script are spaced by their own font.
    public static func split(_ text: String, rightToLeft: Bool = false, fontOf: ([Unicode.Scalar]) -> Int,
                             scriptOf: (Unicode.Scalar) -> UInt32? = { _ in nil }, hasSpace: (Int) -> Bool = { _ in false }) -> [Run] {
        var runs: [Run] = []
        var current = Run(font: 0, bytes: [], rightToLeft: rightToLeft)
        var script: UInt32?
        for cluster in text {
            let scalars = cluster.unicodeScalars
            let shown = scalars.filter { !isDefaultIgnorable($0) }
            let font: Int
            if shown.isEmpty {
                font = current.font
            } else if shown.allSatisfy({ $0.value < 0x80 }) {
                font = shown.allSatisfy({ $0 == " " }) && current.font != 0 && !current.bytes.isEmpty && hasSpace(current.font) ? current.font : 0
            } else {
                font = fontOf(Array(scalars))
            }
            let clusterScript = shown.first.flatMap(scriptOf)
            let scriptChanges = clusterScript != nil && script != nil && clusterScript != script
            if (font != current.font || scriptChanges), !current.bytes.isEmpty {
                runs.append(current)
                current = Run(font: font, bytes: [], rightToLeft: rightToLeft)
                script = nil
            }
            current.font = font
            if let clusterScript { script = clusterScript }
            current.bytes += Array(String(cluster).utf8)
        }
        if !current.bytes.isEmpty { runs.append(current) }
        return runs
    }

    /// The runs of directional pieces given in visual order (``BidiRuns``), themselves in visual
    /// order: a right-to-left piece's runs come last to first.
    public static func split(pieces: [(text: String, rightToLeft: Bool)], fontOf: ([Unicode.Scalar]) -> Int,
                             scriptOf: (Unicode.Scalar) -> UInt32? = { _ in nil }, hasSpace: (Int) -> Bool = { _ in false }) -> [Run] {
        pieces.flatMap { piece -> [Run] in
            let runs = split(piece.text, rightToLeft: piece.rightToLeft, fontOf: fontOf, scriptOf: scriptOf, hasSpace: hasSpace)
            return piece.rightToLeft ? runs.reversed() : runs
        }
    }

    /// The UTF-8 of `text` when it is ASCII apart from default-ignorable characters, which are
    /// left out (a joiner between Latin letters changes nothing): such text takes the ASCII path.
    public static func asciiShown(_ text: String) -> [UInt8]? {
        var bytes: [UInt8] = []
        for scalar in text.unicodeScalars {
            if scalar.value < 0x80 {
                bytes.append(UInt8(scalar.value))
            } else if !isDefaultIgnorable(scalar) {
                return nil
            }
        }
        return bytes
    }

    /// Characters that never draw and take no width: joiners and non-joiners, variation
    /// selectors, bidi marks and other format controls (Unicode's Default_Ignorable_Code_Point).
    public static func isDefaultIgnorable(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value >= 0xAD && scalar.properties.isDefaultIgnorableCodePoint
    }

    /// Whether a cluster asks for a colour emoji font: an emoji presentation selector, a keycap,
    /// a flag's regional indicators, a skin tone, a ZWJ sequence of emoji, or a character shown
    /// as emoji by default.
    public static func prefersEmoji(_ scalars: [Unicode.Scalar]) -> Bool {
        guard let first = scalars.first, first.value >= 0x80 || scalars.count > 1 else { return false }
        if scalars.contains(where: { $0.value == 0xFE0E }) { return false }
        return scalars.contains { s in
            switch s.value {
            case 0xFE0F, 0x20E3, 0x1F1E6...0x1F1FF, 0x1F3FB...0x1F3FF: return true
            default: return false
            }
        } || (scalars.contains { $0.value == 0x200D } && first.properties.isEmoji) || first.properties.isEmojiPresentation
    }
}
