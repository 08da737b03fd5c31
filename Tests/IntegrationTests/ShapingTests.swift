import Foundation
import Testing

/// Text shaped with HarfBuzz (issue 24), checked against independent shapers on the same font
/// files: the glyph ids and positions of `statuspanel shape` against hb-shape's, and the ink
/// width of a label on the screen against pango-view's picture of the same text. Both fail with
/// shaping off (STATUSPANEL_SHAPING=0): the glyphs are then the characters' own, in logical order.
@Suite(.serialized) struct ShapingTests {
    /// A script's sample, and whether its font must be a fallback (DejaVu Sans has Arabic).
    static let samples: [(name: String, text: String, fallback: Bool)] = [
        ("Devanagari", "नमस्ते दिल्ली क्षेत्र", true),
        ("Bengali", "বাংলা ক্ষেত্র", true),
        ("Tamil", "தமிழ் ஸ்ரீ கொ", true),
        ("Thai", "กรุงเทพฯ น้ำ", true),
        ("Khmer", "ភាសាខ្មែរ", true),
        ("Sinhala", "ශ්‍රී ලංකා", true),
        ("Lao", "ສະບາຍດີ ນ້ຳ", false),
        ("Myanmar", "မြန်မာ ကြ", true),
        ("Arabic", "مَرْحَبًا بالعالم", false),
        ("emoji", "👨\u{200D}👩\u{200D}👧 👍🏽 1\u{FE0F}\u{20E3} ❤\u{FE0F}", true),
        ("flags", "🇩🇪🇯🇵", true),
    ]
    static let font = "sans-serif:pixelsize=14"

    struct Run {
        var file: String
        var size: Double
        var text: String
        var width: Int
        var glyphs: [[Int]]
    }

    /// The runs `statuspanel shape` prints for `text`.
    static func shape(_ text: String, on server: XServer, shaping: Bool = true) throws -> [Run] {
        let r = try run([panelBinary, "shape", "--font", font, text],
                        environment: server.environment.merging(shaping ? [:] : ["STATUSPANEL_SHAPING": "0"]) { $1 })
        #expect(r.status == 0, "\(r.err)")
        return r.out.split(separator: "\n").compactMap { line in
            guard let o = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any] else { return nil }
            return Run(file: o["file"] as? String ?? "", size: o["size"] as? Double ?? 0, text: o["text"] as? String ?? "",
                       width: o["width"] as? Int ?? 0, glyphs: o["glyphs"] as? [[Int]] ?? [])
        }
    }

    /// hb-shape's glyphs for `run` (FreeType's functions, the size in 1/64 pixel): id, x and width
    /// in 1/64 pixel.
    static func hbShape(_ run: Run) throws -> (glyphs: [(id: Int, x: Int)], width: Int) {
        let r = try ShapingTests.runTool(["hb-shape", "--font-funcs=ft", "--font-size=\(Int((run.size * 64).rounded()))",
                                          "--output-format=json", "--no-glyph-names", run.file, run.text])
        let list = try #require(try JSONSerialization.jsonObject(with: Data(r.utf8)) as? [[String: Int]], Comment(rawValue: r))
        var pen = 0
        var glyphs: [(Int, Int)] = []
        for g in list {
            glyphs.append((g["g"] ?? -1, pen + (g["dx"] ?? 0)))
            pen += g["ax"] ?? 0
        }
        return (glyphs, pen)
    }

    static func runTool(_ argv: [String]) throws -> String {
        let r = try run(argv)
        #expect(r.status == 0, "\(argv[0]): \(r.err)")
        return r.out
    }

    /// Every run of every sample has hb-shape's glyph ids, each glyph within a pixel of hb-shape's
    /// position (colour emoji, a bitmap strike Xft scales, by id only) and the run its width.
    @Test func glyphsMatchHbShape() throws {
        let server = try XServer()
        for sample in Self.samples {
            let runs = try Self.shape(sample.text, on: server)
            let shaped = runs.filter { !$0.text.allSatisfy(\.isWhitespace) }
            #expect(!shaped.isEmpty, "\(sample.name): no runs")
            if sample.fallback {
                #expect(shaped.allSatisfy { !$0.file.contains("DejaVu") }, "\(sample.name) drawn with \(shaped.map(\.file))")
            }
            for run in shaped {
                let expected = try Self.hbShape(run)
                #expect(run.glyphs.map { $0[0] } == expected.glyphs.map(\.id), "\(sample.name) '\(run.text)' in \(run.file)")
                guard run.size < 100, run.glyphs.count == expected.glyphs.count else { continue }
                for (mine, theirs) in zip(run.glyphs, expected.glyphs) {
                    #expect(abs(mine[1] - Int((Double(theirs.x) / 64).rounded())) <= 1, "\(sample.name) '\(run.text)': glyph \(mine[0]) at \(mine[1]), hb-shape \(Double(theirs.x) / 64)")
                }
                #expect(abs(run.width - Int((Double(expected.width) / 64).rounded())) <= 1, "\(sample.name) '\(run.text)': width \(run.width), hb-shape \(Double(expected.width) / 64)")
            }
        }
    }

    /// The check above tells shaped text from unshaped: with shaping off, no sample has
    /// hb-shape's glyphs any more (reordered vowels, conjuncts, stacked or moved marks, joined
    /// Arabic, one glyph for a family or a flag).
    @Test func unshapedTextDoesNotMatch() throws {
        let server = try XServer()
        for sample in Self.samples {
            let runs = try Self.shape(sample.text, on: server, shaping: false).filter { !$0.text.allSatisfy(\.isWhitespace) }
            let matches = try runs.allSatisfy { run in try run.glyphs.map { $0[0] } == Self.hbShape(run).glyphs.map(\.id) }
            #expect(!matches, "\(sample.name) matched hb-shape without shaping")
        }
    }

    /// A cluster is one font and the default-ignorables take no room: a family is one glyph, a
    /// flag one glyph, and a non-joiner between two Devanagari letters or two emoji adds no width.
    @Test func clustersAndIgnorables() throws {
        let server = try XServer()
        for (text, count) in [("👨\u{200D}👩\u{200D}👧", 1), ("🇩🇪", 1), ("👍🏽", 1)] {
            let runs = try Self.shape(text, on: server)
            #expect(runs.count == 1 && runs[0].glyphs.count == count, "'\(text)': \(runs.map(\.glyphs))")
        }
        func width(_ text: String) throws -> Int { try Self.shape(text, on: server).reduce(0) { $0 + $1.width } }
        for (plain, joined) in [("कख", "क\u{200C}ख"), ("😀😀", "😀\u{200C}😀"), ("ab", "a\u{200D}b"), ("क", "\u{200E}क\u{FE0F}")] {
            #expect(try width(plain) == width(joined), "'\(joined.unicodeScalars.map { String($0.value, radix: 16) })' takes room")
        }
    }

    /// A label on the screen has the ink width pango-view draws the same text with (same pixel
    /// size, fontconfig's fallback fonts), within a few pixels.
    @Test func inkWidthsMatchPangoView() throws {
        let home = try DotfileHome("[panel]\nfont = \"\(Self.font)\"\n")
        let server = try XServer()
        let panel = try PanelProcess(on: server, environment: home.environment.merging(["LC_ALL": "C"]) { $1 })
        _ = try #require(try panel.waitForStrip(), "stderr: \(panel.stderr)")
        var previous: [Int] = []
        for sample in Self.samples where sample.name != "emoji" && sample.name != "flags" {
            try home.write("[panel]\nfont = \"\(Self.font)\"\n[items]\nleft = [\"carrier\"]\ncenter = []\nright = []\n[carrier]\nlabel = \"\(sample.text)\"\n")
            let ink = try #require(try waitFor(timeout: 4) { () -> [Int]? in
                let ink = ScriptTests.inkColumns(try server.screenshot())
                // The carrier alone (the other items gone), and the new label.
                return ink.isEmpty || ink == previous || ink.first! > 40 || ink.last! > 600 ? nil : ink
            }, "\(sample.name) never drawn")
            previous = ink
            let pango = try Self.pangoInkWidth(sample.text)
            let mine = ink.last! - ink.first! + 1
            #expect(abs(mine - pango) <= 3, "\(sample.name): ink \(mine) px wide, pango-view \(pango) px")
        }
    }

    /// HarfBuzz is mapped only once a label outside ASCII needs it: a Latin strip never loads it.
    @Test func aLatinStripDoesNotLoadHarfBuzz() throws {
        let running = try ScriptTests.Running("[carrier]\nlabel = \"kiosk\"\n")
        func loaded() -> Bool {
            ((try? String(contentsOfFile: "/proc/\(running.panel.process.processIdentifier)/maps", encoding: .utf8)) ?? "").contains("libharfbuzz")
        }
        let before = try running.settledCarrierPixels()
        #expect(!loaded())
        _ = try #require(try running.show("नमस्ते", unlike: [before]), "the Devanagari label was never drawn")
        #expect(waitUntil(timeout: 4) { loaded() })
    }

    /// The width of the ink pango-view draws `text` with in the panel's font and pixel size.
    static func pangoInkWidth(_ text: String) throws -> Int {
        let path = NSTemporaryDirectory() + "statuspanel-pango-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: path + ".png"); try? FileManager.default.removeItem(atPath: path + ".ppm") }
        _ = try runTool(["pango-view", "-q", "--dpi=96", "--font=sans 14px", "--margin=4", "--antialias=gray",
                         "--foreground=black", "--background=white", "--output=\(path).png", "--text=\(text)"])
        _ = try runTool(["convert", path + ".png", "-depth", "8", "ppm:" + path + ".ppm"])
        let image = try #require(RGBImage(ppm: try Data(contentsOf: URL(fileURLWithPath: path + ".ppm"))))
        let columns = (0..<image.width).filter { x in (0..<image.height).contains { y in image.luminance(x: x, y: y) < 0.45 } }
        return (columns.last ?? 0) - (columns.first ?? 0) + 1
    }
}
