import PanelCore

/// The panel's one scheduler, shared: PanelCore's ``TimerTable`` in a class, so that every owner
/// of a timer arms its entries in the same table. The loop waits until the earliest entry and
/// fires what is due (``Panel/run()``); the strips, their visibility and style, and the dock
/// keeper arm their own entries (``StripTimers``) and keep no deadline of their own.
final class Timers {
    var table = TimerTable()
    /// The id the next strip made gets.
    private var nextStrip = StripID(0)

    /// The entries of a strip being made, under an id no strip had before.
    func newStrip() -> StripTimers {
        defer { nextStrip = nextStrip.next }
        return StripTimers(timers: self, strip: nextStrip)
    }

    /// When the loop's `timer` is due; nil while it is not armed.
    subscript(_ timer: LoopTimer) -> Double? {
        get { table[.loop(timer)] }
        set { table[.loop(timer)] = newValue }
    }

    /// Arms the loop's `timer` unless it is armed already (``TimerTable/armIfIdle(_:at:)``).
    func armIfIdle(_ timer: LoopTimer, at time: Double) { table.armIfIdle(.loop(timer), at: time) }

    /// Arms the loop's `timer` unless it is armed for earlier (``TimerTable/armNoLaterThan(_:at:)``).
    func armNoLaterThan(_ timer: LoopTimer, at time: Double) { table.armNoLaterThan(.loop(timer), at: time) }
}

/// One strip's entries in the panel's ``Timers``.
struct StripTimers {
    let timers: Timers
    let strip: StripID

    /// Arms the strip's `timer` for `time`; nil disarms it.
    func arm(_ timer: StripTimer, at time: Double?) { timers.table[.strip(strip, timer)] = time }

    /// Removes every timer of the strip (it is destroyed).
    func cancelAll() { timers.table.cancel(strip: strip) }
}

/// One entry of the panel's ``Timers``, for an owner with a single timer (the session bus's
/// call time-outs): it arms and disarms its entry and keeps no deadline of its own.
struct TimerEntry {
    let timers: Timers
    let key: TimerKey

    /// Arms the entry for `time`; nil disarms it.
    func arm(at time: Double?) { timers.table[key] = time }
}
