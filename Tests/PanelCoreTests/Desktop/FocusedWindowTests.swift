import Testing
@testable import PanelCore

/// The `window` item: the focused window's title from its properties, elided to its room.
@Suite struct FocusedWindowTests {
    @Test func theUTF8NameComesFirstThenWMNameThenTheClass() {
        let both = FocusedWindow.from(netWMName: Array("Bücher – Firefox".utf8), wmName: Array("old".utf8), wmNameIsLatin1: true,
                                      wmClass: Array("Navigator\u{0}firefox\u{0}".utf8))
        #expect(both == FocusedWindow(title: "Bücher – Firefox", className: "firefox"))
        // WM_NAME of type STRING is ISO 8859-1.
        let latin1 = FocusedWindow.from(netWMName: nil, wmName: [0x42, 0xFC, 0x63, 0x68], wmNameIsLatin1: true, wmClass: nil)
        #expect(latin1 == FocusedWindow(title: "Büch", className: ""))
        let empty = FocusedWindow.from(netWMName: [], wmName: Array("xterm".utf8), wmNameIsLatin1: false, wmClass: Array("xterm\u{0}XTerm".utf8))
        #expect(empty.title == "xterm" && empty.className == "XTerm")
        let none = FocusedWindow.from(netWMName: nil, wmName: nil, wmNameIsLatin1: false, wmClass: Array("st\u{0}St\u{0}".utf8))
        #expect(none.shown == "St")
    }

    @Test func aTitleIsOneLine() {
        let w = FocusedWindow.from(netWMName: Array("  one\nline\t\ttwo \u{2028} ".utf8), wmName: nil, wmNameIsLatin1: false, wmClass: nil)
        #expect(w.title == "one line two")
        // Bytes that are not UTF-8 are replaced, never refused.
        #expect(FocusedWindow.from(netWMName: [0xC3, 0x28], wmName: nil, wmNameIsLatin1: false, wmClass: nil).title == "\u{FFFD}(")
    }

    @Test func elisionAtTheEndOrInTheMiddle() {
        let measure = { (s: String) in s.count * 7 }
        #expect(TitleElision.end.elide("short", toWidth: 100, measure: measure) == "short")
        #expect(TitleElision.end.elide("Mozilla Firefox", toWidth: 70, measure: measure) == "Mozilla F…")
        #expect(TitleElision.end.elide("Mozilla Firefox", toWidth: 63, measure: measure) == "Mozilla…")
        #expect(TitleElision.middle.elide("/home/me/src/file.swift", toWidth: 70, measure: measure) == "/home…wift")
        #expect(TitleElision.end.elide("abc", toWidth: 3, measure: measure) == "")
        // Whole grapheme clusters: a flag or an accented letter is never cut in two.
        #expect(TitleElision.end.elide("🇩🇪🇩🇪🇩🇪🇩🇪", toWidth: 21, measure: measure) == "🇩🇪🇩🇪…")
    }

    @Test func theTitleIsCutToItsRoomOnTheStrip() {
        var items = PanelConfig.Items()
        items.left = []; items.center = [.window]; items.right = []
        var layout = StripLayout(items: items, scale: 2)
        layout.options[WindowOptions.self].maxWidth = 50
        var state = ItemContents(time: "14:05", carrier: nil, network: nil, battery: nil, activity: false)
        state.window = FocusedWindow(title: String(repeating: "x", count: 40), className: "X")
        let list = layout.layout(state, theme: Theme.resolve(PanelConfig.Style()), width: 1600, height: 48, text: FixedWidthText())
        // 100 pixels at scale 2: 13 characters and the ellipsis, 98 pixels.
        #expect(list.texts == [String(repeating: "x", count: 13) + "…"])
        state.window = FocusedWindow(title: "", className: "")
        #expect(layout.layout(state, theme: Theme.resolve(PanelConfig.Style()), width: 1600, height: 48, text: FixedWidthText()).texts == [])
        state.window = nil
        #expect(StatusReport.json(state).contains(#""window": null"#))
    }
}
