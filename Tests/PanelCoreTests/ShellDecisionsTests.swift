import Testing
@testable import PanelCore
#if canImport(Glibc)
import Glibc
#endif

/// Decisions the shell asks PanelCore at run time: what a signal means, what a kernel change
/// calls for, what a reload changes, when to look beneath again, which immersion strategy runs,
/// what the dock keeper says once.
@Suite struct ShellDecisionsTests {
    @Test func eachSignalTakenMeansOneThing() {
        #expect(PanelSignal(SIGTERM) == .stop)
        #expect(PanelSignal(SIGINT) == .stop)
        #expect(PanelSignal(SIGHUP) == .reload)
        #expect(PanelSignal(SIGCHLD) == .childEnded)
        #expect(PanelSignal(SIGUSR1) == nil)
        // Every signal taken means something, and every meaning has a signal.
        #expect(PanelSignal.taken.allSatisfy { PanelSignal($0) != nil })
        #expect(Set(PanelSignal.taken.compactMap { PanelSignal($0) }.map { "\($0)" }) == Set(PanelSignal.allCases.map { "\($0)" }))
    }

    @Test func aNetworkChangeDumpsTheRoutingOnlyOnTheRealMachine() {
        let real = KernelChangeResponse(wakeUps: [.rtnetlink], realMachine: true)
        #expect(real.reads.isEmpty && real.reopensCounters && real.dumpsRouting, "read when the dump is in")
        let fixture = KernelChangeResponse(wakeUps: [.rtnetlink], realMachine: false)
        #expect(fixture.reads == [.rtnetlink] && fixture.reopensCounters && !fixture.dumpsRouting)
    }

    @Test(arguments: [ItemWakeUp.uevent(subsystem: "power_supply"), .uevent(subsystem: "rfkill"), .rfkill])
    func powerOrRadiosAreReadAgainWithoutADump(wakeUp: ItemWakeUp) {
        let response = KernelChangeResponse(wakeUps: [wakeUp], realMachine: true)
        #expect(response.reads == [wakeUp])
        #expect(!response.reopensCounters)
        #expect(!response.dumpsRouting)
    }

    @Test func noChangeCallsForNothing() {
        let response = KernelChangeResponse(wakeUps: [], realMachine: true)
        #expect(response.reads.isEmpty && !response.reopensCounters && !response.dumpsRouting)
    }

    @Test func aReloadOfTheSameSettingsChangesNothing() {
        let config = PanelConfig()
        #expect(!ReloadChanges(from: config, to: config).any)
        var other = config
        other[BatteryOptions.self].percent.toggle()
        let changes = ReloadChanges(from: config, to: other)
        #expect(changes.any && !changes.font)
        var font = config
        font.panel.font = "monospace:size=11"
        #expect(ReloadChanges(from: config, to: font).any && ReloadChanges(from: config, to: font).font)
        #expect(!changes.scripts && !ReloadChanges(from: config, to: font).scripts)
        var scripts = config
        scripts.scripts = [ScriptSpec(name: "load", command: "uptime")]
        #expect(ReloadChanges(from: config, to: scripts).scripts && ReloadChanges(from: config, to: scripts).any)
    }

    @Test func theStripsLookBeneathPeriodicallyOnlyWhileFollowingIt() {
        #expect(PanelTiming.nextStyleLook(after: 10, followsBeneath: true) == 10 + PanelTiming.styleLookInterval)
        #expect(PanelTiming.nextStyleLook(after: 10, followsBeneath: false) == nil)
        #expect(PanelTiming.styleLookAfterActivation(at: 10) == 10 + PanelTiming.styleSettleTime)
    }

    /// Under a window manager the active window decides even where another client lies over the
    /// strip; with none, the topmost top-level over the strip does.
    @Test func theRostersModeChoosesTheImmersionStrategy() {
        let monitor = Monitor(name: "M", x: 0, y: 0, width: 1000, height: 800, isPrimary: true)
        let fullScreen = WindowFacts(id: 10, width: 1000, height: 800, netWMState: ["_NET_WM_STATE_FULLSCREEN"])
        var managed = WindowRoster(mode: .windowManager)
        managed.learn(windowManagerRuns: true)
        managed.learn(activeWindow: 10)
        managed.learn(currentDesktop: 0)
        managed.learn(order: [10])
        _ = managed.takeWindowReads()
        managed.learn(fullScreen)
        #expect(managed.immersion(on: monitor, stripHeight: 20) == ImmersionDecision(isImmersive: true, window: 10))

        var kiosk = WindowRoster(mode: .kiosk)
        kiosk.learn(windowManagerRuns: false)
        kiosk.learn(order: [10])
        _ = kiosk.takeWindowReads()
        kiosk.learn(WindowFacts(id: 10, width: 1000, height: 800))
        #expect(kiosk.immersion(on: monitor, stripHeight: 20) == ImmersionDecision(isImmersive: true, window: 10))
        #expect(kiosk.immersion(on: monitor, stripHeight: 20)
            == ImmersionDetector.decide(topLevels: kiosk.stack, on: monitor, stripHeight: 20))
    }

    /// The keeper's messages are said once each: the first correction, the first held back, a
    /// place or desktop newly left to the window manager.
    @Test func theKeeperSaysEachThingOnce() {
        let geometry = StripGeometry(monitor: Monitor(name: "M", x: 0, y: 0, width: 1000, height: 800, isPrimary: true), height: 20)
        let moved = WindowFrame(x: 100, y: 300, width: 1000, height: 20)
        var keeper = DockKeeper()
        var said: [DockKeeper.Notices] = []
        for second in 0..<(DockKeeper.limit + 2) {
            let before = keeper.tally
            // A window manager that moves the strip somewhere new each time, never the same place.
            let found = WindowFrame(x: moved.x + second, y: moved.y, width: moved.width, height: moved.height)
            let corrections = keeper.corrections(intended: geometry, found: found, desktop: nil, mapped: true, at: Double(second) * 0.1)
            said.append(keeper.notices(since: before, corrections: corrections))
        }
        #expect(said.filter(\.firstCorrection).count == 1)
        #expect(said[0].firstCorrection)
        #expect(said.filter(\.firstHeldBack).count == 1)
        #expect(said[DockKeeper.limit].firstHeldBack)
        #expect(said.allSatisfy { $0.yieldedPlace == nil && $0.yieldedDesktop == nil })
    }

    @Test func aPlaceTheWindowManagerInsistsOnIsSaidOnce() {
        let geometry = StripGeometry(monitor: Monitor(name: "M", x: 0, y: 0, width: 1000, height: 800, isPrimary: true), height: 20)
        let kept = WindowFrame(x: 0, y: 30, width: 1000, height: 20)
        var keeper = DockKeeper()
        var yielded: [WindowFrame] = []
        for look in 0..<(DockKeeper.insistence + 3) {
            let before = keeper.tally
            let corrections = keeper.corrections(intended: geometry, found: kept, desktop: nil, mapped: true, at: Double(look))
            if let place = keeper.notices(since: before, corrections: corrections).yieldedPlace { yielded.append(place) }
        }
        #expect(yielded == [kept])
    }
}

/// The shell's caps hold what they are meant to hold.
@Suite struct PanelLimitsTests {
    @Test func theCapsHoldWhatTheyBound() {
        // netlink fills a dump's datagrams up to 32 KiB: a read must hold one whole.
        #expect(PanelLimits.routingDumpReceiveBytes >= 32 * 1024)
        #expect(PanelLimits.routingDumpMaxBytes > PanelLimits.routingDumpReceiveBytes)
        // Linux host names are at most 64 bytes, and the buffer keeps a NUL after one.
        #expect(PanelLimits.hostNameBytes > 64)
        // A new active window read in one pass needs a second to read the window it names.
        #expect(PanelLimits.windowSettlePasses >= 2)
        #expect(PanelLimits.routingDumpAttempts >= 2, "an interrupted dump is asked for again")
        // The replacing panel looks for the previous one's exit several times within its wait.
        #expect(PanelTiming.replacePollInterval * 10 <= PanelTiming.replaceTimeout)
    }
}
