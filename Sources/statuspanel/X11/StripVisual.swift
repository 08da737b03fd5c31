import CX11

/// The visual the strip's windows and frames are made with: the screen's default, or 32-bit
/// ARGB while a compositor runs, so it blends a translucent background with what is beneath.
/// A window's visual is fixed at creation, so switching means new windows.
struct StripVisual {
    let visual: UnsafeMutablePointer<Visual>
    let depth: Int32
    let colormap: Colormap
    /// Whether pixels carry alpha (the ARGB visual).
    let hasAlpha: Bool

    /// The screen's default visual.
    static func standard(_ connection: XConnection) -> StripVisual {
        let dpy = connection.display
        return StripVisual(visual: XDefaultVisual(dpy, connection.screen), depth: XDefaultDepth(dpy, connection.screen),
                           colormap: XDefaultColormap(dpy, connection.screen), hasAlpha: false)
    }

    /// A 32-bit TrueColor visual with alpha (`XMatchVisualInfo`), nil when the server has none.
    static func argb(_ connection: XConnection) -> StripVisual? {
        var info = XVisualInfo()
        guard XMatchVisualInfo(connection.display, connection.screen, 32, TrueColor, &info) != 0, let visual = info.visual else { return nil }
        let colormap = XCreateColormap(connection.display, connection.root, visual, AllocNone)
        return StripVisual(visual: visual, depth: 32, colormap: colormap, hasAlpha: true)
    }

    /// Window attributes and mask for an InputOutput window of this visual: a visual other than
    /// the root's needs its own colormap and a border pixel, or the server answers BadMatch.
    func windowAttributes(_ attributes: inout XSetWindowAttributes) -> UInt {
        attributes.colormap = colormap
        attributes.border_pixel = 0
        return UInt(CWColormap | CWBorderPixel)
    }
}
