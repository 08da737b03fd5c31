import CX11

extension XEvent {
    /// Whether this is a notice only the X server may give (a selection lost, a window
    /// destroyed, unmapped, reparented, mapped or created) that another client sent with
    /// SendEvent instead: the server marks such events (`send_event`), and nothing else tells
    /// them apart. Believed, a forged SelectionClear would make the panel exit or give its tray
    /// icons away, and a forged DestroyNotify would drop an icon that is still there; the
    /// panel ignores them all. (Synthetic ConfigureNotify, Expose, PropertyNotify, presses and
    /// client messages stay: ICCCM has window managers send the first, and the others only make
    /// the panel look again.)
    var isForgedServerNotice: Bool {
        guard xany.send_event != 0 else { return false }
        switch type {
        case SelectionClear, DestroyNotify, UnmapNotify, ReparentNotify, MapNotify, CreateNotify, GravityNotify, CirculateNotify:
            return true
        default:
            return false
        }
    }
}
