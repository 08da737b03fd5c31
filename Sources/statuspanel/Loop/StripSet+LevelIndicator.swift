import CX11
import PanelCore

/// The transient level indicator: PanelCore's ``LevelIndicator`` decides when it shows (a change
/// of the volume or the backlight from elsewhere) and goes, ``LevelIndicatorLayout`` where and
/// how it is drawn; these feed it the readings and the presses, arm its one timer (through
/// ``StripPopups/arm(_:)``) and show its ``LevelIndicatorWindow`` under the strip of the monitor
/// under the pointer. The strips themselves never change for it.
extension StripSet {
    /// Follows the readings in `state` at `now` (each turn's redraw hands them over): a change
    /// from elsewhere shows the indicator or updates it, drawn with alpha where a compositor runs
    /// (`composited`); one the dotfile now turns off (a reload) goes at once.
    func followLevels(_ state: ItemContents, composited: Bool, at now: Double) {
        if let shown = popups.level.shown, !enabled(shown.source), popups.level.dismiss() { closeLevel() }
        let volume = state.volume.map { LevelIndicator.Level(device: $0.sink, percent: $0.percent, muted: $0.muted) }
        let brightness = state.brightness.map { LevelIndicator.Level(device: $0.name, percent: $0.percent) }
        var changed = popups.level.read(.volume, volume, at: now, enabled: enabled(.volume))
        if popups.level.read(.brightness, brightness, at: now, enabled: enabled(.brightness)) { changed = true }
        if changed { showLevel(composited: composited) }
    }

    /// A press on the `volume` or `brightness` item of a strip, `source` (before it is carried
    /// out; ``clickTarget(for:showing:followsDesktops:followsSessionBus:)`` finds it): the change
    /// it makes is the panel's own and shows no indicator.
    func notePress(on source: LevelIndicator.Source, at now: Double) {
        popups.level.pressed(source, at: now)
    }

    /// The ``StripsTimer/levelIndicator`` timer: the indicator goes once its time is up.
    func fireLevelIndicator(at now: Double) {
        if popups.level.tick(at: now) { closeLevel() }
    }

    /// Tells the window watch which windows are the panel's (the strips', the tray's, the level
    /// indicator's), so none is taken for an application's (in a kiosk, for the full-screen one).
    func noteOwnWindows() {
        let tray = tray.map { [$0.ownerWindow, $0.holder] } ?? []
        windowWatch.setOwnWindows(strips.flatMap(\.windows) + tray + (popups.levelWindow.map { [$0.window] } ?? []))
    }

    /// Whether the dotfile shows the indicator for `source`.
    private func enabled(_ source: LevelIndicator.Source) -> Bool {
        source == .volume ? config[VolumeOptions.self].indicator : config[BrightnessOptions.self].indicator
    }

    /// Shows what ``StripPopups/level`` says on the monitor under the pointer (else the primary),
    /// in the colours of that monitor's strip; the window is kept while its place stays.
    private func showLevel(composited: Bool) {
        guard let shown = popups.level.shown,
              let index = LevelIndicatorLayout.monitorIndex(strips.map(\.monitor), pointer: connection.pointer(on: connection.root)) else { return }
        let strip = strips[index]
        let theme = strip.style.resolved ?? Theme.resolve(config.style, content: contentOverride)
        let frame = LevelIndicatorLayout.frame(on: strip.monitor, stripHeight: strip.dock.geometry.height, scale: scale)
        let list = LevelIndicatorLayout.list(shown, colors: LevelIndicatorLayout.colors(for: theme), width: frame.width, height: frame.height, scale: scale,
                                             direction: LocaleEnvironment.direction(config.panel.direction))
        if popups.levelWindow?.frame != frame {
            // With alpha wherever a compositor runs, whatever the strips use: its rounded ends
            // and its see-through panel show what is beneath.
            popups.levelWindow = nil
            let visual = drawing.visual.hasAlpha || !composited ? drawing.visual : (StripVisual.argb(connection) ?? drawing.visual)
            popups.levelWindow = LevelIndicatorWindow(connection: connection, visual: visual, font: font, scale: scale, frame: frame)
            noteOwnWindows()
        }
        popups.levelWindow?.show(list)
    }

    /// Takes the indicator's window away.
    private func closeLevel() {
        popups.levelWindow = nil
        noteOwnWindows()
    }
}
