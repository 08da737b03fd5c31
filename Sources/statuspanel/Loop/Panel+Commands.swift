import PanelCore

/// What the panel does when told: `statuspanel msg`, SIGHUP and the dotfile's edits.
extension Panel {
    func handle(_ message: PanelMessage) {
        let now = Clocks.monotonic()
        switch message {
        case .reload:
            reload()
        case .style(let requested):
            screen.overrideStyle(requested, at: now)
            releasePagesAfterRareWork()
        case .activityBegin(let requester):
            device.activityRequest(requester, began: true, at: now)
            screen.redraw()
        case .activityEnd(let requester):
            device.activityRequest(requester, began: false, at: now)
            screen.redraw()
        case .reveal:
            screen.strips.handle(.reveal, at: now)
        case .hide:
            screen.strips.handle(.hide, at: now)
        case .toggle:
            screen.strips.handle(.toggle, at: now)
        }
    }

    /// Reads the dotfile again (``DotfileReload``) and applies it unless it has problems.
    func reload() {
        let applied = dotfileReload.read().map(apply) ?? false
        // A tray another program held may be free now (an applied dotfile looked already).
        if !applied { screen.followTrayItem(config) }
        releasePagesAfterRareWork()
    }

    /// Gives back, once rare work has gone quiet for ``PanelTiming/rareWorkPageReleaseDelay``,
    /// the pages it faulted back (the dotfile's schema, the layout's slow paths: bench/performance.md
    /// says how much the binary held after use); the next reload faults them back from the page
    /// cache. Nothing before the start-up release, which will take them anyway.
    private func releasePagesAfterRareWork() {
        guard StartupPages.isEnabled, pagesReleased else { return }
        timers[.pageRelease] = Clocks.monotonic() + PanelTiming.rareWorkPageReleaseDelay
    }

    /// Switches to `new` in place: the same process and windows, redrawn once; false when
    /// nothing changed.
    private func apply(_ new: PanelConfig) -> Bool {
        let old = config
        let changes = ReloadChanges(from: old, to: new)
        guard changes.any else { return false }
        config = new
        if changes.font, !screen.strips.changeFont(to: new.panel.font) {
            Log.error("cannot open the font '\(new.panel.font)' (panel.font); keeping '\(old.panel.font)'")
            config.panel.font = old.panel.font
        }
        screen.relayout(config, after: "the reload")
        screen.followTrayItem(config)
        screen.followDesktopItems(config)
        sound.follow(config)
        scheduleFontCheck()
        device.apply(config, at: Clocks.monotonic())
        if changes.scripts { configureScripts() }
        armClock()
        refresh()
        return true
    }
}
