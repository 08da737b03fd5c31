import Testing
@testable import PanelCore

/// Desktops per monitor (bspwm's `bspc monitor -d` on two monitors): each strip shows the
/// desktops whose `_NET_DESKTOP_VIEWPORT` is on its own monitor, with the one that monitor shows.
@Suite struct MonitorDesktopsTests {
    let left = Monitor(name: "LEFT", x: 0, y: 0, width: 800, height: 600, isPrimary: true)
    let right = Monitor(name: "RIGHT", x: 800, y: 0, width: 800, height: 600, isPrimary: false)
    /// bspwm's seven desktops: I–IV on the left monitor, V–VII on the right.
    let viewports = [0, 0, 0, 0, 0, 0, 0, 0, 800, 0, 800, 0, 800, 0]

    func read(current: Int?, previous: Workspaces? = nil, viewports: [Int]? = nil) -> Workspaces {
        Workspaces.from(count: 7, current: current, names: ["I", "II", "III", "IV", "V", "VI", "VII"], clients: [],
                        viewports: viewports ?? self.viewports, previous: previous)!
    }

    @Test func eachStripShowsItsOwnMonitorsDesktops() {
        let start = read(current: 0)
        #expect(start.viewports.count == 7 && start.shown == [Workspaces.Viewport(x: 0, y: 0): 0])
        #expect(MonitorDesktops.on(left, of: [left, right], start) == MonitorDesktops(indices: [0, 1, 2, 3], current: 0))
        // Nothing yet says what the right monitor shows.
        #expect(MonitorDesktops.on(right, of: [left, right], start) == MonitorDesktops(indices: [4, 5, 6], current: nil))
        // The focus goes to VI on the right: the left monitor still shows I.
        let focusRight = read(current: 5, previous: start)
        #expect(MonitorDesktops.on(right, of: [left, right], focusRight) == MonitorDesktops(indices: [4, 5, 6], current: 5))
        #expect(MonitorDesktops.on(left, of: [left, right], focusRight) == MonitorDesktops(indices: [0, 1, 2, 3], current: 0))
        // Then III on the left: the right one still shows VI.
        let back = read(current: 2, previous: focusRight)
        #expect(MonitorDesktops.on(right, of: [left, right], back).current == 5)
        #expect(MonitorDesktops.on(left, of: [left, right], back).current == 2)
    }

    @Test func viewportsThatTellNoMonitorsApartShowEverything() {
        let all = MonitorDesktops(indices: Array(0..<7), current: 3)
        // icewm and openbox put every desktop at 0,0; herbstluftwm sets one pair; none at all.
        #expect(MonitorDesktops.on(right, of: [left, right], read(current: 3, viewports: Array(repeating: 0, count: 14))) == all)
        #expect(MonitorDesktops.on(right, of: [left, right], read(current: 3, viewports: [0, 0])) == all)
        #expect(MonitorDesktops.on(right, of: [left, right], read(current: 3, viewports: [])) == all)
        // One strip only (panel.monitor = "primary"): it shows every desktop.
        #expect(MonitorDesktops.on(left, of: [left], read(current: 3)) == all)
        #expect(MonitorDesktops.on(nil, of: [], read(current: 3)) == all)
    }

    @Test func eachStripDrawsItsOwnDotsAndTheWheelStepsAmongThem() {
        var items = PanelConfig.Items()
        items.left = [.workspaces]; items.center = []; items.right = []
        var layout = StripLayout(items: items, scale: 1)
        layout.monitors = [left, right]
        var state = ItemContents(time: "14:05", carrier: nil, network: nil, battery: nil, activity: false)
        state.workspaces = read(current: 5, previous: read(current: 1))
        let theme = Theme.resolve(PanelConfig.Style())
        layout.monitor = right
        let rightList = layout.layout(state, theme: theme, width: 800, height: 24, text: FixedWidthText())
        #expect(WorkspacesTests.dots(rightList).map(\.0) == [.pageDot(.small), .pageDot(.solid), .pageDot(.small)])
        #expect(rightList.areas.first?.parts.map(\.tag) == [4, 5, 6])
        layout.monitor = left
        let leftList = layout.layout(state, theme: theme, width: 800, height: 24, text: FixedWidthText())
        #expect(WorkspacesTests.dots(leftList).map(\.0) == [.pageDot(.small), .pageDot(.solid), .pageDot(.small), .pageDot(.small)])
        func press(_ button: Int, on list: DisplayList) -> DesktopRequest? {
            DesktopRequest.forPress(StripPress(button: button, x: 10, y: 12, rootX: 10, rootY: 12), on: list, contents: state,
                                    actions: .init(), wrap: true)
        }
        // The wheel on the right strip goes from VI to VII, then wraps to V; on the left, from II.
        #expect(press(5, on: rightList) == .switchDesktop(6))
        #expect(press(4, on: rightList) == .switchDesktop(4))
        #expect(press(5, on: leftList) == .switchDesktop(2))
        #expect(press(1, on: rightList) == .switchDesktop(4))
    }

    @Test func namesArePaddingFree() {
        #expect(Workspaces(count: 3, current: 0, names: [" 1 ", "  ", "web "]).names == ["1", "2", "web"])
    }
}
