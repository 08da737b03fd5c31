import CLinux
import PanelCore
#if canImport(Glibc)
import Glibc
#endif

/// The running panel: its strips (a ``StripSet``), the providers behind them, and the one
/// event loop.
///
/// The loop waits (in epoll, ``EventSources``) on the X connection, a signalfd, a wall-clock
/// timerfd (the minute boundary), netlink sockets (uevents, rtnetlink), `/dev/rfkill`, the
/// platform profile (sysfs_notify), an inotify watch on the dotfile and one on the capture and
/// camera nodes, with a timeout only while something time-based is under way (activity sampling,
/// the spinner, a pending reload, a hide timer or animation, a crossfade, a look beneath for
/// `color = "auto"`, the privacy dot's re-check while a capture device is open). A strip redraws only when its
/// display list differs from the one on screen.
final class Panel {
    let connection: XConnection
    let options: PanelOptions
    private(set) var config: PanelConfig {
        didSet { showsActivity = ItemTable.builtIn.wakeUps(for: config.items).contains(.sampled) }
    }
    /// Whether the activity item is in the dotfile, so the network is sampled; kept apart from
    /// `config` because every sample asks (reading it through `config` copies the dotfile).
    var showsActivity: Bool
    let selection: ManagerSelection
    let dotfile: DotfileWatch?
    let strips: StripSet
    let windowWatch: WindowWatch
    var screen: ScreenWatch
    let signals: SignalWatch
    let clockTimer: WallClockTimer
    let kernel: KernelWatch
    /// `/dev/rfkill` on the real machine; `nil` under a fixture sysroot or without the device.
    let rfkill: RfkillWatch?
    /// The platform profile, waited on for sysfs_notify; `nil` under a fixture sysroot or
    /// where the platform has none.
    let powerProfile: SysfsAttributeWatch?
    /// Opens and closes of the capture and camera nodes (``DeviceUseWatch``), under the sysroot.
    let deviceUse: DeviceUseWatch?
    private var activity: ActivityDetector
    let traffic: TrafficCounters
    var state: DeviceState
    /// The routing rules and tables as rtnetlink last dumped them (the real machine, at the
    /// start and after each rtnetlink change; never on a timer); `nil` without them.
    var routing: RoutingDumps?
    private var spinnerPhase = 0
    /// The loop's timers (PanelCore's ``DeadlineTable``); the strips keep their own deadlines.
    var timers = DeadlineTable()
    /// Whether the start-up pages were given back (rare work's are given back after that).
    private var pagesReleased = false
    /// Why the panel runs without a tray, as last logged (``followTrayItem()``).
    var trayRefusal: String?
    private var dotfileReload: DotfileReload
    /// The script items and the pills (``ScriptItems``).
    let scripts = ScriptItems()

    init(connection: XConnection, config: PanelConfig, options: PanelOptions) throws(PanelError) {
        self.connection = connection
        self.options = options
        self.config = config
        showsActivity = ItemTable.builtIn.wakeUps(for: config.items).contains(.sampled)
        // First, so a second panel on this screen stops before it shows anything.
        selection = try ManagerSelection(connection: connection, replace: options.replace)
        dotfileReload = DotfileReload(options: options)
        // Every place the dotfile may be: a user's file created over a system-wide one takes over.
        dotfile = DotfileWatch(paths: options.configPath.map { [$0] } ?? options.dotfileSearch.candidates)
        guard let signals = SignalWatch([SIGTERM, SIGINT, SIGHUP, SIGCHLD] + ScriptSignals.all) else { throw .setup("cannot set up signal handling") }
        guard let clockTimer = WallClockTimer() else { throw .setup("cannot create a timer (timerfd)") }
        self.signals = signals
        self.clockTimer = clockTimer
        kernel = KernelWatch()
        let realMachine = options.sysroot == Sysroot("/")
        rfkill = realMachine ? RfkillWatch() : nil
        powerProfile = realMachine ? SysfsAttributeWatch(path: options.sysroot.path(PowerProfileProvider.file)) : nil
        deviceUse = DeviceUseWatch(sysroot: options.sysroot)
        activity = ActivityDetector(config: config.activity)
        traffic = TrafficCounters(sysroot: options.sysroot)
        routing = realMachine ? kernel.dumpRouting() : nil
        state = DeviceReader(sysroot: options.sysroot, config: config, routing: routing).read(activity: false)

        windowWatch = WindowWatch(connection: connection)
        screen = ScreenWatch(connection: connection)
        strips = try StripSet(connection: connection, windowWatch: windowWatch, selectionWindow: selection.window, config: config,
                          composited: screen.compositorRuns)
        try strips.layout(config: config, composited: screen.compositorRuns, showing: shown)
        followTrayItem()
        connection.flush()
    }

    /// Runs until SIGTERM or SIGINT, or until another panel replaces this one; returns the exit status.
    func run() -> Int32 {
        defer { strips.tray?.stop(); scripts.stopAll() }
        configureScripts()
        armClock()
        schedulePolling(after: Clocks.monotonic())
        followDeviceUse(at: Clocks.monotonic())
        if StartupPages.isEnabled { timers[.pageRelease] = Clocks.monotonic() + PanelTiming.pageReleaseDelay }
        scheduleFontCheck()
        guard let sources = eventSources() else {
            Log.error("cannot wait for events (epoll_create1: errno \(errno)); exiting")
            return 1
        }
        // A turn that only took a quiet activity sample asked nothing of the X server and read
        // nothing from it, and the wait found its socket quiet: Xlib's queue is as empty and its
        // buffer as flushed as before the wait, so the next turn goes straight back to it.
        var xUntouched = false
        while true {
            if !xUntouched {
                if let status = handleXEvents() { return status }
                connection.flush()
            }
            xUntouched = false
            if let failure = sources.wait(timeoutMilliseconds: timeoutMilliseconds()) {
                Log.error("waiting for events failed (errno \(failure)); exiting")
                return 1
            }
            var needsRefresh = false
            switch sources.dispatch() {
            case .handled: break
            case .refresh: needsRefresh = true
            case .exit(let status): return status
            }
            let now = Clocks.monotonic()
            if timers.fire(.fontCheck, at: now), strips.confirmFonts() { relayout(after: "fontconfig matched another font") }
            if timers.fire(.pageRelease, at: now) {
                StartupPages.release()
                rehearseSteadyState()
                pagesReleased = true
                Log.trace("pages released")
            }
            if timers.fire(.reload, at: now) { reload() }
            if timers.fire(.poll, at: now) {
                needsRefresh = true
                traffic.reopen()
                schedulePolling(after: now)
            }
            let deviceUseChanged = timers.fire(.deviceUse, at: now) && recheckDeviceUse(at: now)
            if timers.fire(.activitySample, at: now) {
                let showed = state.activity
                sampleActivity(now: now)
                if QuietTurn.drawsNothing(eventsReady: sources.anyReady, refreshNeeded: needsRefresh || deviceUseChanged,
                                          activityChanged: state.activity != showed,
                                          stripsDue: (strips.nextDeadline(after: now) ?? .infinity) <= now,
                                          spinnerDue: timers.isDue(.spinner, at: now)) {
                    xUntouched = true
                    continue
                }
            }
            strips.tick(at: now, showing: shown)
            if timers.fire(.spinner, at: now) {
                spinnerPhase = (spinnerPhase + 1) % Glyph.spinnerPhases
                timers[.spinner] = now + PanelTiming.spinnerFrameInterval
            }
            scriptsTurn(at: now)
            if needsRefresh { refresh() } else { redraw() }
        }
    }

    // MARK: - State

    /// What the strips show now.
    var shown: ShownState { ShownState(state: state, spinnerPhase: spinnerPhase, scripts: scriptsShown(at: Clocks.monotonic())) }

    private func redraw() { strips.redraw(shown) }

    private func refresh() {
        state = reader.read(activity: activity.isShowing)
        followDeviceUse(at: Clocks.monotonic())
        redraw()
    }

    /// Runs once, right after the start-up pages were given back, what the steady state runs
    /// (the minute's timer armed and read, a frame painted, new digits measured, a tap's
    /// decision), so its code is
    /// faulted back now, in one go: otherwise the first minute's refresh and the clock's first
    /// change each wait on the disk for it (9 major faults, 10 more wake-ups and 1.1 ms in the
    /// first idle minute, by perf stat).
    private func rehearseSteadyState() {
        armClock()
        minuteRead()
        strips.rehearseFrames()
        strips.rehearseTaps(at: Clocks.monotonic())
        redraw()
    }

    /// What changes on the minute without a kernel event (``DeviceReader/readOnTheMinute(from:time:)``).
    func minuteRead() {
        state = reader.readOnTheMinute(from: state)
    }

    /// The providers, reading through the sysroot with the dotfile and the last routing dumps.
    var reader: DeviceReader { DeviceReader(sysroot: options.sysroot, config: config, routing: routing) }

    private func sampleActivity(now: Double) {
        activity.observe(totalBytes: traffic.read(), at: now)
        activityChanged(now: now)
    }

    /// Schedules the next look at the activity detector and follows its indicator.
    private func activityChanged(now: Double) {
        timers[.activitySample] = activity.nextCheck(after: now, sampling: showsActivity)
        if activity.isShowing != state.activity {
            state.activity = activity.isShowing
            // The spinner runs only while the indicator shows.
            timers[.spinner] = state.activity ? now + PanelTiming.spinnerFrameInterval : nil
        }
    }

    // MARK: - Commands and the dotfile

    func handle(_ message: PanelMessage) {
        let now = Clocks.monotonic()
        switch message {
        case .reload:
            reload()
        case .style(let requested):
            strips.contentOverride = requested == .auto ? nil : requested
            strips.restyle(sampling: false, showing: shown, at: now)
            releasePagesAfterRareWork()
        case .activityBegin(let requester):
            activity.requestBegan(id: "msg:\(requester)", at: now)
            activityChanged(now: now)
            redraw()
        case .activityEnd(let requester):
            activity.requestEnded(id: "msg:\(requester)", at: now)
            activityChanged(now: now)
            redraw()
        case .reveal:
            strips.handle(.reveal, at: now)
        case .hide:
            strips.handle(.hide, at: now)
        case .toggle:
            strips.handle(.toggle, at: now)
        }
    }

    /// Reads the dotfile again (``DotfileReload``) and applies it unless it has problems.
    func reload() {
        if let new = dotfileReload.read() { apply(new) }
        // A tray another program held may be free now.
        followTrayItem()
        releasePagesAfterRareWork()
    }

    /// Gives back, once rare work has gone quiet for ``PanelTiming/rareWorkPageReleaseDelay``,
    /// the pages it faulted back (after use, the binary held 1.2 MB more than at idle: the
    /// dotfile's schema, the layout's slow paths); the next reload faults them back from the page
    /// cache. Nothing before the start-up release, which will take them anyway.
    private func releasePagesAfterRareWork() {
        guard StartupPages.isEnabled, pagesReleased else { return }
        timers[.pageRelease] = Clocks.monotonic() + PanelTiming.rareWorkPageReleaseDelay
    }

    /// Switches to `new` in place: the same process and windows, redrawn once.
    private func apply(_ new: PanelConfig) {
        let old = config
        guard new != old else { return }
        config = new
        if new.panel.font != old.panel.font, !strips.changeFont(to: new.panel.font) {
            Log.error("cannot open the font '\(new.panel.font)' (panel.font); keeping '\(old.panel.font)'")
            config.panel.font = old.panel.font
        }
        relayout(after: "the reload")
        if new.scripts != old.scripts { configureScripts() }
        followTrayItem()
        scheduleFontCheck()
        activity.threshold = Double(new.activity.threshold)
        activity.minDuration = new.activity.minDuration
        let now = Clocks.monotonic()
        activity.advance(to: now)
        activityChanged(now: now)
        armClock()
        schedulePolling(after: now)
        refresh()
    }

    // MARK: - Timers

    func armClock() {
        let showsSeconds = ClockProvider.formatShowsSeconds(ClockProvider(format: config.clock.format).format)
        clockTimer.arm(at: ClockProvider.nextUpdate(after: Clocks.wall(), showsSeconds: showsSeconds))
    }

    private func schedulePolling(after now: Double) {
        timers[.poll] = PanelTiming.nextPoll(after: now, realMachine: options.sysroot == Sysroot("/"),
                                             kernelEventsComplete: kernel.isComplete, interval: options.pollInterval)
        if showsActivity { timers.armIfIdle(.activitySample, at: now) }
    }

    /// Lays the strips out again for the current configuration.
    private func relayout(after cause: StaticString) {
        do { try strips.layout(config: config, composited: screen.compositorRuns, showing: shown) } catch {
            Log.error("cannot lay out the strips after \(cause)")
        }
    }

    /// Arms the font check when a strip's font came from the cache file unchecked.
    private func scheduleFontCheck() {
        if strips.hasUnconfirmedFonts { timers.armIfIdle(.fontCheck, at: Clocks.monotonic() + PanelTiming.fontCheckDelay) }
    }

    private func timeoutMilliseconds() -> Int32 {
        let now = Clocks.monotonic()
        let soonest = [strips.nextDeadline(after: now), scripts.nextDeadline(after: now)].compactMap { $0 }.min()
        return timers.timeoutMilliseconds(now: now, and: soonest)
    }
}
