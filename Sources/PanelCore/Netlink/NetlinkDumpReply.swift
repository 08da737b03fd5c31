/// Gathers the reply to one dump request from a netlink socket that also receives
/// notifications (the panel's rtnetlink socket, subscribed to link, address, route and rule
/// changes), one datagram at a time.
///
/// A message belongs to the dump when it carries the request's sequence number and the
/// socket's own port id. Anything else is a notification (the kernel, or another program's
/// `ip` command, changed something: it names that program's port and sequence number), or a
/// late reply to an earlier request of this socket that was given up (the socket's port id,
/// another sequence number), which is dropped.
public struct NetlinkDumpReply: Sendable {
    /// How the dump stands after a datagram.
    public enum Progress: Sendable, Equatable {
        /// More messages are to come.
        case pending
        /// `NLMSG_DONE` arrived: ``messages`` holds the whole dump.
        case complete
        /// The tables changed while the dump ran (`NLM_F_DUMP_INTR`): ask again.
        case interrupted
        /// The kernel answered with an error (`NLMSG_ERROR`, its errno), or a datagram was
        /// garbled (errno 0): the dump is lost.
        case failed(errno: Int32)
    }

    /// The request's `nlmsg_seq`.
    public let sequence: UInt32
    /// The socket's port id (`nl_pid` from getsockname(2)).
    public let portID: UInt32
    /// The dump's messages so far, `NLMSG_DONE` included once complete: a ``RoutingDumps`` half.
    public private(set) var messages: [UInt8] = []
    /// Whether a notification arrived meanwhile: something changed, and the panel reads again.
    public private(set) var sawNotification = false
    private var interrupted = false

    /// Starts gathering the reply to the request with `sequence` sent from `portID`.
    public init(sequence: UInt32, portID: UInt32) {
        self.sequence = sequence
        self.portID = portID
    }

    /// Takes one datagram as recv(2) gave it; `truncated` when it was longer than the buffer
    /// (`MSG_TRUNC`), which loses the dump.
    public mutating func take(_ datagram: ArraySlice<UInt8>, truncated: Bool = false) -> Progress {
        guard !truncated, let parsed = NetlinkMessage.split(datagram) else { return .failed(errno: 0) }
        var progress = Progress.pending
        var offset = datagram.startIndex
        for message in parsed {
            // The message with its padding (zeros where the datagram ends without it), so the
            // messages gathered split again as they came.
            let length = NetlinkMessage.headerSize + message.payload.count
            let end = min(offset + NetlinkMessage.align4(length), datagram.endIndex)
            let bytes = Array(datagram[offset..<end]) + [UInt8](repeating: 0, count: NetlinkMessage.align4(length) - (end - offset))
            offset = end
            guard message.portID == portID, message.sequence == sequence else {
                if message.portID != portID { sawNotification = true }
                continue
            }
            guard progress == .pending else { continue }
            if message.flags & NetlinkMessage.flagDumpInterrupted != 0 { interrupted = true }
            switch message.type {
            case NetlinkMessage.error:
                progress = .failed(errno: message.errorCode ?? 0)
            case NetlinkMessage.overrun:
                progress = .failed(errno: 0)
            case NetlinkMessage.done:
                messages.append(contentsOf: bytes)
                progress = interrupted ? .interrupted : .complete
            default:
                messages.append(contentsOf: bytes)
            }
        }
        return progress
    }

    /// The request that starts a dump of `type` (`RTM_GETRULE`, `RTM_GETROUTE`) for IPv4 with
    /// `sequence`: a header with `NLM_F_REQUEST | NLM_F_DUMP` and a zeroed 12-byte family
    /// header (`struct rtmsg` and `struct fib_rule_hdr` have the same size) naming `AF_INET`;
    /// table 0 asks for every table.
    public static func request(type: UInt16, sequence: UInt32) -> [UInt8] {
        var bytes: [UInt8] = []
        func put(_ value: UInt32, _ size: Int) {
            for i in 0..<size { bytes.append(UInt8(truncatingIfNeeded: value >> (8 * UInt32(i)))) }
        }
        put(28, 4)
        put(UInt32(type), 2)
        put(0x1 | 0x300, 2)
        put(sequence, 4)
        put(0, 4)
        bytes.append(RoutingRule.addressFamilyIPv4)
        bytes.append(contentsOf: [UInt8](repeating: 0, count: 11))
        return bytes
    }

    /// `RTM_GETROUTE`.
    public static let getRoute: UInt16 = 26
    /// `RTM_GETRULE`.
    public static let getRule: UInt16 = 34
}

extension NetlinkDumpReply {
    /// Whether a datagram read outside a dump tells of a change: any message in it not from
    /// this socket's own port (a late reply to a request it gave up is not news), or a datagram
    /// that cannot be read (then a change may have been lost, so it counts as one).
    public static func notifies(_ datagram: ArraySlice<UInt8>, portID: UInt32) -> Bool {
        guard let messages = NetlinkMessage.split(datagram) else { return true }
        return messages.contains { $0.portID != portID }
    }
}
