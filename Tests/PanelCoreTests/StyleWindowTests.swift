import Testing
@testable import PanelCore

/// Which window's `_STATUSPANEL_STYLE` and `_GTK_THEME_VARIANT` each monitor's strip follows
/// (``WindowRoster/styleWindow(on:stripHeight:)``).
@Suite struct StyleWindowTests {
    static let left = Monitor(name: "A", x: 0, y: 0, width: 1000, height: 800, isPrimary: true)
    static let right = Monitor(name: "B", x: 1000, y: 0, width: 1000, height: 800, isPrimary: false)

    /// A roster that knows `windows` bottom to top, with `active` focused under a window manager.
    static func roster(_ mode: WindowRoster.Mode, _ windows: [WindowFacts], active: UInt? = nil) -> WindowRoster {
        var roster = WindowRoster(mode: mode)
        roster.learn(windowManagerRuns: mode == .windowManager)
        if mode == .windowManager {
            roster.learn(activeWindow: active)
            roster.learn(currentDesktop: 0)
        }
        roster.learn(order: windows.map(\.id))
        _ = roster.takeWindowReads()
        for window in windows { roster.learn(window) }
        return roster
    }

    static let editorOnLeft = WindowFacts(id: 10, x: 0, y: 0, width: 1000, height: 800, panelStyle: "dark")
    static let videoOnRight = WindowFacts(id: 11, x: 1000, y: 0, width: 1000, height: 800, panelStyle: "light")

    @Test func underAWindowManagerEveryMonitorFollowsTheActiveWindow() {
        let roster = Self.roster(.windowManager, [Self.editorOnLeft, Self.videoOnRight], active: 10)
        #expect(roster.styleWindow(on: Self.left, stripHeight: 24)?.id == 10)
        #expect(roster.styleWindow(on: Self.right, stripHeight: 24)?.id == 10, "the active window, though it is on the left")
    }

    @Test func underAWindowManagerNoActiveWindowMeansNoWindowStyle() {
        let roster = Self.roster(.windowManager, [Self.editorOnLeft, Self.videoOnRight], active: nil)
        #expect(roster.styleWindow(on: Self.left, stripHeight: 24) == nil)
    }

    @Test func inAKioskEachMonitorFollowsTheTopmostWindowOverItsStrip() {
        let roster = Self.roster(.kiosk, [Self.editorOnLeft, Self.videoOnRight])
        #expect(roster.styleWindow(on: Self.left, stripHeight: 24)?.id == 10)
        #expect(roster.styleWindow(on: Self.right, stripHeight: 24)?.id == 11)
    }

    @Test func inAKioskAWindowBelowTheStripIsNotFollowed() {
        let low = WindowFacts(id: 12, x: 0, y: 400, width: 1000, height: 400, panelStyle: "dark")
        let roster = Self.roster(.kiosk, [Self.editorOnLeft, low])
        #expect(roster.styleWindow(on: Self.left, stripHeight: 24)?.id == 10, "the window over the strip, not the topmost")
    }
}
