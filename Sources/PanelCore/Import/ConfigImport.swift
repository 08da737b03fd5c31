/// `statuspanel import`: another bar's config into a dotfile that `check-config` accepts. Pure:
/// it reads the text it is given and runs nothing (the shell reads the file, bounded).
public enum ConfigImport {
    /// The bars whose configs are read.
    public enum Format: String, Sendable, CaseIterable {
        case polybar, i3blocks, waybar, i3status
    }

    /// The format of `text`, recognised by its content: JSON(C) with module lists is waybar's,
    /// `[bar/...]`/`[module/...]` sections polybar's, `order +=` or `general {` i3status's,
    /// `[block]`s of i3blocks keys i3blocks'. `nil` when it is none of them.
    public static func recognise(_ text: String) -> Format? {
        if WaybarImport.recognises(text) { return .waybar }
        if PolybarImport.recognises(text) { return .polybar }
        if I3statusImport.recognises(text) { return .i3status }
        if I3blocksImport.recognises(text) { return .i3blocks }
        return nil
    }

    /// The plan for `text`, read from `path` (absolute: an i3status item runs i3status with it).
    public static func plan(_ text: String, format: Format, path: String) -> ImportPlan {
        switch format {
        case .polybar: PolybarImport.plan(text, path: path)
        case .i3blocks: I3blocksImport.plan(text, path: path)
        case .waybar: WaybarImport.plan(text, path: path)
        case .i3status: I3statusImport.plan(text, path: path)
        }
    }

    /// The dotfile for `text` read from `path`, or why there is none.
    public static func dotfile(_ text: String, path: String) -> Result<(format: Format, text: String), ImportFailure> {
        guard let format = recognise(text) else { return .failure(.unrecognised(path)) }
        let dotfile = plan(text, format: format, path: path).render()
        // The promise is that check-config accepts it: held here too, whatever the input.
        let check = ConfigLoader.load(text: dotfile, file: "(import)")
        guard check.isValid else { return .failure(.invalid(check.diagnostics.map(\.description))) }
        return .success((format, dotfile))
    }

    /// Where each bar keeps its config, the user's first, then the system-wide ones, as each
    /// program searches (XDG base directories; `environment` as ``DotfileSearch`` reads it).
    public static func defaultPaths(environment: [String: String]) -> [String] {
        var configHome: String?
        if let xdg = environment["XDG_CONFIG_HOME"], xdg.hasPrefix("/") {
            configHome = xdg
        } else if let home = environment["HOME"], home.hasPrefix("/") {
            configHome = home + "/.config"
        }
        let home = environment["HOME"].flatMap { $0.hasPrefix("/") ? $0 : nil }
        let dirs = (environment["XDG_CONFIG_DIRS"].flatMap { $0.isEmpty ? nil : $0 } ?? "/etc/xdg").split(separator: ":")
            .map(String.init).filter { $0.hasPrefix("/") }
        var paths: [String] = []
        if let c = configHome {
            paths += [c + "/polybar/config.ini", c + "/polybar/config", c + "/waybar/config.jsonc", c + "/waybar/config",
                      c + "/i3blocks/config", c + "/i3status/config"]
        }
        if let h = home { paths += [h + "/.config/polybar/config.ini", h + "/.i3blocks.conf", h + "/.i3status.conf"] }
        for d in dirs {
            paths += [d + "/polybar/config.ini", d + "/waybar/config.jsonc", d + "/waybar/config", d + "/i3blocks/config",
                      d + "/i3status/config"]
        }
        paths += ["/etc/polybar/config.ini", "/etc/i3blocks.conf", "/etc/i3status.conf"]
        var seen = Set<String>()
        return paths.filter { seen.insert($0).inserted }
    }
}

/// Why a config could not be imported.
public enum ImportFailure: Error, Sendable, Equatable {
    /// Not polybar's, i3blocks', waybar's or i3status's.
    case unrecognised(String)
    /// The dotfile made does not check (a bug): its problems.
    case invalid([String])

    /// One line for a person.
    public var message: String {
        switch self {
        case .unrecognised(let path):
            "\(path): not a polybar, i3blocks, waybar or i3status config (recognised by content: [bar/NAME] sections, "
                + "[block] sections with command=, JSON with modules-left/-center/-right, or order += lines)"
        case .invalid(let problems):
            "the imported dotfile does not check, which is a bug in statuspanel import: " + problems.joined(separator: "; ")
        }
    }
}
