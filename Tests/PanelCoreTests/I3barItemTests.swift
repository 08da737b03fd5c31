import Testing
@testable import PanelCore

/// An i3bar generator as a script item: its blocks laid out as i3bar lays them, its clicks
/// routed as i3bar and i3blocks send them, its stop and cont signals, its report, and its
/// runs as a stream once its header is read.
@Suite struct I3barItemTests {
    let state = ItemContents(time: "14:05", carrier: "", network: NetworkState(kind: .wifi, interface: "wlan0", signalPercent: 71, signalBars: 3), battery: nil, activity: false)
    let theme = Theme.resolve(PanelConfig.Style())

    func list(_ blocks: [I3barBlock], scale: Double = 1, direction: LayoutDirection = .leftToRight, width: Int = 1280) -> DisplayList {
        var items = PanelConfig.Items()
        items.left = [ItemName(declared: "gen")]
        items.center = []
        items.right = []
        let layout = ScriptStrip(strip: StripLayout(items: items, scale: scale, direction: direction),
                                 scripts: ScriptFixture(declarations: [.script(ScriptSpec(name: "gen", command: "x"))],
                                                        texts: ["gen": ScriptText(blocks: blocks)!]))
        return layout.layout(state, theme: theme, width: width, height: 24 * Int(scale), text: FixedWidthText())
    }

    @Test func blocksInOrderApartWithSeparatorLines() {
        // FixedWidthText: 7 px a character.
        let blocks = [I3barBlock(fullText: "ab", name: "one"), I3barBlock(fullText: "cde", separator: false, separatorBlockWidth: 20, instance: "i"),
                      I3barBlock(fullText: "f")]
        let l = list(blocks)
        #expect(l.texts == ["ab", "cde", "f"])
        // 8 pad; "ab" 14 px; 9 px after it with a 1 px line at its middle; "cde" 21 px; 20 px, no line; "f".
        #expect(l.commands.contains(.text("ab", x: 8, baseline: 17, color: theme.foreground)))
        #expect(l.commands.contains(.rect(x: 8 + 14 + 4, y: 6, width: 1, height: 12, color: theme.dimForeground)))
        #expect(l.commands.contains(.text("cde", x: 8 + 14 + 9, baseline: 17, color: theme.foreground)))
        #expect(l.commands.contains(.text("f", x: 8 + 14 + 9 + 21 + 20, baseline: 17, color: theme.foreground)))
        #expect(l.commands.filter { if case .rect(_, _, 1, 12, _) = $0 { true } else { false } }.count == 1)
        // Each block is an area of its own, for its clicks.
        #expect(l.areas.map(\.block) == [0, 1, 2])
        #expect(l.areas.map(\.x) == [8, 31, 72] && l.areas.map(\.width) == [14, 21, 7])
    }

    @Test func minWidthAndAlignAndDoubleDensity() {
        let blocks = [I3barBlock(fullText: "a", minWidth: .text("xxxx"), align: .right), I3barBlock(fullText: "b", minWidth: .pixels(30), align: .center)]
        let l = list(blocks, scale: 2)
        // At 192 dpi the gap is 18 px with a 2 px line; pixel min_width doubles too.
        #expect(l.areas.map(\.width) == [28, 60])
        #expect(l.commands.contains(.text("a", x: 16 + 21, baseline: l.commands.compactMap { if case .text("a", _, let b, _) = $0 { b } else { nil } }[0],
                                          color: theme.foreground)))
        #expect(l.commands.contains { if case .rect(16 + 28 + 8, _, 2, 24, _) = $0 { true } else { false } })
        #expect(l.areas[1].x == 16 + 28 + 18)
        #expect(l.commands.contains { if case .text("b", 16 + 28 + 18 + 26, _, _) = $0 { true } else { false } })
    }

    /// On a mirrored strip the blocks come in mirrored order and each sits in its `min_width`
    /// as the mirror image of its left-to-right place: `left` (i3bar's default) is the leading
    /// side, so the space a `min_width` leaves is on the trailing side in both directions.
    @Test(arguments: [1.0, 2.0])
    func alignInMinWidthIsMirroredRightToLeft(scale: Double) {
        let blocks = [I3barBlock(fullText: "a", minWidth: .text("xxxx"), align: .right),
                      I3barBlock(fullText: "b", minWidth: .pixels(30), align: .center),
                      I3barBlock(fullText: "c", minWidth: .pixels(30), align: .left)]
        func texts(_ l: DisplayList) -> [String: Int] {
            Dictionary(uniqueKeysWithValues: l.commands.compactMap { if case .text(let t, let x, _, _) = $0 { (t, x) } else { nil } })
        }
        let ltr = list(blocks, scale: scale), rtl = list(blocks, scale: scale, direction: .rightToLeft)
        let s = Int(scale), pad = 8 * s, w = 1280
        // Left to right (FixedWidthText: 7 px a character at any scale): "a" right in 28 px,
        // "b" centred in 30 points, "c" at the start of its 30 points.
        #expect(texts(ltr) == ["a": pad + 21, "b": pad + 28 + 9 * s + (30 * s - 7) / 2, "c": pad + 28 + 18 * s + 30 * s])
        // Mirrored: each text where the mirror image of its left-to-right place is.
        for (t, x) in texts(ltr) { #expect(texts(rtl)[t] == w - x - 7, "\(t) at \(texts(rtl)[t] ?? -1)") }
        let areas = Dictionary(uniqueKeysWithValues: rtl.areas.map { ($0.block ?? -1, $0) })
        #expect(texts(rtl)["c"].map { $0 + 7 } == areas[2].map { $0.x + $0.width }, "c hugs its block's right, the leading side")
        #expect(texts(rtl)["a"] == areas[0]?.x, "a sits at its block's left, the trailing side")
        #expect(texts(rtl)["a"] == w - pad - 28)
        // The blocks' areas, for their clicks, are mirrored alike.
        for a in ltr.areas { #expect(areas[a.block ?? -1].map { w - $0.x - $0.width } == a.x) }
    }

    /// A generator too wide for its group is shortened at its end, as a line of text is: its
    /// last block first, the others whole, each still its own area for clicks; mirrored alike.
    @Test(arguments: [LayoutDirection.leftToRight, .rightToLeft])
    func aGeneratorTooWideIsShortenedAtItsEnd(direction: LayoutDirection) {
        let blocks = [I3barBlock(fullText: "first", minWidth: .pixels(60), align: .right), I3barBlock(fullText: "second"),
                      I3barBlock(fullText: "the third block")]
        let full = list(blocks, direction: direction)
        #expect(full.texts.sorted() == ["first", "second", "the third block"])
        // The widest strip where the blocks no longer fit beside the clock: the last block gives way.
        let narrow = stride(from: 400, to: 150, by: -2).first { list(blocks, direction: direction, width: $0).texts.sorted() != full.texts.sorted() }
        let short = list(blocks, direction: direction, width: narrow ?? 150)
        let texts = short.texts
        #expect(texts.contains("first") && texts.contains("second"), "\(texts)")
        #expect(!texts.contains("the third block") && texts.contains { $0.hasPrefix("t") && $0.hasSuffix("…") }, "\(texts)")
        #expect(short.areas.compactMap(\.block).sorted() == [0, 1, 2])
        // The first block keeps its place in its min_width.
        let first = short.commands.compactMap { if case .text("first", let x, _, _) = $0 { x } else { nil } }.first
        let area = short.areas.first { $0.block == 0 }
        #expect(first == area.map { direction == .leftToRight ? $0.x + 60 - 35 : $0.x }, "\(short.commands)")
    }

    @Test(arguments: [LayoutDirection.leftToRight, .rightToLeft])
    func neighbouringScriptsAreKeptApart(direction: LayoutDirection) {
        var items = PanelConfig.Items()
        items.left = ["load", "ram", "space"].map { ItemName(declared: $0) } + [.clock]
        items.center = []
        items.right = []
        let layout = ScriptStrip(strip: StripLayout(items: items, scale: 1, direction: direction),
                                 scripts: ScriptFixture(declarations: ["load", "ram", "space"].map { .script(ScriptSpec(name: $0, command: "x")) },
                                                        texts: ["load": ScriptText(full: "1.47"), "ram": ScriptText(full: "0.2G"), "space": ScriptText(full: "75G")]))
        let areas = layout.layout(state, theme: theme, width: 1280, height: 24, text: FixedWidthText()).areas
            .sorted { $0.x < $1.x }
        // Text beside text: 14 points between two scripts, the strip's 7 between a script and
        // the clock; the same spaces mirrored.
        let gaps = zip(areas, areas.dropFirst()).map { a, b in
            direction == .leftToRight ? b.x - (a.x + a.width) : b.x - (a.x + a.width)
        }
        let names = areas.map(\.item.rawValue)
        #expect(names == (direction == .leftToRight ? ["load", "ram", "space", "clock"] : ["clock", "space", "ram", "load"]))
        // An item's area starts before its leading space: measure between the texts.
        let texts = layout.layout(state, theme: theme, width: 1280, height: 24, text: FixedWidthText()).commands
            .compactMap { if case .text(let t, let x, _, _) = $0 { (t, x) } else { nil } }.sorted { $0.1 < $1.1 }
        let ends = texts.map { $0.1 + 7 * $0.0.count }
        let spaces = zip(ends, texts.dropFirst()).map { $1.1 - $0 }
        #expect(spaces == (direction == .leftToRight ? [14, 14, 7] : [7, 14, 14]), "\(texts) \(gaps)")
    }

    @Test func urgentAndColoursAsAnyScript() {
        let l = list([I3barBlock(fullText: "u", urgent: true), I3barBlock(fullText: "c", color: Color(red: 0x22, green: 0x22, blue: 0x22))])
        let colors = l.commands.compactMap { if case .text(_, _, _, let c) = $0 { c } else { nil } }
        #expect(colors[0] == Legibility.scriptText(PillColor.red.base, for: theme.content, on: theme.background, over: .unknown))
        #expect(colors[1] == Legibility.scriptText(Color(red: 0x22, green: 0x22, blue: 0x22), for: theme.content, on: theme.background, over: .unknown))
    }

    func press(block: Int?, button: Int = 1) -> StripPress {
        var p = StripPress(button: button, x: 40, y: 12, rootX: 40, rootY: 12, state: 4)
        p.area = ItemArea(item: ItemName(declared: "gen"), x: 31, width: 21, block: block)
        p.stripHeight = 24
        return p
    }

    @Test func clicksGoWhereI3barAndI3blocksSendThem() {
        let blocks = [I3barBlock(fullText: "a", name: "one"), I3barBlock(fullText: "b", name: "two", instance: "x")]
        let spec = ScriptSpec(name: "gen", command: "x", run: .persist, format: .json, instance: "here")
        // A generator asking for clicks: i3bar's event for the block pressed.
        let generator = ScriptClickRoute(spec: spec, header: I3barHeader(clickEvents: true), running: true, blocks: blocks, streams: true)
        let click = I3barClick(name: "two", instance: "x", button: 1, x: 40, y: 12, relativeX: 9, relativeY: 12,
                               outputX: 40, outputY: 12, width: 21, height: 24, modifiers: ["Control"])
        #expect(generator.delivery(of: press(block: 1)) == .i3bar(click))
        var quiet = generator
        quiet.header = I3barHeader()
        #expect(quiet.delivery(of: press(block: 1)) == .dropped)
        var between = generator
        between.running = false
        #expect(between.delivery(of: press(block: 1)) == .dropped)
        // A persist JSON block: i3blocks' JSON line; a persist block of lines: the button.
        let stream = ScriptClickRoute(spec: spec, header: nil, running: true, blocks: [], streams: true)
        guard case .line(let line) = stream.delivery(of: press(block: nil, button: 3)) else { Issue.record("no line"); return }
        #expect(line.hasSuffix("}\n") && JSONObjectReader.read(line.dropLast())?["name"] == .string("gen"))
        #expect(JSONObjectReader.read(line.dropLast())?["instance"] == .string("here"))
        #expect(JSONObjectReader.read(line.dropLast())?["button"] == .number(3))
        var lines = stream
        lines.spec.format = .auto
        #expect(lines.delivery(of: press(block: nil, button: 3)) == .line("3\n"))
        lines.running = false
        #expect(lines.delivery(of: press(block: nil)) == .dropped, "no click is kept for a later run")
        // Any other script runs again with BLOCK_BUTTON.
        let plain = ScriptClickRoute(spec: ScriptSpec(name: "p", command: "x"), header: nil, running: true, blocks: [], streams: false)
        #expect(plain.delivery(of: press(block: nil, button: 2)) == .run(.init(button: 2, x: 40, y: 12)))
    }

    @Test func stopAndContSignals() {
        let header = I3barHeader(stopSignal: 10, contSignal: 12)
        #expect(header.signal(hidden: true, stopped: false) == 10)
        #expect(header.signal(hidden: true, stopped: true) == nil)
        #expect(header.signal(hidden: false, stopped: true) == 12)
        #expect(header.signal(hidden: false, stopped: false) == nil)
        #expect(I3barHeader(stopSignal: 0).signal(hidden: true, stopped: false) == nil)
        #expect(I3barHeader().signal(hidden: true, stopped: false) == 19)
    }

    @Test func aGeneratorRunsAsAStream() {
        var schedule = ScriptSchedule(run: .every(5))
        schedule.begin(at: 0)
        schedule.started(at: 0)
        #expect(schedule.deadline == ScriptSchedule.runTimeLimit)
        schedule.becameStream()
        #expect(schedule.deadline == nil && schedule.due(at: 1_000) == nil)
        schedule.request(at: 100)
        #expect(!schedule.rerun)
        schedule.ended(at: 100)
        #expect(schedule.deadline == 100 + ScriptSchedule.firstRestartDelay)
        schedule.started(at: 101)
        schedule.ended(at: 101)
        #expect(schedule.deadline == 101 + 2 * ScriptSchedule.firstRestartDelay)
    }

    /// `exec = "bumblebee-status ..."` with the default interval: its first run reads
    /// /dev/null, where it would spin; once its header shows it is a generator, that run is
    /// given up and it starts again at once, with a pipe, and keeps it.
    @Test func aGeneratorFoundByItsHeaderIsStartedAgainWithAPipeOnce() {
        var schedule = ScriptSchedule(run: .every(5))
        schedule.begin(at: 0)
        #expect(!schedule.runTakesInput(format: .auto) && schedule.runTakesInput(format: .i3bar))
        schedule.started(at: 0)
        let givenUp = schedule.heardHeader(at: 0.2, runHadInput: false)
        #expect(givenUp, "given up")
        #expect(schedule.due(at: 0.2) == .start && schedule.streams)
        #expect(schedule.runTakesInput(format: .auto), "the next run has the pipe")
        schedule.started(at: 0.2)
        let again = schedule.heardHeader(at: 0.3, runHadInput: true)
        #expect(!again, "kept")
        #expect(schedule.deadline == nil, "no time limit")
        // A persist generator, or one whose format says i3bar, had the pipe from its start.
        var persist = ScriptSchedule(run: .persist)
        persist.begin(at: 0)
        #expect(persist.runTakesInput(format: .auto))
        persist.started(at: 0)
        let persistGivenUp = persist.heardHeader(at: 0.1, runHadInput: true)
        #expect(!persistGivenUp)
    }

    @Test func theReportHasTheBlocksAndAFailuresReason() {
        let blocks = [I3barBlock(fullText: "L 0.5", name: "load"), I3barBlock(fullText: "T \"1\"", name: "tztime", instance: "local")]
        let shown = ScriptState(text: ScriptText(blocks: blocks), condition: .ok)
        #expect(ScriptReport.json([("gen", shown)]) == #"{"gen": {"text": "L 0.5 T \"1\"", "state": "ok", "blocks": [{"name": "load", "instance": null, "text": "L 0.5"}, {"name": "tztime", "instance": "local", "text": "T \"1\""}]}}"#)
        var failed = ScriptState()
        _ = failed.runEnded(.exited(2), lines: [], format: .auto, errorLine: "no battery")
        #expect(ScriptReport.json([("b", failed)]) == #"{"b": {"text": "", "state": "failed", "reason": "exited with status 2: no battery"}}"#)
        #expect(ScriptReport.lines([("b", failed), ("gen", shown)]) == ["script b: failed: exited with status 2: no battery"])
        #expect(ScriptReport.lines(fromJSON: ScriptReport.json([("gen", shown), ("b", failed)])) == ["script b: failed: exited with status 2: no battery"])
        #expect(ScriptReport.lines(fromJSON: "not json").isEmpty && ScriptReport.lines(fromJSON: "{}").isEmpty)
    }
}
