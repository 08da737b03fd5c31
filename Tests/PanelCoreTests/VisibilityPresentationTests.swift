import Testing
@testable import PanelCore

@Suite struct VisibilityPresentationTests {
    static let shown = VisibilityPresentation(stripMapped: true, revealZoneMapped: false, aboveFullscreen: false,
                                              hideProgress: 0, isAnimating: false)
    static let revealed = VisibilityPresentation(stripMapped: true, revealZoneMapped: false, aboveFullscreen: true,
                                                 hideProgress: 0, isAnimating: false)
    static let gone = VisibilityPresentation(stripMapped: false, revealZoneMapped: true, aboveFullscreen: false,
                                             hideProgress: 1, isAnimating: false)

    static func hiding(_ progress: Double) -> VisibilityPresentation {
        VisibilityPresentation(stripMapped: true, revealZoneMapped: false, aboveFullscreen: true,
                               hideProgress: progress, isAnimating: true)
    }

    struct PhaseCase: Sendable, CustomTestStringConvertible {
        var start: VisibilityStart
        var presentation: VisibilityPresentation
        var testDescription: String { "\(start)" }
    }

    @Test(arguments: [
        PhaseCase(start: .visible, presentation: shown),
        PhaseCase(start: .waiting, presentation: shown),
        PhaseCase(start: .hiding, presentation: hiding(0.5)),
        PhaseCase(start: .hidden, presentation: gone),
        PhaseCase(start: .revealed, presentation: revealed),
        PhaseCase(start: .manualHiding, presentation: hiding(0.5)),
        PhaseCase(start: .manualHidden, presentation: gone),
        PhaseCase(start: .immersiveManualHiding, presentation: hiding(0.5)),
        PhaseCase(start: .immersiveManualHidden, presentation: gone),
    ])
    func eachPhase(_ c: PhaseCase) {
        #expect(c.start.machine.presentation(at: c.start.time) == c.presentation)
    }

    @Test func theHideAnimationRunsFromZeroToOne() {
        let machine = VisibilityStart.hiding.machine  // hiding since 13
        #expect(machine.presentation(at: 13) == Self.hiding(0))
        #expect(machine.presentation(at: 13.0625) == Self.hiding(0.15625))  // smoothstep(1/4)
        #expect(machine.presentation(at: 13.125) == Self.hiding(0.5))
        #expect(machine.presentation(at: 13.1875) == Self.hiding(0.84375))  // smoothstep(3/4)
        #expect(machine.presentation(at: 13.25) == Self.gone)
    }

    @Test func framesAt60HzRiseStrictlyAndAnimateOnlyWhileHiding() {
        var machine = VisibilityMachine.testing().after((.immersionChanged(true), 10))
        var progress: [Double] = []
        // Frames half a frame off the 1/60 grid from 12.9, so none lands on 13 or 13.25.
        for frame in 0..<30 {
            let time = 12.9 + (Double(frame) + 0.5) / 60
            machine.handle(.tick, at: time)
            let shown = machine.presentation(at: time)
            let isHiding = if case .hiding = machine.phase { true } else { false }
            #expect(shown.isAnimating == isHiding, "\(time)")
            if shown.isAnimating { progress.append(shown.hideProgress) }
        }
        #expect(progress.count == 15)
        #expect(zip(progress, progress.dropFirst()).allSatisfy { $0 < $1 })
        #expect(progress.allSatisfy { $0 > 0 && $0 < 1 })
        #expect(machine.phase == .hidden)
        #expect(machine.presentation(at: 13.4) == Self.gone)
    }

    @Test func aDueDeadlineShowsBeforeItsTickIsHandled() {
        let machine = VisibilityStart.waiting.machine
        #expect(machine.presentation(at: 12.999) == Self.shown)
        #expect(machine.presentation(at: 13.125) == Self.hiding(0.5))
        #expect(machine.presentation(at: 14) == Self.gone)
        #expect(VisibilityStart.revealed.machine.presentation(at: 24) == Self.hiding(0))
        // Asking does not change the machine.
        #expect(machine.phase == .waitingToHide(since: 10))
    }

    @Test func anEarlierTimeShowsTheLatestState() {
        let machine = VisibilityStart.hiding.machine.after((.tick, 13.125))
        #expect(machine.presentation(at: 13) == Self.hiding(0.5))
    }

    @Test func withoutAnimationNothingIsEverHalfGone() {
        let machine = VisibilityMachine.testing(animate: false).after((.immersionChanged(true), 10))
        #expect(machine.presentation(at: 12.999) == Self.shown)
        #expect(machine.presentation(at: 13) == Self.gone)
    }

    @Test func theEaseIsSymmetricAndPinned() {
        #expect(VisibilityMachine.ease(0) == 0)
        #expect(VisibilityMachine.ease(0.5) == 0.5)
        #expect(VisibilityMachine.ease(1) == 1)
        #expect(VisibilityMachine.ease(0.25) + VisibilityMachine.ease(0.75) == 1)
    }
}
