@testable import PanelCore

/// Netlink messages built byte by byte, as the kernel lays them out (little-endian host order,
/// 4-byte alignment), for the parser's and the evaluator's tests.
enum NetlinkBytes {
    static func le(_ value: UInt32, _ size: Int) -> [UInt8] {
        (0..<size).map { UInt8(truncatingIfNeeded: value >> (8 * UInt32($0))) }
    }

    static func padded(_ bytes: [UInt8]) -> [UInt8] {
        bytes + [UInt8](repeating: 0, count: (4 - bytes.count % 4) % 4)
    }

    /// One message: header and payload, padded.
    static func message(type: UInt16, flags: UInt16 = 0x2, sequence: UInt32 = 1, portID: UInt32 = 42,
                        payload: [UInt8] = []) -> [UInt8] {
        padded(le(UInt32(16 + payload.count), 4) + le(UInt32(type), 2) + le(UInt32(flags), 2)
               + le(sequence, 4) + le(portID, 4) + payload)
    }

    static func done(sequence: UInt32 = 1, portID: UInt32 = 42, flags: UInt16 = 0x2) -> [UInt8] {
        message(type: NetlinkMessage.done, flags: flags, sequence: sequence, portID: portID, payload: le(0, 4))
    }

    static func error(_ errno: Int32, sequence: UInt32 = 1, portID: UInt32 = 42) -> [UInt8] {
        message(type: NetlinkMessage.error, flags: 0, sequence: sequence, portID: portID,
                payload: le(UInt32(bitPattern: -errno), 4) + [UInt8](repeating: 0, count: 16))
    }

    static func attribute(_ type: UInt16, _ value: [UInt8]) -> [UInt8] {
        padded(le(UInt32(4 + value.count), 2) + le(UInt32(type), 2) + value)
    }

    static func u32(_ type: UInt16, _ value: UInt32) -> [UInt8] { attribute(type, le(value, 4)) }

    /// An address in host order as network-order bytes.
    static func address(_ value: UInt32) -> [UInt8] { (0..<4).map { UInt8(truncatingIfNeeded: value >> (24 - 8 * UInt32($0))) } }

    /// An `RTM_NEWRULE` message.
    static func rule(priority: UInt32, table: UInt32 = 254, action: UInt8 = 1, flags: UInt32 = 0,
                     mark: UInt32? = nil, mask: UInt32? = nil, suppressPrefixLength: UInt32 = .max,
                     goto target: UInt32? = nil, extra: [UInt8] = [], family: UInt8 = 2,
                     sequence: UInt32 = 1, portID: UInt32 = 42) -> [UInt8] {
        var payload: [UInt8] = [family, 0, 0, 0, UInt8(min(table, 252)), 0, 0, action] + le(flags, 4)
        payload += u32(15, table) + u32(14, suppressPrefixLength)
        if priority != 0 { payload += u32(6, priority) }
        if let mark { payload += u32(10, mark) }
        if let mask { payload += u32(16, mask) }
        if let target { payload += u32(4, target) }
        return message(type: RoutingRule.messageType, sequence: sequence, portID: portID, payload: payload + extra)
    }

    /// An `RTM_NEWROUTE` message.
    static func route(table: UInt32, destination: UInt32 = 0, length: UInt8 = 0, interface: UInt32? = nil,
                      metric: UInt32? = nil, type: UInt8 = 1, tos: UInt8 = 0, family: UInt8 = 2,
                      sequence: UInt32 = 1, portID: UInt32 = 42) -> [UInt8] {
        var payload: [UInt8] = [family, length, 0, tos, UInt8(min(table, 252)), 3, 0, type] + le(0, 4)
        payload += u32(15, table)
        if length > 0 { payload += attribute(1, address(destination)) }
        if let metric { payload += u32(6, metric) }
        if let interface { payload += u32(4, interface) }
        return message(type: KernelRoute.messageType, sequence: sequence, portID: portID, payload: payload)
    }

    /// The three rules every IPv4 machine has: local (0), main (32766), default (32767).
    static let standardRules = standardRules(sequence: 1, portID: 42)

    /// The three standard rules, as a dump with `sequence` to `portID` carries them.
    static func standardRules(sequence: UInt32, portID: UInt32) -> [UInt8] {
        rule(priority: 0, table: 255, sequence: sequence, portID: portID) + rule(priority: 32766, table: 254, sequence: sequence, portID: portID)
            + rule(priority: 32767, table: 253, sequence: sequence, portID: portID)
    }

    /// Parsed tables from the given messages, each dump ended with `NLMSG_DONE`.
    static func tables(rules: [UInt8], routes: [UInt8]) -> RoutingTables? {
        RoutingDumps(rules: rules + done(), routes: routes + done()).parse()
    }
}
