import ArgumentParser
import PanelCore
import SystemPackage
#if canImport(Glibc)
import Glibc
#endif

/// `statuspanel import [FILE] [--write] [--force]`: another bar's config as a dotfile. PanelCore's
/// ``ConfigImport`` decides everything; this reads the file (bounded) and writes the result.
struct ImportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Turn a polybar, i3blocks, waybar or i3status config into a statuspanel dotfile.",
        discussion: """
            The format is recognised by content. Without FILE the first config found is read: \
            $XDG_CONFIG_HOME/polybar/config.ini, waybar/config.jsonc or config, i3blocks/config, \
            i3status/config, ~/.i3blocks.conf, ~/.i3status.conf, then the same under $XDG_CONFIG_DIRS \
            and /etc/polybar/config.ini, /etc/i3blocks.conf, /etc/i3status.conf. \
            The dotfile is printed (check-config accepts it); what could not be carried over is listed \
            in it as comments. Nothing is run. See docs/import.md.
            """
    )

    @Argument(help: ArgumentHelp("The config to import (default: the first found, as above).", valueName: "FILE"), completion: .file())
    var file: String?

    @Flag(help: "Write the dotfile to $XDG_CONFIG_HOME/statuspanel/config.toml instead of printing it.")
    var write = false

    @Flag(help: "With --write, replace an existing dotfile (it is kept as config.toml.bak, or .bak.2...).")
    var force = false

    /// The largest config read.
    static let maxFileSize = 1 << 20

    func run() throws {
        let environment = Self.environment()
        let path: String
        if let file {
            path = file
        } else {
            guard let found = ConfigImport.defaultPaths(environment: environment).first(where: { access($0, R_OK) == 0 }) else {
                Log.error("no config to import: none of polybar's, waybar's, i3blocks' or i3status's usual files exists; name one")
                throw ExitCode(1)
            }
            path = found
        }
        let absolute = Self.realPath(path) ?? path
        let bytes: [UInt8]
        switch WholeFile.read(absolute, limit: Self.maxFileSize) {
        case .success(let read): bytes = read
        case .failure(let failure):
            Log.error("\(path): cannot read it (\(failure))")
            throw ExitCode(1)
        }
        guard let text = String(validating: bytes, as: UTF8.self) else {
            Log.error("\(path): not UTF-8 text")
            throw ExitCode(1)
        }
        switch ConfigImport.dotfile(text, path: absolute) {
        case .failure(let failure):
            Log.error(failure.message)
            throw ExitCode(1)
        case .success(let result):
            if file == nil || write { Log.write(2, "statuspanel: imported \(result.format.rawValue)'s \(absolute)\n") }
            guard write else {
                print(result.text, terminator: "")
                return
            }
            try Self.writeDotfile(result.text, force: force, environment: environment)
        }
    }

    /// Writes `text` to the user's dotfile: never over an existing one without `force`, and then
    /// the old one is kept as a backup first (a hard link, so nothing is lost if the write fails).
    static func writeDotfile(_ text: String, force: Bool, environment: [String: String]) throws {
        guard let target = DotfileSearch(environment: environment).user else {
            Log.error("no dotfile path: set HOME or XDG_CONFIG_HOME")
            throw ExitCode(1)
        }
        let folder = String(target[..<(target.lastIndex(of: "/") ?? target.endIndex)])
        Self.makeFolders(folder)
        if access(target, F_OK) == 0 {
            guard force else {
                Log.error("\(target) exists; add --force to replace it (it is kept as a backup)")
                throw ExitCode(1)
            }
            var backup = target + ".bak"
            var n = 2
            while access(backup, F_OK) == 0 {
                backup = target + ".bak.\(n)"
                n += 1
            }
            guard link(target, backup) == 0 else {
                Log.error("\(target): cannot keep a backup at \(backup) (\(Errno.last)); nothing written")
                throw ExitCode(1)
            }
            Log.write(2, "statuspanel: the old dotfile is kept as \(backup)\n")
        }
        let temporary = target + ".import-\(getpid())"
        do {
            let fd = try FileDescriptor.open(FilePath(temporary), .writeOnly, options: [.create, .exclusiveCreate, .closeOnExec],
                                             permissions: [.ownerReadWrite, .groupRead, .otherRead])
            try fd.closeAfter {
                _ = try fd.writeAll(text.utf8)
                guard fsync(fd.rawValue) == 0 else { throw Errno.last }
            }
            guard rename(temporary, target) == 0 else { throw Errno.last }
        } catch {
            unlink(temporary)
            Log.error("\(target): cannot write it (\(error))")
            throw ExitCode(1)
        }
        Log.write(2, "statuspanel: wrote \(target)\n")
    }

    private static func makeFolders(_ path: String) {
        var prefix = ""
        for part in path.split(separator: "/") {
            prefix += "/" + part
            mkdir(prefix, 0o755)
        }
    }

    private static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    private static func environment() -> [String: String] {
        var environment: [String: String] = [:]
        for name in ["XDG_CONFIG_HOME", "HOME", "XDG_CONFIG_DIRS"] {
            if let value = getenv(name) { environment[name] = String(cString: value) }
        }
        return environment
    }
}
