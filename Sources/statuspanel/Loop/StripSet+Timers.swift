import PanelCore

/// The checks that the window manager mapped the docks, under way after a window manager
/// started or was replaced and after a strip was mapped: when they started and how many were
/// made (``PanelTiming/dockCheck(_:after:)``).
struct DockChecks {
    var start = 0.0
    var made = 0
}

/// The strips' timers, in the panel's one scheduler: their shared ones (``StripsTimer``) and
/// each strip's (``StripTimer``), fired by the loop.
extension StripSet {
    /// Does what the strips' shared `timer` is due for at `now`: a dock check, or a look
    /// beneath (which redraws `shown`).
    func fire(_ timer: StripsTimer, at now: Double, showing shown: ItemContents) {
        switch timer {
        case .dockCheck:
            for strip in strips where strip.dock.remapIfLost() {
                Log.error("the window manager dropped the strip; mapped it again")
            }
            dockChecks.made += 1
            timers.table[.strips(.dockCheck)] = PanelTiming.dockCheck(dockChecks.made, after: dockChecks.start)
        case .styleLook:
            restyle(sampling: true, showing: shown, at: now)
        case .statusNotifier:
            break // The session bus's (``Panel/run()``).
        case .iconDecodes:
            statusNotifier?.collectDecodedIcons(at: now)
        case .tooltip:
            if popups.hover.tick(at: now) { showTooltip(popups.hover.shown, contents: shown) }
        case .levelIndicator:
            fireLevelIndicator(at: now)
        }
    }

    /// Does what the timer of the strip `id` is due for at `now` (``MonitorStrip/fire(_:at:)``);
    /// nothing if that strip is gone.
    func fire(_ timer: StripTimer, of id: StripID, at now: Double) {
        for strip in strips where strip.timers.strip == id {
            strip.fire(timer, at: now)
        }
    }

    /// Arms the first of the checks that the docks are mapped.
    func startDockChecks(at now: Double) {
        dockChecks = DockChecks(start: now)
        timers.table[.strips(.dockCheck)] = PanelTiming.dockCheck(0, after: now)
    }
}
