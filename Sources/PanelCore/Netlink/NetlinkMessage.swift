/// One netlink message (`struct nlmsghdr` and its payload), cut out of a datagram or a dump
/// file without copying.
///
/// Netlink writes its integers in the host's byte order; they are read as little-endian, the
/// order of every machine Swift builds this panel for (x86-64, AArch64), and of the fixture
/// dumps.
public struct NetlinkMessage: Sendable, Equatable {
    /// `nlmsg_type`: `NLMSG_DONE`, `RTM_NEWROUTE`, ...
    public var type: UInt16
    /// `nlmsg_flags` (`NLM_F_MULTI`, `NLM_F_DUMP_INTR`, ...).
    public var flags: UInt16
    /// `nlmsg_seq`: the request's sequence number, or the notifying request's.
    public var sequence: UInt32
    /// `nlmsg_pid`: the port the message answers (the requester's), 0 from the kernel itself.
    public var portID: UInt32
    /// The bytes after the 16-byte header, up to `nlmsg_len`.
    public var payload: ArraySlice<UInt8>

    /// `NLMSG_NOOP`.
    public static let noop: UInt16 = 1
    /// `NLMSG_ERROR`: the payload starts with a negative errno (0 for an acknowledgement).
    public static let error: UInt16 = 2
    /// `NLMSG_DONE`: the end of a dump.
    public static let done: UInt16 = 3
    /// `NLMSG_OVERRUN`.
    public static let overrun: UInt16 = 4
    /// `NLM_F_MULTI`: one of several messages of a reply.
    public static let flagMulti: UInt16 = 0x2
    /// `NLM_F_DUMP_INTR`: the tables changed while the dump ran; it may be inconsistent.
    public static let flagDumpInterrupted: UInt16 = 0x10

    /// The size of `struct nlmsghdr`.
    public static let headerSize = 16

    /// Creates a message.
    public init(type: UInt16, flags: UInt16, sequence: UInt32, portID: UInt32, payload: ArraySlice<UInt8>) {
        self.type = type
        self.flags = flags
        self.sequence = sequence
        self.portID = portID
        self.payload = payload
    }

    /// Every message in `bytes` (a datagram, or datagrams one after another), in order; `nil`
    /// when any header is cut short or claims more bytes than there are (a truncated read).
    /// Messages are 4-byte aligned; the padding after the last one may be missing.
    public static func split(_ bytes: ArraySlice<UInt8>) -> [NetlinkMessage]? {
        var messages: [NetlinkMessage] = []
        var offset = bytes.startIndex
        while offset < bytes.endIndex {
            guard bytes.endIndex - offset >= headerSize else { return nil }
            let length = Int(bytes.u32(at: offset))
            guard length >= headerSize, length <= bytes.endIndex - offset else { return nil }
            messages.append(NetlinkMessage(
                type: bytes.u16(at: offset + 4), flags: bytes.u16(at: offset + 6),
                sequence: bytes.u32(at: offset + 8), portID: bytes.u32(at: offset + 12),
                payload: bytes[(offset + headerSize)..<(offset + length)]))
            offset += min(align4(length), bytes.endIndex - offset)
        }
        return messages
    }

    /// `NLMSG_ERROR`'s errno, positive (0 for an acknowledgement); `nil` for another type or a
    /// payload too short to hold it.
    public var errorCode: Int32? {
        guard type == Self.error, payload.count >= 4 else { return nil }
        return -Int32(bitPattern: payload.u32(at: payload.startIndex))
    }

    /// `n` rounded up to netlink's 4-byte alignment (`NLMSG_ALIGN`, `RTA_ALIGN`).
    static func align4(_ n: Int) -> Int { (n + 3) & ~3 }
}

/// One attribute (`struct rtattr`, `struct nlattr`) of a route or rule message.
public struct NetlinkAttribute: Sendable, Equatable {
    /// `rta_type`, with the nested and byte-order bits cleared.
    public var type: UInt16
    /// The value's bytes.
    public var value: ArraySlice<UInt8>

    /// The value as a 32-bit integer in host order; `nil` unless it is exactly 4 bytes.
    public var u32: UInt32? { value.count == 4 ? value.u32(at: value.startIndex) : nil }

    /// The value as a NUL-terminated string (an interface name); `nil` when it is not UTF-8.
    public var string: String? {
        String(validating: value.prefix(while: { $0 != 0 }), as: UTF8.self)
    }

    /// The attributes in `bytes`, in order; `nil` when one is cut short or claims more than there is.
    public static func split(_ bytes: ArraySlice<UInt8>) -> [NetlinkAttribute]? {
        var attributes: [NetlinkAttribute] = []
        var offset = bytes.startIndex
        while offset < bytes.endIndex {
            guard bytes.endIndex - offset >= 4 else { return nil }
            let length = Int(bytes.u16(at: offset))
            guard length >= 4, length <= bytes.endIndex - offset else { return nil }
            attributes.append(NetlinkAttribute(type: bytes.u16(at: offset + 2) & 0x3FFF,
                                               value: bytes[(offset + 4)..<(offset + length)]))
            offset += min(NetlinkMessage.align4(length), bytes.endIndex - offset)
        }
        return attributes
    }
}

extension ArraySlice<UInt8> {
    /// The little-endian 16-bit integer at `index` (the caller checked the bounds).
    func u16(at index: Int) -> UInt16 {
        UInt16(self[index]) | UInt16(self[index + 1]) << 8
    }

    /// The little-endian 32-bit integer at `index` (the caller checked the bounds).
    func u32(at index: Int) -> UInt32 {
        UInt32(self[index]) | UInt32(self[index + 1]) << 8 | UInt32(self[index + 2]) << 16 | UInt32(self[index + 3]) << 24
    }

    /// The 32-bit integer in network byte order at `index` (an IPv4 address).
    func networkU32(at index: Int) -> UInt32 {
        UInt32(self[index]) << 24 | UInt32(self[index + 1]) << 16 | UInt32(self[index + 2]) << 8 | UInt32(self[index + 3])
    }
}
