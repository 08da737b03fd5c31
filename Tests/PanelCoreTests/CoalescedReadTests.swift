import Testing
@testable import PanelCore

/// An item's properties and an open menu are read one read at a time, a flood of signals
/// costing one more read (``CoalescedRead``).
@Suite struct CoalescedReadTests {
    /// Each step's answer: whether a read starts.
    static func steps(_ read: inout CoalescedRead, _ steps: [Bool?]) -> [Bool] {
        steps.map { step in step.map { read.finished(answered: $0) } ?? read.ask() }
    }

    @Test func asksDuringAReadMakeOneMoreRead() {
        var read = CoalescedRead()
        let asked = Self.steps(&read, [nil] + Array(repeating: nil, count: 50) + [true, true, nil])
        #expect(asked == [true] + Array(repeating: false, count: 50) + [true, false, true])
        #expect(read.reading && read.done)
    }

    @Test func anUnansweredFirstReadIsTriedAgainABoundedNumberOfTimes() {
        var read = CoalescedRead()
        var reads = read.ask() ? 1 : 0
        while read.finished(answered: false) { reads += 1 }
        #expect(reads == PanelLimits.itemFirstReadAttempts)
        #expect(!read.done && !read.reading)
        // A signal later still reads it.
        #expect(Self.steps(&read, [nil, true]) == [true, false])
        #expect(read.done)
    }

    @Test func aLaterUnansweredReadIsNotRetriedUnlessAsked() {
        var read = CoalescedRead()
        #expect(Self.steps(&read, [nil, true, nil, false, nil, nil, false, true]) == [true, false, true, false, true, false, true, false])
        #expect(read.unanswered == 0 && !read.reading)
    }
}
