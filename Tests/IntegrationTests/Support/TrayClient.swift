import CX11
import Foundation
import PanelCore

/// Xlib's default error handler exits the process; a test's client asks about windows that may
/// be gone (that is the point of the test), so errors are ignored and calls' statuses read. The
/// handler is the process's: set once, on the first connection made here.
private let errorsIgnored: Void = {
    _ = XSetErrorHandler { _, _ in 0 }
}()

/// Closes `display`; when the server is gone already, only its socket (XCloseDisplay would
/// meet the broken connection, and Xlib's handler exit the process).
private func closeDisplay(_ display: OpaquePointer) {
    let fd = XConnectionNumber(display)
    var poller = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
    var byte: UInt8 = 0
    let gone = poll(&poller, 1, 0) == 1 && (poller.revents & Int16(POLLHUP | POLLERR) != 0 || recv(fd, &byte, 1, Int32(MSG_PEEK)) <= 0)
    if gone { Glibc.close(fd) } else { XCloseDisplay(display) }
}

/// A system tray client inside the test process, on its own connection, that can misbehave: it
/// finds the tray through `_NET_SYSTEM_TRAY_S<screen>`, makes icon windows (in the visual the
/// tray names in `_NET_SYSTEM_TRAY_VISUAL`, else the default one), sets `_XEMBED_INFO` as it
/// likes, sends `SYSTEM_TRAY_REQUEST_DOCK` for any window id, asks for sizes, destroys windows
/// and closes its connection without a word.
final class TrayClient {
    let display: OpaquePointer
    let root: Window
    /// The tray's selection owner, where dock requests go.
    let owner: Window
    private let opcode: Atom
    let xembedInfo: Atom
    /// The icons' visual, depth and colormap (`_NET_SYSTEM_TRAY_VISUAL`); nil for the default.
    private let visual: (visual: UnsafeMutablePointer<Visual>, depth: Int32, colormap: Colormap)?
    private(set) var isOpen = true

    /// Connects and waits for a tray to own the selection; nil when none does within `timeout`.
    init?(display name: String, timeout: Double = 10) {
        _ = errorsIgnored
        guard let dpy = XOpenDisplay(name) else { return nil }
        let selection = XInternAtom(dpy, "_NET_SYSTEM_TRAY_S\(XDefaultScreen(dpy))", False)
        guard let owner = waitFor(timeout: timeout, { () -> Window? in
            let owner = XGetSelectionOwner(dpy, selection)
            return owner == 0 ? nil : owner
        }) else {
            XCloseDisplay(dpy)
            return nil
        }
        display = dpy
        root = XDefaultRootWindow(dpy)
        self.owner = owner
        opcode = XInternAtom(dpy, "_NET_SYSTEM_TRAY_OPCODE", False)
        xembedInfo = XInternAtom(dpy, "_XEMBED_INFO", False)
        visual = Self.trayVisual(dpy, owner: owner, root: root)
    }

    deinit { close() }

    private static func trayVisual(_ dpy: OpaquePointer, owner: Window, root: Window)
        -> (visual: UnsafeMutablePointer<Visual>, depth: Int32, colormap: Colormap)? {
        var type: Atom = 0
        var format: Int32 = 0
        var count: UInt = 0, remaining: UInt = 0
        var data: UnsafeMutablePointer<UInt8>?
        guard XGetWindowProperty(dpy, owner, XInternAtom(dpy, "_NET_SYSTEM_TRAY_VISUAL", False), 0, 1, False, Atom(XA_VISUALID),
                                 &type, &format, &count, &remaining, &data) == Success, let data else { return nil }
        defer { XFree(data) }
        guard count == 1 else { return nil }
        var template = XVisualInfo()
        template.visualid = data.withMemoryRebound(to: VisualID.self, capacity: 1) { $0.pointee }
        var found: Int32 = 0
        guard let infos = XGetVisualInfo(dpy, Int(VisualIDMask), &template, &found) else { return nil }
        defer { XFree(infos) }
        guard found > 0, let visual = infos.pointee.visual else { return nil }
        return (visual, infos.pointee.depth, XCreateColormap(dpy, root, visual, AllocNone))
    }

    /// Whether the icons are made in a visual with alpha (the tray named a 32-bit one).
    var hasAlpha: Bool { visual?.depth == 32 }

    // MARK: - Icons

    /// A new unmapped icon window (sent with the next request that flushes), `size` pixels square, that asks for its structure events
    /// (so it sees the tray's replies to its configure requests). `color` (0xRRGGBB) is its
    /// background, which the server paints whenever the window is exposed; nil for none, a
    /// client that never paints. `info` is its `_XEMBED_INFO` (version, flags), nil for none.
    func makeIcon(color: UInt? = 0xFF0000, info: [Int]? = [0, 1], size: UInt32 = 24, overrideRedirect: Bool = false) -> Window {
        var attributes = XSetWindowAttributes()
        var mask = CWEventMask | CWBorderPixel
        attributes.event_mask = Int(StructureNotifyMask)
        attributes.border_pixel = 0
        if let color {
            // Opaque, so premultiplied alpha is the same colour.
            attributes.background_pixel = color | (hasAlpha ? 0xFF00_0000 : 0)
            mask |= CWBackPixel
        } else {
            attributes.background_pixmap = Pixmap(None)
            mask |= CWBackPixmap
        }
        if overrideRedirect {
            attributes.override_redirect = True
            mask |= CWOverrideRedirect
        }
        let window: Window
        if let visual {
            attributes.colormap = visual.colormap
            window = XCreateWindow(display, root, 0, 0, size, size, 0, visual.depth, UInt32(InputOutput), visual.visual,
                                   UInt(mask | CWColormap), &attributes)
        } else {
            window = XCreateWindow(display, root, 0, 0, size, size, 0, XDefaultDepth(display, XDefaultScreen(display)), UInt32(InputOutput),
                                   XDefaultVisual(display, XDefaultScreen(display)), UInt(mask), &attributes)
        }
        if let info { writeInfo(window, info) }
        return window
    }

    /// An InputOnly window: one that exists, but that nothing can draw or watch drawing into.
    func makeInputOnlyWindow() -> Window {
        var attributes = XSetWindowAttributes()
        return XCreateWindow(display, root, 0, 0, 24, 24, 0, 0, UInt32(InputOnly), nil, 0, &attributes)
    }

    /// Sets `_XEMBED_INFO` on `window`: `values` as 32-bit items of `type` (`_XEMBED_INFO` when
    /// nil), or as bytes with `format` 8.
    func setInfo(_ window: Window, _ values: [Int], type: Atom? = nil, format: Int32 = 32) {
        writeInfo(window, values, type: type, format: format)
        XFlush(display)
    }

    /// ``setInfo(_:_:type:format:)`` without sending it yet: a new icon is made, described and
    /// docked in one write, as toolkits do, so the panel reads its creation and its dock request
    /// at once.
    private func writeInfo(_ window: Window, _ values: [Int], type: Atom? = nil, format: Int32 = 32) {
        let type = type ?? xembedInfo
        if format == 8 {
            var bytes = values.map { UInt8(truncatingIfNeeded: $0) }
            XChangeProperty(display, window, xembedInfo, type, 8, PropModeReplace, &bytes, Int32(bytes.count))
        } else {
            // Xlib takes format-32 items as C longs.
            var longs = values
            longs.withUnsafeMutableBytes { raw in
                _ = XChangeProperty(display, window, xembedInfo, type, 32, PropModeReplace,
                                    raw.baseAddress!.assumingMemoryBound(to: UInt8.self), Int32(values.count))
            }
        }
    }

    /// Sends `SYSTEM_TRAY_REQUEST_DOCK` for `window` (any id) to the tray's owner window; with
    /// `flush` false, with the next request that flushes.
    func dock(_ window: Window, flush: Bool = true) {
        var event = XEvent()
        event.xclient.type = ClientMessage
        event.xclient.window = owner
        event.xclient.message_type = opcode
        event.xclient.format = 32
        event.xclient.data.l = (Int(CurrentTime), 0, Int(bitPattern: window), 0, 0)
        XSendEvent(display, owner, False, Int(NoEventMask), &event)
        if flush { XFlush(display) }
    }

    /// A panel command, as `statuspanel msg` sends it (to the owner of the panel's manager
    /// selection), ready for ``send(_:)``: made beforehand, since its look-ups are round trips,
    /// which would send the requests buffered before them.
    func command(_ message: PanelMessage) -> XEvent {
        let panel = XGetSelectionOwner(display, XInternAtom(display, PanelMessage.selectionName(screen: Int(XDefaultScreen(display))), False))
        let wire = message.wire
        var event = XEvent()
        event.xclient.type = ClientMessage
        event.xclient.window = panel
        event.xclient.message_type = XInternAtom(display, PanelMessage.messageType, False)
        event.xclient.format = 32
        event.xclient.data.l = (Int(bitPattern: XInternAtom(display, wire.verb, False)),
                                wire.argument.map { Int(bitPattern: XInternAtom(display, $0, False)) } ?? 0, wire.number, 0, 0)
        return event
    }

    /// Sends `command` (from ``command(_:)``) in the same write as the requests buffered before it.
    func send(_ command: XEvent) {
        var event = command
        XSendEvent(display, event.xclient.window, False, 0, &event)
        XFlush(display)
    }

    /// Asks for `window` to be `width` x `height` (XResizeWindow).
    func resize(_ window: Window, width: UInt32, height: UInt32) {
        XResizeWindow(display, window, width, height)
        XFlush(display)
    }

    /// Asks for a new place, size and border at once (XConfigureWindow).
    func configure(_ window: Window, x: Int32, y: Int32, width: Int32, height: Int32, border: Int32) {
        var changes = XWindowChanges()
        changes.x = x
        changes.y = y
        changes.width = width
        changes.height = height
        changes.border_width = border
        XConfigureWindow(display, window, UInt32(CWX | CWY | CWWidth | CWHeight | CWBorderWidth), &changes)
        XFlush(display)
    }

    /// Destroys `window`; with `flush` false, with the next request that flushes.
    func destroy(_ window: Window, flush: Bool = true) {
        XDestroyWindow(display, window)
        if flush { XFlush(display) }
    }

    /// Makes sure the server has handled every request sent so far.
    func sync() { XSync(display, False) }

    /// The sizes the ConfigureNotify events `window` received so far said, with whether each was
    /// synthetic (sent by the tray, as ICCCM has a parent that refuses a request answer).
    func configureNotifies(of window: Window) -> [(synthetic: Bool, width: Int32, height: Int32)] {
        sync()
        var notifies: [(Bool, Int32, Int32)] = []
        var event = XEvent()
        while XCheckTypedWindowEvent(display, window, ConfigureNotify, &event) != 0 {
            notifies.append((event.xconfigure.send_event != 0, event.xconfigure.width, event.xconfigure.height))
        }
        return notifies
    }

    /// Closes the connection without destroying anything first: the server destroys the
    /// client's windows, as when the program dies.
    func close() {
        guard isOpen else { return }
        isOpen = false
        closeDisplay(display)
    }
}

/// What the X server says about windows, from a connection of its own.
final class WindowTree {
    private let display: OpaquePointer
    let root: Window

    struct State: Equatable {
        var x: Int32, y: Int32, width: Int32, height: Int32, border: Int32
        var viewable: Bool
    }

    private var isOpen = true

    init?(display name: String) {
        _ = errorsIgnored
        guard let dpy = XOpenDisplay(name) else { return nil }
        display = dpy
        root = XDefaultRootWindow(dpy)
    }

    deinit { close() }

    /// Closes the connection.
    func close() {
        guard isOpen else { return }
        isOpen = false
        closeDisplay(display)
    }

    /// The window's children, bottom first; nil when it does not exist.
    func children(of window: Window) -> [Window]? { query(window)?.children }

    /// The window's parent; nil when it does not exist.
    func parent(of window: Window) -> Window? { query(window)?.parent }

    func exists(_ window: Window) -> Bool { query(window) != nil }

    private func query(_ window: Window) -> (parent: Window, children: [Window])? {
        var rootReturn: Window = 0, parent: Window = 0
        var children: UnsafeMutablePointer<Window>?
        var count: UInt32 = 0
        guard XQueryTree(display, window, &rootReturn, &parent, &children, &count) != 0 else { return nil }
        defer { if let children { XFree(children) } }
        return (parent, children.map { Array(UnsafeBufferPointer(start: $0, count: Int(count))) } ?? [])
    }

    /// Place (in the parent), size, border and whether it is viewable; nil when it does not exist.
    func state(of window: Window) -> State? {
        var attributes = XWindowAttributes()
        guard XGetWindowAttributes(display, window, &attributes) != 0 else { return nil }
        return State(x: attributes.x, y: attributes.y, width: attributes.width, height: attributes.height,
                     border: attributes.border_width, viewable: attributes.map_state == IsViewable)
    }

    /// The window's top-left corner on the screen.
    func origin(of window: Window) -> (x: Int32, y: Int32)? {
        var x: Int32 = 0, y: Int32 = 0
        var child: Window = 0
        guard XTranslateCoordinates(display, window, root, 0, 0, &x, &y, &child) != 0 else { return nil }
        return (x, y)
    }

    /// The colour (0xRRGGBB) the screen shows at `x`, `y`.
    func pixel(x: Int32, y: Int32) -> UInt? {
        guard let image = XGetImage(display, root, x, y, 1, 1, UInt.max, ZPixmap) else { return nil }
        defer { _ = cx11_destroy_image(image) }
        return cx11_get_pixel(image, 0, 0) & 0xFFFFFF
    }

    /// The owner of the selection `name`, 0 for none.
    func selectionOwner(_ name: String) -> Window { XGetSelectionOwner(display, XInternAtom(display, name, False)) }

    /// A pixmap of this connection's: an id that exists but names no window.
    func makePixmap() -> Pixmap {
        let pixmap = XCreatePixmap(display, root, 4, 4, UInt32(XDefaultDepth(display, XDefaultScreen(display))))
        XSync(display, False)
        return pixmap
    }
}
