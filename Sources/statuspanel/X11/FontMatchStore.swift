import CX11
import PanelCore
import Synchronization
#if canImport(Glibc)
import Glibc
#endif

/// This process's ``FontMatchCache``: read once, at start, and written when fontconfig gives an
/// answer the file did not hold. Every font the panel opens goes through ``open(_:connection:)``.
enum FontMatchStore {
    private struct State {
        var path: String?
        var cache: FontMatchCache
        /// Keys fontconfig itself answered in this process: their entries need no check.
        var confirmed: Set<String> = []
    }

    private static let state = Mutex<State?>(nil)

    /// The environment the key and the file's place are taken from.
    private static let environment: [String: String] = {
        var values: [String: String] = [:]
        for name in FontMatchCache.environmentNames + ["XDG_CACHE_HOME"] {
            if let value = getenv(name) { values[name] = String(cString: value) }
        }
        return values
    }()

    private static func withState<T>(_ body: (inout State) -> T) -> T {
        state.withLock { value in
            if value == nil {
                var path = FontMatchCache.path(environment: environment), cache = FontMatchCache()
                if let file = path {
                    let read = FontMatchCache.read(from: file)
                    cache = read.cache
                    if let refusal = read.refusal {
                        // Another user's folder (or a symlink) where the cache belongs: no cache for this run.
                        Log.error(refusal)
                        path = nil
                    }
                }
                value = State(path: path, cache: cache)
            }
            return body(&value!)
        }
    }

    /// A font opened for a request, and the file's entry it came from while fontconfig has not
    /// confirmed that entry in this process.
    struct Opened {
        let font: UnsafeMutablePointer<XftFont>
        let unconfirmed: FontMatchCache.Entry?
    }

    /// Opens the fontconfig pattern `name`: from the file's answer when it has one and that font
    /// opens, else from fontconfig's match (which the file then keeps). Nil when fontconfig
    /// finds nothing Xft can open.
    static func open(_ name: String, connection: XConnection) -> Opened? {
        let key = key(for: name, connection: connection)
        if let (kept, confirmed) = withState({ s in s.cache.match(for: key).map { ($0, s.confirmed.contains(key)) } }),
           FontMatchCache.opensOnlyFonts(in: stockFontFolders, match: kept)
            || FontMatchCache.opensOnlyFonts(in: fontFolders, match: kept),
           let font = openPattern(kept, connection: connection) {
            return Opened(font: font, unconfirmed: confirmed ? nil : FontMatchCache.Entry(key: key, match: kept))
        }
        guard let match = fontconfigMatch(name, connection: connection) else { return nil }
        remember(match, for: key)
        guard let font = openPattern(match, connection: connection) else { return nil }
        return Opened(font: font, unconfirmed: nil)
    }

    /// Asks fontconfig for `name` now and keeps its answer; true when it is `kept`'s (the font
    /// opened from the file is the one fontconfig matches today).
    static func confirm(_ name: String, kept: FontMatchCache.Entry, connection: XConnection) -> Bool {
        guard let match = fontconfigMatch(name, connection: connection) else { return true }
        remember(match, for: kept.key)
        return match == kept.match
    }

    /// Keeps fontconfig's answer for `key` (confirmed from now on), writing the file when it changed.
    private static func remember(_ match: String, for key: String) {
        withState { s in
            s.confirmed.insert(key)
            guard s.cache.match(for: key) != match else { return }
            s.cache.remember(match, for: key)
            if let path = s.path { s.cache.save(to: path) }
        }
    }

    /// Whether the file holds an entry that opens without fontconfig's configuration (its fonts
    /// lie in ``FontMatchCache/stockFontFolders(environment:)``): then a start need not load it
    /// before the strip is shown.
    static var holdsMatchesInStockFolders: Bool {
        withState { s in s.cache.entries.contains { FontMatchCache.opensOnlyFonts(in: stockFontFolders, match: $0.match) } }
    }

    private static let stockFontFolders = FontMatchCache.stockFontFolders(environment: environment)

    /// fontconfig's font folders (its configuration's, and the folders below them): an entry of the
    /// file naming a font anywhere else is not opened. Asking loads fontconfig's configuration,
    /// which the warm-up thread has started on (``FontconfigWarmUp``) when the file had no entry
    /// in the stock folders.
    private static let fontFolders: [String] = {
        FontconfigWarmUp.wait()
        guard let list = FcConfigGetFontDirs(nil) else { return [] }
        defer { FcStrListDone(list) }
        var folders: [String] = []
        while let folder = FcStrListNext(list) { folders.append(String(cString: folder)) }
        return folders
    }()

    /// What `XftFontOpenName` matches for `name`, as `FcNameUnparse` writes it.
    private static func fontconfigMatch(_ name: String, connection: XConnection) -> String? {
        FontconfigWarmUp.wait()
        guard let pattern = FcNameParse(name) else { return nil }
        defer { FcPatternDestroy(pattern) }
        var result = FcResultNoMatch
        guard let match = XftFontMatch(connection.display, connection.screen, pattern, &result) else { return nil }
        defer { FcPatternDestroy(match) }
        guard let text = FcNameUnparse(match) else { return nil }
        defer { free(text) }
        return String(cString: text)
    }

    /// Opens a matched pattern written by `FcNameUnparse`; parsing it needs no fontconfig
    /// configuration, and Xft opens the file it names.
    private static func openPattern(_ text: String, connection: XConnection) -> UnsafeMutablePointer<XftFont>? {
        guard let pattern = FcNameParse(text) else { return nil }
        // XftFontOpenPattern owns the pattern once it returns a font.
        guard let font = XftFontOpenPattern(connection.display, pattern) else {
            FcPatternDestroy(pattern)
            return nil
        }
        return font
    }

    private static func key(for name: String, connection: XConnection) -> String {
        let dpy = connection.display, screen = connection.screen
        let resources = XResourceManagerString(dpy).map { String(cString: $0) } ?? ""
        let size = "\(XDisplayWidth(dpy, screen))x\(XDisplayHeight(dpy, screen))/\(XDisplayWidthMM(dpy, screen))x\(XDisplayHeightMM(dpy, screen))"
        return FontMatchCache.key(request: name, resources: resources, screen: size, environment: environment)
    }
}
