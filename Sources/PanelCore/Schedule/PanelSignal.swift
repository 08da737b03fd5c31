#if canImport(Glibc)
import Glibc
#endif

/// What each signal the panel takes (through a signalfd) means to it.
public enum PanelSignal: Sendable, Equatable, CaseIterable {
    /// SIGTERM or SIGINT: exit with status 0.
    case stop
    /// SIGHUP: read the dotfile again.
    case reload
    /// SIGCHLD: reap the click actions that ended.
    case childEnded

    /// The signals the panel takes: the ones that mean something here.
    public static let taken: [Int32] = [SIGTERM, SIGINT, SIGHUP, SIGCHLD]

    /// The meaning of `signal`; nil for one the panel does not take.
    public init?(_ signal: Int32) {
        switch signal {
        case SIGTERM, SIGINT: self = .stop
        case SIGHUP: self = .reload
        case SIGCHLD: self = .childEnded
        default: return nil
        }
    }
}
