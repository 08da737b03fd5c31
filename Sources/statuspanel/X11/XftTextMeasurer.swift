import CX11
import PanelCore
import Synchronization

/// The strip's font and the installed fonts that stand in for it, measuring and cutting text
/// into runs for the layout and the renderer.
///
/// Characters the main font lacks are drawn with a fallback font found through fontconfig the
/// way dwm's drw.c does: the main pattern with the character's charset added, matched by
/// `XftFontMatch` and opened with `XftFontOpenPattern` (colour emoji included: this libXft draws
/// BGRA glyphs). Each character's font is found once and kept, like the runs and widths of each
/// string: text the main font covers costs one lookup per string, and a frame no fontconfig call.
/// Right-to-left text is put in visual order and joined first (``BidiText``).
final class XftTextMeasurer: TextMeasuring {
    /// Part of a string drawn with one font.
    struct Run {
        let font: UnsafeMutablePointer<XftFont>
        let bytes: [UInt8]
        let width: Int
        /// Vowel and cantillation marks of Hebrew and Arabic, left out of `bytes` and drawn centred
        /// over the letter before them (the font's mark positioning needs a shaper Xft lacks):
        /// each character with its pen position from the run's start.
        var marks: [(character: UInt32, x: Int)] = []
    }

    let font: UnsafeMutablePointer<XftFont>
    private let connection: XConnection
    /// The parsed `panel.font` pattern, the base of every fallback match.
    private let pattern: OpaquePointer?
    private var fallbacks: [UnsafeMutablePointer<XftFont>] = []
    /// Each character's font outside ASCII: 0 the main font, else `fallbacks[i - 1]`.
    private var fontOf: [UInt32: Int] = [:]
    /// Measured texts, up to ``runCacheLimit``. Its storage is made whole at once and kept when
    /// emptied: growing it later would run code the idle panel gave back (``StartupPages``).
    private var runCache = [String: [Run]](minimumCapacity: XftTextMeasurer.runCacheLimit + 1)
    private static let runCacheLimit = 256

    /// The `panel.font` pattern this font was opened for.
    let name: String
    /// The ``FontMatchCache`` entry this font was opened from, while fontconfig has not
    /// confirmed it in this process (``confirmMatch()``).
    private var unconfirmed: FontMatchCache.Entry?

    /// Opens the fontconfig pattern `name` (through ``FontMatchStore``); `nil` when Xft cannot
    /// open anything for it.
    init?(connection: XConnection, name: String) {
        guard let opened = FontMatchStore.open(name, connection: connection) else { return nil }
        let font = opened.font
        self.font = font
        self.name = name
        self.connection = connection
        unconfirmed = opened.unconfirmed
        pattern = FcNameParse(name)
        if let pattern, let wanted = Self.families(pattern).first, !Self.families(font.pointee.pattern).contains(where: {
            $0.lowercased() == wanted.lowercased()
        }), !Self.genericFamilies.contains(wanted.lowercased()), Self.reported.withLock({ $0.insert(name).inserted }) {
            Log.error("no installed font is named '\(wanted)' (panel.font); drawing with '\(Self.families(font.pointee.pattern).first ?? "?")'")
        }
    }

    /// Whether the font came from the cache file and fontconfig has not yet said it is still
    /// the one it matches.
    var isUnconfirmed: Bool { unconfirmed != nil }

    /// Asks fontconfig whether it still matches the font opened from the cache file; false when
    /// it now matches another (the file then holds that one: open the font again).
    func confirmMatch() -> Bool {
        guard let kept = unconfirmed else { return true }
        unconfirmed = nil
        return FontMatchStore.confirm(name, kept: kept, connection: connection)
    }

    /// Fontconfig's generic names, which match whatever font stands for them.
    private static let genericFamilies: Set<String> = ["sans-serif", "sans", "serif", "monospace", "mono", "system-ui", "emoji", "math", "fantasy", "cursive"]
    /// Font names already reported as standing in for a missing family: one message each.
    private static let reported = Mutex<Set<String>>([])

    /// The family names a pattern holds (FC_FAMILY), in order.
    private static func families(_ pattern: OpaquePointer?) -> [String] {
        var names: [String] = []
        var value: UnsafeMutablePointer<FcChar8>?
        while FcPatternGetString(pattern, FC_FAMILY, Int32(names.count), &value) == FcResultMatch, let value {
            names.append(String(cString: value))
        }
        return names
    }

    deinit {
        for f in fallbacks { XftFontClose(connection.display, f) }
        XftFontClose(connection.display, font)
        if let pattern { FcPatternDestroy(pattern) }
    }

    /// The advance of `text`: the sum of its runs (cached with them).
    func width(of text: String) -> Int {
        runs(of: text).reduce(0) { $0 + $1.width }
    }

    var ascent: Int { Int(font.pointee.ascent) }
    var descent: Int { Int(font.pointee.descent) }

    /// `text` in visual order, cut where the font changes, each run with its advance width.
    func runs(of text: String) -> [Run] {
        if let r = runCache[text] { return r }
        let visual = BidiText.visual(text)
        var result: [Run] = []
        if visual.utf8.allSatisfy({ $0 < 0x80 }) {
            result = [run(font, Array(visual.utf8))]
        } else {
            result = FontRuns.split(visual, fontOf: { fontIndex($0.value) }).map { piece in
                let font = font(index: piece.font)
                return run(font, piece.bytes, marks: piece.marks.map { ($0.character, markPosition($0.character, over: piece.bytes, letter: $0.letter, in: font)) })
            }
        }
        if runCache.count >= Self.runCacheLimit { runCache.removeAll(keepingCapacity: true) }
        runCache[text] = result
        return result
    }

    private func run(_ font: UnsafeMutablePointer<XftFont>, _ bytes: [UInt8], marks: [(character: UInt32, x: Int)] = []) -> Run {
        Run(font: font, bytes: bytes, width: Int(extents(font, bytes[...]).xOff), marks: marks)
    }

    private func extents(_ font: UnsafeMutablePointer<XftFont>, _ bytes: ArraySlice<UInt8>) -> XGlyphInfo {
        var info = XGlyphInfo()
        bytes.withUnsafeBufferPointer { XftTextExtentsUtf8(connection.display, font, $0.baseAddress, Int32($0.count), &info) }
        return info
    }

    /// The pen position that centres the ink of `mark` over the letter at `letter` in `bytes`.
    private func markPosition(_ mark: UInt32, over bytes: [UInt8], letter: Range<Int>, in font: UnsafeMutablePointer<XftFont>) -> Int {
        let letterX = Int(extents(font, bytes[..<letter.lowerBound]).xOff)
        let advance = Int(extents(font, bytes[letter]).xOff)
        var info = XGlyphInfo()
        var character = mark
        XftTextExtents32(connection.display, font, &character, 1, &info)
        return letterX + (advance - Int(info.width)) / 2 + Int(info.x)
    }

    private func font(index: Int) -> UnsafeMutablePointer<XftFont> { index == 0 ? font : fallbacks[index - 1] }

    /// The font that draws `scalar`: the main font, a fallback already open, or one fontconfig
    /// finds now; the main font (its missing-glyph box) when no installed font has it.
    private func fontIndex(_ scalar: UInt32) -> Int {
        if let i = fontOf[scalar] { return i }
        let dpy = connection.display
        var index = 0
        if XftCharExists(dpy, font, scalar) == 0 {
            if let i = fallbacks.firstIndex(where: { XftCharExists(dpy, $0, scalar) != 0 }) {
                index = i + 1
            } else if let found = matchFallback(for: scalar) {
                fallbacks.append(found)
                index = fallbacks.count
            }
        }
        if fontOf.count > 4096 { fontOf.removeAll() }
        fontOf[scalar] = index
        return index
    }

    /// A font that has `scalar`, matched from the main pattern plus the character (dwm's drw.c).
    private func matchFallback(for scalar: UInt32) -> UnsafeMutablePointer<XftFont>? {
        guard let pattern, let wanted = FcPatternDuplicate(pattern) else { return nil }
        defer { FcPatternDestroy(wanted) }
        let charset = FcCharSetCreate()
        FcCharSetAddChar(charset, scalar)
        FcPatternAddCharSet(wanted, FC_CHARSET, charset)
        FcCharSetDestroy(charset)
        var result = FcResultNoMatch
        guard let match = XftFontMatch(connection.display, connection.screen, wanted, &result) else { return nil }
        // XftFontOpenPattern owns `match` once it returns a font.
        guard let found = XftFontOpenPattern(connection.display, match) else {
            FcPatternDestroy(match)
            return nil
        }
        guard XftCharExists(connection.display, found, scalar) != 0, found != font, !fallbacks.contains(found) else {
            XftFontClose(connection.display, found)
            return nil
        }
        return found
    }
}
