/// Decides whether the strip is shown, hiding, hidden or revealed over a full-screen window,
/// from events the shell reports (immersion of the active window, clicks, `statuspanel msg`,
/// dotfile reloads) on an injected monotonic clock.
///
/// States (``VisibilityPhase``):
/// - visible: a normal dock window with its strut.
/// - waitingToHide: the active window is immersive (full-screen, or `_STATUSPANEL_STYLE` is
///   `hidden`); the strip is still shown until `since + hide_after`.
/// - hiding: animating out for ``hideAnimationDuration``; then hidden.
/// - hidden: the strip is unmapped and the thin reveal zone at the top edge is mapped.
/// - revealed: a tap brought it back above the full-screen window until `until`, which is
///   `stay_revealed` after the last interaction; then it hides again.
///
/// Rules:
/// - Immersion hides only with `autohide` on. With it off, immersion is still remembered (so
///   turning autohide on later acts on it) but changes nothing on screen.
/// - Leaving immersion (the window, or a newly active one, is not immersive) shows the strip at
///   once from every phase. Showing is never animated: a strip the user needs must not lag.
/// - A newly active immersive window restarts a running countdown (it gets the full
///   `hide_after`); hidden, hiding and revealed strips carry on as they are.
/// - `.tap` is a press (in the reveal zone, or on the strip); `.interaction` is any other sign of
///   use on the strip (the pointer entering or moving). A press is also an interaction.
///   While waiting to hide, either restarts the countdown, so the strip never leaves from under
///   a pointer that is using it. While revealed, either extends the stay. While hiding or
///   hidden, only a tap reveals: there is no hover gesture.
/// - A hide is never for good: a tap, `msg reveal` or `msg toggle` always brings it back.
///   Revealed above the full-screen window while immersion hides the strip, else simply visible.
/// - `msg hide` (or `toggle` on a shown strip) hides from visible, waitingToHide and revealed
///   and marks the hide manual: leaving immersion then leaves it hidden. Sent to a strip
///   already hiding or hidden it changes nothing (not even the mark). Bringing the strip back
///   in any way ends the manual hide. `msg reveal` on a revealed strip extends its stay; on a
///   visible one it does nothing.
/// - A reloaded dotfile applies to running countdowns: their start is kept, and one already
///   past fires at the reload. Autohide turned off ends an immersion hide, wait or reveal
///   (a manual hide stays); turned on over an immersive window it starts the countdown;
///   `animate` turned off mid-animation finishes hiding at once.
///
/// The strip is stacked above the full-screen window while revealed and while animating out
/// (so a revealed strip does not drop behind the window before it has gone).
///
/// All times are seconds on one monotonic clock; input timed before the latest input counts as
/// at the latest input's time, and non-finite times are ignored. Deadlines fire at their own time, so a
/// late tick can find the hide animation partly or wholly over. Input at a time wins over a
/// deadline at the same time: an interaction exactly when a reveal ends keeps it revealed.
public struct VisibilityMachine: Sendable, Equatable {
    /// Seconds the strip takes to animate out.
    public static let hideAnimationDuration = 0.25

    /// Where the strip is.
    public private(set) var phase: VisibilityPhase = .visible
    /// The dotfile's `[fullscreen]` section in use.
    public private(set) var config: PanelConfig.Fullscreen
    /// Whether hiding animates (`style.animation` other than `none`); when false the strip disappears at once.
    public private(set) var animate: Bool
    /// Whether the active window is immersive, as last reported (whatever `autohide` says).
    public private(set) var isImmersive = false
    /// Whether the strip is hiding or hidden because of `msg hide`, so that leaving immersion
    /// does not bring it back.
    public private(set) var isManuallyHidden = false

    /// When the running reveal's stay began (the last interaction); meaningful only while
    /// revealed, kept so a changed `stay_revealed` applies to it.
    private var revealedSince = 0.0
    /// The time the machine has been brought up to; input earlier than this counts as now.
    private var clock = -Double.infinity

    /// Creates a machine with the strip visible and no immersive window.
    public init(config: PanelConfig.Fullscreen, animate: Bool) {
        self.config = config
        self.animate = animate
    }

    /// Takes `event` at `now` (seconds on the monotonic clock). Deadlines before `now` fire
    /// first, then the event, then deadlines at `now`.
    public mutating func handle(_ event: VisibilityEvent, at now: Double) {
        guard now.isFinite else { return }
        let now = max(now, clock)
        runDeadlines(through: now, inclusive: false)
        apply(event, at: now)
        runDeadlines(through: now, inclusive: true)
    }

    /// The next time the machine needs a `.tick` (hide timer, end of the hide animation, end
    /// of a reveal), or nil.
    public var deadline: Double? {
        guard let due = phaseEnd, due.isFinite else { return nil }
        return due
    }

    /// What the shell should show at `now`. Deadlines up to `now` are taken as fired, so this
    /// is right even before the shell has handled the `.tick` that is due.
    public func presentation(at now: Double) -> VisibilityPresentation {
        var settled = self
        settled.handle(.tick, at: now)
        switch settled.phase {
        case .visible, .waitingToHide:
            return VisibilityPresentation(stripMapped: true, revealZoneMapped: false, aboveFullscreen: false,
                                          hideProgress: 0, isAnimating: false)
        case .revealed:
            return VisibilityPresentation(stripMapped: true, revealZoneMapped: false, aboveFullscreen: true,
                                          hideProgress: 0, isAnimating: false)
        case .hiding(let since):
            let linear = min(max((settled.clock - since) / Self.hideAnimationDuration, 0), 1)
            return VisibilityPresentation(stripMapped: true, revealZoneMapped: false, aboveFullscreen: true,
                                          hideProgress: Self.ease(linear), isAnimating: true)
        case .hidden:
            return VisibilityPresentation(stripMapped: false, revealZoneMapped: true, aboveFullscreen: false,
                                          hideProgress: 1, isAnimating: false)
        }
    }

    /// Smoothstep: starts and ends gently; exactly 0.5 halfway.
    static func ease(_ t: Double) -> Double { t * t * (3 - 2 * t) }

    // MARK: The machine

    /// Whether immersion currently asks the strip to hide.
    private var hidesForImmersion: Bool { config.autohide && isImmersive }

    /// The dotfile checks these ranges; a negative or NaN value counts as 0 here.
    private var hideAfter: Double { config.hideAfter >= 0 ? config.hideAfter : 0 }
    private var stayRevealed: Double { config.stayRevealed >= 0 ? config.stayRevealed : 0 }

    /// When the present phase ends by itself.
    private var phaseEnd: Double? {
        switch phase {
        case .visible, .hidden: nil
        case .waitingToHide(let since): since + hideAfter
        case .hiding(let since): since + Self.hideAnimationDuration
        case .revealed(let until): until
        }
    }

    /// Fires the deadlines before (or, when `inclusive`, at) `now`, each at its own time, or at
    /// the last input's time when a reload moved it into the past.
    private mutating func runDeadlines(through now: Double, inclusive: Bool) {
        // Each firing moves towards hidden, which has no deadline, so this ends.
        while let due = phaseEnd, inclusive ? due <= now : due < now {
            clock = max(due, clock)
            switch phase {
            case .waitingToHide, .revealed: startHiding(at: clock)
            case .hiding: phase = .hidden
            case .visible, .hidden: break
            }
        }
        clock = max(clock, now)
    }

    private mutating func apply(_ event: VisibilityEvent, at now: Double) {
        switch event {
        case .immersionChanged(let immersive):
            isImmersive = immersive
            reconcile(at: now, newWindow: false)
        case .activeWindowChanged(let immersive):
            isImmersive = immersive
            reconcile(at: now, newWindow: true)
        case .tap:
            switch phase {
            case .visible: break
            case .waitingToHide: phase = .waitingToHide(since: now)
            case .hiding, .hidden, .revealed: show(at: now)
            }
        case .interaction:
            switch phase {
            case .waitingToHide: phase = .waitingToHide(since: now)
            case .revealed: show(at: now)
            case .visible, .hiding, .hidden: break
            }
        case .hide:
            hide(at: now)
        case .reveal:
            // A visible strip stays visible: immersion never hides it there (see `reconcile`).
            show(at: now)
        case .toggle:
            switch phase {
            case .visible, .waitingToHide, .revealed: hide(at: now)
            case .hiding, .hidden: show(at: now)
            }
        case .configChanged(let config, let animate):
            self.config = config
            self.animate = animate
            if case .revealed = phase { phase = .revealed(until: revealedSince + stayRevealed) }
            if !animate, case .hiding = phase { phase = .hidden }
            reconcile(at: now, newWindow: false)
        case .tick:
            break
        }
    }

    /// Brings the phase in line with immersion: shows the strip when immersion no longer hides
    /// it (unless hidden by hand), starts the countdown when it does.
    private mutating func reconcile(at now: Double, newWindow: Bool) {
        if hidesForImmersion {
            switch phase {
            case .visible: phase = .waitingToHide(since: now)
            case .waitingToHide: if newWindow { phase = .waitingToHide(since: now) }
            case .hiding, .hidden, .revealed: break
            }
        } else {
            switch phase {
            case .visible: break
            case .waitingToHide, .revealed: phase = .visible
            case .hiding, .hidden: if !isManuallyHidden { phase = .visible }
            }
        }
    }

    /// `msg hide`: a shown strip goes, marked manual.
    private mutating func hide(at now: Double) {
        switch phase {
        case .visible, .waitingToHide, .revealed:
            startHiding(at: now)
            isManuallyHidden = true
        case .hiding, .hidden:
            break
        }
    }

    private mutating func startHiding(at now: Double) {
        phase = animate && Self.hideAnimationDuration > 0 ? .hiding(since: now) : .hidden
    }

    /// Brings the strip back (or extends a reveal): above the full-screen window while
    /// immersion hides the strip, else as a normal dock. Ends a manual hide.
    private mutating func show(at now: Double) {
        isManuallyHidden = false
        if hidesForImmersion {
            revealedSince = now
            phase = .revealed(until: now + stayRevealed)
        } else {
            phase = .visible
        }
    }
}
