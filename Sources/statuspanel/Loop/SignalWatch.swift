import CLinux
#if canImport(Glibc)
import Glibc
#endif

/// The signals the panel handles, delivered through a signalfd so the loop sees them in its wait
/// like any other input instead of in an async handler.
final class SignalWatch {
    private let descriptor: OwnedDescriptor

    /// The signalfd the loop waits on.
    var fileDescriptor: Int32 { descriptor.rawValue }

    /// Blocks `signals` for normal delivery and opens a signalfd for them.
    init?(_ signals: [Int32]) {
        var set = sigset_t()
        sigemptyset(&set)
        for s in signals { sigaddset(&set, s) }
        guard sigprocmask(SIG_BLOCK, &set, nil) == 0 else { return nil }
        guard let descriptor = try? OwnedDescriptor(signalfd(-1, &set, Int32(SFD_NONBLOCK | SFD_CLOEXEC))) else { return nil }
        self.descriptor = descriptor
    }

    /// The signals that arrived since the last call.
    func drain() -> [Int32] {
        var result: [Int32] = []
        var info = signalfd_siginfo()
        while read(fileDescriptor, &info, MemoryLayout<signalfd_siginfo>.size) == MemoryLayout<signalfd_siginfo>.size {
            result.append(Int32(info.ssi_signo))
        }
        return result
    }
}
