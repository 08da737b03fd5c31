#if canImport(Glibc)
import Glibc
#endif
import SystemPackage

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

    /// The entries in the file at `path`; none when it is missing, unreadable, not text, or in a
    /// folder ``Folder/open(_:create:)`` refuses.
    public static func load(from path: String) -> FontMatchCache {
        read(from: path).cache
    }

    /// The entries in the file at `path`, and why its folder was refused when it was (a line for
    /// the log); no refusal when the folder is simply missing.
    public static func read(from path: String) -> (cache: FontMatchCache, refusal: String?) {
        guard let (folder, name) = split(path) else { return (FontMatchCache(), nil) }
        switch Folder.open(folder, create: false) {
        case .opened(let dir):
            defer { close(dir) }
            return (read(name, in: dir), nil)
        case .unavailable: return (FontMatchCache(), nil)
        case .refused(let why): return (FontMatchCache(), why)
        }
    }

    /// The file `name` in the folder `dir`: a regular file, not through a symlink.
    static func read(_ name: String, in dir: Int32) -> FontMatchCache {
        let fd = openat(dir, name, O_RDONLY | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK)
        guard fd >= 0 else { return FontMatchCache() }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0, info.st_mode & S_IFMT == S_IFREG,
              case .success(let bytes) = WholeFile.readToEnd(fd, limit: maxFileSize),
              let text = String(validating: bytes, as: UTF8.self) else { return FontMatchCache() }
        return FontMatchCache(text: text)
    }

    /// A file longer than this is not read (it was not written by a panel).
    static let maxFileSize = 64 * 1024

    /// `entries` first (they win on the same key), then `older`'s entries this one lacks, up to
    /// ``limit``: what a panel writes over a file another panel wrote since it was read.
    public func merged(over older: FontMatchCache) -> FontMatchCache {
        var all = entries
        for entry in older.entries where !all.contains(where: { $0.key == entry.key }) { all.append(entry) }
        return FontMatchCache(entries: all)
    }

    /// Writes the file at `path`, merged over the file as it is now (``merged(over:)``: a second
    /// panel's entries stay), making its folders first (0700). The new text goes to a temporary
    /// file of a name of its own, created `O_EXCL|O_NOFOLLOW` with mode 0600, and is renamed over
    /// the old file, so a reader never sees half of it and no symlink is followed; the folder must
    /// be this user's (``Folder/open(_:create:)``). False when it cannot be written; the temporary
    /// file is then removed.
    @discardableResult
    public func save(to path: String) -> Bool {
        save(to: path, temporaryName: nil)
    }

    /// ``save(to:)`` with the temporary file's name given (the tests plant a symlink there).
    func save(to path: String, temporaryName: String?) -> Bool {
        guard let (folder, name) = Self.split(path), case .opened(let dir) = Folder.open(folder, create: true) else { return false }
        defer { close(dir) }
        // Panels (one per X screen) write one at a time; one that holds the lock for long (stopped)
        // costs the others the merge, never the file.
        var locked = false
        for _ in 0..<20 {
            if flock(dir, LOCK_EX | LOCK_NB) == 0 { locked = true; break }
            let code = Errno.last
            guard code == .wouldBlock || code == .interrupted else { break }
            usleep(5_000)
        }
        defer { if locked { flock(dir, LOCK_UN) } }
        let temporary = temporaryName ?? ".\(name).\(getpid()).\(UInt64.random(in: 0...UInt64.max) & 0xffff_ffff)"
        let fd = openat(dir, temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
        // Not ours to remove when it was there already.
        guard fd >= 0 else { return false }
        let bytes = Array(merged(over: Self.read(name, in: dir)).text.utf8)
        var written = 0
        while written < bytes.count {
            let n = bytes.withUnsafeBytes { write(fd, $0.baseAddress! + written, $0.count - written) }
            if n < 0, Errno.last == .interrupted { continue }
            guard n > 0 else { break }
            written += n
        }
        let closed = close(fd) == 0
        guard written == bytes.count, closed, renameat(dir, temporary, dir, name) == 0 else {
            unlinkat(dir, temporary, 0)
            return false
        }
        return true
    }

    /// `path`'s folder and name; nil for a relative path or one ending in a slash.
    private static func split(_ path: String) -> (folder: String, name: String)? {
        guard path.hasPrefix("/"), let slash = path.lastIndex(of: "/") else { return nil }
        let name = String(path[path.index(after: slash)...])
        guard !name.isEmpty, name != ".", name != ".." else { return nil }
        return (slash == path.startIndex ? "/" : String(path[..<slash]), name)
    }

    /// The cache folder, held open so that the file is read and written in the folder checked.
    public enum Folder: Equatable, Sendable {
        /// A descriptor of the folder (`O_DIRECTORY`); the caller closes it.
        case opened(Int32)
        /// Missing (and not to be made) or impossible to make: no cache, nothing to say.
        case unavailable
        /// There, but not to be used: a symlink, not a folder, or another user's.
        case refused(String)

        /// Opens `path` (making it and its missing parents 0700 when `create`): only a real folder,
        /// not a symlink to one, that belongs to this process's effective user; a folder of this
        /// user's that others may read or enter (made 0755 by an earlier version) is made 0700.
        public static func open(_ path: String, create: Bool) -> Folder {
            if create { makeFolders(path) }
            let dir = Glibc.open(path, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
            guard dir >= 0 else {
                let code = Errno.last
                var info = stat()
                // ELOOP (a symlink) or ENOTDIR (a file): something is there, and it is not the folder.
                guard code == .tooManySymbolicLinkLevels || code == .notDirectory, lstat(path, &info) == 0 else { return .unavailable }
                let what = info.st_mode & S_IFMT == S_IFLNK ? "a symlink" : "not a folder"
                return .refused("not using the font cache \(path): it is \(what)")
            }
            var info = stat()
            guard fstat(dir, &info) == 0 else {
                close(dir)
                return .unavailable
            }
            guard info.st_uid == geteuid() else {
                close(dir)
                return .refused("not using the font cache \(path): it belongs to user \(info.st_uid), not \(geteuid())")
            }
            if info.st_mode & 0o077 != 0 { fchmod(dir, 0o700) }
            return .opened(dir)
        }

        private static func makeFolders(_ folder: String) {
            var info = stat()
            if lstat(folder, &info) == 0 { return }
            if let slash = folder.lastIndex(of: "/"), slash != folder.startIndex { makeFolders(String(folder[..<slash])) }
            mkdir(folder, 0o700)
        }
    }

    // MARK: - Which fonts an entry opens

    /// The font files the match `match` names (its `file` element, as `FcNameUnparse` writes it:
    /// `\` escapes, values apart by `,`); empty when it names none.
    public static func files(in match: String) -> [String] {
        // The elements apart by unescaped colons, each unescaped, values apart by unescaped commas.
        var elements: [[String]] = [[""]]
        var escaped = false
        for character in match {
            if escaped {
                elements[elements.count - 1][elements[elements.count - 1].count - 1].append(character)
                escaped = false
            } else if character == "\\" {
                escaped = true
            } else if character == ":" {
                elements.append([""])
            } else if character == "," {
                elements[elements.count - 1].append("")
            } else {
                elements[elements.count - 1][elements[elements.count - 1].count - 1].append(character)
            }
        }
        // The first element is the family (and size), never a file.
        var files: [String] = []
        for values in elements.dropFirst() {
            guard let first = values.first, first.hasPrefix("file=") else { continue }
            files.append(String(first.dropFirst("file=".count)))
            files.append(contentsOf: values.dropFirst())
        }
        return files
    }

    /// The font folders of fontconfig's stock configuration (the `<dir>` elements of the
    /// `fonts.conf` it ships, which every distribution keeps): `/usr/share/fonts`,
    /// `/usr/local/share/fonts`, `$XDG_DATA_HOME/fonts` (else `~/.local/share/fonts`) and
    /// `~/.fonts`. An entry whose files all lie in them opens without loading fontconfig's
    /// configuration, which is what asking fontconfig for its folders costs (most of a start);
    /// any other entry waits for the configuration's own list. None under `FONTCONFIG_SYSROOT`,
    /// which moves every folder.
    public static func stockFontFolders(environment: [String: String]) -> [String] {
        guard environment["FONTCONFIG_SYSROOT"] == nil else { return [] }
        var folders = ["/usr/share/fonts", "/usr/local/share/fonts"]
        let home = environment["HOME"].flatMap { $0.hasPrefix("/") ? DotfileSearch.withoutTrailingSlashes($0) : nil }
        if let data = environment["XDG_DATA_HOME"], data.hasPrefix("/") {
            folders.append(DotfileSearch.withoutTrailingSlashes(data) + "/fonts")
        } else if let home {
            folders.append(home + "/.local/share/fonts")
        }
        if let home { folders.append(home + "/.fonts") }
        return folders
    }

    /// Whether an entry's match may be opened: it names a font file, and every file it names lies
    /// inside one of `folders` (fontconfig's font folders; ``isInside(_:folders:)``).
    public static func opensOnlyFonts(in folders: [String], match: String) -> Bool {
        let files = files(in: match)
        return !files.isEmpty && files.allSatisfy { isInside($0, folders: folders) }
    }

    /// Whether the absolute `path` lies below one of the absolute `folders`, both taken as
    /// written with `.`, `..` and repeated slashes resolved first (a `..` cannot climb out);
    /// symlinks are not followed. A folder itself is not inside itself.
    public static func isInside(_ path: String, folders: [String]) -> Bool {
        guard let file = normalised(path), !file.isEmpty else { return false }
        return folders.contains { folder in
            guard let parts = normalised(folder) else { return false }
            return file.count > parts.count && Array(file.prefix(parts.count)) == parts
        }
    }

    /// The components of the absolute `path` with `.`, `..` and empty ones resolved; nil when it is
    /// relative or climbs above `/`.
    static func normalised(_ path: String) -> [Substring]? {
        guard path.hasPrefix("/") else { return nil }
        var parts: [Substring] = []
        for part in path.split(separator: "/", omittingEmptySubsequences: true) {
            switch part {
            case ".": continue
            case "..":
                guard !parts.isEmpty else { return nil }
                parts.removeLast()
            default: parts.append(part)
            }
        }
        return parts
    }
}
