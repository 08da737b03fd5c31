/// The memory in use, from `proc/meminfo`: what is not available (`MemTotal` less
/// `MemAvailable`, the kernel's own estimate of what can be had without swapping), as `free`
/// and a phone count it; buffers and caches are not "used".
public struct MemoryProvider: Provider {
    /// Where `proc/meminfo` is read.
    public var sysroot: Sysroot

    /// Creates a memory provider.
    public init(sysroot: Sysroot) {
        self.sysroot = sysroot
    }

    /// The file, relative to the sysroot.
    public static let file = "proc/meminfo"

    /// The memory in use; `nil` when the file is missing or garbled.
    public func read() -> MemoryState? {
        sysroot.readText(Self.file).flatMap(Self.parse)
    }

    /// `MemTotal` and `MemAvailable` (kB) into bytes used and total; `nil` when either is
    /// missing or not a number, the total is zero, or more is available than there is.
    public static func parse(_ text: String) -> MemoryState? {
        var total: UInt64?, available: UInt64?
        for line in text.nonEmptyLines {
            let fields = line.spaceSeparatedFields
            guard fields.count >= 2 else { continue }
            if fields[0] == "MemTotal:" { total = UInt64(fields[1]) } else if fields[0] == "MemAvailable:" { available = UInt64(fields[1]) }
        }
        guard let total, let available, total > 0, available <= total, total < UInt64.max / 1024 else { return nil }
        let used = total - available
        return MemoryState(percent: Int((Double(used) * 100 / Double(total)).rounded()), used: used * 1024, total: total * 1024)
    }
}

/// The `memory` item's state.
public struct MemoryState: Sendable, Equatable {
    /// The share in use, 0...100.
    public var percent: Int
    /// Bytes in use (not available).
    public var used: UInt64
    /// Bytes of memory.
    public var total: UInt64

    /// A memory state.
    public init(percent: Int, used: UInt64, total: UInt64) {
        self.percent = percent
        self.used = used
        self.total = total
    }
}
