import CX11
import PanelCore

extension StripSet {
    /// The index of the strip that hosts the tray (``TrayHost``); nil without a tray or strips.
    var trayHostIndex: Int? {
        guard tray != nil else { return nil }
        return TrayHost.strip(among: strips.map(\.monitor), wanted: config[TrayOptions.self].monitor)
    }

    /// The side of a tray icon in the strips' height.
    var trayIconSize: Int {
        StripLayout(items: config.items, scale: scale)
            .trayIconSize(height: Int((Double(config.panel.height) * scale).rounded()))
    }
}
