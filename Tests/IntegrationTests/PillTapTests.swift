import Foundation
import PanelCore
import Testing

/// The pill with the real binary on a real Xvfb: it keeps the time (its text beside it, unless
/// `[pill] time = "replaced"`), a tap runs its own action (else the clock's), it shows without
/// the clock in `[items]`, and a `statuspanel pill` killed with SIGKILL does not leave it up.
@Suite(.serialized) struct PillTapTests {
    typealias Scene = ScriptItemTests.Scene

    /// Pixels of the strip in the pill's red (the phone's red, white text aside).
    static func red(_ image: RGBImage) -> Int {
        var n = 0
        for y in 0..<24 { for x in 0..<image.width {
            let p = image[x, y]
            if Int(p.r) > Int(p.g) + 80 && Int(p.r) > Int(p.b) + 80 { n += 1 }
        } }
        return n
    }

    /// The columns the red capsule spans in `image` (row 12), or nil without one.
    static func span(_ image: RGBImage) -> ClosedRange<Int>? {
        guard red(image) > 100 else { return nil }
        let columns = (0..<image.width).filter { x in
            let p = image[x, 12]
            return Int(p.r) > Int(p.g) + 80 && Int(p.r) > Int(p.b) + 80
        }
        return columns.first.map { $0...columns.last! }
    }

    /// Waits for the red capsule; the columns it spans.
    func waitForPill(_ scene: Scene, timeout: Double = 5) throws -> ClosedRange<Int>? {
        try waitFor(timeout: timeout) { Self.span(try scene.server.screenshot()) }
    }

    /// Waits for the red capsule to span other columns than `old`; the screenshot and the span.
    func waitForPill(_ scene: Scene, changedFrom old: ClosedRange<Int>?) throws -> (RGBImage, ClosedRange<Int>)? {
        try waitFor(timeout: 5) { () -> (RGBImage, ClosedRange<Int>)? in
            let image = try scene.server.screenshot()
            guard let span = Self.span(image), span != old else { return nil }
            return (image, span)
        }
    }

    func tap(_ scene: Scene, at x: Int) throws {
        _ = try scene.server.client(["xdotool", "mousemove", "\(x)", "12", "click", "1"])
    }

    func exists(_ path: String) -> Bool { FileManager.default.fileExists(atPath: path) }

    /// Whether `a` from column `x` and `b` from column `y` hold the same pixels for `width` columns.
    static func same(_ a: RGBImage, from x: Int, _ b: RGBImage, from y: Int, width: Int) -> Bool {
        (0..<24).allSatisfy { row in (0..<width).allSatisfy { a[x + $0, row] == b[y + $0, row] } }
    }

    /// The clock reads "TIME 12:34" (a format of literal text, so it does not turn while the test
    /// looks), which is wider than "REC".
    static let fixedClock = "[items]\nleft = []\nright = []\n[clock]\nformat = \"TIME 12:34\"\n"

    @Test func thePillKeepsTheTimeAndItsTextGoesBeside() throws {
        let scene = try Scene { _ in Self.fixedClock }
        #expect(try scene.msg(["pill", "--id", "rec", "--color", "red"]) == 0)
        let (timeImage, alone) = try #require(try waitForPill(scene, changedFrom: nil), "no pill; stderr: \(scene.panel.stderr)")
        #expect(try scene.msg(["pill", "--id", "rec", "--color", "red", "--text", "REC"]) == 0)
        let (image, withText) = try #require(try waitForPill(scene, changedFrom: alone), "the pill did not change; stderr: \(scene.panel.stderr)")
        // Wider by the text, and the capsule's first part (its left end and the time) unchanged.
        #expect(withText.count > alone.count + 10, "\(alone) then \(withText)")
        let cap = 9
        #expect(Self.same(timeImage, from: alone.lowerBound, image, from: withText.lowerBound, width: alone.count - cap),
                "the time is not drawn as before at the capsule's start: \(alone) then \(withText)")
    }

    @Test func replacedTheTextStandsWhereTheTimeWas() throws {
        let scene = try Scene { _ in Self.fixedClock + "[pill]\ntime = \"replaced\"\n" }
        #expect(try scene.msg(["pill", "--id", "rec", "--color", "red"]) == 0)
        let alone = try #require(try waitForPill(scene), "no pill; stderr: \(scene.panel.stderr)")
        #expect(try scene.msg(["pill", "--id", "rec", "--color", "red", "--text", "REC"]) == 0)
        let (_, withText) = try #require(try waitForPill(scene, changedFrom: alone), "the pill did not change; stderr: \(scene.panel.stderr)")
        #expect(withText.count < alone.count, "\"REC\" is narrower than the time: \(alone) then \(withText)")
    }

    @Test func aTapOnThePillRunsItsOwnActionElseTheClocks() throws {
        let scene = try Scene { folder in """
            [items]
            left = []
            right = []
            [actions.clock]
            click = "touch \(folder)/clock"
            """ }
        let own = scene.folder + "/own", clock = scene.folder + "/clock"
        #expect(try scene.msg(["pill", "--id", "rec", "--color", "red", "--text", "REC", "--action", "touch \(own)"]) == 0)
        let pill = try #require(try waitForPill(scene), "no pill; stderr: \(scene.panel.stderr)")
        try tap(scene, at: (pill.lowerBound + pill.upperBound) / 2)
        #expect(waitUntil(timeout: 10) { exists(own) }, "the pill's action did not run; stderr: \(scene.panel.stderr)")
        #expect(!waitUntil(timeout: 1) { exists(clock) }, "the clock's action ran too")

        // Its action taken away, a tap is the clock's (the X server orders the message before the tap).
        #expect(try scene.msg(["pill", "--id", "rec", "--action", ""]) == 0)
        try tap(scene, at: (pill.lowerBound + pill.upperBound) / 2)
        #expect(waitUntil(timeout: 10) { exists(clock) }, "the clock's action did not run; stderr: \(scene.panel.stderr)")
    }

    @Test func aScriptsPillIsTappedAsTheScriptItem() throws {
        let scene = try Scene { folder in """
            [items]
            left = []
            right = ["nav"]
            [actions.clock]
            click = "touch \(folder)/clock"
            [script.nav]
            exec = 'if [ -n "$BLOCK_BUTTON" ]; then echo "$BLOCK_BUTTON" >> \(folder)/clicks; fi; echo "{\\"text\\": \\"NAV\\", \\"pill\\": \\"red\\"}"'
            interval = "once"
            """ }
        let pill = try #require(try waitForPill(scene), "no pill; stderr: \(scene.panel.stderr)")
        try tap(scene, at: (pill.lowerBound + pill.upperBound) / 2)
        // i3blocks' way: the script runs again told which button.
        #expect(waitUntil(timeout: 10) { scene.lines("clicks") == ["1"] }, "clicks: \(scene.lines("clicks")); stderr: \(scene.panel.stderr)")
        #expect(!waitUntil(timeout: 1) { exists(scene.folder + "/clock") }, "the clock's action ran")
    }

    @Test func withoutTheClockPlacedThePillShowsAndATapRunsItsAction() throws {
        let scene = try Scene { _ in "[items]\nleft = []\ncenter = []\nright = []\n" }
        let own = scene.folder + "/own"
        #expect(try waitForPill(scene, timeout: 0.5) == nil)
        #expect(try scene.msg(["pill", "--color", "red", "--text", "REC", "--action", "touch \(own)"]) == 0)
        let pill = try #require(try waitForPill(scene), "no pill without the clock; stderr: \(scene.panel.stderr)")
        // Centred, as the clock would be.
        let middle = (pill.lowerBound + pill.upperBound) / 2
        #expect(abs(middle - scene.server.width / 2) <= 2, "the pill at \(pill)")
        try tap(scene, at: middle)
        #expect(waitUntil(timeout: 10) { exists(own) }, "stderr: \(scene.panel.stderr)")
    }

    @Test func aPillWhoseCommandIsKilledGoesWithinItsLease() throws {
        let scene = try Scene { _ in "[items]\nleft = []\nright = []\n" }
        let client = try scene.server.spawn([panelBinary, "pill", "--color", "red", "--", "sleep", "900"],
                                            environment: scene.home.environment)
        let sleeper = try #require(try waitFor {
            Int32(try run(["pgrep", "-P", "\(client.processIdentifier)", "sleep"]).out.trimmingCharacters(in: .whitespacesAndNewlines))
        })
        defer { kill(sleeper, SIGKILL) }
        _ = try #require(try waitForPill(scene), "no pill; stderr: \(scene.panel.stderr)")
        // Renewed while it runs: up all through a whole lease and more.
        let lapsed = waitUntil(timeout: PillLease.duration + 1.5) { (try? Self.red(scene.server.screenshot())) == 0 }
        #expect(!lapsed, "the pill lapsed while its command ran")

        kill(client.processIdentifier, SIGKILL)
        let killed = Date()
        #expect(waitUntil(timeout: PillLease.duration + 5) { (try? Self.red(scene.server.screenshot())) == 0 },
                "the pill stayed after its client was killed")
        let after = Date().timeIntervalSince(killed)
        #expect(after <= PillLease.duration + 1, "it went \(after) s after the kill")
        #expect(scene.panel.process.isRunning)
    }
}
