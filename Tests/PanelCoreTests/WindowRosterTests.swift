import Testing
@testable import PanelCore

/// What ``WindowRoster`` reads again on which event: only what the event can have changed, and a
/// window's selection always before its reads.
@Suite struct WindowRosterTests {
    /// A roster under a window manager that follows clients 10 (active) and 11.
    static func settled(_ mode: WindowRoster.Mode = .windowManager) -> WindowRoster {
        var roster = WindowRoster(mode: mode)
        roster.learn(windowManagerRuns: mode == .windowManager)
        if mode == .windowManager {
            roster.learn(activeWindow: 10)
            roster.learn(currentDesktop: 0)
        }
        roster.learn(order: [10, 11])
        let plan = roster.takeWindowReads()
        for window in plan.reads.keys { roster.learn(WindowFacts(id: window, width: 100, height: 100)) }
        _ = roster.takeChanges()
        return roster
    }

    @Test func aNewRosterReadsEverythingOfTheRootFirst() {
        let roster = WindowRoster(mode: .windowManager)
        #expect(roster.staleRootFacts == [.windowManager, .activeWindow, .order, .currentDesktop])
        #expect(WindowRoster(mode: .kiosk).staleRootFacts == [.windowManager, .order])
    }

    @Test func windowsFoundInAListAreSelectedAndReadWhole() {
        var roster = WindowRoster(mode: .windowManager)
        roster.learn(windowManagerRuns: true)
        roster.learn(activeWindow: 12)
        roster.learn(order: [10, 11])
        let plan = roster.takeWindowReads()
        #expect(plan.select == [10, 11, 12])
        #expect(plan.reads == [10: Set(WindowAspect.allCases), 11: Set(WindowAspect.allCases), 12: Set(WindowAspect.allCases)])
        #expect(plan.deselect.isEmpty)
    }

    @Test(arguments: [("_NET_ACTIVE_WINDOW", WindowRoster.RootFact.activeWindow), ("_NET_CLIENT_LIST_STACKING", .order),
                      ("_NET_CURRENT_DESKTOP", .currentDesktop), ("_NET_SUPPORTING_WM_CHECK", .windowManager)])
    func aRootPropertyMakesItsFactStale(property: String, fact: WindowRoster.RootFact) {
        var roster = Self.settled()
        roster.note(.rootProperty(property))
        #expect(roster.staleRootFacts == [fact])
        #expect(roster.takeWindowReads().isEmpty)
    }

    @Test func otherRootPropertiesReadNothing() {
        var roster = Self.settled()
        roster.note(.rootProperty("_NET_WM_NAME"))
        roster.note(.rootProperty("_XROOTPMAP_ID"))
        #expect(!roster.needsSettle)
    }

    @Test(arguments: [("_NET_WM_STATE", WindowAspect.state), ("_STATUSPANEL_STYLE", .style), ("_NET_WM_DESKTOP", .desktop),
                      ("_GTK_THEME_VARIANT", .themeVariant)])
    func aWindowPropertyReadsThatPropertyAlone(property: String, aspect: WindowAspect) {
        var roster = Self.settled()
        roster.note(.property(window: 11, name: property))
        #expect(roster.staleRootFacts.isEmpty)
        #expect(roster.takeWindowReads() == WindowRoster.WindowReads(reads: [11: [aspect]]))
    }

    @Test func eventsOfWindowsNotFollowedReadNothing() {
        var roster = Self.settled()
        roster.note(.property(window: 99, name: "_NET_WM_STATE"))
        roster.note(.configured(window: 99, frame: nil))
        roster.note(.mapped(99))
        roster.note(.property(window: 11, name: "WM_NAME"))
        #expect(!roster.needsSettle)
    }

    @Test func underAWindowManagerAMoveOrMapIsReadAgainInRootCoordinates() {
        var roster = Self.settled()
        roster.note(.configured(window: 10, frame: nil))
        roster.note(.unmapped(11))
        #expect(roster.staleRootFacts.isEmpty)
        #expect(roster.takeWindowReads() == WindowRoster.WindowReads(reads: [10: [.geometry], 11: [.geometry]]))
    }

    @Test func aPlaceGivenInRootCoordinatesNeedsNoRead() {
        var roster = Self.settled()
        roster.note(.configured(window: 11, frame: WindowFrame(x: 0, y: 0, width: 1280, height: 800)))
        #expect(!roster.needsSettle)
        #expect(roster.facts[11]?.frame == WindowFrame(x: 0, y: 0, width: 1280, height: 800))
        #expect(roster.takeChanges().windows == [11: [.geometry]])
    }

    @Test func aClientLeavingTheListIsDeselectedAndADestroyedOneIsNot() {
        var roster = Self.settled()
        roster.note(.destroyed(11))
        roster.learn(order: [10, 12])
        let plan = roster.takeWindowReads()
        #expect(plan.deselect.isEmpty)
        #expect(plan.select == [12])
        roster.learn(order: [12])
        // 10 is still active: followed until the window manager names another.
        #expect(roster.takeWindowReads().deselect.isEmpty)
        roster.learn(activeWindow: 12)
        #expect(roster.takeWindowReads().deselect == [10])
    }

    @Test func theDestroyedActiveWindowIsAskedForAgain() {
        var roster = Self.settled()
        roster.note(.destroyed(10))
        #expect(roster.staleRootFacts == [.activeWindow])
        #expect(roster.activeFacts == nil)
    }

    @Test func thePanelsOwnWindowsAreNeverSelected() {
        var roster = WindowRoster(mode: .kiosk)
        roster.ownWindows = [50, 51]
        roster.learn(windowManagerRuns: false)
        roster.note(.created(window: 51, frame: WindowFrame(x: 0, y: 0, width: 10, height: 10)))
        roster.learn(order: [50, 10, 51])
        #expect(roster.takeWindowReads().select == [10])
        #expect(roster.order == [10])
        // A window found to be the panel's later is forgotten without touching its selection.
        roster.ownWindows = [50, 51, 10]
        #expect(roster.takeWindowReads().deselect.isEmpty)
        #expect(roster.facts[10] == nil)
    }

    @Test func inAKioskTheRootsEventsCarryTheFacts() {
        var roster = Self.settled(.kiosk)
        roster.note(.created(window: 12, frame: WindowFrame(x: 0, y: 0, width: 1280, height: 800)))
        #expect(roster.staleRootFacts == [.order])
        let plan = roster.takeWindowReads()
        #expect(plan.select == [12])
        // Its place came with the event; its properties are read after the selection.
        #expect(plan.reads == [12: Set(WindowAspect.properties)])
        roster.note(.mapped(12))
        #expect(roster.facts[12]?.isMapped == true)
        #expect(roster.takeWindowReads().isEmpty)
    }

    @Test func aWindowManagerStartingStartsOver() {
        var roster = Self.settled(.kiosk)
        roster.note(.rootProperty("_NET_SUPPORTING_WM_CHECK"))
        roster.learn(windowManagerRuns: true)
        #expect(roster.mode == .windowManager)
        #expect(roster.staleRootFacts == [.activeWindow, .order, .currentDesktop])
        #expect(roster.takeWindowReads().deselect == [10, 11])
        #expect(roster.takeChanges().windowManager)
    }

    @Test func onlyAspectsThatDifferCountAsChanges() {
        var roster = Self.settled()
        var facts = roster.facts[11]!
        roster.learn(facts)
        #expect(roster.takeChanges().isEmpty)
        facts.netWMState = [ImmersionDetector.fullscreenState]
        roster.learn(facts)
        #expect(roster.takeChanges().windows == [11: [.state]])
    }

    @Test func theRostersDeciderIsTheDetectorsOnTheStack() {
        var roster = WindowRoster(mode: .windowManager)
        roster.learn(windowManagerRuns: true)
        roster.learn(currentDesktop: 0)
        roster.learn(order: [1, 2, 3, 4])
        _ = roster.takeWindowReads()
        let monitor = Monitor(name: "M", x: 0, y: 0, width: 1280, height: 800, isPrimary: true)
        roster.learn(WindowFacts(id: 1, width: 1280, height: 800))
        roster.learn(WindowFacts(id: 2, x: 0, y: 0, width: 400, height: 300, desktop: 1))
        roster.learn(WindowFacts(id: 3, x: 0, y: 0, width: 400, height: 300, netWMState: [ImmersionDetector.hiddenState]))
        roster.learn(WindowFacts(id: 4, x: 0, y: 100, width: 400, height: 300))
        let expected = ImmersionDetector.decidingWindow(clients: roster.stack, currentDesktop: 0, on: monitor, stripHeight: 24)
        #expect(expected?.id == 1)
        #expect(roster.decidingWindow(on: monitor, stripHeight: 24) == expected)
    }
}
