import CX11

/// An override-redirect window the panel maps, raises and stacks itself, which the window
/// manager neither frames nor restacks: the base of the reveal zone (``RevealZone``) and the
/// strip's overlay twin (``StripOverlay``), which differ in what they are made of and show.
class StackedWindow {
    let connection: XConnection
    let window: Window
    private(set) var isMapped = false

    /// Takes `window`, made by the subclass (unmapped), for good.
    init(connection: XConnection, window: Window) {
        self.connection = connection
        self.window = window
    }

    /// Maps the window above everything, or unmaps it.
    final func setMapped(_ mapped: Bool) {
        guard mapped != isMapped else { return }
        isMapped = mapped
        if mapped { XMapRaised(connection.display, window) } else { XUnmapWindow(connection.display, window) }
    }

    /// Puts the window back on top after another was raised over it.
    final func raise() { if isMapped { XRaiseWindow(connection.display, window) } }

    /// Takes the window off the server for good.
    final func destroy() { XDestroyWindow(connection.display, window) }
}
