/// How long the panel waits for things: every interval, delay and time-out of its event loop
/// and of the shell, in one place (its caps and counts are ``PanelLimits``), so that the shell
/// keeps no number of its own. Seconds throughout.
public enum PanelTiming {
    /// Between two frames of the activity spinner (12 a second, the phone's pace).
    public static let spinnerFrameInterval = 1.0 / 12
    /// Between two frames of the hide animation (60 a second).
    public static let animationFrameInterval = 1.0 / 60
    /// From a font opened from the cache file to its check against fontconfig: long enough for
    /// the strip to be mapped and shown first, short enough that a stale match is seen for at
    /// most this long.
    public static let fontCheckDelay = 0.5
    /// For a burst of dotfile events to settle (an editor's write, rename and chmod) before the
    /// reload.
    public static let reloadSettleTime = 0.05
    /// From start to the release of the pages only start-up used: past the first frame, the map
    /// and the compositor's first look.
    public static let pageReleaseDelay = 3.0
    /// How long after a run's command exits what still holds its output pipes is looked for and
    /// killed: a child it forked just before exiting (`app >/dev/null &`) may not have put its
    /// own output elsewhere yet, and is no straggler once it has.
    public static let pipeHolderGrace = 1.0
    /// From the last piece of rare work (a reload, `msg style`) to the release of the pages it
    /// faulted back: the code and data of the dotfile's schema, the layout's slow paths. A burst
    /// (an editor's saves, a script's commands) is over by then, and the pages go back as
    /// start-up's do instead of staying resident for the rest of the panel's life.
    public static let rareWorkPageReleaseDelay = 5.0
    /// How long `--replace` waits for the panel it replaces to go.
    public static let replaceTimeout = 3.0
    /// While `--replace` waits, how long each wait on the X connection lasts before the
    /// previous panel's window is looked for again: its DestroyNotify arrives on that
    /// connection, but another event can wake the wait first, so it is short.
    public static let replacePollInterval = 0.05
    /// How long one pair of routing dumps may take before it is asked for again, and after the
    /// last try (``PanelLimits/routingDumpAttempts``) given up (the VPN badge then reads
    /// `proc/net/route`): the kernel answers in milliseconds; a second is a stuck socket. Also
    /// the longest start-up waits for the first pair.
    public static let routingDumpTimeout = 1.0
    /// Between looks beneath the strips while `style.color = "auto"` follows what is there.
    public static let styleLookInterval = 5.0
    /// A newly active window may not have drawn its header yet: it is looked at again this long after.
    public static let styleSettleTime = 0.5

    /// When to look beneath the strips again after a restyle at `now`: while the colour follows
    /// what is beneath (`style.color = "auto"`), every ``styleLookInterval``; never otherwise.
    public static func nextStyleLook(after now: Double, followsBeneath: Bool) -> Double? {
        followsBeneath ? now + styleLookInterval : nil
    }

    /// When to look beneath again after a window became active at `now`: once it may have drawn
    /// its header (``styleSettleTime``).
    public static func styleLookAfterActivation(at now: Double) -> Double { now + styleSettleTime }
    /// After a window manager started or was replaced, or a strip was mapped, the docks are
    /// checked to be mapped at these delays (a window manager still starting can drop the
    /// MapRequest).
    public static let dockCheckDelays = [0.3, 1.0, 3.0]

    /// When the dock check numbered `index` (from 0) is due, for checks that started at
    /// `start`; nil once every one of ``dockCheckDelays`` was made.
    public static func dockCheck(_ index: Int, after start: Double) -> Double? {
        dockCheckDelays.indices.contains(index) ? start + dockCheckDelays[index] : nil
    }

    /// After a capture device or a camera node was opened or closed, the microphone and the
    /// camera are read again this long after: a stream starts (`RUNNING`) just after its device
    /// opens, a descriptor shows in `/proc/PID/fd` just after the open is reported, and a
    /// substream says `closed` only once the close that was reported has released it.
    public static let deviceUseSettleTime = 0.25
    /// While a capture device is open, the microphone is read again this often: a sound server
    /// keeps the device open, stopped, for a few seconds after the stream ends (PipeWire and
    /// PulseAudio suspend it after 5 s), and no event says the stream stopped. So the dot goes
    /// within this long of the state leaving `RUNNING` (the issue asks for 2 s).
    public static let captureRecheckInterval = 1.0

    /// When to read the microphone and the camera again after `now`: soon after an open or a
    /// close (`woken`), then every ``captureRecheckInterval`` while a capture device is open
    /// (`deviceOpen`), never otherwise: with no device open, only inotify wakes the panel.
    public static func nextDeviceUseCheck(after now: Double, woken: Bool, deviceOpen: Bool) -> Double? {
        if woken { return now + deviceUseSettleTime }
        return deviceOpen ? now + captureRecheckInterval : nil
    }

    /// Device state is read again this often where kernel events cannot say when it changed:
    /// under a fixture sysroot (2 s, so tests and demos follow their files quickly), or on a
    /// real machine without netlink (10 s).
    public static func defaultPollInterval(realMachine: Bool) -> Double { realMachine ? 10 : 2 }

    /// When to read the device state again after `now`: never while kernel events cover it (the
    /// real machine with netlink), else `interval` later.
    public static func nextPoll(after now: Double, realMachine: Bool, kernelEventsComplete: Bool, interval: Double) -> Double? {
        realMachine && kernelEventsComplete ? nil : now + interval
    }

    /// How long an app on the session bus has to answer one of the StatusNotifierItem tray's
    /// calls (properties, a menu's layout, a click): a live app answers in milliseconds, and
    /// one that never does only costs its own icon or menu this long, never the loop.
    public static let busCallTimeout = 2.0
    /// How often the loop looks for icons decoded off the loop while a decode is under way
    /// (``IconDecodeBook``): a decode of a usual icon takes a millisecond or two.
    public static let iconDecodePoll = 0.01
    /// How long a script's pipe that was read waits before it is read again: a frame at 60 a
    /// second, so a flood of output redraws the strip at most that often.
    public static let scriptReadInterval = 1.0 / 60
}
