import CX11
import PanelCore

/// One embedded tray icon: the client's window inside a wrapper of the panel's (a child of the
/// strip that hosts the tray). The wrapper is redirected off screen (XComposite, manual): the
/// server draws neither it nor the icon, and the renderer composites the wrapper's contents into
/// each frame itself, over the strip's own pixels (or as a shape in the content colour). XDamage
/// says when the client drew.
///
/// The icon itself is redirected (the wrapper only holds it and takes its configure requests):
/// its pixmap keeps its alpha, so transparent pixels blend with the strip in every style.
final class TrayIconWindow {
    private let connection: XConnection
    /// The client's window.
    let icon: Window
    /// The panel's window around it, a child of the hosting strip.
    let wrapper: Window
    let damage: Damage
    private let format: UnsafeMutablePointer<XRenderPictFormat>
    /// The icon's off-screen pixmap (XCompositeNameWindowPixmap) and a picture of it, named
    /// again after each map or resize (the server then allocates a new pixmap).
    private var contents: (pixmap: Pixmap, picture: Picture)?
    private var placed: (x: Int, y: Int, size: Int)?
    private var mapped = false
    /// The icon's side: it sits at the wrapper's corner, this size, without a border.
    private var size: Int

    /// Embeds `icon` (whose attributes were just read) into a new wrapper in `host`, `size`
    /// pixels square, unmapped until ``place(x:y:size:)``; nil when the X server refused.
    init?(connection: XConnection, icon: Window, attributes: XWindowAttributes, host: Window, size: Int) {
        self.connection = connection
        self.icon = icon
        self.size = size
        let dpy = connection.display
        guard let visual = attributes.visual, let format = XRenderFindVisualFormat(dpy, visual) else { return nil }
        var wrapperAttributes = XSetWindowAttributes()
        // No background: the server never paints the wrapper, so each frame shows through.
        wrapperAttributes.background_pixmap = Pixmap(None)
        // The client's own resize and map requests come to the panel, which keeps the size.
        wrapperAttributes.event_mask = Int(SubstructureRedirectMask)
        // The screen's default visual, whatever the strip's and the icon's: an ARGB window in an
        // opaque strip would be composited onto it by the server, over the frame.
        wrapper = XCreateWindow(dpy, host, 0, 0, UInt32(size), UInt32(size), 0, XDefaultDepth(dpy, connection.screen), UInt32(InputOutput),
                                XDefaultVisual(dpy, connection.screen), UInt(CWBackPixmap | CWEventMask), &wrapperAttributes)
        XSelectInput(dpy, icon, Int(StructureNotifyMask | PropertyChangeMask))
        // Should the panel die, the server gives the icon back to the root window.
        XAddToSaveSet(dpy, icon)
        XReparentWindow(dpy, icon, wrapper, 0, 0)
        XResizeWindow(dpy, icon, UInt32(size), UInt32(size))
        damage = XDamageCreate(dpy, icon, XDamageReportNonEmpty)
        self.format = format
    }

    /// The icon's contents for the renderer; nil while it is not on the strip.
    var picture: TrayIconPicture? {
        guard mapped else { return nil }
        if contents == nil {
            let dpy = connection.display
            let pixmap = XCompositeNameWindowPixmap(dpy, icon)
            guard pixmap != 0 else { return nil }
            contents = (pixmap, XRenderCreatePicture(dpy, pixmap, format, 0, nil))
        }
        return contents.map { TrayIconPicture(picture: $0.picture, hasAlpha: format.pointee.direct.alphaMask != 0) }
    }

    private func releaseContents() {
        guard let contents else { return }
        XRenderFreePicture(connection.display, contents.picture)
        XFreePixmap(connection.display, contents.pixmap)
        self.contents = nil
    }

    /// Shows the icon `size` pixels square at `x`, `y` of the host strip.
    func place(x: Int, y: Int, size: Int) {
        let dpy = connection.display
        if placed.map({ $0 != (x, y, size) }) ?? true {
            XMoveResizeWindow(dpy, wrapper, Int32(x), Int32(y), UInt32(size), UInt32(size))
            if placed?.size != size {
                XResizeWindow(dpy, icon, UInt32(size), UInt32(size))
                self.size = size
                releaseContents()
            }
            placed = (x, y, size)
        }
        if !mapped {
            XMapWindow(dpy, icon)
            XMapWindow(dpy, wrapper)
            XCompositeRedirectWindow(dpy, icon, CompositeRedirectManual)
            // A redirected window starts from what was on screen: ask the client to draw it anew.
            XClearArea(dpy, icon, 0, 0, 0, 0, True)
            mapped = true
        }
    }

    /// Takes the icon off the strip (it does not want to be shown, or no room is left).
    func unplace() {
        guard mapped else { return }
        XUnmapWindow(connection.display, wrapper)
        releaseContents()
        mapped = false
    }

    /// Moves the wrapper into another strip (the tray's host changed).
    func move(to host: Window) {
        XReparentWindow(connection.display, wrapper, host, Int32(placed?.x ?? 0), Int32(placed?.y ?? 0))
        if mapped { XMapWindow(connection.display, wrapper) }
    }

    /// ICCCM's answer to a configure request of the icon's that the panel does not grant (it
    /// keeps the size it gives): a synthetic ConfigureNotify of the icon's geometry, unchanged.
    func refuseConfigureRequest() {
        let dpy = connection.display
        var x: Int32 = 0, y: Int32 = 0
        var child: Window = 0
        // On the screen, as ICCCM asks of a synthetic ConfigureNotify.
        XTranslateCoordinates(dpy, icon, connection.root, 0, 0, &x, &y, &child)
        var event = XEvent()
        event.xconfigure.type = ConfigureNotify
        event.xconfigure.event = icon
        event.xconfigure.window = icon
        event.xconfigure.x = x
        event.xconfigure.y = y
        event.xconfigure.width = Int32(size)
        event.xconfigure.height = Int32(size)
        XSendEvent(dpy, icon, False, Int(StructureNotifyMask), &event)
    }

    /// Puts the icon back at the wrapper's corner, in its size and without a border, after a
    /// change the panel did not make (`event`): an override-redirect icon's own configure
    /// requests reach the server without the panel. True when it did. A synthetic event (the
    /// panel's own answer to a request, or anyone's) changed nothing.
    func keepGeometry(after event: XConfigureEvent) -> Bool {
        guard event.send_event == 0, event.x != 0 || event.y != 0 || event.width != Int32(size) || event.height != Int32(size) || event.border_width != 0
        else { return false }
        var changes = XWindowChanges()
        changes.width = Int32(size)
        changes.height = Int32(size)
        XConfigureWindow(connection.display, icon, UInt32(CWX | CWY | CWWidth | CWHeight | CWBorderWidth), &changes)
        // A resized window has a new pixmap.
        releaseContents()
        return true
    }

    /// Marks the damage seen, so the next drawing reports again.
    func acknowledgeDamage() { XDamageSubtract(connection.display, damage, 0, 0) }

    /// Frees the panel's resources; with `givingBack`, first returns the icon to the root window
    /// (the panel exits or the tray stops), unmapped, so it can dock into the next tray.
    func release(givingBack: Bool) {
        let dpy = connection.display
        releaseContents()
        XDamageDestroy(dpy, damage)
        if givingBack {
            XCompositeUnredirectWindow(dpy, icon, CompositeRedirectManual)
            XSelectInput(dpy, icon, 0)
            XUnmapWindow(dpy, icon)
            XReparentWindow(dpy, icon, connection.root, 0, 0)
            XRemoveFromSaveSet(dpy, icon)
        }
        XDestroyWindow(dpy, wrapper)
    }
}
