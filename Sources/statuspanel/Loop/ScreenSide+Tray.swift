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
        followSessionBus(config)
        // Said once, not at every reload while another tray keeps the selection.
        if let refusal, refusal != trayRefusal { Log.error(refusal) }
        if refusal != nil { trayRefusal = refusal }
    }
}
