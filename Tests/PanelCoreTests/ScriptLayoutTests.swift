import Testing
@testable import PanelCore

/// Script items and the pill in the strip's layout.
@Suite struct ScriptLayoutTests {
    let state = ItemContents(time: "14:05", carrier: "kiosk-7",
                            network: NetworkState(kind: .wifi, interface: "wlan0", signalPercent: 71, signalBars: 3),
                            battery: BatteryState(percent: 42, state: .discharging, minutesLeft: 95), activity: false)
    let theme = Theme.resolve(PanelConfig.Style())

    func layout(_ scripts: ScriptFixture, items: PanelConfig.Items = PanelConfig.Items()) -> ScriptStrip {
        ScriptStrip(strip: StripLayout(items: items, scale: 1), scripts: scripts)
    }

    /// Script items shown with `texts`, declared as the dotfile would.
    func scripts(_ texts: [String: ScriptText], pill: ShownPill? = nil) -> ScriptFixture {
        ScriptFixture(declarations: ["first", "load", "mail", "hidden", "a", "b", "song"].map { .script(ScriptSpec(name: $0, command: "x")) },
                     texts: texts, pill: pill)
    }

    func named(_ names: String...) -> [ItemName] { names.map { ItemName(rawValue: $0) ?? ItemName(declared: $0) } }

    @Test func scriptsGoWhereItemsPlacesThem() {
        var items = PanelConfig.Items()
        items.left = named("first", "carrier", "mail", "hidden", "signal")
        items.right = named("battery", "load")
        let shown = scripts(["first": ScriptText(full: "1st"), "load": ScriptText(full: "0.42"), "mail": ScriptText(full: "✉ 3")])
        let list = layout(shown, items: items).layout(state, theme: theme, width: 1280, height: 24, text: FixedWidthText())
        #expect(list.texts == ["1st", "kiosk-7", "✉ 3", "14:05", "42%", "0.42"])
        #expect(list.areas.map(\.item.rawValue) == ["first", "carrier", "mail", "signal", "clock", "battery", "load"])
        let load = list.areas.first { $0.item.rawValue == "load" }!
        #expect(load.x + load.width == 1280 - 8 && load.width == 28)
        // A hidden script takes no room and no area; a built-in placed after it is not moved.
        #expect(list.commands.contains(.text("1st", x: 8, baseline: 17, color: theme.foreground)))
    }

    @Test func aColourIsKeptLegibleAndUrgentIsRed() {
        var items = PanelConfig.Items()
        items.left = named("a", "b")
        let shown = scripts(["a": ScriptText(full: "dim", color: Color(hex: "#eeeeee")), "b": ScriptText(full: "hot", urgent: true)])
        let list = layout(shown, items: items).layout(state, theme: theme, width: 1280, height: 24, text: FixedWidthText())
        let colours = list.commands.compactMap { c -> Color? in
            if case .text(let s, _, _, let color) = c, s == "dim" || s == "hot" { return color } else { return nil }
        }
        #expect(colours.count == 2)
        for colour in colours {
            #expect(Legibility.worstContrast(of: colour, on: theme.background) >= Legibility.minimumContrast)
        }
        #expect(colours[1].red > colours[1].green && colours[1].red > colours[1].blue, "urgent stays red: \(colours[1].hex)")
        // A legible colour is kept as asked.
        let asked = Color(red: 0, green: 0x40, blue: 0)
        #expect(Legibility.scriptText(asked, for: .dark, on: theme.background, over: .unknown) == asked)
    }

    @Test func shortTextComesBeforeAnyBuiltInIsShortened() {
        var items = PanelConfig.Items()
        items.left = named("carrier", "song", "signal", "network")
        let shown = scripts(["song": ScriptText(full: "A very long song title by an artist", short: "Song")])
        // Room for the carrier, the bars, the Wi-Fi and "Song", not the full title.
        let list = layout(shown, items: items).layout(state, theme: theme, width: 400, height: 24, text: FixedWidthText())
        #expect(list.texts.contains("Song"))
        #expect(list.texts.contains("kiosk-7"), "the carrier is not shortened: \(list.texts)")
    }

    @Test func thePillIsDrawnBehindTheTimeWithItsLabelBeside() {
        let shown = ScriptFixture(pill: ShownPill(label: "REC 0:42", color: .red))
        let list = layout(shown).layout(state, theme: theme, width: 1280, height: 24, text: FixedWidthText())
        #expect(list.texts.filter { $0 == "14:05" }.count == 1 && list.texts.contains("REC 0:42"))
        let (fill, text) = Legibility.pill(.red)
        let caps = list.commands.compactMap { c -> (Int, Bool)? in
            if case .glyph(.pillCap(let right, 18), let x, 3, fill) = c { return (x, right) } else { return nil }
        }
        #expect(caps.count == 2 && caps[0].1 == false && caps[1].1 == true)
        // The time first in the capsule, in the pill's text colour; a dot 3 points after it, the
        // label 3 points after the dot.
        #expect(list.commands.contains(.text("14:05", x: caps[0].0 + 9, baseline: 17, color: text)))
        #expect(list.commands.contains(.text("·", x: caps[0].0 + 9 + 35 + 3, baseline: 17, color: text)))
        #expect(list.commands.contains(.text("REC 0:42", x: caps[0].0 + 9 + 35 + 3 + 7 + 3, baseline: 17, color: text)))
        let inner = 35 + 3 + 7 + 3 + 56
        #expect(list.commands.contains(.rect(x: caps[0].0 + 9, y: 3, width: inner, height: 18, color: fill)))
        #expect(caps[1].0 == caps[0].0 + 9 + inner)
        // Centred as the clock is: capsule, time and label together.
        #expect(caps[0].0 == (1280 - (9 + inner + 9)) / 2)
        // An empty label shows the time alone in the capsule; a low strip gets a lower capsule.
        let time = layout(ScriptFixture(pill: ShownPill(label: "", color: .green))).layout(state, theme: theme, width: 1280, height: 16, text: FixedWidthText())
        #expect(time.texts.filter { $0 == "14:05" }.count == 1)
        #expect(time.commands.contains { if case .glyph(.pillCap(_, 12), _, _, _) = $0 { return true } else { return false } })
    }

    @Test func replacedTheLabelStandsInsteadOfTheTime() {
        var replaced = layout(ScriptFixture(pill: ShownPill(label: "REC 0:42", color: .red)))
        replaced.pillTime = .replaced
        let list = replaced.layout(state, theme: theme, width: 1280, height: 24, text: FixedWidthText())
        #expect(!list.texts.contains("14:05") && list.texts.contains("REC 0:42"))
        let (fill, _) = Legibility.pill(.red)
        #expect(list.commands.contains { if case .rect(_, 3, 56, 18, fill) = $0 { return true } else { return false } })
        // A pill with no label still holds the time.
        replaced.scripts = ScriptFixture(pill: ShownPill(label: "", color: .red))
        #expect(replaced.layout(state, theme: theme, width: 1280, height: 24, text: FixedWidthText()).texts.contains("14:05"))
    }

    @Test(arguments: [PillTime.beside, .replaced])
    func whatTheCapsuleHolds(_ time: PillTime) {
        #expect(StripLayout.pillLabels("", clock: "14:05", time: time) == ["14:05"])
        #expect(StripLayout.pillLabels("", clock: "", time: time) == [])
        // A clock format that prints nothing gives way to the label.
        #expect(StripLayout.pillLabels("REC", clock: "", time: time) == ["REC"])
        #expect(StripLayout.pillLabels("REC", clock: "14:05", time: time) == (time == .beside ? ["14:05", "·", "REC"] : ["REC"]))
    }

    @Test func mirroredTheTimeIsTheCapsulesFirstLabelFromTheRight() {
        var mirrored = layout(ScriptFixture(pill: ShownPill(label: "REC", color: .red)))
        mirrored.direction = .rightToLeft
        let list = mirrored.layout(state, theme: theme, width: 1280, height: 24, text: FixedWidthText())
        let xs = list.commands.compactMap { c -> (String, Int)? in
            if case .text(let s, let x, _, _) = c, s == "14:05" || s == "REC" { return (s, x) } else { return nil }
        }
        #expect(xs.count == 2 && xs[0].0 == "REC" && xs[1].0 == "14:05" && xs[0].1 < xs[1].1, "\(xs)")
    }

    @Test func withoutTheClockThePillShowsFirstInTheCentre() {
        let pill = ShownPill(label: "REC", color: .red, action: .command("x"))
        var items = PanelConfig.Items()
        items.center = []
        items.right = []
        let alone = layout(ScriptFixture(pill: pill), items: items).layout(state, theme: theme, width: 1280, height: 24, text: FixedWidthText())
        let area = alone.areas.first { $0.pill != nil }
        // Centred, as the clock would be: two 9-pixel caps around the time and "REC".
        let inner = 35 + 3 + 7 + 3 + 21
        #expect(area == ItemArea(item: .clock, x: (1280 - (9 + inner + 9)) / 2, width: 9 + inner + 9, pill: .command("x")))
        #expect(alone.texts.contains("REC") && alone.texts.contains("14:05"))
        // With items in the centre, before them; with no pill, nothing of it.
        items.center = named("battery")
        let first = layout(ScriptFixture(pill: pill), items: items).layout(state, theme: theme, width: 1280, height: 24, text: FixedWidthText())
        #expect(first.areas.filter { [.clock, .battery].contains($0.item) }.map(\.item) == [.clock, .battery])
        #expect(first.areas.first { $0.item == .clock }?.pill == .command("x"))
        let none = layout(ScriptFixture(), items: items).layout(state, theme: theme, width: 1280, height: 24, text: FixedWidthText())
        #expect(!none.areas.contains { $0.item == .clock } && !none.texts.contains("14:05"))
        // The clock placed on the left: the pill stays there, and the centre is as placed.
        items.left = named("clock")
        let placed = layout(ScriptFixture(pill: pill), items: items).layout(state, theme: theme, width: 1280, height: 24, text: FixedWidthText())
        #expect(placed.areas.first { $0.pill != nil }?.x == 8)
        #expect(placed.areas.filter { $0.item == .clock }.count == 1)
    }

    @Test func onlyThePillsAreaCarriesItsAction() {
        let list = layout(ScriptFixture(pill: ShownPill(label: "", color: .blue, action: .script("nav"))))
            .layout(state, theme: theme, width: 1280, height: 24, text: FixedWidthText())
        #expect(list.areas.filter { $0.pill != nil }.map(\.item) == [.clock])
        #expect(list.areas.first { $0.item == .clock }?.pill == .script("nav"))
        #expect(layout(ScriptFixture()).layout(state, theme: theme, width: 1280, height: 24, text: FixedWidthText())
            .areas.allSatisfy { $0.pill == nil })
    }

    @Test(arguments: ["left", "center", "right"])
    func shortTextIsUsedInEveryGroupBeforeABuiltInIsShortened(_ group: String) {
        var items = PanelConfig.Items()
        let song = named("song")
        switch group {
        case "left": items.left = named("carrier") + song
        case "center": items.center = named("clock") + song
        default: items.right = song + named("battery")
        }
        let long = "A very long song title by an artist, live at the hall, remastered"
        let shown = scripts(["song": ScriptText(full: long, short: "Song")])
        // Room for everything with "Song", not with the full title; on a wide strip, the full title.
        let narrow = layout(shown, items: items).layout(state, theme: theme, width: 480, height: 24, text: FixedWidthText())
        #expect(narrow.texts.contains("Song") && !narrow.texts.contains(long), "\(group): \(narrow.texts)")
        #expect(narrow.texts.contains("kiosk-7") && narrow.texts.contains("14:05"), "no built-in shortened: \(narrow.texts)")
        let wide = layout(shown, items: items).layout(state, theme: theme, width: 2000, height: 24, text: FixedWidthText())
        #expect(wide.texts.contains(long), "\(group): \(wide.texts)")
    }

    @Test func aScriptKeepsItsFullTextWhenItsShortTextWinsNoRoom() {
        // The left group runs over; the right group's script would give no room to it (the centre
        // stands between), so it keeps its full text while the carrier is shortened.
        var items = PanelConfig.Items()
        items.left = named("mail", "carrier")
        items.right = named("song")
        var s = state
        s.carrier = String(repeating: "c", count: 120)
        let shown = scripts(["mail": ScriptText(full: "3 new mails", short: "✉3"), "song": ScriptText(full: "Song title", short: "S")])
        let list = layout(shown, items: items).layout(s, theme: theme, width: 1280, height: 24, text: FixedWidthText())
        #expect(list.texts.contains("✉3") && list.texts.contains("Song title"), "\(list.texts)")
        #expect(list.texts.contains { $0.hasSuffix("…") }, "the carrier is shortened last: \(list.texts)")
    }

    @Test func pillCapsAreHalfDiscs() {
        let left = Glyph.pillCap(right: false, points: 18).mask(scale: 2)
        #expect(left.width == 18 && left.height == 36)
        let right = Glyph.pillCap(right: true, points: 18).mask(scale: 2)
        // Mirror images: the left cap is inked at its right edge's middle, not at its left corners.
        #expect(left[17, 18] > 200 && left[0, 0] == 0 && left[0, 18] > 100)
        #expect(right[0, 18] > 200 && right[17, 0] == 0)
    }
}
