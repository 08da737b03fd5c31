import Testing
@testable import PanelCore

/// A `[fullscreen]` section: by default autohide on, hide_after 3, stay_revealed 4.
func visibilityConfig(autohide: Bool = true, hideAfter: Double = 3, stayRevealed: Double = 4) -> PanelConfig.Fullscreen {
    var config = PanelConfig.Fullscreen()
    config.autohide = autohide
    config.hideAfter = hideAfter
    config.stayRevealed = stayRevealed
    return config
}

extension VisibilityMachine {
    /// A machine over ``visibilityConfig(autohide:hideAfter:stayRevealed:)``.
    static func testing(autohide: Bool = true, hideAfter: Double = 3, stayRevealed: Double = 4,
                        animate: Bool = true) -> VisibilityMachine {
        VisibilityMachine(config: visibilityConfig(autohide: autohide, hideAfter: hideAfter, stayRevealed: stayRevealed),
                          animate: animate)
    }

    /// This machine after handling each event at its time, in order.
    func after(_ steps: (VisibilityEvent, Double)...) -> VisibilityMachine {
        var machine = self
        for (event, time) in steps { machine.handle(event, at: time) }
        return machine
    }
}

/// A starting point for the transition table, reached through events, and the time at which
/// the event under test arrives. hide_after 3, stay_revealed 4, animated, autohide on.
enum VisibilityStart: String, Sendable, CaseIterable {
    case visible
    case waiting              // immersive since 10
    case hiding               // immersive since 10, hiding since 13
    case hidden               // immersive, hidden since 13.25
    case revealed             // immersive, tapped at 20: until 24
    case manualHiding         // not immersive, `msg hide` at 10
    case manualHidden         // not immersive, hidden by hand since 10.25
    case immersiveManualHiding  // immersive since 10, `msg hide` at 11
    case immersiveManualHidden  // immersive since 10, hidden by hand since 11.25

    var machine: VisibilityMachine {
        let base = VisibilityMachine.testing()
        switch self {
        case .visible: return base
        case .waiting: return base.after((.immersionChanged(true), 10))
        case .hiding: return base.after((.immersionChanged(true), 10), (.tick, 13))
        case .hidden: return base.after((.immersionChanged(true), 10), (.tick, 13), (.tick, 13.25))
        case .revealed: return base.after((.immersionChanged(true), 10), (.tick, 15), (.tap, 20))
        case .manualHiding: return base.after((.hide, 10))
        case .manualHidden: return base.after((.hide, 10), (.tick, 10.25))
        case .immersiveManualHiding: return base.after((.immersionChanged(true), 10), (.hide, 11))
        case .immersiveManualHidden: return base.after((.immersionChanged(true), 10), (.hide, 11), (.tick, 11.25))
        }
    }

    /// When the event under test arrives: after the start, before any deadline of it.
    var time: Double {
        switch self {
        case .visible: 10
        case .waiting: 11
        case .hiding: 13.125
        case .hidden, .manualHidden, .immersiveManualHidden: 20
        case .revealed: 21
        case .manualHiding: 10.125
        case .immersiveManualHiding: 11.125
        }
    }
}

struct VisibilityTransition: Sendable, CustomTestStringConvertible {
    var start: VisibilityStart
    var event: VisibilityEvent
    var phase: VisibilityPhase
    var manual: Bool
    var sourceLocation: SourceLocation

    init(_ start: VisibilityStart, _ event: VisibilityEvent, _ phase: VisibilityPhase, manual: Bool = false,
         sourceLocation: SourceLocation = #_sourceLocation) {
        self.start = start
        self.event = event
        self.phase = phase
        self.manual = manual
        self.sourceLocation = sourceLocation
    }

    var testDescription: String { "\(start) + \(event) → \(phase)\(manual ? " (manual)" : "")" }
}

@Suite struct VisibilityMachineTests {
    static let autohideOff = VisibilityEvent.configChanged(visibilityConfig(autohide: false), animate: true)
    static let animateOff = VisibilityEvent.configChanged(visibilityConfig(), animate: false)

    /// Every event in every starting phase.
    static let transitions: [VisibilityTransition] = [
        // visible, not immersive (t = 10)
        .init(.visible, .immersionChanged(true), .waitingToHide(since: 10)),
        .init(.visible, .immersionChanged(false), .visible),
        .init(.visible, .activeWindowChanged(immersive: true), .waitingToHide(since: 10)),
        .init(.visible, .activeWindowChanged(immersive: false), .visible),
        .init(.visible, .tap, .visible),
        .init(.visible, .interaction, .visible),
        .init(.visible, .hide, .hiding(since: 10), manual: true),
        .init(.visible, .reveal, .visible),
        .init(.visible, .toggle, .hiding(since: 10), manual: true),
        .init(.visible, .tick, .visible),
        .init(.visible, autohideOff, .visible),
        .init(.visible, animateOff, .visible),

        // waitingToHide(since: 10) (t = 11)
        .init(.waiting, .immersionChanged(true), .waitingToHide(since: 10)),
        .init(.waiting, .immersionChanged(false), .visible),
        .init(.waiting, .activeWindowChanged(immersive: true), .waitingToHide(since: 11)),
        .init(.waiting, .activeWindowChanged(immersive: false), .visible),
        .init(.waiting, .tap, .waitingToHide(since: 11)),
        .init(.waiting, .interaction, .waitingToHide(since: 11)),
        .init(.waiting, .hide, .hiding(since: 11), manual: true),
        .init(.waiting, .reveal, .revealed(until: 15)),
        .init(.waiting, .toggle, .hiding(since: 11), manual: true),
        .init(.waiting, .tick, .waitingToHide(since: 10)),
        .init(.waiting, autohideOff, .visible),
        .init(.waiting, animateOff, .waitingToHide(since: 10)),

        // hiding(since: 13) for immersion (t = 13.125)
        .init(.hiding, .immersionChanged(true), .hiding(since: 13)),
        .init(.hiding, .immersionChanged(false), .visible),
        .init(.hiding, .activeWindowChanged(immersive: true), .hiding(since: 13)),
        .init(.hiding, .activeWindowChanged(immersive: false), .visible),
        .init(.hiding, .tap, .revealed(until: 17.125)),
        .init(.hiding, .interaction, .hiding(since: 13)),
        .init(.hiding, .hide, .hiding(since: 13)),
        .init(.hiding, .reveal, .revealed(until: 17.125)),
        .init(.hiding, .toggle, .revealed(until: 17.125)),
        .init(.hiding, .tick, .hiding(since: 13)),
        .init(.hiding, autohideOff, .visible),
        .init(.hiding, animateOff, .hidden),

        // hidden for immersion (t = 20)
        .init(.hidden, .immersionChanged(true), .hidden),
        .init(.hidden, .immersionChanged(false), .visible),
        .init(.hidden, .activeWindowChanged(immersive: true), .hidden),
        .init(.hidden, .activeWindowChanged(immersive: false), .visible),
        .init(.hidden, .tap, .revealed(until: 24)),
        .init(.hidden, .interaction, .hidden),
        .init(.hidden, .hide, .hidden),
        .init(.hidden, .reveal, .revealed(until: 24)),
        .init(.hidden, .toggle, .revealed(until: 24)),
        .init(.hidden, .tick, .hidden),
        .init(.hidden, autohideOff, .visible),
        .init(.hidden, animateOff, .hidden),

        // revealed(until: 24) (t = 21)
        .init(.revealed, .immersionChanged(true), .revealed(until: 24)),
        .init(.revealed, .immersionChanged(false), .visible),
        .init(.revealed, .activeWindowChanged(immersive: true), .revealed(until: 24)),
        .init(.revealed, .activeWindowChanged(immersive: false), .visible),
        .init(.revealed, .tap, .revealed(until: 25)),
        .init(.revealed, .interaction, .revealed(until: 25)),
        .init(.revealed, .hide, .hiding(since: 21), manual: true),
        .init(.revealed, .reveal, .revealed(until: 25)),
        .init(.revealed, .toggle, .hiding(since: 21), manual: true),
        .init(.revealed, .tick, .revealed(until: 24)),
        .init(.revealed, autohideOff, .visible),
        .init(.revealed, animateOff, .revealed(until: 24)),

        // hiding(since: 10) by hand, not immersive (t = 10.125)
        .init(.manualHiding, .immersionChanged(true), .hiding(since: 10), manual: true),
        .init(.manualHiding, .immersionChanged(false), .hiding(since: 10), manual: true),
        .init(.manualHiding, .activeWindowChanged(immersive: true), .hiding(since: 10), manual: true),
        .init(.manualHiding, .activeWindowChanged(immersive: false), .hiding(since: 10), manual: true),
        .init(.manualHiding, .tap, .visible),
        .init(.manualHiding, .interaction, .hiding(since: 10), manual: true),
        .init(.manualHiding, .hide, .hiding(since: 10), manual: true),
        .init(.manualHiding, .reveal, .visible),
        .init(.manualHiding, .toggle, .visible),
        .init(.manualHiding, .tick, .hiding(since: 10), manual: true),
        .init(.manualHiding, autohideOff, .hiding(since: 10), manual: true),
        .init(.manualHiding, animateOff, .hidden, manual: true),

        // hidden by hand, not immersive (t = 20)
        .init(.manualHidden, .immersionChanged(true), .hidden, manual: true),
        .init(.manualHidden, .immersionChanged(false), .hidden, manual: true),
        .init(.manualHidden, .activeWindowChanged(immersive: true), .hidden, manual: true),
        .init(.manualHidden, .activeWindowChanged(immersive: false), .hidden, manual: true),
        .init(.manualHidden, .tap, .visible),
        .init(.manualHidden, .interaction, .hidden, manual: true),
        .init(.manualHidden, .hide, .hidden, manual: true),
        .init(.manualHidden, .reveal, .visible),
        .init(.manualHidden, .toggle, .visible),
        .init(.manualHidden, .tick, .hidden, manual: true),
        .init(.manualHidden, autohideOff, .hidden, manual: true),
        .init(.manualHidden, animateOff, .hidden, manual: true),

        // hiding(since: 11) by hand over an immersive window (t = 11.125)
        .init(.immersiveManualHiding, .immersionChanged(true), .hiding(since: 11), manual: true),
        .init(.immersiveManualHiding, .immersionChanged(false), .hiding(since: 11), manual: true),
        .init(.immersiveManualHiding, .activeWindowChanged(immersive: true), .hiding(since: 11), manual: true),
        .init(.immersiveManualHiding, .activeWindowChanged(immersive: false), .hiding(since: 11), manual: true),
        .init(.immersiveManualHiding, .tap, .revealed(until: 15.125)),
        .init(.immersiveManualHiding, .interaction, .hiding(since: 11), manual: true),
        .init(.immersiveManualHiding, .hide, .hiding(since: 11), manual: true),
        .init(.immersiveManualHiding, .reveal, .revealed(until: 15.125)),
        .init(.immersiveManualHiding, .toggle, .revealed(until: 15.125)),
        .init(.immersiveManualHiding, .tick, .hiding(since: 11), manual: true),
        .init(.immersiveManualHiding, autohideOff, .hiding(since: 11), manual: true),
        .init(.immersiveManualHiding, animateOff, .hidden, manual: true),

        // hidden by hand over an immersive window (t = 20)
        .init(.immersiveManualHidden, .immersionChanged(true), .hidden, manual: true),
        .init(.immersiveManualHidden, .immersionChanged(false), .hidden, manual: true),
        .init(.immersiveManualHidden, .activeWindowChanged(immersive: true), .hidden, manual: true),
        .init(.immersiveManualHidden, .activeWindowChanged(immersive: false), .hidden, manual: true),
        .init(.immersiveManualHidden, .tap, .revealed(until: 24)),
        .init(.immersiveManualHidden, .interaction, .hidden, manual: true),
        .init(.immersiveManualHidden, .hide, .hidden, manual: true),
        .init(.immersiveManualHidden, .reveal, .revealed(until: 24)),
        .init(.immersiveManualHidden, .toggle, .revealed(until: 24)),
        .init(.immersiveManualHidden, .tick, .hidden, manual: true),
        .init(.immersiveManualHidden, autohideOff, .hidden, manual: true),
        .init(.immersiveManualHidden, animateOff, .hidden, manual: true),
    ]

    static let startPhases: [(VisibilityStart, VisibilityPhase, manual: Bool, immersive: Bool)] = [
        (.visible, .visible, false, false),
        (.waiting, .waitingToHide(since: 10), false, true),
        (.hiding, .hiding(since: 13), false, true),
        (.hidden, .hidden, false, true),
        (.revealed, .revealed(until: 24), false, true),
        (.manualHiding, .hiding(since: 10), true, false),
        (.manualHidden, .hidden, true, false),
        (.immersiveManualHiding, .hiding(since: 11), true, true),
        (.immersiveManualHidden, .hidden, true, true),
    ]

    @Test func theStartsAreWhatTheTableAssumes() {
        #expect(Self.startPhases.map(\.0) == VisibilityStart.allCases)
        for (start, phase, manual, immersive) in Self.startPhases {
            let machine = start.machine
            #expect(machine.phase == phase, "\(start)")
            #expect(machine.isManuallyHidden == manual, "\(start)")
            #expect(machine.isImmersive == immersive, "\(start)")
            // The event under test comes before any deadline of the start.
            #expect(machine.deadline.map { $0 > start.time } ?? true, "\(start)")
        }
    }

    @Test func theTableCoversEveryEventInEveryStart() {
        let events: [VisibilityEvent] = [
            .immersionChanged(true), .immersionChanged(false), .activeWindowChanged(immersive: true),
            .activeWindowChanged(immersive: false), .tap, .interaction, .hide, .reveal, .toggle, .tick,
            Self.autohideOff, Self.animateOff,
        ]
        for start in VisibilityStart.allCases {
            #expect(Self.transitions.filter { $0.start == start }.map(\.event) == events, "\(start)")
        }
    }

    @Test(arguments: transitions)
    func transition(_ t: VisibilityTransition) {
        var machine = t.start.machine
        machine.handle(t.event, at: t.start.time)
        #expect(machine.phase == t.phase, sourceLocation: t.sourceLocation)
        #expect(machine.isManuallyHidden == t.manual, sourceLocation: t.sourceLocation)
    }

    @Test func immersionIsRememberedThroughEveryEvent() {
        var machine = VisibilityMachine.testing()
        machine.handle(.activeWindowChanged(immersive: true), at: 1)
        #expect(machine.isImmersive)
        machine.handle(.hide, at: 2)
        machine.handle(.tap, at: 3)
        #expect(machine.isImmersive)
        machine.handle(.immersionChanged(false), at: 4)
        #expect(!machine.isImmersive)
        #expect(machine.phase == .visible)
    }

    @Test func aManualHideEndsWithTheTapThatRevealsIt() {
        // Hidden by hand over a full-screen window, tapped, left to hide again: that later
        // hide is immersion's, so leaving immersion shows the strip.
        var machine = VisibilityMachine.testing().after((.immersionChanged(true), 10), (.hide, 11), (.tick, 12))
        #expect(machine.phase == .hidden)
        machine.handle(.tap, at: 20)
        #expect(machine.phase == .revealed(until: 24))
        #expect(!machine.isManuallyHidden)
        machine.handle(.tick, at: 24.25)
        #expect(machine.phase == .hidden)
        #expect(!machine.isManuallyHidden)
        machine.handle(.immersionChanged(false), at: 30)
        #expect(machine.phase == .visible)
    }

    @Test func aManualHideOutlastsImmersion() {
        var machine = VisibilityMachine.testing().after((.immersionChanged(true), 10), (.hide, 11), (.tick, 12))
        machine.handle(.immersionChanged(false), at: 13)
        #expect(machine.phase == .hidden)
        #expect(machine.isManuallyHidden)
        #expect(machine.deadline == nil)
        // Never hidden for good: one tap brings it back as a normal dock.
        machine.handle(.tap, at: 14)
        #expect(machine.phase == .visible)
        #expect(!machine.isManuallyHidden)
    }

    @Test func aNewImmersiveWindowGetsTheFullCountdown() {
        var machine = VisibilityMachine.testing().after((.immersionChanged(true), 10))
        machine.handle(.activeWindowChanged(immersive: true), at: 12.5)
        #expect(machine.deadline == 15.5)
        machine.handle(.tick, at: 13)
        #expect(machine.phase == .waitingToHide(since: 12.5))
        machine.handle(.tick, at: 15.5)
        #expect(machine.phase == .hiding(since: 15.5))
    }

    @Test func theSameWindowReannouncingImmersionDoesNotRestartTheCountdown() {
        var machine = VisibilityMachine.testing().after((.immersionChanged(true), 10))
        machine.handle(.immersionChanged(true), at: 12.5)
        #expect(machine.deadline == 13)
    }

    @Test func leavingAndReenteringImmersionStartsAFreshCountdown() {
        let machine = VisibilityMachine.testing().after(
            (.immersionChanged(true), 10), (.immersionChanged(false), 12), (.immersionChanged(true), 12.5))
        #expect(machine.phase == .waitingToHide(since: 12.5))
        #expect(machine.deadline == 15.5)
    }

    @Test func aRevealedStripOverANewImmersiveWindowKeepsItsDeadline() {
        var machine = VisibilityStart.revealed.machine
        machine.handle(.activeWindowChanged(immersive: true), at: 22)
        #expect(machine.phase == .revealed(until: 24))
        machine.handle(.tick, at: 24)
        #expect(machine.phase == .hiding(since: 24))
    }

    @Test func toggleTwiceOverAFullScreenWindowHidesThenReveals() {
        var machine = VisibilityStart.hidden.machine
        machine.handle(.toggle, at: 20)
        #expect(machine.phase == .revealed(until: 24))
        machine.handle(.toggle, at: 21)
        #expect(machine.phase == .hiding(since: 21))
        #expect(machine.isManuallyHidden)
        machine.handle(.toggle, at: 21.125)
        #expect(machine.phase == .revealed(until: 25.125))
        #expect(!machine.isManuallyHidden)
    }

    @Test func aRevealedStripHidesAgainAfterItsStay() {
        var machine = VisibilityStart.revealed.machine
        machine.handle(.interaction, at: 23)
        machine.handle(.tick, at: 26.999)
        #expect(machine.phase == .revealed(until: 27))
        machine.handle(.tick, at: 27)
        #expect(machine.phase == .hiding(since: 27))
        #expect(!machine.isManuallyHidden)
        machine.handle(.tick, at: 27.25)
        #expect(machine.phase == .hidden)
    }
}

@Suite struct VisibilityInvariantTests {
    /// SplitMix64, so the walk is the same on every run.
    struct Random {
        var state: UInt64
        mutating func next(_ bound: Int) -> Int {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return Int((z ^ (z >> 31)) % UInt64(bound))
        }
    }

    static let events: [VisibilityEvent] = [
        .immersionChanged(true), .immersionChanged(false), .activeWindowChanged(immersive: true),
        .activeWindowChanged(immersive: false), .tap, .interaction, .hide, .reveal, .toggle, .tick, .tick, .tick,
        .configChanged(visibilityConfig(), animate: true),
        .configChanged(visibilityConfig(autohide: false), animate: true),
        .configChanged(visibilityConfig(hideAfter: 0, stayRevealed: 1), animate: false),
        .configChanged(visibilityConfig(hideAfter: 0.5, stayRevealed: 0.25), animate: true),
    ]

    /// Random walks of events at random steps (some of them back in time) keep the rules'
    /// invariants after every event.
    @Test(arguments: [1, 2, 3, 4, 5] as [UInt64])
    func randomWalksKeepTheInvariants(seed: UInt64) {
        var random = Random(state: seed)
        var machine = VisibilityMachine.testing()
        var time = 0.0
        var latest = 0.0
        for step in 0..<2000 {
            let steps = [0, 0.01, 0.125, 0.25, 1, 3, 4, 10, -1]
            time = max(0, time + steps[random.next(steps.count)])
            latest = max(latest, time)
            let event = Self.events[random.next(Self.events.count)]
            machine.handle(event, at: time)

            let hidesForImmersion = machine.config.autohide && machine.isImmersive
            let context: Comment = "seed \(seed) step \(step) \(event) → \(machine.phase)"
            switch machine.phase {
            case .visible:
                #expect(!hidesForImmersion, context)
            case .waitingToHide, .revealed:
                #expect(hidesForImmersion, context)
            case .hiding, .hidden:
                #expect(hidesForImmersion || machine.isManuallyHidden, context)
            }
            if machine.isManuallyHidden {
                #expect(machine.phase == .hidden || machine.phase.isHiding, context)
            }
            if let deadline = machine.deadline { #expect(deadline > latest, context) }

            let shown = machine.presentation(at: latest)
            #expect(shown.revealZoneMapped == !shown.stripMapped, context)
            #expect(shown.isAnimating == machine.phase.isHiding, context)
            #expect(shown.hideProgress >= 0 && shown.hideProgress <= 1, context)
            #expect(shown.hideProgress == 1 || shown.stripMapped, context)
        }
    }
}

extension VisibilityPhase {
    var isHiding: Bool { if case .hiding = self { true } else { false } }
}
