import CX11
import PanelCore

/// One monitor's strip: the dock window and its renderer, the overlay twin and reveal zone of
/// its full-screen behaviour, and the frame it shows. The panel keeps one per selected monitor
/// and makes, moves or drops them as monitors come and go.
final class MonitorStrip {
    /// The managed window, with the strut: the strip as the window manager sees it.
    let dock: DockWindow
    let renderer: Renderer
    let visibility: StripVisibility
    let style: StripStyle
    /// The strip's entries in the panel's timers.
    let timers: StripTimers
    private(set) var onScreen: DisplayList?
    private var backdrop: PixelBuffer?

    init(connection: XConnection, geometry: StripGeometry, visual: StripVisual, composited: Bool, config: PanelConfig,
         font: XftTextMeasurer, scale: Double, windowWatch: WindowWatch, timers: StripTimers) {
        self.timers = timers
        style = StripStyle(timers: timers)
        dock = DockWindow(connection: connection, geometry: geometry, reserve: config.panel.layout == .reserve, visual: visual)
        renderer = Renderer(connection: connection, window: dock.window, visual: visual, font: font, scale: scale)
        visibility = StripVisibility(connection: connection, dock: dock, renderer: renderer, visual: visual,
                                     composited: composited, config: config, windowWatch: windowWatch, timers: timers)
    }

    /// The monitor this strip belongs to.
    var monitor: Monitor { dock.geometry.monitor }

    /// Every window of this strip (the window watch must not take them for an application's).
    var windows: [Window] { [dock.window] + visibility.windows }

    /// Shows `list` unless it is already on screen, with `icons` the pictures of its tray icons
    /// in its order (their pixels changed only if their ``TrayIcon`` in the list did); true when
    /// it drew.
    @discardableResult
    func draw(_ list: DisplayList, icons: @autoclosure () -> [TrayIconPicture?]) -> Bool {
        guard list != onScreen else { return false }
        renderer.render(list, icons: icons())
        onScreen = list
        return true
    }

    /// Makes the next ``draw(_:icons:)`` paint even an equal frame: the start-up pages'
    /// rehearsal (``StripSet/rehearseFrames()``) runs the drawing code once more.
    func repaintNextFrame() { onScreen = nil }

    /// Paints `image` under the background from the next frame on (nil: none).
    func setBackdrop(_ image: PixelBuffer?) {
        guard image != backdrop else { return }
        backdrop = image
        renderer.setBackdrop(image)
        onScreen = nil
    }

    /// Follows a new place or dotfile, or a compositor come or gone.
    func update(geometry: StripGeometry, config: PanelConfig, composited: Bool, at now: Double) {
        dock.update(geometry: geometry, reserve: config.panel.layout == .reserve)
        visibility.update(config: config, composited: composited, at: now)
    }

    /// Does what the strip's `timer` is due for at `now`.
    func fire(_ timer: StripTimer, at now: Double) {
        switch timer {
        case .visibility, .animationFrame: visibility.tick(at: now)
        case .transition: style.armNextFrame(after: now)
        case .dockKeeper: keepInPlace(at: now)
        }
    }

    /// Puts the dock back where another client had it moved (``DockWindow/keepInPlace(at:)``),
    /// and arms the look ``DockKeeper`` held back.
    func keepInPlace(at now: Double) {
        dock.keepInPlace(at: now)
        timers.arm(.dockKeeper, at: dock.keeper.recheck)
    }

    /// Handles `input` if it is about this strip's windows; true when it was.
    func claim(_ input: StripInput, at now: Double) -> Bool {
        switch input {
        case .exposed(dock.window, let last):
            if last { renderer.present() }
            return true
        case .press(dock.window, _):
            return true
        case .configured(dock.window):
            dock.noteMove()
            return true
        case .propertyChanged(dock.window, let atom):
            dock.noteProperty(atom)
            return true
        default:
            return visibility.claim(input, at: now)
        }
    }

    /// What a press on `window` lands on, if it is one of this strip's: the items on the dock,
    /// and on the overlay while it shows the strip whole; only a reveal elsewhere
    /// (``StripVisibility/surface(of:)``). Asked before ``claim(_:at:)``, which may change the phase.
    func surface(of window: Window) -> ClickTarget.Surface? {
        window == dock.window ? .items : visibility.surface(of: window)
    }

    /// Takes the strip off the screen for good (its monitor went away).
    func destroy() {
        timers.cancelAll()
        visibility.destroy()
        dock.destroy()
    }
}
