import Testing
@testable import PanelCore

/// Every character 7 px wide; ascent 13, descent 3.
struct FixedWidthText: TextMeasuring {
    func width(of text: String) -> Int { text.count * 7 }
    var ascent: Int { 13 }
    var descent: Int { 3 }
}

@Suite struct StripLayoutTests {
    let state = ItemContents(time: "14:05", carrier: "kiosk-7",
                            network: NetworkState(kind: .wifi, interface: "wlan0", signalPercent: 71, signalBars: 3),
                            battery: BatteryState(percent: 42, state: .discharging, minutesLeft: 95), activity: false)
    let layout = StripLayout(items: PanelConfig.Items(), scale: 1)
    let theme = Theme.resolve(PanelConfig.Style())

    @Test func phoneArrangement() {
        let list = layout.layout(state, theme: theme, width: 1280, height: 24, text: FixedWidthText())
        #expect(list.texts == ["kiosk-7", "14:05", "42%"])
        // Carrier at the left padding, the clock centred, the battery against the right edge.
        #expect(list.commands.contains(.text("kiosk-7", x: 8, baseline: 17, color: theme.foreground)))
        #expect(list.commands.contains(.text("14:05", x: (1280 - 35) / 2, baseline: 17, color: theme.foreground)))
        let battery = list.commands.compactMap { cmd -> Int? in
            if case .glyph(.batteryOutline, let x, _, _) = cmd { return x } else { return nil }
        }
        #expect(battery == [1280 - 8 - 25])
        #expect(list.commands.contains(.glyph(.signalBars(level: 3, lit: true), x: 8 + 49 + 7, y: 7, color: theme.foreground)))
        #expect(list.commands.contains(.glyph(.wifi, x: 8 + 49 + 7 + 15 + 7, y: 6, color: theme.foreground)))
    }

    @Test func offlineChargingAndActivity() {
        var s = state
        s.network = NetworkState(kind: .none, interface: nil)
        s.battery = BatteryState(percent: 10, state: .charging)
        s.activity = true
        let list = layout.layout(s, theme: theme, width: 800, height: 24, spinnerPhase: 5, text: FixedWidthText())
        #expect(list.texts == ["kiosk-7", StripLayout.offlineLabel, "14:05", "10%"])
        #expect(list.commands.contains { if case .glyph(.bolt, _, _, _) = $0 { return true } else { return false } })
        #expect(list.commands.contains { if case .glyph(.spinner(phase: 5), _, _, _) = $0 { return true } else { return false } })
        #expect(list.commands.contains { if case .glyph(.batteryFill(level: 10), _, _, theme.batteryCharging) = $0 { return true } else { return false } })
        // No signal bars without Wi-Fi.
        #expect(!list.commands.contains { if case .glyph(.signalBars, _, _, _) = $0 { return true } else { return false } })
    }

    @Test func unknownItemsAreLeftOut() {
        let unknown = ItemContents(time: "14:05", carrier: nil, network: nil, battery: nil, activity: false)
        let list = layout.layout(unknown, theme: theme, width: 800, height: 24, text: FixedWidthText())
        #expect(list.texts == ["14:05"])
        #expect(!list.commands.contains { if case .glyph = $0 { return true } else { return false } })
    }

    @Test func longCarrierIsShortenedBeforeTheClock() {
        var s = state
        s.carrier = String(repeating: "x", count: 80)
        let list = layout.layout(s, theme: theme, width: 400, height: 24, text: FixedWidthText())
        let carrier = list.texts[0]
        #expect(carrier.hasSuffix("…"))
        let clockX = list.commands.compactMap { cmd -> Int? in
            if case .text("14:05", let x, _, _) = cmd { return x } else { return nil }
        }.first!
        #expect(clockX == (400 - 35) / 2)
        #expect(8 + carrier.count * 7 <= clockX)
    }

    @Test func scalesWithDpi() {
        let hidpi = StripLayout(items: PanelConfig.Items(), scale: 2)
        let list = hidpi.layout(state, theme: theme, width: 2560, height: 48, text: FixedWidthText())
        #expect(list.commands.contains(.text("kiosk-7", x: 16, baseline: 29, color: theme.foreground)))
        #expect(Glyph.batteryOutline.pixelSize(scale: 2) == (50, 22))
    }

    @Test func autoContentFollowsTheBackground() {
        #expect(Theme.resolve(PanelConfig.Style()).content == .dark)
        var black = PanelConfig.Style()
        black.preset = .blackOpaque
        #expect(Theme.resolve(black).content == .light)
        black.content = .dark
        #expect(Theme.resolve(black).content == .dark)
    }
}

@Suite struct RasterizerTests {
    @Test func pixelAlignedRectangleIsSharp() {
        var path = Path()
        path.addRect(x: 2, y: 1, width: 3, height: 2)
        let mask = Rasterizer.mask(for: path, width: 8, height: 4)
        #expect(mask[2, 1] == 255 && mask[4, 2] == 255)
        #expect(mask[1, 1] == 0 && mask[5, 1] == 0 && mask[2, 0] == 0 && mask[2, 3] == 0)
    }

    @Test func halfCoveredPixelIsHalfGrey() {
        var path = Path()
        path.addRect(x: 0.5, y: 0, width: 1, height: 1)
        let mask = Rasterizer.mask(for: path, width: 2, height: 1)
        #expect(mask[0, 0] == 128 && mask[1, 0] == 128)
    }

    @Test func evenOddCutsHoles() {
        var ring = Path(fillRule: .evenOdd)
        ring.addRect(x: 0, y: 0, width: 6, height: 6)
        ring.addRect(x: 2, y: 2, width: 2, height: 2)
        let mask = Rasterizer.mask(for: ring, width: 6, height: 6)
        #expect(mask[0, 0] == 255 && mask[2, 2] == 0 && mask[3, 3] == 0 && mask[5, 5] == 255)
    }

    @Test func circleIsAntialiasedAndRound() {
        var path = Path()
        path.addCircle(center: Point(5, 5), radius: 4)
        let mask = Rasterizer.mask(for: path, width: 10, height: 10)
        #expect(mask[5, 5] == 255 && mask[0, 0] == 0)
        #expect((1...254).contains(mask[2, 2]))
        // Symmetric within the vertical sampling's error.
        #expect(abs(Int(mask[5, 1]) - Int(mask[1, 5])) <= 24 && abs(Int(mask[5, 1]) - Int(mask[8, 5])) <= 24)
    }

    @Test func everyGlyphHasInk() {
        let glyphs: [Glyph] = [.signalBars(level: 4, lit: true), .wifi, .ethernet, .cellular, .batteryOutline,
                               .batteryFill(level: 50), .bolt, .spinner(phase: 0)]
        for glyph in glyphs {
            for scale in [1.0, 2.0] {
                let mask = glyph.mask(scale: scale)
                #expect(mask.pixels.contains(255) || mask.pixels.contains { $0 > 200 }, "\(glyph) at \(scale)")
                #expect(mask.width == glyph.pixelSize(scale: scale).width)
            }
        }
    }
}

/// The strip mirrored for a right-to-left locale.
@Suite struct StripLayoutMirroringTests {
    let theme = Theme.resolve(PanelConfig.Style())
    let state = ItemContents(time: "14:05", carrier: "kiosk-7",
                            network: NetworkState(kind: .wifi, interface: "wlan0", signalPercent: 71, signalBars: 3),
                            battery: BatteryState(percent: 42, state: .discharging, minutesLeft: 95), activity: false)

    func layout(_ direction: LayoutDirection, width: Int = 800, state: ItemContents? = nil) -> DisplayList {
        StripLayout(items: PanelConfig.Items(), scale: 1, direction: direction)
            .layout(state ?? self.state, theme: theme, width: width, height: 24, text: FixedWidthText())
    }

    /// Every command's horizontal extent: text by its fixed width, glyphs by their size.
    static func extent(_ c: DrawCommand) -> (x: Int, width: Int, key: String)? {
        switch c {
        case .text(let s, let x, _, _): return (x, s.count * 7, s)
        case .glyph(let g, let x, _, _): return (x, g.pixelSize(scale: 1).width, "\(g)")
        default: return nil
        }
    }

    @Test func rightToLeftIsTheMirrorImage() {
        let ltr = layout(.leftToRight).commands.compactMap(Self.extent)
        let rtl = layout(.rightToLeft).commands.compactMap(Self.extent)
        #expect(ltr.count == rtl.count)
        for a in ltr {
            let mirrored = rtl.filter { $0.key == a.key }.map { 800 - $0.x - $0.width }
            #expect(mirrored.contains(a.x), "\(a.key) at \(a.x) has no mirror image in \(rtl)")
        }
        // The carrier at the right end, the battery at the left end, the clock still centred.
        let carrier = rtl.first { $0.key == "kiosk-7" }!
        #expect(carrier.x + carrier.width == 800 - 8)
        let battery = rtl.first { $0.key == "batteryOutline" }!
        #expect(battery.x == 8)
        let percent = rtl.first { $0.key == "42%" }!
        #expect(percent.x > battery.x, "the percentage follows the glyph, reading right to left")
        #expect(rtl.first { $0.key == "14:05" }!.x == 800 - (800 - 35) / 2 - 35)
    }

    @Test func aLongLabelIsShortenedBeforeTheClockRightToLeft() {
        var s = state
        s.carrier = String(repeating: "x", count: 80)
        let rtl = layout(.rightToLeft, width: 400, state: s).commands.compactMap(Self.extent)
        let carrier = rtl.first { $0.key.hasSuffix("…") }!
        let clock = rtl.first { $0.key == "14:05" }!
        #expect(carrier.x + carrier.width == 400 - 8)
        #expect(clock.x + clock.width <= carrier.x, "the shortened label stays right of the clock")
    }
}
