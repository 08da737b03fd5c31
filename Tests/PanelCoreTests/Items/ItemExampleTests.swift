import Testing
@testable import PanelCore

/// The worked example (``ItemDeclaration/link``) is an item like any other once a table holds it.
@Suite struct ItemExampleTests {
    static let table = ItemTable.builtIn.adding([.link])
    static let state = ItemContents(time: "14:05", carrier: "kiosk-7",
                                   network: NetworkState(kind: .wifi, interface: "wlan0", signalPercent: 71, signalBars: 3),
                                   battery: nil, activity: false)

    @Test func drawsItsInterfaceWherePlaced() {
        var items = PanelConfig.Items()
        items.center = [.clock, .link]
        var layout = StripLayout(items: items, scale: 1)
        layout.table = Self.table
        let list = layout.layout(Self.state, theme: Theme.resolve(PanelConfig.Style()), width: 800, height: 24, text: FixedWidthText())
        #expect(list.commands.contains { if case .text("via", _, _, _) = $0 { true } else { false } })
        #expect(list.commands.contains { if case .text("wlan0", _, _, _) = $0 { true } else { false } })
        #expect(list.areas.map(\.item).contains(.link))
    }

    /// Its option, as a dotfile sets it, reaches its pieces.
    @Test func drawsWithoutTheCaptionWhenItsOptionSaysSo() {
        var items = PanelConfig.Items()
        items.center = [.link]
        var layout = StripLayout(items: items, scale: 1)
        layout.table = Self.table
        layout.options[LinkOptions.self].caption = false
        let list = layout.layout(Self.state, theme: Theme.resolve(PanelConfig.Style()), width: 800, height: 24, text: FixedWidthText())
        #expect(!list.commands.contains { if case .text("via", _, _, _) = $0 { true } else { false } })
        #expect(list.commands.contains { if case .text("wlan0", _, _, _) = $0 { true } else { false } })
    }

    @Test func reportsItsKeyLastAndItsWordsAfterTheNetwork() {
        let json = StatusReport.json(Self.state, table: Self.table)
        #expect(json.hasSuffix(#""brightness": null, "media": null, "do_not_disturb": null, "volume": null, "link": "wlan0"}"#))
        #expect(StatusReport.line(Self.state, table: Self.table) == "14:05  kiosk-7  Wi-Fi 3/4 (71%)  via wlan0  no battery")
    }

    @Test func wakesTheLoopOnRtnetlinkOnlyWherePlaced() {
        var items = PanelConfig.Items()
        items.left = []; items.center = [.link]; items.right = []
        #expect(Self.table.wakeUps(for: items) == [.rtnetlink])
    }

    @Test func readsThroughTheSysroot() {
        let reader = DeviceReader(sysroot: Fixtures.sysroot("laptop-one-battery"))
        var state = Self.state
        state.network = nil
        let pass = ItemReadPass(reader: reader, activity: false, time: 0)
        ItemDeclaration.link.reading.read(&state, pass)
        #expect(state.network?.interface == "wlan0")
    }

    @Test func documentsItself() {
        #expect(Self.table.manualItems.contains(".TP\n.B link\nThe interface of the default route"))
        #expect(Self.table.dotfileComment.contains("#   link         the default route's interface\n"))
        #expect(Self.table.dotfileSections.hasSuffix("""
            # The default route's interface (the link item).
            [link]
            # Show "via" before the interface's name.
            caption = true


            """))
        #expect(Self.table.optionSections.last?.keyNames == ["caption"])
    }

    /// docs/architecture.md quotes the example as it builds.
    @Test func theArchitectureDocumentQuotesTheExample() throws {
        let doc = try #require(Sysroot("/").readText(RepoPaths.root + "/docs/architecture.md"))
        let file = try #require(Sysroot("/").readText(RepoPaths.root + "/Tests/PanelCoreTests/Items/ExampleLinkItem.swift"))
        let quoted = ItemDocumentsTests.between(doc, "<!-- example: Tests/PanelCoreTests/Items/ExampleLinkItem.swift -->\n```swift\n", "```\n")
        let example = ItemDocumentsTests.between(file, "// docs-example-begin\n", "// docs-example-end")
        #expect(quoted != nil)
        #expect(quoted == example)
    }
}
