import Testing
@testable import PanelCore

@Suite struct MonitorMatchingTests {
    static func monitor(_ name: String, _ x: Int, _ width: Int = 1280) -> Monitor {
        Monitor(name: name, x: x, y: 0, width: width, height: 720, isPrimary: x == 0)
    }
    static let left = monitor("LEFT", 0), right = monitor("RIGHT", 1280), screen = monitor("screen", 0, 2560)

    @Test func unchangedMonitorsKeepTheirStrips() {
        #expect(MonitorMatching.match(wanted: [Self.left, Self.right], existing: [Self.left, Self.right]) == [0, 1])
    }

    @Test func byNameEvenWhenTheOrderChanged() {
        #expect(MonitorMatching.match(wanted: [Self.right, Self.left], existing: [Self.left, Self.right]) == [1, 0])
    }

    @Test func aMovedMonitorKeepsItsStripByName() {
        let moved = Self.monitor("RIGHT", 1400, 1100)
        #expect(MonitorMatching.match(wanted: [Self.left, moved], existing: [Self.left, Self.right]) == [0, 1])
    }

    @Test func aRemovedMonitorsStripIsNotChosen() {
        #expect(MonitorMatching.match(wanted: [Self.left, Self.screen], existing: [Self.left, Self.right, Self.screen]) == [0, 2])
    }

    @Test func anAddedMonitorGetsANewStrip() {
        #expect(MonitorMatching.match(wanted: [Self.left, Self.right], existing: [Self.left]) == [0, nil])
    }

    @Test func unnamedMonitorsMatchByRectangle() {
        let a = Self.monitor("", 0), b = Self.monitor("", 1280)
        #expect(MonitorMatching.match(wanted: [b, a], existing: [a, b]) == [1, 0])
    }

    @Test func aRenamedPrimaryKeepsTheOneStrip() {
        // monitor = "primary": the output was replaced (HDMI-1 unplugged, eDP-1 now primary).
        #expect(MonitorMatching.match(wanted: [Self.monitor("eDP-1", 0)], existing: [Self.monitor("HDMI-1", 0)]) == [0])
    }

    @Test func nameWinsOverAnotherStripsRectangle() {
        // LEFT now sits where RIGHT was, and RIGHT is gone: LEFT keeps its own strip.
        let leftMoved = Self.monitor("LEFT", 1280)
        #expect(MonitorMatching.match(wanted: [leftMoved], existing: [Self.left, Self.right]) == [0])
    }
}
