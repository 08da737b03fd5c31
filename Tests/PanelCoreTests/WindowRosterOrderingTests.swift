import Testing
@testable import PanelCore

/// A window that maps and goes full-screen at once, its changes in every order, each landing
/// between any two of the panel's requests: once the panel is idle again, it knows every window
/// as it is, and the strip's decision is right. The same with the selections made after the
/// reads (the order before issue 26) loses changes: the tests can fail.
@Suite struct WindowRosterOrderingTests {
    static let monitor = Monitor(name: "Virtual-1", x: 0, y: 0, width: 1280, height: 800, isPrimary: true)
    static let stripHeight = 24
    static let full = WindowFrame(x: 0, y: 0, width: 1280, height: 800)
    static let normal = WindowFrame(x: 100, y: 100, width: 640, height: 480)
    static let fullscreen = ImmersionDetector.fullscreenState
    /// How many requests the panel makes between two changes of the world.
    static let gaps = [0, 1, 3]

    typealias Change = SimulatedWindowServer.Change

    /// An editor already open and active, the panel idle.
    static func desktop(_ mode: WindowRoster.Mode, selectsAfterReading: Bool = false)
        -> (SimulatedWindowServer, SimulatedPanel) {
        var server = SimulatedWindowServer(mode: mode)
        var panel = SimulatedPanel(mode: mode)
        panel.selectsAfterReading = selectsAfterReading
        server.apply(.create(1, WindowFrame(x: 0, y: 24, width: 800, height: 600)))
        server.apply(.map(1))
        if mode == .windowManager { server.apply(.activate(1)) }
        panel.settle(&server)
        return (server, panel)
    }

    /// Runs `changes` with `gaps[i]` panel requests before change i, then lets the panel settle.
    static func run(_ changes: [Change], gaps: [Int], mode: WindowRoster.Mode, selectsAfterReading: Bool = false)
        -> (SimulatedWindowServer, SimulatedPanel) {
        var (server, panel) = desktop(mode, selectsAfterReading: selectsAfterReading)
        for (change, gap) in zip(changes, gaps) {
            for _ in 0..<gap { panel.step(&server) }
            server.apply(change)
        }
        panel.settle(&server)
        return (server, panel)
    }

    /// Whether the panel, idle, knows every window in the order as the server has it.
    static func knowsTheTruth(_ server: SimulatedWindowServer, _ panel: SimulatedPanel) -> Bool {
        guard panel.isIdle(server), panel.roster.order == server.order else { return false }
        return server.order.allSatisfy { panel.roster.facts[$0] == server.read(Set(WindowAspect.allCases), of: WindowFacts(id: $0)) }
    }

    static func decision(_ panel: SimulatedPanel) -> ImmersionDecision {
        let roster = panel.roster
        if roster.mode == .kiosk { return ImmersionDetector.decide(topLevels: roster.stack, on: monitor, stripHeight: stripHeight) }
        let decider = ImmersionDetector.decidingWindow(clients: roster.stack, currentDesktop: roster.currentDesktop,
                                                       on: monitor, stripHeight: stripHeight)
        return ImmersionDetector.decide(decidingWindow: decider, activeWindow: roster.activeFacts, on: monitor)
    }

    /// Every order of `tail` after `head`, with every choice of gaps: calls `check` for each run.
    static func everyOrdering(head: [Change], tail: [Change], mode: WindowRoster.Mode, selectsAfterReading: Bool = false,
                              _ check: ([Change], SimulatedWindowServer, SimulatedPanel) -> Bool) -> (runs: Int, failures: [String]) {
        var runs = 0
        var failures: [String] = []
        for order in permutations(tail) {
            let changes = head + order
            for gapChoice in product(gaps, count: changes.count) {
                runs += 1
                let (server, panel) = run(changes, gaps: gapChoice, mode: mode, selectsAfterReading: selectsAfterReading)
                if !check(changes, server, panel), failures.count < 5 {
                    failures.append("\(changes) with gaps \(gapChoice)")
                }
            }
        }
        return (runs, failures)
    }

    @Test func underAWindowManagerAWindowThatMapsAndGoesFullScreenAtOnceIsNeverMissed() {
        let result = Self.everyOrdering(head: [.create(2, Self.normal), .map(2)],
                                        tail: [.activate(2), .setState(2, [Self.fullscreen]), .configure(2, Self.full), .raise(2)],
                                        mode: .windowManager) { _, server, panel in
            Self.knowsTheTruth(server, panel) && Self.decision(panel) == ImmersionDecision(isImmersive: true, window: 2)
        }
        #expect(result.runs == 24 * 729)
        #expect(result.failures.isEmpty, "\(result.failures)")
    }

    @Test func underAWindowManagerLeavingFullScreenIsNeverMissed() {
        let result = Self.everyOrdering(head: [.create(2, Self.full), .setState(2, [Self.fullscreen]), .map(2), .activate(2)],
                                        tail: [.setState(2, []), .configure(2, Self.normal), .activate(1)],
                                        mode: .windowManager) { _, server, panel in
            Self.knowsTheTruth(server, panel) && !Self.decision(panel).isImmersive
        }
        #expect(result.failures.isEmpty, "\(result.failures)")
    }

    @Test func underAWindowManagerAWindowAskingToHideAsItMapsIsNeverMissed() {
        let result = Self.everyOrdering(head: [.create(2, Self.normal), .map(2)],
                                        tail: [.activate(2), .setStyle(2, "hidden"), .raise(2)],
                                        mode: .windowManager) { _, server, panel in
            Self.knowsTheTruth(server, panel) && Self.decision(panel).isImmersive
        }
        #expect(result.failures.isEmpty, "\(result.failures)")
    }

    @Test func withNoWindowManagerAWindowThatMapsAndCoversTheMonitorIsNeverMissed() {
        let result = Self.everyOrdering(head: [.create(2, Self.normal)],
                                        tail: [.map(2), .configure(2, Self.full), .raise(2)],
                                        mode: .kiosk) { _, server, panel in
            Self.knowsTheTruth(server, panel) && Self.decision(panel).isImmersive
        }
        #expect(result.failures.isEmpty, "\(result.failures)")
    }

    @Test func withNoWindowManagerAWindowAskingToHideAsItMapsIsNeverMissed() {
        let result = Self.everyOrdering(head: [.create(2, WindowFrame(x: 0, y: 0, width: 400, height: 300))],
                                        tail: [.map(2), .setStyle(2, "hidden"), .raise(2)],
                                        mode: .kiosk) { _, server, panel in
            Self.knowsTheTruth(server, panel) && Self.decision(panel) == ImmersionDecision(isImmersive: true, window: 2)
        }
        #expect(result.failures.isEmpty, "\(result.failures)")
    }

    @Test func aWindowDestroyedWhileItIsReadIsForgotten() {
        let result = Self.everyOrdering(head: [.create(2, Self.normal), .map(2)],
                                        tail: [.activate(2), .setState(2, [Self.fullscreen]), .destroy(2)],
                                        mode: .windowManager) { changes, server, panel in
            // Destroyed last, or before the state change (then nothing of it is left).
            Self.knowsTheTruth(server, panel) && panel.roster.facts[2] == nil && !Self.decision(panel).isImmersive
        }
        #expect(result.failures.isEmpty, "\(result.failures)")
    }

    /// The order before the fix (read, then select) misses some: these tests can fail.
    @Test(arguments: [WindowRoster.Mode.windowManager, .kiosk])
    func selectingAfterReadingMissesChanges(mode: WindowRoster.Mode) {
        let tail: [Change] = mode == .windowManager
            ? [.activate(2), .setState(2, [Self.fullscreen]), .configure(2, Self.full), .raise(2)]
            : [.map(2), .setStyle(2, "hidden"), .raise(2)]
        let result = Self.everyOrdering(head: [.create(2, WindowFrame(x: 0, y: 0, width: 400, height: 300))] + (mode == .windowManager ? [.map(2)] : []),
                                        tail: tail, mode: mode, selectsAfterReading: true) { _, server, panel in
            Self.knowsTheTruth(server, panel)
        }
        #expect(!result.failures.isEmpty)
    }
}

/// Every ordering of `items`.
func permutations<T>(_ items: [T]) -> [[T]] {
    guard items.count > 1 else { return [items] }
    return items.indices.flatMap { i -> [[T]] in
        var rest = items
        let first = rest.remove(at: i)
        return permutations(rest).map { [first] + $0 }
    }
}

/// Every sequence of `count` values from `values`.
func product<T>(_ values: [T], count: Int) -> [[T]] {
    guard count > 0 else { return [[]] }
    return product(values, count: count - 1).flatMap { prefix in values.map { prefix + [$0] } }
}
