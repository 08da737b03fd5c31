import PanelCore
import SystemPackage
#if canImport(Glibc)
import Glibc
#endif

/// `/dev/rfkill`, read for its events: readable whenever a radio is added, removed, or blocked
/// or unblocked, so airplane mode and Bluetooth follow at once without polling. The state
/// itself is read again from `sys/class/rfkill` (``RfkillProvider``), which the kernel has
/// updated before it sends the event.
final class RfkillWatch {
    private let descriptor: OwnedDescriptor
    /// The open device, non-blocking.
    var fileDescriptor: Int32 { descriptor.rawValue }

    /// Opens the device; `nil` when the machine has none or it cannot be read (then the
    /// `rfkill` uevents still tell of changes).
    init?() {
        guard let descriptor = try? OwnedDescriptor(opening: RfkillProvider.devicePath, options: .nonBlocking) else { return nil }
        self.descriptor = descriptor
    }

    /// Reads every pending event (the kernel hands out one per read); whether any was one.
    func drain() -> Bool {
        var any = false
        var buffer = [UInt8](repeating: 0, count: PanelLimits.rfkillReadBytes)
        while true {
            let n = buffer.withUnsafeMutableBytes { read(fileDescriptor, $0.baseAddress, $0.count) }
            if n < 0 && Errno.last == .interrupted { continue }
            if n <= 0 { break }
            if RfkillEvent(bytes: buffer[0..<n]) != nil { any = true }
        }
        return any
    }
}
