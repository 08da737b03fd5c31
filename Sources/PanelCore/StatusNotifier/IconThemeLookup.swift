/// Finds an icon's file by name, as the freedesktop Icon Theme Specification says: in the
/// user's theme, the themes it inherits, then `hicolor`, then unthemed; an app's own folder
/// (`IconThemePath`) first. Every read goes through a ``Sysroot``, so fixture trees test it.
public struct IconThemeLookup: Sendable {
    public let sysroot: Sysroot
    /// The folders themes live in, in order (`~/.local/share/icons`, `~/.icons`, each
    /// `$XDG_DATA_DIRS/icons`), relative to the sysroot; then `/usr/share/pixmaps` for unthemed icons.
    public let baseFolders: [String]
    /// The extensions taken, in order of preference.
    public static let extensions = ["png", "svg"]
    /// The most themes followed through `Inherits` (a cycle stops at the first repeat).
    public static let maxThemes = 16

    public init(sysroot: Sysroot, baseFolders: [String]) {
        self.sysroot = sysroot
        self.baseFolders = baseFolders
    }

    /// The base folders for a user whose home is `home` and whose `XDG_DATA_HOME` and
    /// `XDG_DATA_DIRS` are as given (empty or nil: the specification's defaults).
    public static func baseFolders(home: String, dataHome: String?, dataDirs: String?) -> [String] {
        let dataHome = dataHome.flatMap { $0.isEmpty ? nil : $0 } ?? home + "/.local/share"
        let dirs = (dataDirs.flatMap { $0.isEmpty ? nil : $0 } ?? "/usr/local/share:/usr/share").split(separator: ":").map(String.init)
        return [dataHome + "/icons", home + "/.icons"] + dirs.map { $0 + "/icons" } + ["/usr/share/pixmaps"]
    }

    /// The user's icon theme from GTK 3's `settings.ini` (`gtk-icon-theme-name`) under
    /// `configHome`; nil when it names none.
    public func gtkThemeName(configHome: String) -> String? {
        guard let text = sysroot.readText(configHome + "/gtk-3.0/settings.ini") else { return nil }
        for line in text.split(separator: "\n") {
            let parts = line.split(separator: "=", maxSplits: 1)
            if parts.count == 2, parts[0].trimmingWhitespace() == "gtk-icon-theme-name" {
                let name = parts[1].trimmingWhitespace().trimmingQuotes()
                return name.isEmpty ? nil : name
            }
        }
        return nil
    }

    /// The file of the icon `name` for `size` pixels at `scale`, in `theme` (and what it
    /// inherits, then `hicolor`), with `appFolder` searched first; nil when there is none. A
    /// name with a `/` counts only as an absolute path to a `.png` or `.svg` file.
    public func find(_ name: String, size: Int, scale: Int = 1, theme: String?, appFolder: String? = nil) -> String? {
        guard !name.isEmpty, name.utf8.count <= 255 else { return nil }
        if name.contains("/") {
            return name.hasPrefix("/") && !name.contains("/../") && IconFile.hasIconExtension(name) && sysroot.readBytesHeader(name) ? name : nil
        }
        let appBases = appFolder.flatMap { $0.hasPrefix("/") ? [$0] : nil } ?? []
        // An app's folder holds icons directly or as a theme tree (libappindicator's both).
        for folder in appBases {
            for ext in Self.extensions where sysroot.exists(folder + "/" + name + "." + ext) { return folder + "/" + name + "." + ext }
        }
        var visited: Set<String> = []
        var queue = [theme ?? "hicolor"]
        var chain: [String] = []
        while let next = queue.first, chain.count < Self.maxThemes {
            queue.removeFirst()
            guard !next.contains("/"), !next.isEmpty, visited.insert(next).inserted else { continue }
            chain.append(next)
            if let index = indexTheme(next, bases: appBases + baseFolders) { queue.insert(contentsOf: index.inherits, at: 0) }
        }
        if !chain.contains("hicolor") { chain.append("hicolor") }
        for themeName in chain {
            guard let index = indexTheme(themeName, bases: appBases + baseFolders) else { continue }
            if let file = lookup(name, size: size, scale: scale, theme: themeName, index: index, bases: appBases + baseFolders) { return file }
        }
        for folder in appBases + baseFolders {
            for ext in Self.extensions where sysroot.exists(folder + "/" + name + "." + ext) { return folder + "/" + name + "." + ext }
        }
        return nil
    }

    private func indexTheme(_ theme: String, bases: [String]) -> IconTheme? {
        for base in bases {
            if let text = sysroot.readText(base + "/" + theme + "/index.theme") { return IconTheme(indexTheme: text) }
        }
        return nil
    }

    /// The specification's LookupIcon: a folder matching the size exactly, else the nearest.
    private func lookup(_ name: String, size: Int, scale: Int, theme: String, index: IconTheme, bases: [String]) -> String? {
        for folder in index.folders where folder.matches(size, scale: scale) {
            if let file = file(name, in: folder, theme: theme, bases: bases) { return file }
        }
        var best: (distance: Int, file: String)?
        for folder in index.folders {
            let distance = folder.distance(to: size, scale: scale)
            guard distance < (best?.distance ?? .max), let file = file(name, in: folder, theme: theme, bases: bases) else { continue }
            best = (distance, file)
        }
        return best?.file
    }

    private func file(_ name: String, in folder: IconTheme.Folder, theme: String, bases: [String]) -> String? {
        for base in bases {
            for ext in Self.extensions {
                let path = base + "/" + theme + "/" + folder.path + "/" + name + "." + ext
                if sysroot.exists(path) { return path }
            }
        }
        return nil
    }
}

extension Sysroot {
    /// Whether a regular file can be read at `relative`.
    fileprivate func readBytesHeader(_ relative: String) -> Bool { exists(relative) }
}

extension String {
    fileprivate func trimmingQuotes() -> String {
        guard count >= 2, (hasPrefix("\"") && hasSuffix("\"")) || (hasPrefix("'") && hasSuffix("'")) else { return self }
        return String(dropFirst().dropLast())
    }
}
