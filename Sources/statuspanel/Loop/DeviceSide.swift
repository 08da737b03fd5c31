import PanelCore
#if canImport(Glibc)
import Glibc
#endif

/// The device side of the panel: the kernel's and the device nodes' watches, the providers
/// behind them, the activity indicator and the routing dumps, producing the built-in items'
/// entries of the ``ItemContents`` the strips show (``shown``), with what the X server, the
/// session bus and the sound server push and what the script items contribute. It reads; it
/// never touches X.
final class DeviceSide {
    /// The inputs of the device side the loop waits on: those the items' declared wake-ups
    /// call for (``ItemTable/allWakeUps``).
    struct Watches {
        let kernel: KernelWatch
        /// `/dev/rfkill` on the real machine; `nil` under a fixture sysroot or without the device.
        let rfkill: RfkillWatch?
        /// The sysfs attributes items wake for (the platform profile), each waited on for
        /// sysfs_notify, by its path under the sysroot; none under a fixture sysroot, nor where
        /// the attribute is missing.
        let attributes: [(path: String, watch: SysfsAttributeWatch)]
        /// Opens and closes of the capture and camera nodes (``DeviceUseWatch``), under the sysroot.
        let deviceUse: DeviceUseWatch?

        /// Opens what `wakeUps` call for, through `sysroot`.
        init(for wakeUps: Set<ItemWakeUp>, attributePaths: [String], sysroot: Sysroot) {
            let realMachine = sysroot.isRealMachine
            kernel = KernelWatch(for: wakeUps)
            rfkill = realMachine && wakeUps.contains(.rfkill) ? RfkillWatch() : nil
            attributes = realMachine ? attributePaths.compactMap { path in
                SysfsAttributeWatch(path: sysroot.path(path)).map { (path, $0) }
            } : []
            deviceUse = wakeUps.contains(.deviceNodes) ? DeviceUseWatch(sysroot: sysroot) : nil
        }
    }

    let options: PanelOptions
    let watches: Watches
    let timers: Timers
    /// The dotfile in use; every sample asks ``showsActivity``, kept apart because reading it
    /// through `config` copies the dotfile.
    private(set) var config: PanelConfig {
        didSet { showsActivity = ItemTable.builtIn.wakeUps(for: config.items).contains(.sampled) }
    }
    /// Whether the activity item is in the dotfile, so the network is sampled.
    private(set) var showsActivity: Bool
    private var activity: ActivityDetector
    let traffic: TrafficCounters
    /// The built-in items' entries, by item name: what the readers read and the pushes
    /// (``show(_:)-desktop``, ``show(_:)-session``, ``volume``) brought. Nothing is known before ``scan()``.
    private(set) var contents = ItemContents()
    /// The rtnetlink socket's reader: its notifications, and the dumps asked for on it (the
    /// real machine, at the start and after each rtnetlink change; never on a timer) with the
    /// last it got; nil without the socket.
    private let routeReader: RtnetlinkDump?
    private var spinnerPhase = 0
    /// When the items read on their own interval are next read.
    var intervalReads: IntervalReads

    /// Opens the device side's watches (the kernel's netlink sockets; `/dev/rfkill` and the
    /// platform profile on the real machine; the capture and camera nodes under the sysroot).
    /// Nothing is read until ``scan()``.
    init(options: PanelOptions, config: PanelConfig, timers: Timers, sources: EventSources) {
        self.options = options
        self.config = config
        self.timers = timers
        scripts = ScriptItems(timers: timers, sources: sources)
        showsActivity = ItemTable.builtIn.wakeUps(for: config.items).contains(.sampled)
        watches = Watches(for: ItemTable.builtIn.allWakeUps, attributePaths: ItemTable.builtIn.attributePaths, sysroot: options.sysroot)
        routeReader = watches.kernel.routeReader(dumps: options.sysroot.isRealMachine, timers: timers)
        activity = ActivityDetector(config: config[ActivityOptions.self])
        intervalReads = IntervalReads(ItemTable.builtIn.intervals(for: config), at: Clocks.monotonic())
        traffic = TrafficCounters(sysroot: options.sysroot)
    }

    /// The first read: the routing dumps (on the real machine) and every built-in item's entry.
    ///
    /// The dumps are the one read the first frame waits for, up to ``PanelTiming/routingDumpTimeout``:
    /// without them the VPN badge reads `proc/net/route`, which misses a tunnel reached by policy
    /// routing (wg-quick), so the first frame would show no badge and the next one a badge. The
    /// kernel answers in well under a millisecond (bench/performance.md); a round still running
    /// at the limit goes on in the loop, which draws it when it is in.
    func scan() {
        if let routeReader, routeReader.dumps {
            let start = Clocks.monotonic()
            _ = routeReader.request(at: start).followed(by: routeReader.wait(until: start + PanelTiming.routingDumpTimeout))
            Log.trace("routing dumps \(Int(((Clocks.monotonic() - start) * 1e6).rounded())) us")
        }
        contents = reader.read(activity: false, previous: contents)
    }

    /// Arms the device side's timers at the start of the loop: the poll, the activity sample,
    /// the privacy dot's re-check.
    func start(at now: Double) {
        schedulePolling(after: now)
        followDeviceUse(at: now)
    }

    /// What the strips show now, by item name: the readings and the spinner, and what the script
    /// items and the pill contribute (the trays add theirs, strip by strip: ``StripSet/redraw(_:)``).
    var shown: ItemContents {
        var shown = contents
        shown.spinnerPhase = spinnerPhase
        scripts.contribute(to: &shown, at: Clocks.monotonic())
        return shown
    }

    /// The desktops, the focused window and the keyboard, as the screen side last read them:
    /// the `workspaces`, `window` and `keyboard` entries (pushed, never read here; every read
    /// keeps them).
    func show(_ desktop: DesktopState) { contents.show(desktop) }
    /// The media player, as the session bus last said: the `media` entry (pushed, never read
    /// here; every read keeps it).
    func show(media: MediaPlayer?) { contents.media = media }
    /// The notifications' pause, as the session bus last said: the `dnd` entry (pushed, never
    /// read here; every read keeps it).
    func show(dnd: DoNotDisturbState?) { contents.dnd = dnd }
    /// The default sink, as the sound server last pushed it (``SoundFollower``): the `volume`
    /// entry (never read here, every read keeps it).
    func show(volume: VolumeState?) { contents.volume = volume }
    /// The script items and the pills (``ScriptItems``): their commands run beside the readings.
    let scripts: ScriptItems

    /// The providers, reading through the sysroot with the dotfile and the last routing dumps.
    var reader: DeviceReader { DeviceReader(sysroot: options.sysroot, config: config, routing: routeReader?.routing) }

    // MARK: - Reading

    /// Reads every built-in item again (the pushed items keep their entries).
    func refresh() {
        contents = reader.read(activity: activity.isShowing, previous: contents)
        followDeviceUse(at: Clocks.monotonic())
    }

    /// What changes on the minute without a kernel event (``DeviceReader/readOnTheMinute(from:time:)``).
    func minuteRead() {
        contents = reader.readOnTheMinute(from: contents)
    }

    /// With the activity item, the minute takes the next sample too when that is due within
    /// its reach (``ActivitySchedule/minuteTakesSample(at:nextSample:)``).
    func sampleWithTheMinute(at now: Double) {
        if showsActivity, ActivitySchedule.minuteTakesSample(at: now, nextSample: timers[.activitySample]) {
            timers[.activitySample] = now
        }
        _ = readIntervalItems(at: now)
    }

    /// A watch woke the loop for `wakeUps` (PanelCore's ``KernelChangeResponse`` says what to
    /// do): the items that declare them are read again, the rest kept; the loop then draws. On
    /// the real machine a network change's items are read when the routing dumps it started
    /// are in (``follow(_:)``).
    func woken(by wakeUps: Set<ItemWakeUp>) {
        let response = KernelChangeResponse(wakeUps: wakeUps, realMachine: options.sysroot.isRealMachine)
        if response.reopensCounters { traffic.reopen() }
        if !response.reads.isEmpty { contents = reader.read(waking: response.reads, from: contents) }
    }

    // MARK: - Routing dumps

    /// The rtnetlink socket is readable: its notifications and the running dump's replies; false
    /// when they changed nothing (a part of a dump, a late reply), so the turn need not draw.
    func routesReadable(at now: Double) -> Bool {
        guard let routeReader else { return false }
        let step = routeReader.drain(at: now)
        follow(step)
        return step.changed || step.finished != nil
    }

    /// The ``LoopTimer/routingDump`` timer: the running round of dumps is past its deadline.
    func routingDumpExpired(at now: Double) {
        if let routeReader { follow(routeReader.expire(at: now)) }
    }

    /// Does what a step of the dumps asks (``RoutingDumpMachine/Step``): a change is a network
    /// wake-up (the machine asked for the dumps itself); a round's end (its dumps kept by the
    /// reader) reads the items that show the routing.
    private func follow(_ step: RoutingDumpMachine.Step) {
        if step.changed { woken(by: [.rtnetlink]) }
        if step.finished != nil { contents = reader.read(waking: [.rtnetlink], from: contents) }
    }

    /// The ``LoopTimer/poll`` timer: the counters are opened again (links may have come and
    /// gone unseen) and the next poll is planned; the loop then reads everything.
    func poll(at now: Double) {
        traffic.reopen()
        schedulePolling(after: now)
    }

    /// Plans the next poll (``PanelTiming/nextPoll(after:realMachine:kernelEventsComplete:interval:)``)
    /// and, with the activity item, a sample now if none is planned.
    func schedulePolling(after now: Double) {
        timers[.poll] = PanelTiming.nextPoll(after: now, realMachine: options.sysroot.isRealMachine,
                                             kernelEventsComplete: watches.kernel.isComplete, interval: options.pollInterval)
        if showsActivity { timers.armIfIdle(.activitySample, at: now) }
        armIntervalReads()
    }

    /// Reads the microphone and the camera into the state (``deviceNodesChanged(at:)``).
    func readDeviceUse() { contents = reader.readDeviceUse(from: contents) }

    // MARK: - Activity

    /// The ``LoopTimer/activitySample`` timer: samples the byte counters; true when the
    /// indicator came or went.
    func sampleActivity(at now: Double) -> Bool {
        let showed = contents.activity
        activity.observe(totalBytes: traffic.read(), at: now)
        activityChanged(now: now)
        let itemsChanged = readIntervalItems(at: now)
        return contents.activity != showed || itemsChanged
    }

    /// A program's request (`msg activity begin|end`) began or ended.
    func activityRequest(_ requester: Int, began: Bool, at now: Double) {
        if began { activity.requestBegan(id: "msg:\(requester)", at: now) } else { activity.requestEnded(id: "msg:\(requester)", at: now) }
        activityChanged(now: now)
    }

    /// The ``LoopTimer/spinner`` timer: the spinner's next frame.
    func advanceSpinner(at now: Double) {
        spinnerPhase = (spinnerPhase + 1) % Glyph.spinnerPhases
        timers[.spinner] = now + PanelTiming.spinnerFrameInterval
    }

    /// Schedules the next look at the activity detector and follows its indicator.
    private func activityChanged(now: Double) {
        timers[.activitySample] = activity.nextCheck(after: now, sampling: showsActivity)
        armIntervalReads()
        if activity.isShowing != contents.activity {
            contents.activity = activity.isShowing
            // The spinner runs only while the indicator shows.
            timers[.spinner] = contents.activity ? now + PanelTiming.spinnerFrameInterval : nil
        }
    }

    // MARK: - Items read on their own interval
    /// Reads the items read on their own interval that are due at `now` (PanelCore's
    /// ``IntervalReads``: those due soon ride along) and arms their timer again; true when what
    /// they show changed.
    func readIntervalItems(at now: Double) -> Bool {
        let due = intervalReads.take(at: now)
        armIntervalReads()
        guard !due.isEmpty else { return false }
        let before = contents
        contents = reader.read(due, from: contents)
        return Self.shownDiffers(before, contents)
    }

    /// Arms the ``LoopTimer/intervalRead`` timer for the first item due, unless the activity
    /// sample comes for it (``IntervalReads/timer(activitySample:)``).
    func armIntervalReads() {
        timers[.intervalRead] = intervalReads.timer(activitySample: timers[.activitySample])
    }

    /// Whether the readings differ in what is shown: the CPU's counters move at every reading,
    /// its percentage not always.
    private static func shownDiffers(_ a: ItemContents, _ b: ItemContents) -> Bool {
        a.cpu?.percent != b.cpu?.percent || a.memory?.percent != b.memory?.percent || a.disk != b.disk
            || a.temperature != b.temperature
    }

    // MARK: - The dotfile

    /// Follows a new dotfile: the activity indicator's thresholds and the poll; the caller
    /// then reads everything (``refresh()``).
    func apply(_ new: PanelConfig, at now: Double) {
        config = new
        intervalReads.follow(ItemTable.builtIn.intervals(for: new), at: now)
        let options = new[ActivityOptions.self]
        activity.threshold = Double(options.threshold)
        activity.minDuration = options.minDuration
        activity.advance(to: now)
        activityChanged(now: now)
        schedulePolling(after: now)
    }
}
