import Testing
@testable import PanelCore

/// The script items' flood rule: a pipe is read at most once a frame.
@Suite struct PipeReadThrottleTests {
    let frame = PanelTiming.scriptReadInterval

    /// Whether each read of `pipe` at `times` found it flooding.
    func floods(_ throttle: inout PipeReadThrottle, _ pipe: Int32, at times: [Double]) -> [Bool] {
        times.map { throttle.noteRead(pipe, at: $0) }
    }

    @Test func aScriptThatPrintsNowAndThenIsReadAtOnceAndNeverPaused() {
        var throttle = PipeReadThrottle()
        let flooding = floods(&throttle, 5, at: [10, 10 + frame, 12])
        #expect(flooding == [false, false, false])
        #expect(throttle.resumeAt == nil && throttle.paused.isEmpty)
    }

    @Test func aFloodWaitsOutItsFrameThenIsWaitedOnAgain() {
        var throttle = PipeReadThrottle()
        let first = floods(&throttle, 5, at: [10, 10 + frame / 2])
        #expect(first == [false, true])
        throttle.pause(5, at: 10 + frame / 2)
        // A second flooding pipe paused later in the frame comes back with the first.
        let second = floods(&throttle, 6, at: [10 + frame / 2, 10 + frame * 0.75])
        #expect(second == [false, true])
        throttle.pause(6, at: 10 + frame * 0.75)
        #expect(throttle.resumeAt == 10 + frame * 1.5)
        let early = throttle.resume(at: 10 + frame)
        #expect(early.isEmpty, "not before the frame has passed")
        let due = throttle.resume(at: 10 + frame * 1.5)
        #expect(due == [5, 6])
        #expect(throttle.paused.isEmpty && throttle.resumeAt == nil)
    }

    @Test func aClosedPipesNumberStartsAfresh() {
        var throttle = PipeReadThrottle()
        _ = throttle.noteRead(5, at: 10)
        throttle.pause(5, at: 10)
        throttle.forget(5)
        #expect(throttle.paused.isEmpty)
        let again = floods(&throttle, 5, at: [10 + frame / 4])
        #expect(again == [false], "another pipe under the same number is not a flood")
    }

    @Test func aReloadKeepsOnlyTheRunsItKept() {
        var throttle = PipeReadThrottle()
        throttle.pause(5, at: 10)
        throttle.pause(7, at: 10)
        throttle.keep(only: [7])
        #expect(throttle.paused == [7])
    }
}
