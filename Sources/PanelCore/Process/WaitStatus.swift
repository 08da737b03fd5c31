/// A child's wait status (waitpid(2)), decoded once: how it ended, for the script items'
/// runs and for the command line's `activity` and `pill`, which exit as their command did.
public enum WaitStatus: Sendable, Equatable {
    /// `exit(code)`.
    case exited(Int32)
    /// Killed by this signal.
    case signalled(Int32)

    /// The ending `status` says (WIFEXITED, WEXITSTATUS, WTERMSIG).
    public init(_ status: Int32) {
        let termination = status & 0x7f
        self = termination == 0 ? .exited((status >> 8) & 0xff) : .signalled(termination)
    }

    /// The shell's convention for the exit status that passes it on: the exit code, or 128
    /// plus the signal that ended it.
    public var shellExitStatus: Int32 {
        switch self {
        case .exited(let code): code
        case .signalled(let signal): 128 + signal
        }
    }
}
