import SystemPackage
#if canImport(Glibc)
import Glibc
#endif

/// A file descriptor the panel opened, closed exactly once: when its one owner goes.
///
/// Every descriptor the shell keeps (the loop's epoll set, the signalfd, the timerfd, the netlink
/// sockets, inotify, `/dev/rfkill`, a sysfs attribute) is one of these. It cannot be copied, so
/// no second owner can close it again or read it after it was closed; system calls take its
/// ``descriptor`` (swift-system's `FileDescriptor`) or ``rawValue``.
struct OwnedDescriptor: ~Copyable {
    /// The descriptor, as swift-system's calls take it.
    let descriptor: FileDescriptor

    /// The descriptor's number, as the C calls take it.
    var rawValue: CInt { descriptor.rawValue }

    /// Takes what a system call that makes a descriptor returned (`socket`, `inotify_init1`,
    /// `timerfd_create`…); throws the call's `errno` when that is negative.
    init(_ returned: CInt) throws(Errno) {
        guard returned >= 0 else { throw Errno.last }
        descriptor = FileDescriptor(rawValue: returned)
    }

    /// Opens `path` read-only, close-on-exec, with `options` besides.
    init(opening path: String, options: FileDescriptor.OpenOptions = []) throws(Errno) {
        do {
            descriptor = try FileDescriptor.open(FilePath(path), .readOnly, options: options.union(.closeOnExec))
        } catch let error as Errno {
            throw error
        } catch {
            throw Errno.ioError
        }
    }

    deinit { try? descriptor.close() }
}

extension Optional where Wrapped == OwnedDescriptor {
    /// The descriptor's number, or -1 for none (which the loop's ``EventSources`` leaves out).
    var rawValue: CInt {
        switch self {
        case .some(let descriptor): descriptor.rawValue
        case .none: -1
        }
    }
}
