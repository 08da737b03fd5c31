import Testing
@testable import PanelCore

/// The routing dumps as the loop's events: the requests in order with their sequence numbers,
/// replies gathered datagram by datagram among notifications, `NLMSG_DONE` ending each dump,
/// errors, `NLM_F_DUMP_INTR`, ENOBUFS, the deadline, and changes during a round coalescing into
/// one more round.
@Suite struct RoutingDumpMachineTests {
    typealias B = NetlinkBytes
    static let port: UInt32 = 4242
    /// `ip rule add` from another program: its own port.
    static let notification = B.message(type: 32, flags: 0, sequence: 1, portID: 777, payload: [2] + [UInt8](repeating: 0, count: 11))

    static func machine(followsChanges: Bool = true) -> RoutingDumpMachine {
        RoutingDumpMachine(portID: port, followsChanges: followsChanges, timeout: 1, attempts: 3, maxBytes: 1 << 16)
    }

    /// The request's type and sequence number.
    static func asked(_ step: RoutingDumpMachine.Step) -> (type: UInt16, sequence: UInt32)? {
        guard let request = step.request, let message = NetlinkMessage.split(request[...])?.first else { return nil }
        return (message.type, message.sequence)
    }

    static func rules(_ sequence: UInt32) -> [UInt8] { B.standardRules(sequence: sequence, portID: port) }
    static func routes(_ sequence: UInt32) -> [UInt8] { B.route(table: 254, interface: 3, sequence: sequence, portID: port) }
    static func done(_ sequence: UInt32) -> [UInt8] { B.done(sequence: sequence, portID: port) }

    /// Runs a whole round from its request `first` (the rules' sequence number): the rules, then
    /// the routes; the last step.
    static func answer(_ machine: inout RoutingDumpMachine, rulesSequence first: UInt32, at now: Double = 0) -> RoutingDumpMachine.Step {
        let next = machine.take((rules(first) + done(first))[...], at: now)
        #expect(asked(next)?.type == NetlinkDumpReply.getRoute && asked(next)?.sequence == first + 1)
        return machine.take((routes(first + 1) + done(first + 1))[...], at: now)
    }

    @Test func aRoundAsksForTheRulesThenTheRoutesAndEndsWithBoth() throws {
        var machine = Self.machine()
        let start = machine.request(at: 10)
        #expect(Self.asked(start)?.type == NetlinkDumpReply.getRule && Self.asked(start)?.sequence == 1)
        #expect(machine.isRunning && machine.deadline == 11)
        // The rules come in two datagrams; nothing to do until NLMSG_DONE.
        let half = B.rule(priority: 0, table: 255, sequence: 1, portID: Self.port)
        #expect(machine.take(half[...], at: 10) == .init())
        let routes = machine.take((B.rule(priority: 32766, sequence: 1, portID: Self.port) + Self.done(1))[...], at: 10)
        #expect(Self.asked(routes)?.type == NetlinkDumpReply.getRoute && Self.asked(routes)?.sequence == 2)
        #expect(routes.finished == nil && machine.deadline == 11, "one deadline for the pair")
        let end = machine.take((Self.routes(2) + Self.done(2))[...], at: 10.2)
        let dumps = try #require(end.finished?.dumps)
        #expect(end.request == nil && !end.changed)
        #expect(dumps.rules == half + B.rule(priority: 32766, sequence: 1, portID: Self.port) + Self.done(1))
        #expect(dumps.routes == Self.routes(2) + Self.done(2))
        #expect(dumps.parse() != nil)
        #expect(!machine.isRunning && machine.deadline == nil)
    }

    @Test func outsideARoundANotificationIsAChangeAndALateReplyIsNot() {
        var machine = Self.machine(followsChanges: false)
        #expect(machine.take(Self.notification[...], at: 0) == .init(changed: true))
        #expect(machine.take(B.route(table: 254, interface: 2, sequence: 0, portID: 0)[...], at: 0).changed, "the kernel's own")
        #expect(machine.take(Self.done(7)[...], at: 0) == .init(), "a reply to a round given up")
        #expect(machine.take(Self.done(7)[...], truncated: true, at: 0).changed, "cut off: maybe a change")
        #expect(machine.take([1, 2, 3], at: 0).changed, "unreadable: maybe a change")
        #expect(machine.overrun(at: 0) == .init(changed: true), "notifications lost")
        #expect(!machine.isRunning, "a fixture sysroot's panel does not dump")
    }

    @Test func onTheRealMachineAChangeStartsARoundAndTheNextChangesWaitForIt() {
        var machine = Self.machine()
        #expect(machine.take(Self.done(7)[...], at: 0) == .init(), "a late reply starts nothing")
        let first = machine.take(Self.notification[...], at: 0)
        #expect(first.changed && Self.asked(first)?.type == NetlinkDumpReply.getRule && Self.asked(first)?.sequence == 1)
        // More notifications before the replies: one more round after this one, not one each.
        #expect(machine.take(Self.notification[...], at: 0) == .init(changed: true))
        #expect(machine.take(Self.notification[...], at: 0) == .init(changed: true))
        var step = Self.answer(&machine, rulesSequence: 1, at: 0.1)
        #expect(step.finished?.dumps != nil && Self.asked(step)?.sequence == 3, "the changes after the request: one more round")
        step = Self.answer(&machine, rulesSequence: 3, at: 0.2)
        #expect(step.finished?.dumps != nil && step.request == nil)
        #expect(machine.overrun(at: 1).request != nil, "lost notifications: a round")
    }

    @Test func manyChangesDuringARoundMakeOneMoreRound() throws {
        var machine = Self.machine()
        _ = machine.request(at: 0)
        // Three asks and a notification among the replies while the round runs.
        #expect(machine.request(at: 0.1) == .init())
        #expect(machine.request(at: 0.2) == .init())
        let noticed = machine.take((Self.notification + B.rule(priority: 0, sequence: 1, portID: Self.port))[...], at: 0.3)
        #expect(noticed == .init(changed: true))
        #expect(machine.request(at: 0.4) == .init())
        let end = Self.answer(&machine, rulesSequence: 1, at: 0.5)
        #expect(end.finished?.dumps != nil, "the round that ran is handed over")
        #expect(Self.asked(end)?.type == NetlinkDumpReply.getRule && Self.asked(end)?.sequence == 3, "and one more starts")
        #expect(machine.deadline == 1.5)
        let last = Self.answer(&machine, rulesSequence: 3, at: 0.6)
        #expect(last.finished?.dumps != nil && last.request == nil, "no third round: the asks coalesced")
        #expect(!machine.isRunning)
    }

    @Test func anInterruptedDumpStartsTheRoundAgainWithNewSequenceNumbers() {
        var machine = Self.machine()
        _ = machine.request(at: 0)
        let interrupted = B.message(type: 32, flags: 0x2 | 0x10, sequence: 1, portID: Self.port)
        let again = machine.take((interrupted + Self.done(1))[...], at: 0.5)
        #expect(Self.asked(again)?.type == NetlinkDumpReply.getRule && Self.asked(again)?.sequence == 2)
        #expect(machine.deadline == 1.5, "a new try, a new deadline")
        // The first try's replies, late: dropped.
        #expect(machine.take(Self.done(1)[...], at: 0.6) == .init())
        let end = Self.answer(&machine, rulesSequence: 2, at: 0.7)
        #expect(end.finished?.dumps != nil && end.request == nil)
    }

    @Test func tablesThatNeverHoldStillEndTheRoundAfterItsTries() {
        var machine = Self.machine()
        var step = machine.request(at: 0)
        let interrupted = { (sequence: UInt32) in B.done(sequence: sequence, portID: Self.port, flags: 0x2 | 0x10) }
        for _ in 1..<3 {
            let sequence = Self.asked(step)?.sequence ?? 0
            step = machine.take(interrupted(sequence)[...], at: 0)
            #expect(step.request != nil && step.finished == nil)
        }
        step = machine.take(interrupted(Self.asked(step)?.sequence ?? 0)[...], at: 0)
        #expect(step == .init(finished: .unsettled))
        #expect(!machine.isRunning && machine.deadline == nil)
    }

    @Test func enobufsDuringARoundStartsItAgainAndIsAChange() {
        var machine = Self.machine()
        _ = machine.request(at: 0)
        let step = machine.overrun(at: 0.2)
        #expect(step.changed && Self.asked(step)?.sequence == 2 && Self.asked(step)?.type == NetlinkDumpReply.getRule)
        let end = Self.answer(&machine, rulesSequence: 2, at: 0.3)
        #expect(end.finished?.dumps != nil && end.request == nil, "the round after the overrun covers it")
    }

    @Test func aRoundWithoutDoneIsAbandonedAtItsDeadlineAndTriedAgain() {
        var machine = Self.machine()
        _ = machine.request(at: 0)
        #expect(machine.expire(at: 0.9) == .init(), "not yet")
        let second = machine.expire(at: 1.0)
        #expect(Self.asked(second)?.sequence == 2 && machine.deadline == 2.0)
        // The abandoned request's reply, late, is not taken for the new one's.
        #expect(machine.take((Self.rules(1) + Self.done(1))[...], at: 1.1) == .init())
        let third = machine.expire(at: 2.0)
        #expect(Self.asked(third)?.sequence == 3)
        #expect(machine.expire(at: 3.0) == .init(finished: .timedOut), "after the last try: given up")
        #expect(!machine.isRunning && machine.deadline == nil)
        #expect(machine.expire(at: 9) == .init(), "nothing runs")
        #expect(RoutingDumpMachine.Finished.timedOut.failure != nil && RoutingDumpMachine.Finished.timedOut.dumps == nil)
    }

    @Test func anErrorOrAGarbledReplyEndsTheRoundAndAQueuedAskStartsTheNext() {
        var machine = Self.machine()
        _ = machine.request(at: 0)
        #expect(machine.take(B.error(1, sequence: 1, portID: Self.port)[...], at: 0) == .init(finished: .refused(errno: 1)))
        #expect(!machine.isRunning)
        _ = machine.request(at: 1)
        _ = machine.request(at: 1.1)
        let cut = machine.take(Self.rules(2)[...], truncated: true, at: 1.2)
        #expect(cut.finished == .refused(errno: 0))
        #expect(Self.asked(cut)?.sequence == 3, "the ask that came meanwhile starts a round")
    }

    @Test func aDumpPastTheCapEndsTheRound() {
        var machine = RoutingDumpMachine(portID: Self.port, followsChanges: true, timeout: 1, attempts: 3, maxBytes: 100)
        _ = machine.request(at: 0)
        #expect(machine.take(Self.rules(1)[...], at: 0) == .init(finished: .tooLarge))
    }

    @Test func aRequestThatCannotBeWrittenEndsTheRound() {
        var machine = Self.machine()
        _ = machine.request(at: 0)
        _ = machine.request(at: 0)
        #expect(machine.sendFailed(errno: 11) == .init(finished: .refused(errno: 11)), "no round follows a socket that cannot write")
        #expect(!machine.isRunning)
    }

    @Test func sequenceNumbersGoOnFromTheLastAndSkipZero() {
        var machine = RoutingDumpMachine(portID: Self.port, followsChanges: true, sequence: .max)
        #expect(Self.asked(machine.request(at: 0))?.sequence == 1)
    }

    @Test func stepsFollowOneAnother() {
        let first = RoutingDumpMachine.Step(request: [1], finished: .timedOut, changed: true)
        #expect(first.followed(by: .init()) == first)
        #expect(first.followed(by: .init(request: [2])) == .init(request: [2], finished: .timedOut, changed: true))
        #expect(RoutingDumpMachine.Step().followed(by: .init(finished: .tooLarge)) == .init(finished: .tooLarge))
    }
}
