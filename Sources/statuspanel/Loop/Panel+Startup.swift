import PanelCore
import SystemPackage
#if canImport(Glibc)
import Glibc
#endif

/// The panel's life, in the order `PanelLaunch` runs it: set up, scan, run, clean up.
extension Panel {
    /// Set-up: claims the screen (the manager selection, first, so a second panel on this
    /// screen stops before it shows anything), then opens what the panel waits on: the device
    /// side's watches, the windows' and the screen's, the signals, the wall-clock timer and the
    /// dotfile's watch, and the one registry they are waited on in (``EventSources``). Nothing is
    /// read or shown yet.
    static func setUp(connection: XConnection, config: PanelConfig, options: PanelOptions) throws(PanelError) -> Panel {
        let selection = try ManagerSelection(connection: connection, replace: options.replace)
        let timers = Timers()
        guard let sources = EventSources() else { throw .setup("cannot wait for events (epoll_create1: \(Errno.last))") }
        let device = DeviceSide(options: options, config: config, timers: timers, sources: sources)
        let screen = try ScreenSide(connection: connection, selection: selection, config: config, device: device, timers: timers,
                                    sources: sources)
        guard let signals = SignalWatch(PanelSignal.taken + ScriptSignals.all) else { throw .setup("cannot set up signal handling") }
        guard let clockTimer = WallClockTimer() else { throw .setup("cannot create a timer (timerfd)") }
        // Every place the dotfile may be: a user's file created over a system-wide one takes over.
        let dotfile = DotfileWatch(paths: options.configPath.map { [$0] } ?? options.dotfileSearch.candidates)
        return Panel(options: options, config: config, device: device, screen: screen, timers: timers, sources: sources,
                     signals: signals, clockTimer: clockTimer, dotfile: dotfile)
    }

    /// Scan: reads the device state (and the routing dumps), then makes a strip for each monitor
    /// and shows it, and starts the tray.
    func scan() throws(PanelError) {
        device.scan()
        try screen.scan(config)
        sound.follow(config)
    }

    /// Arms the timers the loop starts with: the wall clock, the poll and the activity sample,
    /// the privacy dot's re-check, the release of the start-up pages, the font check.
    func armTimers() {
        let now = Clocks.monotonic()
        armClock()
        device.start(at: now)
        configureScripts()
        if StartupPages.isEnabled { timers[.pageRelease] = now + PanelTiming.pageReleaseDelay }
        scheduleFontCheck()
    }

    /// Clean-up: the tray's icons go back to the root window, to dock in the next tray.
    func cleanUp() {
        device.scripts.stopAll()
        screen.cleanUp()
    }

    /// The ``LoopTimer/pageRelease`` timer: gives back the pages only start-up (or rare work)
    /// used, and runs the steady state's code once so that it stays resident.
    func releasePages() {
        StartupPages.release()
        rehearseSteadyState()
        pagesReleased = true
        Log.trace("pages released")
    }

    /// Runs once, right after the start-up pages were given back, what the steady state runs
    /// (the minute's timer armed and read, a frame painted, new digits measured, a tap's
    /// decision), so its code is faulted back now, in one go: otherwise the first minute's
    /// refresh and the clock's first change each wait on the disk for it (bench/performance.md).
    private func rehearseSteadyState() {
        armClock()
        device.minuteRead()
        screen.strips.rehearseFrames()
        screen.strips.rehearseTaps(showing: device.shown, at: Clocks.monotonic())
        screen.redraw()
    }

    /// Arms the font check when a strip's font came from the cache file unchecked.
    func scheduleFontCheck() {
        if screen.strips.hasUnconfirmedFonts { timers.armIfIdle(.fontCheck, at: Clocks.monotonic() + PanelTiming.fontCheckDelay) }
    }
}
