import Testing
@testable import PanelCore

/// When the items read on their own interval are read, and how they share wake-ups.
@Suite struct IntervalReadsTests {
    private let items: [(item: ItemName, seconds: Double)] = [(.cpu, 3), (.memory, 5), (.disk, 30)]

    @Test func everyItemIsDueAtTheStartThenOnItsInterval() {
        var reads = IntervalReads(items, at: 100)
        #expect(reads.take(at: 100) == [.cpu, .memory, .disk])
        #expect(reads.nextDue == 103)
        #expect(reads.take(at: 102) == [])
        #expect(reads.take(at: 103) == [.cpu])
        #expect(reads.nextDue == 105)
    }

    @Test func itemsDueTogetherShareOneWakeUp() {
        var reads = IntervalReads([(.cpu, 5), (.memory, 5.2)], at: 0)
        _ = reads.take(at: 0)
        // cpu at 5, memory at 5.2: within the lead, both are read at 5.
        #expect(reads.take(at: 5) == [.cpu, .memory])
        #expect(reads.nextDue == 10)
    }

    @Test func theActivitySampleCarriesTheReadingsWhenItComesNear() {
        var reads = IntervalReads(items, at: 0)
        _ = reads.take(at: 0)
        // The sample at 2.5 is early for cpu (due 3): the items' timer is not armed, as the
        // sample comes before 3 + lag; the sample reads cpu when within the lead.
        #expect(reads.timer(activitySample: 2.5) == nil)
        #expect(reads.take(at: 2.5) == [.cpu])
        #expect(reads.nextDue == 5)
        // The next sample at 5.0 carries memory (due 5) and cpu (5.5 within the lead).
        #expect(reads.timer(activitySample: 5.0) == nil)
        #expect(reads.take(at: 5.0) == [.cpu, .memory])
    }

    @Test func aFarSampleLeavesTheItemsTheirOwnTimer() {
        var reads = IntervalReads(items, at: 0)
        _ = reads.take(at: 0)
        #expect(reads.timer(activitySample: 3.6) == 3)
        #expect(reads.timer(activitySample: nil) == 3)
        // A sample well before the due time takes nothing.
        #expect(reads.take(at: 1) == [])
    }

    @Test func aNewDotfileKeepsDueTimesNoLaterThanTheNewInterval() {
        var reads = IntervalReads(items, at: 0)
        _ = reads.take(at: 0)
        reads.follow([(.cpu, 1), (.disk, 30), (.temperature, 5)], at: 1)
        #expect(reads.entries.map(\.item) == [.cpu, .disk, .temperature])
        #expect(reads.entries.map(\.due) == [2, 30, 1])
        #expect(IntervalReads([], at: 0).timer(activitySample: nil) == nil)
    }

    @Test func theTableSaysWhichPlacedItemsAreReadOnAnInterval() {
        var config = PanelConfig()
        config.items.right += [.temperature, .cpu]
        config[CPUOptions.self].interval = 2
        let intervals = ItemTable.builtIn.intervals(for: config)
        #expect(intervals.map(\.item) == [.cpu, .temperature])
        #expect(intervals.map(\.seconds) == [2, 5])
    }
}
