import Testing
@testable import PanelCore

/// Under a window manager: the topmost client over a monitor's strip decides that monitor,
/// whichever window has the focus.
@Suite struct StackingImmersionTests {
    static let left = Monitor(name: "LEFT", x: 0, y: 0, width: 1280, height: 720, isPrimary: true)
    static let right = Monitor(name: "RIGHT", x: 1280, y: 0, width: 1280, height: 720, isPrimary: false)
    static let fullscreen = ImmersionDetector.fullscreenState
    static let stripHeight = 24

    static let videoOnRight = WindowFacts(id: 1, x: 1280, width: 1280, height: 720, netWMState: [fullscreen])
    static let editorOnLeft = WindowFacts(id: 2, x: 100, y: 30, width: 800, height: 600, netWMState: ["_NET_WM_STATE_FOCUSED"])
    static let terminalOnLeftTop = WindowFacts(id: 3, x: 0, y: 0, width: 600, height: 400)

    static func decider(_ clients: [WindowFacts], on monitor: Monitor, desktop: Int? = 0) -> WindowFacts? {
        ImmersionDetector.decidingWindow(clients: clients, currentDesktop: desktop, on: monitor, stripHeight: stripHeight)
    }

    static func immersive(_ clients: [WindowFacts], on monitor: Monitor, desktop: Int? = 0) -> Bool {
        ImmersionDetector.isImmersive(decidingWindow: decider(clients, on: monitor, desktop: desktop), on: monitor)
    }

    @Test func aFullScreenWindowKeepsItsMonitorWhenAnotherMonitorHasTheFocus() {
        // Focus on the left puts the editor on top of the stack; the right is still the video's.
        let stack = [Self.videoOnRight, Self.terminalOnLeftTop, Self.editorOnLeft]
        #expect(Self.decider(stack, on: Self.right)?.id == 1)
        #expect(Self.immersive(stack, on: Self.right))
        #expect(Self.decider(stack, on: Self.left)?.id == 3, "the editor is below the strip's rows")
        #expect(!Self.immersive(stack, on: Self.left))
    }

    @Test func aWindowRaisedOverTheStripOnTopOfTheFullScreenOneDecides() {
        let dialog = WindowFacts(id: 4, x: 1400, y: 0, width: 400, height: 300)
        #expect(Self.decider([Self.videoOnRight, dialog], on: Self.right)?.id == 4)
        #expect(!Self.immersive([Self.videoOnRight, dialog], on: Self.right))
        let belowTheStrip = WindowFacts(id: 5, x: 1400, y: 100, width: 400, height: 300)
        #expect(Self.immersive([Self.videoOnRight, belowTheStrip], on: Self.right), "a window not over the strip does not")
    }

    @Test func windowsThatCannotBeSeenAreSkipped() {
        var unmapped = Self.terminalOnLeftTop
        unmapped.x = 1280
        unmapped.isMapped = false
        var minimised = unmapped
        minimised.isMapped = true
        minimised.netWMState = [ImmersionDetector.hiddenState]
        var elsewhere = unmapped
        elsewhere.isMapped = true
        elsewhere.desktop = 1
        for hidden in [unmapped, minimised, elsewhere] {
            #expect(Self.decider([Self.videoOnRight, hidden], on: Self.right)?.id == 1)
        }
    }

    @Test func desktops() {
        var sticky = Self.terminalOnLeftTop
        sticky.desktop = ImmersionDetector.allDesktops
        #expect(Self.decider([sticky], on: Self.left, desktop: 3)?.id == 3, "sticky")
        var onTwo = Self.terminalOnLeftTop
        onTwo.desktop = 2
        #expect(Self.decider([onTwo], on: Self.left, desktop: 2)?.id == 3, "the current desktop")
        #expect(Self.decider([onTwo], on: Self.left, desktop: 1) == nil, "another desktop")
        #expect(Self.decider([onTwo], on: Self.left, desktop: nil)?.id == 3, "the manager does not say")
        #expect(Self.decider([Self.terminalOnLeftTop], on: Self.left, desktop: 1)?.id == 3, "the window does not say")
    }

    @Test func fullScreenMustCoverTheMonitorWithinTheTolerance() {
        var short = Self.videoOnRight
        short.width -= ImmersionDetector.coverTolerance
        #expect(Self.immersive([short], on: Self.right), "within the tolerance")
        short.width -= 1
        #expect(!Self.immersive([short], on: Self.right), "beyond it")
        var spanning = Self.videoOnRight
        spanning.x = 0
        spanning.width = 2560
        #expect(Self.immersive([spanning], on: Self.left) && Self.immersive([spanning], on: Self.right), "over both monitors")
        var coveringWithoutTheState = Self.videoOnRight
        coveringWithoutTheState.netWMState = []
        #expect(!Self.immersive([coveringWithoutTheState], on: Self.right), "the state is needed")
    }

    @Test func aDecidingWindowAskingToHideTheStripIsImmersive() {
        var asking = Self.terminalOnLeftTop
        asking.panelStyle = "hidden"
        #expect(Self.immersive([asking], on: Self.left))
        asking.panelStyle = "dark-content"
        #expect(!Self.immersive([asking], on: Self.left))
    }

    @Test func nothingDecidesAnEmptyStackOrAMonitorWithNoArea() {
        #expect(Self.decider([], on: Self.left) == nil)
        #expect(!Self.immersive([], on: Self.left))
        let empty = Monitor(name: "", x: 0, y: 0, width: 0, height: 0, isPrimary: false)
        #expect(!ImmersionDetector.isImmersive(decidingWindow: Self.videoOnRight, on: empty))
    }
}
