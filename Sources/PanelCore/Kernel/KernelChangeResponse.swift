/// What the panel does about what the kernel's netlink sockets said changed (a power supply, a
/// network link, address, route or rule, a radio): the shell drains the sockets; this decides.
public struct KernelChangeResponse: Sendable, Equatable {
    /// Read the whole device state again.
    public var readsAgain: Bool
    /// Open the byte counters again: links may have come or gone.
    public var reopensCounters: Bool
    /// Dump the routing rules and tables again (the VPN badge's policy routing): only on the
    /// real machine, whose rtnetlink the dumps come from, and only after a network change.
    public var dumpsRouting: Bool

    /// The response to changes of `power`, `network` and `radios`, on the real machine or not.
    public init(power: Bool, network: Bool, radios: Bool, realMachine: Bool) {
        readsAgain = power || network || radios
        reopensCounters = network
        dumpsRouting = network && realMachine
    }
}
