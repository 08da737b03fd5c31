#if canImport(Glibc)
import Glibc
#endif
import Testing
@testable import PanelCore

/// `config/config.toml` is the documented default: byte-identical to `DefaultConfig.text` (the one
/// source of truth, printed by `statuspanel default-config`), loading to exactly `PanelConfig()`.
@Suite struct ConfigDefaultFileTests {
    static let repoFile = RepoPaths.root + "/config/config.toml"

    @Test func repositoryFileIsByteIdenticalToTheConstant() throws {
        let bytes = try #require(Sysroot("/").readText(Self.repoFile).map { Array($0.utf8) }, "cannot read \(Self.repoFile)")
        guard bytes != Array(DefaultConfig.text.utf8) else { return }
        // Name the first line that differs rather than dumping both files.
        let fileLines = String(decoding: bytes, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        let textLines = DefaultConfig.text.split(separator: "\n", omittingEmptySubsequences: false)
        let n = zip(fileLines, textLines).prefix { $0 == $1 }.count
        let fileLine = n < fileLines.count ? "'\(fileLines[n])'" : "end of file"
        let textLine = n < textLines.count ? "'\(textLines[n])'" : "end of text"
        Issue.record("""
            config/config.toml differs from DefaultConfig.text at line \(n + 1): file has \(fileLine), \
            constant has \(textLine). Edit DefaultConfig.swift and run scripts/gen-default-config.sh.
            """)
    }

    @Test func defaultTextLoadsToTheDefaults() {
        let result = ConfigLoader.loadDefault()
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.description))")
        #expect(result.config == PanelConfig())
    }

    @Test func repositoryFileLoadsToTheDefaults() {
        let result = ConfigLoader.load(path: Self.repoFile)
        #expect(result.fileExists)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.description))")
        #expect(result.config == PanelConfig())
    }

    @Test func textEndsWithOneNewlineAndHasNoTabsOrTrailingSpaces() {
        let text = DefaultConfig.text
        #expect(text.hasSuffix("\n") && !text.hasSuffix("\n\n"))
        for (n, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            #expect(!line.contains("\t"), "line \(n + 1) has a tab")
            #expect(!line.hasSuffix(" "), "line \(n + 1) ends in a space")
        }
    }

    @Test func headerSaysWhereTheFileLivesAndHowToCheckIt() {
        let header = DefaultConfig.text.split(separator: "\n").prefix(while: { $0.hasPrefix("#") }).joined(separator: "\n")
        #expect(header.contains("$XDG_CONFIG_HOME/statuspanel/config.toml"))
        #expect(header.contains("~/.config/statuspanel/config.toml"))
        #expect(header.contains("statuspanel check-config"))
    }

    /// Every key of every section is in the file, under its section, set (or commented out) with
    /// a one-line comment directly above it.
    @Test(arguments: ConfigSchema.sections.filter { !$0.keysAreItems }.flatMap { s in s.keyNames.map { [s.name, $0] } })
    func documentsEveryKey(_ sectionAndKey: [String]) throws {
        let (section, key) = (sectionAndKey[0], sectionAndKey[1])
        let lines = DefaultConfig.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let header = try #require(lines.firstIndex(of: "[\(section)]"), "no [\(section)] header")
        let end = lines[(header + 1)...].firstIndex { $0.hasPrefix("[") } ?? lines.count
        let index = try #require(lines[header..<end].firstIndex {
            $0.hasPrefix("\(key) = ") || $0.hasPrefix("# \(key) = ")
        }, "\(section).\(key) is not documented under [\(section)]")
        let comment = lines[index - 1]
        #expect(comment.hasPrefix("# ") && !comment.contains(" = "), "no one-line comment above \(section).\(key)")
    }

    /// The commented-out examples are valid values too: uncommenting them gives no diagnostics.
    @Test func commentedExamplesAreValid() {
        let keys = Set(ConfigSchema.sections.filter { !$0.keysAreItems }.flatMap(\.keyNames) + ClickKind.allCases.map(\.rawValue))
        // The [script] examples' keys (exec, interval) are a script's, not the section's: left alone.
        var inScripts = false
        let uncommented = DefaultConfig.text.split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
            if line.hasPrefix("[") { inScripts = line == "[script]" }
            if line.hasPrefix("# [actions.") { return String(line.dropFirst(2)) }
            guard !inScripts, line.hasPrefix("# "), let eq = line.firstRange(of: " = ") else { return String(line) }
            let key = line[line.index(line.startIndex, offsetBy: 2)..<eq.lowerBound]
            return keys.contains(String(key)) ? String(line.dropFirst(2)) : String(line)
        }.joined(separator: "\n")
        #expect(uncommented != DefaultConfig.text)
        let result = ConfigLoader.load(text: uncommented, file: "uncommented.toml")
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.description))")
        #expect(result.config[CarrierOptions.self].label == "kiosk-7")
        #expect(result.config.actions.command(for: .network, .click) == "x-terminal-emulator -e nmtui")
        #expect(result.config.style.background != nil && result.config.style.color != nil && result.config.style.opacity != nil)
    }

    /// `[actions]` names every click key and every variable a command gets, and shows the
    /// issue's examples.
    @Test func documentsTheActions() throws {
        let text = DefaultConfig.text
        let section = try #require(text.firstRange(of: "[actions]\n")).upperBound
        let above = text[..<section].split(separator: "\n\n").last ?? ""
        for kind in ClickKind.allCases { #expect(above.contains(kind.rawValue), "\(kind.rawValue)") }
        for variable in ["STATUSPANEL_ITEM", "STATUSPANEL_BUTTON", "STATUSPANEL_X", "STATUSPANEL_Y", "_ITEM_X", "_ITEM_Y",
                         "_ITEM_WIDTH", "_ITEM_HEIGHT", "STATUSPANEL_MONITOR_X", "_MONITOR_Y", "_MONITOR_WIDTH", "_MONITOR_HEIGHT"] {
            #expect(above.contains(variable), "\(variable)")
        }
        for example in ["# [actions.clock]", "# [actions.network]", "# [actions.battery]", "nmtui", "gsimplecal"] {
            #expect(text[section...].contains(example), "\(example)")
        }
    }

    /// The section order and the schema agree, so `default-config` reads like the issue lists them.
    @Test func sectionsAppearInSchemaOrder() {
        let headers = DefaultConfig.text.split(separator: "\n").filter { $0.hasPrefix("[") }.map(String.init)
        #expect(headers == ConfigSchema.sections.map { "[\($0.name)]" })
    }
}
