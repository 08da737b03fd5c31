import CX11
import PanelCore

/// The screen side of the panel: the X connection and the manager selection, the strips
/// (``StripSet``, which hold the tray), and the watches of other clients' windows and of the
/// screen. It shows what the device side reads (``DeviceSide/shown``) and carries out what
/// PanelCore decides about windows.
final class ScreenSide {
    let connection: XConnection
    let selection: ManagerSelection
    let strips: StripSet
    let windowWatch: WindowWatch
    /// The monitors, the wallpaper and the compositor.
    var screenWatch: ScreenWatch
    /// What the strips show.
    let device: DeviceSide
    /// Why the panel runs without a tray, as last logged (``followTrayItem(_:)``).
    var trayRefusal: String?
    /// Why the StatusNotifierItem tray did not start, as last logged: said once, not at every
    /// reload while the bus stays unreachable.
    var busFailure: String?
    /// The loop's one registry of descriptors, where the StatusNotifierItem tray's bus is added
    /// while it runs (it starts and stops with the `tray` item, at a reload too).
    let sources: EventSources
    /// Follows the desktops, the focused window and the keyboard while one of their items is
    /// placed (``followDesktopItems(_:)``); nil otherwise.
    var desktopWatch: DesktopWatch?
    /// Follow the media players and the notifications' pause on the session bus, while `media`
    /// and `dnd` are placed.
    var sessionFollowers = SessionFollowers()

    /// Starts watching the windows and the screen and opens the strips' font; no strip is made
    /// until ``scan(_:)``. `selection` was claimed first, so a second panel on this screen
    /// stops before it shows anything.
    init(connection: XConnection, selection: ManagerSelection, config: PanelConfig, device: DeviceSide,
         timers: Timers, sources: EventSources) throws(PanelError) {
        self.connection = connection
        self.sources = sources
        self.selection = selection
        self.device = device
        windowWatch = WindowWatch(connection: connection, selectionWindow: selection.window)
        screenWatch = ScreenWatch(connection: connection)
        strips = try StripSet(connection: connection, windowWatch: windowWatch, config: config, composited: screenWatch.compositorRuns,
                              timers: timers)
    }

    /// Makes a strip for each monitor `config` selects, shows the device state on them and
    /// starts the tray when the item is placed.
    func scan(_ config: PanelConfig) throws(PanelError) {
        followDesktopItems(config)
        try strips.layout(config: config, composited: screenWatch.compositorRuns, showing: device.shown)
        followTrayItem(config)
        connection.flush()
    }

    /// Gives the tray's icons back (to the next tray) before the panel exits.
    func cleanUp() { strips.tray?.stop() }

    /// Draws what the device side shows on every strip whose frame changed.
    /// Then follows the volume and the backlight for the level indicator.
    func redraw() {
        strips.redraw(device.shown)
        strips.followLevels(device.contents, composited: screenWatch.compositorRuns, at: Clocks.monotonic())
    }

    /// Lays the strips out again for `config`.
    func relayout(_ config: PanelConfig, after cause: StaticString) {
        do { try strips.layout(config: config, composited: screenWatch.compositorRuns, showing: device.shown) } catch {
            Log.error("cannot lay out the strips after \(cause)")
        }
    }

    /// `msg style`: the content `requested` (`auto`: what is beneath again), redrawn at once.
    func overrideStyle(_ requested: ContentStyle, at now: Double) {
        strips.contentOverride = requested == .auto ? nil : requested
        strips.restyle(sampling: false, showing: device.shown, at: now)
    }
}
