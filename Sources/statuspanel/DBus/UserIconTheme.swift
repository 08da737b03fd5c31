import PanelCore
#if canImport(Glibc)
import Glibc
#endif

/// The user's icon theme, where the StatusNotifierItem tray finds icons by name: the user's data
/// folders to look in, and the theme's name (from XSETTINGS when a settings daemon runs, else
/// GTK's settings), read once, on the first icon looked up.
struct UserIconTheme {
    /// Where icon names are looked up: the user's data folders on the real machine.
    let lookup: IconThemeLookup = {
        let env = { (name: String) in getenv(name).map { String(cString: $0) } }
        return IconThemeLookup(sysroot: Sysroot("/"), baseFolders: IconThemeLookup.baseFolders(
            home: env("HOME") ?? "/root", dataHome: env("XDG_DATA_HOME"), dataDirs: env("XDG_DATA_DIRS")))
    }()
    /// The theme XSETTINGS names, set by the shell when a settings daemon runs.
    var xsettingsName: String?
    /// The theme's name (XSETTINGS, else GTK's settings); nil: hicolor.
    private lazy var name: String? = xsettingsName ?? {
        let env = { (name: String) in getenv(name).map { String(cString: $0) } }
        let configHome = env("XDG_CONFIG_HOME").flatMap { $0.isEmpty ? nil : $0 } ?? (env("HOME") ?? "/root") + "/.config"
        return lookup.gtkThemeName(configHome: configHome)
    }()

    /// The path of the icon called `name` at `size` pixels in the theme (or in the app's own
    /// `appFolder`); nil when there is none.
    mutating func path(of name: String, size: Int, appFolder: String? = nil) -> String? {
        guard !name.isEmpty, let file = lookup.find(name, size: size, theme: self.name, appFolder: appFolder) else { return nil }
        return lookup.sysroot.path(file)
    }
}
