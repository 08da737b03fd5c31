import Testing
@testable import PanelCore

/// How text is cut into runs of one font, script and direction (``FontRuns``).
@Suite struct FontRunsTests {
    /// Font 1 for Devanagari, 2 for emoji, 3 for a cluster with U+0301 after a Cyrillic letter
    /// (only a font with both has the pair), 0 for anything else.
    static func fontOf(_ scalars: [Unicode.Scalar]) -> Int {
        if scalars.count == 2, scalars[1].value == 0x0301, (0x0400...0x04FF).contains(scalars[0].value) { return 3 }
        switch scalars[0].value {
        case 0x0900...0x097F: return 1
        case 0x1F000...0x1FAFF: return 2
        default: return 0
        }
    }

    static func texts(_ runs: [FontRuns.Run]) -> [String] { runs.map { String(decoding: $0.bytes, as: UTF8.self) } }

    @Test func asciiIsOneRunOfTheMainFont() {
        let runs = FontRuns.split("Carrier 4G", fontOf: Self.fontOf)
        #expect(runs.map(\.font) == [0])
        #expect(Self.texts(runs) == ["Carrier 4G"])
    }

    @Test func theTextIsCutWhereTheFontChanges() {
        let runs = FontRuns.split("Wi-Fi नमस्ते 🙂!", fontOf: Self.fontOf)
        #expect(runs.map(\.font) == [0, 1, 0, 2, 0])
        #expect(Self.texts(runs) == ["Wi-Fi ", "नमस्ते", " ", "🙂", "!"])
    }

    @Test func aClusterIsNeverSplitBetweenFonts() {
        // A family (ZWJ sequence), a flag, a skin tone, a keycap: each one cluster, one font.
        let runs = FontRuns.split("👨\u{200D}👩\u{200D}👧 🇩🇪 👍🏽 क्ष", fontOf: Self.fontOf)
        #expect(Self.texts(runs) == ["👨\u{200D}👩\u{200D}👧", " ", "🇩🇪", " ", "👍🏽", " ", "क्ष"])
        #expect(runs.map(\.font) == [2, 0, 2, 0, 2, 0, 1])
    }

    @Test func theFontIsChosenForTheWholeCluster() {
        // Д with an acute accent: the font that has the pair, not Д's own font (0).
        let runs = FontRuns.split("ДД\u{0301}", fontOf: Self.fontOf)
        #expect(Self.texts(runs) == ["Д", "Д\u{0301}"])
        #expect(runs.map(\.font) == [0, 3])
    }

    @Test func defaultIgnorablesGoWithTheirCluster() {
        // A non-joiner and a variation selector go with their cluster's font; one alone at the
        // start goes with the run before it (none: the main font); ASCII with a selector is ASCII.
        var asked: [[UInt32]] = []
        let runs = FontRuns.split("\u{200C}क\u{200C}ख❤\u{FE0F}1\u{FE0E}", fontOf: { asked.append($0.map(\.value)); return Self.fontOf($0) })
        #expect(Self.texts(runs) == ["\u{200C}", "क\u{200C}ख", "❤\u{FE0F}1\u{FE0E}"])
        #expect(runs.map(\.font) == [0, 1, 0])
        #expect(asked == [[0x0915, 0x200C], [0x0916], [0x2764, 0xFE0F]])
    }

    @Test func aRunIsCutWhereTheScriptChanges() {
        let scriptOf: (Unicode.Scalar) -> UInt32? = { s in
            switch s.value {
            case 0x0400...0x04FF: return 1
            case 0x0370...0x03FF: return 2
            default: return nil
            }
        }
        let runs = FontRuns.split("Жд, Ελ.", fontOf: { _ in 0 }, scriptOf: scriptOf)
        #expect(Self.texts(runs) == ["Жд, ", "Ελ."])
    }

    @Test func rightToLeftPiecesListTheirRunsLastToFirst() {
        let runs = FontRuns.split(pieces: [("ab ", false), ("\u{05E9}🙂\u{05DC}", true)], fontOf: Self.fontOf)
        #expect(Self.texts(runs) == ["ab ", "\u{05DC}", "🙂", "\u{05E9}"])
        #expect(runs.map(\.rightToLeft) == [false, true, true, true])
    }

    @Test(arguments: [0x200C, 0x200D, 0xFE0F, 0x200E, 0x200F, 0x2066, 0xE0100, 0x00AD])
    func defaultIgnorable(value: UInt32) {
        #expect(FontRuns.isDefaultIgnorable(Unicode.Scalar(value)!))
    }

    @Test(arguments: [0x0020, 0x0915, 0x094D, 0x0E31, 0x064E, 0x1F600])
    func notDefaultIgnorable(value: UInt32) {
        #expect(!FontRuns.isDefaultIgnorable(Unicode.Scalar(value)!))
    }

    @Test func aSpaceStaysWithTheFallbackFontBeforeIt() {
        let runs = FontRuns.split("ab नम स्ते x", fontOf: Self.fontOf, hasSpace: { $0 == 1 })
        #expect(Self.texts(runs) == ["ab ", "नम स्ते ", "x"])
        #expect(runs.map(\.font) == [0, 1, 0])
        // Without a space in the fallback font, the main font's.
        #expect(Self.texts(FontRuns.split("नम स्ते", fontOf: Self.fontOf)) == ["नम", " ", "स्ते"])
    }

    @Test func asciiWithIgnorablesIsAscii() {
        #expect(FontRuns.asciiShown("a\u{200D}b\u{FE0F}\u{200E}") == Array("ab".utf8))
        #expect(FontRuns.asciiShown("ab") == Array("ab".utf8))
        #expect(FontRuns.asciiShown("a\u{0301}") == nil)
        #expect(FontRuns.asciiShown("aé") == nil)
    }

    @Test func emojiPresentation() {
        func scalars(_ s: String) -> [Unicode.Scalar] { Array(s.unicodeScalars) }
        for emoji in ["❤\u{FE0F}", "1\u{FE0F}\u{20E3}", "🇩🇪", "👍🏽", "👨\u{200D}👩\u{200D}👧", "😀"] {
            #expect(FontRuns.prefersEmoji(scalars(emoji)), "\(emoji)")
        }
        for text in ["❤", "❤\u{FE0E}", "1", "क", "©"] {
            #expect(!FontRuns.prefersEmoji(scalars(text)), "\(text)")
        }
    }
}
