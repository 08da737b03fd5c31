import PanelCore
#if canImport(Glibc)
import Glibc
#endif

/// The user's locale, as far as the panel follows it: LC_TIME for the clock, and the locale
/// variables that decide the strip's direction.
enum LocaleEnvironment {
    /// LC_ALL, LC_MESSAGES, LC_TIME and LANG, those that are set.
    static let variables: [String: String] = {
        var found: [String: String] = [:]
        for name in ["LC_ALL", "LC_MESSAGES", "LC_TIME", "LANG"] {
            if let value = getenv(name) { found[name] = String(cString: value) }
        }
        return found
    }()

    /// The strip's direction for `setting`; `auto` is decided once, from the environment.
    static func direction(_ setting: DirectionSetting) -> LayoutDirection {
        setting == .auto ? autoDirection : LayoutDirection.resolve(setting, environment: [:])
    }

    private static let autoDirection = LayoutDirection.resolve(.auto, environment: variables)

    /// Sets LC_TIME from the environment (LC_ALL, LC_TIME, LANG); C when that locale is not
    /// installed, silently. Nothing else follows the locale: LC_NUMERIC stays C, so numbers parse
    /// as always, and LC_CTYPE too (Swift's strings, FriBidi and fontconfig do not classify with it).
    ///
    /// glibc reads the locale from its archive, touching every category's header: with the
    /// kernel's fault-around that leaves about 0.7 MB of the archive resident for a locale whose
    /// time names fill a page. Those clean pages are let go; strftime reads back the few it uses.
    static func applyTimeLocale() {
        guard setlocale(LC_TIME, "") != nil else {
            setlocale(LC_TIME, "C")
            return
        }
        releaseArchivePages()
    }

    private static func releaseArchivePages() {
        let fd = open("/proc/self/maps", O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { return }
        defer { close(fd) }
        var text: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 16384)
        while true {
            let n = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            if n <= 0 { break }
            text += chunk[..<n]
        }
        for line in text.split(separator: UInt8(ascii: "\n")) where line.reversed().starts(with: "evihcra-elacol/".utf8) {
            let range = line.prefix { $0 != UInt8(ascii: " ") }.split(separator: UInt8(ascii: "-"))
            guard range.count == 2, let start = UInt(String(decoding: range[0], as: UTF8.self), radix: 16),
                  let end = UInt(String(decoding: range[1], as: UTF8.self), radix: 16), end > start,
                  let address = UnsafeMutableRawPointer(bitPattern: start) else { continue }
            // A read-only private mapping of the file: its pages come back from the page cache.
            madvise(address, Int(end - start), MADV_DONTNEED)
        }
    }
}
