import CLinux
import PanelCore
import SystemPackage
#if canImport(Glibc)
import Glibc
#endif

/// Netlink sockets that tell the panel when a power supply, a radio (rfkill), a Bluetooth
/// adapter, or a network link or route changes, so it re-reads them at once instead of
/// polling. Link and route messages cover VPN interfaces coming and going and the default
/// route moving onto or off a tunnel; rule messages cover policy routing (wg-quick's
/// `not fwmark` rule). The rtnetlink socket also carries the dumps of the rules and routes,
/// asked for at the start and after each change; ``RtnetlinkDump`` reads it.
final class KernelWatch {
    private let uevents: OwnedDescriptor?
    private let routes: OwnedDescriptor?
    /// `power_supply` uevents, or -1 when unavailable (a container, say).
    var ueventDescriptor: Int32 { uevents.rawValue }
    /// rtnetlink link, address, route and IPv4 rule notifications, or -1 when unavailable.
    var routeDescriptor: Int32 { routes.rawValue }
    /// The rtnetlink socket's port id, which its dump replies carry (notifications carry
    /// another's); 0 when unavailable.
    let routePortID: UInt32

    /// Opens the sockets `wakeUps` (what the items declare) call for: the uevents' for any
    /// ``ItemWakeUp/uevent(subsystem:)``, rtnetlink's for ``ItemWakeUp/rtnetlink``.
    init(for wakeUps: Set<ItemWakeUp>) {
        wantsUevents = wakeUps.contains { if case .uevent = $0 { true } else { false } }
        wantsRoutes = wakeUps.contains(.rtnetlink)
        uevents = wantsUevents ? try? Self.open(protocol: NETLINK_KOBJECT_UEVENT, groups: 1) : nil
        let groups = UInt32(RTMGRP_LINK | RTMGRP_IPV4_IFADDR | RTMGRP_IPV4_ROUTE | RTMGRP_IPV4_RULE
            | RTMGRP_IPV6_IFADDR | RTMGRP_IPV6_ROUTE)
        routes = wantsRoutes ? try? Self.open(protocol: NETLINK_ROUTE, groups: groups) : nil
        routePortID = routes.rawValue >= 0 ? Self.portID(of: routes.rawValue) ?? 0 : 0
    }

    /// Whether every kind of event asked for can arrive.
    var isComplete: Bool { (!wantsUevents || ueventDescriptor >= 0) && (!wantsRoutes || routeDescriptor >= 0) }
    private let wantsUevents: Bool
    private let wantsRoutes: Bool

    /// Reads every pending uevent and says which wake-ups they stand for: each its subsystem's
    /// when an item declares it (``UeventMeaning``). The rtnetlink socket's messages are read by
    /// ``RtnetlinkDump``.
    func drainUevents() -> Set<ItemWakeUp> {
        var changes: Set<ItemWakeUp> = []
        var buffer = [UInt8](repeating: 0, count: PanelLimits.netlinkReadBytes)
        while true {
            let n = buffer.withUnsafeMutableBytes { recv(ueventDescriptor, $0.baseAddress, $0.count, Int32(MSG_DONTWAIT | MSG_TRUNC)) }
            if n < 0 && Errno.last == .interrupted { continue }
            if n <= 0 { break }
            if let wakeUp = UeventMeaning.wakeUp(of: buffer[0..<min(n, buffer.count)]) { changes.insert(wakeUp) }
        }
        return changes
    }

    /// The rtnetlink socket's reader (notifications, and the routing dumps when it `dumps`: on
    /// the real machine, and only with the socket's port id, which tells the replies apart),
    /// its dumps' deadline armed in `timers`; nil without the socket.
    func routeReader(dumps: Bool, timers: Timers) -> RtnetlinkDump? {
        guard routeDescriptor >= 0 else { return nil }
        return RtnetlinkDump(fd: routeDescriptor, portID: routePortID, followsChanges: dumps && routePortID != 0,
                             timer: TimerEntry(timers: timers, key: .loop(.routingDump)))
    }

    /// The port id the kernel gave the bound socket `fd` (getsockname(2)); `nil` on failure.
    static func portID(of fd: Int32) -> UInt32? {
        var address = sockaddr_nl()
        var length = socklen_t(MemoryLayout<sockaddr_nl>.size)
        let got = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) }
        }
        return got == 0 && address.nl_pid != 0 ? address.nl_pid : nil
    }

    /// A netlink socket of `proto`, non-blocking and close-on-exec, bound to `groups`; throws
    /// why it could not be opened or bound.
    static func open(protocol proto: Int32, groups: UInt32) throws(Errno) -> OwnedDescriptor {
        let socket = try OwnedDescriptor(Glibc.socket(AF_NETLINK, Int32(SOCK_DGRAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue) | Int32(SOCK_NONBLOCK.rawValue), proto))
        var address = sockaddr_nl()
        address.nl_family = sa_family_t(AF_NETLINK)
        address.nl_groups = groups
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(socket.rawValue, $0, socklen_t(MemoryLayout<sockaddr_nl>.size)) }
        }
        guard bound == 0 else { throw Errno.last }
        return socket
    }
}
