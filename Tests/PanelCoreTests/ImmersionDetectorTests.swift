import Testing
@testable import PanelCore

@Suite struct ImmersionDetectorTests {
    /// Two monitors side by side: a 1920×1080 primary and a 1280×1024 one to its right.
    static let left = Monitor(name: "eDP-1", x: 0, y: 0, width: 1920, height: 1080, isPrimary: true)
    static let right = Monitor(name: "HDMI-1", x: 1920, y: 0, width: 1280, height: 1024, isPrimary: false)
    static let fullscreen = ImmersionDetector.fullscreenState

    struct ActiveCase: Sendable, CustomTestStringConvertible {
        var name: String
        var window: WindowFacts?
        var onLeft: Bool
        var onRight: Bool
        var testDescription: String { name }
    }

    static let activeCases: [ActiveCase] = [
        ActiveCase(name: "no active window", window: nil, onLeft: false, onRight: false),
        ActiveCase(name: "full-screen on the left monitor",
                   window: WindowFacts(id: 1, width: 1920, height: 1080, netWMState: [fullscreen]),
                   onLeft: true, onRight: false),
        ActiveCase(name: "full-screen on the right monitor",
                   window: WindowFacts(id: 2, x: 1920, width: 1280, height: 1024, netWMState: [fullscreen]),
                   onLeft: false, onRight: true),
        ActiveCase(name: "full-screen among other states",
                   window: WindowFacts(width: 1920, height: 1080,
                                       netWMState: ["_NET_WM_STATE_ABOVE", fullscreen, "_NET_WM_STATE_FOCUSED"]),
                   onLeft: true, onRight: false),
        ActiveCase(name: "maximised is not full-screen",
                   window: WindowFacts(y: 24, width: 1920, height: 1056,
                                       netWMState: ["_NET_WM_STATE_MAXIMIZED_VERT", "_NET_WM_STATE_MAXIMIZED_HORZ"]),
                   onLeft: false, onRight: false),
        ActiveCase(name: "covering the monitor without the state is not full-screen under a WM",
                   window: WindowFacts(width: 1920, height: 1080), onLeft: false, onRight: false),
        ActiveCase(name: "a small window asking to hide the strip",
                   window: WindowFacts(x: 100, y: 100, width: 800, height: 600, panelStyle: "hidden"),
                   onLeft: true, onRight: false),
        ActiveCase(name: "hidden with a trailing NUL",
                   window: WindowFacts(x: 2000, y: 100, width: 800, height: 600, panelStyle: "hidden\0"),
                   onLeft: false, onRight: true),
        ActiveCase(name: "a content style does not hide",
                   window: WindowFacts(x: 100, y: 100, width: 800, height: 600, panelStyle: "dark-content"),
                   onLeft: false, onRight: false),
        ActiveCase(name: "garbage style is ignored",
                   window: WindowFacts(x: 100, y: 100, width: 800, height: 600, panelStyle: "HIDDEN please"),
                   onLeft: false, onRight: false),
        ActiveCase(name: "garbage style does not undo full-screen",
                   window: WindowFacts(width: 1920, height: 1080, netWMState: [fullscreen], panelStyle: "\u{1}zz"),
                   onLeft: true, onRight: false),
        ActiveCase(name: "an unmapped full-screen window",
                   window: WindowFacts(width: 1920, height: 1080, isMapped: false, netWMState: [fullscreen]),
                   onLeft: false, onRight: false),
        ActiveCase(name: "a minimised full-screen window",
                   window: WindowFacts(width: 1920, height: 1080, netWMState: [fullscreen, "_NET_WM_STATE_HIDDEN"]),
                   onLeft: false, onRight: false),
        ActiveCase(name: "centre exactly on the boundary belongs to the right monitor",
                   window: WindowFacts(x: 960, width: 1920, height: 1000, netWMState: [fullscreen]),
                   onLeft: false, onRight: true),
        ActiveCase(name: "centre half a pixel left of the boundary belongs to the left monitor",
                   window: WindowFacts(x: 1919, width: 1, height: 1000, netWMState: [fullscreen]),
                   onLeft: true, onRight: false),
        ActiveCase(name: "centre below the shorter right monitor is on neither",
                   window: WindowFacts(x: 1920, y: 100, width: 1280, height: 1900, netWMState: [fullscreen]),
                   onLeft: false, onRight: false),
        ActiveCase(name: "off every monitor",
                   window: WindowFacts(x: -5000, width: 1920, height: 1080, netWMState: [fullscreen]),
                   onLeft: false, onRight: false),
    ]

    @Test(arguments: activeCases)
    func activeWindow(_ c: ActiveCase) {
        #expect(ImmersionDetector.isImmersive(activeWindow: c.window, on: Self.left) == c.onLeft)
        #expect(ImmersionDetector.isImmersive(activeWindow: c.window, on: Self.right) == c.onRight)
    }

    struct KioskCase: Sendable, CustomTestStringConvertible {
        var name: String
        /// Bottom to top.
        var windows: [WindowFacts]
        var onLeft: Bool
        var onRight: Bool
        var testDescription: String { name }
    }

    static let covering = WindowFacts(id: 10, width: 1920, height: 1080)
    static let dialog = WindowFacts(id: 11, x: 660, y: 390, width: 600, height: 300)

    static let kioskCases: [KioskCase] = [
        KioskCase(name: "no windows", windows: [], onLeft: false, onRight: false),
        KioskCase(name: "exactly covering the left monitor", windows: [covering], onLeft: true, onRight: false),
        // Within ImmersionDetector.coverTolerance (2 px) of every edge still covers (Chromium's 1279x719).
        KioskCase(name: "one column and row short", windows: [WindowFacts(width: 1919, height: 1079)], onLeft: true, onRight: false),
        KioskCase(name: "two columns short", windows: [WindowFacts(width: 1918, height: 1080)], onLeft: true, onRight: false),
        KioskCase(name: "three columns short", windows: [WindowFacts(width: 1917, height: 1080)], onLeft: false, onRight: false),
        KioskCase(name: "three rows short", windows: [WindowFacts(width: 1920, height: 1077)], onLeft: false, onRight: false),
        KioskCase(name: "starting one row down", windows: [WindowFacts(y: 1, width: 1920, height: 1080)],
                  onLeft: true, onRight: false),
        KioskCase(name: "starting three rows down", windows: [WindowFacts(y: 3, width: 1920, height: 1077)],
                  onLeft: false, onRight: false),
        KioskCase(name: "more than the monitor", windows: [WindowFacts(x: -10, y: -10, width: 1940, height: 1100)],
                  onLeft: true, onRight: false),
        KioskCase(name: "the whole screen covers both monitors", windows: [WindowFacts(width: 3200, height: 1080)],
                  onLeft: true, onRight: true),
        KioskCase(name: "covering the right monitor only",
                  windows: [WindowFacts(x: 1920, width: 1280, height: 1024)], onLeft: false, onRight: true),
        KioskCase(name: "an unmapped covering window",
                  windows: [WindowFacts(width: 1920, height: 1080, isMapped: false)], onLeft: false, onRight: false),
        KioskCase(name: "a dialog above a covering window", windows: [covering, dialog], onLeft: true, onRight: false),
        KioskCase(name: "a toolbar over the strip area above a covering window",
                  windows: [covering, WindowFacts(width: 1920, height: 40, panelStyle: "light-content")],
                  onLeft: true, onRight: false),
        KioskCase(name: "the full-screen state alone does not count without a WM",
                  windows: [WindowFacts(width: 800, height: 600, netWMState: [fullscreen])], onLeft: false, onRight: false),
        KioskCase(name: "topmost over the strip asks to hide",
                  windows: [WindowFacts(y: 24, width: 1920, height: 1056),
                            WindowFacts(x: 100, width: 800, height: 600, panelStyle: "hidden")],
                  onLeft: true, onRight: false),
        KioskCase(name: "the one asking to hide is covered over the strip",
                  windows: [WindowFacts(x: 100, width: 800, height: 600, panelStyle: "hidden"),
                            WindowFacts(width: 1920, height: 1000, panelStyle: "dark-content")],
                  onLeft: false, onRight: false),
        KioskCase(name: "an unmapped window above does not count",
                  windows: [WindowFacts(x: 100, width: 800, height: 600, panelStyle: "hidden\0"),
                            WindowFacts(width: 1920, height: 1000, isMapped: false)],
                  onLeft: true, onRight: false),
        KioskCase(name: "asking to hide but below the strip area",
                  windows: [WindowFacts(y: 24, width: 800, height: 600, panelStyle: "hidden")],
                  onLeft: false, onRight: false),
        KioskCase(name: "asking to hide and reaching one row into the strip area",
                  windows: [WindowFacts(y: 23, width: 800, height: 600, panelStyle: "hidden")],
                  onLeft: true, onRight: false),
        KioskCase(name: "asking to hide on the right monitor's strip area",
                  windows: [WindowFacts(x: 2000, width: 800, height: 600, panelStyle: "hidden")],
                  onLeft: false, onRight: true),
        KioskCase(name: "a garbage style over the strip",
                  windows: [WindowFacts(x: 100, width: 800, height: 600, panelStyle: "hide")],
                  onLeft: false, onRight: false),
    ]

    @Test(arguments: kioskCases)
    func kiosk(_ c: KioskCase) {
        #expect(ImmersionDetector.isImmersive(topLevels: c.windows, on: Self.left, stripHeight: 24) == c.onLeft)
        #expect(ImmersionDetector.isImmersive(topLevels: c.windows, on: Self.right, stripHeight: 24) == c.onRight)
    }

    @Test func aMonitorWithNoAreaIsNeverImmersive() {
        let empty = Monitor(name: "", x: 0, y: 0, width: 0, height: 0, isPrimary: false)
        #expect(!ImmersionDetector.isImmersive(topLevels: [Self.covering], on: empty, stripHeight: 24))
        #expect(!ImmersionDetector.isImmersive(activeWindow: WindowFacts(width: 1920, height: 1080, netWMState: [Self.fullscreen]),
                                               on: empty))
    }

    @Test func windowFactsDefaults() {
        let facts = WindowFacts()
        #expect(facts == WindowFacts(id: 0, x: 0, y: 0, width: 0, height: 0, isMapped: true, netWMState: [], panelStyle: nil))
    }
}

@Suite struct ImmersionStyleRequestTests {
    @Test(arguments: [
        ("dark-content", PanelStyleRequest.darkContent),
        ("light-content", .lightContent),
        ("hidden", .hidden),
        ("hidden\0", .hidden),
        ("hidden\0\0", .hidden),
        ("light-content \t\n", .lightContent),
        ("dark-content\r\n\0", .darkContent),
    ] as [(String, PanelStyleRequest)])
    func parses(_ value: String, _ expected: PanelStyleRequest) {
        #expect(PanelStyleRequest(property: value) == expected)
    }

    @Test(arguments: ["", "\0", "Hidden", "HIDDEN", " hidden", "hide", "dark", "hidden\0dark-content",
                      "light_content", "dark-content!", "garbage"])
    func rejects(_ value: String) {
        #expect(PanelStyleRequest(property: value) == nil)
    }

    @Test func aMissingPropertyIsNoRequest() {
        #expect(PanelStyleRequest(property: nil) == nil)
    }
}
