/// What a kernel uevent means to the panel: which part of the device state its subsystem can
/// have changed. The shell reads the netlink socket; this decides.
public enum UeventMeaning: Sendable, Equatable {
    /// A power supply: a battery, a charger (`power_supply`).
    case power
    /// A radio: an rfkill switch or a Bluetooth adapter (`rfkill`, `bluetooth`).
    case radios
    /// Nothing the panel shows.
    case none

    /// The meaning of a uevent, NUL-separated `KEY=value` lines, by its `SUBSYSTEM`.
    public init(message: some Collection<UInt8>) {
        self.init(subsystem: Self.subsystem(of: message))
    }

    /// The meaning of a subsystem's uevents.
    public init(subsystem: String?) {
        switch subsystem {
        case "power_supply": self = .power
        case "rfkill", "bluetooth": self = .radios
        default: self = .none
        }
    }

    /// The value of `SUBSYSTEM` in a uevent, if any.
    public static func subsystem(of message: some Collection<UInt8>) -> String? {
        let prefix = Array("SUBSYSTEM=".utf8)
        guard let line = message.split(separator: 0).first(where: { $0.starts(with: prefix) }) else { return nil }
        return String(decoding: line.dropFirst(prefix.count), as: UTF8.self)
    }
}
