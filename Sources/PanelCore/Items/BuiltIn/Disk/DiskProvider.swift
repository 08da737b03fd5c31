#if canImport(Glibc)
import Glibc
#endif

/// How full the configured mount points are: `statvfs(3)` of each one that
/// `proc/self/mountinfo` says is mounted, read again on every reading, so a disk mounted or
/// unmounted later is followed.
///
/// A network file system (NFS, SMB, sshfs...) is never asked: `statvfs` on a server that went
/// away waits, and the panel's loop must not. Its share is unknown.
public struct DiskProvider: Provider {
    /// Where `proc/self/mountinfo` is read and the mount points are asked.
    public var sysroot: Sysroot
    /// The mount points to report, in order (`disk.mounts`).
    public var mounts: [String]

    /// Creates a disk provider for `mounts`.
    public init(sysroot: Sysroot, mounts: [String]) {
        self.sysroot = sysroot
        self.mounts = mounts
    }

    /// The mount table, relative to the sysroot.
    public static let file = "proc/self/mountinfo"

    /// Each configured mount point with its share used; `nil` when the mount table cannot be read.
    public func read() -> [DiskUsage]? {
        guard let text = sysroot.readText(Self.file) else { return nil }
        let table = Self.parseMountInfo(text)
        return mounts.map { mount in
            guard let type = table[mount], !Self.networkTypes.contains(type) else { return DiskUsage(mount: mount, percent: nil) }
            return DiskUsage(mount: mount, percent: Self.statvfsPercent(sysroot.path(mount)))
        }
    }

    /// File system types whose `statvfs` asks a server.
    public static let networkTypes: Set<String> = [
        "nfs", "nfs4", "cifs", "smb3", "smbfs", "ncpfs", "afs", "ceph", "glusterfs", "9p", "fuse.sshfs", "fuse.rclone",
        "fuse.s3fs", "davfs", "fuse.davfs2", "lustre", "gfs2", "ocfs2",
    ]

    /// The mount points of `proc/self/mountinfo` with their file system types (the later mount
    /// over the same point wins, as it hides the earlier). Lines that do not parse are skipped.
    public static func parseMountInfo(_ text: String) -> [String: String] {
        var table: [String: String] = [:]
        for line in text.nonEmptyLines {
            let fields = line.spaceSeparatedFields
            guard fields.count >= 7, let dash = fields.firstIndex(of: "-"), dash >= 6, dash + 1 < fields.count else { continue }
            table[unescape(fields[4])] = String(fields[dash + 1])
        }
        return table
    }

    /// A mountinfo path with its octal escapes (`\040` a space, `\011` a tab, `\012`, `\134`) undone.
    static func unescape(_ field: Substring) -> String {
        guard field.contains("\\") else { return String(field) }
        var bytes: [UInt8] = []
        let source = Array(field.utf8)
        var i = 0
        while i < source.count {
            let octal = i + 3 < source.count ? source[(i + 1)...(i + 3)] : []
            if source[i] == 0x5C, octal.count == 3, octal.allSatisfy({ (0x30...0x37).contains($0) }),
               let value = UInt8(String(decoding: octal, as: UTF8.self), radix: 8) {
                bytes.append(value)
                i += 4
            } else {
                bytes.append(source[i])
                i += 1
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The share used of the file system at `path`, as `df` rounds it; `nil` when `statvfs` fails.
    static func statvfsPercent(_ path: String) -> Int? {
        var info = statvfs()
        guard statvfs(path, &info) == 0 else { return nil }
        return percent(blocks: UInt64(info.f_blocks), free: UInt64(info.f_bfree), available: UInt64(info.f_bavail))
    }

    /// `df`'s use%: the blocks used over those used and available to users (the root reserve
    /// left out), rounded up; `nil` for a file system with no blocks (`proc`, say) or counts
    /// that contradict each other.
    public static func percent(blocks: UInt64, free: UInt64, available: UInt64) -> Int? {
        guard blocks > 0, free <= blocks, available <= free else { return nil }
        let used = blocks - free
        let base = used + available
        guard base > 0 else { return nil }
        return Int((Double(used) * 100 / Double(base)).rounded(.up))
    }
}

/// One mount point of the `disk` item.
public struct DiskUsage: Sendable, Equatable {
    /// The mount point as configured, e.g. `/` or `/home`.
    public var mount: String
    /// The share used, 0...100; `nil` when it is not mounted, is a network file system or
    /// cannot be asked.
    public var percent: Int?

    /// A mount point's use.
    public init(mount: String, percent: Int?) {
        self.mount = mount
        self.percent = percent
    }
}
