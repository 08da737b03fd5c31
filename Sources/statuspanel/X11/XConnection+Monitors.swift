import CX11
import PanelCore

extension XConnection {
    /// The monitors RandR reports, or the whole screen as one monitor when RandR cannot tell.
    func monitors() -> [Monitor] {
        var count: Int32 = 0
        var result: [Monitor] = []
        if let infos = XRRGetMonitors(display, root, True, &count) {
            defer { XRRFreeMonitors(infos) }
            for i in 0..<Int(count) {
                let m = infos[i]
                var name = ""
                if m.name != 0, let cName = XGetAtomName(display, m.name) {
                    name = String(cString: cName)
                    XFree(cName)
                }
                result.append(Monitor(name: name, x: Int(m.x), y: Int(m.y), width: Int(m.width), height: Int(m.height), isPrimary: m.primary != 0))
            }
        }
        if result.isEmpty {
            result.append(Monitor(name: "", x: 0, y: 0, width: Int(XDisplayWidth(display, screen)),
                                  height: Int(XDisplayHeight(display, screen)), isPrimary: true))
        }
        return result
    }
}
