import Foundation
import Testing

/// Every script drawn with real glyphs (fontconfig fallback fonts, installed by scripts/test),
/// right-to-left labels in visual order and joined, the strip mirrored in a right-to-left
/// locale, the clock in the user's locale.
@Suite(.serialized) struct ScriptTests {
    /// A character no installed font has: every label of it draws the main font's missing glyph.
    static let missing = "\u{10FFFD}"

    final class Running {
        let home: DotfileHome
        let server: XServer
        let panel: PanelProcess

        init(_ dotfile: String, environment: [String: String] = ["LC_ALL": "C"]) throws {
            home = try DotfileHome(dotfile)
            server = try XServer()
            panel = try PanelProcess(on: server, environment: home.environment.merging(environment) { $1 })
            _ = try #require(try panel.waitForStrip(), "stderr: \(panel.stderr)")
        }

        /// The left quarter of the strip, where the carrier label is drawn.
        func carrierPixels() throws -> [UInt8] { try server.screenshot().region(x: 0, y: 0, width: 320, height: 24) }

        /// The carrier quarter once the first label is drawn: inked, and the same in two screenshots
        /// in a row. A strip just mapped may not have painted yet, and a blank reference would let
        /// ``show(_:unlike:)`` take the first label's pixels for the next one's.
        func settledCarrierPixels() throws -> [UInt8] {
            try #require(try waitForSettled(timeout: 4, carrierPixels, accept: isInked), "the first label was never drawn")
        }

        /// Shows `label` and returns its pixels once they differ from every one in `seen` and are
        /// the same in two screenshots in a row (a frame on the way, such as a crossfade's, is not
        /// the label); nil when they never do (the label drew what an earlier one drew).
        func show(_ label: String, unlike seen: [[UInt8]]) throws -> [UInt8]? {
            try home.write("[clock]\nformat = \"12:34\"\n[carrier]\nlabel = \"\(label)\"\n")
            return try waitForSettled(timeout: 4, carrierPixels) { !seen.contains($0) }
        }
    }

    /// Two labels of each script, two characters each: with one font they would all draw two
    /// missing-glyph boxes, the same pixels; with fallback fonts every one differs from the boxes
    /// and from the others.
    @Test func everyScriptDrawsRealGlyphs() throws {
        let running = try Running("[clock]\nformat = \"12:34\"\n[carrier]\nlabel = \"\(Self.missing)\(Self.missing)\"\n")
        let boxes = try #require(try waitFor(timeout: 4) { () -> [UInt8]? in
            let p = try running.carrierPixels()
            return p.contains { $0 < 128 } ? p : nil
        }, "the missing-glyph label drew nothing")
        var seen = [boxes]
        let labels = ["東京", "大阪", "中文", "汉字", "ひら", "カナ", "한국", "Ки", "Жд", "Ελ", "Δβ", "سل", "عر", "של", "עב", "📶🚀", "😀🎉"]
        for label in labels {
            let pixels = try running.show(label, unlike: seen)
            #expect(pixels != nil, "'\(label)' drew the same pixels as an earlier label (missing-glyph boxes?)")
            if let pixels { seen.append(pixels) }
        }
        #expect(!running.panel.stderr.contains("cannot"), "\(running.panel.stderr)")
    }

    /// A right-to-left word next to a Latin letter reads the same whichever comes first in the
    /// text (the bidirectional algorithm puts both in one visual order), and Arabic letters are
    /// joined: the word draws exactly as its explicit joined forms do.
    @Test func rightToLeftTextIsOrderedAndJoined() throws {
        let running = try Running("[carrier]\nlabel = \"x\"\n")
        var reference = try running.settledCarrierPixels()
        for (first, second) in [("שלוםx", "xשלום"), ("سلامx", "xسلام"), ("سلام", "\u{FEB3}\u{FEFC}\u{FEE1}")] {
            let a = try #require(try running.show(first, unlike: [reference]), "'\(first)' drew nothing new")
            let b = try #require(try running.show(second, unlike: []))
            #expect(a == b, "'\(first)' and '\(second)' should draw the same pixels")
            reference = b
        }
    }

    /// Hebrew points and Arabic harakat are drawn over their letters and take no room: the label
    /// with them draws other pixels than without, none in a column its letters leave empty, and
    /// the items after it stay where they were.
    @Test func marksSitOnTheirLettersAndTakeNoRoom() throws {
        let running = try Running("[carrier]\nlabel = \"x\"\n")
        var seen = [try running.settledCarrierPixels()]
        for (plain, pointed) in [("שלום", "שָׁלוֹם"), ("مرحبا", "مَرْحَبًا")] {
            let a = try #require(try running.show(plain, unlike: seen), "'\(plain)' drew nothing new")
            let plainInk = Self.inkColumns(try running.server.screenshot()).filter { $0 < 320 }
            let b = try #require(try running.show(pointed, unlike: seen + [a]), "'\(pointed)' drew the same as '\(plain)'")
            seen += [a, b]
            let pointedInk = Self.inkColumns(try running.server.screenshot()).filter { $0 < 320 }
            #expect(pointedInk.last == plainInk.last, "the glyphs after '\(pointed)' moved: \(plainInk.last ?? -1) -> \(pointedInk.last ?? -1)")
            // Every mark lies over a letter: no ink in a column the letters leave empty, but for a
            // pixel or two beside a letter's ink (the font's anchors, through HarfBuzz, set the
            // holam and the shin dot so at 13 px: two such columns each, at 96 dpi).
            let outside = Set(pointedInk).subtracting(plainInk)
            let astray = outside.filter { column in !plainInk.contains { abs($0 - column) <= 2 } }
            #expect(astray.isEmpty, "marks of '\(pointed)' drawn off their letters at columns \(astray.sorted()) (all outside: \(outside.sorted()))")
        }
    }

    /// With a CJK label far too long, the left group is shortened before the clock: the last ink
    /// left of the clock ends at least the item gap before it.
    @Test func aLongCJKLabelIsShortenedBeforeTheClock() throws {
        let label = String(repeating: "東京都渋谷区", count: 30)
        let running = try Running("[clock]\nformat = \"12:34\"\n[carrier]\nlabel = \"x\"\n")
        // The clock "12:34" is centred: its ink starts a little right of 1280/2 - 25, whatever the label.
        let clockStart = try #require(Self.inkColumns(try running.server.screenshot()).first { $0 >= 600 })
        try running.home.write("[clock]\nformat = \"12:34\"\n[carrier]\nlabel = \"\(label)\"\n")
        let shot = try #require(try waitFor(timeout: 4) { () -> RGBImage? in
            let s = try running.server.screenshot()
            return Self.inkColumns(s).contains { $0 > 500 && $0 < 590 } ? s : nil
        }, "the label never reached the clock")
        let ink = Self.inkColumns(shot)
        let before = try #require(ink.last { $0 < clockStart - 1 })
        #expect(clockStart >= 600 && clockStart < 640, "clock ink starts at \(clockStart)")
        #expect(clockStart - before >= 6, "left group ink ends at \(before), the clock starts at \(clockStart)")
    }

    /// In an Arabic locale the strip is mirrored (the carrier at the right end, the battery at the
    /// left) and the clock speaks Arabic; `panel.direction = "ltr"` keeps the usual order.
    @Test func anArabicLocaleMirrorsTheStrip() throws {
        try #require(Self.hasLocale("ar_EG.utf8"), "ar_EG.UTF-8 is not generated (scripts/locales)")
        let mirrored = try Running("[carrier]\nlabel = \"kiosk\"\n", environment: ["LANG": "ar_EG.UTF-8"])
        let shot = try mirrored.server.screenshot()
        let ink = Self.inkColumns(shot)
        #expect(ink.last! > 1240 && ink.first! < 16, "ink from \(ink.first!) to \(ink.last!)")
        // The battery outline (the darkest, widest thing) sits at the left end now: its top edge.
        let fixed = try Running("[panel]\ndirection = \"ltr\"\n[carrier]\nlabel = \"kiosk\"\n", environment: ["LANG": "ar_EG.UTF-8"])
        let unmirrored = try fixed.server.screenshot()
        // Mirrored, the left end shows the battery, not the word: the two strips differ there.
        #expect(shot.region(x: 0, y: 0, width: 120, height: 24) != unmirrored.region(x: 0, y: 0, width: 120, height: 24))
        let status = try run([panelBinary, "status", "--json", "--sysroot", fixtureSysroot("laptop-one-battery")],
                             environment: ["LC_ALL": "ar_EG.UTF-8", "XDG_CONFIG_HOME": mirrored.home.root])
        #expect(status.out.contains("\u{0645}\"") || status.out.contains("\u{0635}\""), "an Arabic AM/PM marker: \(status.out)")
    }

    /// A font pattern fontconfig cannot parse falls back to sans-serif with one message; a family
    /// nobody installed draws with fontconfig's choice, said once.
    @Test func aFontThatCannotBeOpenedFallsBackToSansSerif() throws {
        let broken = try Running("[panel]\nfont = \"sans-serif:size=abc\"\n")
        #expect(try waitUntil(timeout: 3) { Self.inkColumns(try broken.server.screenshot()).count > 20 }, "the strip draws text")
        #expect(broken.panel.stderr.components(separatedBy: "using sans-serif").count == 2, "\(broken.panel.stderr)")
        let unknown = try Running("[panel]\nfont = \"No Such Family:size=10\"\n")
        #expect(unknown.panel.stderr.components(separatedBy: "no installed font is named 'No Such Family'").count == 2,
                "\(unknown.panel.stderr)")
        #expect(broken.panel.process.isRunning && unknown.panel.process.isRunning)
    }

    /// `status` speaks the locale (LC_ALL, else LC_TIME, else LANG); a locale that is not
    /// installed is C, silently; the dotfile's numbers parse the same in a decimal-comma locale.
    @Test func theClockSpeaksTheLocale() throws {
        try #require(Self.hasLocale("de_DE.utf8") && Self.hasLocale("en_US.utf8"), "locales not generated (scripts/locales)")
        let home = try DotfileHome("[clock]\nformat = \"%A %B\"\n[style]\nopacity = 0.5\n")
        func status(_ environment: [String: String], json: Bool = true) throws -> (out: String, err: String) {
            let r = try run([panelBinary, "status"] + (json ? ["--json"] : []) + ["--sysroot", fixtureSysroot("laptop-one-battery")],
                            environment: environment)
            return (r.out, r.err)
        }
        let german = try status(home.environment.merging(["LC_ALL": "de_DE.UTF-8"]) { $1 })
        let months = ["Januar", "Februar", "März", "April", "Mai", "Juni", "Juli", "August", "September", "Oktober", "November", "Dezember"]
        #expect(months.contains { german.out.contains($0) }, "\(german.out)")
        #expect(german.err.isEmpty, "\(german.err)")
        let byTime = try status(home.environment.merging(["LC_ALL": "", "LANG": "en_US.UTF-8", "LC_TIME": "de_DE.UTF-8"]) { $1 }, json: false)
        #expect(months.contains { byTime.out.contains($0) }, "LC_TIME before LANG: \(byTime.out)")
        // The default format: 12-hour in en_US, 24-hour in de_DE and in a locale that is not installed.
        let none = try DotfileHome()
        let american = try status(none.environment.merging(["LC_ALL": "en_US.UTF-8"]) { $1 })
        #expect(american.out.firstMatch(of: #/"time": "[1-9]\d?:\d\d [AP]M"/#) != nil, "\(american.out)")
        for locale in ["de_DE.UTF-8", "xx_YY.UTF-8"] {
            let r = try status(none.environment.merging(["LC_ALL": locale]) { $1 })
            #expect(r.out.firstMatch(of: #/"time": "\d\d:\d\d"/#) != nil, "\(locale): \(r.out)")
            #expect(r.err.isEmpty, "\(locale): \(r.err)")
        }
        let check = try run([panelBinary, "check-config", home.file], environment: ["LC_ALL": "de_DE.UTF-8"])
        #expect(check.status == 0, "\(check.out)\(check.err)")
    }

    /// FriBidi is mapped only once a label needs it: a Latin strip never loads it.
    @Test func aLatinStripDoesNotLoadFriBidi() throws {
        let running = try Running("[carrier]\nlabel = \"kiosk\"\n")
        func loaded() -> Bool {
            ((try? String(contentsOfFile: "/proc/\(running.panel.process.processIdentifier)/maps", encoding: .utf8)) ?? "").contains("libfribidi")
        }
        let before = try running.settledCarrierPixels()
        #expect(!loaded())
        _ = try #require(try running.show("שלום", unlike: [before]), "the Hebrew label was never drawn")
        // Long: on a loaded machine the pixels can change before the label's own frame. stderr
        // says whether dlopen(3) failed.
        #expect(waitUntil(timeout: 10) { loaded() }, "libfribidi was never mapped; stderr: \(running.panel.stderr)")
    }

    static func hasLocale(_ name: String) -> Bool {
        ((try? run(["locale", "-a"]).out) ?? "").split(separator: "\n").contains { $0.lowercased() == name.lowercased() }
    }

    /// The columns of the strip (rows 2 to 21) with a pixel far from the background.
    static func inkColumns(_ shot: RGBImage) -> [Int] {
        let background = shot.luminance(x: 640, y: 1)
        return (0..<shot.width).filter { x in
            (2..<22).contains { y in
                let l = shot.luminance(x: x, y: y)
                return (max(l, background) + 0.05) / (min(l, background) + 0.05) > 2
            }
        }
    }
}
