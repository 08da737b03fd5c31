/// The `carrier` item: the configured label, else the host name from
/// `proc/sys/kernel/hostname`; `nil` when there is neither.
public struct CarrierProvider: Provider {
    /// Where the host name is read.
    public var sysroot: Sysroot
    /// `carrier.label` from the dotfile; `nil` (or blank) means the host name.
    public var label: String?

    /// Creates a carrier provider.
    public init(sysroot: Sysroot, label: String? = nil) {
        self.sysroot = sysroot
        self.label = label
    }

    /// The label, else the host name; `nil` when neither is known.
    public func read() -> String? {
        if let label = Self.configuredLabel(label) { return label }
        return sysroot.readText("proc/sys/kernel/hostname").flatMap(Self.parseHostname)
    }

    /// The configured label trimmed; `nil` when absent or blank, so the host name shows.
    public static func configuredLabel(_ label: String?) -> String? {
        guard let trimmed = label?.trimmingWhitespace(), !trimmed.isEmpty else { return nil }
        return trimmed
    }

    /// The host name in the text of `proc/sys/kernel/hostname`: the first line, trimmed.
    /// `nil` when empty, longer than the kernel's 64 bytes, or holding control characters.
    public static func parseHostname(_ text: String) -> String? {
        let firstLine = text.split(maxSplits: 1, omittingEmptySubsequences: false, whereSeparator: \.isNewline).first ?? ""
        let name = firstLine.trimmingWhitespace()
        guard !name.isEmpty, name.utf8.count <= 64 else { return nil }
        guard !name.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F }) else { return nil }
        return name
    }
}
