import Foundation
import Testing

/// `statuspanel import` with the real binary: Debian's own polybar, i3blocks and i3status configs
/// and configs in each format written here (waybar's JSONC with comments, i3blocks' duplicate
/// names) each import to a dotfile that `check-config` accepts, and each item the import places
/// shows on the strip of a panel running it: a click sweep across the strip finds each one by
/// name (an `[actions.ITEM]` added for the test prints `$STATUSPANEL_ITEM`).
///
/// One scene for all: openbox with a window (workspaces, window), two XKB layouts (keyboard),
/// a PulseAudio null sink (volume), a sysroot with the machine's load, a battery, Wi-Fi and a
/// backlight; each config is a reload of the one panel.
@Suite(.serialized) struct ImportTests {
    static func importAndCheck(_ path: String) throws -> String {
        let imported = try run([panelBinary, "import", path])
        #expect(imported.status == 0, "import \(path): \(imported.err)")
        let file = NSTemporaryDirectory() + "statuspanel-import-\(UUID().uuidString).toml"
        defer { try? FileManager.default.removeItem(atPath: file) }
        try imported.out.write(toFile: file, atomically: false, encoding: .utf8)
        let check = try run([panelBinary, "check-config", file])
        #expect(check.status == 0, "check-config \(path): \(check.out)")
        return imported.out
    }

    /// Items shown only with what this scene does not bring: the tray's icons, a media player.
    static let notInThisScene: Set<String> = ["tray", "media"]

    /// The items of `dotfile`'s `[items]` lists, in order.
    static func placed(_ dotfile: String) -> [String] {
        dotfile.split(separator: "\n").filter { $0.hasPrefix("left = [") || $0.hasPrefix("center = [") || $0.hasPrefix("right = [") }
            .flatMap { line in line.split(separator: "\"").enumerated().filter { $0.offset % 2 == 1 }.map { String($0.element) } }
    }

    /// `dotfile` with its `[actions.*]` replaced by one for each placed item that writes the
    /// item's name to `record`.
    static func reporting(_ dotfile: String, to record: String) -> String {
        var out: [Substring] = []
        var inActions = false
        for line in dotfile.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("[") { inActions = line.hasPrefix("[actions.") }
            if !inActions { out.append(line) }
        }
        return out.joined(separator: "\n") + placed(dotfile).map { item in
            "\n[actions.\(item)]\nclick = 'printf \"%s\\n\" \"$STATUSPANEL_ITEM\" >> \(record)'\n"
        }.joined()
    }

    final class Scene {
        let server: XServer
        let sound: SoundServer
        let home: DotfileHome
        let panel: PanelProcess
        let sysroot = NSTemporaryDirectory() + "statuspanel-import-sysroot-\(UUID().uuidString)"
        let records = NSTemporaryDirectory() + "statuspanel-import-clicks-\(UUID().uuidString)"
        var environment: [String: String] { server.environment.merging(home.environment) { $1 }.merging(sound.environment) { $1 } }

        init() throws {
            // The machine's load, a battery and Wi-Fi, a backlight: one tree of three fixtures.
            try FileManager.default.createDirectory(atPath: records, withIntermediateDirectories: true)
            for tree in ["machine-desktop", "laptop-one-battery"] {
                _ = try run(["cp", "-R", fixtureSysroot(tree) + "/.", sysroot])
            }
            _ = try run(["cp", "-R", fixtureSysroot("backlight-intel") + "/sys/class/backlight", sysroot + "/sys/class/"])
            sound = try SoundServer()
            server = try XServer(width: 1920, height: 200)
            try server.startOpenbox()
            try server.client(["setxkbmap", "-layout", "us,de"])
            let x = server
            try x.spawn(["xlogo"])
            let logo = try waitFor { try x.client(["xdotool", "search", "--class", "xlogo"]).split(separator: "\n").first.map(String.init) }
            try x.client(["xdotool", "windowactivate", "--sync", logo ?? ""])
            home = try DotfileHome("[items]\nleft = []\ncenter = []\nright = []\n")
            panel = try PanelProcess(on: server, environment: home.environment.merging(sound.environment) { $1 }, sysroot: sysroot,
                                     logsFrames: true)
            guard try panel.waitForStrip() != nil else { throw ImportSceneError.noStrip(panel.stderr) }
        }

        deinit {
            try? FileManager.default.removeItem(atPath: sysroot)
            try? FileManager.default.removeItem(atPath: records)
        }

        /// The script items the running panel shows text for (`status --json`'s `scripts`).
        func scriptsWithText() throws -> Set<String> {
            let out = try run([panelBinary, "status", "--json", "--sysroot", sysroot], environment: environment).out
            guard let data = out.data(using: .utf8), let object = try JSONSerialization.jsonObject(with: data) as? [String: Any],
                  let scripts = object["scripts"] as? [String: [String: Any]] else { return [] }
            return Set(scripts.filter { ($0.value["state"] as? String) == "ok" && !(($0.value["text"] as? String) ?? "").isEmpty }.map(\.key))
        }

        /// Runs `dotfile` (a reload) and sweeps clicks across the strip until every item it
        /// places shows, bar those `notInThisScene` and script items with no text, and each of
        /// `mustShow`. Returns what was missing at the deadline (empty when all showed).
        func missing(_ dotfile: String, name: String, mustShow: Set<String>) throws -> Set<String> {
            let record = records + "/" + name
            try home.write(ImportTests.reporting(dotfile, to: record))
            _ = try run([panelBinary, "msg", "reload"], environment: environment)
            let placed = Set(ImportTests.placed(dotfile)).subtracting(ImportTests.notInThisScene)
            let scripts = Set(dotfile.split(separator: "\n").filter { $0.hasPrefix("[script.") }.map { String($0.dropFirst(8).dropLast()) })
            var left = placed
            _ = try waitUntil(timeout: 20) {
                // Every 6 px of the strip, in one xdotool run.
                var sweep = ["xdotool"]
                for x in stride(from: 3, to: server.width, by: 6) { sweep += ["mousemove", String(x), "10", "click", "--delay", "0", "1"] }
                try server.client(sweep)
                // Each click on an item starts its action, a process: the panel must have handled
                // this sweep before the next, or on a busy machine the sweeps pile up in its
                // queue, and the next config's reload waits behind them.
                _ = try panel.roundTrip(timeout: 10)
                let clicked = Set(((try? String(contentsOfFile: record, encoding: .utf8)) ?? "").split(separator: "\n").map(String.init))
                let quiet = scripts.subtracting(try scriptsWithText()).subtracting(mustShow)
                left = placed.subtracting(clicked).subtracting(quiet)
                return left.isEmpty
            }
            return left
        }
    }

    /// Configs in each format as the tests write them: many module types, scripts that print
    /// without a network.
    static let polybar = """
        ; a polybar config with most module types
        [colors]
        fg = #eeeeee
        [bar/base]
        height = 26
        foreground = ${colors.fg}
        [bar/top]
        inherit = bar/base
        modules-left = xworkspaces xwindow
        modules-center = date
        modules-right = fs pulseaudio backlight xkeyboard memory cpu temperature wlan battery hello uptime tray
        [module/xworkspaces]
        type = internal/xworkspaces
        [module/xwindow]
        type = internal/xwindow
        [module/date]
        type = internal/date
        time = %H:%M
        [module/fs]
        type = internal/fs
        mount-0 = /
        [module/pulseaudio]
        type = internal/pulseaudio
        click-right = true
        [module/backlight]
        type = internal/backlight
        [module/xkeyboard]
        type = internal/xkeyboard
        [module/memory]
        type = internal/memory
        [module/cpu]
        type = internal/cpu
        [module/temperature]
        type = internal/temperature
        [module/wlan]
        type = internal/network
        interface-type = wireless
        [module/battery]
        type = internal/battery
        [module/hello]
        type = custom/text
        content = hello
        [module/uptime]
        type = custom/script
        exec = echo up ${self.word}
        word = long
        interval = 30
        click-left = true
        [module/tray]
        type = internal/tray
        """

    static let waybar = """
        // a waybar config.jsonc, comments and trailing commas
        {
            "height": 26, /* the bar's */
            "modules-left": ["sway/workspaces", "sway/window"],
            "modules-center": ["clock"],
            "modules-right": ["pulseaudio", "network", "cpu", "memory", "disk", "temperature", "backlight", "battery",
                              "keyboard-state", "custom/note", "group/more", "tray",],
            "clock": { "format": "{:%H:%M}" },
            "custom/note": { "exec": "echo note", "interval": 60, "on-click": "true", }, // a script
            "group/more": { "modules": ["custom/fixed", "custom/json"] },
            "custom/fixed": { "format": "fixed" },
            "custom/json": { "exec": "echo '{\\"text\\": \\"json\\"}'", "return-type": "json", "interval": "once" },
        }
        """

    /// i3blocks with a global command naming blocks by $BLOCK_NAME, duplicate names told apart
    /// by instance, labels, a stream, a full_text button and a property exported.
    static func i3blocks(scripts: String) -> String {
        """
        command=\(scripts)/$BLOCK_NAME
        separator_block_width=15
        [echo]
        instance=one
        label=A:
        interval=30
        [echo]
        instance=two
        label=B:
        interval=30
        [stream]
        interval=persist
        label=S:
        [button]
        full_text=press
        command=true
        [greet]
        command=echo "$GREETING"
        GREETING=hi there
        interval=once
        """
    }

    @Test func eachImportedItemShowsOnTheStrip() throws {
        let scene = try Scene()
        var configs: [(name: String, path: String, mustShow: Set<String>)] = []
        let folder = scene.records + "/configs"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        // The blocklets the i3blocks config names.
        try "#!/bin/sh\necho \"$BLOCK_INSTANCE\"\n".write(toFile: folder + "/echo", atomically: false, encoding: .utf8)
        try "#!/bin/sh\nwhile :; do echo line; sleep 60; done\n".write(toFile: folder + "/stream", atomically: false, encoding: .utf8)
        chmod(folder + "/echo", 0o755)
        chmod(folder + "/stream", 0o755)
        for (file, text) in [("polybar.ini", Self.polybar), ("config.jsonc", Self.waybar), ("i3blocks.conf", Self.i3blocks(scripts: folder))] {
            try text.write(toFile: folder + "/" + file, atomically: false, encoding: .utf8)
        }
        configs += [("polybar", folder + "/polybar.ini", ["hello", "uptime"]),
                    ("waybar", folder + "/config.jsonc", ["note", "fixed", "json"]),
                    ("i3blocks", folder + "/i3blocks.conf", ["echo-one", "echo-two", "stream", "button", "greet"])]
        // Debian's own, where installed: every block that prints shows, and these at least.
        if FileManager.default.fileExists(atPath: "/etc/polybar/config.ini") {
            configs.append(("debian-polybar", "/etc/polybar/config.ini", []))
        }
        if FileManager.default.fileExists(atPath: "/etc/i3blocks.conf"), FileManager.default.fileExists(atPath: "/usr/share/i3blocks/memory") {
            configs.append(("debian-i3blocks", "/etc/i3blocks.conf", ["memory-block", "time"]))
        }
        if FileManager.default.fileExists(atPath: "/etc/i3status.conf"), FileManager.default.fileExists(atPath: "/usr/bin/i3status") {
            configs.append(("debian-i3status", "/etc/i3status.conf", ["i3status"]))
        }
        for config in configs {
            let dotfile = try Self.importAndCheck(config.path)
            #expect(Self.placed(dotfile).count >= (config.name == "debian-i3status" ? 1 : 5), "\(config.name): \(dotfile)")
            let missing = try scene.missing(dotfile, name: config.name, mustShow: config.mustShow)
            #expect(missing.isEmpty, "\(config.name): not found on the strip: \(missing.sorted()); stderr: \(scene.panel.stderr)")
        }
        #expect(!scene.panel.stderr.contains("problem"), "\(scene.panel.stderr)")
    }

    @Test(.enabled(if: FileManager.default.fileExists(atPath: "/etc/i3status.conf")))
    func i3statusConfigRunsI3statusThroughI3barsProtocol() throws {
        let dotfile = try Self.importAndCheck("/etc/i3status.conf")
        #expect(dotfile.contains(#"format = "i3bar""#) && dotfile.contains("i3status -c"))
    }
}

enum ImportSceneError: Error { case noStrip(String) }

/// `import --write`: never over an existing dotfile without `--force`, and a backup kept.
@Suite struct ImportWriteTests {
    @Test func writeKeepsABackupAndNeedsForce() throws {
        let home = try DotfileHome("# mine\n")
        let source = NSTemporaryDirectory() + "statuspanel-i3blocks-\(UUID().uuidString).conf"
        defer { try? FileManager.default.removeItem(atPath: source) }
        try "[time]\ncommand=date\ninterval=5\n".write(toFile: source, atomically: false, encoding: .utf8)
        let refused = try run([panelBinary, "import", source, "--write"], environment: home.environment)
        #expect(refused.status == 1 && refused.err.contains("--force"), "\(refused.err)")
        #expect(try String(contentsOfFile: home.file, encoding: .utf8) == "# mine\n")
        let forced = try run([panelBinary, "import", source, "--write", "--force"], environment: home.environment)
        #expect(forced.status == 0, "\(forced.err)")
        #expect(try String(contentsOfFile: home.file + ".bak", encoding: .utf8) == "# mine\n")
        #expect(try String(contentsOfFile: home.file, encoding: .utf8).contains("[script.time]"))
        #expect(try run([panelBinary, "check-config", home.file]).status == 0)
        // Again: the first backup stays, the second goes beside it.
        _ = try run([panelBinary, "import", source, "--write", "--force"], environment: home.environment)
        #expect(try String(contentsOfFile: home.file + ".bak", encoding: .utf8) == "# mine\n")
        #expect(FileManager.default.fileExists(atPath: home.file + ".bak.2"))
    }

    /// Without FILE, each program's usual path under the user's XDG folder is found (and named
    /// on standard error); the commands in it are not run.
    @Test(arguments: ["polybar/config.ini", "waybar/config.jsonc", "waybar/config", "i3blocks/config", "i3status/config"])
    func withoutFileTheUsualPathIsReadAndNothingRuns(path: String) throws {
        let home = try DotfileHome()
        let marker = home.root + "/ran"
        let texts = [
            "polybar": "[bar/b]\nmodules-right = s\n[module/s]\ntype = custom/script\nexec = touch \(marker)\nexec-if = touch \(marker)\n",
            "waybar": "{\"modules-right\": [\"custom/s\"], \"custom/s\": {\"exec\": \"touch \(marker)\"}} // JSONC\n",
            "i3blocks": "[s]\ncommand=touch \(marker)\ninterval=1\n",
            "i3status": "general {\n}\norder += \"run_watch x\"\nrun_watch x { pidfile = \"\(marker)\" }\n",
        ]
        let file = home.root + "/" + path
        try FileManager.default.createDirectory(atPath: String(file[..<file.lastIndex(of: "/")!]), withIntermediateDirectories: true)
        try texts[String(path.prefix { $0 != "/" })]!.write(toFile: file, atomically: false, encoding: .utf8)
        let imported = try run([panelBinary, "import"], environment: home.environment.merging(["HOME": home.root]) { $1 })
        #expect(imported.status == 0, "\(imported.err)")
        #expect(imported.err.contains(file), "\(imported.err)")
        #expect(imported.out.contains("[items]"))
        #expect(!FileManager.default.fileExists(atPath: marker), "the import ran a command")
    }
}
