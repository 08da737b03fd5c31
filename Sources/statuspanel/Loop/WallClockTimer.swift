import CLinux
#if canImport(Glibc)
import Glibc
#endif

/// A timerfd on the wall clock that fires at an absolute time, and also when the wall clock is
/// set (NTP, suspend and resume, a manual change), so the clock never shows a stale minute.
final class WallClockTimer {
    private let descriptor: OwnedDescriptor

    /// The timerfd the loop waits on.
    var fileDescriptor: Int32 { descriptor.rawValue }

    init?() {
        guard let descriptor = try? OwnedDescriptor(timerfd_create(CLOCK_REALTIME, Int32(TFD_NONBLOCK | TFD_CLOEXEC))) else { return nil }
        self.descriptor = descriptor
    }

    /// Fires once at `epochSeconds`.
    func arm(at epochSeconds: Double) {
        var spec = itimerspec()
        let whole = epochSeconds.rounded(.down)
        spec.it_value.tv_sec = Int(whole)
        spec.it_value.tv_nsec = Int((epochSeconds - whole) * 1e9)
        // TFD_TIMER_CANCEL_ON_SET: a jump of the wall clock ends the wait with ECANCELED.
        timerfd_settime(fileDescriptor, Int32(TFD_TIMER_ABSTIME) | Int32(TFD_TIMER_CANCEL_ON_SET), &spec, nil)
    }

    /// Clears the readable state after poll reported it (expiry or clock change).
    func acknowledge() {
        var expirations: UInt64 = 0
        _ = read(fileDescriptor, &expirations, 8)
    }
}
