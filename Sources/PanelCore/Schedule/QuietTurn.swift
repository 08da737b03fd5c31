/// The loop's rule for a turn that only took an activity sample: when the sample changed
/// nothing and nothing else woke the loop, the turn draws nothing and asks nothing of the X
/// server, and the next turn goes straight back to waiting (the idle minute's 24 samples then
/// cost no X round trip).
public enum QuietTurn {
    /// Whether this turn can end without touching X: no other source was ready, no refresh is
    /// needed, the indicator did not change, and no strip deadline or spinner frame is due.
    public static func drawsNothing(eventsReady: Bool, refreshNeeded: Bool, activityChanged: Bool, stripsDue: Bool,
                                    spinnerDue: Bool) -> Bool {
        !eventsReady && !refreshNeeded && !activityChanged && !stripsDue && !spinnerDue
    }
}
