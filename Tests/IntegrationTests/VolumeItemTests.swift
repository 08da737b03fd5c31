import Foundation
import Testing

/// The `volume` item against a real PulseAudio server with two null sinks, driven by `pactl`:
/// libpulse is loaded only once the item is placed; the level, the mute and a switch of the
/// default sink are followed as they happen; a scroll and a click over the item change the sink
/// (read back with `pactl`); `status --json` reports it.
@Suite(.serialized) struct VolumeItemTests {
    static let placed = "[items]\nleft = []\ncenter = []\nright = [\"volume\"]\n"

    /// The right end of the strip, where the item is drawn.
    static func itemPixels(_ server: XServer) throws -> [UInt8] {
        try server.screenshot().region(x: 1080, y: 0, width: 200, height: 22)
    }

    /// Whether `pixels` (``itemPixels(_:)``) show the strip's bare background: each row one
    /// colour (the strip's shading runs top to bottom), whatever the style the strip took.
    static func isBare(_ pixels: [UInt8]) -> Bool {
        let row = 200 * 3
        return stride(from: 0, to: pixels.count, by: row).allSatisfy { start in
            let line = pixels[start..<min(pixels.count, start + row)]
            return stride(from: line.startIndex, to: line.endIndex, by: 3).allSatisfy { line[$0..<$0 + 3].elementsEqual(line[line.startIndex..<line.startIndex + 3]) }
        }
    }

    /// A painted panel on its own Xvfb with `sound`'s server answering and no volume item yet
    /// (the tests place it by a reload, ``placed``), its frames logged for its round trips.
    final class Scene {
        let server: XServer
        let home: DotfileHome
        let panel: PanelProcess
        let environment: [String: String]
        var pid: Int32 { panel.process.processIdentifier }

        init(_ sound: SoundServer) throws {
            server = try XServer()
            home = try DotfileHome("[items]\nleft = []\ncenter = [\"clock\"]\nright = []\n")
            environment = home.environment.merging(sound.environment) { $1 }
            panel = try PanelProcess(on: server, environment: environment, logsFrames: true)
            _ = try #require(try panel.waitForPaintedStrip(), "stderr: \(panel.stderr)")
        }
    }

    @Test func theDefaultSinkIsFollowedAndScrollAndClickChangeIt() throws {
        let sound = try SoundServer()
        let scene = try Scene(sound)
        let (server, home, panel, environment, pid) = (scene.server, scene.home, scene.panel, scene.environment, scene.pid)

        // Not placed: no libpulse, though a server answers.
        #expect(try panel.roundTrip())
        #expect(!StatusNotifierTests.mapped("libpulse", pid: pid), "libpulse without the item")

        // Placed by a reload: libpulse is loaded and the sink drawn.
        try sound.pactl(["set-sink-volume", "one", "40%"])
        try home.write(Self.placed)
        #expect(try run([panelBinary, "msg", "reload"], environment: server.environment).status == 0)
        #expect(waitUntil(timeout: 5) { StatusNotifierTests.mapped("libpulse", pid: pid) }, "stderr: \(panel.stderr)")
        let forty = try #require(try waitForSettled(timeout: 5, { try Self.itemPixels(server) }, accept: isInked),
                                 "nothing drawn at the right end")
        let json = try run([panelBinary, "status", "--json"], environment: environment).out
        #expect(json.contains(#""volume": {"percent": 40, "muted": false, "sink": "one"}"#), "\(json)")

        // Changes made elsewhere are followed: 70 % differs, 40 % again is drawn as before.
        try sound.pactl(["set-sink-volume", "one", "70%"])
        #expect(waitUntil(timeout: 5) { (try? Self.itemPixels(server)) != forty }, "70 % not followed")
        try sound.pactl(["set-sink-volume", "one", "40%"])
        #expect(waitUntil(timeout: 5) { (try? Self.itemPixels(server)) == forty }, "40 % not followed")
        // Muted: the silent mark instead.
        try sound.pactl(["set-sink-mute", "one", "1"])
        let muted = try #require(try waitForSettled(timeout: 5, { try Self.itemPixels(server) }, accept: { $0 != forty }),
                                 "the mute not followed")
        try sound.pactl(["set-sink-mute", "one", "0"])
        #expect(waitUntil(timeout: 5) { (try? Self.itemPixels(server)) == forty }, "the unmute not followed")

        // Another default sink (a headset connecting) is followed: `two` at 40 % looks as `one` did.
        try sound.pactl(["set-sink-volume", "two", "75%"])
        try sound.pactl(["set-default-sink", "two"])
        #expect(waitUntil(timeout: 5) { let p = try? Self.itemPixels(server); return p != forty && p != muted }, "the switch not followed")
        try sound.pactl(["set-sink-volume", "two", "40%"])
        #expect(waitUntil(timeout: 5) { (try? Self.itemPixels(server)) == forty }, "the new default's level not followed")

        // A scroll up over the item steps the default sink by 5 %, a scroll down back; a click mutes.
        _ = try server.client(["xdotool", "mousemove", "1265", "12", "click", "4"])
        #expect(waitUntil(timeout: 5) { (try? sound.percent("two")) == 45 }, "scroll up")
        _ = try server.client(["xdotool", "click", "5", "click", "5"])
        #expect(waitUntil(timeout: 5) { (try? sound.percent("two")) == 35 }, "scroll down")
        #expect(try sound.percent("one") == 40, "only the default sink changes")
        _ = try server.client(["xdotool", "click", "1"])
        #expect(waitUntil(timeout: 5) { (try? sound.muted("two")) == true }, "a click mutes")
        _ = try server.client(["xdotool", "click", "1"])
        #expect(waitUntil(timeout: 5) { (try? sound.muted("two")) == false }, "a second click unmutes")
        #expect(panel.process.isRunning)
    }

    @Test func actionsOverrideTheScrollAndTheClick() throws {
        let sound = try SoundServer()
        let server = try XServer()
        let marker = NSTemporaryDirectory() + "statuspanel-volume-action-\(UUID().uuidString)"
        let home = try DotfileHome(Self.placed + "[volume]\nstep = 10\n[actions.volume]\nclick = \"touch \(marker)\"\n")
        let panel = try PanelProcess(on: server, environment: home.environment.merging(sound.environment) { $1 }, logsFrames: true)
        _ = try #require(try panel.waitForPaintedStrip(), "stderr: \(panel.stderr)")
        try sound.pactl(["set-sink-volume", "one", "50%"])
        #expect(waitUntil(timeout: 5) { (try? Self.itemPixels(server)).map { Set($0).count > 2 } ?? false })
        // The step is the dotfile's; the click runs the command and leaves the mute alone.
        _ = try server.client(["xdotool", "mousemove", "1265", "12", "click", "4"])
        #expect(waitUntil(timeout: 5) { (try? sound.percent("one")) == 60 }, "scroll")
        _ = try server.client(["xdotool", "click", "1"])
        #expect(waitUntil(timeout: 5) { FileManager.default.fileExists(atPath: marker) }, "the click action did not run")
        #expect(try panel.roundTrip())
        #expect(try sound.muted("one") == false)
        try? FileManager.default.removeItem(atPath: marker)
    }

    /// ALSA's mixer, with PulseAudio's ctl plugin (Debian's libasound2-plugins) standing in for
    /// a card: the test's `~/.asoundrc` makes the default control device a `type pulse` one over
    /// the test's server, and `volume.server = "alsa"` keeps the panel's own libpulse path off.
    /// The plugin turns the sink's changes into the mixer's control events, so what `pactl`
    /// does is seen through alsa-lib's poll descriptors, and a scroll or a click goes back
    /// through the `Master` element; a change made elsewhere shows the level indicator, the
    /// panel's own does not. When the server goes, the "card" is gone: the item hides.
    @Test func theAlsaMixerIsFollowedAndScrollAndClickChangeIt() throws {
        let sound = try SoundServer()
        try "ctl.!default { type pulse }\npcm.!default { type pulse }\n".write(toFile: sound.root + "/.asoundrc", atomically: false, encoding: .utf8)
        try sound.pactl(["set-sink-volume", "one", "40%"])
        let scene = try Scene(sound)
        let (server, home, panel, environment, pid) = (scene.server, scene.home, scene.panel, scene.environment, scene.pid)

        // Not placed: no alsa-lib.
        #expect(try panel.roundTrip())
        #expect(!StatusNotifierTests.mapped("libasound", pid: pid), "alsa-lib without the item")

        // Placed by a reload, told to read ALSA: alsa-lib is loaded and Master drawn at 40 %.
        try home.write(Self.placed + "[volume]\nserver = \"alsa\"\n")
        #expect(try run([panelBinary, "msg", "reload"], environment: server.environment).status == 0)
        #expect(waitUntil(timeout: 5) { StatusNotifierTests.mapped("libasound", pid: pid) }, "stderr: \(panel.stderr)")
        let forty = try #require(try waitForSettled(timeout: 5, { try Self.itemPixels(server) }, accept: isInked),
                                 "nothing drawn at the right end: \(panel.stderr)")
        let json = try run([panelBinary, "status", "--json"], environment: environment).out
        #expect(json.contains(#""volume": {"percent": 40, "muted": false, "sink": "default Master"}"#), "\(json)")

        // The mixer's events are followed: 70 % differs, 40 % again looks as before; muted differs.
        // A change made elsewhere shows the transient level indicator, as a sink's does.
        try sound.pactl(["set-sink-volume", "one", "70%"])
        #expect(waitUntil(timeout: 5) { (try? Self.itemPixels(server)) != forty }, "70 % not followed")
        #expect(try waitFor(timeout: 5) { try LevelIndicatorWindowTests.window(server) } != nil, "no level indicator")
        try sound.pactl(["set-sink-volume", "one", "40%"])
        #expect(waitUntil(timeout: 5) { (try? Self.itemPixels(server)) == forty }, "40 % not followed")
        try sound.pactl(["set-sink-mute", "one", "1"])
        #expect(waitUntil(timeout: 5) { let p = try? Self.itemPixels(server); return p != forty && p.map(Self.isBare) == false }, "the mute not followed")
        try sound.pactl(["set-sink-mute", "one", "0"])
        #expect(waitUntil(timeout: 5) { (try? Self.itemPixels(server)) == forty }, "the unmute not followed")

        // A scroll steps Master by 5 % each way, a click mutes and unmutes: read back with pactl.
        // These are the panel's own changes: no level indicator (once the last one has gone).
        #expect(waitUntil(timeout: 5) { (try? LevelIndicatorWindowTests.window(server)) == nil })
        _ = try server.client(["xdotool", "mousemove", "1265", "12", "click", "4"])
        #expect(waitUntil(timeout: 5) { (try? sound.percent("one")) == 45 }, "scroll up")
        _ = try server.client(["xdotool", "click", "5", "click", "5"])
        #expect(waitUntil(timeout: 5) { (try? sound.percent("one")) == 35 }, "scroll down")
        _ = try server.client(["xdotool", "click", "1"])
        #expect(waitUntil(timeout: 5) { (try? sound.muted("one")) == true }, "a click mutes")
        _ = try server.client(["xdotool", "click", "1"])
        #expect(waitUntil(timeout: 5) { (try? sound.muted("one")) == false }, "a second click unmutes")
        #expect(try panel.roundTrip())
        #expect(try LevelIndicatorWindowTests.window(server) == nil, "the panel's own change showed the indicator")

        // The "card" goes: the item hides, and the panel lives on and answers.
        #expect(!Self.isBare(try Self.itemPixels(server)))
        _ = try run(["pulseaudio", "--kill"], environment: sound.environment)
        #expect(waitUntil(timeout: 5) { (try? Self.itemPixels(server)).map(Self.isBare) == true }, "the item did not hide: \(panel.stderr)")
        #expect(try panel.roundTrip())
        #expect(panel.stderr.contains("ALSA's mixer default Master went"), "\(panel.stderr)")
    }
}
