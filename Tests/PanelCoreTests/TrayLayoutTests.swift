import Testing
@testable import PanelCore

/// The `tray` item in the strip's layout: square icons at the strip's height less its padding,
/// in dock order, mirrored right to left, taking no room while empty.
@Suite struct TrayLayoutTests {
    let state = ItemContents(time: "14:05", carrier: "kiosk-7", network: nil,
                            battery: BatteryState(percent: 42, state: .discharging), activity: false)
    let theme = Theme.resolve(PanelConfig.Style())

    func layout(scale: Double = 1, direction: LayoutDirection = .leftToRight, tint: TrayTint = .none) -> StripLayout {
        var layout = StripLayout(items: PanelConfig.Items(), scale: scale, direction: direction)
        layout.options[TrayOptions.self].tint = tint
        return layout
    }

    @Test func iconsAreSixteenPixelsInTheDefaultStripAndThirtyTwoAt192Dpi() {
        #expect(layout().trayIconSize(height: 24) == 16)
        #expect(layout(scale: 2).trayIconSize(height: 48) == 32)
        #expect(layout().trayIconSize(height: 16) == 8, "the smallest strip")
    }

    @Test func iconsSitFirstInTheRightGroupInDockOrder() {
        let list = layout().layout(state, theme: theme, width: 1280, height: 24, trayIcons: 3, text: FixedWidthText())
        let icons = list.trayIcons
        #expect(icons.map(\.index) == [0, 1, 2])
        #expect(icons.map(\.size) == [16, 16, 16])
        #expect(icons.map(\.y) == [4, 4, 4])
        // 4 pt between icons, then the item gap before the battery's percentage.
        #expect(icons[1].x - icons[0].x == 20 && icons[2].x - icons[1].x == 20)
        let percent = list.commands.compactMap { if case .text("42%", let x, _, _) = $0 { return x } else { return nil } }.first ?? 0
        #expect(percent == icons[2].x + 16 + 7)
    }

    @Test func anEmptyTrayTakesNoRoom() {
        let without = layout().layout(state, theme: theme, width: 1280, height: 24, trayIcons: 0, text: FixedWidthText())
        var items = PanelConfig.Items()
        items.right.removeAll { $0 == .tray }
        let noItem = StripLayout(items: items, scale: 1).layout(state, theme: theme, width: 1280, height: 24,
                                                                                            text: FixedWidthText())
        #expect(without.commands == noItem.commands)
        #expect(without.trayIcons.isEmpty)
    }

    @Test func rightToLeftTheIconsAreMirrored() {
        let list = layout(direction: .rightToLeft).layout(state, theme: theme, width: 1280, height: 24, trayIcons: 2, text: FixedWidthText())
        let icons = list.trayIcons
        #expect(icons.map(\.index) == [1, 0], "drawn left to right: the first docked outermost")
        #expect(icons.allSatisfy { $0.x < 640 }, "at the left end")
    }

    @Test func iconsBeyondAThirdOfTheStripWaitOffIt() {
        let list = layout().layout(state, theme: theme, width: 600, height: 24, trayIcons: 200, text: FixedWidthText())
        // (200 + 4) / 20 = 10 icons fit in a third of 600 px.
        #expect(list.trayIcons.count == 10)
        #expect(list.trayIcons.map(\.index) == Array(0..<10))
    }

    @Test func theCarrierGivesWayToIcons() {
        var long = state
        long.carrier = String(repeating: "x", count: 70)
        let few = layout().layout(long, theme: theme, width: 800, height: 24, trayIcons: 1, text: FixedWidthText())
        let many = layout().layout(long, theme: theme, width: 800, height: 24, trayIcons: 8, text: FixedWidthText())
        #expect(few.texts[0].hasSuffix("…") && many.texts[0].hasSuffix("…"))
        #expect(many.texts[0].count <= few.texts[0].count, "more icons, a shorter label")
    }

    @Test func tintDrawsIconsInTheContentColour() {
        let plain = layout().layout(state, theme: theme, width: 1280, height: 24, trayIcons: 1, text: FixedWidthText())
        let tinted = layout(tint: .content).layout(state, theme: theme, width: 1280, height: 24, trayIcons: 1, text: FixedWidthText())
        #expect(plain.commands.contains { if case .trayIcon(0, _, _, _, nil, _) = $0 { return true } else { return false } })
        #expect(tinted.commands.contains { if case .trayIcon(0, _, _, _, theme.foreground, _) = $0 { return true } else { return false } })
    }

    @Test func aShiftedFrameMovesTheIcons() {
        let list = layout().layout(state, theme: theme, width: 1280, height: 24, trayIcons: 1, text: FixedWidthText())
        #expect(list.shifted(by: -24).trayIcons.first?.y == 4 - 24)
    }
}
