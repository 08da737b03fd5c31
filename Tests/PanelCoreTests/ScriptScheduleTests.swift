import Testing
@testable import PanelCore

/// When scripts run, on an injected clock.
@Suite struct ScriptScheduleTests {
    @Test func anIntervalScriptRunsAtStartThenEveryInterval() {
        var s = ScriptSchedule(run: .every(5))
        #expect(s.deadline == nil && s.due(at: 0) == nil)
        s.begin(at: 100)
        #expect(s.due(at: 100) == .start)
        s.started(at: 100)
        #expect(s.due(at: 101) == nil)
        #expect(s.deadline == 100 + ScriptSchedule.runTimeLimit)
        s.ended(at: 100.2)
        #expect(s.deadline == 105)
        #expect(s.due(at: 104.99) == nil && s.due(at: 105) == .start)
        // A run longer than the interval: the next one starts as soon as it ends, not two at once.
        s.started(at: 105)
        s.ended(at: 112)
        #expect(s.deadline == 112)
    }

    @Test func aHungRunIsKilledAtItsLimit() {
        var s = ScriptSchedule(run: .every(1))
        s.begin(at: 0)
        s.started(at: 0)
        #expect(s.due(at: ScriptSchedule.runTimeLimit - 0.001) == nil)
        #expect(s.due(at: ScriptSchedule.runTimeLimit) == .kill)
        s.killed()
        #expect(s.due(at: ScriptSchedule.runTimeLimit + 0.001) == nil && s.deadline == nil, "killed once, not at every turn")
        s.ended(at: ScriptSchedule.runTimeLimit + 0.01)
        #expect(s.due(at: ScriptSchedule.runTimeLimit + 0.01) == .start)
    }

    @Test func onceRunsOnlyWhenAsked() {
        var s = ScriptSchedule(run: .once)
        s.begin(at: 0)
        s.started(at: 0)
        s.ended(at: 1)
        #expect(s.deadline == nil)
        s.request(at: 50)
        #expect(s.due(at: 50) == .start)
    }

    @Test func aRequestDuringARunRunsItAgainAfter() {
        var s = ScriptSchedule(run: .every(60))
        s.begin(at: 0)
        s.started(at: 0)
        s.request(at: 0.5)
        s.request(at: 0.6)
        s.ended(at: 1)
        #expect(s.due(at: 1) == .start)
        s.started(at: 1)
        s.ended(at: 2)
        #expect(s.deadline == 61)
    }

    @Test func aStreamRestartsWithAGrowingDelay() {
        var s = ScriptSchedule(run: .persist)
        s.begin(at: 0)
        var now = 0.0
        var delays: [Double] = []
        for _ in 0..<9 {
            s.started(at: now)
            #expect(s.deadline == nil, "a stream has no time limit")
            now += 0.1
            s.ended(at: now)
            let next = s.deadline!
            delays.append(((next - now) * 10).rounded() / 10)
            now = next
        }
        #expect(delays == [1, 2, 4, 8, 16, 32, 60, 60, 60])
        // A stream that ran a long while starts again from the first delay.
        s.started(at: now)
        s.ended(at: now + ScriptSchedule.healthyStreamRun + 0.5)
        #expect(s.deadline == now + ScriptSchedule.healthyStreamRun + 1.5)
        // A request while it runs leaves it running; while it waits, starts it at once.
        s.started(at: 1000)
        s.request(at: 1001)
        #expect(s.isRunning && s.due(at: 1001) == nil)
        s.ended(at: 1002)
        s.request(at: 1002.5)
        #expect(s.due(at: 1002.5) == .start)
    }

    @Test func aCommandThatCannotStartIsTriedAgainLater() {
        var s = ScriptSchedule(run: .every(5))
        s.begin(at: 0)
        s.failedToStart(at: 0)
        #expect(s.deadline == 5)
    }

    @Test func theItemsStateFollowsHowRunsEnd() {
        var state = ScriptState()
        #expect(state.condition == .hidden)
        #expect(state.runEnded(.exited(0), lines: ["42%"], format: .auto, errorLine: nil) == nil)
        #expect(state.condition == .ok && state.text?.full == "42%")
        #expect(state.runEnded(.exited(1), lines: [], format: .auto, errorLine: "no battery") == "exited with status 1: no battery")
        #expect(state.condition == .failed && state.text?.full == "42%", "the last text stays")
        #expect(state.runEnded(.exited(1), lines: [], format: .auto, errorLine: "no battery") == nil, "said once")
        #expect(state.runEnded(.exited(127), lines: [], format: .auto, errorLine: "sh: 1: nope: not found")
            == "command not found: sh: 1: nope: not found")
        #expect(state.runEnded(.timedOut, lines: [], format: .auto, errorLine: nil)?.contains("stopped") == true)
        #expect(state.runEnded(.signalled(11), lines: [], format: .auto, errorLine: nil) == "killed by signal 11")
        #expect(state.runEnded(.exited(33), lines: ["HOT"], format: .auto, errorLine: nil) == nil)
        #expect(state.condition == .ok && state.text?.urgent == true)
        #expect(state.runEnded(.exited(0), lines: [""], format: .auto, errorLine: nil) == nil)
        #expect(state.condition == .hidden && state.text == nil)
        #expect(state.runEnded(.notStarted("out of processes"), lines: [], format: .auto, errorLine: nil)
            == "could not be started: out of processes")
    }

    @Test func statusJSONListsEachScript() {
        let json = ScriptReport.json([("load", ScriptState(text: ScriptText(full: "0.5 \"x\""), condition: .ok)),
                                      ("mail", ScriptState())])
        #expect(json == #"{"load": {"text": "0.5 \"x\"", "state": "ok"}, "mail": {"text": "", "state": "hidden"}}"#)
        #expect(ScriptReport.adding(json, to: #"{"time": "1"}"#) == #"{"time": "1", "scripts": "# + json + "}")
        #expect(ScriptReport.adding(nil, to: #"{"time": "1"}"#) == #"{"time": "1"}"#)
    }
}

/// i3blocks' variables.
@Suite struct ScriptEnvironmentTests {
    @Test func aClickedRunGetsTheButtonAndAPlainOneDoesNot() {
        let spec = ScriptSpec(name: "vol", command: "volume", run: .every(10), instance: "Master")
        #expect(ScriptEnvironment.variables(for: spec, click: nil) == ["BLOCK_NAME=vol", "BLOCK_INSTANCE=Master", "BLOCK_INTERVAL=10"])
        let clicked = ScriptEnvironment.variables(for: spec, click: .init(button: 3, x: 1200, y: 10))
        #expect(clicked.suffix(3) == ["BLOCK_BUTTON=3", "BLOCK_X=1200", "BLOCK_Y=10"])
        let inherited = ["PATH=/bin", "BLOCK_BUTTON=1", "BLOCK_NAME=old", "HOME=/h"]
        #expect(ScriptEnvironment.merged(inherited, with: ["BLOCK_NAME=vol"]) == ["PATH=/bin", "HOME=/h", "BLOCK_NAME=vol"])
    }
}
