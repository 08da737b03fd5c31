import Testing
@testable import PanelCore

/// The policy routing evaluator against `ip route get 1.1.1.1` for ordinary traffic: rules by
/// priority, `not`, marks, actions, `suppress_prefixlength`, longest prefix then metric.
@Suite struct PolicyRoutingRuleTests {
    typealias B = NetlinkBytes
    static let eth: UInt32 = 2, wg: UInt32 = 4
    static let oneOneOneOne: UInt32 = 0x0101_0101

    static func lookup(rules: [UInt8], routes: [UInt8], group: @escaping (UInt32) -> UInt32? = { _ in nil }) -> PolicyRouting.Outcome? {
        B.tables(rules: rules, routes: routes).map { PolicyRouting.lookup(oneOneOneOne, in: $0, group: group) }
    }

    static let mainDefault = B.route(table: 254, interface: eth, metric: 600)
        + B.route(table: 254, destination: 0xC0A8_0100, length: 24, interface: eth)
    static let vpnTable = B.route(table: 51820, interface: wg)
    static let wgQuick = B.standardRules + B.rule(priority: 32765, table: 51820, flags: 0x2, mark: 51820)
        + B.rule(priority: 32764, table: 254, suppressPrefixLength: 0)

    @Test func wgQuicksRulesSendOrdinaryTrafficToItsTable() {
        #expect(Self.lookup(rules: Self.wgQuick, routes: Self.mainDefault + Self.vpnTable) == .interface(Self.wg))
    }

    /// The main table's more specific routes still win over the tunnel (the LAN), and only the
    /// default route is suppressed.
    @Test func suppressPrefixLengthLetsOnlyLongerRoutesOfMainThrough() throws {
        let tables = try #require(B.tables(rules: Self.wgQuick, routes: Self.mainDefault + Self.vpnTable))
        #expect(PolicyRouting.lookup(0xC0A8_0105, in: tables) == .interface(Self.eth))
        #expect(PolicyRouting.lookup(0x0808_0808, in: tables) == .interface(Self.wg))
    }

    @Test func withoutTheRulesTheMainTableDecides() {
        #expect(Self.lookup(rules: B.standardRules, routes: Self.mainDefault + Self.vpnTable) == .interface(Self.eth))
    }

    @Test func marks() {
        // `fwmark 51820 table 51820` (no `not`): ordinary traffic has mark 0, so no match.
        let marked = B.standardRules + B.rule(priority: 100, table: 51820, mark: 51820)
        #expect(Self.lookup(rules: marked, routes: Self.mainDefault + Self.vpnTable) == .interface(Self.eth))
        // A mask that clears the mark's bits matches mark 0.
        let masked = B.standardRules + B.rule(priority: 100, table: 51820, mark: 0x100, mask: 0xFF)
        #expect(Self.lookup(rules: masked, routes: Self.mainDefault + Self.vpnTable) == .interface(Self.wg))
        // `not fwmark 0/0`... matches nothing: every packet's mark & 0 == 0.
        let never = B.standardRules + B.rule(priority: 100, table: 51820, flags: 0x2, mark: 0, mask: 0)
        #expect(Self.lookup(rules: never, routes: Self.mainDefault + Self.vpnTable) == .interface(Self.eth))
    }

    @Test func aRuleToAnEmptyOrMissingTableGoesOn() {
        #expect(Self.lookup(rules: Self.wgQuick, routes: Self.mainDefault) == .interface(Self.eth))
    }

    @Test(arguments: [UInt8(6), 7, 8])
    func rejectRulesEndTheLookup(action: UInt8) {
        let rules = B.standardRules + B.rule(priority: 10, action: action)
        #expect(Self.lookup(rules: rules, routes: Self.mainDefault) == .unreachable)
    }

    @Test func rejectAndThrowRoutes() {
        let rules = B.standardRules + B.rule(priority: 100, table: 51820)
        #expect(Self.lookup(rules: rules, routes: Self.mainDefault + B.route(table: 51820, type: 7)) == .unreachable)
        #expect(Self.lookup(rules: rules, routes: Self.mainDefault + B.route(table: 51820, type: 9)) == .interface(Self.eth))
    }

    @Test func gotoJumpsForwardAndNopGoesOn() {
        let rules = B.standardRules + B.rule(priority: 10, action: 2, goto: 200) + B.rule(priority: 100, action: 6)
            + B.rule(priority: 200, table: 51820) + B.rule(priority: 20, action: 3)
        #expect(Self.lookup(rules: rules, routes: Self.mainDefault + Self.vpnTable) == .interface(Self.wg))
        let nowhere = B.standardRules + B.rule(priority: 10, action: 2, goto: 5000)
        #expect(Self.lookup(rules: nowhere, routes: Self.mainDefault) == .interface(Self.eth), "an unresolved goto is skipped")
    }

    @Test func longestPrefixThenLowestMetric() {
        let routes = B.route(table: 254, interface: 7, metric: 1) + B.route(table: 254, destination: 0, length: 1, interface: 8, metric: 900)
            + B.route(table: 254, destination: 0, length: 1, interface: 9, metric: 100)
            + B.route(table: 254, destination: 0x0101_0100, length: 24, interface: 10, tos: 0x10)
        #expect(Self.lookup(rules: B.standardRules, routes: routes) == .interface(9))
    }

    @Test func suppressInterfaceGroup() {
        let rules = B.standardRules + B.rule(priority: 100, table: 51820, extra: B.u32(13, 7))
        let routes = Self.mainDefault + Self.vpnTable
        #expect(Self.lookup(rules: rules, routes: routes, group: { $0 == Self.wg ? 7 : 0 }) == .interface(Self.eth))
        #expect(Self.lookup(rules: rules, routes: routes, group: { _ in 0 }) == .interface(Self.wg))
    }

    @Test func selectorsOrdinaryTrafficDoesNotHave() {
        let uid = B.attribute(20, B.le(1000, 4) + B.le(1000, 4))
        let oif = B.attribute(17, Array("wg0".utf8) + [0])
        let iifEth = B.attribute(3, Array("eth0".utf8) + [0])
        let iifLo = B.attribute(3, Array("lo".utf8) + [0])
        for (extra, expected) in [(uid, Self.eth), (oif, Self.eth), (iifEth, Self.eth), (iifLo, Self.wg)] {
            let rules = B.standardRules + B.rule(priority: 100, table: 51820, extra: extra)
            #expect(Self.lookup(rules: rules, routes: Self.mainDefault + Self.vpnTable) == .interface(expected))
        }
    }

    @Test func noRuleNoRoute() {
        #expect(Self.lookup(rules: B.standardRules, routes: []) == .unreachable)
    }
}
