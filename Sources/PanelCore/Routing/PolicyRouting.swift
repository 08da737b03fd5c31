/// Where the kernel's policy routing sends ordinary traffic, as `ip route get ADDRESS` would
/// answer for a packet a local program sends: no firewall mark (0), no output interface asked
/// for, TOS 0, no source address chosen yet, the input interface `lo`.
///
/// As the kernel's `fib_rules_lookup` and `fib4_rule_*` do:
/// - rules by priority (the order of the dump; equal priorities keep it); a rule matches when
///   its destination prefix holds the address, its source prefix holds 0.0.0.0, its mark and
///   mask give `mark & mask == 0`, its TOS is 0, and its `iif` (if any) is `lo`; a rule with a
///   selector not modelled here (output interface, uid range, ports, protocol, tunnel id,
///   l3mdev) does not match; `not` turns the answer round;
/// - `goto` goes on at the first later rule with the target priority (none: the rule is
///   skipped); `nop` goes on; `blackhole`, `unreachable`, `prohibit` end with no route;
/// - `lookup TABLE`: the longest prefix holding the address, then the lowest metric (the first
///   on a tie); routes with a TOS never match. No route, or a `throw` route, goes on with the
///   next rule; a reject route ends with none. A route found is suppressed (and the lookup goes
///   on) when its prefix length is at most the rule's `suppress_prefixlength`, or its interface
///   is in the rule's `suppress_ifgroup`.
public enum PolicyRouting {
    /// The answer of a lookup.
    public enum Outcome: Sendable, Equatable {
        /// The traffic leaves through the interface with this index.
        case interface(UInt32)
        /// No route: a reject rule or route, or no rule gave one.
        case unreachable
    }

    /// Where traffic to `address` (host order) goes. `group` gives an interface's group
    /// (`netdev_group`) for `suppress_ifgroup`; `nil` when unknown (then nothing is suppressed
    /// by group).
    public static func lookup(_ address: UInt32, in tables: RoutingTables,
                              group: (UInt32) -> UInt32? = { _ in nil }) -> Outcome {
        let rules = tables.rules.enumerated().sorted { ($0.element.priority, $0.offset) < ($1.element.priority, $1.offset) }
            .map(\.element)
        var index = 0
        while index < rules.count {
            let rule = rules[index]
            index += 1
            guard matches(rule, address) else { continue }
            switch rule.action {
            case .nop: continue
            case .reject: return .unreachable
            case .goto(let target):
                // Only forward, as the kernel allows: this also bounds the walk.
                guard let next = rules[index...].firstIndex(where: { $0.priority == target }) else { continue }
                index = next
                continue
            case .table(let table):
                guard let route = bestRoute(to: address, table: table, routes: tables.routes) else { continue }
                switch route.kind {
                case .reject: return .unreachable
                case .throw: continue
                case .forward:
                    if let length = rule.suppressPrefixLength, UInt32(route.prefixLength) <= length { continue }
                    if let wanted = rule.suppressInterfaceGroup, group(route.interfaceIndex) == wanted { continue }
                    return .interface(route.interfaceIndex)
                }
            }
        }
        return .unreachable
    }

    /// Whether `rule` matches ordinary traffic to `address`, `not` applied.
    public static func matches(_ rule: RoutingRule, _ address: UInt32) -> Bool {
        let selected = !rule.unmodelledSelector
            && !rule.inputDetached
            && (rule.inputInterface == nil || rule.inputInterface == "lo")
            && rule.mark & rule.markMask == 0
            && rule.tos == 0
            && prefix(rule.destination, length: rule.destinationLength, holds: address)
            && prefix(rule.source, length: rule.sourceLength, holds: 0)
        return selected != rule.inverted
    }

    /// The route of `table` the kernel picks for `address`: the longest prefix holding it, then
    /// the lowest metric, then the first listed; routes with a TOS are skipped.
    public static func bestRoute(to address: UInt32, table: UInt32, routes: [KernelRoute]) -> KernelRoute? {
        var best: KernelRoute?
        for route in routes where route.table == table && route.tos == 0 && route.contains(address) {
            guard let current = best else { best = route; continue }
            if route.prefixLength > current.prefixLength
                || (route.prefixLength == current.prefixLength && route.metric < current.metric) {
                best = route
            }
        }
        return best
    }

    /// Whether the prefix `network/length` (host order) holds `address`.
    public static func prefix(_ network: UInt32, length: UInt8, holds address: UInt32) -> Bool {
        guard length > 0 else { return true }
        let mask = length >= 32 ? UInt32.max : ~(UInt32.max >> UInt32(length))
        return (network ^ address) & mask == 0
    }
}
