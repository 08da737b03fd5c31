import Testing
@testable import PanelCore

/// When an item's tooltip shows and what it says (``TooltipHover``, ``TooltipLayout``).
@Suite struct TooltipTests {
    @Test func theTooltipShowsAfterTheDelayOnTheSameIcon() {
        var hover = TooltipHover<String>()
        let first = hover.pointer(over: "a", at: 10)
        #expect(!first)
        #expect(hover.deadline == 10.5)
        let early = hover.tick(at: 10.4)
        #expect(!early && hover.shown == nil)
        let same = hover.pointer(over: "a", at: 10.45)
        #expect(!same, "moving on the same icon keeps the wait")
        let due = hover.tick(at: 10.5)
        #expect(due && hover.shown == "a" && hover.deadline == nil)
        let other = hover.pointer(over: "b", at: 11)
        #expect(other, "another icon: hidden, waiting again")
        #expect(hover.shown == nil && hover.deadline == 11.5)
        let off = hover.pointer(over: nil, at: 11.2)
        #expect(!off && hover.deadline == nil)
    }

    @Test func aPressHidesItUntilThePointerLeaves() {
        var hover = TooltipHover<String>()
        _ = hover.pointer(over: "a", at: 0)
        _ = hover.tick(at: 1)
        let hid = hover.press()
        #expect(hid && hover.shown == nil)
        let still = hover.pointer(over: "a", at: 2)
        #expect(!still && hover.deadline == nil, "still on it: not again")
        _ = hover.pointer(over: nil, at: 3)
        _ = hover.pointer(over: "a", at: 4)
        let again = hover.tick(at: 4.5)
        #expect(again && hover.shown == "a")
        var waiting = TooltipHover<String>()
        _ = waiting.pointer(over: "a", at: 0)
        let pressed = waiting.press()
        #expect(!pressed && waiting.deadline == nil, "a press during the wait cancels it")
    }

    @Test func linesAreTheTitleAndThePlainText() {
        #expect(TooltipLayout.lines(title: "Network", text: "Wi-Fi <b>home</b><br/>Signal 80 &amp; rising") == ["Network", "Wi-Fi home", "Signal 80 & rising"])
        #expect(TooltipLayout.lines(title: "", text: "") == [])
        #expect(TooltipLayout.lines(title: "t", text: (1...20).map { "line \($0)" }.joined(separator: "\n")).count == TooltipLayout.maxLines)
        #expect(TooltipLayout.lines(title: String(repeating: "x", count: 300), text: "")[0].count == TooltipLayout.maxLine)
        let list = TooltipLayout.list(["A", "bb"], colors: .following(Color(red: 0, green: 0, blue: 0)), scale: 1, measure: { $0.count * 7 },
                                      ascent: 10, descent: 3)
        #expect(list.width == 14 + 12 && list.height == 2 * 15 + 12)
    }
}
