#if canImport(Glibc)
import Glibc
#endif
import SystemPackage

extension Errno {
    /// What the last failed system call of this thread set `errno` to.
    public static var last: Errno { Errno(rawValue: errno) }

    /// Whether this is "no such file": the file or a folder on the way is missing.
    public var isMissingFile: Bool { self == .noSuchFileOrDirectory || self == .notDirectory }
}
