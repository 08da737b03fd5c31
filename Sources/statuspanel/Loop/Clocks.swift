#if canImport(Glibc)
import Glibc
#endif

/// Seconds on CLOCK_MONOTONIC (for intervals) and CLOCK_REALTIME (for the wall clock).
enum Clocks {
    static func monotonic() -> Double { read(CLOCK_MONOTONIC) }
    static func wall() -> Double { read(CLOCK_REALTIME) }

    private static func read(_ id: clockid_t) -> Double {
        var ts = timespec()
        clock_gettime(id, &ts)
        return Double(ts.tv_sec) + Double(ts.tv_nsec) / 1e9
    }
}
