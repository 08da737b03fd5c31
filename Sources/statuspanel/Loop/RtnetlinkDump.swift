import CLinux
import PanelCore
import SystemPackage
#if canImport(Glibc)
import Glibc
#endif

/// The two rtnetlink dumps the VPN badge reads (``RoutingDumps``: the IPv4 rules, the IPv4
/// routes of every table), asked for on a NETLINK_ROUTE socket that may also be subscribed to
/// notifications. Only the socket I/O is here: PanelCore's ``NetlinkDumpReply`` sorts the
/// replies from the notifications, and ``RoutingDumps`` reads them.
enum RtnetlinkDump {
    /// How long one pair of dumps may take (``PanelTiming/routingDumpTimeout``).
    static let timeoutMilliseconds = Int32(PanelTiming.routingDumpTimeout * 1000)
    /// The most bytes one dump may fill (``PanelLimits/routingDumpMaxBytes``).
    static let maxBytes = PanelLimits.routingDumpMaxBytes
    /// How many times a pair is asked for (``PanelLimits/routingDumpAttempts``).
    static let attempts = PanelLimits.routingDumpAttempts

    /// Both dumps, asked for on `fd` (non-blocking, bound) from `portID`, with sequence
    /// numbers from `sequence`; `nil` when the kernel refuses them or they cannot be read.
    static func take(on fd: Int32, portID: UInt32, sequence: inout UInt32) -> RoutingDumps? {
        var last: RoutingDumps?
        for _ in 0..<attempts {
            var notified = false
            guard let rules = dump(NetlinkDumpReply.getRule, on: fd, portID: portID, sequence: &sequence, notified: &notified),
                  let routes = dump(NetlinkDumpReply.getRoute, on: fd, portID: portID, sequence: &sequence, notified: &notified)
            else { return nil }
            last = RoutingDumps(rules: rules, routes: routes)
            // A change announced meanwhile may have missed the dump: its notification is read
            // now, so ask again rather than wait for one that will not come.
            if !notified { break }
        }
        return last
    }

    /// Both dumps on a socket of their own, for `statuspanel status`.
    static func takeOnce() -> RoutingDumps? {
        guard let socket = try? KernelWatch.open(protocol: NETLINK_ROUTE, groups: 0) else { return nil }
        var sequence: UInt32 = 1
        return KernelWatch.portID(of: socket.rawValue).flatMap { take(on: socket.rawValue, portID: $0, sequence: &sequence) }
    }

    /// One dump's messages; `nil` when it fails. Retried from the start (a new sequence number)
    /// when interrupted.
    private static func dump(_ type: UInt16, on fd: Int32, portID: UInt32, sequence: inout UInt32,
                             notified: inout Bool) -> [UInt8]? {
        for _ in 0..<attempts {
            sequence &+= 1
            if sequence == 0 { sequence = 1 }
            let request = NetlinkDumpReply.request(type: type, sequence: sequence)
            guard send(request, on: fd) else { return nil }
            var reply = NetlinkDumpReply(sequence: sequence, portID: portID)
            switch receive(into: &reply, on: fd) {
            case .complete?:
                notified = notified || reply.sawNotification
                return reply.messages
            case .interrupted?:
                notified = true
                continue
            default:
                return nil
            }
        }
        return nil
    }

    private static func send(_ request: [UInt8], on fd: Int32) -> Bool {
        var address = sockaddr_nl()
        address.nl_family = sa_family_t(AF_NETLINK)
        while true {
            let sent = request.withUnsafeBytes { bytes in
                withUnsafePointer(to: &address) {
                    $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                        sendto(fd, bytes.baseAddress, bytes.count, 0, $0, socklen_t(MemoryLayout<sockaddr_nl>.size))
                    }
                }
            }
            if sent == request.count { return true }
            if sent < 0 && Errno.last == .interrupted { continue }
            return false
        }
    }

    /// Reads datagrams into `reply` until it is done; `nil` on a timeout or a failed read.
    private static func receive(into reply: inout NetlinkDumpReply, on fd: Int32) -> NetlinkDumpReply.Progress? {
        var buffer = [UInt8](repeating: 0, count: PanelLimits.routingDumpReceiveBytes)
        let deadline = Clocks.monotonic() + Double(timeoutMilliseconds) / 1000
        while true {
            let n = buffer.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, Int32(MSG_DONTWAIT | MSG_TRUNC)) }
            if n < 0 {
                switch errno {
                case EINTR: continue
                case ENOBUFS:
                    // Notifications were dropped (the socket's buffer overflowed): ask again,
                    // as for a change announced meanwhile.
                    return .interrupted
                case EAGAIN, EWOULDBLOCK:
                    let left = Int32(max(0, (deadline - Clocks.monotonic()) * 1000))
                    guard left > 0 else { return nil }
                    var waiter = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
                    _ = poll(&waiter, 1, left)
                    continue
                default: return nil
                }
            }
            guard n > 0 else { return nil }
            let progress = reply.take(buffer[0..<min(n, buffer.count)], truncated: n > buffer.count)
            if progress != .pending { return progress }
            guard reply.messages.count <= maxBytes else { return nil }
        }
    }
}
