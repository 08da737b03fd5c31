import Testing
@testable import PanelCore

/// The phone's pill: its label, counter, stack of ids and colours; and the `msg` frames.
@Suite struct PillTests {
    @Test func theLabelIsTextCounterOrTheTime() {
        #expect(Pill(text: "").label(at: 10, clock: "14:05") == "14:05")
        #expect(Pill(text: "REC").label(at: 10, clock: "14:05") == "REC")
        #expect(Pill(elapsedSince: 100).label(at: 142.9, clock: "14:05") == "0:42")
        #expect(Pill(text: "Call", elapsedSince: 0).label(at: 725, clock: "") == "Call 12:05")
        #expect(Pill.elapsedText(3723) == "1:02:03")
        #expect(Pill(elapsedSince: 100).label(at: 50, clock: "") == "0:00", "a clock that went back")
    }

    @Test func thePanelWakesOnlyForTheCounter() {
        #expect(Pill(text: "REC").nextChange(after: 5) == nil)
        #expect(Pill(elapsedSince: 100).nextChange(after: 142.3) == 143)
        #expect(Pill(elapsedSince: 100.5).nextChange(after: 100.5) == 101.5)
    }

    @Test func textIsShortAndOneLine() {
        #expect(Pill(text: "a\nb").text == "ab")
        #expect(Pill(text: String(repeating: "x", count: 100)).text.count == Pill.textLimit)
    }

    @Test func theNewestPillShowsAndAnUpdateKeepsItsCounter() {
        var stack = PillStack()
        stack.raise(Pill(id: "call", color: .green, elapsedSince: 10))
        stack.raise(Pill(id: "rec", color: .red, text: "REC"))
        #expect(stack.shown?.id == "rec")
        stack.raise(Pill(id: "call", color: .green, text: "Anna", elapsedSince: 50))
        #expect(stack.shown == Pill(id: "call", color: .green, text: "Anna", elapsedSince: 10))
        let cleared = stack.clear(id: "call"), again = stack.clear(id: "call")
        #expect(cleared && !again)
        #expect(stack.shown?.id == "rec")
        stack.raise(Pill(id: "script:song", color: .blue))
        stack.clear(prefix: "script:")
        #expect(stack.pills.map(\.id) == ["rec"])
        for i in 0..<40 { stack.raise(Pill(id: "p\(i)")) }
        #expect(stack.pills.count == PillStack.limit && stack.shown?.id == "p39")
    }

    @Test(arguments: PillColor.allCases)
    func aPillsTextKeepsItsContrast(_ color: PillColor) {
        let (fill, text) = Legibility.pill(color)
        #expect(text == .white)
        #expect(Legibility.worstContrast(of: text, on: .solid(fill)) >= Legibility.minimumContrast)
    }

    static let messages: [ScriptMessage] = [
        .set(name: "load", text: "0.42"), .set(name: "mail", text: #"{"text": "3", "class": "new"}"#),
        .set(name: "x", text: ""), .refresh(name: "load"),
        .pill(id: "default", color: .red, text: "REC", elapsed: true), .pill(id: "a b", color: nil, text: nil, elapsed: false),
        .pill(id: "call", color: .green, text: "", elapsed: false), .clearPill(id: "default"),
        .pill(id: "pill:42", color: .red, text: nil, elapsed: true, action: "xdg-open ~/take.wav", leased: true),
        .pill(id: "call", color: nil, text: nil, elapsed: false, action: "", leased: false),
    ]

    @Test func everyMessageSurvivesTheInbox() {
        let inbox = Self.messages.flatMap(\.frame)
        #expect(ScriptMessage.messages(in: inbox) == Self.messages)
    }

    @Test func aFrameWithoutActionAndLeaseStillReads() {
        // As a `statuspanel` from before the pill had an action and a lease sends it.
        let old = ScriptMessage(body: Array("pill\0call\0blue\0\u{1}\0elapsed".utf8)[...])
        #expect(old == .pill(id: "call", color: .blue, text: nil, elapsed: true, action: nil, leased: false))
    }

    @Test func aRequestNamesTheActionOrKeepsIt() {
        var stack = PillStack()
        stack.request(id: "rec", color: .red, text: "REC", elapsed: false, action: "pkill arecord", leased: false, at: 0)
        #expect(stack.shown?.action == .command("pkill arecord"))
        stack.request(id: "rec", color: nil, text: "REC 2", elapsed: false, action: nil, leased: false, at: 1)
        #expect(stack.shown == Pill(id: "rec", color: .red, text: "REC 2", action: .command("pkill arecord")))
        stack.request(id: "rec", color: nil, text: nil, elapsed: false, action: "", leased: false, at: 2)
        #expect(stack.shown?.action == .clock)
        // Not leased: it stays until taken away.
        stack.lapse(at: 1e9)
        #expect(stack.shown?.id == "rec" && stack.nextChange(after: 3) == nil)
    }

    @Test func aLeaseLapsesUnlessRenewedAndARenewalKeepsItsPlace() {
        var stack = PillStack()
        func lease(_ id: String, at now: Double) {
            stack.request(id: id, color: .red, text: "REC", elapsed: true, action: nil, leased: true, at: now)
        }
        lease("pill:1", at: 100)
        stack.request(id: "call", color: .green, text: nil, elapsed: false, action: nil, leased: false, at: 101)
        #expect(stack.nextChange(after: 101) == 100 + PillLease.duration)
        // The renewal, within the lease: the call raised since stays on top; the counter runs on.
        lease("pill:1", at: 100 + PillLease.renewalInterval)
        #expect(stack.pills.map(\.id) == ["pill:1", "call"])
        #expect(stack.pills[0].elapsedSince == 100 && stack.pills[0].leaseEnd == 100 + PillLease.renewalInterval + PillLease.duration)
        let atFirstEnd = stack.lapse(at: 100 + PillLease.duration + 1)
        #expect(!atFirstEnd, "renewed: it does not lapse at the first lease's end")
        // No renewal (its `pill` process was killed): it goes when the lease ends, and the call stays.
        let end = 100 + PillLease.renewalInterval + PillLease.duration
        let early = stack.lapse(at: end - 0.001), due = stack.lapse(at: end)
        #expect(!early && due)
        #expect(stack.pills.map(\.id) == ["call"] && stack.nextChange(after: end) == nil)
        // A renewal that finds no pill (a panel started since) raises it again.
        lease("pill:1", at: 200)
        #expect(stack.shown?.id == "pill:1")
        #expect(PillLease.renewalInterval * 3 <= PillLease.duration)
    }

    @Test func aScriptPrintingTheSamePillAgainDoesNotTakeTheTopBack() {
        var stack = PillStack()
        let nav = Pill(id: "script:nav", color: .blue, text: "Turn left", action: .script("nav"))
        stack.follow(nav)
        stack.request(id: "rec", color: .red, text: "REC", elapsed: false, action: nil, leased: false, at: 1)
        stack.follow(nav)
        #expect(stack.shown?.id == "rec")
        // A new text is news: it shows.
        stack.follow(Pill(id: "script:nav", color: .blue, text: "Arrived", action: .script("nav")))
        #expect(stack.shown?.text == "Arrived" && stack.pills.count == 2)
    }

    @Test func thePanelWakesForTheSoonerOfCounterAndLease() {
        var stack = PillStack()
        stack.request(id: "a", color: .red, text: nil, elapsed: false, action: nil, leased: true, at: 100)
        stack.request(id: "b", color: .red, text: nil, elapsed: true, action: nil, leased: false, at: 100.5)
        #expect(stack.nextChange(after: 100.5) == 101.5, "the shown pill's counter")
        stack.clear(id: "b")
        #expect(stack.nextChange(after: 100.5) == 100 + PillLease.duration)
    }

    @Test func aBadFrameIsSkippedAndATruncatedInboxEndsTheReading() {
        let bad: [UInt8] = [3, 0, 0, 0] + Array("fly".utf8)
        let good = ScriptMessage.refresh(name: "load").frame
        #expect(ScriptMessage.messages(in: bad + good) == [.refresh(name: "load")])
        #expect(ScriptMessage.messages(in: good + Array(good.dropLast())) == [.refresh(name: "load")])
        #expect(ScriptMessage.messages(in: [0xff, 0xff, 0xff, 0x7f, 1, 2]) == [])
        // A bad name or colour, a NUL inside the text.
        #expect(ScriptMessage(body: Array("set\0clock\0x".utf8)[...]) == nil)
        #expect(ScriptMessage(body: Array("pill\0id\0pink\0\u{1}\0".utf8)[...]) == nil)
        #expect(ScriptMessage.messages(in: ScriptMessage.set(name: "a", text: "x\0y").frame) == [.set(name: "a", text: "xy")])
    }
}
