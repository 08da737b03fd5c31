/// The `brightness` item's level: the screen's backlight, `sys/class/backlight/NAME`, as
/// `brightness` over `max_brightness`.
///
/// A machine may list several interfaces to one panel (the firmware's `acpi_video0` beside the
/// GPU's `intel_backlight`); as systemd-backlight and the kernel's documentation advise, the
/// first of `firmware`, then `platform`, then `raw` (each interface's `type`) is the one read,
/// and of one type the first by name. `brightness` is the level last set (by logind, a tool, or
/// the firmware on a hotkey); the kernel sends a `backlight` uevent on every change, so the
/// panel never polls it.
public struct BacklightProvider: Provider {
    /// Where the interfaces are read.
    public var sysroot: Sysroot

    /// Creates a backlight provider.
    public init(sysroot: Sysroot) {
        self.sysroot = sysroot
    }

    /// The folder of the backlight interfaces.
    public static let folder = "sys/class/backlight"

    /// One interface's level.
    public struct Level: Sendable, Equatable {
        /// Its name in ``BacklightProvider/folder`` (`intel_backlight`), which logind's
        /// `SetBrightness` takes.
        public var name: String
        /// Its raw level, 0...`maximum`.
        public var raw: Int
        /// Its highest level.
        public var maximum: Int

        /// Creates a level.
        public init(name: String, raw: Int, maximum: Int) {
            self.name = name
            self.raw = raw
            self.maximum = maximum
        }

        /// The level in percent of the maximum, rounded.
        public var percent: Int { Int((Double(raw) * 100 / Double(maximum)).rounded()) }
    }

    /// The level of the interface read (``preferred(_:)``); `nil` without a readable one.
    public func read() -> Level? {
        guard let names = sysroot.list(Self.folder) else { return nil }
        let interfaces = names.sorted().compactMap { name -> (String, String?)? in
            let base = Self.folder + "/" + name
            guard sysroot.readText(base + "/max_brightness") != nil else { return nil }
            return (name, sysroot.readText(base + "/type")?.trimmingWhitespace())
        }
        for name in Self.preferred(interfaces) {
            let base = Self.folder + "/" + name
            if let level = Self.level(name: name, brightness: sysroot.readText(base + "/brightness"),
                                      maximum: sysroot.readText(base + "/max_brightness")) {
                return level
            }
        }
        return nil
    }

    /// The interfaces' names in the order they are tried: `firmware`, `platform`, `raw`, then
    /// those of no known type, each by name.
    public static func preferred(_ interfaces: [(name: String, type: String?)]) -> [String] {
        let rank = ["firmware": 0, "platform": 1, "raw": 2]
        return interfaces.enumerated()
            .sorted { (rank[$0.element.type ?? ""] ?? 3, $0.offset) < (rank[$1.element.type ?? ""] ?? 3, $1.offset) }
            .map(\.element.name)
    }

    /// A level from the two files' text: whole numbers, a maximum above 0, the level clamped
    /// into 0...maximum; `nil` for anything else.
    public static func level(name: String, brightness: String?, maximum: String?) -> Level? {
        guard let b = brightness.flatMap({ Int($0.trimmingWhitespace()) }), let m = maximum.flatMap({ Int($0.trimmingWhitespace()) }),
              m > 0, b >= 0 else { return nil }
        return Level(name: name, raw: min(b, m), maximum: m)
    }
}
