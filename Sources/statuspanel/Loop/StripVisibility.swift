import CX11
import PanelCore

/// Carries out PanelCore's ``VisibilityMachine`` on the X server: which of the strip's windows
/// are mapped, stacked above the full-screen window, and where the hide animation is.
///
/// - visible: the dock (managed, with its strut).
/// - waiting to hide, hiding, revealed: the overlay twin above the full-screen window (a
///   focused full-screen window covers docks); the dock stays mapped beneath it until the strip
///   is hidden, so maximised windows elsewhere do not resize twice.
/// - hidden: nothing but the reveal zone; the dock is withdrawn, which lifts its strut.
final class StripVisibility {
    private let dock: DockWindow
    private let renderer: Renderer
    private let overlay: StripOverlay
    private let zone: RevealZone
    let windowWatch: WindowWatch
    private(set) var machine: VisibilityMachine
    /// The strip's entries in the panel's timers: the machine's deadline or the next frame.
    private let timers: StripTimers
    /// Whether a compositor runs: the hide animation then fades instead of sliding.
    private var composited: Bool
    /// The window that decided this strip's monitor at the last look.
    private var decider = DecidingWindow()

    init(connection: XConnection, dock: DockWindow, renderer: Renderer, visual: StripVisual, composited: Bool, config: PanelConfig,
         windowWatch: WindowWatch, timers: StripTimers) {
        self.composited = composited
        self.timers = timers
        self.dock = dock
        self.renderer = renderer
        self.windowWatch = windowWatch
        overlay = StripOverlay(connection: connection, geometry: dock.geometry, visual: visual)
        zone = RevealZone(connection: connection, geometry: dock.geometry, height: config.fullscreen.revealZone)
        machine = VisibilityMachine(config: config.fullscreen, animate: config.style.animates)
    }

    /// The overlay and the reveal zone.
    var windows: [Window] { [overlay.window, zone.window] }

    func destroy() {
        overlay.destroy()
        zone.destroy()
    }

    /// Takes over the state of the strip this one replaces (new windows for a new visual), so a
    /// hidden or revealed strip stays so; the active window is read again.
    func adopt(_ previous: VisibilityMachine, at now: Double) {
        machine = previous
        handle(decider.start(with: immersion()), at: now)
    }

    /// Reads the active window once at start-up.
    func start(at now: Double) {
        handle(decider.start(with: immersion()), at: now)
    }

    /// Handles `input` if it is about the overlay or the zone; true when it was (the caller need
    /// not look further). Restacking elsewhere puts them back on top.
    func claim(_ input: StripInput, at now: Double) -> Bool {
        switch input {
        case .press(let window, _) where window == zone.window || window == overlay.window:
            handle(.tap, at: now)
            return true
        case .pointer(overlay.window):
            handle(.interaction, at: now)
            return true
        case .exposed(overlay.window, let last):
            if last { renderer.present() }
            return true
        case .restacked(let window):
            // Another window raised over the overlay or the zone: put them back on top.
            if !windowWatch.isOwn(window) {
                overlay.raise()
                zone.raise()
            }
        default:
            break
        }
        return false
    }

    /// Runs what a tap on the reveal zone runs, on a copy of the machine and without touching
    /// the windows: the machine's step and the window plan. Right after the start-up pages are
    /// given back, this faults back the code and read-only data a tap needs, so that they stay
    /// mapped and a tap after long idle finds them (bench/tap).
    func rehearseTap(at now: Double) {
        var copy = machine
        copy.handle(.hide, at: now)
        copy.handle(.tap, at: now)
        _ = StripWindowPlan(copy, at: now)
        _ = copy.presentation(at: now).isAnimating
        _ = copy.deadline
    }

    /// The reveal zone's window, where a tap lands while the strip is hidden.
    var zoneWindow: Window { zone.window }

    /// What a press on `window` lands on, if it is the overlay or the zone: the strip's items
    /// on the overlay while it shows the strip whole, only a reveal otherwise. Asked before
    /// ``claim(_:at:)``, which may change the phase.
    func surface(of window: Window) -> ClickTarget.Surface? {
        if window == overlay.window { return machine.phase.takesItemClicks ? .items : .revealOnly }
        return window == zone.window ? .revealOnly : nil
    }

    /// After a batch of events: tells the machine what the window changes mean.
    func finish(_ changes: WindowChanges, at now: Double) {
        guard changes.needsDecision else { return }
        handle(decider.next(immersion(), underWindowManager: windowWatch.hasWindowManager, activeWindowChanged: changes.activeWindow),
               at: now)
    }

    func handle(_ event: VisibilityEvent, at now: Double) {
        machine.handle(event, at: now)
        apply(at: now)
    }

    /// The strip's ``StripTimer/visibility`` or ``StripTimer/animationFrame`` timer fired: a
    /// deadline of the machine is due, or the animation's next frame.
    func tick(at now: Double) {
        handle(.tick, at: now)
    }

    /// Follows a new strip geometry or dotfile.
    func update(config: PanelConfig, composited: Bool, at now: Double) {
        self.composited = composited
        overlay.update(geometry: dock.geometry)
        zone.update(geometry: dock.geometry, height: config.fullscreen.revealZone)
        handle(.configChanged(config.fullscreen, animate: config.style.animates), at: now)
    }

    private func immersion() -> ImmersionDecision {
        windowWatch.immersion(on: dock.geometry.monitor, stripHeight: dock.geometry.height)
    }

    private func apply(at now: Double) {
        let plan = StripWindowPlan(machine, at: now)
        let animating = machine.presentation(at: now).isAnimating
        overlay.showHide(of: plan, composited: composited)
        // Map before unmap, so the strip is never missing for a frame between the two windows.
        if plan.overlay && !overlay.isMapped {
            overlay.setMapped(true)
            renderer.mirrors = [overlay.window]
            renderer.present()
        }
        if plan.dock && !dock.isMapped { dock.map() }
        if !plan.dock && dock.isMapped { dock.withdraw() }
        if !plan.overlay && overlay.isMapped {
            overlay.setMapped(false)
            renderer.mirrors = []
        }
        zone.setMapped(plan.revealZone)
        timers.arm(.visibility, at: machine.deadline)
        timers.arm(.animationFrame, at: animating ? now + PanelTiming.animationFrameInterval : nil)
    }
}
