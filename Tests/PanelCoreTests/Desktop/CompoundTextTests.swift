import Testing
@testable import PanelCore

/// `WM_NAME` as xterm sets it (type COMPOUND_TEXT) for a title that is not all ISO 8859-1.
@Suite struct CompoundTextTests {
    static let esc: UInt8 = 0x1B
    static func bytes(_ parts: [Any]) -> [UInt8] {
        parts.flatMap { part -> [UInt8] in
            if let s = part as? String { return Array(s.utf8) }
            return part as? [UInt8] ?? []
        }
    }

    @Test func asciiAndLatin1AreThemselves() {
        #expect(CompoundText.decode(Array("user@host: ~/src".utf8)) == "user@host: ~/src")
        // ISO 8859-1's right half is the initial GR: "Grüße" as xterm writes it.
        #expect(CompoundText.decode([0x47, 0x72, 0xFC, 0xDF, 0x65]) == "Grüße")
    }

    /// xterm's `-T "終端機 — ~/src"`: JIS X 0208 in GL, back to ASCII, a UTF-8 segment for the dash.
    @Test func xtermsTitleWithJapaneseAndAUTF8Segment() {
        let e = Self.esc
        let title = Self.bytes([[e], "$(B=*C<5!", [e], "(B ", [e], "%G", "—", [e], "%@", " ~/src"])
        var asked: [(CompoundText.Charset, [UInt8])] = []
        let decoded = CompoundText.decode(title) { charset, run in
            asked.append((charset, run))
            return charset.isDoubleByte && charset.final == UInt8(ascii: "B") ? "終端機" : nil
        }
        #expect(decoded == "終端機 — ~/src")
        #expect(asked.count == 1 && asked.first?.1 == Array("=*C<5!".utf8))
        // With no converter, one replacement character a character.
        #expect(CompoundText.decode(title) == "\u{FFFD}\u{FFFD}\u{FFFD} — ~/src")
    }

    @Test func brokenSequencesNeverTrap() {
        let e = Self.esc
        for bytes in [[e], [e, 0x24], [e, 0x25, 0x47], [e, 0x25, 0x47, 0xE2, 0x80], [0x9B, 0x31], [e, 0x25, 0x2F, 0x31],
                      [e, 0x25, 0x2F, 0x31, 0x80, 0x80, 0x41], [e, 0x24, 0x29, 0x41, 0xB0]] {
            _ = CompoundText.decode(bytes)
        }
        #expect(CompoundText.decode([e, 0x2D, 0x42, 0xB1, 0x41]) == "\u{FFFD}A")
        // A direction sequence shows nothing.
        #expect(CompoundText.decode([0x9B, 0x32, 0x5D, 0x41, 0x9B, 0x5D]) == "A")
    }

    /// The sets iconv converts for the shell: the CJK sets by their EUC names, ISO 8859's right
    /// halves; none for a 94-character single-byte set or an unknown final byte.
    @Test func iconvNamesOfTheSets() {
        #expect(CompoundText.Charset(isDoubleByte: true, is96: false, final: UInt8(ascii: "B")).iconvName == "EUC-JP")
        #expect(CompoundText.Charset(isDoubleByte: true, is96: false, final: UInt8(ascii: "A")).iconvName == "EUC-CN")
        #expect(CompoundText.Charset(isDoubleByte: false, is96: true, final: UInt8(ascii: "B")).iconvName == "ISO-8859-2")
        #expect(CompoundText.Charset(isDoubleByte: false, is96: true, final: UInt8(ascii: "L")).iconvName == "ISO-8859-5")
        #expect(CompoundText.Charset(isDoubleByte: false, is96: false, final: UInt8(ascii: "J")).iconvName == nil)
        #expect(CompoundText.Charset(isDoubleByte: true, is96: false, final: UInt8(ascii: "Z")).iconvName == nil)
    }
}
