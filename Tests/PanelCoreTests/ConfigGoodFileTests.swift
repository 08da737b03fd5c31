import Testing
@testable import PanelCore

/// Valid dotfiles: each loads with no diagnostics to exactly the expected configuration.
@Suite struct ConfigGoodFileTests {
    static let cases: [GoodConfigCase] = [
        GoodConfigCase("empty file", ""),
        GoodConfigCase("only comments and blank lines", "# nothing here\n\n   # [panel]\n\t\n"),
        GoodConfigCase("empty sections", "[panel]\n[items]\n[style]\n[clock]\n[carrier]\n[battery]\n[activity]\n[fullscreen]\n"),
        GoodConfigCase("panel keys", """
            [panel]
            height = 32
            layout = "overlay"
            font = "monospace:size=12"
            monitor = "all"
            """) {
            $0.panel.height = 32
            $0.panel.layout = .overlay
            $0.panel.font = "monospace:size=12"
            $0.panel.monitor = .all
        },
        GoodConfigCase("the pill's time beside its label", "[pill]\ntime = \"beside\"\n"),
        GoodConfigCase("the pill's label instead of the time", "[pill]\ntime = \"replaced\"\n") { $0.pill.time = .replaced },
        GoodConfigCase("height at its bounds 16", "[panel]\nheight = 16\n") { $0.panel.height = 16 },
        GoodConfigCase("height at its bounds 64", "[panel]\nheight = 64\n") { $0.panel.height = 64 },
        GoodConfigCase("monitor primary", "[panel]\nmonitor = \"primary\"\n") { $0.panel.monitor = .primary },
        GoodConfigCase("monitor outputs", "[panel]\nmonitor = [\"HDMI-1\", \"eDP-1\"]\n") {
            $0.panel.monitor = .outputs(["HDMI-1", "eDP-1"])
        },
        GoodConfigCase("all item lists", """
            [items]
            left = ["clock"]
            center = []
            right = ["battery", "network", "signal", "carrier", "activity"]
            """) {
            $0.items.left = [.clock]
            $0.items.center = []
            $0.items.right = [.battery, .network, .signal, .carrier, .activity]
        },
        GoodConfigCase("the radio items by name", "[items]\nleft = [\"vpn\", \"network\"]\nright = [\"airplane\", \"bluetooth\", \"battery\"]\n") {
            $0.items.left = [.vpn, .network]
            $0.items.right = [.airplane, .bluetooth, .battery]
        },
        GoodConfigCase("moving the airplane takes it out of the default left list", "[items]\nright = [\"airplane\", \"battery\"]\n") {
            $0.items.left = [.carrier, .signal, .network, .vpn]
            $0.items.right = [.airplane, .battery]
        },
        GoodConfigCase("one list moves an item out of a default list", "[items]\nright = [\"clock\", \"battery\"]\n") {
            $0.items.center = []
            $0.items.right = [.clock, .battery]
        },
        GoodConfigCase("multi-line item array with comments", """
            [items]
            left = [
              "carrier",  # the host name by default
              "network",
            ]
            """) {
            $0.items.left = [.carrier, .network]
        },
        GoodConfigCase("style keys", """
            [style]
            preset = "black-translucent"
            content = "light"
            background = "blur"
            color = "#336699"
            opacity = 0.75
            follow_window = false
            animate = false
            """) {
            $0.style.preset = .blackTranslucent
            $0.style.content = .light
            $0.style.background = .blur
            $0.style.color = .fixed(Color(red: 0x33, green: 0x66, blue: 0x99))
            $0.style.opacity = 0.75
            $0.style.followWindow = false
            $0.style.animation = .none
        },
        GoodConfigCase("presets and backgrounds", "[style]\npreset = \"black-opaque\"\nbackground = \"transparent\"\ncontent = \"dark\"\n") {
            $0.style.preset = .blackOpaque
            $0.style.background = .transparent
            $0.style.content = .dark
        },
        GoodConfigCase("colour with alpha", "[style]\ncolor = \"#11223344\"\n") {
            $0.style.color = .fixed(Color(red: 0x11, green: 0x22, blue: 0x33, alpha: 0x44))
        },
        GoodConfigCase("colour in capitals", "[style]\ncolor = \"#AABBCC\"\n") {
            $0.style.color = .fixed(Color(red: 0xAA, green: 0xBB, blue: 0xCC))
        },
        GoodConfigCase("colour auto", "[style]\ncolor = \"auto\"\n") { $0.style.color = .auto },
        GoodConfigCase("opacity as integers 0 and 1", "[style]\nopacity = 1\n") { $0.style.opacity = 1 },
        GoodConfigCase("opacity 0", "[style]\nopacity = 0\n") { $0.style.opacity = 0 },
        GoodConfigCase("clock formats with flags, widths and modifiers", "[clock]\nformat = \"%a %-d %b %_5I:%M %p %Ey %Od %%\"\n") {
            $0[ClockOptions.self].format = "%a %-d %b %_5I:%M %p %Ey %Od %%"
        },
        GoodConfigCase("clock format as a literal string", "[clock]\nformat = '%H:%M:%S'\n") { $0[ClockOptions.self].format = "%H:%M:%S" },
        GoodConfigCase("carrier label", "[carrier]\nlabel = \"kiosk-7\"\n") { $0[CarrierOptions.self].label = "kiosk-7" },
        GoodConfigCase("empty carrier label", "[carrier]\nlabel = \"\"\n") { $0[CarrierOptions.self].label = "" },
        GoodConfigCase("battery keys", "[battery]\npercent = false\ncapacity = \"design\"\n") {
            $0[BatteryOptions.self].percent = false
            $0[BatteryOptions.self].capacity = .design
        },
        GoodConfigCase("activity keys", "[activity]\nthreshold = 0\nmin_duration = 0\n") {
            $0[ActivityOptions.self].threshold = 0
            $0[ActivityOptions.self].minDuration = 0
        },
        GoodConfigCase("threshold as a float, durations as integers", "[activity]\nthreshold = 1.5e4\nmin_duration = 5\n") {
            $0[ActivityOptions.self].threshold = 15_000
            $0[ActivityOptions.self].minDuration = 5
        },
        GoodConfigCase("fullscreen keys", """
            [fullscreen]
            autohide = false
            hide_after = 0
            stay_revealed = 0.5
            reveal_zone = 16
            """) {
            $0.fullscreen.autohide = false
            $0.fullscreen.hideAfter = 0
            $0.fullscreen.stayRevealed = 0.5
            $0.fullscreen.revealZone = 16
        },
        GoodConfigCase("durations at their upper bounds", "[fullscreen]\nhide_after = 600\nstay_revealed = 600.0\n[activity]\nmin_duration = 60\n") {
            $0.fullscreen.hideAfter = 600
            $0.fullscreen.stayRevealed = 600
            $0[ActivityOptions.self].minDuration = 60
        },
        GoodConfigCase("dotted keys at the top level", "panel.height = 40\nstyle.content = \"dark\"\n") {
            $0.panel.height = 40
            $0.style.content = .dark
        },
        GoodConfigCase("inline tables", "fullscreen = { autohide = false, hide_after = 10 }\n") {
            $0.fullscreen.autohide = false
            $0.fullscreen.hideAfter = 10
        },
        GoodConfigCase("quoted keys and headers", "[\"panel\"]\n\"height\" = 20\n'layout' = \"overlay\"\n") {
            $0.panel.height = 20
            $0.panel.layout = .overlay
        },
        GoodConfigCase("sections in any order, keys after comments", """
            [fullscreen]  # trailing comment
            reveal_zone = 4 # pixels
            [panel]
            height = 30
            """) {
            $0.fullscreen.revealZone = 4
            $0.panel.height = 30
        },
        GoodConfigCase("CRLF line endings", "[panel]\r\nheight = 28\r\n[style]\r\nanimate = false\r\n") {
            $0.panel.height = 28
            $0.style.animation = .none
        },
        GoodConfigCase("style.animation", "[style]\nanimation = \"slide\"\n") { $0.style.animation = .slide },
        GoodConfigCase("animation wins over the old animate, after it", "[style]\nanimate = false\nanimation = \"slide\"\n") {
            $0.style.animation = .slide
        },
        GoodConfigCase("animation wins over the old animate, before it", "[style]\nanimation = \"crossfade\"\nanimate = false\n") {
            $0.style.animation = .crossfade
        },
        GoodConfigCase("animation none", "[style]\nanimation = \"none\"\n") { $0.style.animation = .none },
        GoodConfigCase("byte-order mark", "\u{FEFF}[panel]\nheight = 20\n") { $0.panel.height = 20 },
        GoodConfigCase("non-ASCII label and font", "[carrier]\nlabel = \"Café ☕ 7\"\n[panel]\nfont = \"Noto Sans CJK JP:size=11\"\n") {
            $0[CarrierOptions.self].label = "Café ☕ 7"
            $0.panel.font = "Noto Sans CJK JP:size=11"
        },
        GoodConfigCase("the documented default text", DefaultConfig.text),
    ]

    @Test(arguments: cases)
    func loadsWithoutDiagnostics(_ c: GoodConfigCase) {
        let result = ConfigLoader.load(text: c.toml, file: "good.toml")
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.description))", sourceLocation: c.sourceLocation)
        #expect(result.isValid, sourceLocation: c.sourceLocation)
        #expect(result.config == c.expected, sourceLocation: c.sourceLocation)
    }
}
