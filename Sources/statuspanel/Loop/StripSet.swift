import CX11
import PanelCore
#if canImport(Glibc)
import Glibc
#endif

/// The panel's strips: one ``MonitorStrip`` per selected monitor, what they are drawn with
/// (``StripDrawing``), the popups over them (``StripPopups``), and their shared timers in the
/// panel's ``Timers`` (periodic looks beneath, checks that a window manager mapped the docks).
///
/// The loop tells it what changed (the dotfile, the monitors, X events and window changes, the
/// time) and what to show; it places, styles and draws every strip. A class, like the strips it
/// holds: it owns X windows.
final class StripSet {
    let connection: XConnection
    let windowWatch: WindowWatch
    /// The visual, font and scale of every strip and popup.
    private(set) var drawing: StripDrawing
    /// Pixels per point, from `Xft.dpi`.
    var scale: Double { drawing.scale }
    /// The one font every strip draws and measures with.
    var font: XftTextMeasurer { drawing.font }
    /// The dotfile of the last layout.
    private(set) var config: PanelConfig
    /// `msg style dark|light` until `msg style auto`; the caller restyles after a change.
    var contentOverride: ContentStyle?
    /// One strip per selected monitor, in screen order.
    private(set) var strips: [MonitorStrip] = []
    /// The panel's timers, where the strips arm theirs.
    let timers: Timers
    /// The dock checks under way.
    var dockChecks = DockChecks()
    /// The system tray, hosted by one strip (``TrayHost``); nil without the `tray` item.
    var tray: SystemTray?
    /// The StatusNotifierItem tray on the session bus; nil without a bus or the `tray` item.
    var statusNotifier: StatusNotifierTray?
    /// The StatusNotifierItem icons' pictures.
    private(set) lazy var iconPictures = IconPictures(connection: connection)
    /// The app menu, the tooltip and the level indicator open, and the machines that time them.
    var popups = StripPopups() { didSet { popups.arm(timers) } }

    /// A tooltip of `lines` in the strips' visual and font.
    func makeTooltip(_ lines: [String], foreground: Color, anchor: (x: Int, y: Int), monitor: Monitor) -> TooltipPopup {
        TooltipPopup(connection: connection, visual: drawing.visual, font: font, scale: scale, foreground: foreground, lines: lines,
                     anchor: anchor, monitor: monitor)
    }

    /// A menu popup for `root` in the strips' visual and font.
    func makeMenuPopup(_ root: MenuEntry, foreground: Color, anchor: (x: Int, y: Int), monitor: Monitor) -> MenuPopup {
        MenuPopup(connection: connection, visual: drawing.visual, font: font, scale: scale, foreground: foreground, root: root,
                  anchor: anchor, monitor: (monitor.x, monitor.y, monitor.width, monitor.height))
    }

    /// Picks the visual for `config` and whether a compositor runs; no strips until ``layout(config:composited:showing:)``.
    init(connection: XConnection, windowWatch: WindowWatch, config: PanelConfig, composited: Bool, timers: Timers) throws(PanelError) {
        let name = config.panel.font
        guard let font = XftTextMeasurer(connection: connection, name: name) ?? Self.fallbackFont(connection, instead: name) else {
            throw .setup("cannot open the font '\(name)' (panel.font): is fontconfig installed?")
        }
        self.connection = connection
        self.windowWatch = windowWatch
        self.timers = timers
        self.config = config
        drawing = StripDrawing(connection: connection, font: font)
        let wanted = wantedVisual(composited: composited)
        drawing.use(wanted)
    }

    // MARK: - Layout

    /// Makes the strips match the monitors `config` selects: a strip per monitor, kept (and moved)
    /// where its monitor still exists, made for a new one, destroyed for one that went away; all
    /// of them made again when the visual must change (`composited`: whether a compositor runs).
    /// Then restyles and draws `shown`.
    func layout(config: PanelConfig, composited: Bool, showing shown: ItemContents) throws(PanelError) {
        self.config = config
        let now = Clocks.monotonic()
        let wanted = wantedVisual(composited: composited)
        // Visibility of strips replaced by new windows (a new visual), to carry over by monitor.
        var carried: [(monitor: Monitor, machine: VisibilityMachine)] = []
        if wanted.hasAlpha != drawing.visual.hasAlpha {
            // A compositor came or went, or the style now needs (or no longer needs) alpha.
            carried = strips.map { ($0.monitor, $0.visibility.machine) }
            tray?.park()
            for strip in strips { strip.destroy() }
            strips = []
            drawing.use(wanted)
        }
        let height = Int((Double(config.panel.height) * scale).rounded())
        let available = connection.monitors()
        let monitors = Monitor.stripMonitors(config.panel.monitor, from: available)
        let kept = MonitorMatching.match(wanted: monitors, existing: strips.map(\.monitor))
        var next: [MonitorStrip] = []
        for (monitor, index) in zip(monitors, kept) {
            let geometry = StripGeometry(monitor: monitor, height: height)
            if let index {
                strips[index].update(geometry: geometry, config: config, composited: composited, at: now)
                next.append(strips[index])
            } else {
                next.append(MonitorStrip(connection: connection, geometry: geometry, visual: drawing.visual, composited: composited,
                                         config: config, font: font, scale: scale, windowWatch: windowWatch,
                                         timers: timers.newStrip()))
            }
        }
        let inherited = MonitorMatching.match(wanted: monitors, existing: carried.map(\.monitor))
        for (strip, index) in zip(next, inherited) {
            if let index { strip.visibility.adopt(carried[index].machine, at: now) }
        }
        let remaining = strips.indices.filter { !kept.contains($0) }.map { strips[$0] }
        if !remaining.isEmpty { tray?.park() }
        for strip in remaining { strip.destroy() }
        strips = next
        noteOwnWindows()
        restyle(sampling: true, wallpaper: true, showing: shown, at: now)
        var mapped = false
        for strip in strips where !strip.dock.isMapped && strip.visibility.machine.phase == .visible {
            strip.dock.map()
            strip.visibility.start(at: now)
            mapped = true
        }
        // A window manager still starting (it may have announced itself before the panel looked,
        // so no change will follow) can drop this MapRequest too: check these docks as well.
        if mapped { startDockChecks(at: now) }
    }

    /// Opens `font` for every strip; false, and the font in use kept, when it cannot be opened.
    func changeFont(to font: String) -> Bool {
        guard let opened = XftTextMeasurer(connection: connection, name: font) else { return false }
        use(opened)
        return true
    }

    /// Draws and measures with `opened` from now on.
    private func use(_ opened: XftTextMeasurer) {
        drawing.font = opened
        for strip in strips { strip.renderer.font = opened }
    }

    /// Sans-serif at the default size, when `name` cannot be opened at all (a pattern fontconfig
    /// cannot parse): one message, and the panel runs.
    private static func fallbackFont(_ connection: XConnection, instead name: String) -> XftTextMeasurer? {
        Log.error("cannot open the font '\(name)' (panel.font); using sans-serif")
        return XftTextMeasurer(connection: connection, name: PanelConfig.Panel.defaultFont)
    }

    /// Whether a strip's font came from the cache file and awaits ``confirmFonts()``.
    var hasUnconfirmedFonts: Bool { font.isUnconfirmed }

    /// Checks the fonts opened from the cache file against fontconfig, opening the right ones
    /// where they differ; true when a font changed (lay the strips out again).
    func confirmFonts() -> Bool {
        guard font.isUnconfirmed, !font.confirmMatch(), let matched = XftTextMeasurer(connection: connection, name: font.name) else {
            return false
        }
        use(matched)
        return true
    }

    // MARK: - Drawing

    /// Makes the next ``redraw(_:)`` paint every strip, whatever is on screen, and measures the
    /// digits (loading their glyphs), so that code is run again, as the minute's first new time
    /// will run it (``Panel`` calls this right after ``StartupPages/release()``).
    func rehearseFrames() {
        for strip in strips {
            strip.repaintNextFrame()
            _ = font.width(of: "0123456789")
        }
    }

    /// Runs what a tap on each strip's reveal zone decides, without acting on it
    /// (``StripVisibility/rehearseTap(at:)``), the press's target (``ClickTarget``) among
    /// `shown`, and the first look at the mapped strip's place (``DockKeeper/rehearse(intended:)``).
    func rehearseTaps(showing shown: ItemContents, at now: Double) {
        for strip in strips {
            let press = StripInput.press(strip.visibility.zoneWindow, StripPress(button: 1, x: 0, y: 0, rootX: 0, rootY: 0))
            _ = clickTarget(for: press, showing: shown, followsDesktops: false, followsSessionBus: false)
            strip.visibility.rehearseTap(at: now)
            DockKeeper.rehearse(intended: strip.dock.geometry)
        }
    }

    /// Draws `shown` on every strip whose frame differs from the one on screen.
    func redraw(_ shown: ItemContents) {
        let now = Clocks.monotonic()
        var layout = StripLayout(items: config.items, scale: scale, direction: LocaleEnvironment.direction(config.panel.direction))
        layout.options = config.itemOptions
        layout.pillTime = config.pill.time
        layout.table = config.itemTable
        watchPointerForTooltips(shown)
        let trayHost = trayHostIndex
        let notifierStrips = statusNotifierStrips, notifierPictures = statusNotifierPictures()
        layout.monitors = strips.map(\.dock.geometry.monitor)
        for (index, strip) in strips.enumerated() {
            let geometry = strip.dock.geometry
            layout.monitor = geometry.monitor
            let start = Log.traces ? Clocks.monotonic() : 0
            let slots = traySlots(on: index, trayHost: trayHost, notifierStrips: notifierStrips)
            let pictures = Self.trayPictures(slots, xembed: index == trayHost ? tray?.pictures ?? [] : [], statusNotifier: notifierPictures[index] ?? [])
            var contents = shown
            // The tray's icons on this strip: which, in their one order, and their pixels' revisions.
            if !slots.isEmpty { contents.trayIcons = zip(slots, pictures).map { TrayIcon(slot: $0, revision: $1?.revision ?? 0) } }
            guard let frame = strip.style.frame(at: now, layout: {
                layout.layout(contents, theme: $0, width: geometry.width, height: geometry.height, text: font)
            }) else { continue }
            let drew = strip.draw(frame, icons: pictures)
            if index == trayHost, drew, let tray {
                tray.place(TrayOrder.xembedPlacements(frame.trayIcons, slots: slots), in: strip.dock.window, visual: drawing.visual)
            }
            if Log.traces && drew {
                connection.sync()
                Log.trace("frame \(Int(((Clocks.monotonic() - start) * 1e6).rounded())) us")
            }
        }
        followTooltipText(shown)
    }

    /// Resolves every strip's theme again, after reading beneath them when `sampling` and the
    /// wallpaper behind them when `wallpaper` (it changes only with the root pixmap or the place),
    /// then draws `shown`.
    func restyle(sampling: Bool, wallpaper: Bool = false, showing shown: ItemContents, at now: Double) {
        let resolver = StyleResolver(style: config.style)
        windowWatch.beginRestyle()
        let trayHost = trayHostIndex
        for (index, strip) in strips.enumerated() {
            let inputs = windowWatch.styleInputs(on: strip.dock.geometry.monitor, stripHeight: strip.dock.geometry.height, override: contentOverride)
            if sampling && StyleSources.readsBeneath(in: strip.visibility.machine.phase) {
                strip.style.sampleBeneath(connection, geometry: strip.dock.geometry)
            }
            if wallpaper { strip.style.readWallpaper(connection, geometry: strip.dock.geometry, scale: scale) }
            strip.style.restyle(resolver, inputs: inputs, animation: config.style.animation, at: now)
            if let theme = strip.style.resolved { strip.setBackdrop(strip.style.backdrop(for: theme, composited: drawing.visual.hasAlpha)) }
            if index == trayHost, let theme = strip.style.resolved { tray?.setColors(foreground: theme.foreground) }
        }
        if let next = PanelTiming.nextStyleLook(after: now, followsBeneath: config.style.color == .auto) {
            timers.table.armNoLaterThan(.strips(.styleLook), at: next)
        }
        redraw(shown)
    }

    // MARK: - Events and time

    /// Handles `input` if it is about a strip's windows (an exposure, a tap, the pointer on an
    /// overlay); true when it was, and the caller need not look further. What a press does to
    /// the items was decided before (``clickTarget(for:showing:followsDesktops:followsSessionBus:)``).
    func claim(_ input: StripInput, at now: Double) -> Bool {
        popups.levelWindow?.claim(input) == true || strips.contains { $0.claim(input, at: now) }
    }

    /// Hands `event` to every strip's visibility (`msg reveal`, `hide`, `toggle`).
    func handle(_ event: VisibilityEvent, at now: Double) {
        for strip in strips { strip.visibility.handle(event, at: now) }
    }

    /// After a batch of X events: reads what they changed of the windows, tells each strip what
    /// that means, schedules the dock checks after a window manager change, and looks beneath
    /// again (redrawing `shown`) when the active window, its facts or the wallpaper changed.
    func finish(wallpaperChanged: Bool, showing shown: ItemContents, at now: Double) {
        let changes = windowWatch.takeChanges()
        for strip in strips { strip.visibility.finish(changes, at: now) }
        for strip in strips { strip.keepInPlace(at: now) }
        if changes.windowManager { startDockChecks(at: now) }
        if changes.activeWindow || changes.facts || wallpaperChanged {
            restyle(sampling: true, wallpaper: wallpaperChanged, showing: shown, at: now)
            if changes.activeWindow { timers.table.armNoLaterThan(.strips(.styleLook), at: PanelTiming.styleLookAfterActivation(at: now)) }
        }
    }


    // MARK: - Visual and scale

    /// ARGB while a compositor runs and the style has translucency; the default visual otherwise.
    private func wantedVisual(composited: Bool) -> StripVisual {
        let theme = StyleResolver(style: config.style).resolve(StyleInputs(override: contentOverride))
        return drawing.visual(alpha: StripVisualChoice.wantsAlpha(compositorRuns: composited, styleIsOpaque: theme.isOpaque),
                              connection: connection)
    }
}
