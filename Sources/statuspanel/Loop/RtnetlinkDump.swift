import CLinux
import PanelCore
import SystemPackage
#if canImport(Glibc)
import Glibc
#endif

/// The rtnetlink socket's reading side: the two dumps the VPN badge reads (``RoutingDumps``:
/// the IPv4 rules, the IPv4 routes of every table) and the notifications that arrive among
/// them. Only the socket I/O is here: PanelCore's ``RoutingDumpMachine`` decides what each
/// datagram means, when to ask again and when to give up, and its deadline is an entry of the
/// panel's one timer table. In the loop nothing waits: a request is written, and its replies
/// are read as the socket becomes readable (``drain(at:)``).
final class RtnetlinkDump {
    private var machine: RoutingDumpMachine
    private let fd: Int32
    /// The dumps' deadline in the panel's timers (``LoopTimer/routingDump``); nil outside the loop.
    private let timer: TimerEntry?
    /// The rules and routes of the last round, or nil when it was given up (the VPN badge then
    /// reads `proc/net/route`) or none ended yet.
    private(set) var routing: RoutingDumps?
    /// Whether the last round was given up and said so (the next failure says nothing more).
    private var failureReported = false

    /// Reads and writes `fd` (non-blocking, bound, its port id `portID`), a change asking for
    /// the dumps when it `followsChanges` (the real machine), arming `timer` for the running
    /// round's deadline.
    init(fd: Int32, portID: UInt32, followsChanges: Bool, timer: TimerEntry?) {
        self.fd = fd
        self.timer = timer
        machine = RoutingDumpMachine(portID: portID, followsChanges: followsChanges)
    }

    /// Whether a round runs.
    var isRunning: Bool { machine.isRunning }

    /// Whether the tables are dumped here (the real machine's, on a socket with its port id).
    var dumps: Bool { machine.followsChanges }

    /// Asks for the tables (a round, or one more after the running one).
    func request(at now: Double) -> RoutingDumpMachine.Step { perform(machine.request(at: now)) }

    /// The timer armed for the round's deadline fired.
    func expire(at now: Double) -> RoutingDumpMachine.Step { perform(machine.expire(at: now)) }

    /// Reads every datagram waiting on the socket, without waiting for more; what they made, as one step.
    func drain(at now: Double) -> RoutingDumpMachine.Step {
        var step = RoutingDumpMachine.Step()
        var buffer = [UInt8](repeating: 0, count: PanelLimits.routingDumpReceiveBytes)
        while true {
            let n = buffer.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, Int32(MSG_DONTWAIT | MSG_TRUNC)) }
            if n < 0 {
                let error = Errno.last
                if error == .interrupted { continue }
                // Notifications were dropped (the socket's buffer overflowed); more may wait.
                if error == .noBufferSpace { step = step.followed(by: perform(machine.overrun(at: now))); continue }
                break
            }
            if n == 0 { break }
            step = step.followed(by: perform(machine.take(buffer[0..<min(n, buffer.count)], truncated: n > buffer.count, at: now)))
        }
        return step
    }

    /// Waits up to `limit` (monotonic seconds) for the running round, reading its replies: only
    /// before the loop runs (the first frame's tables) and in `statuspanel status`. A round still
    /// running at `limit` goes on in the loop.
    func wait(until limit: Double) -> RoutingDumpMachine.Step {
        var step = RoutingDumpMachine.Step()
        while machine.isRunning {
            let now = Clocks.monotonic()
            if let deadline = machine.deadline, now >= deadline {
                step = step.followed(by: expire(at: now))
                continue
            }
            guard now < limit else { break }
            let until = min(limit, machine.deadline ?? limit)
            var waiter = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
            _ = poll(&waiter, 1, Int32(((until - now) * 1000).rounded(.up)))
            step = step.followed(by: drain(at: Clocks.monotonic()))
        }
        return step
    }

    /// Both dumps on a socket of their own, for `statuspanel status`.
    static func takeOnce() -> RoutingDumps? {
        guard let socket = try? KernelWatch.open(protocol: NETLINK_ROUTE, groups: 0),
              let portID = KernelWatch.portID(of: socket.rawValue) else { return nil }
        let dump = RtnetlinkDump(fd: socket.rawValue, portID: portID, followsChanges: false, timer: nil)
        let now = Clocks.monotonic()
        _ = dump.request(at: now).followed(by: dump.wait(until: now + PanelTiming.routingDumpTimeout))
        return dump.routing
    }

    /// Writes the step's request, if any (a request that cannot be written ends the round),
    /// keeps the dumps of a round that ended, and arms the timer for the running round's deadline.
    private func perform(_ step: RoutingDumpMachine.Step) -> RoutingDumpMachine.Step {
        var step = step
        if let finished = step.finished { keep(finished) }
        if let request = step.request, !send(request) {
            step.request = nil
            let failed = machine.sendFailed(errno: Errno.last.rawValue)
            if let finished = failed.finished { keep(finished) }
            step = step.followed(by: failed)
        }
        timer?.arm(at: machine.deadline)
        return step
    }

    /// Keeps what a round gave; says once why rounds are given up, until one gives the dumps again.
    private func keep(_ finished: RoutingDumpMachine.Finished) {
        routing = finished.dumps
        guard let failure = finished.failure else { return failureReported = false }
        guard !failureReported, timer != nil else { return }
        failureReported = true
        Log.error("cannot dump the routing tables (\(failure)); the VPN badge reads proc/net/route until they change")
    }

    private func send(_ request: [UInt8]) -> Bool {
        var address = sockaddr_nl()
        address.nl_family = sa_family_t(AF_NETLINK)
        while true {
            let sent = request.withUnsafeBytes { bytes in
                withUnsafePointer(to: &address) {
                    $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                        sendto(fd, bytes.baseAddress, bytes.count, Int32(MSG_DONTWAIT), $0, socklen_t(MemoryLayout<sockaddr_nl>.size))
                    }
                }
            }
            if sent == request.count { return true }
            if sent < 0 && Errno.last == .interrupted { continue }
            return false
        }
    }
}
