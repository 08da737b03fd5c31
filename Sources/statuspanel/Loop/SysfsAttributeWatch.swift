#if canImport(Glibc)
import Glibc
#endif

/// A sysfs attribute the kernel announces changes of with sysfs_notify, such as
/// `/sys/firmware/acpi/platform_profile`: poll(2) reports POLLPRI and POLLERR on the open file
/// after a change, until it is read again from the start.
final class SysfsAttributeWatch {
    /// The open attribute.
    let fileDescriptor: Int32
    /// What poll waits for on it.
    static let events = Int16(POLLPRI | POLLERR)

    /// Opens `path` and reads it once, so only later changes are reported; `nil` when it
    /// cannot be opened (the attribute is missing: nothing to follow).
    init?(path: String) {
        let fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard fd >= 0 else { return nil }
        fileDescriptor = fd
        acknowledge()
    }

    deinit { close(fileDescriptor) }

    /// Reads the attribute from the start, which re-arms the notification.
    ///
    /// An attribute whose driver went away reports POLLERR|POLLPRI on every poll and fails to
    /// read: the descriptor then becomes `/dev/null` (which never reports POLLPRI), so the
    /// loop does not spin on it.
    func acknowledge() {
        var buffer = [UInt8](repeating: 0, count: 128)
        var n: Int
        repeat {
            n = buffer.withUnsafeMutableBytes { pread(fileDescriptor, $0.baseAddress, $0.count, 0) }
        } while n < 0 && errno == EINTR
        guard n < 0 else { return }
        let null = open("/dev/null", O_RDONLY | O_CLOEXEC)
        if null >= 0 {
            dup2(null, fileDescriptor)
            _ = fcntl(fileDescriptor, F_SETFD, FD_CLOEXEC)
            close(null)
        }
    }
}
