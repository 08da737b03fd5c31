import Testing
@testable import PanelCore

/// Netlink bytes into messages, attributes, rules and routes: the parsers of the rtnetlink
/// dumps the VPN badge reads.
@Suite struct NetlinkMessageTests {
    typealias B = NetlinkBytes

    @Test func splitsMessagesAndReadsTheirHeaders() throws {
        let bytes = B.message(type: 24, flags: 0x2, sequence: 7, portID: 99, payload: [1, 2, 3]) + B.done(sequence: 7, portID: 99)
        let messages = try #require(NetlinkMessage.split(bytes[...]))
        #expect(messages.count == 2)
        #expect(messages[0].type == 24 && messages[0].flags == 2 && messages[0].sequence == 7 && messages[0].portID == 99)
        #expect(Array(messages[0].payload) == [1, 2, 3])
        #expect(messages[1].type == NetlinkMessage.done)
    }

    /// A read cut anywhere inside a message (its header or its payload) is no list of messages.
    @Test func aCutMessageIsNil() {
        let bytes = B.rule(priority: 100) + B.done()
        for cut in 1..<bytes.count where cut != bytes.count - 20 {
            #expect(NetlinkMessage.split(bytes[..<cut]) == nil, "cut at \(cut)")
        }
        #expect(NetlinkMessage.split([]) == [])
    }

    @Test func aLengthBelowTheHeaderIsNil() {
        #expect(NetlinkMessage.split((B.le(8, 4) + [UInt8](repeating: 0, count: 12))[...]) == nil)
    }

    @Test func readsTheErrorCode() throws {
        let message = try #require(NetlinkMessage.split(B.error(13)[...])?.first)
        #expect(message.errorCode == 13)
        #expect(NetlinkMessage.split(B.done()[...])?.first?.errorCode == nil)
    }

    @Test func parsesARuleWithEveryAttributeItReads() throws {
        let bytes = B.rule(priority: 32765, table: 51820, flags: 0x2, mark: 51820)
        let message = try #require(NetlinkMessage.split(bytes[...])?.first)
        let rule = try #require(RoutingRule.parse(message.payload) ?? nil)
        #expect(rule == RoutingRule(priority: 32765, action: .table(51820), inverted: true, mark: 51820, markMask: .max))
    }

    @Test(arguments: [
        (UInt8(6), RoutingRule.Action.reject), (7, .reject), (8, .reject), (3, .nop), (2, .nop),
    ])
    func parsesRuleActions(code: UInt8, action: RoutingRule.Action) throws {
        let message = try #require(NetlinkMessage.split(B.rule(priority: 5, action: code)[...])?.first)
        #expect((RoutingRule.parse(message.payload) ?? nil)?.action == action)
    }

    @Test func parsesAGotoAndTheSelectorsItDoesNotModel() throws {
        let goto = try #require(NetlinkMessage.split(B.rule(priority: 5, action: 2, goto: 90)[...])?.first)
        #expect((RoutingRule.parse(goto.payload) ?? nil)?.action == .goto(90))
        let uid = B.attribute(20, B.le(1000, 4) + B.le(1000, 4))
        let withUID = try #require(NetlinkMessage.split(B.rule(priority: 5, extra: uid)[...])?.first)
        #expect((RoutingRule.parse(withUID.payload) ?? nil)?.unmodelledSelector == true)
        let iif = B.attribute(3, Array("lo".utf8) + [0])
        let withIIF = try #require(NetlinkMessage.split(B.rule(priority: 5, extra: iif)[...])?.first)
        #expect((RoutingRule.parse(withIIF.payload) ?? nil)?.inputInterface == "lo")
    }

    @Test func anIPv6RuleOrRouteIsSkippedAndAnUnknownActionIsGarbled() throws {
        let rule6 = try #require(NetlinkMessage.split(B.rule(priority: 5, family: 10)[...])?.first)
        #expect(RoutingRule.parse(rule6.payload) == .some(nil))
        let route6 = try #require(NetlinkMessage.split(B.route(table: 254, family: 10)[...])?.first)
        #expect(KernelRoute.parse(route6.payload) == .some(nil))
        let odd = try #require(NetlinkMessage.split(B.rule(priority: 5, action: 99)[...])?.first)
        #expect(RoutingRule.parse(odd.payload) == nil)
        #expect(RoutingRule.parse([2, 0, 0][...]) == nil)
    }

    @Test func parsesRoutes() throws {
        let bytes = B.route(table: 51820, destination: 0x0A08_0000, length: 24, interface: 4, metric: 50)
            + B.route(table: 254, interface: 3, type: 7)
            + B.route(table: 254, destination: 0x0A00_0000, length: 8, type: 9)
        let routes = try #require(NetlinkMessage.split(bytes[...])).map { KernelRoute.parse($0.payload) ?? nil }
        #expect(routes == [
            KernelRoute(table: 51820, destination: 0x0A08_0000, prefixLength: 24, metric: 50, interfaceIndex: 4),
            KernelRoute(table: 254, interfaceIndex: 3, kind: .reject),
            KernelRoute(table: 254, destination: 0x0A00_0000, prefixLength: 8, interfaceIndex: 0, kind: .throw),
        ])
    }

    @Test func aDumpMustEndInDoneAndHoldNoError() {
        let rules = B.standardRules
        let routes = B.route(table: 254, interface: 2)
        #expect(RoutingDumps(rules: rules + B.done(), routes: routes + B.done()).parse() != nil)
        #expect(RoutingDumps(rules: rules, routes: routes + B.done()).parse() == nil, "no NLMSG_DONE: cut short")
        #expect(RoutingDumps(rules: rules + B.error(1), routes: routes + B.done()).parse() == nil)
        #expect(RoutingDumps(rules: [], routes: routes + B.done()).parse() == nil)
        #expect(RoutingDumps(rules: rules + B.done(), routes: Array("garbage\n".utf8)).parse() == nil)
    }

    /// Every prefix of a real dump (the wg-quick fixture's) is read without a crash, and only
    /// the whole of it gives tables.
    @Test func everyCutOfARealDumpIsNil() throws {
        let sysroot = Fixtures.sysroot("vpn-wg-quick")
        let rules = try #require(sysroot.readBytes(RoutingDumps.rulesFile))
        let routes = try #require(sysroot.readBytes(RoutingDumps.routesFile))
        for cut in 0..<rules.count {
            #expect(RoutingDumps(rules: Array(rules[..<cut]), routes: routes).parse() == nil)
        }
        for cut in 0..<routes.count {
            #expect(RoutingDumps(rules: rules, routes: Array(routes[..<cut])).parse() == nil)
        }
        let tables = try #require(RoutingDumps(rules: rules, routes: routes).parse())
        #expect(tables.rules.map(\.priority) == [0, 32764, 32765, 32766, 32767])
        #expect(tables.rules[2] == RoutingRule(priority: 32765, action: .table(51820), inverted: true, mark: 51820, markMask: .max))
        #expect(tables.rules[1].suppressPrefixLength == 0)
        #expect(tables.routes.contains(KernelRoute(table: 51820, interfaceIndex: 4)))
    }
}
