import PanelCore
#if canImport(Glibc)
import Glibc
#endif

/// `/dev/rfkill`, read for its events: readable whenever a radio is added, removed, or blocked
/// or unblocked, so airplane mode and Bluetooth follow at once without polling. The state
/// itself is read again from `sys/class/rfkill` (``RfkillProvider``), which the kernel has
/// updated before it sends the event.
final class RfkillWatch {
    /// The open device, non-blocking.
    let fileDescriptor: Int32

    /// Opens the device; `nil` when the machine has none or it cannot be read (then the
    /// `rfkill` uevents still tell of changes).
    init?() {
        let fd = open(RfkillProvider.devicePath, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard fd >= 0 else { return nil }
        fileDescriptor = fd
    }

    deinit { close(fileDescriptor) }

    /// Reads every pending event (the kernel hands out one per read); whether any was one.
    func drain() -> Bool {
        var any = false
        var buffer = [UInt8](repeating: 0, count: 64)
        while true {
            let n = buffer.withUnsafeMutableBytes { read(fileDescriptor, $0.baseAddress, $0.count) }
            if n < 0 && errno == EINTR { continue }
            if n <= 0 { break }
            if RfkillEvent(bytes: buffer[0..<n]) != nil { any = true }
        }
        return any
    }
}
