/// What the panel knows of one script item: what it shows and whether its command works, as
/// `status --json` reports it.
public struct ScriptState: Sendable, Equatable {
    /// `ok` (shows its text), `failed` (its command failed; the last text stays), `hidden`
    /// (no output, or not run yet).
    public enum Condition: String, Sendable, Equatable {
        case ok, failed, hidden
    }

    /// The text shown, nil when hidden.
    public var text: ScriptText?
    public var condition: Condition = .hidden
    /// Why it failed, for `statuspanel status` and stderr (once per new reason).
    public var failure: String?

    public init(text: ScriptText? = nil, condition: Condition = .hidden, failure: String? = nil) {
        self.text = text
        self.condition = condition
        self.failure = failure
    }

    /// How a run ended.
    public enum Ending: Sendable, Equatable {
        /// `exit(status)`.
        case exited(Int32)
        /// Killed by a signal (its number).
        case signalled(Int32)
        /// Killed after ``ScriptSchedule/runTimeLimit``.
        case timedOut
        /// Could not be started (an errno's text).
        case notStarted(String)
    }

    /// After a run that ended: its output read as `format`, its ending, and its first line on
    /// stderr. Exit 0 shows the output (none hides); 33 too, urgent (i3blocks); anything else
    /// marks it failed, the last text kept. Returns the failure message when it is new, for
    /// stderr.
    public mutating func runEnded(_ ending: Ending, lines: [String], format: ScriptFormat, errorLine: String?) -> String? {
        let output = ScriptOutput.read(lines, format: format)
        switch ending {
        case .exited(0):
            show(output)
            return nil
        case .exited(ScriptOutput.urgentExitStatus):
            var urgent = output
            urgent?.urgent = true
            show(urgent)
            return nil
        case .exited(127):
            return fail("command not found" + Self.detail(errorLine))
        case .exited(let status):
            // i3blocks shows what a failing block printed; an error message often says why.
            if let output { text = output }
            return fail("exited with status \(status)" + Self.detail(errorLine))
        case .signalled(let signal):
            return fail("killed by signal \(signal)")
        case .timedOut:
            return fail("ran longer than \(Int(ScriptSchedule.runTimeLimit)) s and was stopped")
        case .notStarted(let reason):
            return fail("could not be started: \(reason)")
        }
    }

    /// A stream's (or `msg set`'s) new text: shows it, or hides the item when empty.
    public mutating func show(_ output: ScriptText?) {
        text = output
        condition = output == nil ? .hidden : .ok
        failure = nil
    }

    private mutating func fail(_ message: String) -> String? {
        condition = .failed
        defer { failure = message }
        return failure == message ? nil : message
    }

    private static func detail(_ line: String?) -> String {
        guard let line, !line.isEmpty else { return "" }
        return ": " + ScriptText.clean(line, limit: 120)
    }
}
