/// One timer of the panel: who owns it and what it is for. Every timer is an entry of the one
/// ``TimerTable``, under one of these keys.
///
/// A new owner (a device's re-check, a new item's interval) is one more case here, with
/// its own enum of purposes; the loop's dispatch, which switches over the owner, then names
/// what its timers run (the compiler asks for it).
public enum TimerKey: Equatable, Sendable {
    /// The loop's own timers.
    case loop(LoopTimer)
    /// The strips' timers that concern all of them at once.
    case strips(StripsTimer)
    /// One strip's timer, by the strip's id.
    case strip(StripID, StripTimer)
    /// The script items' and the pill's shared timers.
    case scripts(ScriptsTimer)
    /// One script item's run, by the item's name (`[script.NAME]`): to start, or to stop at its
    /// time limit (``ScriptSchedule/deadline``).
    case script(String)

    /// The strip that owns this timer; nil for the others.
    public var strip: StripID? {
        if case .strip(let id, _) = self { return id }
        return nil
    }

    /// The script item that owns this timer; nil for the others.
    public var script: String? {
        if case .script(let name) = self { return name }
        return nil
    }
}

/// The loop's own timers.
public enum LoopTimer: Sendable, CaseIterable {
    /// Check the fonts opened from the cache file against fontconfig.
    case fontCheck
    /// Give back the pages only start-up used, and again those rare work faulted back.
    case pageRelease
    /// Read the dotfile again, once its events settled.
    case reload
    /// Read the device state where no kernel event says it changed.
    case poll
    /// Read the microphone and the camera again: just after an open or close of their
    /// nodes, and while a capture device stays open (``PanelTiming/nextDeviceUseCheck(after:woken:deviceOpen:)``).
    case deviceUse
    /// Sample the network's byte counters for the activity indicator.
    case activitySample
    /// Draw the activity spinner's next frame.
    case spinner
    /// Read the items read on their own interval that fell due (``IntervalReads``), when the
    /// activity sample does not come for them.
    case intervalRead
    /// The sound server's client (libpulse, driven by the panel's loop): its soonest time
    /// event, or now while it has deferred work; or now, to let go of a `volume` source that
    /// ended (the server's connection, ALSA's card).
    case soundServer
    /// Give up the running round of routing dumps (``RoutingDumpMachine/deadline``).
    case routingDump
}

/// The timers every strip shares.
public enum StripsTimer: Sendable, CaseIterable {
    /// Look beneath the strips again (`style.color = "auto"`, or a window just activated).
    case styleLook
    /// Check that the window manager mapped the docks (``PanelTiming/dockCheck(_:after:)``).
    case dockCheck
    /// The StatusNotifierItem tray's soonest D-Bus call time-out.
    case statusNotifier
    /// The StatusNotifierItem tray's next look for icons decoded off the loop
    /// (``PanelTiming/iconDecodePoll``).
    case iconDecodes
    /// The tooltip of the item under the pointer shows (``TooltipHover/deadline``).
    case tooltip
    /// The transient level indicator goes (``LevelIndicator/deadline``).
    case levelIndicator
}

/// One strip's timers.
public enum StripTimer: Sendable, CaseIterable {
    /// The visibility machine's next deadline (``VisibilityMachine/deadline``).
    case visibility
    /// The hide or reveal animation's next frame.
    case animationFrame
    /// The style transition's (crossfade or slide) next frame.
    case transition
    /// The look at the strip's place that ``DockKeeper`` held back.
    case dockKeeper
}

/// A strip's identity for its timers: given when the strip is made, never reused while the
/// panel runs (a strip made for a monitor that came back is another strip).
public struct StripID: Equatable, Sendable {
    public let value: Int
    public init(_ value: Int) { self.value = value }

    /// The id after this one.
    public var next: StripID { StripID(value + 1) }
}

/// The timers the script items and the pill share (the shell's `ScriptItems` arms them); each
/// item's run has its own entry (``TimerKey/script(_:)``).
public enum ScriptsTimer: Sendable, CaseIterable {
    /// Pipes that were read again within a frame are watched again (a flood reads once a frame).
    case pipes
    /// The shown pill's elapsed counter turns to its next second, or a pill's lease ends
    /// (``PillStack/nextChange(after:)``).
    case pill
    /// What still held an ended run's output pipes a moment after it exited is killed
    /// (``PanelTiming/pipeHolderGrace``).
    case pipeHolders
}
