/// The byte counters behind the `activity` item, read once: received plus sent bytes over all
/// non-loopback interfaces, from `proc/net/dev`. The running panel samples through
/// ``TrafficCounters`` instead, which keeps its descriptors open between samples.
public struct TrafficProvider: Provider {
    /// Where `proc/net/dev` is read.
    public var sysroot: Sysroot

    /// Creates a traffic provider.
    public init(sysroot: Sysroot) {
        self.sysroot = sysroot
    }

    /// The total byte count; `nil` when `proc/net/dev` is unreadable or garbled.
    public func read() -> UInt64? {
        sysroot.readText("proc/net/dev").flatMap(NetDevParser.totalBytes)
    }
}
