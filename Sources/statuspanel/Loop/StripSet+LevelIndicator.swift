import PanelCore

/// The transient level indicator: PanelCore's ``LevelIndicator`` decides when it shows (a change
/// of the volume or the backlight from elsewhere) and goes, ``LevelIndicatorLayout`` where and
/// how it is drawn; these feed it the readings and the presses, arm its one timer and show its
/// ``LevelIndicatorWindow`` over the strip of the monitor under the pointer. The strips
/// themselves never change for it.
extension StripSet {
    /// Follows the readings in `state` at `now` (each turn's redraw hands them over): a change
    /// from elsewhere shows the indicator or updates it.
    func followLevels(_ state: DeviceState, at now: Double) {
        let volume = state.volume.map { LevelIndicator.Level(device: $0.sink, percent: $0.percent, muted: $0.muted) }
        let brightness = state.brightness.map { LevelIndicator.Level(device: $0.name, percent: $0.percent) }
        var changed = levels.read(.volume, volume, at: now, enabled: config[VolumeOptions.self].indicator)
        if levels.read(.brightness, brightness, at: now, enabled: config[BrightnessOptions.self].indicator) { changed = true }
        if changed { showLevel() }
    }

    /// A press on the `volume` or `brightness` item of a strip (before it is carried out): the
    /// change it makes is the panel's own and shows no indicator.
    func notePress(_ input: StripInput, at now: Double) {
        for strip in strips {
            if let source = strip.levelSource(pressedBy: input) {
                levels.pressed(source, at: now)
                return
            }
        }
    }

    /// The ``StripsTimer/levelIndicator`` timer: the indicator goes once its time is up.
    func fireLevelIndicator(at now: Double) {
        if levels.tick(at: now) { levelWindow = nil }
    }

    /// After a reload: an indicator the dotfile now turns off goes at once.
    func followLevelOptions() {
        guard let shown = levels.shown else { return }
        let enabled = shown.source == .volume ? config[VolumeOptions.self].indicator : config[BrightnessOptions.self].indicator
        if !enabled, levels.dismiss() { levelWindow = nil }
    }

    /// Shows what ``levels`` says on the monitor under the pointer (else the primary), in the
    /// colours of that monitor's strip; the window is kept while its place stays.
    private func showLevel() {
        guard let shown = levels.shown,
              let index = LevelIndicatorLayout.monitorIndex(strips.map(\.monitor), pointer: connection.pointer(on: connection.root)) else { return }
        let strip = strips[index]
        let theme = strip.style.resolved ?? Theme.resolve(config.style, content: contentOverride)
        let frame = LevelIndicatorLayout.frame(on: strip.monitor, stripHeight: strip.dock.geometry.height, scale: scale)
        let list = LevelIndicatorLayout.list(shown, colors: LevelIndicatorLayout.colors(for: theme), width: frame.width, height: frame.height, scale: scale)
        if levelWindow?.frame != frame {
            levelWindow = nil
            levelWindow = LevelIndicatorWindow(connection: connection, visual: levelVisual(), font: font, scale: scale, frame: frame)
        }
        levelWindow?.show(list)
    }
}
