/// The loop's rule for a turn whose news changed nothing the strips show: an activity sample
/// that changed nothing, or a session-bus signal that a follower read and found to change
/// nothing shown (a media player sending its track again). When nothing else woke the loop, the
/// turn draws nothing and asks nothing of the X server, and the next turn goes straight back to
/// waiting (the idle minute's 24 samples, and a playing player's resends, then cost no X round
/// trip and no display list).
public enum QuietTurn {
    /// Whether this turn can end without touching X: no refresh is needed and the indicator did
    /// not change; the activity sample was the only timer that fired, or none fired; and no
    /// source was ready, or every one that was said its news changed nothing shown
    /// (`eventsQuiet`). A turn that nothing woke draws, as before.
    public static func drawsNothing(timersFired: Int, onlySampleFired: Bool, eventsReady: Bool, eventsQuiet: Bool,
                                    refreshNeeded: Bool, activityChanged: Bool) -> Bool {
        guard !refreshNeeded, !activityChanged, timersFired > 0 || eventsReady else { return false }
        return (timersFired == 0 || onlySampleFired) && (!eventsReady || eventsQuiet)
    }

    /// Whether a message from the session bus leaves the turn quiet, from what each follower made
    /// of it: one of them took it and found it changed nothing shown, and none found a change.
    /// A message no follower took (the tray's, a call, a name that came or went) is never quiet.
    public static func busMessageIsQuiet(_ first: BusSignalEffect, _ second: BusSignalEffect) -> Bool {
        (first == .unchanged || second == .unchanged) && first != .changed && second != .changed
    }
}

/// What a session-bus follower (the `media` item's players, the `dnd` item's daemon) made of a
/// signal.
public enum BusSignalEffect: Sendable, Equatable {
    /// Not one it follows.
    case other
    /// One it follows, which changed nothing the strips show (a player's track sent again with a
    /// new length only; the pause set to what it was).
    case unchanged
    /// One it follows, which changed (or may have changed) what shows.
    case changed
}
