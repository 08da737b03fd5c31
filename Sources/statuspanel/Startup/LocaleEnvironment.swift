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
    /// glibc touches every category's header in its locale archive (bench/performance.md says
    /// how much, with the kernel's fault-around); ``StartupPages`` gives those clean pages back with the rest of
    /// start-up's, and strftime reads back the few it uses.
    static func applyTimeLocale() {
        if setlocale(LC_TIME, "") == nil { setlocale(LC_TIME, "C") }
    }
}
