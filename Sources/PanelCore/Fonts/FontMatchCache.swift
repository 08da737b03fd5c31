#if canImport(Glibc)
import Glibc
#endif

/// Fontconfig's answers for the strip's font, kept between runs so that a start can open the
/// font without loading fontconfig's configuration.
///
/// Loading that configuration (some fifty XML files) is most of the CPU a start spends, and it
/// competes with the X server for the second core while the strip is being mapped. The panel
/// opens the font from the answer kept here, maps the strip, and asks fontconfig half a second
/// later; when the answer changed (a font installed or removed, the user's fontconfig edited),
/// it corrects the entry and draws again.
///
/// The file holds one entry a line, most recent first: the key (``key(request:resources:screen:environment:)``),
/// a tab, and the matched pattern as `FcNameUnparse` writes it. Lines that are not entries are
/// ignored, so a garbled file costs one slow start and is then rewritten.
public struct FontMatchCache: Sendable, Equatable {
    /// One request's answer.
    public struct Entry: Sendable, Equatable {
        public var key: String
        public var match: String

        public init(key: String, match: String) {
            self.key = key
            self.match = match
        }
    }

    /// The file's path below the cache folder.
    public static let relativePath = "statuspanel/font-matches"
    /// Entries kept: one per font and setting a user went through recently.
    public static let limit = 8
    /// The first line of the file.
    static let header = "# statuspanel: fontconfig's matches for panel.font (safe to delete)"

    /// Most recent first.
    public private(set) var entries: [Entry]

    public init(entries: [Entry] = []) {
        self.entries = Array(entries.prefix(Self.limit))
    }

    /// The entries in `text`: the first ``limit`` lines that are a key, a tab and a match.
    public init(text: String) {
        var found: [Entry] = []
        for line in text.split(separator: "\n", omittingEmptySubsequences: true) where !line.hasPrefix("#") {
            guard let tab = line.firstIndex(of: "\t") else { continue }
            let key = String(line[..<tab]), match = String(line[line.index(after: tab)...])
            guard Self.isKey(key), !match.isEmpty, !found.contains(where: { $0.key == key }) else { continue }
            found.append(Entry(key: key, match: match))
            if found.count == Self.limit { break }
        }
        self.init(entries: found)
    }

    /// The file's text.
    public var text: String {
        ([Self.header] + entries.map { "\($0.key)\t\($0.match)" }).joined(separator: "\n") + "\n"
    }

    /// The kept answer for `key`.
    public func match(for key: String) -> String? {
        entries.first { $0.key == key }?.match
    }

    /// Keeps `match` as the answer for `key`, first; the oldest entry goes beyond ``limit``.
    /// A match with a line break or a tab in it cannot be written and is not kept.
    public mutating func remember(_ match: String, for key: String) {
        guard !match.isEmpty, !match.contains(where: { $0 == "\n" || $0 == "\t" || $0 == "\r" }) else { return }
        entries.removeAll { $0.key == key }
        entries.insert(Entry(key: key, match: match), at: 0)
        if entries.count > Self.limit { entries.removeLast(entries.count - Self.limit) }
    }

    // MARK: - The key

    /// The environment variables that change what fontconfig matches: its own configuration's
    /// location, the folders a user's configuration and fonts are found in, and the language it
    /// prefers (from the locale).
    public static let environmentNames = [
        "FONTCONFIG_FILE", "FONTCONFIG_PATH", "FONTCONFIG_SYSROOT", "FC_LANG",
        "LC_ALL", "LC_CTYPE", "LANG", "LANGUAGE", "HOME", "XDG_CONFIG_HOME", "XDG_DATA_HOME",
    ]

    /// Everything a match depends on besides the installed fonts and fontconfig's files: the
    /// pattern asked for, the X resources (`Xft.dpi`, `Xft.antialias`, `Xft.rgba`...), the screen's
    /// size in pixels and millimetres (the DPI when `Xft.dpi` is unset) and ``environmentNames``;
    /// as 16 hex digits (FNV-1a, 64 bits).
    public static func key(request: String, resources: String, screen: String, environment: [String: String]) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        func add(_ text: String) {
            for byte in text.utf8 {
                hash ^= UInt64(byte)
                hash = hash &* 0x100_0000_01b3
            }
            hash ^= 0xff
            hash = hash &* 0x100_0000_01b3
        }
        add("1")
        add(request)
        add(resources)
        add(screen)
        for name in environmentNames { add(environment[name].map { "=" + $0 } ?? "-") }
        let digits = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }

    static func isKey(_ text: String) -> Bool {
        text.utf8.count == 16 && text.utf8.allSatisfy { (48...57).contains($0) || (97...102).contains($0) }
    }

    // MARK: - The file

    /// The cache file `environment` names: under `XDG_CACHE_HOME`, else `$HOME/.cache`; nil when
    /// neither is an absolute path.
    public static func path(environment: [String: String]) -> String? {
        if let folder = environment["XDG_CACHE_HOME"], folder.hasPrefix("/") {
            return DotfileSearch.withoutTrailingSlashes(folder) + "/" + relativePath
        }
        if let home = environment["HOME"], home.hasPrefix("/") { return DotfileSearch.withoutTrailingSlashes(home) + "/.cache/" + relativePath }
        return nil
    }

    /// The entries in the file at `path`; none when it is missing, unreadable or not text.
    public static func load(from path: String) -> FontMatchCache {
        FontMatchCache(text: Sysroot("/").readText(path) ?? "")
    }

    /// Writes the file at `path` whole (a new file renamed over the old, so a reader never sees
    /// half of it), making its folder first; false when it cannot.
    @discardableResult
    public func save(to path: String) -> Bool {
        guard let slash = path.lastIndex(of: "/") else { return false }
        let folder = String(path[..<slash])
        if !folder.isEmpty, !Self.makeFolders(folder) { return false }
        let temporary = path + ".\(getpid()).new"
        let fd = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard fd >= 0 else { return false }
        let bytes = Array(text.utf8)
        var written = 0
        while written < bytes.count {
            let n = bytes.withUnsafeBytes { write(fd, $0.baseAddress! + written, $0.count - written) }
            if n < 0, errno == EINTR { continue }
            guard n > 0 else { break }
            written += n
        }
        let closed = close(fd) == 0
        guard written == bytes.count, closed, rename(temporary, path) == 0 else {
            unlink(temporary)
            return false
        }
        return true
    }

    private static func makeFolders(_ folder: String) -> Bool {
        var info = stat()
        if stat(folder, &info) == 0 { return info.st_mode & S_IFMT == S_IFDIR }
        if let slash = folder.lastIndex(of: "/"), slash != folder.startIndex, !makeFolders(String(folder[..<slash])) { return false }
        return mkdir(folder, 0o755) == 0 || errno == EEXIST
    }
}
