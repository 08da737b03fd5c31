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
/// Text outside ASCII is cut into runs per font by cluster (``FontRuns``), in visual order
/// (``BidiText``), and shaped with HarfBuzz (``XftShaper``): glyphs by id with their positions.
final class XftTextMeasurer: TextMeasuring {
    /// Part of a string drawn with one font.
    struct Run {
        let font: UnsafeMutablePointer<XftFont>
        /// The run's text as UTF-8, drawn as it is (ASCII, and text when HarfBuzz is missing)
        /// when `glyphs` is empty.
        let bytes: [UInt8]
        let width: Int
        /// The shaped glyphs, by id, each at its position from the run's pen on the baseline.
        var glyphs: [ShapedGlyphs.Placed] = []
    }

    let font: UnsafeMutablePointer<XftFont>
    private let connection: XConnection
    /// The parsed `panel.font` pattern, the base of every fallback match.
    private let pattern: OpaquePointer?
    /// The fonts that stand in for the main one, and which font draws each character and
    /// cluster already seen.
    private struct FallbackFonts {
        /// The fonts opened for characters the main font lacks, in the order they were found.
        var opened: [UnsafeMutablePointer<XftFont>] = []
        /// Each character's font outside ASCII: 0 the main font, else `opened[i - 1]`.
        var ofCharacter: [UInt32: Int] = [:]
        /// The font of each cluster of several characters, or one shown as emoji.
        var ofCluster: [String: Int] = [:]
    }

    private var fallbacks = FallbackFonts()
    /// HarfBuzz, once a label outside ASCII needs it.
    private lazy var shaper: XftShaper? = HarfBuzz.shared.map { XftShaper($0, display: connection.display) }
    /// Measured texts, up to ``PanelLimits/measuredTextEntries``. Its storage is made whole at once and kept when
    /// emptied: growing it later would run code the idle panel gave back (``StartupPages``).
    private var runCache = [String: [Run]](minimumCapacity: PanelLimits.measuredTextEntries + 1)

    /// The `panel.font` pattern this font was opened for.
    let name: String
    /// What was asked of fontconfig: `name` at the strip's dpi (``DisplayScale/fontRequest(_:xftDPI:)``).
    private let request: String
    /// The ``FontMatchCache`` entry this font was opened from, while fontconfig has not
    /// confirmed it in this process (``confirmMatch()``).
    private var unconfirmed: FontMatchCache.Entry?

    /// Opens the fontconfig pattern `name` (through ``FontMatchStore``); `nil` when Xft cannot
    /// open anything for it.
    init?(connection: XConnection, name: String) {
        let request = DisplayScale.fontRequest(name, xftDPI: connection.resource("Xft.dpi"))
        guard let opened = FontMatchStore.open(request, connection: connection) else { return nil }
        let font = opened.font
        self.font = font
        self.name = name
        self.request = request
        self.connection = connection
        unconfirmed = opened.unconfirmed
        pattern = FcNameParse(request)
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
        return FontMatchStore.confirm(request, kept: kept, connection: connection)
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
        shaper?.release()
        for f in fallbacks.opened { XftFontClose(connection.display, f) }
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
        var result: [Run] = []
        if let bytes = text.utf8.allSatisfy({ $0 < 0x80 }) ? Array(text.utf8) : FontRuns.asciiShown(text) {
            result = [Run(font: font, bytes: bytes, width: Int(extents(font, bytes[...]).xOff))]
        } else {
            let shaper = self.shaper
            result = FontRuns.split(pieces: BidiText.pieces(text), fontOf: { fontIndex(cluster: $0) },
                                    scriptOf: { shaper?.script($0) },
                                    hasSpace: { !isColor($0) && XftCharExists(connection.display, font(index: $0), 0x20) != 0 }).map(run)
        }
        if runCache.count >= PanelLimits.measuredTextEntries { runCache.removeAll(keepingCapacity: true) }
        runCache[text] = result
        return result
    }

    /// A run shaped with HarfBuzz; without it, its characters as they are, less the ignorable ones.
    private func run(_ piece: FontRuns.Run) -> Run {
        let font = font(index: piece.font)
        if let shaped = shaper?.shape(piece.bytes, font: font, rightToLeft: piece.rightToLeft) {
            return Run(font: font, bytes: piece.bytes, width: shaped.width, glyphs: shaped.glyphs)
        }
        var shown = String.UnicodeScalarView()
        shown.append(contentsOf: String(decoding: piece.bytes, as: UTF8.self).unicodeScalars.filter { !FontRuns.isDefaultIgnorable($0) })
        let bytes = Array(String(piece.rightToLeft ? String.UnicodeScalarView(shown.reversed()) : shown).utf8)
        return Run(font: font, bytes: bytes, width: Int(extents(font, bytes[...]).xOff))
    }

    private func extents(_ font: UnsafeMutablePointer<XftFont>, _ bytes: ArraySlice<UInt8>) -> XGlyphInfo {
        var info = XGlyphInfo()
        bytes.withUnsafeBufferPointer { XftTextExtentsUtf8(connection.display, font, $0.baseAddress, Int32($0.count), &info) }
        return info
    }

    private func font(index: Int) -> UnsafeMutablePointer<XftFont> { index == 0 ? font : fallbacks.opened[index - 1] }

    /// The font that draws a cluster: the first of the main font and the fallbacks open that has
    /// every character of it that shows (a colour one first for emoji), else one fontconfig finds
    /// for it; else its first character's font.
    private func fontIndex(cluster: [Unicode.Scalar]) -> Int {
        let emoji = FontRuns.prefersEmoji(cluster)
        if cluster.count == 1, !emoji { return fontIndex(cluster[0].value) }
        let key = String(String.UnicodeScalarView(cluster))
        if let i = fallbacks.ofCluster[key] { return i }
        let shown = cluster.filter { !FontRuns.isDefaultIgnorable($0) }
        let dpy = connection.display
        func hasAll(_ i: Int) -> Bool { shown.allSatisfy { XftCharExists(dpy, font(index: i), $0.value) != 0 } }
        let open = Array(0...fallbacks.opened.count)
        var index = emoji ? open.first(where: { isColor($0) && hasAll($0) }) : nil
        if index == nil, emoji, let found = matchFallback(for: shown, family: "emoji") { index = adopt(found) }
        if index == nil { index = open.first(where: hasAll) }
        if index == nil, let found = matchFallback(for: shown) { index = adopt(found) }
        let result = index ?? fontIndex(shown.first?.value ?? cluster[0].value)
        if fallbacks.ofCluster.count > PanelLimits.clusterFontEntries { fallbacks.ofCluster.removeAll() }
        fallbacks.ofCluster[key] = result
        return result
    }

    /// Whether font `i` is a colour (emoji) font: spaces never take its width.
    private func isColor(_ i: Int) -> Bool {
        var color: FcBool = 0
        return FcPatternGetBool(font(index: i).pointee.pattern, FC_COLOR, 0, &color) == FcResultMatch && color != 0
    }

    /// `found` kept as a fallback; its index.
    private func adopt(_ found: UnsafeMutablePointer<XftFont>) -> Int {
        fallbacks.opened.append(found)
        return fallbacks.opened.count
    }

    /// The font that draws `scalar`: the main font, a fallback already open, or one fontconfig
    /// finds now; the main font (its missing-glyph box) when no installed font has it.
    private func fontIndex(_ scalar: UInt32) -> Int {
        if let i = fallbacks.ofCharacter[scalar] { return i }
        let dpy = connection.display
        var index = 0
        if XftCharExists(dpy, font, scalar) == 0 {
            if let i = fallbacks.opened.firstIndex(where: { XftCharExists(dpy, $0, scalar) != 0 }) {
                index = i + 1
            } else if let scalar = Unicode.Scalar(scalar), let found = matchFallback(for: [scalar]) {
                index = adopt(found)
            }
        }
        if fallbacks.ofCharacter.count > PanelLimits.characterFontEntries { fallbacks.ofCharacter.removeAll() }
        fallbacks.ofCharacter[scalar] = index
        return index
    }

    /// A font that has every one of `scalars`, matched from the main pattern plus the characters
    /// (dwm's drw.c), with `family` instead of the pattern's when given.
    private func matchFallback(for scalars: [Unicode.Scalar], family: String? = nil) -> UnsafeMutablePointer<XftFont>? {
        guard !scalars.isEmpty, let pattern, let wanted = FcPatternDuplicate(pattern) else { return nil }
        defer { FcPatternDestroy(wanted) }
        if let family {
            FcPatternDel(wanted, FC_FAMILY)
            FcPatternAddString(wanted, FC_FAMILY, family)
        }
        let charset = FcCharSetCreate()
        for scalar in scalars { FcCharSetAddChar(charset, scalar.value) }
        FcPatternAddCharSet(wanted, FC_CHARSET, charset)
        FcCharSetDestroy(charset)
        var result = FcResultNoMatch
        guard let match = XftFontMatch(connection.display, connection.screen, wanted, &result) else { return nil }
        // XftFontOpenPattern owns `match` once it returns a font.
        guard let found = XftFontOpenPattern(connection.display, match) else {
            FcPatternDestroy(match)
            return nil
        }
        guard scalars.allSatisfy({ XftCharExists(connection.display, found, $0.value) != 0 }), found != font, !fallbacks.opened.contains(found) else {
            XftFontClose(connection.display, found)
            return nil
        }
        return found
    }
}
