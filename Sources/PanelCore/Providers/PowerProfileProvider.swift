/// The platform's power profile (`sys/firmware/acpi/platform_profile`): `low-power` is a
/// phone's low-power mode, and the battery is drawn in its colour.
///
/// The kernel calls sysfs_notify on the file when the profile changes, so the running panel
/// waits on it (POLLPRI) instead of polling.
public struct PowerProfileProvider: Provider {
    /// Where the profile is read.
    public var sysroot: Sysroot

    /// Creates a power profile provider.
    public init(sysroot: Sysroot) {
        self.sysroot = sysroot
    }

    /// The file, relative to the sysroot.
    public static let file = "sys/firmware/acpi/platform_profile"
    /// The profile that means low-power mode.
    public static let lowPower = "low-power"

    /// The profile's name (`low-power`, `balanced`, `performance`, ...); `nil` when the file
    /// is missing or garbled.
    public func read() -> String? {
        sysroot.readText(Self.file).flatMap(Self.parse)
    }

    /// One profile name: lowercase letters, digits and `-`, at most 64 of them; `nil` otherwise.
    public static func parse(_ text: String) -> String? {
        let name = text.trimmingWhitespace()
        guard !name.isEmpty, name.count <= 64,
              name.unicodeScalars.allSatisfy({ ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "-" })
        else { return nil }
        return name
    }
}
