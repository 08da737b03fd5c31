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

    /// Starts the StatusNotifierItem tray (at the start, with the `tray` item and a session bus:
    /// only then is libdbus-1 loaded), or drops it when the item is left out.
    private func followStatusNotifier(wanted: Bool) {
        if wanted, strips.statusNotifier == nil, !statusNotifierTried {
            statusNotifierTried = true
            var failure: String?
            strips.statusNotifier = StatusNotifierTray(iconSize: strips.trayIconSize, failure: &failure)
            strips.statusNotifier?.iconTheme.xsettingsName = connection.xsettingsIconTheme()
            strips.statusNotifier?.onChange = { [unowned strips] in strips.forgetStatusNotifierFrames() }
            strips.followMenus()
            strips.statusNotifier?.onDeadlineChange = { [unowned strips] in strips.timers.table[.strips(.statusNotifier)] = $0 }
            if let failure { Log.error(failure) }
        } else if !wanted, let statusNotifier = strips.statusNotifier {
            strips.closeMenu()
            strips.popups.tooltip = nil
            strips.forgetStatusNotifierFrames()
            statusNotifier.stop()
            statusNotifier.onDeadlineChange = { _ in }
            strips.statusNotifier = nil
            strips.timers.table[.strips(.statusNotifier)] = nil
        }
    }
}
