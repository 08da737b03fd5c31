import CX11
import PanelCore

extension XConnection {
    /// `Net/IconThemeName` from the XSETTINGS manager of this screen (a desktop's settings
    /// daemon: gsd-xsettings, xsettingsd, xfsettingsd); nil without one.
    func xsettingsIconTheme() -> String? {
        let owner = XGetSelectionOwner(display, atom("_XSETTINGS_S\(screen)"))
        guard owner != 0 else { return nil }
        var actualType: Atom = 0
        var format: Int32 = 0
        var count: UInt = 0
        var remaining: UInt = 0
        var data: UnsafeMutablePointer<UInt8>?
        let settings = atom("_XSETTINGS_SETTINGS")
        // At most 64 KiB (16 K longs): settings daemons publish a few kilobytes.
        let status = XGetWindowProperty(display, owner, settings, 0, PanelLimits.xsettingsBytes / 4, False, settings,
                                        &actualType, &format, &count, &remaining, &data)
        defer { if let data { XFree(data) } }
        guard status == Success, format == 8, let data else { return nil }
        let name = XSettings.strings(Array(UnsafeBufferPointer(start: data, count: Int(count))))["Net/IconThemeName"]
        return name?.isEmpty == false ? name : nil
    }
}
