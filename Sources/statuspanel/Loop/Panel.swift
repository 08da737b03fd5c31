import CX11
import CLinux
import PanelCore
#if canImport(Glibc)
import Glibc
#endif

/// The running panel: a strip per selected monitor, the providers behind them, and the one
/// event loop.
///
/// The loop waits in poll(2) on the X connection, a signalfd, a wall-clock timerfd (the minute
/// boundary), netlink sockets (power supply uevents, rtnetlink) and an inotify watch on the
/// dotfile, with a timeout only while something time-based is under way (activity sampling,
/// the spinner, a pending reload, a hide timer or animation, a crossfade, a look beneath for
/// `color = "auto"`). A strip redraws only when its display list differs from the one on screen.
final class Panel {
    private let connection: XConnection
    private let options: PanelOptions
    private var config: PanelConfig
    private let selection: ManagerSelection
    private let dotfile: DotfileWatcher?
    /// `msg style dark|light` until `msg style auto`.
    private var contentOverride: ContentStyle?
    private let scale: Double
    /// One strip per selected monitor, in screen order.
    private var strips: [MonitorStrip] = []
    private let tracker: WindowTracker
    private let signals: SignalSource
    private let clockTimer: WallClockTimer
    private let kernel: KernelEvents
    private var activity: ActivityMonitor
    private var state: DeviceState
    private var spinnerPhase = 0
    private var nextSpinnerFrame: Double?
    private var nextActivitySample: Double?
    private var nextPoll: Double?
    private var nextReload: Double?
    /// The next look beneath the strips (`style.color = "auto"`, or a window just activated).
    private var nextStyleLook: Double?
    /// When to check that the docks a window manager should have taken are mapped (after one
    /// started or was replaced); each check schedules the next until none is left.
    private var mapChecks: [Double] = []
    /// Seconds after a window manager change at which the docks are checked.
    private static let mapCheckDelays = [0.3, 1.0, 3.0]
    private var randrEventBase: Int32 = 0
    private var fixesEventBase: Int32 = -1
    /// Whether a compositor owns `_NET_WM_CM_S<screen>`.
    private var compositorRuns = false
    /// The visual the strips are made with; a change means new strips.
    private var visual: StripVisual
    private var argbVisual: StripVisual?

    /// Seconds between spinner frames.
    static let spinnerFrameInterval = 1.0 / 12
    /// Seconds to let a burst of dotfile events settle (an editor's write, rename and chmod) before reloading.
    static let reloadSettleTime = 0.05
    /// Seconds between looks beneath the strips while `style.color = "auto"` follows what is there.
    static let styleLookInterval = 5.0
    /// A newly active window may not have drawn its header yet: look again this much later.
    static let styleSettleTime = 0.5

    init(connection: XConnection, config: PanelConfig, options: PanelOptions) throws(PanelError) {
        self.connection = connection
        self.options = options
        self.config = config
        // First, so a second panel on this screen stops before it shows anything.
        selection = try ManagerSelection(connection: connection, replace: options.replace)
        dotfile = options.configPath.flatMap { DotfileWatcher(path: $0) }
        scale = Self.scale(connection: connection)
        guard let signals = SignalSource([SIGTERM, SIGINT, SIGHUP]) else { throw .setup("cannot set up signal handling") }
        guard let clockTimer = WallClockTimer() else { throw .setup("cannot create a timer (timerfd)") }
        self.signals = signals
        self.clockTimer = clockTimer
        kernel = KernelEvents()
        activity = ActivityMonitor(config: config.activity)
        state = DeviceReader(sysroot: options.sysroot, config: config).read(activity: false)

        tracker = WindowTracker(connection: connection)
        visual = .standard(connection)

        var errorBase: Int32 = 0
        if XFixesQueryExtension(connection.display, &fixesEventBase, &errorBase) != 0 {
            let mask = XFixesSetSelectionOwnerNotifyMask | XFixesSelectionWindowDestroyNotifyMask | XFixesSelectionClientCloseNotifyMask
            XFixesSelectSelectionInput(connection.display, connection.root, compositorSelection, UInt(mask))
        } else {
            fixesEventBase = -1
        }
        compositorRuns = XGetSelectionOwner(connection.display, compositorSelection) != 0
        visual = wantedVisual()
        if XRRQueryExtension(connection.display, &randrEventBase, &errorBase) != 0 {
            XRRSelectInput(connection.display, connection.root,
                           Int32(RRScreenChangeNotifyMask | RRCrtcChangeNotifyMask | RROutputChangeNotifyMask))
        }
        try layoutStrips()
        connection.flush()
    }

    /// Runs until SIGTERM or SIGINT, or until another panel replaces this one; returns the exit status.
    func run() -> Int32 {
        armClock()
        schedulePolling(after: Clocks.monotonic())
        while true {
            if let status = handleXEvents() { return status }
            connection.flush()
            var fds = [
                pollfd(fd: connection.fileDescriptor, events: Int16(POLLIN), revents: 0),
                pollfd(fd: signals.fileDescriptor, events: Int16(POLLIN), revents: 0),
                pollfd(fd: clockTimer.fileDescriptor, events: Int16(POLLIN), revents: 0),
                pollfd(fd: kernel.ueventDescriptor, events: Int16(POLLIN), revents: 0),
                pollfd(fd: kernel.routeDescriptor, events: Int16(POLLIN), revents: 0),
                pollfd(fd: dotfile?.fileDescriptor ?? -1, events: Int16(POLLIN), revents: 0),
            ]
            let ready = poll(&fds, nfds_t(fds.count), timeoutMilliseconds())
            if ready < 0 && errno != EINTR {
                Log.error("poll failed (errno \(errno)); exiting")
                return 1
            }
            if fds[0].revents & Int16(POLLHUP | POLLERR) != 0 {
                // Let Xlib notice the dead connection: its IO-error handler says so and exits 1.
                XNoOp(connection.display)
                XSync(connection.display, False)
            }
            if fds[1].revents != 0 {
                for signal in signals.drain() {
                    if signal == SIGTERM || signal == SIGINT { return 0 }
                    if signal == SIGHUP { reload() }
                }
            }
            var needsRefresh = false
            if fds[2].revents != 0 {
                clockTimer.acknowledge()
                armClock()
                needsRefresh = true
            }
            for fd in [kernel.ueventDescriptor, kernel.routeDescriptor] where fd >= 0 {
                let index = fd == kernel.ueventDescriptor ? 3 : 4
                if fds[index].revents != 0 {
                    let changes = kernel.drain(fd)
                    needsRefresh = needsRefresh || changes.power || changes.network
                }
            }
            let now = Clocks.monotonic()
            if fds[5].revents != 0, dotfile?.drain() == true, nextReload == nil {
                nextReload = now + Self.reloadSettleTime
            }
            if let due = nextReload, now >= due {
                nextReload = nil
                reload()
            }
            if let due = nextPoll, now >= due {
                needsRefresh = true
                schedulePolling(after: now)
            }
            if let due = nextActivitySample, now >= due { sampleActivity(now: now) }
            for strip in strips { strip.visibility.tick(at: now) }
            if let due = mapChecks.first, now >= due {
                mapChecks.removeFirst()
                for strip in strips where strip.window.remapIfLost() {
                    Log.error("the window manager dropped the strip; mapped it again")
                }
            }
            if let due = nextStyleLook, now >= due {
                nextStyleLook = nil
                restyle(sampling: true, at: now)
            }
            if let due = nextSpinnerFrame, now >= due {
                spinnerPhase = (spinnerPhase + 1) % Glyph.spinnerPhases
                nextSpinnerFrame = now + Self.spinnerFrameInterval
            }
            if needsRefresh { refresh() } else { redraw() }
        }
    }

    // MARK: - State

    private func refresh() {
        state = DeviceReader(sysroot: options.sysroot, config: config).read(activity: activity.isShowing)
        redraw()
    }

    private func sampleActivity(now: Double) {
        activity.observe(totalBytes: DeviceReader(sysroot: options.sysroot, config: config).readTotalBytes(), at: now)
        activityChanged(now: now)
    }

    /// Schedules the next look at the activity monitor and follows its indicator.
    private func activityChanged(now: Double) {
        // Traffic is sampled at the regular interval; a request's min_duration or lease may end sooner.
        var next = showsActivity ? now + ActivityMonitor.sampleInterval : nil
        if let deadline = activity.nextDeadline(after: now) { next = min(next ?? .infinity, max(deadline, now + 0.05)) }
        nextActivitySample = next
        if activity.isShowing != state.activity {
            state.activity = activity.isShowing
            nextSpinnerFrame = state.activity ? now + Self.spinnerFrameInterval : nil
        }
    }

    // MARK: - Commands and the dotfile

    private func handle(_ message: PanelMessage) {
        let now = Clocks.monotonic()
        switch message {
        case .reload:
            reload()
        case .style(let content):
            contentOverride = content == .auto ? nil : content
            restyle(sampling: false, at: now)
        case .activityBegin(let requester):
            activity.requestBegan(id: "msg:\(requester)", at: now)
            activityChanged(now: now)
            redraw()
        case .activityEnd(let requester):
            activity.requestEnded(id: "msg:\(requester)", at: now)
            activityChanged(now: now)
            redraw()
        case .reveal:
            for strip in strips { strip.visibility.handle(.reveal, at: now) }
        case .hide:
            for strip in strips { strip.visibility.handle(.hide, at: now) }
        case .toggle:
            for strip in strips { strip.visibility.handle(.toggle, at: now) }
        }
    }

    /// Reads the dotfile again and applies it; a file with problems changes nothing and says why.
    private func reload() {
        guard let path = options.configPath else { return }
        let result = ConfigLoader.load(path: path, missingFileIsError: options.configPathIsExplicit)
        guard result.diagnostics.isEmpty else {
            for diagnostic in result.diagnostics { Log.write(2, diagnostic.description + "\n") }
            Log.error("kept the previous settings: \(path) has \(result.diagnostics.count) problem(s)")
            return
        }
        apply(result.config)
    }

    /// Switches to `new` in place: the same process and windows, redrawn once.
    private func apply(_ new: PanelConfig) {
        let old = config
        guard new != old else { return }
        config = new
        if new.panel.font != old.panel.font, !strips.allSatisfy({ $0.renderer.setFont(new.panel.font) }) {
            Log.error("cannot open the font '\(new.panel.font)' (panel.font); keeping '\(old.panel.font)'")
            config.panel.font = old.panel.font
            for strip in strips { _ = strip.renderer.setFont(old.panel.font) }
        }
        do { try layoutStrips() } catch { Log.error("cannot lay out the strips after the reload") }
        activity.threshold = Double(new.activity.threshold)
        activity.minDuration = new.activity.minDuration
        let now = Clocks.monotonic()
        activity.advance(to: now)
        activityChanged(now: now)
        armClock()
        schedulePolling(after: now)
        refresh()
    }

    private var showsActivity: Bool {
        (config.items.left + config.items.center + config.items.right).contains(.activity)
    }

    // MARK: - Timers

    private func armClock() {
        let showsSeconds = ClockProvider.formatShowsSeconds(config.clock.format)
        clockTimer.arm(at: ClockProvider.nextUpdate(after: Clocks.wall(), showsSeconds: showsSeconds))
    }

    private func schedulePolling(after now: Double) {
        // Kernel events cover the real machine; a fixture sysroot (or no netlink) is polled.
        let needsPolling = options.sysroot != Sysroot("/") || !kernel.isComplete
        nextPoll = needsPolling ? now + options.pollInterval : nil
        if showsActivity && nextActivitySample == nil { nextActivitySample = now }
    }

    private func timeoutMilliseconds() -> Int32 {
        let now = Clocks.monotonic()
        let deadlines = ([nextPoll, nextActivitySample, nextSpinnerFrame, nextReload, nextStyleLook, mapChecks.first]
            + strips.map(\.visibility.nextDeadline) + strips.map { $0.style.nextFrame(after: now) }).compactMap { $0 }
        guard let soonest = deadlines.min() else { return -1 }
        let ms = (soonest - Clocks.monotonic()) * 1000
        return Int32(max(0, min(Double(Int32.max), ms.rounded(.up))))
    }

    // MARK: - X

    /// Handles every queued event; an exit status when the panel must stop.
    private func handleXEvents() -> Int32? {
        var event = XEvent()
        var windowChanges = WindowTracker.Changes()
        var monitorsChanged = false
        var wallpaperChanged = false
        defer {
            let now = Clocks.monotonic()
            if monitorsChanged {
                do { try layoutStrips() } catch { Log.error("cannot lay out the strips for the new monitors") }
            }
            for strip in strips { strip.visibility.finish(windowChanges, at: now) }
            if windowChanges.windowManager { mapChecks = Self.mapCheckDelays.map { now + $0 } }
            if windowChanges.activeWindow || windowChanges.facts || wallpaperChanged {
                restyle(sampling: true, wallpaper: wallpaperChanged, at: now)
                if windowChanges.activeWindow { nextStyleLook = min(nextStyleLook ?? .infinity, now + Self.styleSettleTime) }
            }
        }
        while XPending(connection.display) > 0 {
            XNextEvent(connection.display, &event)
            let now = Clocks.monotonic()
            if strips.contains(where: { $0.note(event, at: now) }) { continue }
            tracker.note(event, into: &windowChanges)
            if selection.isLost(event) {
                Log.error("another panel took over this screen (statuspanel --replace); exiting")
                return 0
            }
            if let message = selection.command(in: event) {
                handle(message)
                continue
            }
            switch event.type {
            case randrEventBase + RRScreenChangeNotify:
                XRRUpdateConfiguration(&event)
                monitorsChanged = true
            case randrEventBase + RRNotify:
                monitorsChanged = true
            case ConfigureNotify where event.xconfigure.window == connection.root:
                monitorsChanged = true
            case PropertyNotify where event.xproperty.window == connection.root
                && (event.xproperty.atom == connection.atom("_XROOTPMAP_ID") || event.xproperty.atom == connection.atom("ESETROOT_PMAP_ID")):
                wallpaperChanged = true
            case fixesEventBase + XFixesSelectionNotify where fixesEventBase >= 0:
                compositorRuns = XGetSelectionOwner(connection.display, compositorSelection) != 0
                monitorsChanged = true
            default:
                break
            }
        }
        return nil
    }

    /// `STATUSPANEL_FRAME_TIMES` set: each frame drawn is timed from layout to the server
    /// having drawn it (an XSync) and written to stderr as `frame MICROSECONDS` (bench/run).
    private static let timesFrames = getenv("STATUSPANEL_FRAME_TIMES") != nil

    private func redraw() {
        let now = Clocks.monotonic()
        let layout = StripLayout(items: config.items, showBatteryPercent: config.battery.percent, scale: scale)
        for strip in strips {
            guard let theme = strip.style.theme(at: now) else { continue }
            let geometry = strip.window.geometry
            let start = Self.timesFrames ? Clocks.monotonic() : 0
            let drew = strip.draw(layout.layout(state, theme: theme, width: geometry.width, height: geometry.height,
                                                spinnerPhase: spinnerPhase, text: strip.renderer.font))
            if Self.timesFrames && drew {
                XSync(connection.display, False)
                Log.write(2, "frame \(Int(((Clocks.monotonic() - start) * 1e6).rounded())) us\n")
            }
        }
    }

    /// Resolves every strip's theme again, after reading beneath them when `sampling` and the
    /// wallpaper behind them when `wallpaper` (it changes only with the root pixmap or the place).
    private func restyle(sampling: Bool, wallpaper: Bool = false, at now: Double) {
        let resolver = StyleResolver(style: config.style)
        let inputs = StyleInputs(override: contentOverride, windowRequest: tracker.watchedStyle, gtkPrefersDark: tracker.watchedPrefersDark)
        for strip in strips {
            // A hidden or revealed strip would read the full-screen window beneath it.
            if sampling && strip.visibility.machine.phase == .visible {
                strip.style.sampleBeneath(connection, geometry: strip.window.geometry)
            }
            if wallpaper { strip.style.readWallpaper(connection, geometry: strip.window.geometry, scale: scale) }
            strip.style.restyle(resolver, inputs: inputs, animate: config.style.animate, at: now)
            if let theme = strip.style.resolved { strip.setBackdrop(strip.style.backdrop(for: theme, composited: visual.hasAlpha)) }
        }
        if config.style.color == .auto { nextStyleLook = min(nextStyleLook ?? .infinity, now + Self.styleLookInterval) }
        redraw()
    }

    /// Makes the strips match the selected monitors: a strip per monitor, kept (and moved) where
    /// its monitor still exists, made for a new one, destroyed for one that went away.
    private func layoutStrips() throws(PanelError) {
        let now = Clocks.monotonic()
        let wanted = wantedVisual()
        // Visibility of strips replaced by new windows (a new visual), to carry over by monitor.
        var carried: [(monitor: Monitor, machine: VisibilityMachine)] = []
        if wanted.hasAlpha != visual.hasAlpha {
            // A compositor came or went, or the style now needs (or no longer needs) alpha.
            carried = strips.map { ($0.monitor, $0.visibility.machine) }
            for strip in strips { strip.destroy() }
            strips = []
            visual = wanted
        }
        let height = Int((Double(config.panel.height) * scale).rounded())
        let available = connection.monitors()
        var monitors = Monitor.select(config.panel.monitor, from: available)
        // Named outputs that are all missing (unplugged) must not leave the screen bare.
        if monitors.isEmpty { monitors = Monitor.select(.primary, from: available) }
        let kept = MonitorMatching.match(wanted: monitors, existing: strips.map(\.monitor))
        var next: [MonitorStrip] = []
        for (monitor, index) in zip(monitors, kept) {
            let geometry = StripGeometry(monitor: monitor, height: height)
            if let index {
                strips[index].update(geometry: geometry, config: config, at: now)
                next.append(strips[index])
            } else {
                next.append(try MonitorStrip(connection: connection, geometry: geometry, visual: visual, config: config, scale: scale,
                                             tracker: tracker))
            }
        }
        let inherited = MonitorMatching.match(wanted: monitors, existing: carried.map(\.monitor))
        for (strip, index) in zip(next, inherited) {
            if let index { strip.visibility.adopt(carried[index].machine, at: now) }
        }
        let remaining = strips.indices.filter { !kept.contains($0) }.map { strips[$0] }
        for strip in remaining { strip.destroy() }
        strips = next
        tracker.ownWindows = Set(strips.flatMap(\.windows) + [selection.window])
        restyle(sampling: true, wallpaper: true, at: now)
        for strip in strips where !strip.window.isMapped && strip.visibility.machine.phase == .visible {
            strip.window.map()
            strip.visibility.start(at: now)
        }
    }

    // MARK: - Compositing

    private var compositorSelection: Atom { connection.atom("_NET_WM_CM_S\(connection.screen)") }

    /// ARGB while a compositor runs and the style has translucency; the default visual otherwise.
    private func wantedVisual() -> StripVisual {
        let theme = StyleResolver(style: config.style).resolve(StyleInputs(override: contentOverride))
        guard compositorRuns, !theme.isOpaque else { return .standard(connection) }
        if argbVisual == nil { argbVisual = .argb(connection) }
        return argbVisual ?? .standard(connection)
    }

    // MARK: - Geometry

    /// Pixels per point, from `Xft.dpi` (96 when unset).
    static func scale(connection: XConnection) -> Double {
        guard let text = connection.resource("Xft.dpi"), let dpi = Double(text), dpi >= 48, dpi <= 480 else { return 1 }
        return dpi / 96
    }

}

/// Why the panel could not start.
enum PanelError: Error {
    case setup(String)
}

/// What the command line decides for a running panel.
struct PanelOptions {
    var sysroot: Sysroot
    /// Seconds between re-reads where no kernel events arrive.
    var pollInterval: Double
    /// The dotfile watched and reloaded; nil when there is none to find (no HOME).
    var configPath: String?
    /// Whether the user named the dotfile (`--config`): then a missing file is a problem.
    var configPathIsExplicit: Bool
    /// Take the screen over from a running panel.
    var replace: Bool
}
