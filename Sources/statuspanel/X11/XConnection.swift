import CX11
import PanelCore
import Synchronization
#if canImport(Glibc)
import Glibc
#endif

/// X errors seen since start; Xlib's handler is a C callback that cannot capture context.
let xErrorCount = Atomic<Int>(0)
/// The display name, for the one-line message when the server goes away.
let connectedDisplayName = Mutex<String>("")

/// An open connection to the X server: the `Display*`, the default screen and its root, and the
/// atoms the panel uses. Every Xlib call the shell makes goes through this object or its
/// siblings in this folder.
final class XConnection {
    let display: OpaquePointer
    let screen: Int32
    let root: Window
    private var atomCache: [String: Atom] = [:]
    /// Names of atoms, the other way round; bounded, since any client can make atoms.
    private var atomNameCache: [Atom: String] = [:]

    /// Opens `name` (or `$DISPLAY`); `nil` when no server answers.
    init?(name: String?) {
        guard let dpy = name.map({ XOpenDisplay($0) }) ?? XOpenDisplay(nil) else { return nil }
        display = dpy
        screen = XDefaultScreen(dpy)
        root = XRootWindow(dpy, screen)
        connectedDisplayName.withLock { $0 = String(cString: XDisplayString(dpy)) }
        // A window that vanishes between an event and our query is normal on a desktop:
        // count the error and carry on instead of letting Xlib exit.
        XSetErrorHandler { _, error in
            xErrorCount.add(1, ordering: .relaxed)
            if let error, Log.traces {
                Log.trace("X error \(error.pointee.error_code) request \(error.pointee.request_code).\(error.pointee.minor_code)")
            }
            return 0
        }
        XSetIOErrorHandler { _ in
            let name = connectedDisplayName.withLock { $0 }
            Log.error("lost the connection to the X server \(name); exiting")
            LiveScriptGroups.killAll()
            exit(1)
        }
        intern(Self.startupAtoms(screen: screen))
    }

    /// The atoms the panel asks for before its strip first maps (selection, EWMH dock
    /// properties, wallpaper, active window): interned in one round trip rather than nineteen.
    static func startupAtoms(screen: Int32) -> [String] {
        ["_STATUSPANEL_S\(screen)", "_STATUSPANEL_TIMESTAMP", "MANAGER", "_NET_WM_CM_S\(screen)",
         "_NET_SUPPORTING_WM_CHECK", "_NET_ACTIVE_WINDOW", "_NET_WM_PID", "_NET_WM_NAME", "UTF8_STRING",
         "_NET_WM_WINDOW_TYPE", "_NET_WM_WINDOW_TYPE_DOCK", "_NET_WM_STATE", "_NET_WM_STATE_STICKY",
         "_NET_WM_STATE_ABOVE", "_NET_WM_DESKTOP", "_NET_WM_STRUT", "_NET_WM_STRUT_PARTIAL",
         "_XROOTPMAP_ID", "ESETROOT_PMAP_ID",
         // Asked for later in start-up (window watch, style, inbox, tray): one request for all
         // instead of a round trip each (bench/performance.md).
         "_NET_CLIENT_LIST_STACKING", "_NET_CURRENT_DESKTOP", "_STATUSPANEL_STYLE", "_GTK_THEME_VARIANT",
         "_STATUSPANEL_INBOX", "_NET_SYSTEM_TRAY_S\(screen)", "_NET_SYSTEM_TRAY_OPCODE", "_XEMBED_INFO",
         "_NET_SYSTEM_TRAY_ORIENTATION", "_NET_SYSTEM_TRAY_VISUAL", "_NET_SYSTEM_TRAY_ICON_SIZE", "_NET_SYSTEM_TRAY_COLORS"]
    }

    /// Interns `names` with one request and caches them; `atom(_:)` asks for any it misses.
    private func intern(_ names: [String]) {
        var cNames = names.map { strdup($0) }
        defer { cNames.forEach { free($0) } }
        var atoms = [Atom](repeating: 0, count: names.count)
        let status = cNames.withUnsafeMutableBufferPointer {
            XInternAtoms(display, $0.baseAddress, Int32(names.count), False, &atoms)
        }
        guard status != 0 else { return }
        for (name, atom) in zip(names, atoms) where atom != 0 {
            atomCache[name] = atom
            rememberAtomName(name, for: atom)
        }
    }

    /// The cached name of `atom`, if any (``atomName(_:)``).
    func cachedAtomName(_ atom: Atom) -> String? { atomNameCache[atom] }

    /// Caches `name` as the name of `atom` while the cache has room.
    func rememberAtomName(_ name: String, for atom: Atom) {
        if atomNameCache.count < PanelLimits.atomNameEntries { atomNameCache[atom] = name }
    }

    deinit { XCloseDisplay(display) }

    /// The display's name, such as `:0`.
    var name: String { String(cString: XDisplayString(display)) }

    /// The file descriptor of the connection, for poll(2).
    var fileDescriptor: Int32 { XConnectionNumber(display) }

    /// The atom called `name`, interned once.
    func atom(_ name: String) -> Atom {
        if let a = atomCache[name] { return a }
        let a = XInternAtom(display, name, False)
        atomCache[name] = a
        if a != 0 { rememberAtomName(name, for: a) }
        return a
    }

    // MARK: - Properties

    /// Sets a format-32 property (Xlib takes C longs, hence `Int`).
    func setProperty(_ window: Window, _ name: String, type: Atom, values: [Int]) {
        setProperty(window, atom(name), type: type, values: values)
    }

    /// Sets a format-32 property named by its atom.
    func setProperty(_ window: Window, _ property: Atom, type: Atom, values: [Int]) {
        var values = values
        values.withUnsafeMutableBytes { raw in
            _ = XChangeProperty(display, window, property, type, 32, PropModeReplace,
                                raw.baseAddress!.assumingMemoryBound(to: UInt8.self), Int32(raw.count / MemoryLayout<Int>.size))
        }
    }

    /// Sets a list of atoms.
    func setAtoms(_ window: Window, _ name: String, _ atoms: [String]) {
        setProperty(window, name, type: Atom(XA_ATOM), values: atoms.map { Int(bitPattern: atom($0)) })
    }

    /// Sets CARDINAL values.
    func setCardinals(_ window: Window, _ name: String, _ values: [Int]) {
        setProperty(window, name, type: Atom(XA_CARDINAL), values: values)
    }

    /// Sets a UTF8_STRING property.
    func setUTF8(_ window: Window, _ name: String, _ text: String) {
        var bytes = Array(text.utf8)
        _ = bytes.withUnsafeMutableBufferPointer { buffer in
            XChangeProperty(display, window, atom(name), atom("UTF8_STRING"), 8, PropModeReplace, buffer.baseAddress, Int32(buffer.count))
        }
    }

    /// A string from the X resource database (`xrdb`), such as `Xft.dpi`.
    func resource(_ name: String) -> String? {
        guard let manager = XResourceManagerString(display) else { return nil }
        let text = String(cString: manager)
        for line in text.split(separator: "\n") {
            let parts = line.split(separator: ":", maxSplits: 1)
            if parts.count == 2, parts[0].trimmingWhitespace() == name { return parts[1].trimmingWhitespace() }
        }
        return nil
    }

    /// Sends queued requests to the server.
    func flush() { XFlush(display) }

    /// The next queued event, or nil when none is queued (it never waits for the server).
    func nextQueuedEvent() -> XEvent? {
        guard XPending(display) > 0 else { return nil }
        var event = XEvent()
        XNextEvent(display, &event)
        return event
    }

    /// Waits until the server has handled every request sent so far.
    func sync() { XSync(display, False) }

    /// After poll reported the connection hung up: a round trip lets Xlib notice, and its
    /// IO-error handler says so and exits 1.
    func noticeLoss() {
        XNoOp(display)
        XSync(display, False)
    }
}

extension XConnection {
    /// `$DISPLAY`, or nil when it is unset or empty.
    static var environmentDisplay: String? {
        guard let value = getenv("DISPLAY"), value.pointee != 0 else { return nil }
        return String(cString: value)
    }

    /// Opens `$DISPLAY` for a command, or says in one line why it cannot and returns nil:
    /// unset, the message ends with `advice`, what the command wants it set to (or how else to
    /// go on); unopenable, what usually stops a client connecting.
    static func openEnvironmentDisplay(advice: String) -> XConnection? {
        guard let name = environmentDisplay else {
            Log.error("no X display: set DISPLAY (e.g. DISPLAY=:0)\(advice)")
            return nil
        }
        guard let connection = XConnection(name: name) else {
            Log.error("cannot open the X display \(name): is the X server running, and may this user connect (XAUTHORITY, xhost)?")
            return nil
        }
        return connection
    }
}
