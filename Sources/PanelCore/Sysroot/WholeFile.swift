#if canImport(Glibc)
import Glibc
#endif
import SystemPackage

/// The whole of a file, read with plain system calls: bounded, retried on `EINTR`, and never
/// blocking on a FIFO or a device. The one read loop behind ``Sysroot/readText(_:)``, the
/// dotfile (``ConfigLoader/load(path:missingFileIsError:)``), the shell's look at
/// `/proc/self/smaps` and the fuzz harness's replay; ``TrafficCounters`` opens its kept
/// descriptors with ``openRegular(_:)``.
public enum WholeFile {
    /// Why a file was not read; the error as the failing call left it.
    public enum Failure: Error, Equatable, Sendable {
        /// open(2) failed (``SystemPackage/Errno/isMissingFile``: there is no such file).
        case cannotOpen(Errno)
        /// Not a regular file: a folder (`isFolder`), or a FIFO, socket or device, which is never read.
        case notRegular(isFolder: Bool)
        /// fstat(2) or read(2) failed.
        case cannotRead(Errno)
        /// Longer than the limit asked for.
        case tooLarge
    }

    /// Opens `path` read-only and close-on-exec, only when it is a regular file (procfs and sysfs
    /// files are). Non-blocking: opening a FIFO nobody writes to would otherwise block for good.
    /// The caller closes the descriptor.
    public static func openRegular(_ path: String) -> Result<Int32, Failure> {
        let fd = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard fd >= 0 else { return .failure(.cannotOpen(.last)) }
        var info = stat()
        if fstat(fd, &info) != 0 {
            let code = Errno.last
            close(fd)
            return .failure(.cannotRead(code))
        }
        guard info.st_mode & S_IFMT == S_IFREG else {
            close(fd)
            return .failure(.notRegular(isFolder: info.st_mode & S_IFMT == S_IFDIR))
        }
        return .success(fd)
    }

    /// The bytes of `fd` from where it stands to its end; ``Failure/tooLarge`` as soon as more
    /// than `limit` bytes came.
    public static func readToEnd(_ fd: Int32, limit: Int = .max) -> Result<[UInt8], Failure> {
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 4096)
        while true {
            let n = chunk.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress, $0.count) }
            if n < 0 {
                let code = Errno.last
                if code == .interrupted { continue }
                return .failure(.cannotRead(code))
            }
            if n == 0 { return .success(bytes) }
            bytes.append(contentsOf: chunk[0..<n])
            if bytes.count > limit { return .failure(.tooLarge) }
        }
    }

    /// The whole regular file at `path`, at most `limit` bytes (``openRegular(_:)``, then
    /// ``readToEnd(_:limit:)``).
    public static func read(_ path: String, limit: Int = .max) -> Result<[UInt8], Failure> {
        openRegular(path).flatMap { fd in
            defer { close(fd) }
            return readToEnd(fd, limit: limit)
        }
    }
}
