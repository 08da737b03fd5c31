import Testing
@testable import PanelCore

/// `[actions.ITEM]`: commands by item and button, validated with positions like every key.
@Suite struct ConfigActionsTests {
    typealias D = ExpectedDiagnostic

    static let good: [GoodConfigCase] = [
        GoodConfigCase("an empty [actions]", "[actions]\n"),
        GoodConfigCase("every key on the clock", """
            [actions.clock]
            click = "gsimplecal"
            middle_click = "a"
            right_click = "b"
            scroll_up = "c"
            scroll_down = "d"
            """) {
            $0.actions.commands[.clock] = [.click: "gsimplecal", .middleClick: "a", .rightClick: "b", .scrollUp: "c", .scrollDown: "d"]
        },
        GoodConfigCase("several items, dotted and inline", """
            [actions]
            network.click = "x-terminal-emulator -e nmtui"
            battery = { right_click = "xfce4-power-manager-settings" }
            """) {
            $0.actions.commands[.network] = [.click: "x-terminal-emulator -e nmtui"]
            $0.actions.commands[.battery] = [.rightClick: "xfce4-power-manager-settings"]
        },
        GoodConfigCase("an item not placed still takes an action", "[items]\nleft = [\"clock\"]\n[actions.vpn]\nclick = \"x\"\n") {
            $0.items.left = [.clock]
            $0.items.right = [.privacy, .tray, .activity, .bluetooth, .battery]
            $0.items.center = []
            $0.actions.commands[.vpn] = [.click: "x"]
        },
        GoodConfigCase("a multi-line command is the shell's business", "[actions.clock]\nclick = '''\ncd /tmp\n\tyad --calendar'''\n") {
            $0.actions.commands[.clock] = [.click: "cd /tmp\n\tyad --calendar"]
        },
    ]

    static let bad: [BadConfigCase] = [
        BadConfigCase("unknown item with a suggestion", "[actions.clok]\nclick = \"x\"\n",
                      D(1, 10, "actions.clok", "unknown item 'clok'", "did you mean 'clock'?")),
        BadConfigCase("unknown item listing the items", "[actions.calendar]\nclick = \"x\"\n",
                      D(1, 10, "unknown item 'calendar'", "items are clock, carrier, signal, network, battery")),
        BadConfigCase("unknown key with a suggestion", "[actions.clock]\nclick = \"a\"\nrightclick = \"x\"\n",
                      D(3, 1, "actions.clock.rightclick", "unknown key in [actions.clock]", "did you mean 'right_click'?"),
                      config: { $0.actions.commands[.clock] = [.click: "a"] }),
        BadConfigCase("unknown key listing the keys", "[actions.clock]\ndouble = \"x\"\n",
                      D(2, 1, "actions.clock.double", "click, middle_click, right_click, scroll_up, scroll_down")),
        BadConfigCase("a command that is not a string", "[actions.battery]\nclick = 5\nscroll_up = [\"a\"]\n",
                      D(2, 9, "actions.battery.click must be a command for /bin/sh -c", "got integer 5"),
                      D(3, 13, "actions.battery.scroll_up", "got array")),
        BadConfigCase("an empty command", "[actions.clock]\nclick = \"  \"\n",
                      D(2, 9, "actions.clock.click", "non-empty string", "got string '  '")),
        BadConfigCase("a NUL in a command", "[actions.clock]\nclick = \"a\\u0000b\"\n",
                      D(2, 9, "actions.clock.click", "NUL")),
        BadConfigCase("an item that is not a table", "[actions]\nclock = \"gsimplecal\"\n",
                      D(2, 9, "actions.clock must be a table ([actions.clock])", "click, middle_click", "got string 'gsimplecal'")),
        BadConfigCase("actions that are not a section", "actions = 3\n",
                      D(1, 11, "actions must be a section ([actions])", "clock")),
        BadConfigCase("the singular section name", "[action.clock]\nclick = \"x\"\n",
                      D(1, 2, "unknown section", "did you mean [actions]?")),
        BadConfigCase("an item name elsewhere does not belong in [actions]", "[panel]\nclock = 5\n",
                      D(2, 1, "panel.clock", "unknown key", "its keys are")),
        BadConfigCase("every problem at once; the good command still applies", """
            [actions.clock]
            click = "gsimplecal"
            right_click = false
            [actions.batery]
            click = "x"
            """,
                      D(3, 15, "actions.clock.right_click", "got boolean false"),
                      D(4, 10, "unknown item 'batery'", "did you mean 'battery'?"),
                      config: { $0.actions.commands[.clock] = [.click: "gsimplecal"] }),
    ]

    @Test(arguments: good)
    func loads(_ c: GoodConfigCase) {
        let result = ConfigLoader.load(text: c.toml, file: "good.toml")
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.description))", sourceLocation: c.sourceLocation)
        #expect(result.config == c.expected, sourceLocation: c.sourceLocation)
    }

    @Test(arguments: bad)
    func reports(_ c: BadConfigCase) {
        let result = ConfigLoader.load(text: c.toml, file: "bad.toml")
        ConfigCheck.expect(result, file: "bad.toml", matches: c.diagnostics, at: c.sourceLocation)
        if let change = c.change {
            var expected = PanelConfig()
            change(&expected)
            #expect(result.config == expected, sourceLocation: c.sourceLocation)
        }
    }

    /// A reload applies new actions only from a valid file; a start uses the valid ones.
    @Test func reloadPolicy() {
        let bad = ConfigLoader.load(text: "[actions.clock]\nclick = \"cal\"\nright_click = 1\n", file: "d.toml")
        #expect(bad.configForReload == nil)
        #expect(bad.configAtStart.actions.command(for: .clock, .click) == "cal")
        let good = ConfigLoader.load(text: "[actions.clock]\nclick = \"cal\"\n", file: "d.toml")
        #expect(good.configForReload?.actions.command(for: .clock, .click) == "cal")
        #expect(good.configForReload?.actions.command(for: .clock, .rightClick) == nil)
    }

    /// Every item name has a table in `[actions]`, the tray's included once it is an item.
    @Test func everyItemTakesActions() {
        let section = ConfigSchema.section("actions")
        #expect(section?.keyNames == ItemName.allCases.map(\.rawValue))
        #expect(section?.keysAreItems == true)
    }
}
