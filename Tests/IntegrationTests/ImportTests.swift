import Foundation
import Testing

/// `statuspanel import` on the configs Debian installs: the binary prints a dotfile that
/// `check-config` accepts, and the panel runs it with the mapped items on the strip.
@Suite(.serialized) struct ImportTests {
    static func importAndCheck(_ path: String) throws -> String {
        let imported = try run([panelBinary, "import", path])
        #expect(imported.status == 0, "import \(path): \(imported.err)")
        let file = NSTemporaryDirectory() + "statuspanel-import-\(UUID().uuidString).toml"
        defer { try? FileManager.default.removeItem(atPath: file) }
        try imported.out.write(toFile: file, atomically: false, encoding: .utf8)
        let check = try run([panelBinary, "check-config", file])
        #expect(check.status == 0, "check-config: \(check.out)")
        return imported.out
    }

    @Test(.enabled(if: FileManager.default.fileExists(atPath: "/etc/polybar/config.ini")))
    func polybarsDefaultConfigShowsItsItems() throws {
        let dotfile = try Self.importAndCheck("/etc/polybar/config.ini")
        #expect(dotfile.contains("\"cpu\"") && dotfile.contains("\"memory\"") && dotfile.contains("\"disk\"") && dotfile.contains("\"clock\""))
        let home = try DotfileHome(dotfile)
        let server = try XServer()
        let panel = try PanelProcess(on: server, environment: home.environment, sysroot: fixtureSysroot("machine-desktop"))
        _ = try #require(try panel.waitForPaintedStrip(), "stderr: \(panel.stderr)")
        #expect(!panel.stderr.contains("problem") && !panel.stderr.contains("using the defaults"), "\(panel.stderr)")
        // The right group (disk, memory, cpu, clock... as polybar had them) holds text.
        let shot = try server.screenshot()
        let inked = shot.count(x: server.width - 400, y: 0, width: 392, height: 24) { $0 < 0.2 }
        #expect(inked > 100, "\(inked) dark pixels at the right")
    }

    @Test(.enabled(if: FileManager.default.fileExists(atPath: "/etc/i3blocks.conf")
                   && FileManager.default.fileExists(atPath: "/usr/share/i3blocks/memory")))
    func i3blocksDefaultConfigRunsItsBlocks() throws {
        let dotfile = try Self.importAndCheck("/etc/i3blocks.conf")
        let home = try DotfileHome(dotfile)
        let server = try XServer()
        let panel = try PanelProcess(on: server, environment: home.environment)
        _ = try #require(try panel.waitForStrip(), "stderr: \(panel.stderr)")
        let environment = server.environment.merging(home.environment) { $1 }
        let scripts = try waitFor(timeout: 15) { () -> String? in
            let out = try run([panelBinary, "status", "--json", "--sysroot", fixtureSysroot("laptop-one-battery")], environment: environment).out
            return out.contains(#""time": {"text": ""#) && out.contains(#""memory-block": {"text": "MEM"#) ? out : nil
        }
        #expect(scripts != nil, "stderr: \(panel.stderr)")
    }

    @Test(.enabled(if: FileManager.default.fileExists(atPath: "/etc/i3status.conf")))
    func i3statusConfigIsAcceptedAndRunsI3status() throws {
        let dotfile = try Self.importAndCheck("/etc/i3status.conf")
        #expect(dotfile.contains(#"format = "i3bar""#))
    }
}

/// `import --write`: never over an existing dotfile without `--force`, and a backup kept.
@Suite struct ImportWriteTests {
    @Test func writeKeepsABackupAndNeedsForce() throws {
        let home = try DotfileHome("# mine\n")
        let source = NSTemporaryDirectory() + "statuspanel-i3blocks-\(UUID().uuidString).conf"
        defer { try? FileManager.default.removeItem(atPath: source) }
        try "[time]\ncommand=date\ninterval=5\n".write(toFile: source, atomically: false, encoding: .utf8)
        let refused = try run([panelBinary, "import", source, "--write"], environment: home.environment)
        #expect(refused.status == 1 && refused.err.contains("--force"), "\(refused.err)")
        #expect(try String(contentsOfFile: home.file, encoding: .utf8) == "# mine\n")
        let forced = try run([panelBinary, "import", source, "--write", "--force"], environment: home.environment)
        #expect(forced.status == 0, "\(forced.err)")
        #expect(try String(contentsOfFile: home.file + ".bak", encoding: .utf8) == "# mine\n")
        #expect(try String(contentsOfFile: home.file, encoding: .utf8).contains("[script.time]"))
        #expect(try run([panelBinary, "check-config", home.file]).status == 0)
        // Again: the first backup stays, the second goes beside it.
        _ = try run([panelBinary, "import", source, "--write", "--force"], environment: home.environment)
        #expect(try String(contentsOfFile: home.file + ".bak", encoding: .utf8) == "# mine\n")
        #expect(FileManager.default.fileExists(atPath: home.file + ".bak.2"))
    }
}
