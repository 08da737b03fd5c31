import PanelCore
import SystemPackage
#if canImport(Glibc)
import Glibc
#endif

/// A sysfs attribute the kernel announces changes of with sysfs_notify, such as
/// `/sys/firmware/acpi/platform_profile`: poll(2) reports POLLPRI and POLLERR on the open file
/// after a change, until it is read again from the start.
final class SysfsAttributeWatch {
    private let descriptor: OwnedDescriptor
    /// The open attribute.
    var fileDescriptor: Int32 { descriptor.rawValue }
    /// What poll waits for on it.
    static let events = Int16(POLLPRI | POLLERR)

    /// Opens `path` and reads it once, so only later changes are reported; `nil` when it
    /// cannot be opened (the attribute is missing: nothing to follow).
    init?(path: String) {
        guard let descriptor = try? OwnedDescriptor(opening: path, options: .nonBlocking) else { return nil }
        self.descriptor = descriptor
        acknowledge()
    }

    /// Reads the attribute from the start, which re-arms the notification.
    ///
    /// An attribute whose driver went away reports POLLERR|POLLPRI on every poll and fails to
    /// read: the descriptor then becomes `/dev/null` (which never reports POLLPRI), so the
    /// loop does not spin on it.
    func acknowledge() {
        var buffer = [UInt8](repeating: 0, count: PanelLimits.sysfsAttributeBytes)
        var n: Int
        repeat {
            n = buffer.withUnsafeMutableBytes { pread(fileDescriptor, $0.baseAddress, $0.count, 0) }
        } while n < 0 && Errno.last == .interrupted
        guard n < 0 else { return }
        if let null = try? OwnedDescriptor(opening: "/dev/null"), (try? null.descriptor.duplicate(as: descriptor.descriptor)) != nil {
            _ = fcntl(fileDescriptor, F_SETFD, FD_CLOEXEC)
        }
    }
}
