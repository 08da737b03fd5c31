import Foundation
import Testing

/// The wall clock jumping (NTP, a resume from suspend, a manual change): the clock item must
/// follow at once, forwards and backwards. This sets the machine's real clock, so it runs only
/// when asked (`STATUSPANEL_CLOCK_JUMP=1`, as scripts/reliability does, alone), as root, and
/// puts the clock back however it ends. Deadlines here are monotonic: `Date` jumps too.
@Suite(.serialized, .enabled(if: ProcessInfo.processInfo.environment["STATUSPANEL_CLOCK_JUMP"] == "1"))
struct ClockJumpTests {
    /// Moves CLOCK_REALTIME by `seconds`.
    static func jump(_ seconds: Int) -> Bool {
        var now = timespec()
        clock_gettime(CLOCK_REALTIME, &now)
        now.tv_sec += seconds
        return clock_settime(CLOCK_REALTIME, &now) == 0
    }

    /// Seconds (monotonic) until `condition` holds, or nil after `timeout`.
    static func monotonicSeconds(timeout: Double, until condition: () throws -> Bool) rethrows -> Double? {
        let start = DispatchTime.now().uptimeNanoseconds
        func elapsed() -> Double { Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9 }
        while elapsed() < timeout {
            if try condition() { return elapsed() }
            usleep(20_000)
        }
        return nil
    }

    @Test func theClockFollowsJumpsForwardsAndBackwards() throws {
        let server = try XServer()
        let panel = try PanelProcess(on: server)
        _ = try #require(try panel.waitForStrip())
        func clock() throws -> [UInt8] { try server.screenshot().region(x: 590, y: 0, width: 100, height: 24) }
        // The time is drawn: dark ink on the gray strip.
        let before = try #require(try waitFor { () -> [UInt8]? in
            let region = try clock()
            return region.contains { $0 < 0x40 } ? region : nil
        }, "the clock is drawn")

        var moved = 0
        defer { if moved != 0 { _ = Self.jump(-moved) } }
        #expect(Self.jump(3 * 3600 + 17 * 60), "setting the clock (needs root)")
        moved = 3 * 3600 + 17 * 60
        let forwards = try Self.monotonicSeconds(timeout: 3) { try clock() != before }
        print("clock jumped 3 h 17 min forwards: the strip followed in \(forwards.map { "\(Int($0 * 1000)) ms" } ?? "never")")
        #expect(forwards != nil && forwards! < 1)
        let ahead = try clock()

        #expect(Self.jump(-moved))
        moved = 0
        let backwards = try Self.monotonicSeconds(timeout: 3) { try clock() != ahead }
        print("clock jumped back: the strip followed in \(backwards.map { "\(Int($0 * 1000)) ms" } ?? "never")")
        #expect(backwards != nil && backwards! < 1)
        #expect(panel.process.isRunning)
    }
}
