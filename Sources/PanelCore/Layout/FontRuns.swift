/// Text in visual order cut where its font changes, for a text measurer without a shaper (Xft):
/// which characters stay with the one before them, and which marks of right-to-left scripts
/// are drawn apart, centred over their letter.
public enum FontRuns {
    /// A vowel or cantillation mark drawn over a letter of its run.
    public struct Mark: Sendable, Equatable {
        /// The mark's Unicode scalar value.
        public var character: UInt32
        /// The UTF-8 bytes of the run, counted from its start, that make the letter under it.
        public var letter: Range<Int>
    }

    /// Characters drawn with one font.
    public struct Run: Sendable, Equatable {
        /// The font's index in the measurer's list (0 the main font).
        public var font: Int
        /// The run's text as UTF-8, without its marks.
        public var bytes: [UInt8]
        /// Marks left out of `bytes`, each to be centred over its letter.
        public var marks: [Mark]
    }

    /// `visual` cut into runs, `fontOf` naming each character's font. ASCII is always the main
    /// font's; marks, joiners, variation selectors and skin-tone modifiers stay with the character
    /// before them; right-to-left marks (``isRightToLeftMark(_:)``) after a letter leave the text.
    public static func split(_ visual: String, fontOf: (Unicode.Scalar) -> Int) -> [Run] {
        var runs: [Run] = []
        var current = Run(font: 0, bytes: [], marks: [])
        var lastLetter = 0
        for scalar in visual.unicodeScalars {
            if isRightToLeftMark(scalar), lastLetter < current.bytes.count {
                current.marks.append(Mark(character: scalar.value, letter: lastLetter..<current.bytes.count))
                continue
            }
            let font = scalar.value < 0x80 ? 0 : (attaches(scalar) && !current.bytes.isEmpty ? current.font : fontOf(scalar))
            if font != current.font, !current.bytes.isEmpty {
                runs.append(current)
                current = Run(font: font, bytes: [], marks: [])
            }
            current.font = font
            lastLetter = current.bytes.count
            current.bytes += Array(String(scalar).utf8)
        }
        if !current.bytes.isEmpty { runs.append(current) }
        return runs
    }

    /// Hebrew points and cantillation, Arabic harakat and Quranic marks: Xft draws them where the
    /// pen is, after their letter, so they are drawn apart (a font's mark positioning needs a
    /// shaper).
    public static func isRightToLeftMark(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0591...0x05BD, 0x05BF, 0x05C1...0x05C2, 0x05C4...0x05C5, 0x05C7,
             0x0610...0x061A, 0x064B...0x065F, 0x0670, 0x06D6...0x06DC, 0x06DF...0x06E4, 0x06E7...0x06E8, 0x06EA...0x06ED:
            return true
        default:
            return false
        }
    }

    /// Whether `scalar` belongs with the character before it: combining marks, format characters
    /// (joiners), variation selectors and emoji skin-tone modifiers.
    public static func attaches(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .spacingMark, .format: return true
        default: return (0xFE00...0xFE0F).contains(scalar.value) || (0x1F3FB...0x1F3FF).contains(scalar.value)
        }
    }
}
