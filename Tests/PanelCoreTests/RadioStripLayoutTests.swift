import Testing
@testable import PanelCore

/// The VPN badge, the airplane, Bluetooth and the low-power battery in the strip.
@Suite struct RadioStripLayoutTests {
    let base = ItemContents(time: "14:05", carrier: "kiosk-7",
                           network: NetworkState(kind: .wifi, interface: "wlan0", signalPercent: 71, signalBars: 3),
                           battery: BatteryState(percent: 42, state: .discharging, minutesLeft: 95), activity: false)
    let layout = StripLayout(items: PanelConfig.Items(), scale: 1)
    let theme = Theme.resolve(PanelConfig.Style())

    func glyphs(_ list: DisplayList) -> [(Glyph, Int)] {
        list.commands.compactMap { if case .glyph(let g, let x, _, _) = $0 { return (g, x) } else { return nil } }
    }

    func fill(_ list: DisplayList) -> Color? {
        list.commands.compactMap { if case .glyph(.batteryFill, _, _, let c) = $0 { return c } else { return nil } }.first
    }

    @Test func nothingExtraByDefault() {
        let list = layout.layout(base, theme: theme, width: 1280, height: 24, text: FixedWidthText())
        let shown = glyphs(list).map(\.0)
        #expect(!shown.contains(.vpn) && !shown.contains(.airplane) && !shown.contains(.bluetooth))
    }

    @Test func vpnBadgeSitsBesideTheNetwork() {
        var s = base
        s.vpn = VPNState(interface: "wg0")
        let list = layout.layout(s, theme: theme, width: 1280, height: 24, text: FixedWidthText())
        let wifiX = glyphs(list).first { $0.0 == .wifi }?.1
        // carrier 49, signal 15, Wi-Fi 16, each followed by the 7-point gap.
        let wifiAt: Int = 8 + 49 + 7 + 15 + 7
        #expect(wifiX == wifiAt)
        #expect(list.commands.contains(.glyph(.vpn, x: wifiAt + 16 + 7, y: 6, color: theme.foreground)))
    }

    @Test func vpnWithoutAPhysicalLinkShowsBoth() {
        var s = base
        s.network = NetworkState(kind: .none, interface: nil)
        s.vpn = VPNState(interface: "wg0")
        let list = layout.layout(s, theme: theme, width: 1280, height: 24, text: FixedWidthText())
        #expect(list.texts.contains(StripLayout.offlineLabel))
        #expect(glyphs(list).contains { $0.0 == .vpn })
    }

    @Test func airplaneTakesThePlaceOfSignalAndNetwork() {
        var s = base
        s.airplane = true
        s.network = NetworkState(kind: .none, interface: nil)
        let list = layout.layout(s, theme: theme, width: 1280, height: 24, text: FixedWidthText())
        let airplaneAt: Int = 8 + 49 + 7
        #expect(list.commands.contains(.glyph(.airplane, x: airplaneAt, y: 6, color: theme.foreground)))
        #expect(!list.texts.contains(StripLayout.offlineLabel))
        #expect(!glyphs(list).contains { if case .signalBars = $0.0 { return true } else { return false } })
        // Wi-Fi turned back on in airplane mode is not all radios off: no airplane then. A cable
        // still carries traffic under the airplane, and shows.
        s.network = NetworkState(kind: .ethernet, interface: "eth0")
        let wired = layout.layout(s, theme: theme, width: 1280, height: 24, text: FixedWidthText())
        #expect(glyphs(wired).map(\.0).contains(.ethernet))
        #expect(glyphs(wired).map(\.0).contains(.airplane))
    }

    @Test func withoutTheAirplaneItemTheNetworkStays() {
        var items = PanelConfig.Items()
        items.left = [.carrier, .signal, .network]
        var s = base
        s.airplane = true
        let list = StripLayout(items: items, scale: 1)
            .layout(s, theme: theme, width: 1280, height: 24, text: FixedWidthText())
        #expect(glyphs(list).map(\.0).contains(.wifi))
    }

    @Test func bluetoothSitsBeforeTheBattery() {
        var s = base
        s.bluetooth = .on
        let list = layout.layout(s, theme: theme, width: 1280, height: 24, text: FixedWidthText())
        let bt = glyphs(list).first { $0.0 == .bluetooth }?.1
        let percentX = list.commands.compactMap { if case .text("42%", let x, _, _) = $0 { return x } else { return nil } }.first
        // Battery: "42%" (21) + 4 + 25; Bluetooth 8 wide, then the gap.
        let percentAt: Int = 1280 - 8 - 25 - 4 - 21
        #expect(percentX == percentAt)
        #expect(bt == percentAt - 7 - 8)
        s.bluetooth = .off
        #expect(!glyphs(layout.layout(s, theme: theme, width: 1280, height: 24, text: FixedWidthText())).contains { $0.0 == .bluetooth })
    }

    @Test func lowPowerColoursTheBatteryButChargingAndLowComeFirst() {
        var s = base
        s.battery = BatteryState(percent: 42, state: .discharging, lowPower: true)
        #expect(fill(layout.layout(s, theme: theme, width: 800, height: 24, text: FixedWidthText())) == theme.batteryLowPower)
        s.battery = BatteryState(percent: 42, state: .charging, lowPower: true)
        #expect(fill(layout.layout(s, theme: theme, width: 800, height: 24, text: FixedWidthText())) == theme.batteryCharging)
        s.battery = BatteryState(percent: 15, state: .discharging, lowPower: true)
        #expect(fill(layout.layout(s, theme: theme, width: 800, height: 24, text: FixedWidthText())) == theme.batteryLow)
        s.battery = BatteryState(percent: 42, state: .discharging, lowPower: false)
        #expect(fill(layout.layout(s, theme: theme, width: 800, height: 24, text: FixedWidthText())) == theme.foreground)
    }

    /// The new glyphs are as tall as the others and sharp: their masks have fully covered
    /// pixels at both densities, and the VPN badge's stems stand on whole pixels.
    @Test(arguments: [1.0, 2.0])
    func glyphsAreCrisp(scale: Double) {
        for glyph in [Glyph.vpn, .airplane, .bluetooth] {
            let mask = glyph.mask(scale: scale)
            #expect(mask.height <= Int(12 * scale))
            #expect(mask.pixels.contains(255), "\(glyph)")
        }
        let vpn = Glyph.vpn.mask(scale: scale)
        // The badge's left edge, a column of the outline, is solid along its straight part.
        let column = (Int(3 * scale)..<Int(9 * scale)).map { vpn.pixels[$0 * vpn.width] }
        #expect(column.allSatisfy { $0 == 255 })
    }
}
