/// What a kernel uevent means to the panel: the wake-up of its subsystem, when an item declares
/// it (``ItemWakeUp/uevent(subsystem:)``). The subsystems are the items' declarations, not a
/// list of this type's own: a new item that wakes for `backlight` uevents declares it, and its
/// uevents then read that item. The shell reads the netlink socket; this decides.
public enum UeventMeaning {
    /// The wake-up a uevent (NUL-separated `KEY=value` lines) is for, by its `SUBSYSTEM`: nil
    /// when no item of `table` declares that subsystem.
    public static func wakeUp(of message: some Collection<UInt8>, in table: ItemTable = .builtIn) -> ItemWakeUp? {
        subsystem(of: message).flatMap { table.ueventSubsystems.contains($0) ? .uevent(subsystem: $0) : nil }
    }

    /// The value of `SUBSYSTEM` in a uevent, if any.
    public static func subsystem(of message: some Collection<UInt8>) -> String? {
        let prefix = Array("SUBSYSTEM=".utf8)
        guard let line = message.split(separator: 0).first(where: { $0.starts(with: prefix) }) else { return nil }
        return String(decoding: line.dropFirst(prefix.count), as: UTF8.self)
    }
}
