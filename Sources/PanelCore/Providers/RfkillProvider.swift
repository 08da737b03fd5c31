/// The radios the kernel can switch off (`sys/class/rfkill/rfkill*`), and airplane mode.
///
/// Each `rfkillN` folder has `type` (`wlan`, `bluetooth`, `wwan`, `nfc`, ...), `soft` and
/// `hard` (`0` or `1`). A radio is blocked when either block is on. The machine is in airplane
/// mode when it has radios and every one is blocked; a radio whose state cannot be read is not
/// known to be blocked, so it keeps airplane mode off.
///
/// The running panel learns of changes from `/dev/rfkill` (``RfkillEvent``) and re-reads these
/// files; under a fixture sysroot the files are the only source.
public struct RfkillProvider: Provider {
    /// Where the radios are read.
    public var sysroot: Sysroot

    /// Creates an rfkill provider.
    public init(sysroot: Sysroot) {
        self.sysroot = sysroot
    }

    /// The folder of the radios.
    public static let classFolder = "sys/class/rfkill"
    /// The character device that reports rfkill changes (not under the sysroot).
    public static let devicePath = "/dev/rfkill"

    /// One radio.
    public struct Radio: Sendable, Equatable {
        /// The rfkill entry, e.g. `rfkill0`.
        public var name: String
        /// `wlan`, `bluetooth`, ...; `nil` when unreadable or garbled.
        public var type: String?
        /// Whether a soft or hard block is on; `nil` when unknown.
        public var blocked: Bool?

        /// Creates a radio.
        public init(name: String, type: String?, blocked: Bool?) {
            self.name = name
            self.type = type
            self.blocked = blocked
        }
    }

    /// The radios, by entry name; empty when the machine has none (or no `sys/class/rfkill`).
    /// An entry that vanished while being read is skipped.
    public func read() -> [Radio] {
        guard let names = sysroot.list(Self.classFolder) else { return [] }
        return names.filter(Self.isEntryName).compactMap { name in
            readRadio(folder: Self.classFolder + "/" + name, name: name)
        }
    }

    /// The radio whose files are in `folder`; `nil` when the folder is gone.
    public func readRadio(folder: String, name: String) -> Radio? {
        let type = sysroot.readText(folder + "/type")
        let soft = sysroot.readText(folder + "/soft")
        let hard = sysroot.readText(folder + "/hard")
        if type == nil && soft == nil && hard == nil && !sysroot.exists(folder) { return nil }
        return Radio(name: name, type: type.flatMap(Self.parseType),
                     blocked: Self.blocked(soft: soft.flatMap(Self.parseBlock), hard: hard.flatMap(Self.parseBlock)))
    }

    /// Whether the machine has radios and every one is blocked.
    public static func airplane(_ radios: [Radio]) -> Bool {
        !radios.isEmpty && radios.allSatisfy { $0.blocked == true }
    }

    /// `rfkill` followed by digits.
    public static func isEntryName(_ name: String) -> Bool {
        name.hasPrefix("rfkill") && name.count > 6 && name.dropFirst(6).allSatisfy { $0.isASCII && $0.isNumber }
    }

    /// A `type` attribute: one lowercase word (letters, digits, `-`, `_`); `nil` otherwise.
    public static func parseType(_ text: String) -> String? {
        let word = text.trimmingWhitespace()
        guard !word.isEmpty, word.count <= 32,
              word.unicodeScalars.allSatisfy({ ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "-" || $0 == "_" })
        else { return nil }
        return word
    }

    /// A `soft` or `hard` attribute: `0` or `1`; `nil` otherwise.
    public static func parseBlock(_ text: String) -> Bool? {
        switch text.trimmingWhitespace() {
        case "0": return false
        case "1": return true
        default: return nil
        }
    }

    /// Either block on blocks the radio; both known off unblocks it; otherwise unknown.
    public static func blocked(soft: Bool?, hard: Bool?) -> Bool? {
        if soft == true || hard == true { return true }
        if soft == false && hard == false { return false }
        return nil
    }
}
