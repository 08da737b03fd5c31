import Foundation
import Testing

/// Issue 39: the `media` and `dnd` items with the real parts on a private session bus: mpv with
/// mpv-mpris (checked with playerctl), dunst (driven by dunstctl), and xfce4-notifyd with xfconfd
/// (driven by xfconf-query), each started by the test.
/// What is drawn is read back from the screen's pixels; `status --json` reads the same bus.
@Suite(.serialized) struct MediaItemTests {
    static func dotfile(_ items: [String]) -> String {
        "[items]\nleft = []\ncenter = []\nright = [" + items.map { "\"\($0)\"" }.joined(separator: ", ") + "]\n"
    }

    static func json(_ server: XServer, _ bus: SessionBus) throws -> String {
        try run([panelBinary, "status", "--json"], environment: server.environment.merging(bus.environment) { $1 }).out
    }

    /// Pixels of the strip's right end, where the item is drawn, that stand out from the strip's
    /// background (sampled at its empty left end: a round trip changes the content style).
    static func ink(_ server: XServer, width: Int = 400) throws -> Int {
        let shot = try server.screenshot()
        return shot.countContrasting(x: server.width - width, y: 0, width: width, height: 22, against: shot.luminance(x: 4, y: 12), ratio: 2)
    }

    @Test func mpvsTrackShowsATapPausesAndTheWheelGoesToTheNextTrack() throws {
        let server = try XServer(), bus = try SessionBus()
        let home = try DotfileHome(Self.dotfile(["media"]))
        let player = try MediaPlayerProcess(on: server, bus: bus)
        #expect(try waitUntil(timeout: 10) { try player.status() == "Playing" }, "mpv did not start playing")
        let panel = try PanelProcess(on: server, environment: home.environment.merging(bus.environment) { $1 }, logsFrames: true)
        _ = try #require(try panel.waitForPaintedStrip(), "no strip; stderr: \(panel.stderr)")
        #expect(try waitUntil(timeout: 5) {
            try Self.json(server, bus).contains(#""media": {"state": "playing", "title": "Sine A", "artist": "Tone Band", "player": "mpv"}"#)
        }, "\((try? Self.json(server, bus)) ?? "")")
        #expect(try waitUntil(timeout: 5) { try Self.ink(server) > 40 }, "the track is drawn; stderr: \(panel.stderr)")
        #expect(StatusNotifierTests.mapped("libdbus-1", pid: panel.process.processIdentifier), "libdbus is loaded for the item")
        let playing = try server.screenshot()
        #expect(playing.countContrasting(x: 0, y: 0, width: server.width - 400, height: 22, against: playing.luminance(x: 4, y: 12), ratio: 2) == 0,
                "nothing else is drawn")

        // A tap on the item: PlayPause. The strip follows (two bars instead of the triangle).
        _ = try server.client(["xdotool", "mousemove", "\(server.width - 40)", "12", "click", "1"])
        #expect(try waitUntil(timeout: 5) { try player.status() == "Paused" }, "stderr: \(panel.stderr)")
        #expect(try waitUntil(timeout: 5) { try server.screenshot().bytes != playing.bytes }, "the strip shows the pause")
        #expect(try Self.json(server, bus).contains(#""state": "paused", "title": "Sine A""#))

        // The wheel down: Next. The title follows.
        _ = try server.client(["xdotool", "click", "5"])
        #expect(try waitUntil(timeout: 5) { try player.title() == "Sine B" }, "stderr: \(panel.stderr)")
        #expect(try waitUntil(timeout: 5) { try Self.json(server, bus).contains(#""title": "Sine B", "artist": "Other Band""#) })

        // Changes made elsewhere are followed: playerctl plays.
        let before = try server.screenshot()
        _ = try player.playerctl(["play"])
        #expect(try waitUntil(timeout: 5) { try server.screenshot().bytes != before.bytes }, "stderr: \(panel.stderr)")

        // The player quits: the item hides, the report is null.
        player.process.signal(SIGKILL)
        #expect(try waitUntil(timeout: 5) { try Self.ink(server) == 0 }, "stderr: \(panel.stderr)")
        #expect(try Self.json(server, bus).contains(#""media": null"#))
        #expect(try panel.roundTrip(), "the loop still turns")
        #expect(panel.process.isRunning && panel.stop() == 0, "stderr: \(panel.stderr)")
    }

    /// `media.pill`: while mpv plays, the phone's blue capsule is drawn behind the time (the
    /// track's title beside it); paused, it goes.
    @Test func withThePillOptionAPlayingTrackIsThePill() throws {
        let server = try XServer(), bus = try SessionBus()
        let home = try DotfileHome("[items]\nleft = []\ncenter = [\"clock\"]\nright = [\"media\"]\n[media]\npill = true\n")
        let player = try MediaPlayerProcess(on: server, bus: bus)
        #expect(try waitUntil(timeout: 10) { try player.status() == "Playing" }, "mpv did not start playing")
        let panel = try PanelProcess(on: server, environment: home.environment.merging(bus.environment) { $1 }, logsFrames: true)
        _ = try #require(try panel.waitForPaintedStrip(), "no strip; stderr: \(panel.stderr)")
        let blue = { () throws -> Int in
            let shot = try server.screenshot()
            var count = 0
            for x in 0..<server.width { let p = shot[x, 12]; if p.r < 0x20 && p.g > 0x60 && p.g < 0x90 && p.b > 0xe0 { count += 1 } }
            return count
        }
        #expect(try waitUntil(timeout: 5) { try blue() > 30 }, "the blue capsule; stderr: \(panel.stderr)")
        _ = try player.playerctl(["pause"])
        #expect(try waitUntil(timeout: 5) { try blue() == 0 }, "gone while paused; stderr: \(panel.stderr)")
        #expect(panel.process.isRunning && panel.stop() == 0, "stderr: \(panel.stderr)")
    }

    @Test func dunstsPauseShowsTheMoonAndAClickResumes() throws {
        let server = try XServer(), bus = try SessionBus(activatesServices: false)
        let home = try DotfileHome(Self.dotfile(["dnd"]))
        #expect(try Self.json(server, bus).contains(#""do_not_disturb": null"#), "no daemon, no answer")
        let dunst = try server.spawn(["dunst"], environment: bus.environment.merging(["XDG_CONFIG_HOME": home.environment["XDG_CONFIG_HOME"] ?? "/nonexistent"]) { $1 })
        let dunstctl = { (arguments: [String]) throws -> String in
            try run(["dunstctl"] + arguments, environment: bus.environment).out.trimmingCharacters(in: .whitespacesAndNewlines)
        }
        #expect(try waitUntil(timeout: 10) { try dunstctl(["is-paused"]) == "false" }, "dunst did not start")
        let panel = try PanelProcess(on: server, environment: home.environment.merging(bus.environment) { $1 }, logsFrames: true)
        _ = try #require(try panel.waitForPaintedStrip(), "no strip; stderr: \(panel.stderr)")
        #expect(try Self.json(server, bus).contains(#""do_not_disturb": false"#))
        #expect(try panel.roundTrip())
        #expect(try Self.ink(server, width: 60) == 0, "no moon while notifications show")

        _ = try dunstctl(["set-paused", "true"])
        #expect(try waitUntil(timeout: 5) { try Self.ink(server, width: 60) > 20 }, "the moon; stderr: \(panel.stderr)")
        #expect(try Self.json(server, bus).contains(#""do_not_disturb": true"#))

        // A click on the moon resumes them.
        _ = try server.client(["xdotool", "mousemove", "\(server.width - 14)", "12", "click", "1"])
        #expect(try waitUntil(timeout: 5) { try dunstctl(["is-paused"]) == "false" }, "stderr: \(panel.stderr)")
        #expect(try waitUntil(timeout: 5) { try Self.ink(server, width: 60) == 0 })

        // dunst quits: hidden, null.
        _ = try dunstctl(["set-paused", "true"])
        #expect(try waitUntil(timeout: 5) { try Self.ink(server, width: 60) > 20 })
        dunst.signal(SIGKILL)
        #expect(try waitUntil(timeout: 5) { try Self.ink(server, width: 60) == 0 }, "stderr: \(panel.stderr)")
        #expect(try Self.json(server, bus).contains(#""do_not_disturb": null"#))
        #expect(panel.process.isRunning && panel.stop() == 0, "stderr: \(panel.stderr)")
    }

    /// xfce4-notifyd's do-not-disturb: the xfconf channel `xfce4-notifyd`, property
    /// `/do-not-disturb`, kept by xfconfd. The panel starts before either daemon (hidden, null),
    /// reads the property unset as off, follows `xfconf-query`'s changes (xfconfd's
    /// `PropertyChanged`, `PropertyRemoved`), turns it off with a click, hides when the daemon
    /// goes, and reads the setting already on when it comes back.
    @Test func xfceNotifydsDoNotDisturbShowsTheMoonAndAClickTurnsItOff() throws {
        let server = try XServer(), bus = try SessionBus(activatesServices: false)
        let home = try DotfileHome(Self.dotfile(["dnd"]))
        // xfconfd keeps the channel under the test's own XDG_CONFIG_HOME.
        let environment = home.environment.merging(bus.environment) { $1 }
        let panel = try PanelProcess(on: server, environment: environment, logsFrames: true)
        _ = try #require(try panel.waitForPaintedStrip(), "no strip; stderr: \(panel.stderr)")
        #expect(try Self.json(server, bus).contains(#""do_not_disturb": null"#), "no daemon, no answer")

        try server.spawn([try Self.serviceProgram("org.xfce.Xfconf")], environment: environment)
        #expect(try waitUntil(timeout: 10) { try bus.names().contains("org.xfce.Xfconf") }, "xfconfd did not start")
        let setting = { (arguments: [String]) throws -> String in
            try run(["xfconf-query", "-c", "xfce4-notifyd", "-p", "/do-not-disturb"] + arguments, environment: environment)
                .out.trimmingCharacters(in: .whitespacesAndNewlines)
        }
        let set = { (value: Bool) throws in _ = try setting(["--create", "--type", "bool", "--set", "\(value)"]) }
        // The property is not set yet (xfconfd answers an error): off.
        let notifyd = try server.spawn([try Self.serviceProgram("org.xfce.xfce4-notifyd.Notifications")], environment: environment)
        #expect(try waitUntil(timeout: 10) { try Self.json(server, bus).contains(#""do_not_disturb": false"#) },
                "xfce4-notifyd did not start: \((try? Self.json(server, bus)) ?? "")")
        #expect(try panel.roundTrip())
        #expect(try Self.ink(server, width: 60) == 0, "no moon while notifications show")

        try set(true)
        #expect(try waitUntil(timeout: 5) { try Self.ink(server, width: 60) > 20 }, "the moon; stderr: \(panel.stderr)")
        #expect(try Self.json(server, bus).contains(#""do_not_disturb": true"#))
        try set(false)
        #expect(try waitUntil(timeout: 5) { try Self.ink(server, width: 60) == 0 }, "stderr: \(panel.stderr)")
        #expect(try Self.json(server, bus).contains(#""do_not_disturb": false"#))

        // A click on the moon turns it off, in xfconf.
        try set(true)
        #expect(try waitUntil(timeout: 5) { try Self.ink(server, width: 60) > 20 })
        _ = try server.client(["xdotool", "mousemove", "\(server.width - 14)", "12", "click", "1"])
        #expect(try waitUntil(timeout: 5) { try setting([]) == "false" }, "stderr: \(panel.stderr)")
        #expect(try waitUntil(timeout: 5) { try Self.ink(server, width: 60) == 0 })

        // The property removed (`PropertyRemoved`): off.
        try set(true)
        #expect(try waitUntil(timeout: 5) { try Self.ink(server, width: 60) > 20 })
        _ = try setting(["--reset"])
        #expect(try waitUntil(timeout: 5) { try Self.ink(server, width: 60) == 0 }, "stderr: \(panel.stderr)")

        // The daemon quits: hidden, null, whatever xfconf holds; back, it shows what xfconf holds.
        try set(true)
        #expect(try waitUntil(timeout: 5) { try Self.ink(server, width: 60) > 20 })
        notifyd.signal(SIGKILL)
        #expect(try waitUntil(timeout: 5) { try Self.ink(server, width: 60) == 0 }, "stderr: \(panel.stderr)")
        #expect(try Self.json(server, bus).contains(#""do_not_disturb": null"#))
        try server.spawn([try Self.serviceProgram("org.xfce.xfce4-notifyd.Notifications")], environment: environment)
        #expect(try waitUntil(timeout: 10) { try Self.ink(server, width: 60) > 20 }, "stderr: \(panel.stderr)")
        #expect(try Self.json(server, bus).contains(#""do_not_disturb": true"#))
        #expect(panel.process.isRunning && panel.stop() == 0, "stderr: \(panel.stderr)")
    }

    /// The program a D-Bus service file of the session bus starts (its `Exec=`): xfconfd and
    /// xfce4-notifyd live in an architecture's library folder.
    static func serviceProgram(_ name: String) throws -> String {
        let text = try String(contentsOfFile: "/usr/share/dbus-1/services/\(name).service", encoding: .utf8)
        let exec = text.split(separator: "\n").first { $0.hasPrefix("Exec=") }.map { String($0.dropFirst(5)) }
        return try #require(exec?.split(separator: " ").first.map(String.init), "no Exec= in \(name).service")
    }
}

/// The hostile D-Bus app's MPRIS mode beside a real player: whatever it sends (wrong types, a
/// flood of signals, no answer, its exit in the middle of a call, its name taken and given up
/// hundreds of times), the panel keeps turning and shows mpv's track; `status --json` too.
@Suite(.serialized) struct MediaHostileTests {
    @Test(arguments: ["bad", "silent", "vanish", "churn"]) func aHostilePlayerCostsTheRealOneNothing(mode: String) throws {
        let server = try XServer(), bus = try SessionBus()
        let home = try DotfileHome(MediaItemTests.dotfile(["media"]))
        let player = try MediaPlayerProcess(on: server, bus: bus)
        #expect(try waitUntil(timeout: 10) { try player.status() == "Playing" }, "mpv did not start playing")
        let panel = try PanelProcess(on: server, environment: home.environment.merging(bus.environment) { $1 }, logsFrames: true)
        _ = try #require(try panel.waitForPaintedStrip(), "no strip; stderr: \(panel.stderr)")
        let hostile = try StatusNotifierClient(.hostileMPRIS(mode: mode), on: server, bus: bus)
        #expect(waitUntil(timeout: 10) { hostile.lines.contains("ready") || !hostile.process.isRunning }, "app: \(hostile.errors)")
        if mode == "bad" { #expect(waitUntil(timeout: 15) { hostile.lines.contains("flooded") }, "app: \(hostile.errors)") }
        #expect(try panel.roundTrip(timeout: 10), "the loop still turns; stderr: \(panel.stderr)")
        let expected = mode == "churn"
            ? #""media": {"state": "playing", "title": "Churned", "artist": "Hostile", "player": "hostile"}"#
            : #""media": {"state": "playing", "title": "Sine A", "artist": "Tone Band", "player": "mpv"}"#
        #expect(try waitUntil(timeout: 8) { try MediaItemTests.json(server, bus).contains(expected) }, "\((try? MediaItemTests.json(server, bus)) ?? "")")
        // A tap still reaches the player shown.
        _ = try server.client(["xdotool", "mousemove", "\(server.width - 40)", "12", "click", "1"])
        if mode != "churn" {
            #expect(try waitUntil(timeout: 5) { try player.status() == "Paused" }, "stderr: \(panel.stderr)")
        }
        #expect(try panel.roundTrip(), "stderr: \(panel.stderr)")
        #expect(panel.process.isRunning && panel.stop() == 0, "stderr: \(panel.stderr)")
    }
}
