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

/// The cache is private and safe (issue 25): folders 0700, a temporary file no symlink can
/// redirect, no folder of another user's, no font outside fontconfig's folders, and two panels'
/// entries merged.
@Suite struct FontMatchCacheSafetyTests {
    static let sans = FontMatchCacheTests.sans, mono = FontMatchCacheTests.mono
    static let key1 = FontMatchCacheTests.key1, key2 = FontMatchCacheTests.key2

    /// A fresh temporary folder, removed with everything in it.
    final class TempDir {
        let path: String
        init() {
            var template = Array("/tmp/statuspanel-fontcache-XXXXXX".utf8CString)
            path = template.withUnsafeMutableBufferPointer { String(cString: mkdtemp($0.baseAddress!)) }
        }
        deinit { Self.remove(path) }
        static func remove(_ path: String) {
            var info = stat()
            guard lstat(path, &info) == 0 else { return }
            if info.st_mode & S_IFMT == S_IFDIR {
                chmod(path, 0o700)
                for name in names(path) { remove(path + "/" + name) }
                rmdir(path)
            } else {
                unlink(path)
            }
        }
        static func names(_ folder: String) -> [String] {
            guard let dir = opendir(folder) else { return [] }
            defer { closedir(dir) }
            var names: [String] = []
            while let entry = readdir(dir) {
                let name = withUnsafeBytes(of: entry.pointee.d_name) { String(cString: $0.bindMemory(to: CChar.self).baseAddress!) }
                if name != "." && name != ".." { names.append(name) }
            }
            return names.sorted()
        }
        func write(_ name: String, _ text: String) {
            let fd = open(path + "/" + name, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
            precondition(fd >= 0)
            _ = Array(text.utf8).withUnsafeBytes { Glibc.write(fd, $0.baseAddress, $0.count) }
            close(fd)
        }
        func read(_ name: String) -> String? {
            guard case .success(let bytes) = WholeFile.read(path + "/" + name, limit: 1 << 20) else { return nil }
            return String(decoding: bytes, as: UTF8.self)
        }
    }

    static func mode(_ path: String) -> mode_t {
        var info = stat()
        guard lstat(path, &info) == 0 else { return 0 }
        return info.st_mode & 0o7777
    }

    static func one(_ match: String, _ key: String) -> FontMatchCache {
        var cache = FontMatchCache()
        cache.remember(match, for: key)
        return cache
    }

    @Test func theFoldersItMakesAndTheFileArePrivate() {
        let dir = TempDir()
        let path = dir.path + "/cache/statuspanel/font-matches"
        #expect(Self.one(Self.sans, Self.key1).save(to: path))
        #expect(Self.mode(dir.path + "/cache") == 0o700)
        #expect(Self.mode(dir.path + "/cache/statuspanel") == 0o700)
        #expect(Self.mode(path) == 0o600)
        #expect(FontMatchCache.load(from: path) == Self.one(Self.sans, Self.key1))
    }

    /// A folder of this user's that an earlier version made 0755 is made private.
    @Test func anOpenFolderOfTheUsersIsMadePrivate() {
        let dir = TempDir()
        mkdir(dir.path + "/statuspanel", 0o755)
        chmod(dir.path + "/statuspanel", 0o755)
        #expect(Self.one(Self.sans, Self.key1).save(to: dir.path + "/statuspanel/font-matches"))
        #expect(Self.mode(dir.path + "/statuspanel") == 0o700)
    }

    /// A symlink planted at the file's name is replaced, never written through.
    @Test func aSymlinkAtTheFileIsReplacedNotFollowed() {
        let dir = TempDir()
        mkdir(dir.path + "/statuspanel", 0o700)
        dir.write("victim", "precious\n")
        symlink(dir.path + "/victim", dir.path + "/statuspanel/font-matches")
        let path = dir.path + "/statuspanel/font-matches"
        #expect(FontMatchCache.load(from: path).entries.isEmpty, "read through the symlink")
        #expect(Self.one(Self.sans, Self.key1).save(to: path))
        #expect(dir.read("victim") == "precious\n")
        var info = stat()
        #expect(lstat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFREG)
    }

    /// A symlink planted at the temporary file's name: the save fails, follows nothing and leaves
    /// the planted link alone.
    @Test func aSymlinkAtTheTemporaryNameIsNotFollowed() {
        let dir = TempDir()
        mkdir(dir.path + "/statuspanel", 0o700)
        dir.write("victim", "precious\n")
        symlink(dir.path + "/victim", dir.path + "/statuspanel/.planted")
        symlink(dir.path + "/nothing-yet", dir.path + "/statuspanel/.dangling")
        let path = dir.path + "/statuspanel/font-matches"
        #expect(!Self.one(Self.sans, Self.key1).save(to: path, temporaryName: ".planted"))
        #expect(!Self.one(Self.sans, Self.key1).save(to: path, temporaryName: ".dangling"))
        #expect(dir.read("victim") == "precious\n")
        #expect(TempDir.names(dir.path).contains("victim") && !TempDir.names(dir.path).contains("nothing-yet"))
        #expect(TempDir.names(dir.path + "/statuspanel") == [".dangling", ".planted"])
    }

    /// The temporary file's name is new at every save, and nothing is left beside the file.
    @Test func savesLeaveOnlyTheFile() {
        let dir = TempDir()
        let path = dir.path + "/statuspanel/font-matches"
        for n in 0..<5 { #expect(Self.one("Font \(n)", Self.key1).save(to: path)) }
        #expect(TempDir.names(dir.path + "/statuspanel") == ["font-matches"])
    }

    /// The cache folder is a symlink (to a folder of the user's own, even): refused, read nor written.
    @Test func aSymlinkedCacheFolderIsNotUsed() {
        let dir = TempDir()
        mkdir(dir.path + "/elsewhere", 0o700)
        dir.write("elsewhere/font-matches", "\(Self.key1)\t\(Self.sans)\n")
        symlink(dir.path + "/elsewhere", dir.path + "/statuspanel")
        let path = dir.path + "/statuspanel/font-matches"
        let read = FontMatchCache.read(from: path)
        #expect(read.cache.entries.isEmpty)
        #expect(read.refusal?.contains("symlink") == true, "\(read.refusal ?? "no refusal")")
        #expect(!Self.one(Self.mono, Self.key2).save(to: path))
        #expect(dir.read("elsewhere/font-matches") == "\(Self.key1)\t\(Self.sans)\n")
        #expect(FontMatchCache.read(from: dir.path + "/missing/font-matches").refusal == nil, "a missing folder is no refusal")
    }

    /// A cache folder that belongs to another user (planted in a shared XDG_CACHE_HOME) is
    /// neither read nor written. Giving a folder away takes root: CI runs as root.
    @Test(.enabled(if: geteuid() == 0, "only root can give a folder to another user"))
    func anotherUsersCacheFolderIsNotUsed() {
        let dir = TempDir()
        mkdir(dir.path + "/statuspanel", 0o777)
        chmod(dir.path + "/statuspanel", 0o777)
        dir.write("statuspanel/font-matches", "\(Self.key1)\t\(Self.sans)\n")
        chown(dir.path + "/statuspanel", 65534, 65534)
        let path = dir.path + "/statuspanel/font-matches"
        let read = FontMatchCache.read(from: path)
        #expect(read.cache.entries.isEmpty)
        #expect(read.refusal?.contains("belongs to user 65534") == true, "\(read.refusal ?? "no refusal")")
        #expect(!Self.one(Self.mono, Self.key2).save(to: path))
        #expect(dir.read("statuspanel/font-matches") == "\(Self.key1)\t\(Self.sans)\n")
        #expect(Self.mode(dir.path + "/statuspanel") == 0o777, "another user's folder was changed")
    }

    /// Two panels (two X screens) that read the file before either wrote: both entries survive;
    /// on the same key the writer's own wins.
    @Test func twoWritersEntriesBothSurvive() {
        let dir = TempDir()
        let path = dir.path + "/statuspanel/font-matches"
        var first = FontMatchCache.load(from: path), second = FontMatchCache.load(from: path)
        first.remember(Self.sans, for: Self.key1)
        second.remember(Self.mono, for: Self.key2)
        #expect(first.save(to: path))
        #expect(second.save(to: path))
        let both = FontMatchCache.load(from: path)
        #expect(both.entries == [.init(key: Self.key2, match: Self.mono), .init(key: Self.key1, match: Self.sans)])

        first.remember("DejaVu Serif-10:file=/usr/share/fonts/DejaVuSerif.ttf", for: Self.key2)
        #expect(first.save(to: path))
        #expect(FontMatchCache.load(from: path).match(for: Self.key2) == "DejaVu Serif-10:file=/usr/share/fonts/DejaVuSerif.ttf")
        #expect(FontMatchCache.load(from: path).match(for: Self.key1) == Self.sans)
    }

    @Test func mergingKeepsOursFirstAndTheLimit() {
        var ours = FontMatchCache(), theirs = FontMatchCache()
        for n in 0..<6 { ours.remember("ours \(n)", for: String(format16: n)) }
        for n in 3..<12 { theirs.remember("theirs \(n)", for: String(format16: n)) }
        let merged = ours.merged(over: theirs)
        #expect(merged.entries.count == FontMatchCache.limit)
        #expect(Array(merged.entries.prefix(6)) == ours.entries)
        #expect(merged.entries.dropFirst(6).map(\.match) == ["theirs 11", "theirs 10"])
        #expect(FontMatchCache().merged(over: theirs) == theirs)
        #expect(ours.merged(over: FontMatchCache()) == ours)
    }

    // MARK: - Which fonts an entry opens

    @Test func theFilesAMatchNames() {
        #expect(FontMatchCache.files(in: Self.sans) == ["/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf"])
        #expect(FontMatchCache.files(in: "Noto Sans-10:file=/usr/share/fonts/noto/Noto\\_Sans\\:x.ttf:index=0") == ["/usr/share/fonts/noto/Noto_Sans:x.ttf"])
        #expect(FontMatchCache.files(in: "A-10:file=/a.ttf,/b.ttf:index=0") == ["/a.ttf", "/b.ttf"])
        #expect(FontMatchCache.files(in: "file=/etc/shadow-10:style=Bold").isEmpty, "the family is not a file")
        #expect(FontMatchCache.files(in: "Fam\\:file=/etc/shadow-10").isEmpty, "an escaped colon starts no element")
        #expect(FontMatchCache.files(in: "DejaVu Sans-10:style=Bold").isEmpty)
        #expect(FontMatchCache.files(in: "").isEmpty)
    }

    @Test(arguments: [
        ("/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf", true),
        ("/usr/share/fonts/x.ttf", true),
        ("//usr//share/./fonts/x.ttf", true),
        ("/usr/share/fonts/a/../x.ttf", true),
        ("/home/u/.local/share/fonts/mine.otf", true),
        ("/usr/share/fonts", false),
        ("/usr/share/fonts/", false),
        ("/usr/share/fonts/../../../etc/shadow", false),
        ("/usr/share/fonts/..", false),
        ("/usr/share/fontsevil/x.ttf", false),
        ("/usr/share/font", false),
        ("/etc/shadow", false),
        ("/dev/zero", false),
        ("/../usr/share/fonts/x.ttf", false),
        ("usr/share/fonts/x.ttf", false),
        ("", false),
    ])
    func aFileInsideFontconfigsFolders(path: String, inside: Bool) {
        let folders = ["/usr/share/fonts/", "/home/u/.local/share/fonts", "relative/fonts"]
        #expect(FontMatchCache.isInside(path, folders: folders) == inside)
    }

    @Test func aFolderOfDotsIsNoWayOut() {
        #expect(FontMatchCache.isInside("/etc/shadow", folders: ["/usr/share/fonts/../../.."]), "that folder is /, which holds everything")
        #expect(!FontMatchCache.isInside("/etc/shadow", folders: ["/../.."]))
        #expect(!FontMatchCache.isInside("/etc/shadow", folders: []))
    }

    @Test func anEntryIsOpenedOnlyWhenEveryFileIsInAFontFolder() {
        let folders = ["/usr/share/fonts", "/usr/local/share/fonts"]
        #expect(FontMatchCache.opensOnlyFonts(in: folders, match: Self.sans))
        #expect(!FontMatchCache.opensOnlyFonts(in: folders, match: "DejaVu Sans-10:file=/tmp/evil.ttf"))
        #expect(!FontMatchCache.opensOnlyFonts(in: folders, match: "DejaVu Sans-10:file=/usr/share/fonts/../../../dev/zero"))
        #expect(!FontMatchCache.opensOnlyFonts(in: folders, match: "A-10:file=/usr/share/fonts/a.ttf,/tmp/b.ttf"))
        #expect(!FontMatchCache.opensOnlyFonts(in: folders, match: "DejaVu Sans-10:style=Bold"), "no file: nothing to check")
        #expect(!FontMatchCache.opensOnlyFonts(in: [], match: Self.sans))
    }

    @Test func theStockFoldersAreFontconfigsOwnDefaults() {
        #expect(FontMatchCache.stockFontFolders(environment: ["HOME": "/home/ana/"]) ==
            ["/usr/share/fonts", "/usr/local/share/fonts", "/home/ana/.local/share/fonts", "/home/ana/.fonts"])
        #expect(FontMatchCache.stockFontFolders(environment: ["HOME": "/home/ana", "XDG_DATA_HOME": "/data"]) ==
            ["/usr/share/fonts", "/usr/local/share/fonts", "/data/fonts", "/home/ana/.fonts"])
        #expect(FontMatchCache.stockFontFolders(environment: ["HOME": "relative", "XDG_DATA_HOME": "also"]) ==
            ["/usr/share/fonts", "/usr/local/share/fonts"], "a relative folder is no folder")
        #expect(FontMatchCache.stockFontFolders(environment: ["HOME": "/home/ana", "FONTCONFIG_SYSROOT": "/sysroot"]).isEmpty,
                "a sysroot moves every folder: the configuration's list decides")
        let stock = FontMatchCache.stockFontFolders(environment: ["HOME": "/home/ana"])
        #expect(FontMatchCache.opensOnlyFonts(in: stock, match: Self.sans))
        #expect(FontMatchCache.opensOnlyFonts(in: stock, match: "Mine-10:file=/home/ana/.fonts/mine.otf"))
        #expect(!FontMatchCache.opensOnlyFonts(in: stock, match: "Mine-10:file=/home/ana/Downloads/mine.otf"))
    }
}

private extension String {
    /// `n` as a 16-digit hex key.
    init(format16 n: Int) {
        let digits = String(n, radix: 16)
        self = String(repeating: "0", count: 16 - digits.count) + digits
    }
}
