import Testing
@testable import PanelCore

/// Short of room, every group gives way before anything overlaps, and the `window` item's title
/// gives way first of the built-in items (``GroupsInWidth``, ``WindowTitleFit``).
@Suite struct StripGivingWayTests {
    let theme = Theme.resolve(PanelConfig.Style())

    func state(carrier: String? = "kiosk-7", title: String? = nil, className: String = "Firefox") -> ItemContents {
        var s = ItemContents(time: "14:05", carrier: carrier,
                            network: NetworkState(kind: .wifi, interface: "wlan0", signalPercent: 71, signalBars: 3),
                            battery: BatteryState(percent: 42, state: .discharging, minutesLeft: 95), activity: false)
        if let title { s.window = FocusedWindow(title: title, className: className) }
        s.workspaces = Workspaces(count: 4, current: 1, names: ["mail", "web browsing", "code", "music"], occupied: [0, 1])
        return s
    }

    func layout(left: [ItemName] = [], center: [ItemName] = [.clock], right: [ItemName] = [], scale: Double = 1,
                names: Bool = false, scripts: ScriptFixture = ScriptFixture()) -> ScriptStrip {
        var items = PanelConfig.Items()
        items.left = left; items.center = center; items.right = right
        var layout = StripLayout(items: items, scale: scale)
        layout.options[WorkspacesOptions.self].names = names
        return ScriptStrip(strip: layout, scripts: scripts)
    }

    /// The items' areas do not overlap, keep the strip's padding, and `clock` is among them.
    func expectNoOverlap(_ list: DisplayList, width: Int, pad: Int, sourceLocation: SourceLocation = #_sourceLocation) {
        let areas = list.areas.sorted { $0.x < $1.x }
        for (a, b) in zip(areas, areas.dropFirst()) {
            #expect(a.x + a.width <= b.x, "\(a.item) ends at \(a.x + a.width), \(b.item) starts at \(b.x)", sourceLocation: sourceLocation)
        }
        if let first = areas.first, let last = areas.last {
            #expect(first.x >= pad && last.x + last.width <= width - pad, "\(areas)", sourceLocation: sourceLocation)
        }
    }

    func area(_ list: DisplayList, _ item: ItemName) -> ItemArea? { list.areas.first { $0.item == item } }

    /// At 192 dpi on a 1280-pixel screen a wide right group once ran over the centred clock:
    /// only the left group was shortened. Now the right group's text gives way to its room.
    @Test func aWideRightGroupGivesWayToTheCentredClock() {
        let wide = layout(left: [.workspaces], right: [.carrier, .signal, .network, .battery], scale: 2)
        let list = wide.layout(state(carrier: String(repeating: "x", count: 90)), theme: theme, width: 1280, height: 48, text: FixedWidthText())
        expectNoOverlap(list, width: 1280, pad: 16)
        let clock = area(list, .clock)!, carrier = area(list, .carrier)!
        #expect(clock.x == (1280 - 35) / 2, "the clock stays centred")
        #expect(carrier.x >= clock.x + clock.width + 14)
        #expect(list.texts.contains { $0.hasPrefix("xxx") && $0.hasSuffix("…") }, "\(list.texts)")
    }

    /// What cannot be shortened (glyphs) moves the clock off the middle as far as there is room,
    /// then whole items are left off: nothing is ever drawn over another.
    @Test func glyphsMoveTheCentreThenItemsAreLeftOff() {
        let glyphs: [ItemName] = [.signal, .network, .battery, .signal, .network, .battery, .signal, .network, .battery]
        let shifted = layout(right: glyphs, scale: 2).layout(state(), theme: theme, width: 700, height: 48, text: FixedWidthText())
        expectNoOverlap(shifted, width: 700, pad: 16)
        #expect(area(shifted, .clock)!.x < (700 - 70) / 2, "the clock moved left")
        #expect(shifted.areas.count == 1 + glyphs.count)
        let crowded = layout(left: glyphs, right: glyphs, scale: 2).layout(state(), theme: theme, width: 500, height: 48, text: FixedWidthText())
        expectNoOverlap(crowded, width: 500, pad: 16)
        #expect(crowded.areas.contains { $0.item == .clock })
        #expect(crowded.areas.count < 1 + 2 * glyphs.count)
    }

    /// With the desktops' names at the left and the window's title in the centre, the title
    /// gives way before any name is cut.
    @Test func theTitleGivesWayBeforeTheWorkspaceNames() {
        let names = layout(left: [.workspaces], center: [.window], right: [.battery], names: true)
        let title = "A very long document title that goes on and on — Some Editor"
        let list = names.layout(state(title: title, className: "Editor"), theme: theme, width: 700, height: 24, text: FixedWidthText())
        expectNoOverlap(list, width: 700, pad: 8)
        #expect(list.texts.contains("web browsing") && list.texts.contains("music") && list.texts.contains("mail"), "\(list.texts)")
        let shown = list.texts.first { $0.hasPrefix("A very") }
        #expect(shown?.hasSuffix("…") == true, "\(list.texts)")
        #expect(list.texts.allSatisfy { !$0.hasSuffix("…") || $0.hasPrefix("A very") })
    }

    /// Below its floor the title gives way to its short form, the application's name, before the
    /// carrier label (a built-in item) is cut; past that every item gives way.
    @Test func theShortFormComesBeforeAnyOtherItemIsCut() {
        let strip = layout(left: [.carrier], center: [.window], right: [.battery])
        let s = state(carrier: "carrier-label", title: String(repeating: "t", count: 60), className: "Firefox")
        // 60 characters: 315 px cut to max_width. 450 px leaves the title 450 - 2 × (8 + 7 + 91) = 238 px.
        let roomy = strip.layout(s, theme: theme, width: 450, height: 24, text: FixedWidthText())
        expectNoOverlap(roomy, width: 450, pad: 8)
        #expect(roomy.texts.contains("carrier-label"))
        #expect(roomy.texts.contains { $0.hasPrefix("ttt") && $0.hasSuffix("…") && $0.count * 7 >= 120 }, "\(roomy.texts)")
        // Too narrow for 120 px of title beside the carrier (108 px): "Firefox", the carrier whole.
        let narrow = strip.layout(s, theme: theme, width: 320, height: 24, text: FixedWidthText())
        expectNoOverlap(narrow, width: 320, pad: 8)
        #expect(narrow.texts.contains("Firefox") && narrow.texts.contains("carrier-label"), "\(narrow.texts)")
        // Narrower still: the carrier is cut too, and nothing overlaps.
        let tiny = strip.layout(s, theme: theme, width: 260, height: 24, text: FixedWidthText())
        expectNoOverlap(tiny, width: 260, pad: 8)
        #expect(!tiny.texts.contains("carrier-label"), "\(tiny.texts)")
    }

    /// A script's short text comes first, then the title's short form.
    @Test func scriptShortTextsComeBeforeTheTitle() {
        let scripts = ScriptFixture(declarations: [.script(ScriptSpec(name: "load", command: "x"))],
                                    texts: ["load": ScriptText(full: "load average 0.42 0.40 0.38", short: "0.42")])
        let strip = layout(left: [.window, ItemName(declared: "load")], scripts: scripts)
        let title = String(repeating: "t", count: 40)
        let list = strip.layout(state(title: title), theme: theme, width: 700, height: 24, text: FixedWidthText())
        expectNoOverlap(list, width: 700, pad: 8)
        #expect(list.texts.contains("0.42") && list.texts.contains(title), "\(list.texts)")
    }

    @Test func theFitsOwnRules() {
        let measure = { (s: String) in s.count * 7 }
        var config = WindowOptions()
        config.maxWidth = 200
        let fit = WindowTitleFit(FocusedWindow(title: String(repeating: "t", count: 40), className: "App"), config: config, scale: 1)
        #expect(fit.maxWidth == 200 && fit.floor == 120)
        #expect(fit.full(measure: measure).count == 28)
        #expect(fit.elided(toWidth: 140, measure: measure)?.count == 20)
        #expect(fit.elided(toWidth: 119, measure: measure) == nil)
        #expect(fit.short(measure: measure) == "App")
        // No class, or one as wide as the title cut to the floor: the cut title is the short form.
        let noClass = WindowTitleFit(FocusedWindow(title: String(repeating: "t", count: 40), className: ""), config: config, scale: 1)
        #expect(noClass.short(measure: measure) == String(repeating: "t", count: 16) + "…")
        // At 192 dpi the floor and the widest title are twice as many pixels.
        let hidpi = WindowTitleFit(FocusedWindow(title: "x", className: "X"), config: config, scale: 2)
        #expect(hidpi.maxWidth == 400 && hidpi.floor == 240)
    }

    /// A right-to-left title keeps its logical start, so the ellipsis ends the line where it
    /// reads (at its left once the bidi algorithm lays it out), and its middle cut keeps both ends.
    @Test func rightToLeftTitlesKeepTheirLogicalEnds() {
        let measure = { (s: String) in s.count * 7 }
        let hebrew = "שלום עולם ומה שלומך היום"
        #expect(TitleElision.end.elide(hebrew, toWidth: 70, measure: measure) == "שלום עולם…")
        #expect(TitleElision.middle.elide(hebrew, toWidth: 70, measure: measure) == "שלום…היום")
        let arabic = "مرحبا بالعالم"
        #expect(TitleElision.end.elide(arabic, toWidth: 49, measure: measure) == "مرحبا…")
    }
}
