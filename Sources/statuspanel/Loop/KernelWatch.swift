import CLinux
import PanelCore
#if canImport(Glibc)
import Glibc
#endif

/// Netlink sockets that tell the panel when a power supply, a radio (rfkill), a Bluetooth
/// adapter, or a network link or route changes, so it re-reads them at once instead of
/// polling. Link and route messages cover VPN interfaces coming and going and the default
/// route moving onto or off a tunnel.
final class KernelWatch {
    /// What changed, as far as the messages tell.
    struct Changes {
        var power = false
        var network = false
        /// An rfkill switch or a Bluetooth adapter.
        var radios = false
    }

    /// `power_supply` uevents, or -1 when unavailable (a container, say).
    let ueventDescriptor: Int32
    /// rtnetlink link, address and route notifications, or -1 when unavailable.
    let routeDescriptor: Int32

    init() {
        ueventDescriptor = Self.open(protocol: NETLINK_KOBJECT_UEVENT, groups: 1)
        let groups = UInt32(RTMGRP_LINK | RTMGRP_IPV4_IFADDR | RTMGRP_IPV4_ROUTE | RTMGRP_IPV6_IFADDR | RTMGRP_IPV6_ROUTE)
        routeDescriptor = Self.open(protocol: NETLINK_ROUTE, groups: groups)
    }

    deinit {
        if ueventDescriptor >= 0 { close(ueventDescriptor) }
        if routeDescriptor >= 0 { close(routeDescriptor) }
    }

    /// Whether both kinds of event can arrive.
    var isComplete: Bool { ueventDescriptor >= 0 && routeDescriptor >= 0 }

    /// Reads every pending message from `fd` and says what it concerned.
    func drain(_ fd: Int32) -> Changes {
        var changes = Changes()
        var buffer = [UInt8](repeating: 0, count: 8192)
        while true {
            let n = buffer.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, Int32(MSG_DONTWAIT)) }
            if n <= 0 { break }
            if fd == routeDescriptor {
                changes.network = true
            } else {
                switch UeventMeaning(message: buffer[0..<n]) {
                case .power: changes.power = true
                case .radios: changes.radios = true
                case .none: break
                }
            }
        }
        return changes
    }

    private static func open(protocol proto: Int32, groups: UInt32) -> Int32 {
        let fd = socket(AF_NETLINK, Int32(SOCK_DGRAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue) | Int32(SOCK_NONBLOCK.rawValue), proto)
        guard fd >= 0 else { return -1 }
        var address = sockaddr_nl()
        address.nl_family = sa_family_t(AF_NETLINK)
        address.nl_groups = groups
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, socklen_t(MemoryLayout<sockaddr_nl>.size)) }
        }
        if bound != 0 {
            close(fd)
            return -1
        }
        return fd
    }
}
