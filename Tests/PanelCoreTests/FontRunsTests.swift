import Testing
@testable import PanelCore

/// How text is cut into runs of one font (``FontRuns/split(_:fontOf:)``).
@Suite struct FontRunsTests {
    /// Font 1 for Devanagari, 2 for emoji, 0 for anything else.
    static func fontOf(_ scalar: Unicode.Scalar) -> Int {
        switch scalar.value {
        case 0x0900...0x097F: return 1
        case 0x1F300...0x1FAFF: return 2
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

    @Test func joinersSelectorsAndSkinTonesStayWithTheCharacterBefore() {
        // A zero-width joiner, a variation selector and a skin tone would each be font 0 alone.
        let runs = FontRuns.split("👍🏽 ❤️ 👩\u{200D}💻", fontOf: Self.fontOf)
        #expect(Self.texts(runs) == ["👍🏽", " ❤️ ", "👩\u{200D}💻"])
        #expect(runs.map(\.font) == [2, 0, 2])
    }

    @Test func hebrewPointsLeaveTheTextAndNameTheirLetter() {
        // Shin with a dot and a qamats, then bet.
        let runs = FontRuns.split("\u{05E9}\u{05C1}\u{05B8}\u{05D1}", fontOf: Self.fontOf)
        #expect(runs.count == 1)
        #expect(Self.texts(runs) == ["\u{05E9}\u{05D1}"])
        #expect(runs[0].marks == [FontRuns.Mark(character: 0x05C1, letter: 0..<2), FontRuns.Mark(character: 0x05B8, letter: 0..<2)])
    }

    @Test func aMarkWithNoLetterBeforeItStaysInTheText() {
        let runs = FontRuns.split("\u{064E}\u{0628}", fontOf: Self.fontOf)
        #expect(runs[0].marks.isEmpty)
        #expect(Self.texts(runs) == ["\u{064E}\u{0628}"])
    }

    @Test(arguments: [0x05B0, 0x05BF, 0x064B, 0x0670, 0x06EA])
    func rightToLeftMarks(value: UInt32) {
        #expect(FontRuns.isRightToLeftMark(Unicode.Scalar(value)!))
    }

    @Test(arguments: [0x05D0, 0x05BE, 0x0627, 0x0301, 0x0041])
    func notRightToLeftMarks(value: UInt32) {
        #expect(!FontRuns.isRightToLeftMark(Unicode.Scalar(value)!))
    }
}
