import CX11
import PanelCore

extension ScreenSide {
    /// Starts the system tray when `config` places the `tray` item, stops it (icons given back)
    /// when it does not.
    func followTrayItem(_ config: PanelConfig) {
        let wanted = config.items.contains(.tray)
        var refusal: String?
        if wanted, strips.tray == nil, let tray = SystemTray(connection: connection, iconSize: strips.trayIconSize, refusal: &refusal) {
            trayRefusal = nil
            strips.tray = tray
            windowWatch.keepsSelection = { [unowned tray] in tray.holds($0) }
            tray.isPanelWindow = { [unowned windowWatch] in windowWatch.isOwn($0) }
            // Also sets the colours clients draw symbolic icons in.
            strips.restyle(sampling: false, showing: device.shown, at: Clocks.monotonic())
        } else if !wanted, let tray = strips.tray {
            tray.stop()
            strips.tray = nil
            windowWatch.keepsSelection = { _ in false }
        }
        followStatusNotifier(wanted: wanted)
        // Said once, not at every reload while another tray keeps the selection.
        if let refusal, refusal != trayRefusal { Log.error(refusal) }
        if refusal != nil { trayRefusal = refusal }
    }

    /// Starts the StatusNotifierItem tray (with the `tray` item and a session bus: only then is
    /// libdbus-1 loaded), at the start or when a reload adds the item, or stops it when the item
    /// is left out.
    private func followStatusNotifier(wanted: Bool) {
        if wanted, strips.statusNotifier == nil {
            var failure: String?
            defer {
                if let failure, failure != busFailure { Log.error(failure) }
                busFailure = failure
            }
            let timeout = TimerEntry(timers: strips.timers, key: .strips(.statusNotifier))
            guard let statusNotifier = StatusNotifierTray(iconSize: strips.trayIconSize, timeout: timeout, failure: &failure) else { return }
            strips.statusNotifier = statusNotifier
            statusNotifier.iconTheme.xsettingsName = connection.xsettingsIconTheme()
            statusNotifier.icons.look = TimerEntry(timers: strips.timers, key: .strips(.iconDecodes))
            statusNotifier.onChange = { [unowned strips] in strips.forgetStatusNotifierFrames() }
            strips.followMenus()
            sources.add("session bus", statusNotifier.fileDescriptor) { [unowned self, unowned statusNotifier] _ in
                if !statusNotifier.receive() {
                    Log.error("the session bus closed the connection: no StatusNotifierItem icons")
                    stopStatusNotifier()
                }
                return .handled
            }
        } else if !wanted {
            stopStatusNotifier()
        }
    }

    /// Gives up the StatusNotifierItem tray: its menu and tooltip close, its names are released,
    /// its icons leave the strips.
    private func stopStatusNotifier() {
        guard let statusNotifier = strips.statusNotifier else { return }
        sources.remove(statusNotifier.fileDescriptor)
        strips.closeMenu()
        strips.popups.tooltip = nil
        strips.forgetStatusNotifierFrames()
        statusNotifier.stop()
        statusNotifier.bus.timeout = nil
        strips.statusNotifier = nil
        strips.timers.table[.strips(.statusNotifier)] = nil
        strips.timers.table[.strips(.iconDecodes)] = nil
    }
}
