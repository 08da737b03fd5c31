import CX11

extension XProbe {
    /// Whether another client can grab the pointer and the keyboard now (no one holds them);
    /// the grabs are given back at once.
    static func pointerAndKeyboardFree(display name: String) -> Bool {
        guard let dpy = XOpenDisplay(name) else { return false }
        defer { XCloseDisplay(dpy) }
        let root = XDefaultRootWindow(dpy)
        let pointer = XGrabPointer(dpy, root, False, UInt32(ButtonPressMask), GrabModeAsync, GrabModeAsync, 0, 0, UInt(CurrentTime))
        let keyboard = XGrabKeyboard(dpy, root, False, GrabModeAsync, GrabModeAsync, UInt(CurrentTime))
        XUngrabPointer(dpy, UInt(CurrentTime))
        XUngrabKeyboard(dpy, UInt(CurrentTime))
        XSync(dpy, False)
        return pointer == GrabSuccess && keyboard == GrabSuccess
    }
}
