#if canImport(Glibc)
import Glibc
#endif

/// Where the dotfile is looked for, after the XDG base directory specification: the user's
/// `$XDG_CONFIG_HOME/statuspanel/config.toml` first, then `statuspanel/config.toml` in each folder
/// of `$XDG_CONFIG_DIRS` in order (a system-wide default, e.g. a kiosk fleet's).
///
/// The first that exists is the whole configuration (over the built-in defaults); files are not
/// merged key by key. A user who starts from `statuspanel default-config` has every key in their
/// file anyway, and a key deleted from it should mean the documented default, not whatever the
/// system file says: one file to read, and every diagnostic points into it.
public struct DotfileSearch: Sendable, Equatable {
    /// The dotfile's path below a configuration folder.
    public static let relativePath = "statuspanel/config.toml"
    /// `XDG_CONFIG_DIRS` when it is unset or empty, as the specification says.
    public static let defaultSystemFolders = ["/etc/xdg"]

    /// The user's dotfile; nil when neither `XDG_CONFIG_HOME` nor `HOME` gives an absolute path.
    public var user: String?
    /// The system-wide dotfiles, most important first; none repeats `user`.
    public var system: [String]

    public init(user: String?, system: [String]) {
        self.user = user
        self.system = system
    }

    /// The places `environment` (`XDG_CONFIG_HOME`, `HOME`, `XDG_CONFIG_DIRS`) names. Relative
    /// paths are ignored, as the specification asks; `XDG_CONFIG_HOME` unset, empty or relative
    /// means `$HOME/.config`, and `XDG_CONFIG_DIRS` unset or empty means `/etc/xdg`.
    public init(environment: [String: String]) {
        var user: String?
        if let xdg = environment["XDG_CONFIG_HOME"], xdg.hasPrefix("/") {
            user = Self.withoutTrailingSlashes(xdg) + "/" + Self.relativePath
        } else if let home = environment["HOME"], home.hasPrefix("/") {
            user = Self.withoutTrailingSlashes(home) + "/.config/" + Self.relativePath
        }
        let list = environment["XDG_CONFIG_DIRS"] ?? ""
        let folders = list.isEmpty ? Self.defaultSystemFolders : list.split(separator: ":").map(String.init)
        var system: [String] = []
        for folder in folders where folder.hasPrefix("/") {
            let path = Self.withoutTrailingSlashes(folder) + "/" + Self.relativePath
            if path != user && !system.contains(path) { system.append(path) }
        }
        self.init(user: user, system: system)
    }

    /// The places this process's environment names.
    public static func fromProcessEnvironment() -> DotfileSearch {
        var environment: [String: String] = [:]
        for name in ["XDG_CONFIG_HOME", "HOME", "XDG_CONFIG_DIRS"] {
            if let value = getenv(name) { environment[name] = String(cString: value) }
        }
        return DotfileSearch(environment: environment)
    }

    /// Every place, most important first: what a watcher must watch to see the choice change.
    public var candidates: [String] { (user.map { [$0] } ?? []) + system }

    /// The dotfile in use: the first candidate for which `exists` is true.
    public func resolve(exists: (String) -> Bool) -> DotfileChoice {
        if let user, exists(user) { return .user(user) }
        if let path = system.first(where: exists) { return .system(path) }
        return .none
    }

    /// Whether anything is at `path` (stat(2), through symlinks): a dangling symlink is nothing,
    /// while a folder or FIFO there is the user's file, reported as unreadable when loaded.
    public static func exists(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0
    }

    /// `path` without its trailing slashes (`/` itself becomes empty, so a folder of `/` joins
    /// as `/name`); shared with the other XDG folder, ``FontMatchCache/path(environment:)``.
    static func withoutTrailingSlashes(_ path: String) -> String {
        var p = path
        while p.hasSuffix("/") { p.removeLast() }
        return p
    }
}

/// Which dotfile a ``DotfileSearch`` found.
public enum DotfileChoice: Sendable, Equatable {
    /// The user's own dotfile.
    case user(String)
    /// A system-wide one from `XDG_CONFIG_DIRS`.
    case system(String)
    /// None exists: the built-in defaults.
    case none

    /// The file to read; nil for the defaults.
    public var path: String? {
        switch self {
        case .user(let path), .system(let path): path
        case .none: nil
        }
    }

    /// The line the panel logs when the dotfile in use changes from `previous` to this one
    /// while it runs (a user's file created over a system-wide one, or deleted); nil when
    /// nothing changed.
    public func switchMessage(from previous: DotfileChoice) -> String? {
        guard self != previous else { return nil }
        switch (previous, self) {
        case (.none, .user(let path)), (.none, .system(let path)):
            return "now using the dotfile \(path)"
        case (.system(let old), .user(let path)):
            return "now using the dotfile \(path) (it takes precedence over \(old))"
        case (.user(let old), .system(let path)):
            return "\(old) is gone; now using the system-wide dotfile \(path)"
        case (.system(let old), .system(let path)):
            // Either the old one went or one earlier in XDG_CONFIG_DIRS appeared.
            return "now using the system-wide dotfile \(path) instead of \(old)"
        case (.user(let old), .none), (.system(let old), .none):
            return "\(old) is gone; using the built-in defaults"
        case (.user, .user), (.none, .none):
            return nil
        }
    }
}
