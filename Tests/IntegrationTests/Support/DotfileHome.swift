import Foundation

/// A private `XDG_CONFIG_HOME` for one test, with the panel's dotfile in it; removed on deinit.
final class DotfileHome {
    let root = NSTemporaryDirectory() + "statuspanel-xdg-\(UUID().uuidString)"
    var folder: String { root + "/statuspanel" }
    var file: String { folder + "/config.toml" }

    /// With `dotfile`, writes it; without, makes the dotfile's folder only when `createFolder`.
    init(_ dotfile: String? = nil, createFolder: Bool = true) throws {
        try FileManager.default.createDirectory(atPath: createFolder || dotfile != nil ? folder : root, withIntermediateDirectories: true)
        if let dotfile { try write(dotfile) }
    }

    deinit { try? FileManager.default.removeItem(atPath: root) }

    /// The environment that makes the panel read this dotfile, and no system-wide one (a
    /// package test on the same machine may install /etc/xdg/statuspanel/config.toml for a while).
    var environment: [String: String] { ["XDG_CONFIG_HOME": root, "XDG_CONFIG_DIRS": root + "-no-system-config"] }

    func write(_ text: String) throws {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try text.write(toFile: file, atomically: false, encoding: .utf8)
    }

    /// Saves as editors do: a new file renamed over the old one.
    func writeByRename(_ text: String) throws {
        let temporary = folder + "/.config.toml.swp"
        try text.write(toFile: temporary, atomically: false, encoding: .utf8)
        guard rename(temporary, file) == 0 else { throw CocoaError(.fileWriteUnknown) }
    }
}
