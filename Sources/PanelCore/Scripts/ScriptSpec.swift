/// One `[script.NAME]` of the dotfile: an item of the user's own, drawn from what its command
/// prints (polybar's `custom/script`, an i3blocks block, waybar's `custom` module).
public struct ScriptSpec: Sendable, Equatable {
    /// The item's name, as `[items]`, `[actions.NAME]`, `msg set NAME` and `status --json` use it.
    public var name: String
    /// A command for `/bin/sh -c` (`exec`).
    public var command: String
    /// When the command runs (`interval`).
    public var run: ScriptRun
    /// `N` of SIGRTMIN+N: that signal sent to the panel runs the command again (`signal`).
    public var signal: Int?
    /// How its output is read (`format`).
    public var format: ScriptFormat
    /// `BLOCK_INSTANCE` (`instance`).
    public var instance: String

    /// The `N` of SIGRTMIN+N a script may name: glibc has 30 real-time signals above SIGRTMIN
    /// (34...64).
    public static let signalRange = 1...30

    /// A script run every `run`, read as `format`.
    public init(name: String, command: String, run: ScriptRun = .every(ScriptRun.defaultInterval),
                signal: Int? = nil, format: ScriptFormat = .auto, instance: String = "") {
        self.name = name
        self.command = command
        self.run = run
        self.signal = signal
        self.format = format
        self.instance = instance
    }
}

/// When a script's command runs.
public enum ScriptRun: Sendable, Equatable {
    /// Every so many seconds (the first run at start).
    case every(Double)
    /// Once, at start (and again on a click, a signal or `msg refresh`).
    case once
    /// Runs again as soon as it exits (i3blocks' `repeat`): for a command that waits for an
    /// event, prints and exits. It has no time limit, and starts at most once every
    /// ``ScriptSchedule/repeatFloor`` seconds, so a command that exits at once cannot spin.
    case `repeat`
    /// Runs for as long as the panel does, each line it prints replacing the text (i3blocks'
    /// `persist`, polybar's `tail = true`); restarted with a growing delay when it exits.
    case persist

    /// `interval` when not given: i3blocks runs a block with no interval once; a status strip
    /// item that never changes is rarely meant, so polybar's default of 5 s is taken instead.
    public static let defaultInterval = 5.0
    /// The shortest interval accepted, in seconds.
    public static let shortestInterval = 0.1
    /// The longest interval accepted, in seconds (a day).
    public static let longestInterval = 86_400.0

    /// `BLOCK_INTERVAL` as i3blocks sets it: the seconds, `once` or `persist`.
    public var blockInterval: String {
        switch self {
        case .every(let s): return s == s.rounded() ? String(Int(s)) : "\(s)"
        case .once: return "once"
        case .repeat: return "repeat"
        case .persist: return "persist"
        }
    }
}

/// How a script's output is read.
public enum ScriptFormat: String, Sendable, CaseIterable {
    /// i3bar's protocol when the output starts with its header; else a line starting with `{`
    /// is a JSON object, and anything else i3blocks' lines.
    case auto
    /// i3blocks' lines: full text, short text, colour (polybar's and tint2's one line too).
    case lines
    /// One JSON object a line (i3bar's, i3blocks' `format = json`, waybar's `return-type = "json"`).
    case json
    /// i3bar's protocol: a header, then an endless array of status lines (i3status,
    /// i3status-rust, i3blocks, bumblebee-status, py3status). `auto` finds it by its header.
    case i3bar
}
