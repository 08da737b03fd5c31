/// One IPv4 policy routing rule (`ip rule`), as an `RTM_NEWRULE` message gives it: what the
/// evaluator (``PolicyRouting``) needs to decide whether it matches ordinary traffic and what
/// it does then.
public struct RoutingRule: Sendable, Equatable {
    /// What a matching rule does (`FR_ACT_*`).
    public enum Action: Sendable, Equatable {
        /// Look the destination up in this table (`FR_ACT_TO_TBL`, `lookup N`).
        case table(UInt32)
        /// Go on at the rule whose priority is this (`FR_ACT_GOTO`).
        case goto(UInt32)
        /// Nothing; go on with the next rule (`FR_ACT_NOP`).
        case nop
        /// End the lookup without a route (`blackhole`, `unreachable`, `prohibit`).
        case reject
    }

    /// The priority (`pref`); lower is consulted first. 0 when the message has none.
    public var priority: UInt32
    /// What it does when it matches.
    public var action: Action
    /// `not`: the rule matches what its selectors do not (`FIB_RULE_INVERT`).
    public var inverted: Bool
    /// The firewall mark and mask (`fwmark M/K`); a rule matches mark 0 when `mark & mask == 0`.
    public var mark: UInt32
    /// The mask of ``mark``.
    public var markMask: UInt32
    /// The destination prefix (`to A/N`), the address in host order; length 0 for all.
    public var destination: UInt32
    /// The length of ``destination``.
    public var destinationLength: UInt8
    /// The length of the source prefix (`from A/N`); ordinary traffic is looked up with no
    /// source yet (0.0.0.0), so only `from all` (or a prefix that holds 0.0.0.0) matches.
    public var source: UInt32
    /// The length of ``source``.
    public var sourceLength: UInt8
    /// `tos`: ordinary traffic has 0, so a rule that asks for another matches nothing.
    public var tos: UInt8
    /// `iif NAME`: locally generated traffic comes from `lo`; `nil` for any.
    public var inputInterface: String?
    /// Whether the input interface is gone (`FIB_RULE_IIF_DETACHED`): the rule matches nothing.
    public var inputDetached: Bool
    /// Whether the rule has a selector the evaluator does not model for ordinary traffic (an
    /// output interface, a tunnel id, l3mdev, a uid range, an IP protocol, ports, DSCP): such a
    /// rule is taken not to match (before `not`).
    public var unmodelledSelector: Bool
    /// `suppress_prefixlength N`: a route found through this rule whose prefix is N bits or
    /// shorter is ignored, and the lookup goes on; `nil` for none.
    public var suppressPrefixLength: UInt32?
    /// `suppress_ifgroup G`: a route through an interface of group G is ignored; `nil` for none.
    public var suppressInterfaceGroup: UInt32?

    /// Creates a rule; the defaults are `from all lookup main`'s.
    public init(priority: UInt32, action: Action, inverted: Bool = false, mark: UInt32 = 0, markMask: UInt32 = 0,
                destination: UInt32 = 0, destinationLength: UInt8 = 0, source: UInt32 = 0, sourceLength: UInt8 = 0,
                tos: UInt8 = 0, inputInterface: String? = nil, inputDetached: Bool = false,
                unmodelledSelector: Bool = false, suppressPrefixLength: UInt32? = nil,
                suppressInterfaceGroup: UInt32? = nil) {
        self.priority = priority
        self.action = action
        self.inverted = inverted
        self.mark = mark
        self.markMask = markMask
        self.destination = destination
        self.destinationLength = destinationLength
        self.source = source
        self.sourceLength = sourceLength
        self.tos = tos
        self.inputInterface = inputInterface
        self.inputDetached = inputDetached
        self.unmodelledSelector = unmodelledSelector
        self.suppressPrefixLength = suppressPrefixLength
        self.suppressInterfaceGroup = suppressInterfaceGroup
    }

    /// `RTM_NEWRULE`.
    public static let messageType: UInt16 = 32

    /// The rule in an `RTM_NEWRULE` payload (`struct fib_rule_hdr` and its `FRA_*`
    /// attributes); `.some(nil)` for a rule that is not IPv4 (skipped), `nil` when it is cut
    /// short or garbled.
    public static func parse(_ payload: ArraySlice<UInt8>) -> RoutingRule?? {
        guard payload.count >= 12 else { return nil }
        let s = payload.startIndex
        guard payload[s] == addressFamilyIPv4 else { return .some(nil) }
        let flags = payload.u32(at: s + 8)
        guard let attributes = NetlinkAttribute.split(payload[(s + 12)...]) else { return nil }
        var table = UInt32(payload[s + 4])
        var priority: UInt32 = 0
        var mark: UInt32?
        var mask: UInt32?
        var target: UInt32?
        var rule = RoutingRule(priority: 0, action: .nop, inverted: flags & 0x2 != 0,
                               destinationLength: payload[s + 1], sourceLength: payload[s + 2], tos: payload[s + 3],
                               inputDetached: flags & 0x8 != 0)
        for attribute in attributes {
            switch attribute.type {
            case 1: // FRA_DST
                guard attribute.value.count == 4 else { return nil }
                rule.destination = attribute.value.networkU32(at: attribute.value.startIndex)
            case 2: // FRA_SRC
                guard attribute.value.count == 4 else { return nil }
                rule.source = attribute.value.networkU32(at: attribute.value.startIndex)
            case 3: // FRA_IIFNAME
                guard let name = attribute.string else { return nil }
                rule.inputInterface = name
            case 4, 6, 10, 13, 14, 15, 16:
                guard let value = attribute.u32 else { return nil }
                switch attribute.type {
                case 4: target = value // FRA_GOTO
                case 6: priority = value // FRA_PRIORITY
                case 10: mark = value // FRA_FWMARK
                case 16: mask = value // FRA_FWMASK
                // -1 (all ones) is "none"; recent kernels send it rather than leave it out.
                case 13: rule.suppressInterfaceGroup = value == UInt32.max ? nil : value // FRA_SUPPRESS_IFGROUP
                case 14: rule.suppressPrefixLength = value == UInt32.max ? nil : value // FRA_SUPPRESS_PREFIXLEN
                default: table = value // FRA_TABLE
                }
            case 12: rule.unmodelledSelector = rule.unmodelledSelector || attribute.value.contains { $0 != 0 } // FRA_TUN_ID
            case 17, 20, 22, 23, 24, 25: rule.unmodelledSelector = true // oif, uid range, ip proto, ports, dscp
            case 19: rule.unmodelledSelector = rule.unmodelledSelector || attribute.value.contains { $0 != 0 } // FRA_L3MDEV
            default: break
            }
        }
        rule.priority = priority
        // The kernel leaves out the mask when it is all ones, and both when there is no mark.
        rule.mark = mark ?? 0
        rule.markMask = mask ?? (mark == nil ? 0 : UInt32.max)
        guard rule.destinationLength <= 32, rule.sourceLength <= 32 else { return nil }
        switch payload[s + 7] {
        case 1: rule.action = .table(table)
        case 2: rule.action = target.map(RoutingRule.Action.goto) ?? .nop
        case 3: rule.action = .nop
        case 6, 7, 8: rule.action = .reject
        default: return nil
        }
        return .some(rule)
    }

    /// `AF_INET`.
    static let addressFamilyIPv4: UInt8 = 2
}
