/// One event read from `/dev/rfkill` (`struct rfkill_event` in `linux/rfkill.h`): the radio's
/// index, type, what happened, and its blocks. Opening the device yields an `add` for every
/// radio; each later change yields another event. A read returns one event.
public struct RfkillEvent: Sendable, Equatable {
    /// What happened to the radio.
    public enum Operation: UInt8, Sendable, Equatable {
        case add = 0, delete = 1, change = 2, changeAll = 3
    }

    /// The radio's index (`rfkillN`).
    public var index: UInt32
    /// `RFKILL_TYPE_*`: 1 wlan, 2 bluetooth, 5 wwan, ...
    public var type: UInt8
    /// What happened.
    public var operation: Operation
    /// Whether it is soft blocked.
    public var soft: Bool
    /// Whether it is hard blocked.
    public var hard: Bool

    /// The size of the original event; newer kernels append fields (`hard_block_reasons`).
    public static let minimumSize = 8

    /// Creates an event.
    public init(index: UInt32, type: UInt8, operation: Operation, soft: Bool, hard: Bool) {
        self.index = index
        self.type = type
        self.operation = operation
        self.soft = soft
        self.hard = hard
    }

    /// The event in `bytes` (native byte order, as the kernel writes it); `nil` when shorter
    /// than ``minimumSize`` or the operation is unknown.
    public init?(bytes: some Collection<UInt8>) {
        let b = Array(bytes.prefix(Self.minimumSize))
        guard b.count == Self.minimumSize, let operation = Operation(rawValue: b[5]) else { return nil }
        let index = b.withUnsafeBytes { $0.loadUnaligned(as: UInt32.self) }
        self.init(index: index, type: b[4], operation: operation, soft: b[6] != 0, hard: b[7] != 0)
    }
}
