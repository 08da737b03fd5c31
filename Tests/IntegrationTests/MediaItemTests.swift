import Foundation
import Testing

/// Issue 39: the `media` and `dnd` items with the real parts on a private session bus: mpv with
/// mpv-mpris (checked with playerctl) and dunst (driven by dunstctl), each started by the test.
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

    @Test func dunstsPauseShowsTheMoonAndAClickResumes() throws {
        let server = try XServer(), bus = try SessionBus()
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
}
