import Testing
@testable import PanelCore

/// Which monitors get a strip: the selection, or the primary one rather than none.
@Suite struct StripMonitorsTests {
    static let laptop = Monitor(name: "eDP-1", x: 0, y: 0, width: 1920, height: 1080, isPrimary: false)
    static let desk = Monitor(name: "HDMI-1", x: 1920, y: 0, width: 2560, height: 1440, isPrimary: true)

    @Test func namedOutputsThatExistAreKept() {
        #expect(Monitor.stripMonitors(.outputs(["eDP-1", "DP-2"]), from: [Self.laptop, Self.desk]) == [Self.laptop])
        #expect(Monitor.stripMonitors(.all, from: [Self.laptop, Self.desk]) == [Self.laptop, Self.desk])
    }

    @Test func namedOutputsAllUnpluggedFallBackToThePrimaryMonitor() {
        #expect(Monitor.stripMonitors(.outputs(["DP-2", "DP-3"]), from: [Self.laptop, Self.desk]) == [Self.desk])
        var noPrimary = Self.desk
        noPrimary.isPrimary = false
        #expect(Monitor.stripMonitors(.outputs(["DP-2"]), from: [Self.laptop, noPrimary]) == [Self.laptop], "the first, when none is primary")
    }

    @Test func noMonitorsAtAllMeansNoStrips() {
        #expect(Monitor.stripMonitors(.outputs(["DP-2"]), from: []).isEmpty)
        #expect(Monitor.stripMonitors(.primary, from: []).isEmpty)
    }
}
