#if canImport(Glibc)
import Glibc
#endif
import Testing
@testable import PanelCore

/// The man page's ITEMS section, the default dotfile's item comment and its items' sections are
/// the table's (``ItemTable/manualItems``, ``ItemTable/dotfileComment``,
/// ``ItemTable/dotfileSections``; the man page's KEYS are made from the default dotfile by
/// `scripts/gen-man.sh`). Run with
/// `STATUSPANEL_WRITE_ITEM_DOCS=1` to write both files from the table, then
/// `scripts/gen-default-config.sh` for `config/config.toml`.
@Suite struct ItemDocumentsTests {
    static let manPage = RepoPaths.root + "/docs/man/statuspanel-config.5.in"
    static let defaultConfigSource = RepoPaths.root + "/Sources/PanelCore/Config/DefaultConfig.swift"
    static let writing = getenv("STATUSPANEL_WRITE_ITEM_DOCS").map { String(cString: $0) } == "1"

    @Test func manPageItemsAreTheTables() throws {
        let page = try #require(Sysroot("/").readText(Self.manPage))
        let section = try #require(Self.between(page, ".SH ITEMS\n", "\n.SH "), "no ITEMS section in \(Self.manPage)")
        let wanted = ItemTable.builtIn.manualItems.dropLast()  // the line break before the next .SH
        if Self.writing, section != wanted { Self.write(page.replacing(section, with: wanted, maxReplacements: 1), to: Self.manPage) }
        #expect(section == wanted, "run STATUSPANEL_WRITE_ITEM_DOCS=1 swift test --filter ItemDocumentsTests")
    }

    @Test func defaultConfigItemCommentIsTheTables() throws {
        let source = try #require(Sysroot("/").readText(Self.defaultConfigSource))
        let comment = try #require(Self.between(source, "direction = \"auto\"\n\n", "[items]\n"), "no comment before [items]")
        let wanted = ItemTable.builtIn.dotfileComment
        if Self.writing, comment != wanted { Self.write(source.replacing(comment, with: wanted, maxReplacements: 1), to: Self.defaultConfigSource) }
        #expect(comment == wanted, "run STATUSPANEL_WRITE_ITEM_DOCS=1 swift test --filter ItemDocumentsTests")
        #expect(DefaultConfig.text.contains(wanted + "[items]\n"))
    }

    @Test func defaultConfigItemSectionsAreTheTables() throws {
        let source = try #require(Sysroot("/").readText(Self.defaultConfigSource))
        let sections = try #require(Self.between(source, "time = \"beside\"\n\n", "# Click actions:"), "no item sections after [pill]")
        let wanted = ItemTable.builtIn.dotfileSections
        if Self.writing, sections != wanted {
            Self.write(source.replacing(sections, with: wanted, maxReplacements: 1), to: Self.defaultConfigSource)
        }
        #expect(sections == wanted, "run STATUSPANEL_WRITE_ITEM_DOCS=1 swift test --filter ItemDocumentsTests")
        #expect(DefaultConfig.text.contains(wanted + "# Click actions:"))
    }

    /// Every built-in item is documented in words, in both documents.
    @Test func everyItemHasItsWords() {
        for item in ItemTable.builtIn.declarations {
            #expect(!item.documentation.dotfile.isEmpty && !item.documentation.dotfile.contains("\n"), "\(item.name)")
            #expect(!item.documentation.manual.isEmpty, "\(item.name)")
        }
    }

    /// The hand-written documents name every item and every `status --json` key: items.md the
    /// names, command-line.md and the `status` entry of statuspanel(1) the keys.
    @Test func theProseNamesEveryItemAndKey() throws {
        let items = try #require(Sysroot("/").readText(RepoPaths.root + "/docs/items.md"))
        let commandLine = try #require(Sysroot("/").readText(RepoPaths.root + "/docs/command-line.md"))
        let manual = try #require(Sysroot("/").readText(RepoPaths.root + "/docs/man/statuspanel.1.in"))
        for name in ItemTable.builtIn.names {
            #expect(items.contains("`\(name)`"), "docs/items.md does not name the item \(name)")
        }
        for key in ItemTable.builtIn.declarations.flatMap(\.report.keys) {
            #expect(commandLine.contains("\"\(key)\": "), "docs/command-line.md has no \"\(key)\" in its JSON")
            #expect(manual.contains(".B \(key)\n") || manual.contains(".BR \(key) ,\n"), "statuspanel.1 does not name \(key)")
        }
    }

    /// The text strictly between the first `start` and the next `end` after it.
    static func between(_ text: String, _ start: String, _ end: String) -> Substring? {
        guard let a = text.firstRange(of: start), let b = text[a.upperBound...].firstRange(of: end) else { return nil }
        return text[a.upperBound..<b.lowerBound]
    }

    static func write(_ text: String, to path: String) {
        guard let file = fopen(path, "w") else { return }
        fputs(text, file)
        fclose(file)
    }
}
