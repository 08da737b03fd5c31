import Foundation
import Testing

/// The command line contract: help on every subcommand, the version, shell completions.
@Suite struct CommandLineTests {
    static let subcommands: [[String]] = [
        [], ["run"], ["status"], ["check-config"], ["default-config"], ["activity"],
        ["msg"], ["msg", "reveal"], ["msg", "hide"], ["msg", "toggle"], ["msg", "style"], ["msg", "activity"], ["msg", "reload"],
        ["pill"], ["msg", "set"], ["msg", "refresh"], ["msg", "pill"],
    ]

    @Test(arguments: subcommands)
    func everySubcommandHasHelp(words: [String]) throws {
        let result = try run([panelBinary] + words + ["--help"])
        #expect(result.status == 0, "stderr: \(result.err)")
        #expect(result.out.contains("USAGE: statuspanel"), "out: \(result.out)")
    }

    /// `statuspanel` alone starts without parsing any argument (main.swift): the same panel as
    /// `statuspanel run`, `$STATUSPANEL_SYSROOT` honoured, and the same message without a display.
    @Test func noArgumentsRunTheSamePanelAsRun() throws {
        let fixture = fixtureSysroot("laptop-one-battery")
        var batteries: [[UInt8]] = []
        for arguments in [["run", "--sysroot", fixture], []] {
            let server = try XServer()
            let panel = try PanelProcess(on: server, arguments: arguments,
                                         environment: arguments.isEmpty ? ["STATUSPANEL_SYSROOT": fixture] : [:], sysroot: nil)
            _ = try #require(try panel.waitForPaintedStrip(), "\(arguments): no strip; stderr: \(panel.stderr)")
            // The right end: the fixture's battery (this machine has none).
            batteries.append(try server.screenshot().region(x: 900, y: 0, width: 380, height: 24))
            #expect(panel.stderr.isEmpty, "\(arguments): \(panel.stderr)")
        }
        let same = batteries[0] == batteries[1]
        #expect(same, "statuspanel and statuspanel run --sysroot drew different right ends")

        for arguments in [["run"], []] {
            let result = try run([panelBinary] + arguments, environment: ["DISPLAY": ""])
            #expect(result.status == 1, "\(arguments)")
            #expect(result.err.contains("no X display: set DISPLAY"), "\(arguments): \(result.err)")
        }
    }

    @Test func versionPrintsOneLine() throws {
        let result = try run([panelBinary, "--version"])
        #expect(result.status == 0)
        #expect(result.out.split(separator: "\n").count == 1)
        #expect(result.out.first?.isNumber == true)
    }

    @Test(arguments: ["bash", "zsh", "fish"])
    func completionScriptsNameTheSubcommands(shell: String) throws {
        let result = try run([panelBinary, "--generate-completion-script", shell])
        #expect(result.status == 0)
        for word in ["check-config", "default-config", "msg", "activity", "reveal", "toggle", "pill", "refresh", "elapsed"] {
            #expect(result.out.contains(word), "\(shell) completion lacks \(word)")
        }
    }
}
