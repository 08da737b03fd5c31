/// The loop's rule for a turn that only took an activity sample: when the sample changed
/// nothing and nothing else woke the loop, the turn draws nothing and asks nothing of the X
/// server, and the next turn goes straight back to waiting (the idle minute's 24 samples then
/// cost no X round trip).
public enum QuietTurn {
    /// Whether this turn can end without touching X: the activity sample was the only timer that
    /// fired, no source was ready, no refresh is needed and the indicator did not change.
    public static func drawsNothing(onlySampleFired: Bool, eventsReady: Bool, refreshNeeded: Bool, activityChanged: Bool) -> Bool {
        onlySampleFired && !eventsReady && !refreshNeeded && !activityChanged
    }
}
