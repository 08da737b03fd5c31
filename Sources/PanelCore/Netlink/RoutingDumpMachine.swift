/// The routing dumps the VPN badge reads (``RoutingDumps``: the IPv4 rules, then the IPv4 routes
/// of every table), asked for and gathered on the panel's rtnetlink socket as the loop's events
/// come, never waited for: the shell writes the requests this hands it, gives it every datagram
/// the socket yields (and ENOBUFS), arms the one timer table for ``deadline``, and acts on each
/// ``Step``.
///
/// One round is a pair of dumps. A change (a notification, or notifications lost) starts a round
/// when none runs, on a machine that follows the tables (`followsChanges`: the real machine's);
/// a change while a round runs (a notification among its replies, or a new ``request(at:)``)
/// asks for one more round after it, however many there were: the
/// round that finishes is handed over (what the tables were), and the next one starts at once.
/// An interrupted dump (`NLM_F_DUMP_INTR`), lost notifications (ENOBUFS) or a round that does
/// not finish by its deadline start the round again with new sequence numbers, at most
/// `attempts` times; then the round fails, and the badge reads `proc/net/route` until the next
/// change asks again. A late reply to a request given up carries an old sequence number and is
/// dropped (``NetlinkDumpReply``).
public struct RoutingDumpMachine: Sendable {
    /// What the shell does after an event.
    public struct Step: Sendable, Equatable {
        /// Write this request on the socket now.
        public var request: [UInt8]?
        /// A round ended: read the items that show routing (the VPN badge) now.
        public var finished: Finished?
        /// Something changed on the machine's links, addresses, routes or rules (a notification
        /// read, or notifications lost): the shell opens the byte counters again, and reads the
        /// network's items now unless a round follows the change (they are read at its end).
        public var changed = false

        public init(request: [UInt8]? = nil, finished: Finished? = nil, changed: Bool = false) {
            self.request = request
            self.finished = finished
            self.changed = changed
        }

        /// This step and then `later`: any change, the later round's end, and `later`'s request
        /// (the shell writes each request as it comes, so this keeps only the last).
        public func followed(by later: Step) -> Step {
            Step(request: later.request ?? request, finished: later.finished ?? finished, changed: changed || later.changed)
        }
    }

    /// How a round ended.
    public enum Finished: Sendable, Equatable {
        /// Both dumps, whole.
        case dumped(RoutingDumps)
        /// Given up: the kernel refused a dump (`NLMSG_ERROR`'s errno), or a datagram was
        /// garbled or cut (errno 0).
        case refused(errno: Int32)
        /// No `NLMSG_DONE` by the deadline, `attempts` times.
        case timedOut
        /// Interrupted or overrun `attempts` times: the tables would not hold still.
        case unsettled
        /// A dump grew past the cap (a full Internet table).
        case tooLarge

        /// The dumps, when the round gave them.
        public var dumps: RoutingDumps? {
            if case .dumped(let dumps) = self { return dumps }
            return nil
        }

        /// Why the round was given up, for the panel's message; nil when it gave the dumps.
        public var failure: String? {
            switch self {
            case .dumped: nil
            case .refused(let errno): errno == 0 ? "a garbled reply" : "the kernel refused them (errno \(errno))"
            case .timedOut: "no answer in time"
            case .unsettled: "the tables kept changing"
            case .tooLarge: "too large"
            }
        }
    }

    private enum Phase: Sendable {
        case idle
        case rules(NetlinkDumpReply)
        case routes(rules: [UInt8], NetlinkDumpReply)
    }

    /// The socket's port id, which the dumps' replies carry.
    public let portID: UInt32
    /// Whether a change starts a round (the real machine's tables), or only says so.
    public let followsChanges: Bool
    private let timeout: Double
    private let attempts: Int
    private let maxBytes: Int
    private var phase = Phase.idle
    /// The last request's `nlmsg_seq` (never 0, which the kernel's own notifications carry).
    public private(set) var sequence: UInt32
    /// When the running round is given up; nil while none runs. The shell arms its timer for
    /// this and calls ``expire(at:)``.
    public private(set) var deadline: Double?
    /// The running round's try (1 for the first).
    private var attempt = 0
    /// Whether a change came while the round ran: one more round follows it.
    private var again = false

    /// A machine for the socket bound with `portID`, a change starting a round when it
    /// `followsChanges`, each round given `timeout` seconds and `attempts` tries, each dump at
    /// most `maxBytes` (``PanelTiming``, ``PanelLimits``).
    public init(portID: UInt32, followsChanges: Bool, sequence: UInt32 = 0, timeout: Double = PanelTiming.routingDumpTimeout,
                attempts: Int = PanelLimits.routingDumpAttempts, maxBytes: Int = PanelLimits.routingDumpMaxBytes) {
        self.portID = portID
        self.followsChanges = followsChanges
        self.sequence = sequence
        self.timeout = timeout
        self.attempts = max(1, attempts)
        self.maxBytes = maxBytes
    }

    /// Whether a round runs.
    public var isRunning: Bool {
        if case .idle = phase { return false }
        return true
    }

    /// Asks for the tables at `now`: a round starts unless one runs, which is then followed by
    /// one more (many asks while it runs make one more, not many).
    public mutating func request(at now: Double) -> Step {
        guard !isRunning else {
            again = true
            return Step()
        }
        attempt = 1
        return Step(request: begin(at: now))
    }

    /// Takes one datagram as recv(2) gave it (`truncated`: it was longer than the buffer).
    public mutating func take(_ datagram: ArraySlice<UInt8>, truncated: Bool = false, at now: Double) -> Step {
        switch phase {
        case .idle:
            // A late reply to a round given up is no change; a cut-off datagram may be one.
            guard truncated || NetlinkDumpReply.notifies(datagram, portID: portID) else { return Step() }
            return changed(at: now)
        case .rules(var reply):
            let progress = reply.take(datagram, truncated: truncated)
            phase = .rules(reply)
            return advance(progress, reply: reply, at: now)
        case .routes(let rules, var reply):
            let progress = reply.take(datagram, truncated: truncated)
            phase = .routes(rules: rules, reply)
            return advance(progress, reply: reply, at: now)
        }
    }

    /// The socket said ENOBUFS: notifications were lost (a change, and what is unknown), and
    /// perhaps the running dump's replies with them (it starts again).
    public mutating func overrun(at now: Double) -> Step {
        guard isRunning else { return changed(at: now) }
        again = false
        return retry(at: now).followed(by: Step(changed: true))
    }

    /// The timer armed for ``deadline`` fired at `now`: a round still running then starts again,
    /// or after its last try fails.
    public mutating func expire(at now: Double) -> Step {
        guard isRunning, let deadline, now >= deadline else { return Step() }
        return retry(at: now, failing: .timedOut)
    }

    /// The request of the last step could not be written (`errno`): the round fails.
    public mutating func sendFailed(errno: Int32) -> Step {
        again = false
        return finish(.refused(errno: errno), at: nil)
    }

    // MARK: - Rounds

    /// A change while no round runs: a round, when the machine follows the tables.
    private mutating func changed(at now: Double) -> Step {
        Step(changed: true).followed(by: followsChanges ? request(at: now) : Step())
    }

    private mutating func advance(_ progress: NetlinkDumpReply.Progress, reply: NetlinkDumpReply, at now: Double) -> Step {
        let news = Step(changed: reply.sawNotification)
        if reply.sawNotification { again = true }
        switch progress {
        case .pending:
            return reply.messages.count > maxBytes ? news.followed(by: finish(.tooLarge, at: now)) : news
        case .complete:
            if case .rules = phase {
                // The rules are in: the routes next, in the same round and by the same deadline.
                phase = .routes(rules: reply.messages, nextReply())
                return news.followed(by: Step(request: NetlinkDumpReply.request(type: NetlinkDumpReply.getRoute, sequence: sequence)))
            }
            guard case .routes(let rules, _) = phase else { return news }
            return news.followed(by: finish(.dumped(RoutingDumps(rules: rules, routes: reply.messages)), at: now))
        case .interrupted:
            // The round starts over: the change that interrupted it is in the next one.
            again = false
            return news.followed(by: retry(at: now))
        case .failed(let errno):
            return news.followed(by: finish(.refused(errno: errno), at: now))
        }
    }

    /// Starts a round's first dump at `now`: its request.
    private mutating func begin(at now: Double) -> [UInt8] {
        deadline = now + timeout
        phase = .rules(nextReply())
        return NetlinkDumpReply.request(type: NetlinkDumpReply.getRule, sequence: sequence)
    }

    /// A reply for the next request, under a new sequence number.
    private mutating func nextReply() -> NetlinkDumpReply {
        sequence &+= 1
        if sequence == 0 { sequence = 1 }
        return NetlinkDumpReply(sequence: sequence, portID: portID)
    }

    /// The round again, from its first dump, when it has tries left; otherwise it ends `failing`.
    private mutating func retry(at now: Double, failing: Finished = .unsettled) -> Step {
        guard attempt < attempts else { return finish(failing, at: now) }
        attempt += 1
        return Step(request: begin(at: now))
    }

    /// Ends the round `finished`; one more starts at `now` when a change came meanwhile.
    private mutating func finish(_ finished: Finished, at now: Double?) -> Step {
        phase = .idle
        deadline = nil
        attempt = 0
        let done = Step(finished: finished)
        guard again, let now else { return done }
        again = false
        return done.followed(by: request(at: now))
    }
}
