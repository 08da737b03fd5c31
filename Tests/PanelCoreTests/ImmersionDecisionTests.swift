import Testing
@testable import PanelCore

/// Which window decides a monitor, and whether it is immersive, under a window manager and in a kiosk.
@Suite struct ImmersionDecisionTests {
    static let left = Monitor(name: "LEFT", x: 0, y: 0, width: 1280, height: 720, isPrimary: true)
    static let right = Monitor(name: "RIGHT", x: 1280, y: 0, width: 1280, height: 720, isPrimary: false)
    static let fullscreen = ImmersionDetector.fullscreenState
    static let stripHeight = 24

    @Test func underAWindowManagerAnImmersiveActiveWindowDecidesEvenBelowTheStrip() {
        // Asks to hide the strip from the middle of the monitor: not over the strip's rows.
        let asking = WindowFacts(id: 7, x: 200, y: 200, width: 400, height: 300, panelStyle: "hidden")
        let terminal = WindowFacts(id: 3, x: 0, y: 0, width: 600, height: 400)
        let decider = ImmersionDetector.decidingWindow(clients: [terminal, asking], currentDesktop: 0, on: Self.left,
                                                       stripHeight: Self.stripHeight)
        #expect(decider?.id == 3)
        #expect(ImmersionDetector.decide(decidingWindow: decider, activeWindow: asking, on: Self.left)
            == ImmersionDecision(isImmersive: true, window: 7))
        #expect(ImmersionDetector.decide(decidingWindow: decider, activeWindow: nil, on: Self.left)
            == ImmersionDecision(isImmersive: false, window: 3))
    }

    @Test func underAWindowManagerTheTopmostClientDecidesAnotherMonitor() {
        let video = WindowFacts(id: 1, x: 1280, width: 1280, height: 720, netWMState: [Self.fullscreen])
        let editor = WindowFacts(id: 2, x: 0, y: 0, width: 800, height: 600)
        let decider = ImmersionDetector.decidingWindow(clients: [video, editor], currentDesktop: 0, on: Self.right,
                                                       stripHeight: Self.stripHeight)
        // The editor has the focus on LEFT; RIGHT is still the video's.
        #expect(ImmersionDetector.decide(decidingWindow: decider, activeWindow: editor, on: Self.right)
            == ImmersionDecision(isImmersive: true, window: 1))
        #expect(ImmersionDetector.decide(decidingWindow: nil, activeWindow: editor, on: Self.right)
            == ImmersionDecision(isImmersive: false, window: nil))
    }

    @Test func inAKioskTheTopmostMappedWindowOverTheStripIsTheDecider() {
        let app = WindowFacts(id: 1, width: 1280, height: 720)
        let popup = WindowFacts(id: 2, x: 100, y: 10, width: 200, height: 100)
        let belowStrip = WindowFacts(id: 3, x: 100, y: 24, width: 200, height: 100)
        let unmapped = WindowFacts(id: 4, x: 0, y: 0, width: 300, height: 300, isMapped: false)
        let onRight = WindowFacts(id: 5, x: 1280, y: 0, width: 300, height: 300)
        let stack = [app, popup, belowStrip, unmapped, onRight]
        #expect(ImmersionDetector.topmostOverStrip(stack, on: Self.left, stripHeight: Self.stripHeight)?.id == 2)
        #expect(ImmersionDetector.topmostOverStrip(stack, on: Self.right, stripHeight: Self.stripHeight)?.id == 5)
        // The covering application keeps the monitor immersive under the popup.
        #expect(ImmersionDetector.decide(topLevels: stack, on: Self.left, stripHeight: Self.stripHeight)
            == ImmersionDecision(isImmersive: true, window: 2))
        #expect(ImmersionDetector.decide(topLevels: [belowStrip], on: Self.left, stripHeight: Self.stripHeight)
            == ImmersionDecision(isImmersive: false, window: nil))
    }

    @Test func aWindowTouchingTheStripOnlyAtItsEdgeDoesNotOverlapIt() {
        let besideRight = WindowFacts(id: 1, x: 1280, y: 0, width: 100, height: 100)
        let justBelow = WindowFacts(id: 2, x: 0, y: 24, width: 100, height: 100)
        #expect(ImmersionDetector.topmostOverStrip([besideRight, justBelow], on: Self.left, stripHeight: Self.stripHeight) == nil)
        let lastColumn = WindowFacts(id: 3, x: 1279, y: 23, width: 100, height: 100)
        #expect(ImmersionDetector.topmostOverStrip([lastColumn], on: Self.left, stripHeight: Self.stripHeight)?.id == 3)
    }
}

/// What a new decision means to the strip's machine: a different deciding window restarts the
/// countdown, the same window changing state does not.
@Suite struct DecidingWindowTests {
    static func decision(_ immersive: Bool, _ window: UInt?) -> ImmersionDecision {
        ImmersionDecision(isImmersive: immersive, window: window)
    }

    @Test func theFirstLookIsANewWindow() {
        var decider = DecidingWindow()
        #expect(decider.start(with: Self.decision(true, 5)) == .activeWindowChanged(immersive: true))
        #expect(decider.window == 5)
    }

    @Test func underAWindowManagerOnlyAnotherDecidingWindowIsNew() {
        var decider = DecidingWindow()
        _ = decider.start(with: Self.decision(true, 5))
        // Focus moved to another monitor: the active window changed, this monitor's decider did not.
        #expect(decider.next(Self.decision(true, 5), underWindowManager: true, activeWindowChanged: true) == .immersionChanged(true))
        #expect(decider.next(Self.decision(false, 5), underWindowManager: true, activeWindowChanged: false) == .immersionChanged(false))
        #expect(decider.next(Self.decision(true, 6), underWindowManager: true, activeWindowChanged: false)
            == .activeWindowChanged(immersive: true))
        #expect(decider.next(Self.decision(false, nil), underWindowManager: true, activeWindowChanged: false)
            == .activeWindowChanged(immersive: false))
        #expect(decider.window == nil)
    }

    @Test func inAKioskAnyChangeOfTheTopLevelWindowsIsNew() {
        var decider = DecidingWindow()
        _ = decider.start(with: Self.decision(true, 5))
        #expect(decider.next(Self.decision(true, 5), underWindowManager: false, activeWindowChanged: true)
            == .activeWindowChanged(immersive: true))
        #expect(decider.next(Self.decision(true, 6), underWindowManager: false, activeWindowChanged: false) == .immersionChanged(true))
        #expect(decider.window == 6)
    }
}
