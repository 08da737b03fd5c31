import Testing
#if canImport(Glibc)
import Glibc
#endif
@testable import PanelCore

/// The font cache's file: its entries, its key, where it lives and how it is written.
@Suite struct FontMatchCacheTests {
    static let sans = "DejaVu Sans-10:style=Bold:file=/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf:charset=20-7e"
    static let mono = "DejaVu Sans Mono-10:style=Bold:file=/usr/share/fonts/truetype/dejavu/DejaVuSansMono-Bold.ttf:charset=20-7e"
    static let key1 = "0123456789abcdef"
    static let key2 = "fedcba9876543210"

    @Test func textRoundTripsMostRecentFirst() {
        var cache = FontMatchCache()
        cache.remember(Self.sans, for: Self.key1)
        cache.remember(Self.mono, for: Self.key2)
        let read = FontMatchCache(text: cache.text)
        #expect(read == cache)
        #expect(read.entries.map(\.key) == [Self.key2, Self.key1])
        #expect(read.match(for: Self.key1) == Self.sans)
        #expect(read.match(for: "0000000000000000") == nil)
        #expect(cache.text.hasPrefix("# statuspanel"))
    }

    @Test func rememberingReplacesAndKeepsTheNewestUpToTheLimit() {
        var cache = FontMatchCache()
        cache.remember(Self.sans, for: Self.key1)
        cache.remember(Self.mono, for: Self.key1)
        #expect(cache.entries == [.init(key: Self.key1, match: Self.mono)])
        for n in 0..<(FontMatchCache.limit + 3) {
            cache.remember("Font \(n)", for: String(format16: n))
        }
        #expect(cache.entries.count == FontMatchCache.limit)
        #expect(cache.entries.first?.match == "Font \(FontMatchCache.limit + 2)")
        #expect(cache.match(for: Self.key1) == nil, "the oldest entry went first")
    }

    @Test func aMatchThatCannotBeOneLineIsNotKept() {
        var cache = FontMatchCache()
        for bad in ["", "a\nb", "a\tb", "a\rb"] { cache.remember(bad, for: Self.key1) }
        #expect(cache.entries.isEmpty)
    }

    /// A garbled or foreign file is read as far as it holds entries, never trusted beyond them.
    @Test(arguments: [
        "", "\n\n", "garbage", "# only a comment\n", "\u{0}\u{1}binary\t", "short\tDejaVu Sans",
        "0123456789ABCDEF\tupper-case key", "0123456789abcdef\t", "0123456789abcdefg\ttoo long",
    ])
    func garbledLinesAreIgnored(text: String) {
        #expect(FontMatchCache(text: text).entries.isEmpty)
    }

    @Test func goodLinesAmongBadOnesAreKeptOnceEach() {
        let text = "junk\n\(Self.key1)\t\(Self.sans)\n\(Self.key1)\t\(Self.mono)\nmore junk\n\(Self.key2)\t\(Self.mono)"
        let cache = FontMatchCache(text: text)
        #expect(cache.entries == [.init(key: Self.key1, match: Self.sans), .init(key: Self.key2, match: Self.mono)])
    }

    /// A file of many entries (written by something else) is read no further than the limit.
    @Test func aLongFileGivesTheFirstEntriesOnly() {
        let text = (0..<5000).map { "\(String(format16: $0))\tFont \($0)" }.joined(separator: "\n")
        let cache = FontMatchCache(text: text)
        #expect(cache.entries.map(\.match) == (0..<FontMatchCache.limit).map { "Font \($0)" })
    }

    @Test func theKeyChangesWithEverythingTheMatchDependsOn() {
        let environment = ["LANG": "en_US.UTF-8", "HOME": "/home/u"]
        let base = FontMatchCache.key(request: "sans-serif:size=10", resources: "Xft.dpi:\t96\n", screen: "1920x1080/508x285",
                                      environment: environment)
        #expect(FontMatchCache.isKey(base))
        #expect(base == FontMatchCache.key(request: "sans-serif:size=10", resources: "Xft.dpi:\t96\n", screen: "1920x1080/508x285",
                                           environment: environment.merging(["UNRELATED": "x"]) { $1 }))
        let others = [
            FontMatchCache.key(request: "sans-serif:size=11", resources: "Xft.dpi:\t96\n", screen: "1920x1080/508x285", environment: environment),
            FontMatchCache.key(request: "sans-serif:size=10", resources: "Xft.dpi:\t192\n", screen: "1920x1080/508x285", environment: environment),
            FontMatchCache.key(request: "sans-serif:size=10", resources: "Xft.dpi:\t96\n", screen: "3840x2160/508x285", environment: environment),
            FontMatchCache.key(request: "sans-serif:size=10", resources: "Xft.dpi:\t96\n", screen: "1920x1080/508x285",
                               environment: environment.merging(["LANG": "ja_JP.UTF-8"]) { $1 }),
            FontMatchCache.key(request: "sans-serif:size=10", resources: "Xft.dpi:\t96\n", screen: "1920x1080/508x285",
                               environment: environment.merging(["FONTCONFIG_FILE": "/etc/kiosk-fonts.conf"]) { $1 }),
            // Set but empty is not the same as unset.
            FontMatchCache.key(request: "sans-serif:size=10", resources: "Xft.dpi:\t96\n", screen: "1920x1080/508x285",
                               environment: environment.merging(["LC_ALL": ""]) { $1 }),
            // The parts are kept apart: moving text from one to the next is another key.
            FontMatchCache.key(request: "sans-serif:size=10X", resources: "ft.dpi:\t96\n", screen: "1920x1080/508x285", environment: environment),
        ]
        #expect(!others.contains(base))
        #expect(Set(others).count == others.count)
    }

    @Test func theFileLivesInTheCacheFolder() {
        #expect(FontMatchCache.path(environment: ["XDG_CACHE_HOME": "/c/", "HOME": "/h"]) == "/c/statuspanel/font-matches")
        #expect(FontMatchCache.path(environment: ["XDG_CACHE_HOME": "relative", "HOME": "/h"]) == "/h/.cache/statuspanel/font-matches")
        #expect(FontMatchCache.path(environment: ["HOME": "/h"]) == "/h/.cache/statuspanel/font-matches")
        #expect(FontMatchCache.path(environment: ["HOME": ""]) == nil)
        #expect(FontMatchCache.path(environment: [:]) == nil)
    }

    @Test func savingMakesTheFolderAndReplacesTheFileWhole() throws {
        var template = Array("/tmp/statuspanel-fontcache-XXXXXX".utf8CString)
        let dir = template.withUnsafeMutableBufferPointer { String(cString: mkdtemp($0.baseAddress!)) }
        let path = dir + "/deeper/statuspanel/font-matches"
        defer {
            unlink(path)
            rmdir(dir + "/deeper/statuspanel")
            rmdir(dir + "/deeper")
            rmdir(dir)
        }
        #expect(FontMatchCache.load(from: path).entries.isEmpty, "no file: no entries")
        var cache = FontMatchCache()
        cache.remember(Self.sans, for: Self.key1)
        #expect(cache.save(to: path))
        #expect(FontMatchCache.load(from: path) == cache)
        cache.remember(Self.mono, for: Self.key2)
        #expect(cache.save(to: path))
        #expect(FontMatchCache.load(from: path) == cache)
        // Nothing left beside it: the new file was renamed over the old.
        let folder = try #require(opendir(dir + "/deeper/statuspanel"))
        var names: [String] = []
        while let entry = readdir(folder) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { String(cString: $0.bindMemory(to: CChar.self).baseAddress!) }
            if name != "." && name != ".." { names.append(name) }
        }
        closedir(folder)
        #expect(names == ["font-matches"])
    }

    @Test func aFolderThatCannotBeMadeIsAFailureNotACrash() {
        var cache = FontMatchCache()
        cache.remember(Self.sans, for: Self.key1)
        // A regular file where the folder should be.
        #expect(!cache.save(to: "/dev/null/statuspanel/font-matches"))
        #expect(!cache.save(to: "/proc/version/font-matches"))
        #expect(!cache.save(to: "relative"))
    }
}

private extension String {
    /// `n` as a 16-digit hex key.
    init(format16 n: Int) {
        let digits = String(n, radix: 16)
        self = String(repeating: "0", count: 16 - digits.count) + digits
    }
}
