import Testing
@testable import PanelCore

/// Which item's tooltip the pointer asks for, and what it says (``TooltipTarget``).
@Suite struct TooltipTargetTests {
    let state = ItemContents(time: "14:05", carrier: "kiosk-7",
                            network: NetworkState(kind: .wifi, interface: "wlan0", signalPercent: 71, signalBars: 3),
                            battery: BatteryState(percent: 42, state: .discharging, minutesLeft: 95), activity: false)
    let theme = Theme.resolve(PanelConfig.Style())

    /// Script items `mail` (with a tooltip) and `load` (without), left of the clock, and the tray
    /// with one XEmbed and two StatusNotifierItem icons on the right.
    func frame(_ texts: [String: ScriptText]) -> (DisplayList, ItemContents) {
        let scripts = ScriptFixture(declarations: ["mail", "load"].map { .script(ScriptSpec(name: $0, command: "x")) }, texts: texts)
        var items = PanelConfig.Items()
        items.left = [ItemName(declared: "mail"), .carrier, ItemName(declared: "load")]
        items.right = [.tray, .battery]
        let layout = ScriptStrip(strip: StripLayout(items: items, scale: 1), scripts: scripts)
        return (layout.layout(state, theme: theme, width: 1280, height: 24, trayIcons: 3, text: FixedWidthText()), scripts.contents(state))
    }

    let texts = ["mail": ScriptText(full: "✉ 3", tooltip: "3 new mails\nfrom Ada"), "load": ScriptText(full: "0.42")]

    /// The tray's one order: an XEmbed icon, then the two StatusNotifierItem icons.
    static let slots: [TraySlot] = [.xembed(0), .statusNotifier(0), .statusNotifier(1)]

    func target(_ x: Int, _ y: Int = 12, in list: DisplayList, _ scripts: ItemContents,
                slots: [TraySlot] = slots) -> (target: TooltipTarget, x: Int)? {
        TooltipTarget.under(x: x, y: y, in: list, statusNotifierItems: [":1.5/item", ":1.9/item"], slots: slots, contents: scripts)
    }

    @Test func aScriptItemWithATooltipIsATarget() throws {
        let (list, scripts) = frame(texts)
        let mail = try #require(list.areas.first { $0.item.rawValue == "mail" })
        for x in [mail.x, mail.x + mail.width / 2, mail.x + mail.width - 1] {
            let found = target(x, in: list, scripts)
            #expect(found?.target == .script("mail") && found?.x == mail.x, "at \(x)")
        }
        #expect(target(mail.x + mail.width / 2, 0, in: list, scripts)?.target == .script("mail"), "the whole height")
        #expect(target(mail.x + mail.width / 2, 24, in: list, scripts) == nil, "below the strip")
        #expect(target(mail.x + mail.width / 2, -1, in: list, scripts) == nil, "above the strip")
    }

    @Test func aScriptWithoutATooltipABuiltInAndAGapAreNot() throws {
        let (list, scripts) = frame(texts)
        let load = try #require(list.areas.first { $0.item.rawValue == "load" })
        let carrier = try #require(list.areas.first { $0.item == .carrier })
        #expect(target(load.x + 1, in: list, scripts) == nil)
        #expect(target(carrier.x + 1, in: list, scripts) == nil)
        #expect(target(0, in: list, scripts) == nil, "the strip's end")
        #expect(target(1280, in: list, scripts) == nil && target(-1, in: list, scripts) == nil)
        // The same frame, the tooltip gone from the text: no target.
        let (_, without) = frame(["mail": ScriptText(full: "✉ 3"), "load": ScriptText(full: "0.42")])
        let mail = try #require(list.areas.first { $0.item.rawValue == "mail" })
        #expect(target(mail.x + 1, in: list, without) == nil)
    }

    @Test func statusNotifierIconsAreTargetsInTheTraysOneOrder() throws {
        let (list, scripts) = frame(texts)
        let icons = list.trayIcons.sorted { $0.index < $1.index }
        try #require(icons.count == 3)
        #expect(target(icons[0].x + 1, in: list, scripts) == nil, "an XEmbed icon draws its own")
        let first = target(icons[1].x + 1, in: list, scripts), second = target(icons[2].x + icons[2].size - 1, in: list, scripts)
        #expect(first?.target == .statusNotifierItem(":1.5/item") && first?.x == icons[1].x)
        #expect(second?.target == .statusNotifierItem(":1.9/item") && second?.x == icons[2].x)
        // An icon drawn for an item the tray no longer lists: nothing.
        let fewer = TooltipTarget.under(x: icons[2].x + 1, y: 12, in: list, statusNotifierItems: [":1.5/item"], slots: Self.slots,
                                        contents: scripts)
        #expect(fewer == nil)
        // An item that registered before the XEmbed icon docked comes first.
        let interleaved: [TraySlot] = [.statusNotifier(0), .xembed(0), .statusNotifier(1)]
        #expect(target(icons[0].x + 1, in: list, scripts, slots: interleaved)?.target == .statusNotifierItem(":1.5/item"))
        #expect(target(icons[1].x + 1, in: list, scripts, slots: interleaved) == nil, "the XEmbed icon between them")
        #expect(target(icons[2].x + 1, in: list, scripts, slots: interleaved)?.target == .statusNotifierItem(":1.9/item"))
    }

    @Test func whatTheTooltipSays() {
        let scripts = ScriptFixture(texts: texts).contents(state)
        var item = StatusNotifierItem()
        item.title = "Network"
        item.toolTip = ("", "Wi-Fi <b>home</b>")
        let find = { (key: String) in key == ":1.5/item" ? item : nil }
        #expect(TooltipTarget.script("mail").lines(contents: scripts, statusNotifierItem: find) == ["3 new mails", "from Ada"])
        #expect(TooltipTarget.script("load").lines(contents: scripts, statusNotifierItem: find) == [], "no tooltip")
        #expect(TooltipTarget.script("gone").lines(contents: scripts, statusNotifierItem: find) == [], "hidden")
        #expect(TooltipTarget.statusNotifierItem(":1.5/item").lines(contents: scripts, statusNotifierItem: find) == ["Network", "Wi-Fi home"])
        #expect(TooltipTarget.statusNotifierItem(":1.9/item").lines(contents: scripts, statusNotifierItem: find) == [])
        // A script's text is plain: its angle brackets stay.
        let plain = ScriptFixture(texts: ["mail": ScriptText(full: "x", tooltip: "  a < b > c  \n\n  second ")]).contents(state)
        #expect(TooltipTarget.script("mail").lines(contents: plain, statusNotifierItem: find) == ["a < b > c", "second"])
    }

    @Test func theHoverWaitsOnATargetAsOnAnIcon() {
        var hover = TooltipHover<TooltipTarget>()
        _ = hover.pointer(over: .script("mail"), at: 1)
        #expect(hover.deadline == 1 + TooltipHover<TooltipTarget>.delay)
        _ = hover.pointer(over: .script("mail"), at: 1.2)
        let shows = hover.tick(at: 1.5)
        #expect(shows && hover.shown == .script("mail"))
        let moved = hover.pointer(over: .statusNotifierItem("mail"), at: 2)
        #expect(moved && hover.shown == nil, "an icon is another target, whatever its name")
    }
}
