import Testing
@testable import PanelCore

/// `[script.NAME]` in the dotfile: the keys, their values, placement in `[items]`, and every
/// problem at its FILE:LINE:COLUMN.
@Suite struct ScriptConfigTests {
    static let good: [GoodConfigCase] = [
        GoodConfigCase("an interval script placed after the battery", """
        [items]
        right = ["battery", "load"]
        [script.load]
        exec = "/usr/share/i3blocks/load_average"
        interval = 10
        signal = 3
        format = "lines"
        instance = "x"
        """) {
            $0.items.right = [.battery, ItemName(declared: "load")]
            $0.scripts = [ScriptSpec(name: "load", command: "/usr/share/i3blocks/load_average", run: .every(10),
                                     signal: 3, format: .lines, instance: "x")]
        },
        GoodConfigCase("once, persist and the defaults; scripts first in a group", """
        [items]
        left = ["mail", "carrier"]
        center = ["clock", "song"]
        [script.mail]
        exec = "echo 3"
        interval = "once"
        [script.song]
        exec = "playerctl --follow metadata"
        interval = "persist"
        [script.unplaced]
        exec = "date"
        """) {
            $0.items.left = [ItemName(declared: "mail"), .carrier]
            $0.items.center = [.clock, ItemName(declared: "song")]
            $0.items.right = PanelConfig.Items().right
            $0.scripts = [ScriptSpec(name: "mail", command: "echo 3", run: .once),
                          ScriptSpec(name: "song", command: "playerctl --follow metadata", run: .persist),
                          ScriptSpec(name: "unplaced", command: "date")]
        },
        GoodConfigCase("a fractional interval and a script's actions", """
        [actions.vol]
        click = "pavucontrol"
        scroll_up = "pactl set-sink-volume @DEFAULT_SINK@ +5%"
        [script.vol]
        exec = "volume"
        interval = 0.5
        """) {
            $0.scripts = [ScriptSpec(name: "vol", command: "volume", run: .every(0.5))]
            $0.actions.commands = [ItemName(declared: "vol"): [.click: "pavucontrol", .scrollUp: "pactl set-sink-volume @DEFAULT_SINK@ +5%"]]
        },
    ]

    /// Scripts keep their places among the built-in items and each other, whatever the order of
    /// their sections.
    @Test func scriptsKeepTheirPlacesInTheList() {
        let result = ConfigLoader.load(text: """
            [items]
            right = ["a", "battery", "b", "c", "clock", "d"]
            [script.d]
            exec = "x"
            [script.c]
            exec = "x"
            [script.b]
            exec = "x"
            [script.a]
            exec = "x"
            """, file: "order.toml")
        #expect(result.diagnostics.isEmpty)
        #expect(result.config.items.right.map(\.rawValue) == ["a", "battery", "b", "c", "clock", "d"])
    }

    @Test(arguments: good)
    func loads(_ c: GoodConfigCase) {
        let result = ConfigLoader.load(text: c.toml, file: "good.toml")
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.description))", sourceLocation: c.sourceLocation)
        #expect(result.config == c.expected, sourceLocation: c.sourceLocation)
    }

    static let bad: [BadConfigCase] = [
        BadConfigCase("a built-in item's name", "[script.clock]\nexec = \"date\"\n",
                      ExpectedDiagnostic(1, 9, "script.clock", "built-in item")),
        BadConfigCase("a name with a space", "[script.\"my load\"]\nexec = \"date\"\n",
                      ExpectedDiagnostic(1, 9, "letters, digits")),
        BadConfigCase("no exec", "[script.load]\ninterval = 5\n",
                      ExpectedDiagnostic(1, 9, "exec is missing")),
        BadConfigCase("i3blocks' command", "[script.load]\ncommand = \"uptime\"\n",
                      ExpectedDiagnostic(1, 9, "exec is missing"),
                      ExpectedDiagnostic(2, 1, "script.load.command", "did you mean exec")),
        BadConfigCase("a misspelt key", "[script.load]\nexec = \"uptime\"\nintreval = 5\n",
                      ExpectedDiagnostic(3, 1, "did you mean 'interval'?")),
        BadConfigCase("polybar's tail", "[script.load]\nexec = \"uptime\"\ntail = true\n",
                      ExpectedDiagnostic(3, 1, "interval = \"persist\"")),
        BadConfigCase("a misspelt interval word", "[script.load]\nexec = \"uptime\"\ninterval = \"persits\"\n",
                      ExpectedDiagnostic(3, 12, "did you mean 'persist'?")),
        BadConfigCase("a quoted number", "[script.load]\nexec = \"uptime\"\ninterval = \"5\"\n",
                      ExpectedDiagnostic(3, 12, "did you mean 5 (without quotes)?")),
        BadConfigCase("a misspelt repeat", "[script.load]\nexec = \"uptime\"\ninterval = \"repaet\"\n",
                      ExpectedDiagnostic(3, 12, "did you mean 'repeat'?")),
        BadConfigCase("a zero interval", "[script.load]\nexec = \"uptime\"\ninterval = 0\n",
                      ExpectedDiagnostic(3, 12, "interval must be", "0.1")),
        BadConfigCase("a signal out of range", "[script.load]\nexec = \"uptime\"\nsignal = 31\n",
                      ExpectedDiagnostic(3, 10, "from 1 to 30")),
        BadConfigCase("a misspelt format", "[script.load]\nexec = \"uptime\"\nformat = \"jsno\"\n",
                      ExpectedDiagnostic(3, 10, "did you mean 'json'?")),
        BadConfigCase("an empty command", "[script.load]\nexec = \" \"\n",
                      ExpectedDiagnostic(2, 8, "script.load.exec must be a command")),
        BadConfigCase("a script that is not a table", "[script]\nload = \"uptime\"\n",
                      ExpectedDiagnostic(2, 8, "script.load must be a table")),
        BadConfigCase("placing a script that does not exist, close to one", """
        [items]
        right = ["lod"]
        [script.load]
        exec = "uptime"
        """, ExpectedDiagnostic(2, 10, "unknown item 'lod'", "did you mean 'load'?")),
        BadConfigCase("placing a script twice", """
        [items]
        left = ["load"]
        right = ["load"]
        [script.load]
        exec = "uptime"
        """, ExpectedDiagnostic(3, 10, "already appears")),
        BadConfigCase("actions for no script", "[actions.lod]\nclick = \"x\"\n[script.load]\nexec = \"uptime\"\n",
                      ExpectedDiagnostic(1, 10, "unknown item 'lod'", "did you mean 'load'?")),
    ]

    @Test(arguments: bad)
    func reports(_ c: BadConfigCase) {
        let result = ConfigLoader.load(text: c.toml, file: "bad.toml")
        ConfigCheck.expect(result, file: "bad.toml", matches: c.diagnostics, at: c.sourceLocation)
    }

    /// A bad key keeps the rest of the script: a wrong interval leaves the default.
    @Test func aBadKeyKeepsTheScript() {
        let result = ConfigLoader.load(text: "[script.load]\nexec = \"uptime\"\ninterval = -1\n", file: "k.toml")
        #expect(result.config.scripts == [ScriptSpec(name: "load", command: "uptime")])
        #expect(result.diagnostics.map(\.key) == ["script.load.interval"])
    }

    @Test func blockIntervalIsWhatI3blocksSets() {
        #expect(ScriptRun.every(5).blockInterval == "5")
        #expect(ScriptRun.every(0.5).blockInterval == "0.5")
        #expect(ScriptRun.once.blockInterval == "once")
        #expect(ScriptRun.persist.blockInterval == "persist")
    }
}
