import Foundation
import Testing

/// The font cache (`FontMatchCache`): a start opens the font fontconfig matched last time
/// without loading fontconfig, then checks the match and corrects a stale one on screen and in
/// the file.
@Suite struct FontCacheTests {
    /// A private cache folder, removed at the end.
    final class CacheHome {
        let root = NSTemporaryDirectory() + "statuspanel-cache-\(UUID().uuidString)"
        var file: String { root + "/statuspanel/font-matches" }
        var environment: [String: String] { ["XDG_CACHE_HOME": root] }
        deinit { try? FileManager.default.removeItem(atPath: root) }
        func read() -> String? { try? String(contentsOfFile: file, encoding: .utf8) }
    }

    /// The strip's left end: the carrier label, drawn in the panel's font.
    static func label(_ image: RGBImage) -> [UInt8] { image.region(x: 0, y: 0, width: 160, height: 24) }

    /// Starts a panel with `cache`, waits for its strip and for its font check (no frame for
    /// a second after it), and returns the left end and what the panel wrote to stderr.
    static func settledLabel(cache: CacheHome) throws -> (pixels: [UInt8], stderr: String) {
        let server = try XServer()
        let panel = try PanelProcess(on: server, environment: cache.environment)
        _ = try #require(try panel.waitForStrip(), "no strip; stderr: \(panel.stderr)")
        var last = label(try server.screenshot()), stableSince = Date()
        while Date().timeIntervalSince(stableSince) < 1.0 {
            usleep(50_000)
            let now = label(try server.screenshot())
            if now != last { (last, stableSince) = (now, Date()) }
        }
        return (last, panel.stderr)
    }

    @Test func theFirstStartKeepsTheMatchAndTheNextDrawsTheSame() throws {
        let cache = CacheHome()
        let first = try Self.settledLabel(cache: cache)
        #expect(first.stderr.isEmpty, "\(first.stderr)")
        let text = try #require(cache.read(), "no cache file after a start")
        let entries = text.split(separator: "\n").filter { !$0.hasPrefix("#") }
        #expect(entries.count == 1, "\(text)")
        #expect(entries.first?.contains("\tDejaVu Sans") == true && entries.first?.contains(":file=/") == true, "\(text)")

        let second = try Self.settledLabel(cache: cache)
        #expect(second.stderr.isEmpty, "\(second.stderr)")
        let same = second.pixels == first.pixels
        #expect(same, "the font opened from the cache draws differently")
        #expect(cache.read() == text, "a confirmed match rewrote the file")
    }

    /// An entry naming another font (as after the user's fontconfig changed): the strip shows it
    /// first, then the font fontconfig matches now, and the file is corrected.
    @Test func aStaleMatchIsCorrectedOnScreenAndInTheFile() throws {
        let cache = CacheHome()
        let fresh = try Self.settledLabel(cache: cache)
        let good = try #require(cache.read())
        let stale = good.replacingOccurrences(of: "DejaVuSans-Bold.ttf", with: "DejaVuSansMono-Bold.ttf")
            .replacingOccurrences(of: "\tDejaVu Sans-", with: "\tDejaVu Sans Mono-")
        try #require(stale != good, "the match does not name DejaVuSans-Bold.ttf: \(good)")
        try stale.write(toFile: cache.file, atomically: true, encoding: .utf8)

        let server = try XServer()
        let recorder = try #require(ScreenRecorder(display: server.display, x: 0, y: 0, width: 160, height: 24, seconds: 4))
        let panel = try PanelProcess(on: server, environment: cache.environment)
        _ = try #require(try panel.waitForStrip(), "no strip; stderr: \(panel.stderr)")
        #expect(waitUntil(timeout: 5) { cache.read() == good }, "the stale entry was not corrected: \(cache.read() ?? "no file")")
        let frames = recorder.frames()
        let settled = Self.label(try server.screenshot())
        let corrected = settled == fresh.pixels
        #expect(corrected, "the strip does not show the font fontconfig matches")
        // The recorder's pixels are 0xRRGGBB; the screenshot's bytes RGB.
        let settledPixels = stride(from: 0, to: settled.count, by: 3).map { (i: Int) -> UInt in
            let red = UInt(settled[i]) << 16, green = UInt(settled[i + 1]) << 8
            return red | green | UInt(settled[i + 2])
        }
        let shownBefore = frames.dropFirst().dropLast().filter { $0.pixels != settledPixels }
        #expect(!shownBefore.isEmpty, "no frame drew the cached (stale) font first: \(frames.count) frames")
        let lastIsSettled = frames.last?.pixels == settledPixels
        #expect(lastIsSettled, "the last frame recorded is not the settled strip")
        #expect(panel.stderr.isEmpty, "\(panel.stderr)")
    }

    /// A garbled file is replaced by a good one; a cache folder that cannot be made costs
    /// nothing but the cache. Neither is worth a message.
    @Test func aGarbledOrUnwritableCacheIsNoError() throws {
        let cache = CacheHome()
        try FileManager.default.createDirectory(atPath: cache.root + "/statuspanel", withIntermediateDirectories: true)
        try "\u{0}garbage\nnot\tan entry\n0123456789abcdef\n".write(toFile: cache.file, atomically: true, encoding: .utf8)
        let garbled = try Self.settledLabel(cache: cache)
        #expect(garbled.stderr.isEmpty, "\(garbled.stderr)")
        let text = try #require(cache.read())
        #expect(text.split(separator: "\n").filter { !$0.hasPrefix("#") }.count == 1 && !text.contains("garbage"), "\(text)")

        let server = try XServer()
        let panel = try PanelProcess(on: server, environment: ["XDG_CACHE_HOME": "/dev/null/cache"])
        _ = try #require(try panel.waitForPaintedStrip(), "no strip; stderr: \(panel.stderr)")
        let same = Self.label(try server.screenshot()) == garbled.pixels
        #expect(same, "without a cache the strip draws differently")
        #expect(panel.stderr.isEmpty, "\(panel.stderr)")
    }

    /// An entry naming a font file outside fontconfig's font folders is not opened (issue 25):
    /// here the "font" is a FIFO, which would hang the panel the moment FreeType opened it.
    @Test func anEntryOutsideFontconfigsFoldersIsNotOpened() throws {
        let cache = CacheHome()
        let fresh = try Self.settledLabel(cache: cache)
        let good = try #require(cache.read())
        let planted = cache.root + "/planted.ttf"
        try #require(mkfifo(planted, 0o600) == 0)
        let outside = good.replacingOccurrences(of: "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf", with: planted)
        try #require(outside != good, "the match does not name DejaVuSans-Bold.ttf: \(good)")
        try outside.write(toFile: cache.file, atomically: true, encoding: .utf8)

        let server = try XServer()
        let panel = try PanelProcess(on: server, environment: cache.environment)
        _ = try #require(try panel.waitForStrip(), "no strip; stderr: \(panel.stderr)")
        #expect(waitUntil(timeout: 5) { cache.read() == good }, "the entry was not corrected: \(cache.read() ?? "no file")")
        #expect(waitUntil(timeout: 5) { (try? Self.label(server.screenshot())) == fresh.pixels }, "the strip does not show fontconfig's font")
        #expect(panel.stderr.isEmpty, "\(panel.stderr)")
    }

    /// A cache folder that belongs to another user (planted in a shared XDG_CACHE_HOME) is not
    /// used: one line says so, the strip is the same, the file is untouched. Needs root (CI).
    @Test(.enabled(if: geteuid() == 0, "only root can give a folder to another user"))
    func anotherUsersCacheFolderIsNotUsed() throws {
        let reference = CacheHome()
        let fresh = try Self.settledLabel(cache: reference)
        let cache = CacheHome()
        try FileManager.default.createDirectory(atPath: cache.root + "/statuspanel", withIntermediateDirectories: true)
        let foreign = "0123456789abcdef\tDejaVu Sans Mono-10:file=/usr/share/fonts/truetype/dejavu/DejaVuSansMono-Bold.ttf\n"
        try foreign.write(toFile: cache.file, atomically: true, encoding: .utf8)
        try #require(chown(cache.root + "/statuspanel", 65534, 65534) == 0 && chown(cache.file, 65534, 65534) == 0)

        let server = try XServer()
        let panel = try PanelProcess(on: server, environment: cache.environment)
        _ = try #require(try panel.waitForStrip(), "no strip; stderr: \(panel.stderr)")
        #expect(waitUntil(timeout: 5) { (try? Self.label(server.screenshot())) == fresh.pixels }, "the strip draws differently")
        usleep(1_000_000)
        #expect(cache.read() == foreign, "another user's file was written")
        let lines = panel.stderr.split(separator: "\n")
        #expect(lines.count == 1 && lines.first?.hasPrefix("statuspanel: not using the font cache \(cache.root)/statuspanel: it belongs to user 65534") == true,
                "\(panel.stderr)")
    }
}
