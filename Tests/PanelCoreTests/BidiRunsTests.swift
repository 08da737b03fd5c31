import Testing
@testable import PanelCore

/// Directional runs in visual order from embedding levels (``BidiRuns``).
@Suite struct BidiRunsTests {
    @Test func leftToRightIsOneRun() {
        #expect(BidiRuns.visualOrder(levels: [0, 0, 0]) == [BidiRuns.Run(0..<3, rightToLeft: false)])
        #expect(BidiRuns.visualOrder(levels: []) == [])
    }

    @Test func aRightToLeftWordInLatinStaysInPlace() {
        // "ab שלום cd": the Hebrew run keeps its logical characters, shaped right to left.
        let levels: [UInt8] = [0, 0, 0, 1, 1, 1, 1, 0, 0, 0]
        #expect(BidiRuns.visualOrder(levels: levels) == [
            BidiRuns.Run(0..<3, rightToLeft: false), BidiRuns.Run(3..<7, rightToLeft: true), BidiRuns.Run(7..<10, rightToLeft: false),
        ])
    }

    @Test func numbersInARightToLeftParagraphAreReversedAsRuns() {
        // An Arabic paragraph "سل 12 عر": level 1 around the digits' level 2; the last Arabic word
        // comes first from the left.
        let levels: [UInt8] = [1, 1, 1, 2, 2, 1, 1, 1]
        #expect(BidiRuns.visualOrder(levels: levels) == [
            BidiRuns.Run(5..<8, rightToLeft: true), BidiRuns.Run(3..<5, rightToLeft: false), BidiRuns.Run(0..<3, rightToLeft: true),
        ])
    }
}
