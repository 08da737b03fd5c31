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
        #expect(text.contains("interval = repeat (run again as soon as it exits) is read as persist"))
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
}
