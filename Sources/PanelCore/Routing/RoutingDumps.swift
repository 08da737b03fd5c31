/// The raw replies of the two rtnetlink dumps the VPN badge reads: `RTM_GETRULE` and
/// `RTM_GETROUTE` for every table, IPv4. Each is the dump's netlink messages one after
/// another, as the kernel sent them, ending with `NLMSG_DONE`.
///
/// The shell asks the kernel for them (on the rtnetlink socket it listens to); under a fixture
/// sysroot they are the files ``rulesFile`` and ``routesFile``.
public struct RoutingDumps: Sendable, Equatable {
    /// The rule dump's messages.
    public var rules: [UInt8]
    /// The route dump's messages.
    public var routes: [UInt8]

    /// Creates the pair.
    public init(rules: [UInt8], routes: [UInt8]) {
        self.rules = rules
        self.routes = routes
    }

    /// Where a fixture sysroot keeps the rule dump (the real machine has no such file).
    public static let rulesFile = "netlink/rules"
    /// Where a fixture sysroot keeps the route dump.
    public static let routesFile = "netlink/routes"

    /// The rules and routes in the dumps; `nil` when either is garbled or cut short (a message
    /// cut off, a rule or route that cannot be read, no `NLMSG_DONE` at the end, an
    /// `NLMSG_ERROR`), since a lost rule can change where traffic goes.
    public func parse() -> RoutingTables? {
        guard let rules = Self.parse(rules, type: RoutingRule.messageType, RoutingRule.parse),
              let routes = Self.parse(routes, type: KernelRoute.messageType, KernelRoute.parse)
        else { return nil }
        return RoutingTables(rules: rules, routes: routes)
    }

    /// The items of one dump: every message of `type` read by `parse`, skipping the ones it
    /// answers `.some(nil)` for; `nil` when the dump does not end in `NLMSG_DONE` or anything
    /// in it is garbled.
    static func parse<Item>(_ bytes: [UInt8], type: UInt16, _ parse: (ArraySlice<UInt8>) -> Item??) -> [Item]? {
        guard let messages = NetlinkMessage.split(bytes[...]), messages.last?.type == NetlinkMessage.done else { return nil }
        var items: [Item] = []
        for message in messages.dropLast() {
            switch message.type {
            case type:
                guard let parsed = parse(message.payload) else { return nil }
                if let item = parsed { items.append(item) }
            case NetlinkMessage.noop: continue
            default: return nil
            }
        }
        return items
    }
}

/// The IPv4 routing rules and the routes of every table, read from ``RoutingDumps``.
public struct RoutingTables: Sendable, Equatable {
    /// The rules, in the order given (the kernel's: by priority).
    public var rules: [RoutingRule]
    /// The routes of every table.
    public var routes: [KernelRoute]

    /// Creates the tables.
    public init(rules: [RoutingRule], routes: [KernelRoute]) {
        self.rules = rules
        self.routes = routes
    }
}
