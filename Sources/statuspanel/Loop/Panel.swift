import CLinux
import PanelCore
import SystemPackage
#if canImport(Glibc)
import Glibc
#endif

/// The running panel: the loop that waits and dispatches between the device side
/// (``DeviceSide``: the kernel's watches, the providers, the activity indicator, producing the
/// device state) and the screen side (``ScreenSide``: the strips, the watches of windows and
/// of the screen, the tray, the manager selection).
///
/// Its life is four steps, as in `PanelLaunch`: ``setUp(connection:config:options:)`` claims
/// the screen and opens every watch, ``scan()`` reads the device state and makes the strips,
/// ``run()`` waits and dispatches until the panel stops, ``cleanUp()`` gives the tray's icons
/// back.
///
/// The loop waits (in epoll, the one ``EventSources``) on the X connection, a signalfd, a
/// wall-clock timerfd (the minute boundary), netlink sockets (uevents, rtnetlink), `/dev/rfkill`,
/// the platform profile (sysfs_notify), an inotify watch on the dotfile and one on the capture
/// and camera nodes, the running script items' pipes and the session bus (the StatusNotifierItem
/// tray), with a timeout only while one of the panel's timers (the one ``Timers``) is armed. A
/// strip redraws only when its display list differs from the one on screen.
final class Panel {
    let options: PanelOptions
    var config: PanelConfig
    let device: DeviceSide
    let screen: ScreenSide
    /// Every timer of the panel (PanelCore's ``TimerTable``): the loop's own, and the strips'.
    let timers: Timers
    /// Every descriptor the loop waits on (``EventSources``): the loop's own, the device side's,
    /// the script items' pipes, the tray's bus.
    let sources: EventSources
    let signals: SignalWatch
    let clockTimer: WallClockTimer
    let dotfile: DotfileWatch?
    var dotfileReload: DotfileReload
    /// The `volume` item's sound server, followed while the item is placed.
    let sound: SoundFollower
    /// Whether the start-up pages were given back (rare work's are given back after that).
    var pagesReleased = false

    init(options: PanelOptions, config: PanelConfig, device: DeviceSide, screen: ScreenSide, timers: Timers, sources: EventSources,
         signals: SignalWatch,
         clockTimer: WallClockTimer, dotfile: DotfileWatch?) {
        self.options = options
        self.config = config
        self.device = device
        self.screen = screen
        self.timers = timers
        self.sources = sources
        self.signals = signals
        self.clockTimer = clockTimer
        self.dotfile = dotfile
        dotfileReload = DotfileReload(options: options)
        sound = SoundFollower(sources: sources, timers: timers)
        sound.onChange = { [unowned device] in device.show(volume: $0) }
    }

    /// Runs until SIGTERM or SIGINT, or until another panel replaces this one; returns the exit status.
    func run() -> Int32 {
        armTimers()
        registerLoopSources()
        // A quiet turn (``QuietTurn``: an activity sample, or session-bus news, that changed
        // nothing shown) asked nothing of the X server and read nothing from it, and the wait
        // found its socket quiet: Xlib's queue is as empty and its buffer as flushed as before
        // the wait, so the next turn goes straight back to it.
        var xUntouched = false
        while true {
            if !xUntouched {
                if let status = screen.handleXEvents(command: { self.handle($0) }, inbox: { self.readInbox() },
                                                     volume: { self.sound.perform($0) }) { return status }
                pauseGenerators()
                screen.connection.flush()
            }
            xUntouched = false
            if let failure = sources.wait(timeoutMilliseconds: timers.table.timeoutMilliseconds(now: Clocks.monotonic())) {
                Log.error("waiting for events failed (\(failure)); exiting")
                return 1
            }
            var turn = Turn()
            let dispatched = sources.dispatch()
            if case .exit(let status) = dispatched { return status }
            let now = Clocks.monotonic()
            timers.table.collectDue(at: now)
            while let timer = timers.table.nextDue() {
                switch timer {
                case .loop(let timer): fire(timer, at: now, turn: &turn)
                case .strips(.statusNotifier): screen.sessionFollowers.bus?.expire(at: now)
                case .strips(let timer): screen.strips.fire(timer, at: now, showing: device.shown)
                case .scripts(let timer): device.scripts.fire(timer, at: now)
                case .script(let name): device.scripts.fireRun(of: name, at: now)
                case .strip(let id, let timer): screen.strips.fire(timer, of: id, at: now)
                }
                turn.timersFired += 1
            }
            scriptsTurn()
            let eventsQuiet = if case .quiet = dispatched { true } else { false }
            if QuietTurn.drawsNothing(timersFired: turn.timersFired, onlySampleFired: turn.onlySampleFired, eventsReady: sources.anyReady,
                                      eventsQuiet: eventsQuiet, refreshNeeded: turn.needsRefresh, activityChanged: turn.activityChanged) {
                xUntouched = true
                continue
            }
            if turn.needsRefresh { device.refresh() }
            screen.redraw()
        }
    }

    /// What a turn's sources and timers asked for.
    private struct Turn {
        /// Read the whole device state again.
        var needsRefresh = false
        /// How many timers fired, and whether a sample (the activity's, or the items read on
        /// their own interval) was one of them.
        var timersFired = 0
        var sampleTaken = false
        /// Whether the activity indicator came or went, or a sampled item's reading changed.
        var activityChanged = false

        var onlySampleFired: Bool { sampleTaken && timersFired == 1 }
    }

    /// Does what the loop's `timer` is due for at `now`.
    private func fire(_ timer: LoopTimer, at now: Double, turn: inout Turn) {
        switch timer {
        case .fontCheck:
            if screen.strips.confirmFonts() { screen.relayout(config, after: "fontconfig matched another font") }
        case .pageRelease:
            releasePages()
        case .reload:
            reload()
        case .poll:
            turn.needsRefresh = true
            device.poll(at: now)
        case .deviceUse:
            device.recheckDeviceUse(at: now)
        case .activitySample:
            turn.sampleTaken = true
            if device.sampleActivity(at: now) { turn.activityChanged = true }
        case .spinner:
            device.advanceSpinner(at: now)
        case .intervalRead:
            turn.sampleTaken = true
            if device.readIntervalItems(at: now) { turn.activityChanged = true }
        case .soundServer:
            sound.fire(at: now)
        case .routingDump:
            device.routingDumpExpired(at: now)
        }
    }

    /// Reads the whole device state again and draws it.
    func refresh() {
        device.refresh()
        screen.redraw()
    }

    /// Arms the wall-clock timer for the clock's next change.
    func armClock() {
        let showsSeconds = ClockProvider.formatShowsSeconds(ClockProvider(format: config[ClockOptions.self].format).format)
        clockTimer.arm(at: ClockProvider.nextUpdate(after: Clocks.wall(), showsSeconds: showsSeconds))
    }
}
