/// The `privacy` item's camera: whether a `/dev/video*` node is held open, and by whom.
///
/// The kernel keeps no "in use" flag for a V4L2 device, so the processes are asked: a process
/// holds a camera while one of its `proc/PID/fd/*` links names `/dev/videoN` (compared with
/// the names of the nodes in the sysroot's `dev`, written as on the machine: `/dev/videoN`).
/// Only the user's own processes' descriptors can be read, and those are the desktop's apps;
/// a camera held by another user's process is not seen.
public struct CameraProvider: Provider {
    /// Where the nodes and the processes are read.
    public var sysroot: Sysroot

    /// Creates a camera provider.
    public init(sysroot: Sysroot) {
        self.sysroot = sysroot
    }

    /// The folder of the camera nodes.
    public static let nodeFolder = "dev"

    /// Held or not, with the holders' names; `nil` when the machine has no camera node.
    public func read() -> DeviceUse? {
        guard let nodes = nodes(), !nodes.isEmpty else { return nil }
        let targets = Set(nodes.map { "/dev/" + $0 })
        let holders = holders(of: targets)
        return DeviceUse(inUse: !holders.isEmpty, users: ProcessNames(sysroot: sysroot).names(of: holders))
    }

    /// The names of the camera nodes (`video0`, ...); `nil` when `dev` cannot be listed.
    public func nodes() -> [String]? {
        sysroot.list(Self.nodeFolder)?.filter(Self.isCameraNode)
    }

    /// The processes with a descriptor whose link is one of `targets`, by PID, ascending.
    /// Processes whose descriptors cannot be listed (another user's) are skipped.
    public func holders(of targets: Set<String>) -> [Int] {
        guard let entries = sysroot.list("proc") else { return [] }
        var pids: [Int] = []
        for entry in entries {
            guard let pid = Self.pid(entry) else { continue }
            let folder = "proc/" + entry + "/fd"
            guard let fds = sysroot.list(folder) else { continue }
            if fds.contains(where: { fd in sysroot.readLink(folder + "/" + fd).map(targets.contains) ?? false }) {
                pids.append(pid)
            }
        }
        return pids.sorted()
    }

    /// `video` followed by digits.
    public static func isCameraNode(_ name: String) -> Bool {
        MicrophoneProvider.isNumbered(name, prefix: "video")
    }

    /// A `proc` entry that is a process: its PID; `nil` for anything else.
    static func pid(_ entry: String) -> Int? {
        guard !entry.isEmpty, entry.count <= 10, entry.allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
        return Int(entry).flatMap { $0 > 0 ? $0 : nil }
    }
}

/// Names processes by PID, for `status`.
public protocol ProcessNaming: Sendable {
    /// The names of `pids`, sorted, each once; PIDs that cannot be named are left out.
    func names(of pids: [Int]) -> [String]
}

/// Process names from `proc/PID/comm` under a sysroot.
public struct ProcessNames: ProcessNaming {
    /// Where `proc` is read.
    public var sysroot: Sysroot

    /// Creates a namer.
    public init(sysroot: Sysroot) {
        self.sysroot = sysroot
    }

    public func names(of pids: [Int]) -> [String] {
        Array(Set(pids.compactMap { sysroot.readText("proc/\($0)/comm").flatMap(Self.parseComm) })).sorted()
    }

    /// A `comm` file: one line of at most 64 printable characters (the kernel's limit is 15);
    /// `nil` otherwise.
    public static func parseComm(_ text: String) -> String? {
        let name = text.trimmingWhitespace()
        guard !name.isEmpty, name.count <= 64, !name.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F })
        else { return nil }
        return name
    }
}
