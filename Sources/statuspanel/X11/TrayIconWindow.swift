import CX11
import PanelCore

/// One embedded tray icon: the client's window inside a wrapper of the panel's, a child of the
/// strip that hosts the tray. The icon itself is redirected off screen (XComposite, manual): the
/// server never draws it, and the renderer composites its pixmap into each frame, over the
/// strip's own pixels (or as a shape in the content colour), so an icon's transparent pixels
/// blend with the strip in every style. XDamage says when the client drew.
///
/// The wrapper has the strip's visual: a window of another visual than its parent, where either
/// is the ARGB one, is composited onto the parent by the server (implicitly redirected), over the
/// frame. It holds the icon and takes the icon's configure and map requests.
final class TrayIconWindow {
    private let connection: XConnection
    /// The client's window.
    let icon: Window
    /// The panel's window around it, a child of the hosting strip.
    private(set) var wrapper: Window
    /// The visual the wrapper was made with (the hosting strip's).
    private var wrapperVisual: VisualID
    let damage: Damage
    private let format: UnsafeMutablePointer<XRenderPictFormat>
    /// The icon's off-screen pixmap (XCompositeNameWindowPixmap) and a picture of it, named
    /// again after each map or resize (the server then allocates a new pixmap).
    private var contents: (pixmap: Pixmap, picture: Picture)?
    private var placed: (x: Int, y: Int, size: Int)?
    private var mapped = false
    private var redirected = false
    /// The icon's side: it sits at the wrapper's corner, this size, without a border.
    private var size: Int

    /// Embeds `icon` (whose attributes were just read) into a new wrapper in `host`, made with
    /// `visual`, `size` pixels square, unmapped until ``place(x:y:size:)``; nil when the icon's
    /// visual has no picture format.
    init?(connection: XConnection, icon: Window, attributes: XWindowAttributes, host: Window, visual: StripVisual, size: Int) {
        let dpy = connection.display
        guard let iconVisual = attributes.visual, let format = XRenderFindVisualFormat(dpy, iconVisual) else { return nil }
        self.connection = connection
        self.icon = icon
        self.format = format
        wrapperVisual = XVisualIDFromVisual(visual.visual)
        wrapper = Self.makeWrapper(connection, in: host, visual: visual, size: size)
        self.size = size
        XSelectInput(dpy, icon, Int(StructureNotifyMask | PropertyChangeMask))
        // Should the panel die, the server gives the icon back to the root window.
        XAddToSaveSet(dpy, icon)
        XReparentWindow(dpy, icon, wrapper, 0, 0)
        XResizeWindow(dpy, icon, UInt32(size), UInt32(size))
        damage = XDamageCreate(dpy, icon, XDamageReportNonEmpty)
    }

    private static func makeWrapper(_ connection: XConnection, in host: Window, visual: StripVisual, size: Int) -> Window {
        var attributes = XSetWindowAttributes()
        // No background: the server never paints the wrapper, so each frame shows through.
        attributes.background_pixmap = Pixmap(None)
        // The client's own resize and map requests come to the panel, which keeps the size.
        attributes.event_mask = Int(SubstructureRedirectMask)
        // A click on an icon is its app's, never the strip's (no `[actions.tray]` behind it).
        attributes.do_not_propagate_mask = Int(ButtonPressMask | ButtonReleaseMask)
        let mask = UInt(CWBackPixmap | CWEventMask | CWDontPropagate) | visual.windowAttributes(&attributes)
        return XCreateWindow(connection.display, host, 0, 0, UInt32(size), UInt32(size), 0, visual.depth, UInt32(InputOutput),
                             visual.visual, mask, &attributes)
    }

    /// The icon's contents for the renderer; nil while it is not on the strip, or not viewable
    /// (the strip is unmapped: hidden over a full-screen window, or on another desktop), when
    /// the server has no pixmap to name: a name asked for then is refused (BadMatch), and a
    /// picture of that id kept would leave the icon undrawn for good.
    var picture: TrayIconPicture? {
        guard mapped else { return nil }
        if contents == nil {
            let dpy = connection.display
            var attributes = XWindowAttributes()
            guard XGetWindowAttributes(dpy, icon, &attributes) != 0, attributes.map_state == IsViewable else { return nil }
            let pixmap = XCompositeNameWindowPixmap(dpy, icon)
            guard pixmap != 0 else { return nil }
            contents = (pixmap, XRenderCreatePicture(dpy, pixmap, format, 0, nil))
        }
        return contents.map { TrayIconPicture(picture: $0.picture, hasAlpha: format.pointee.direct.alphaMask != 0) }
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
        guard !mapped else { return }
        XMapWindow(dpy, icon)
        XMapWindow(dpy, wrapper)
        if !redirected {
            // After the map: the icon is drawn from here on into its own pixmap only.
            XCompositeRedirectWindow(dpy, icon, CompositeRedirectManual)
            redirected = true
        }
        // A redirected window starts from what was on screen: ask the client to draw it anew.
        XClearArea(dpy, icon, 0, 0, 0, 0, True)
        mapped = true
    }

    /// Takes the icon off the strip (it does not want to be shown, or no room is left).
    func unplace() {
        guard mapped else { return }
        XUnmapWindow(connection.display, wrapper)
        releaseContents()
        mapped = false
    }

    /// Moves the icon into another strip (the tray's host changed), in a new wrapper when the
    /// strip has another visual.
    func move(to host: Window, visual: StripVisual) {
        let dpy = connection.display
        let id = XVisualIDFromVisual(visual.visual)
        if id == wrapperVisual {
            XReparentWindow(dpy, wrapper, host, Int32(placed?.x ?? 0), Int32(placed?.y ?? 0))
            if mapped { XMapWindow(dpy, wrapper) }
            return
        }
        let old = wrapper
        wrapper = Self.makeWrapper(connection, in: host, visual: visual, size: placed?.size ?? 16)
        wrapperVisual = id
        XReparentWindow(dpy, icon, wrapper, 0, 0)
        XDestroyWindow(dpy, old)
        releaseContents()
        placed = nil
        mapped = false
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
    /// (the panel exits or the tray stops), unmapped and no longer redirected, so it can dock
    /// into the next tray. Without, the icon must already be gone from the wrapper (destroyed,
    /// or reparented by its client): destroying the wrapper would take it along.
    func release(givingBack: Bool) {
        let dpy = connection.display
        releaseContents()
        XDamageDestroy(dpy, damage)
        if givingBack {
            if redirected { XCompositeUnredirectWindow(dpy, icon, CompositeRedirectManual) }
            XSelectInput(dpy, icon, 0)
            XUnmapWindow(dpy, icon)
            XReparentWindow(dpy, icon, connection.root, 0, 0)
            XRemoveFromSaveSet(dpy, icon)
        }
        XDestroyWindow(dpy, wrapper)
    }

    /// Forgets the named pixmap: the icon became viewable again (its strip was mapped), and the
    /// server gave it a new one; the old one no longer follows its drawing.
    func releaseContents() {
        guard let contents else { return }
        XRenderFreePicture(connection.display, contents.picture)
        XFreePixmap(connection.display, contents.pixmap)
        self.contents = nil
    }
}
