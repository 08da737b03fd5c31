/// When one script's command runs: a pure state machine over an injected clock (seconds on
/// the panel's monotonic clock). The shell asks ``due(at:)`` at each ``deadline`` and
/// reports what happened with ``started(at:)`` and ``ended(at:)``.
public struct ScriptSchedule: Sendable, Equatable {
    /// What the shell is to do now.
    public enum Action: Sendable, Equatable {
        /// Start the command.
        case start
        /// The run is past its time limit: kill its process group.
        case kill
    }

    public enum Phase: Sendable, Equatable {
        /// Not running; the next run at the given time, or none until a request.
        case waiting(next: Double?)
        /// Running since `since`, to be killed at `limit` (nil for a stream).
        case running(since: Double, limit: Double?)
    }

    /// A run that ends (`interval` or `once`) is killed after this long, in seconds.
    public static let runTimeLimit = 30.0
    /// A stream that exits is restarted after this delay, doubled each time it exits again
    /// soon, up to ``longestRestartDelay``.
    public static let firstRestartDelay = 1.0
    public static let longestRestartDelay = 60.0
    /// A stream that ran at least this long before exiting starts again from the first delay.
    public static let healthyStreamRun = 60.0
    /// The least time from one start of a `repeat` command to the next, in seconds.
    public static let repeatFloor = 1.0

    public let run: ScriptRun
    public private(set) var phase: Phase = .waiting(next: nil)
    /// The delay before the next restart of a stream.
    public private(set) var restartDelay = ScriptSchedule.firstRestartDelay
    /// A request came while running: run again when this run ends.
    public private(set) var rerun = false
    /// Whether its runs are a stream, though its `interval` did not say `persist`: its
    /// command printed i3bar's header (i3status, i3blocks), so it has no time limit and is
    /// restarted as a stream is when it exits.
    public private(set) var isStream = false

    /// Runs a stream: `persist`, or a command found to speak i3bar's protocol.
    public var streams: Bool { run == .persist || isStream }

    public init(run: ScriptRun) {
        self.run = run
    }

    /// The panel starts (or the dotfile is loaded again): the first run is due at once.
    public mutating func begin(at now: Double) {
        phase = .waiting(next: now)
        restartDelay = Self.firstRestartDelay
        rerun = false
    }

    /// When ``due(at:)`` next has something to say; nil when nothing is planned.
    public var deadline: Double? {
        switch phase {
        case .waiting(let next): return next
        case .running(_, let limit): return limit
        }
    }

    /// What to do at `now`, if anything.
    public func due(at now: Double) -> Action? {
        switch phase {
        case .waiting(let next?) where next <= now: return .start
        case .running(_, let limit?) where limit <= now: return .kill
        default: return nil
        }
    }

    /// The command was started at `now`.
    public mutating func started(at now: Double) {
        let limit: Double? = streams || run == .repeat ? nil : now + Self.runTimeLimit
        phase = .running(since: now, limit: limit)
        rerun = false
    }

    /// The running command printed i3bar's header: it is a stream from now on (no time limit).
    public mutating func becameStream() {
        isStream = true
        if case .running(let since, _) = phase { phase = .running(since: since, limit: nil) }
    }

    /// Whether a run of a command read as `format` gets a pipe on its standard input, held
    /// open for clicks: a stream's and an i3bar generator's (`format = "i3bar"`, or a command
    /// found to print i3bar's header). Other runs read /dev/null.
    public func runTakesInput(format: ScriptFormat) -> Bool {
        streams || format == .i3bar
    }

    /// The running command printed i3bar's header at `now`, in a run started with its standard
    /// input on /dev/null or on a pipe (`runHadInput`). It is a stream from now on; a run
    /// without the pipe is to be given up and started again at once with one (true): a
    /// generator reads clicks from its standard input, and at its end bumblebee-status spins
    /// and i3blocks reads no more, so it could not be left running. This happens once: the
    /// runs after it have the pipe.
    public mutating func heardHeader(at now: Double, runHadInput: Bool) -> Bool {
        becameStream()
        guard !runHadInput, case .running = phase else { return false }
        phase = .waiting(next: now)
        rerun = false
        return true
    }

    /// The run past its limit was killed: nothing more is due until it is reaped (``ended(at:)``).
    public mutating func killed() {
        if case .running(let since, _) = phase { phase = .running(since: since, limit: nil) }
    }

    /// The command could not be started at `now` (no process, no pipe): tried again as a
    /// stream's restart is, with a growing delay.
    public mutating func failedToStart(at now: Double) {
        phase = .running(since: now, limit: nil)
        ended(at: now)
    }

    /// The command ended (exited, was killed or was reaped) at `now`.
    public mutating func ended(at now: Double) {
        guard case .running(let since, _) = phase else { return }
        switch run {
        case _ where streams:
            if now - since >= Self.healthyStreamRun { restartDelay = Self.firstRestartDelay }
            phase = .waiting(next: now + restartDelay)
            restartDelay = min(restartDelay * 2, Self.longestRestartDelay)
        case .every(let interval):
            phase = .waiting(next: rerun ? now : max(now, since + interval))
        case .repeat:
            phase = .waiting(next: max(now, since + Self.repeatFloor))
        case .once, .persist:
            phase = .waiting(next: rerun ? now : nil)
        }
        rerun = false
    }

    /// A signal, `msg refresh`, or a click asks for a run at `now`: at once when waiting; when
    /// a run is under way, once it ends (a stream is left running: it updates itself).
    public mutating func request(at now: Double) {
        switch phase {
        case .waiting:
            phase = .waiting(next: now)
        case .running:
            if !streams { rerun = true }
        }
    }

    /// Whether a run is under way.
    public var isRunning: Bool {
        if case .running = phase { return true }
        return false
    }
}
