import CX11
import PanelCore

/// A press on one of the strips: the strip it landed on, what it does there, and the level it
/// changes, if any.
///
/// A struct, not a tuple: the compiler copied the optional tuple through its runtime metadata,
/// which the runtime builds from the tuple's mangled name on first use, so the first tap after
/// idle read that name's page of the binary back from the disk (bench/tap).
struct StripClick {
    let strip: MonitorStrip
    let target: ClickTarget
    let level: LevelIndicator.Source?
}

extension StripSet {
    /// What `input` does, if it is a press on one of the strips' windows: the strip it landed
    /// on and PanelCore's one decision (``ClickTarget``) on that strip's frame on screen, with
    /// `shown` (read only for a press) and whether the panel follows the desktops and the
    /// session bus; and the level it changes, if it lands on `volume` or `brightness`
    /// (``LevelIndicator/Source/pressed(_:on:)``). Asked before ``claim(_:at:)``, which may
    /// change the strip's phase.
    func clickTarget(for input: StripInput, showing shown: @autoclosure () -> ItemContents, followsDesktops: Bool,
                     followsSessionBus: Bool) -> StripClick? {
        guard case .press(let window, let press) = input else { return nil }
        for (index, strip) in strips.enumerated() {
            guard let surface = strip.surface(of: window) else { continue }
            guard let onScreen = strip.onScreen else { return StripClick(strip: strip, target: surface == .items ? .nothing : .reveal, level: nil) }
            let geometry = strip.dock.geometry, contents = shown()
            var scene = ClickTarget.Scene(list: onScreen, monitor: geometry.monitor, stripX: geometry.x, stripY: geometry.y,
                                          actions: config.actions.withBuiltInDefaults(for: contents), contents: contents)
            if let statusNotifier, statusNotifierStrips.contains(index) {
                scene.traySlots = traySlots(on: index)
                scene.statusNotifierItems = statusNotifier.shown.map(\.entry.item)
            }
            scene.followsDesktops = followsDesktops
            scene.followsSessionBus = followsSessionBus
            scene.wrapsDesktops = config[WorkspacesOptions.self].wrap
            scene.volumeStep = config[VolumeOptions.self].step
            let level = surface == .items ? LevelIndicator.Source.pressed(press, on: onScreen) : nil
            return StripClick(strip: strip, target: ClickTarget.of(press, on: surface, in: scene), level: level)
        }
        return nil
    }
}
