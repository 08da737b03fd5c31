/// One IPv4 route of any table, as an `RTM_NEWROUTE` message of a dump gives it.
public struct KernelRoute: Sendable, Equatable {
    /// What the route does with the traffic it matches (`RTN_*`).
    public enum Kind: Sendable, Equatable {
        /// Sends it out of ``KernelRoute/interfaceIndex`` (unicast, local, broadcast, ...).
        case forward
        /// Drops it (`blackhole`, `unreachable`, `prohibit`): the lookup ends without a route.
        case reject
        /// `throw`: the table has no answer, and the lookup goes on with the next rule.
        case `throw`
    }

    /// The table (`RTA_TABLE`, a full 32-bit id; `rtm_table` when the message has none).
    public var table: UInt32
    /// The destination, in host order (`RTA_DST`; 0 for a default route).
    public var destination: UInt32
    /// The destination's prefix length.
    public var prefixLength: UInt8
    /// `tos`: a route with one matches only traffic with that TOS, never ordinary traffic.
    public var tos: UInt8
    /// `RTA_PRIORITY`, the metric; lower wins among routes of the same prefix.
    public var metric: UInt32
    /// `RTA_OIF`, or the first next hop's interface of a multipath route; 0 for none.
    public var interfaceIndex: UInt32
    /// What the route does.
    public var kind: Kind

    /// Creates a route.
    public init(table: UInt32, destination: UInt32 = 0, prefixLength: UInt8 = 0, tos: UInt8 = 0, metric: UInt32 = 0,
                interfaceIndex: UInt32, kind: Kind = .forward) {
        self.table = table
        self.destination = destination
        self.prefixLength = prefixLength
        self.tos = tos
        self.metric = metric
        self.interfaceIndex = interfaceIndex
        self.kind = kind
    }

    /// Whether the route's prefix holds `address` (host order).
    public func contains(_ address: UInt32) -> Bool {
        PolicyRouting.prefix(destination, length: prefixLength, holds: address)
    }

    /// `RTM_NEWROUTE`.
    public static let messageType: UInt16 = 24

    /// The route in an `RTM_NEWROUTE` payload (`struct rtmsg` and its `RTA_*` attributes);
    /// `.some(nil)` for a route that is not IPv4 (skipped), `nil` when it is cut short or garbled.
    public static func parse(_ payload: ArraySlice<UInt8>) -> KernelRoute?? {
        guard payload.count >= 12 else { return nil }
        let s = payload.startIndex
        guard payload[s] == RoutingRule.addressFamilyIPv4 else { return .some(nil) }
        guard payload[s + 1] <= 32, let attributes = NetlinkAttribute.split(payload[(s + 12)...]) else { return nil }
        var route = KernelRoute(table: UInt32(payload[s + 4]), prefixLength: payload[s + 1], tos: payload[s + 3],
                                interfaceIndex: 0)
        switch payload[s + 7] {
        case 6, 7, 8: route.kind = .reject // RTN_BLACKHOLE, RTN_UNREACHABLE, RTN_PROHIBIT
        case 9: route.kind = .throw // RTN_THROW
        default: route.kind = .forward
        }
        for attribute in attributes {
            switch attribute.type {
            case 1: // RTA_DST
                guard attribute.value.count == 4 else { return nil }
                route.destination = attribute.value.networkU32(at: attribute.value.startIndex)
            case 4: guard let value = attribute.u32 else { return nil }; route.interfaceIndex = value // RTA_OIF
            case 6: guard let value = attribute.u32 else { return nil }; route.metric = value // RTA_PRIORITY
            case 15: guard let value = attribute.u32 else { return nil }; route.table = value // RTA_TABLE
            case 9: // RTA_MULTIPATH: struct rtnexthop { len u16, flags u8, hops u8, ifindex i32 }
                let hop = attribute.value
                guard hop.count >= 8 else { return nil }
                if route.interfaceIndex == 0 { route.interfaceIndex = hop.u32(at: hop.startIndex + 4) }
            default: break
            }
        }
        return .some(route)
    }
}
