import Testing
@testable import PanelCore

/// Dotfiles with problems: every problem reported at once, each at its exact line and column,
/// with the key, what is allowed and what was found; the good keys still apply.
@Suite struct ConfigBadFileTests {
    typealias D = ExpectedDiagnostic

    static let syntax: [BadConfigCase] = [
        BadConfigCase("missing value", "[panel]\nheight = \n",
                      D(2, 10, "TOML syntax error", "expected value")),
        BadConfigCase("unterminated table header", "[panel\nheight = 30\n",
                      D(1, 7, "TOML syntax error", "table header", "']'")),
        BadConfigCase("key defined twice", "[panel]\nheight = 30\nheight = 31\n",
                      D(3, 10, "TOML syntax error", "redefine", "height")),
        BadConfigCase("section defined twice", "[panel]\nheight = 30\n\n[panel]\nlayout = \"overlay\"\n",
                      D(4, 1, "TOML syntax error", "panel")),
        BadConfigCase("unterminated string", "[clock]\nformat = \"%H:%M\n",
                      D(2, 16, "TOML syntax error")),
        BadConfigCase("bare word as a value", "[style]\ncontent = dark\n",
                      D(2, 11, "TOML syntax error")),
        BadConfigCase("columns count characters, not bytes", "[carrier]\nlabel = \"Café\" ☕\n",
                      D(2, 16, "TOML syntax error")),
        BadConfigCase("syntax error after other problems: only the syntax error",
                      "[panel]\nheight = 500\n[style\n",
                      D(3, 7, "TOML syntax error"),
                      config: { _ in }),
    ]

    static let structure: [BadConfigCase] = [
        BadConfigCase("unknown section with a suggestion", "[stlye]\ncontent = \"dark\"\n",
                      D(1, 2, "stlye", "unknown section", "did you mean [style]?")),
        BadConfigCase("unknown section listing the sections", "[colours]\nbackground = \"#000000\"\n",
                      D(1, 2, "colours", "unknown section", "panel, items, style, fullscreen, pill, clock, carrier, battery, activity, tray, cpu, memory, disk, temperature, workspaces, window, brightness, media, volume, actions")),
        BadConfigCase("unknown section from a top-level dotted key", "clok.format = \"%H\"\n",
                      D(1, 1, "clok", "unknown section [clok]", "did you mean [clock]?")),
        BadConfigCase("dotted key of a section written inside another section", "[panel]\nheight = 30\n\nclok.format = \"%H\"\n",
                      D(4, 1, "panel.clok", "unknown key", "did you mean the section [clock]?", "inside [panel]"),
                      config: { $0.panel.height = 30 }),
        BadConfigCase("unknown key with did-you-mean", "[panel]\nheigth = 30\n",
                      D(2, 1, "panel.heigth", "unknown key", "did you mean 'height'?")),
        BadConfigCase("unknown key: dashes for underscores", "[fullscreen]\n  hide-after = 1\n",
                      D(2, 3, "fullscreen.hide-after", "did you mean 'hide_after'?")),
        BadConfigCase("unknown key: camel case", "[activity]\nminDuration = 1\n",
                      D(2, 1, "activity.minDuration", "did you mean 'min_duration'?")),
        BadConfigCase("unknown key that belongs in another section", "[panel]\nhide_after = 1\n",
                      D(2, 1, "panel.hide_after", "unknown key", "belongs in [fullscreen]")),
        BadConfigCase("unknown key listing the keys", "[battery]\nblink = true\n",
                      D(2, 1, "battery.blink", "unknown key", "percent, capacity")),
        BadConfigCase("quoted unknown key points at its quote", "[panel]\n\"high t\" = 30\n",
                      D(2, 1, "panel.high t", "unknown key")),
        BadConfigCase("table under a section is an unknown key", "[panel.extra]\nx = 1\n",
                      D(1, 8, "panel.extra", "unknown key")),
        BadConfigCase("key above every section", "height = 30\n\n[panel]\nlayout = \"overlay\"\n",
                      D(1, 1, "height", "top level", "[panel]"),
                      config: { $0.panel.layout = .overlay }),
        BadConfigCase("misspelt section as a top-level key", "panle = 3\n",
                      D(1, 1, "panle", "did you mean the section [panel]?")),
        BadConfigCase("unknown top-level key", "verbose = true\n",
                      D(1, 1, "verbose", "unknown key at the top level")),
        BadConfigCase("section that is not a table", "style = \"dark\"\n",
                      D(1, 9, "style must be a section", "got string 'dark'")),
        BadConfigCase("section as an array of tables", "[[panel]]\nheight = 30\n",
                      D(1, 3, "panel must be a section", "got array")),
    ]

    static let values: [BadConfigCase] = [
        BadConfigCase("wrong type for height", "[panel]\nheight = \"tall\"\n",
                      D(2, 10, "panel.height must be an integer from 16 to 64, got string", "'tall'")),
        BadConfigCase("height 0", "[panel]\nheight = 0\n",
                      D(2, 10, "panel.height must be an integer from 16 to 64, got 0")),
        BadConfigCase("height 500", "[panel]\nheight = 500\n",
                      D(2, 10, "panel.height", "16 to 64", "got 500")),
        BadConfigCase("height as a float", "[panel]\nheight = 24.5\n",
                      D(2, 10, "panel.height", "integer", "got float 24.5")),
        BadConfigCase("bad layout with suggestion", "[panel]\nlayout = \"Overlay\"\n",
                      D(2, 10, "panel.layout must be one of reserve, overlay; got 'Overlay'", "did you mean 'overlay'?")),
        BadConfigCase("empty font", "[panel]\nfont = \"  \"\n",
                      D(2, 8, "panel.font", "non-empty fontconfig name")),
        BadConfigCase("font as a number", "[panel]\nfont = 10\n",
                      D(2, 8, "panel.font", "got integer 10")),
        BadConfigCase("monitor misspelt", "[panel]\nmonitor = \"primery\"\n",
                      D(2, 11, "panel.monitor", "\"primary\", \"all\" or an array of output names", "did you mean 'primary'?")),
        BadConfigCase("monitor output name as a string", "[panel]\nmonitor = \"DP-2\"\n",
                      D(2, 11, "panel.monitor", "did you mean [\"DP-2\"]?")),
        BadConfigCase("monitor empty array", "[panel]\nmonitor = []\n",
                      D(2, 11, "panel.monitor", "at least one output")),
        BadConfigCase("monitor array with a number and a repeat", "[panel]\nmonitor = [\"DP-1\", 2, \"DP-1\"]\n",
                      D(2, 20, "panel.monitor", "output names", "got integer 2"),
                      D(2, 23, "panel.monitor", "'DP-1' twice")),
        BadConfigCase("bad content enum", "[style]\ncontent = \"dim\"\n",
                      D(2, 11, "style.content must be one of dark, light, auto; got 'dim'")),
        BadConfigCase("pill time not a choice", "[pill]\ntime = \"instead\"\n",
                      D(2, 8, "pill.time must be one of beside, replaced; got 'instead'")),
        BadConfigCase("bad preset, no close match", "[style]\npreset = \"black\"\n",
                      D(2, 10, "style.preset must be one of gray, black-opaque, black-translucent; got 'black'")),
        BadConfigCase("preset misspelt", "[style]\npreset = \"grey\"\n",
                      D(2, 10, "style.preset", "did you mean 'gray'?")),
        BadConfigCase("background as a bool", "[style]\nbackground = true\n",
                      D(2, 14, "style.background must be one of solid, gradient, blur, translucent, transparent; got boolean true")),
        BadConfigCase("colour with 5 digits", "[style]\ncolor = \"#12345\"\n",
                      D(2, 9, "style.color must be \"#rrggbb\", \"#rrggbbaa\" or \"auto\"", "got '#12345'", "5 hex digits")),
        BadConfigCase("colour with non-hex digits", "[style]\ncolor = \"#gggggg\"\n",
                      D(2, 9, "style.color", "got '#gggggg'", "'g' is not a hex digit")),
        BadConfigCase("colour by name", "[style]\ncolor = \"red\"\n",
                      D(2, 9, "style.color", "got 'red'", "starts with '#'")),
        BadConfigCase("colour without the hash", "[style]\ncolor = \"ff8800\"\n",
                      D(2, 9, "style.color", "did you mean '#ff8800'?")),
        BadConfigCase("colour as a number", "[style]\ncolor = 0xff8800\n",
                      D(2, 9, "style.color", "got integer 16746496")),
        BadConfigCase("opacity above 1", "[style]\nopacity = 1.5\n",
                      D(2, 11, "style.opacity must be a number from 0 to 1, got 1.5")),
        BadConfigCase("opacity nan", "[style]\nopacity = nan\n",
                      D(2, 11, "style.opacity", "got nan")),
        BadConfigCase("opacity as a string", "[style]\nopacity = \"50%\"\n",
                      D(2, 11, "style.opacity", "got string '50%'")),
        BadConfigCase("bool as a string", "[style]\nanimate = \"yes\"\n",
                      D(2, 11, "style.animate must be true or false, got string 'yes'", "did you mean true")),
        BadConfigCase("animation not one of the three", "[style]\nanimation = \"fade\"\n",
                      D(2, 13, "style.animation must be one of", "crossfade", "slide", "none", "got 'fade'")),
        BadConfigCase("animation as the old boolean", "[style]\nanimation = false\n",
                      D(2, 13, "style.animation must be one of", "got boolean false")),
        BadConfigCase("bool as a number", "[style]\nfollow_window = 0\n",
                      D(2, 17, "style.follow_window must be true or false, got integer 0", "did you mean false?")),
        BadConfigCase("empty clock format", "[clock]\nformat = \"\"\n",
                      D(2, 10, "clock.format", "non-empty strftime(3) format", "got ''")),
        BadConfigCase("unknown strftime conversion", "[clock]\nformat = \"%H:%Q\"\n",
                      D(2, 10, "clock.format", "unknown conversion '%Q'", "strftime(3)")),
        BadConfigCase("format ending in a lone percent", "[clock]\nformat = \"%H %\"\n",
                      D(2, 10, "clock.format", "incomplete '%' conversion")),
        BadConfigCase("label on two lines", "[carrier]\nlabel = \"\"\"\nkiosk\n7\"\"\"\n",
                      D(2, 9, "carrier.label", "line breaks", "'kiosk\\n7'")),
        BadConfigCase("label as a number", "[carrier]\nlabel = 7\n",
                      D(2, 9, "carrier.label", "got integer 7")),
        BadConfigCase("capacity enum", "[battery]\ncapacity = \"designed\"\n",
                      D(2, 12, "battery.capacity must be one of full, design; got 'designed'", "did you mean 'design'?")),
        BadConfigCase("negative threshold", "[activity]\nthreshold = -1\n",
                      D(2, 13, "activity.threshold", "bytes a second from 0 to 10000000000", "got -1")),
        BadConfigCase("min_duration too long", "[activity]\nmin_duration = 61\n",
                      D(2, 16, "activity.min_duration must be a number of seconds from 0 to 60, got 61")),
        BadConfigCase("negative hide_after", "[fullscreen]\nhide_after = -1\n",
                      D(2, 14, "fullscreen.hide_after must be a number of seconds from 0 to 600, got -1")),
        BadConfigCase("hide_after infinite", "[fullscreen]\nhide_after = inf\n",
                      D(2, 14, "fullscreen.hide_after", "got inf")),
        BadConfigCase("hide_after as a string with a unit", "[fullscreen]\nhide_after = \"3s\"\n",
                      D(2, 14, "fullscreen.hide_after", "number of seconds", "got string '3s'")),
        BadConfigCase("stay_revealed zero", "[fullscreen]\nstay_revealed = 0\n",
                      D(2, 17, "fullscreen.stay_revealed", "greater than 0 and at most 600", "got 0")),
        BadConfigCase("reveal_zone 0", "[fullscreen]\nreveal_zone = 0\n",
                      D(2, 15, "fullscreen.reveal_zone must be an integer from 1 to 16, got 0")),
        BadConfigCase("reveal_zone 17", "[fullscreen]\nreveal_zone = 17\n",
                      D(2, 15, "fullscreen.reveal_zone", "got 17")),
        BadConfigCase("autohide as a date", "[fullscreen]\nautohide = 2024-01-01\n",
                      D(2, 12, "fullscreen.autohide must be true or false, got date")),
        BadConfigCase("value in an inline table", "panel = { height = 0, \"layout\" = \"sideways\" }\n",
                      D(1, 20, "panel.height", "got 0"),
                      D(1, 34, "panel.layout", "got 'sideways'")),
        BadConfigCase("value under a dotted key", "style.color = \"#gggggg\"\n",
                      D(1, 15, "style.color", "not a hex digit")),
        BadConfigCase("tabs count as one column", "[panel]\n\theight =\t\"tall\"\n",
                      D(2, 11, "panel.height")),
        BadConfigCase("CRLF positions", "[panel]\r\nlayout = \"x\"\r\nheight = 1\r\n",
                      D(2, 10, "panel.layout"),
                      D(3, 10, "panel.height")),
    ]

    static let items: [BadConfigCase] = [
        BadConfigCase("unknown item with suggestion", "[items]\nleft = [\"clok\", \"battery\"]\n",
                      D(2, 9, "items.left", "unknown item 'clok'", "did you mean 'clock'?"),
                      config: {
                          $0.items.left = [.battery]
                          $0.items.right = [.privacy, .tray, .activity, .bluetooth]
                      }),
        BadConfigCase("unknown item listing the items", "[items]\ncenter = [\"weather\"]\n",
                      D(2, 11, "items.center", "unknown item 'weather'", "clock, carrier, signal, network, battery, activity, vpn, airplane, bluetooth, tray, privacy, cpu, memory, disk, temperature, playback, workspaces, window, keyboard, brightness, media, dnd"),
                      config: { $0.items.center = [] }),
        BadConfigCase("item that is not a string", "[items]\nright = [\"battery\", 3]\n",
                      D(2, 21, "items.right", "item names", "got integer 3"),
                      config: { $0.items.right = [.battery] }),
        BadConfigCase("item list as a string", "[items]\ncenter = \"clock\"\n",
                      D(2, 10, "items.center must be an array of item names", "got string 'clock'", "did you mean [\"clock\"]?")),
        BadConfigCase("item twice in one list", "[items]\nleft = [\"signal\", \"signal\"]\n",
                      D(2, 19, "items.left", "'signal' already appears earlier in items.left (line 2)", "only once"),
                      config: { $0.items.left = [.signal] }),
        BadConfigCase("item in two lists: the later one is reported", """
            [items]
            right = [
              "battery",
              "clock",
            ]
            left = ["clock"]
            """,
                      D(6, 9, "items.left", "'clock' already appears in items.right (line 4)"),
                      config: {
                          $0.items.left = []
                          $0.items.center = []
                          $0.items.right = [.battery, .clock]
                      }),
    ]

    static let combined: [BadConfigCase] = [
        BadConfigCase("several problems in one file, all reported in order", """
            # a kiosk dotfile with typos
            [panel]
            heigth = 30
            layout = "overlay"

            [colours]
            x = 1

            [style]
            content = "dim"
            color = "#12345"
            opacity = 0.5

            [items]
            left = ["clock", "clok"]

            [fullscreen]
            hide_after = -1
            reveal_zone = 500
            """,
                      D(3, 1, "panel.heigth", "did you mean 'height'?"),
                      D(6, 2, "colours", "unknown section"),
                      D(10, 11, "style.content", "dark, light, auto", "'dim'"),
                      D(11, 9, "style.color", "'#12345'"),
                      D(15, 18, "items.left", "'clok'"),
                      D(18, 14, "fullscreen.hide_after", "-1"),
                      D(19, 15, "fullscreen.reveal_zone", "500"),
                      config: {
                          $0.panel.layout = .overlay
                          $0.style.opacity = 0.5
                          $0.items.left = [.clock]
                          $0.items.center = []
                      }),
        BadConfigCase("one bad key: every good key still applies", """
            [panel]
            height = 0
            layout = "overlay"
            font = "monospace:size=9"
            [style]
            preset = "black-opaque"
            animate = false
            [clock]
            format = "%I:%M %p"
            [fullscreen]
            hide_after = 5
            """,
                      D(2, 10, "panel.height", "got 0"),
                      config: {
                          $0.panel.layout = .overlay
                          $0.panel.font = "monospace:size=9"
                          $0.style.preset = .blackOpaque
                          $0.style.animation = .none
                          $0[ClockOptions.self].format = "%I:%M %p"
                          $0.fullscreen.hideAfter = 5
                      }),
    ]

    @Test(arguments: syntax + structure + values + items + combined)
    func reportsEveryProblem(_ c: BadConfigCase) {
        let result = ConfigLoader.load(text: c.toml, file: "bad.toml")
        ConfigCheck.expect(result, file: "bad.toml", matches: c.diagnostics, at: c.sourceLocation)
        #expect(!result.isValid, sourceLocation: c.sourceLocation)
        if let change = c.change {
            var expected = PanelConfig()
            change(&expected)
            #expect(result.config == expected, sourceLocation: c.sourceLocation)
        }
    }

    @Test func diagnosticsNameTheirKey() {
        let result = ConfigLoader.load(text: "[panel]\nheight = 0\nfoo = 1\n[bar]\n", file: "k.toml")
        #expect(result.diagnostics.map(\.key) == ["panel.height", "panel.foo", "bar"])
        let syntax = ConfigLoader.load(text: "[panel\n", file: "k.toml")
        #expect(syntax.diagnostics.map(\.key) == [nil])
    }

    @Test func descriptionIsFileLineColumnMessage() {
        let d = ConfigDiagnostic(file: "/home/u/.config/statuspanel/config.toml", line: 3, column: 14, message: "x must be y")
        #expect(d.description == "/home/u/.config/statuspanel/config.toml:3:14: x must be y")
    }
}
