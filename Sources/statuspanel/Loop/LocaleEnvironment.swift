#if canImport(Glibc)
import Glibc
#endif

/// The locale variables of the panel's environment, read once.
enum LocaleEnvironment {
    /// LC_ALL, LC_MESSAGES, LC_TIME and LANG, those that are set.
    static let variables: [String: String] = {
        var found: [String: String] = [:]
        for name in ["LC_ALL", "LC_MESSAGES", "LC_TIME", "LANG"] {
            if let value = getenv(name) { found[name] = String(cString: value) }
        }
        return found
    }()
}
