import Testing
@testable import PanelCore

/// `statuspanel import`: each format recognised by content and mapped, and every dotfile made
/// passes the dotfile's validation (what `check-config` runs).
@Suite struct ConfigImportTests {
    static func imported(_ text: String, path: String = "/home/u/.config/bar/config") throws -> (ConfigImport.Format, String) {
        let result = ConfigImport.dotfile(text, path: path)
        guard case .success(let made) = result else {
            Issue.record("not imported: \(result)")
            throw ImportFailure.unrecognised(path)
        }
        let check = ConfigLoader.load(text: made.text, file: "imported.toml")
        #expect(check.isValid, "\(check.diagnostics.map(\.description))\n\(made.text)")
        return (made.format, made.text)
    }

    static let polybar = """
        ; a user's polybar
        [colors]
        primary = #F0C674

        [bar/main]
        height = 28
        background = ${colors.primary}
        font-0 = Iosevka:size=11;2
        modules-left = xworkspaces
        modules-center = date
        modules-right = fs cpu temp updates wlan eth weird

        [module/xworkspaces]
        type = internal/xworkspaces
        label-active = %name%

        [module/date]
        type = internal/date
        date = %a %d
        time = %H:%M

        [module/fs]
        type = internal/fs
        mount-0 = /
        mount-1 = /home
        interval = 60

        [section/cpubase]
        type = internal/cpu
        interval = 0.5

        [module/cpu]
        inherit = section/cpubase
        label = CPU %percentage%%

        [module/temp]
        type = internal/temperature
        zone-type = x86_pkg_temp

        [module/updates]
        type = custom/script
        exec = ${self.command} --count
        command = checkupdates
        exec-if = which checkupdates
        interval = ${settings.slow}
        env-LANG = C
        click-left = xterm -e "sudo apt upgrade"
        scroll-up = notify-send 'it''s up'

        [module/wlan]
        type = internal/network
        interface-type = wireless

        [module/eth]
        type = internal/network
        interface = enp3s0

        [module/weird]
        type = internal/github

        [settings]
        slow = 600
        """

    @Test func polybarModulesAreMappedWithReferencesAndInheritResolved() throws {
        let (format, text) = try Self.imported(Self.polybar)
        #expect(format == .polybar)
        #expect(text.contains(#"left = []"#) || text.contains(#"left = ["workspaces"]"#))
        #expect(text.contains(#"center = ["clock"]"#))
        #expect(text.contains(#"right = ["disk", "cpu", "temperature", "updates", "network", "signal"]"#))
        #expect(text.contains("[panel]\nheight = 28\n"))
        #expect(text.contains(#"format = "%a %d %H:%M""#))
        #expect(text.contains("[disk]\ninterval = 60\nmounts = [\"/\", \"/home\"]\n"))
        // inherit: the CPU's interval is its base's, raised to the shortest statuspanel takes.
        #expect(text.contains("[cpu]\ninterval = 1\n"))
        #expect(text.contains("interval 0.5 s is 1 s here"))
        #expect(text.contains(#"sensor = "x86_pkg_temp""#))
        // ${self.command} and ${settings.slow} resolved; env- and exec-if carried.
        #expect(text.contains(#"exec = "export LANG='C'; (which checkupdates) >/dev/null 2>&1 || exit 0; checkupdates --count""#))
        #expect(text.contains("[script.updates]") && text.contains("interval = 600"))
        #expect(text.contains("[actions.updates]\nclick = \"xterm -e \\\"sudo apt upgrade\\\"\"\nscroll_up = "))
        // Nothing dropped silently.
        #expect(text.contains("xworkspaces (internal/xworkspaces) will be available as the workspaces item")
            || text.contains(#"left = ["workspaces"]"#))
        #expect(text.contains("weird (internal/github): no counterpart"))
        #expect(text.contains("font-0: polybar's fonts"))
        #expect(text.contains("bar background: another bar's geometry and colours"))
        #expect(text.contains("eth: the network item already shows"))
        #expect(text.contains("eth: interface = enp3s0"))
    }

    @Test func polybarReferencesWithFallbacksAndUnknownsSayWhat() throws {
        let (_, text) = try Self.imported("""
            [bar/top]
            modules-right = s
            [module/s]
            type = custom/script
            exec = ${env:SCRIPT:echo hi} ${xrdb:name}
            tail = true
            """)
        #expect(text.contains(#"exec = "echo hi ${xrdb:name}""#))
        #expect(text.contains(#"interval = "persist""#))
        #expect(text.contains("${xrdb:name}: read from the environment, X resources or a file"))
    }

    static let i3blocks = """
        # global
        command=/usr/share/i3blocks/$BLOCK_NAME
        separator_block_width=15

        [memory]
        label=MEM
        interval=30

        [memory]
        label=SWAP
        instance=swap
        interval=30

        [mail]
        command=~/bin/mail ${BLOCK_NAME}
        interval=persist
        label=✉
        signal=12

        [weather]
        command=curl -s wttr.in?format=1
        format=json
        interval=repeat

        [static]
        command=
        full_text=Hello
        """

    @Test func i3blocksDuplicatesGlobalCommandAndLabels() throws {
        let (format, text) = try Self.imported(Self.i3blocks)
        #expect(format == .i3blocks)
        #expect(text.contains(#"right = ["memory-block", "memory-swap", "mail", "weather", "static"]"#))
        #expect(text.contains("[script.memory-block]\nexec = \"out=$(/usr/share/i3blocks/memory); status=$?;"))
        #expect(text.contains("[script.memory-swap]"))
        #expect(text.contains("instance = \"swap\""))
        #expect(text.contains("printf '%s%s\\\\n' 'SWAP' \\\"$out\\\"; exit $status"))
        // $BLOCK_NAME is the block's name, however the item is called; a stream's lines each get the label.
        #expect(text.contains(#"exec = "(~/bin/mail mail) | sed -u 's/^./✉&/'""#))
        #expect(text.contains("signal = 12"))
        #expect(text.contains("format = \"json\""))
        #expect(text.contains("[script.weather]\nexec = \"curl -s wttr.in?format=1\"\ninterval = \"repeat\""))
        #expect(text.contains("[script.static]\nexec = \"printf '%s\\\\n' 'Hello'\"\ninterval = \"once\""))
        #expect(text.contains("separator_block_width (mail, memory, weather)"))
    }

    static let waybar = """
        // waybar, as a user keeps it
        {
            "layer": "top", /* above windows */
            "height": 30,
            "modules-left": ["sway/workspaces", "custom/media#1"],
            "modules-center": ["clock"],
            "modules-right": ["pulseaudio", "network", "cpu", "memory", "disk#home", "temperature", "battery", "tray", "custom/power",],
            "clock": { "format": "{:%a %H:%M}", "interval": 60 },
            "cpu": { "interval": 10, "format": "{usage}% " },
            "disk#home": { "path": "/home" },
            "custom/media#1": {
                "exec": "playerctl metadata title", // the song
                "return-type": "json",
                "signal": 8,
                "on-click": "playerctl play-pause",
                "on-scroll-up": "playerctl next",
            },
            "custom/power": { "format": "⏻", "on-click": "wlogout" },
        }
        """

    @Test func waybarJSONCWithCommentsAndTrailingCommas() throws {
        let (format, text) = try Self.imported(Self.waybar)
        #expect(format == .waybar)
        #expect(text.contains(#"center = ["clock"]"#))
        #expect(text.contains(#"format = "%a %H:%M""#))
        #expect(text.contains(#"right = ["network", "signal", "cpu", "memory", "disk", "temperature", "battery", "tray", "power"]"#)
            || text.contains(#"right = ["volume", "network""#))
        #expect(text.contains("[cpu]\ninterval = 10\n"))
        #expect(text.contains(#"mounts = ["/home"]"#))
        #expect(text.contains("[script.media-1]\nexec = \"playerctl metadata title\"\ninterval = \"persist\"\nsignal = 8\nformat = \"json\""))
        #expect(text.contains("[actions.media-1]\nclick = \"playerctl play-pause\"\nscroll_up = \"playerctl next\""))
        #expect(text.contains("[script.power]\nexec = \"printf '%s\\\\n' '⏻'\"\ninterval = \"once\""))
        #expect(text.contains("[actions.power]\nclick = \"wlogout\""))
        #expect(text.contains("layer: waybar's geometry"))
    }

    @Test func i3statusRunsThroughI3barsProtocol() throws {
        let (format, text) = try Self.imported("""
            general {
                colors = true
                interval = 5
            }
            order += "wireless _first_"
            order += "tztime local"
            tztime local { format = "%H:%M" }
            """, path: "/etc/i3status.conf")
        #expect(format == .i3status)
        #expect(text.contains(#"right = ["i3status"]"#))
        #expect(text.contains(#"exec = "{ cat '/etc/i3status.conf'; printf 'general {\\n output_format = \"i3bar\"\\n}\\n'; } | exec i3status -c /dev/stdin""#))
        #expect(text.contains("interval = \"persist\"\nformat = \"i3bar\""))
        #expect(text.contains("wireless _first_ → network and signal, tztime local → clock"))
        let (_, told) = try Self.imported("general {\n output_format = \"i3bar\"\n}\norder += \"load\"\n", path: "/x/i3 status")
        #expect(told.contains(#"exec = "exec i3status -c '/x/i3 status'""#))
    }

    @Test(arguments: [
        ("[bar/x]\nmodules-left = a\n", ConfigImport.Format.polybar),
        ("[module/a]\ntype = internal/cpu\n", .polybar),
        ("{\"modules-right\": [\"clock\"]}", .waybar),
        ("[{\"modules-left\": []}, {\"modules-right\": [\"cpu\"]}]", .waybar),
        ("order += \"load\"\n", .i3status),
        ("[time]\ncommand=date\ninterval=5\n", .i3blocks),
    ] as [(String, ConfigImport.Format)])
    func recognisedByContent(text: String, format: ConfigImport.Format) {
        #expect(ConfigImport.recognise(text) == format)
    }

    @Test(arguments: ["", "hello", "{\"a\": 1}", "[x]\nfoo=bar\n", "{ // unterminated", "\u{0}\u{1}"])
    func otherTextIsNotImported(text: String) {
        #expect(ConfigImport.recognise(text) == nil)
        guard case .failure(let failure) = ConfigImport.dotfile(text, path: "/f") else { Issue.record("imported"); return }
        #expect(failure == .unrecognised("/f"))
    }

    @Test func scriptNamesNeverTakeABuiltInsOrEachOthers() {
        var plan = ImportPlan(source: "test")
        #expect(plan.scriptName("clock", suffix: "script") == "clock-script")
        #expect(plan.scriptName("a b/c", suffix: "script") == "a-b-c")
        plan.scripts.append(ImportPlan.Script(name: "x", exec: "true"))
        #expect(plan.scriptName("x", suffix: "block") == "x-block")
        plan.scripts.append(ImportPlan.Script(name: "x-block", exec: "true"))
        #expect(plan.scriptName("x", suffix: "block") == "x-block-2")
        #expect(plan.scriptName("workspaces", suffix: "script") == "workspaces-script")
    }

    @Test func jsoncReadsCommentsAndTrailingCommasAndSaysWhereItFails() {
        #expect(JSONCValue.parse("[1, /* two */ 2, // three\n 3,]") == .success(.array([.number(1), .number(2), .number(3)])))
        #expect(JSONCValue.parse("{\"a\": \"//not a comment\"}") == .success(.object([(key: "a", value: .string("//not a comment"))])))
        guard case .failure(let error) = JSONCValue.parse("{\n\"a\": 1\n\"b\": 2}") else { Issue.record("parsed"); return }
        #expect(error.line == 3)
        let deep = String(repeating: "[", count: 100) + String(repeating: "]", count: 100)
        guard case .failure = JSONCValue.parse(deep) else { Issue.record("too deep, parsed"); return }
    }

    @Test func defaultPathsFollowXDG() {
        let paths = ConfigImport.defaultPaths(environment: ["HOME": "/home/u", "XDG_CONFIG_DIRS": "/etc/xdg:/opt/xdg"])
        #expect(paths.prefix(3) == ["/home/u/.config/polybar/config.ini", "/home/u/.config/polybar/config", "/home/u/.config/waybar/config.jsonc"])
        #expect(paths.contains("/home/u/.i3blocks.conf") && paths.contains("/opt/xdg/waybar/config") && paths.last == "/etc/i3status.conf")
        let custom = ConfigImport.defaultPaths(environment: ["XDG_CONFIG_HOME": "/c", "HOME": "/home/u"])
        #expect(custom.first == "/c/polybar/config.ini")
    }

    /// The configs Debian installs, where the packages are.
    @Test(arguments: [("/etc/polybar/config.ini", ConfigImport.Format.polybar), ("/etc/i3blocks.conf", .i3blocks),
                      ("/etc/i3status.conf", .i3status)])
    func debiansOwnConfigs(path: String, format: ConfigImport.Format) throws {
        guard let text = Sysroot("/").readText(path) else { return }
        let (found, dotfile) = try Self.imported(text, path: path)
        #expect(found == format)
        #expect(dotfile.contains("[items]"))
        if format == .polybar {
            #expect(dotfile.contains(#"right = ["disk", "memory", "cpu", "network", "signal", "clock"]"#) || dotfile.contains("\"volume\""))
        }
    }

    // MARK: - Configs as users keep them (Fixtures/import)

    static func fixture(_ name: String) throws -> (ConfigImport.Format, String) {
        let path = Fixtures.folder + "/import/" + name
        let text = try #require(Sysroot("/").readText(path), "fixture \(name)")
        return try imported(text, path: path)
    }

    /// Every module of `modules` is on a list of [items] (as itself or `item`) or named in the
    /// dotfile's comments: nothing dropped silently.
    static func everyModuleAccountedFor(_ modules: [(module: String, item: String?)], in text: String) {
        let items = text.split(separator: "\n").prefix { !$0.hasPrefix("[") || $0 == "[items]" }.joined(separator: "\n")
        let comments = text.split(separator: "\n").filter { $0.hasPrefix("#") }.joined(separator: "\n")
        for (module, item) in modules {
            let placed = item.map { items.contains("\"\($0)\"") } ?? false
            #expect(placed || comments.contains(module), "\(module) is neither placed nor said")
        }
    }

    @Test func polybarWithABaseBarSeveralBarsAndManyModuleTypes() throws {
        let (format, text) = try Self.fixture("polybar-several-bars.ini")
        #expect(format == .polybar)
        // [bar/base] has no modules (it is inherited): bar "main" is imported, with base's keys.
        #expect(text.contains(#"(bar "main")"#))
        #expect(text.contains(#"left = ["workspaces", "window"]"#))
        #expect(text.contains(#"center = ["media"]"#))
        #expect(text.contains(#"right = ["disk", "brightness", "volume", "keyboard", "memory", "cpu", "network", "signal", "battery", "temperature", "clock", "updates-pacman", "weather", "tray"]"#))
        #expect(text.contains("[panel]\nheight = 27\nmonitor = \"all\"\n"))
        #expect(text.contains("monitor = ${env:MONITOR:HDMI-1}: a bar started once a monitor"))
        #expect(text.contains("[bar/laptop]: another bar"))
        #expect(text.contains("mounts = [\"/\", \"/home\"]"))
        // The pulseaudio module's right click is the volume item's.
        #expect(text.contains("[actions.volume]\nright_click = \"pavucontrol\""))
        #expect(text.contains("[actions.updates-pacman]\nclick = \"alacritty -e sudo pacman -Syu\""))
        // Nothing dropped silently: settings, menus, mpd, look keys of scripts, other keys.
        #expect(text.contains("[settings] screenchange-reload, pseudo-transparency"))
        #expect(text.contains("[global/wm] margin-top, margin-bottom"))
        #expect(text.contains("powermenu (custom/menu)"))
        #expect(text.contains("mpd (internal/mpd): the media item follows MPRIS players"))
        #expect(text.contains("updates-pacman: format-prefix, format-underline: its look"))
        #expect(text.contains("i3: index-sort, wrapping-scroll, pin-workspaces: no such setting"))
        #expect(text.contains("i3: the desktops are shown as page dots, the current one filled; workspaces.names = true shows their names"))
        #expect(text.contains("battery: battery, adapter: no such setting"))
        #expect(text.contains("temperature: warn-temperature: no such setting"))
        #expect(text.contains("xkeyboard: blacklist-0: no such setting"))
        Self.everyModuleAccountedFor([("i3", "workspaces"), ("xwindow", "window"), ("mpd", "media"), ("filesystem", "disk"),
                                      ("xbacklight", "brightness"), ("pulseaudio", "volume"), ("xkeyboard", "keyboard"),
                                      ("memory", "memory"), ("cpu", "cpu"), ("wlan", "signal"), ("eth", "network"),
                                      ("battery", "battery"), ("temperature", "temperature"), ("date", "clock"),
                                      ("powermenu", nil), ("updates-pacman", "updates-pacman"), ("weather", "weather")], in: text)
    }

    @Test func polybarsOtherBarsModulesAreNamedAndHeightsInPointsAreCarried() throws {
        let (_, text) = try Self.imported("""
            [bar/top]
            height = 18pt
            modules-left = a
            [bar/side]
            height = 3%
            modules-right = a b
            [module/a]
            type = internal/cpu
            [module/b]
            type = internal/memory
            [module/c]
            type = internal/pulseaudio
            interval = 2
            click-middle = pactl set-sink-mute @DEFAULT_SINK@ toggle
            double-click-left = pavucontrol
            """)
        #expect(text.contains("[panel]\nheight = 24\n"))
        #expect(text.contains("[bar/side]: another bar; statuspanel draws the same strip on each monitor (panel.monitor), so bar \"top\" is imported; its modules not in it: b"))
        #expect(PolybarImport.heightPixels("24pt") == 32 && PolybarImport.heightPixels("30px") == 30 && PolybarImport.heightPixels("3%") == nil)
        let (_, volume) = try Self.imported("[bar/x]\nmodules-right = c\n[module/c]\ntype = internal/pulseaudio\ninterval = 2\n"
                                            + "click-middle = pactl set-sink-mute @DEFAULT_SINK@ toggle\ndouble-click-left = pavucontrol\n")
        #expect(volume.contains("[volume]\nstep = 2\n"))
        #expect(volume.contains("[actions.volume]\nmiddle_click = \"pactl set-sink-mute @DEFAULT_SINK@ toggle\""))
        #expect(volume.contains("volume: double-click-left: statuspanel's actions are single clicks"))
    }

    @Test func i3blocksContribPropertiesAreTheCommandsEnvironment() throws {
        let (format, text) = try Self.fixture("i3blocks-contrib.conf")
        #expect(format == .i3blocks)
        // SCRIPT_DIR (global) and a block's own properties are exported, a label's trailing space kept.
        #expect(text.contains(#"exec = "export SCRIPT_DIR='/usr/share/i3blocks' LABEL='♪ ' STEP='5%'; $SCRIPT_DIR/volume""#))
        #expect(text.contains(#"export SCRIPT_DIR='/usr/share/i3blocks' LABEL='HOME ' DIR='$HOME' ALERT_LOW='10'; $SCRIPT_DIR/disk"#))
        // A block with a full_text and no interval is a button: its text until a click runs it.
        #expect(text.contains(#"if [ -z \"$BLOCK_BUTTON\" ]; then printf '%s\\n' 'Documentation'; else xdg-open \"$website\"; fi"#))
        // interval=-2 is repeat (i3blocks' number for it).
        #expect(text.contains("[script.time]\nexec = \"export SCRIPT_DIR='/usr/share/i3blocks'; date '+%Y-%m-%d %H:%M:%S'\"\ninterval = \"repeat\""))
        #expect(text.contains(#"right = ["documentation", "greetings", "volume-block", "memory-block", "memory-swap", "disk-block", "cpu_usage", "bandwidth", "load_average", "time", "keyindicator"]"#))
        #expect(text.contains("markup (bandwidth, cpu_usage"))
        #expect(!text.contains("is not seconds"))
    }

    @Test(arguments: [("-1", "\"once\""), ("once", "\"once\""), ("-2", "\"repeat\""), ("repeat", "\"repeat\""), ("-3", "\"persist\""),
                      ("persist", "\"persist\""), ("0", "\"once\""), ("2.5", "2.5"), ("soon", "5")])
    func i3blocksIntervals(interval: String, toml: String) throws {
        let (_, text) = try Self.imported("[b]\ncommand=date\ninterval=\(interval)\n")
        #expect(text.contains("[script.b]\nexec = \"date\"\ninterval = \(toml)\n"), "\(text)")
        #expect(text.contains("interval = soon is not seconds") == (interval == "soon"))
    }

    @Test func waybarGroupsAreOpenedAndEveryModuleIsAccountedFor() throws {
        let (format, text) = try Self.fixture("waybar-config.jsonc")
        #expect(format == .waybar)
        #expect(text.contains(#"left = ["workspaces", "media-script"]"#))
        #expect(text.contains(#"center = ["window"]"#))
        // group/power's modules are placed where the group is.
        #expect(text.contains(#"right = ["media", "volume", "network", "signal", "cpu", "memory", "temperature", "brightness", "keyboard", "battery", "clock", "tray", "power", "quit", "lock", "weather"]"#))
        #expect(text.contains("[actions.quit]\nclick = \"swaymsg exit\""))
        #expect(text.contains("[volume]\nstep = 1\n"))
        #expect(text.contains("[actions.network]\nright_click = \"nm-connection-editor\""))
        #expect(text.contains("[actions.clock]\nright_click = \"gnome-calendar\""))
        #expect(text.contains("clock: timezone: no such setting"))
        #expect(text.contains("keyboard-state: numlock, capslock: no such setting"))
        #expect(text.contains("custom/media: max-length, escape: its look"))
        #expect(text.contains("group/power: its drawer"))
        #expect(text.contains("sway/workspaces: the desktops are shown as page dots"))
        Self.everyModuleAccountedFor([("sway/workspaces", "workspaces"), ("sway/mode", nil), ("sway/scratchpad", nil),
                                      ("custom/media", "media-script"), ("sway/window", "window"), ("mpd", "media"),
                                      ("idle_inhibitor", nil), ("pulseaudio", "volume"), ("network", "network"),
                                      ("power-profiles-daemon", nil), ("cpu", "cpu"), ("memory", "memory"),
                                      ("temperature", "temperature"), ("backlight", "brightness"), ("keyboard-state", "keyboard"),
                                      ("sway/language", nil), ("battery", "battery"), ("battery#bat2", nil), ("clock", "clock"),
                                      ("tray", "tray"), ("custom/power", "power"), ("custom/quit", "quit"), ("custom/lock", "lock"),
                                      ("custom/weather", "weather")], in: text)
        let (_, included) = try Self.imported(#"{"include": ["~/.config/waybar/modules.json"], "modules-right": ["clock"]}"#)
        #expect(included.contains("include ~/.config/waybar/modules.json: files waybar merges into this one are not read"))
    }
}
