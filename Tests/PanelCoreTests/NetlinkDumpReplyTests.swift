import Testing
@testable import PanelCore

/// One dump's reply picked out of a socket that also carries notifications: sequence numbers
/// and port ids, `NLM_F_MULTI` parts over several datagrams, `NLMSG_DONE`, `NLMSG_ERROR`,
/// `NLM_F_DUMP_INTR`, truncated datagrams.
@Suite struct NetlinkDumpReplyTests {
    typealias B = NetlinkBytes
    static let port: UInt32 = 4242

    @Test func gathersAReplyOverSeveralDatagramsAmongNotifications() {
        var reply = NetlinkDumpReply(sequence: 9, portID: Self.port)
        let first = B.rule(priority: 0, table: 255, sequence: 9, portID: Self.port)
        // `ip rule add` from another program: its port and its own sequence number.
        let notification = B.message(type: 32, flags: 0, sequence: 9, portID: 777, payload: [2] + [UInt8](repeating: 0, count: 11))
        // A late reply to an earlier dump of this socket that was given up.
        let stale = B.rule(priority: 5, sequence: 8, portID: Self.port)
        let second = B.rule(priority: 32766, sequence: 9, portID: Self.port)
        #expect(reply.take((first + notification)[...]) == .pending)
        #expect(reply.take(stale[...]) == .pending)
        #expect(reply.take((second + B.done(sequence: 9, portID: Self.port))[...]) == .complete)
        #expect(reply.sawNotification)
        #expect(reply.messages == first + second + B.done(sequence: 9, portID: Self.port))
        #expect(RoutingDumps.parse(reply.messages, type: RoutingRule.messageType, RoutingRule.parse)?.count == 2)
    }

    @Test func aKernelNotificationIsNotPartOfTheDump() {
        var reply = NetlinkDumpReply(sequence: 3, portID: Self.port)
        let kernel = B.route(table: 254, interface: 2, sequence: 0, portID: 0)
        #expect(reply.take((kernel + B.done(sequence: 3, portID: Self.port))[...]) == .complete)
        #expect(reply.sawNotification)
        #expect(reply.messages == B.done(sequence: 3, portID: Self.port))
    }

    @Test func anErrorFailsTheDump() {
        var reply = NetlinkDumpReply(sequence: 3, portID: Self.port)
        #expect(reply.take(B.error(1, sequence: 3, portID: Self.port)[...]) == .failed(errno: 1))
        var other = NetlinkDumpReply(sequence: 3, portID: Self.port)
        #expect(other.take(B.error(1, sequence: 2, portID: Self.port)[...]) == .pending, "another request's error")
    }

    @Test func anInterruptedDumpIsAskedForAgain() {
        var reply = NetlinkDumpReply(sequence: 3, portID: Self.port)
        let part = B.message(type: 32, flags: 0x2 | 0x10, sequence: 3, portID: Self.port)
        #expect(reply.take(part[...]) == .pending)
        #expect(reply.take(B.done(sequence: 3, portID: Self.port)[...]) == .interrupted)
        var late = NetlinkDumpReply(sequence: 3, portID: Self.port)
        #expect(late.take(B.done(sequence: 3, portID: Self.port, flags: 0x2 | 0x10)[...]) == .interrupted)
    }

    @Test func aTruncatedOrGarbledDatagramFailsTheDump() {
        var reply = NetlinkDumpReply(sequence: 3, portID: Self.port)
        let whole = B.rule(priority: 1, sequence: 3, portID: Self.port)
        #expect(reply.take(whole[...], truncated: true) == .failed(errno: 0))
        var cut = NetlinkDumpReply(sequence: 3, portID: Self.port)
        #expect(cut.take(whole.dropLast(5)) == .failed(errno: 0))
    }

    /// A message whose length is not a multiple of 4 keeps its padding in the gathered bytes,
    /// so they split again into the same messages (found by the fuzzer).
    @Test func anUnalignedMessageIsGatheredWithItsPadding() throws {
        var reply = NetlinkDumpReply(sequence: 3, portID: Self.port)
        let odd = B.message(type: 32, sequence: 3, portID: Self.port, payload: [1, 2, 3, 4, 5])
        #expect(odd.count == 24)
        #expect(reply.take((odd + B.done(sequence: 3, portID: Self.port))[...]) == .complete)
        let messages = try #require(NetlinkMessage.split(reply.messages[...]))
        #expect(messages.map(\.type) == [32, NetlinkMessage.done])
        #expect(Array(messages[0].payload) == [1, 2, 3, 4, 5])
        var cut = NetlinkDumpReply(sequence: 3, portID: Self.port)
        #expect(cut.take(odd.dropLast(3)) == .pending, "the last message's padding may be missing")
        #expect(cut.messages == odd)
    }

    @Test func theRequestAsksForAnIPv4DumpOfEveryTable() throws {
        let request = NetlinkDumpReply.request(type: NetlinkDumpReply.getRule, sequence: 5)
        let message = try #require(NetlinkMessage.split(request[...])?.first)
        #expect(request.count == 28)
        #expect(message.type == 34 && message.flags == 0x301 && message.sequence == 5 && message.portID == 0)
        #expect(Array(message.payload) == [2] + [UInt8](repeating: 0, count: 11))
    }

    @Test func onlyAnotherPortsMessageIsNews() {
        #expect(NetlinkDumpReply.notifies(B.route(table: 254, interface: 2, sequence: 0, portID: 0)[...], portID: Self.port))
        #expect(!NetlinkDumpReply.notifies(B.done(sequence: 2, portID: Self.port)[...], portID: Self.port))
        #expect(NetlinkDumpReply.notifies([1, 2, 3], portID: Self.port), "unreadable: maybe a change")
    }
}
