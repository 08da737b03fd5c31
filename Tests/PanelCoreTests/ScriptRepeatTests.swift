import Testing
@testable import PanelCore

/// i3blocks' `interval = "repeat"`: run again as soon as the command exits, never more often
/// than once a second, with no time limit (it waits for an event).
@Suite struct ScriptRepeatTests {
    @Test func theDotfileTakesIt() {
        let result = ConfigLoader.load(text: "[script.title]\nexec = \"xtitle -s | head -1\"\ninterval = \"repeat\"\n", file: "r.toml")
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.description))")
        #expect(result.config.scripts.first?.run == .repeat)
        #expect(ScriptRun.repeat.blockInterval == "repeat")
    }

    @Test func rerunsOnExitBoundedAgainstSpinning() {
        var schedule = ScriptSchedule(run: .repeat)
        schedule.begin(at: 0)
        #expect(schedule.due(at: 0) == .start)
        schedule.started(at: 0)
        #expect(schedule.deadline == nil, "no time limit: it waits for an event")
        #expect(schedule.due(at: 10_000) == nil)
        // Exits after a long wait: runs again at once.
        schedule.ended(at: 120)
        #expect(schedule.due(at: 120) == .start)
        // Exits at once, again and again: once a second, no more.
        var starts = 0
        var now = 120.0
        while now < 130 {
            if schedule.due(at: now) == .start {
                schedule.started(at: now)
                schedule.ended(at: now + 0.001)
                starts += 1
            }
            now += 0.01
        }
        #expect(starts == 10)
    }
}
