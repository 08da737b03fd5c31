/// What the panel does about what its watches said (a power supply's or a radio's uevent, an
/// rtnetlink notification, `/dev/rfkill`, a sysfs attribute): the wake-ups they stand for read
/// the items that declare them (``DeviceReader/read(waking:from:time:)``), nothing else. The
/// shell drains the watches; this decides.
public struct KernelChangeResponse: Sendable, Equatable {
    /// The wake-ups whose items are read again now (empty: nothing is read). With a dump asked
    /// for, the rtnetlink items are read when it finishes instead (``RoutingDumpMachine``).
    public var reads: Set<ItemWakeUp>
    /// Open the byte counters again: links may have come or gone.
    public var reopensCounters: Bool
    /// The routing rules and tables are dumped again (the VPN badge's policy routing;
    /// ``RoutingDumpMachine`` asks for them): only on the real machine, whose rtnetlink the
    /// dumps come from, and only after a network change.
    public var dumpsRouting: Bool

    /// The response to `wakeUps`, on the real machine or not.
    public init(wakeUps: Set<ItemWakeUp>, realMachine: Bool) {
        reopensCounters = wakeUps.contains(.rtnetlink)
        dumpsRouting = reopensCounters && realMachine
        reads = dumpsRouting ? wakeUps.subtracting([.rtnetlink]) : wakeUps
    }
}
