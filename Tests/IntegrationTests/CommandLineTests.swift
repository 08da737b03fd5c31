import Foundation
import Testing

/// The command line contract: help on every subcommand, the version, shell completions.
@Suite struct CommandLineTests {
    static let subcommands: [[String]] = [
        [], ["run"], ["status"], ["check-config"], ["default-config"], ["activity"],
        ["msg"], ["msg", "reveal"], ["msg", "hide"], ["msg", "toggle"], ["msg", "style"], ["msg", "activity"], ["msg", "reload"],
    ]

    @Test(arguments: subcommands)
    func everySubcommandHasHelp(words: [String]) throws {
        let result = try run([panelBinary] + words + ["--help"])
        #expect(result.status == 0, "stderr: \(result.err)")
        #expect(result.out.contains("USAGE: statuspanel"), "out: \(result.out)")
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
        for word in ["check-config", "default-config", "msg", "activity", "reveal", "toggle"] {
            #expect(result.out.contains(word), "\(shell) completion lacks \(word)")
        }
    }
}
