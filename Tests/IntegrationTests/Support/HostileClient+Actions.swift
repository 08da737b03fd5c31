import CX11
import Foundation
import PanelCore

/// The hostile client's actions, each chosen and filled by its seeded generator.
extension HostileClient {
    /// Properties the panel reads (on the root window, the active window, tray icons and
    /// selection owners) or writes, and neighbours it might: every one is written on both windows.
    static let propertyNames = [
        "_NET_ACTIVE_WINDOW", "_NET_CLIENT_LIST", "_NET_CLIENT_LIST_STACKING", "_NET_CURRENT_DESKTOP",
        "_NET_NUMBER_OF_DESKTOPS", "_NET_SUPPORTING_WM_CHECK", "_NET_SUPPORTED", "_NET_WORKAREA",
        "_NET_WM_STATE", "_NET_WM_DESKTOP", "_NET_WM_WINDOW_TYPE", "_NET_WM_PID", "_NET_WM_NAME",
        "_NET_WM_STRUT", "_NET_WM_STRUT_PARTIAL", "_NET_WM_WINDOW_OPACITY", "_STATUSPANEL_STYLE",
        "_GTK_THEME_VARIANT", "_XROOTPMAP_ID", "ESETROOT_PMAP_ID", "RESOURCE_MANAGER", "_XEMBED_INFO",
        "_NET_SYSTEM_TRAY_VISUAL", "_NET_SYSTEM_TRAY_COLORS", "_NET_SYSTEM_TRAY_ORIENTATION",
        "_NET_SYSTEM_TRAY_ICON_SIZE", "_STATUSPANEL_TIMESTAMP", "_STATUSPANEL_S0", "_NET_SYSTEM_TRAY_S0",
        "_NET_WM_CM_S0", "WM_CLASS", "HOSTILE_BOGUS_PROPERTY",
    ]
    /// Messages the panel, its tray and its neighbours speak.
    static let messageNames = [
        PanelMessage.messageType, "_NET_SYSTEM_TRAY_OPCODE", "_NET_SYSTEM_TRAY_MESSAGE_DATA", "_XEMBED", "MANAGER",
        "WM_PROTOCOLS", "_NET_WM_PING", "WM_DELETE_WINDOW", "WM_TAKE_FOCUS", "_NET_WM_STATE", "_NET_ACTIVE_WINDOW",
        "_NET_CLOSE_WINDOW", "_NET_WM_MOVERESIZE", "_NET_MOVERESIZE_WINDOW", "_NET_RESTACK_WINDOW",
        "_NET_REQUEST_FRAME_EXTENTS", "_NET_WM_DESKTOP", "_NET_CURRENT_DESKTOP", "XdndEnter", "XdndPosition",
        "HOSTILE_BOGUS_MESSAGE",
    ]
    static let typeNames = ["ATOM", "CARDINAL", "INTEGER", "WINDOW", "PIXMAP", "VISUALID", "STRING", "UTF8_STRING",
                            "_XEMBED_INFO", "HOSTILE_BOGUS_TYPE"]
    static let commandNames = ["reveal", "hide", "toggle", "reload", "style", "activity", "light", "dark", "auto", "begin", "end", "bogus"]
        .map { "_STATUSPANEL_" + $0.uppercased() }

    /// Interns every name the run uses, and adds atoms that name nothing (bogus numbers).
    func internAtoms() {
        func atoms(_ names: [String]) -> [Atom] { names.map { XInternAtom(display, $0, False) } }
        propertyAtoms = atoms(Self.propertyNames)
        // Atom ids the server never handed out: a write under one is refused (BadAtom).
        let bogus: [Atom] = [0x7FFF_FFF0, 0x1FFF_FFFF]
        types = atoms(Self.typeNames) + bogus
        messageTypes = atoms(Self.messageNames) + bogus + [0]
        commandWords = atoms(Self.commandNames)
    }

    /// One action, by weight; of ``only``'s kind alone when set (to narrow a failure down).
    func act() {
        let roll = only.map { Self.roll(of: $0) } ?? Int.random(in: 0..<100, using: &rng)
        switch roll {
        case 0..<22: writeProperty(on: root)
        case 22..<40: writeProperty(on: activeWindow)
        case 40..<48: deleteProperty()
        case 48..<68: sendPanelMessage()
        case 68..<80: sendDockRequest()
        case 80..<90: sendXEmbedMessage()
        case 90..<96: writeXEmbedInfo()
        case 96..<98: churnIcon()
        default: forgeEvent()
        }
    }

    /// A roll of ``act()``'s that picks `kind`.
    static func roll(of kind: Kind) -> Int {
        switch kind {
        case .rootProperty: 0
        case .activeProperty: 22
        case .propertyDeleted: 40
        case .panelMessage: 48
        case .dockRequest: 68
        case .xembedMessage: 80
        case .xembedInfo: 90
        case .iconChurn: 96
        case .forgedEvent: 98
        }
    }

    // MARK: - Values

    func pick<T>(_ values: [T]) -> T { values[Int.random(in: 0..<values.count, using: &rng)] }

    func chance(_ percent: Int) -> Bool { Int.random(in: 0..<100, using: &rng) < percent }

    /// A 32-bit value a property or message might carry: a window that exists (the panel's,
    /// this client's, another's), one that does not, an atom, a boundary, or noise.
    func randomValue() -> Int {
        switch Int.random(in: 0..<10, using: &rng) {
        case 0: return Int(bitPattern: pick(panelWindows.isEmpty ? [root] : panelWindows))
        case 1: return Int(bitPattern: pick([root, activeWindow, icon, tray.owner, managerOwner] + othersIcons))
        case 2: return Int(bitPattern: destroyed.isEmpty ? 0x3FF_FFFF : pick(destroyed))
        case 3: return Int(bitPattern: pick(propertyAtoms + types + messageTypes + commandWords))
        case 4: return pick([0, 1, 2, -1, 0xFFFF_FFFF, 0x7FFF_FFFF, 0x8000_0000, Int.max, Int.min])
        default: return Int(truncatingIfNeeded: rng.next())
        }
    }

    /// A property value of any type and format: empty, a few items, or up to 64 KiB, of any
    /// (odd) length.
    func randomProperty(type: Atom? = nil, format: Int32? = nil) -> PropertyValue {
        let format = format ?? pick([8, 16, 32] as [Int32])
        let itemBytes = Int(format / 8)
        let count: Int
        switch Int.random(in: 0..<20, using: &rng) {
        case 0..<2: count = 0
        case 2..<10: count = Int.random(in: 1...4, using: &rng)
        case 10..<17: count = Int.random(in: 5...300, using: &rng)
        default: count = Int.random(in: 1...(65536 / itemBytes), using: &rng)
        }
        // Xlib takes format-16 items as shorts and format-32 items as longs.
        let size = format == 8 ? 1 : format == 16 ? MemoryLayout<Int16>.size : MemoryLayout<Int>.size
        var bytes = [UInt8](repeating: 0, count: count * size)
        if count <= 300 {
            bytes.withUnsafeMutableBytes { raw in
                for index in 0..<count {
                    let value = randomValue()
                    switch format {
                    case 8: raw.storeBytes(of: UInt8(truncatingIfNeeded: value), toByteOffset: index, as: UInt8.self)
                    case 16: raw.storeBytes(of: Int16(truncatingIfNeeded: value), toByteOffset: index * size, as: Int16.self)
                    default: raw.storeBytes(of: value, toByteOffset: index * size, as: Int.self)
                    }
                }
            }
        } else {
            // Big values: noise, quickly.
            var word = rng.next()
            for index in bytes.indices {
                if index % 8 == 0 { word = rng.next() }
                bytes[index] = UInt8(truncatingIfNeeded: word >> (UInt64(index % 8) * 8))
            }
        }
        return PropertyValue(type: type ?? pick(types), format: format, count: count, bytes: bytes)
    }

    func name(_ atom: Atom) -> String {
        if let index = propertyAtoms.firstIndex(of: atom) { return Self.propertyNames[index] }
        if let index = types.firstIndex(of: atom), index < Self.typeNames.count { return Self.typeNames[index] }
        if let index = messageTypes.firstIndex(of: atom), index < Self.messageNames.count { return Self.messageNames[index] }
        return "atom \(atom)"
    }

    func hex(_ window: Window) -> String { "0x" + String(window, radix: 16) }

    // MARK: - Properties

    func writeProperty(on window: Window) {
        let atom = pick(propertyAtoms)
        let value = randomProperty()
        write(window, atom, value)
        record(window == root ? .rootProperty : .activeProperty,
               "\(name(atom)) on \(window == root ? "root" : "active window") = \(name(value.type))/\(value.format) x\(value.count)")
    }

    func deleteProperty() {
        let window = chance(50) ? root : activeWindow
        let atom = pick(propertyAtoms)
        XDeleteProperty(display, window, atom)
        record(.propertyDeleted, "\(name(atom)) deleted on \(window == root ? "root" : "active window")")
    }

    // MARK: - Client messages

    /// A client message of `type` for `window` with `format` and random data (`data`'s leading
    /// longs when given).
    func message(to window: Window, type: Atom, format: Int32 = 32, data: [Int] = []) -> XEvent {
        var event = XEvent()
        event.xclient.type = ClientMessage
        event.xclient.window = window
        event.xclient.message_type = type
        event.xclient.format = format
        var longs = (0..<5).map { _ in randomValue() }
        for (index, value) in data.prefix(5).enumerated() { longs[index] = value }
        event.xclient.data.l = (longs[0], longs[1], longs[2], longs[3], longs[4])
        return event
    }

    func send(_ event: XEvent, to window: Window) {
        var event = event
        // No mask: to the window's own client; sometimes a mask others may select too.
        let mask = chance(80) ? Int(NoEventMask) : pick([Int(StructureNotifyMask), Int(PropertyChangeMask), Int(SubstructureNotifyMask)])
        XSendEvent(display, window, False, mask, &event)
    }

    func sendPanelMessage() {
        let targets = panelWindows + [managerOwner, tray.owner]
        let window = pick(targets)
        let type = pick(messageTypes)
        let format = chance(80) ? 32 : pick([8, 16, 0, 7] as [Int32])
        var data: [Int] = []
        if type == messageTypes[0] && chance(70) {
            // A panel command: a real verb and argument (or none), a random requester.
            data = [Int(bitPattern: pick(commandWords)), chance(70) ? Int(bitPattern: pick(commandWords)) : 0, randomValue()]
        }
        send(message(to: window, type: type, format: format, data: data), to: window)
        record(.panelMessage, "\(name(type))/\(format) to \(hex(window)) data \(data)")
    }

    // MARK: - The tray

    /// A window id this client made and destroyed at once.
    func freshlyDestroyedWindow() -> Window {
        let window = XCreateSimpleWindow(display, root, 0, 0, 1, 1, 0, 0, 0)
        XDestroyWindow(display, window)
        noteDestroyed(window)
        return window
    }

    /// Keeps `window`'s id among the last 64 destroyed, for requests that name it.
    func noteDestroyed(_ window: Window) {
        destroyed.append(window)
        if destroyed.count > 64 { destroyed.removeFirst() }
    }

    func sendDockRequest() {
        let opcode = chance(75) ? 0 : pick([1, 2, 3, -1, Int(UInt32.max)])
        let candidates: [(String, () -> Window)] = [
            ("a destroyed window", { self.freshlyDestroyedWindow() }),
            ("a window destroyed earlier", { self.destroyed.isEmpty ? self.freshlyDestroyedWindow() : self.pick(self.destroyed) }),
            ("a bogus id", { Window(truncatingIfNeeded: self.rng.next()) }),
            ("window 0", { 0 }),
            ("the root", { self.root }),
            ("a panel window", { self.pick(self.panelWindows.isEmpty ? [self.root] : self.panelWindows) }),
            ("the manager selection's owner", { self.managerOwner }),
            ("the tray's owner", { self.tray.owner }),
            ("its own docked icon", { self.icon }),
            ("another client's docked icon", { self.othersIcons.first ?? self.icon }),
        ]
        let (what, window) = pick(candidates)
        let id = window()
        let target = chance(85) ? tray.owner : pick(panelWindows + [managerOwner])
        let event = message(to: target, type: messageTypes[1], format: chance(90) ? 32 : 8,
                            data: [chance(50) ? Int(CurrentTime) : randomValue(), opcode, Int(bitPattern: id)])
        send(event, to: target)
        record(.dockRequest, "opcode \(opcode) naming \(what) \(hex(id)) to \(hex(target))")
    }

    /// The window the panel embedded ``icon`` in (its wrapper), nil when it is not embedded.
    var embedder: Window? {
        guard let parent = Self.parent(display, of: icon), parent != root else { return nil }
        return parent
    }

    func sendXEmbedMessage() {
        let target = embedder.map { chance(80) ? $0 : pick(panelWindows + [tray.owner]) } ?? tray.owner
        let xembed = messageTypes[3]
        let opcode = chance(80) ? Int.random(in: 0...17, using: &rng) : randomValue()
        let event = message(to: target, type: chance(90) ? xembed : pick(messageTypes), format: chance(85) ? 32 : pick([8, 16] as [Int32]),
                            data: [chance(50) ? Int(CurrentTime) : randomValue(), opcode])
        // From the icon: its messages go to the embedder, as XEmbed has them.
        send(event, to: target)
        record(.xembedMessage, "_XEMBED opcode \(opcode) to \(hex(target))")
    }

    func writeXEmbedInfo() {
        let xembedInfo = tray.xembedInfo
        let value: PropertyValue
        switch Int.random(in: 0..<10, using: &rng) {
        case 0: value = randomProperty(type: xembedInfo, format: 32)
        case 1: value = randomProperty(type: Atom(XA_CARDINAL), format: 32)
        case 2: value = randomProperty(type: xembedInfo, format: pick([8, 16] as [Int32]))
        case 3:
            // Short: a version alone.
            value = PropertyValue(type: xembedInfo, format: 32, count: 1, bytes: withUnsafeBytes(of: randomValue()) { Array($0) })
        case 4:
            XDeleteProperty(display, icon, xembedInfo)
            record(.xembedInfo, "_XEMBED_INFO deleted")
            return
        case 5, 6:
            // Well-formed, flags mapped or not, any version.
            let longs = [chance(70) ? 0 : randomValue(), chance(50) ? 1 : randomValue()]
            value = PropertyValue(type: xembedInfo, format: 32, count: 2, bytes: longs.withUnsafeBytes { Array($0) })
        default: value = randomProperty()
        }
        write(icon, xembedInfo, value)
        record(.xembedInfo, "_XEMBED_INFO = \(name(value.type))/\(value.format) x\(value.count)")
    }

    /// Makes an icon and docks it (with any `_XEMBED_INFO`), or destroys one made earlier.
    func churnIcon() {
        if churn.count >= 2 || (!churn.isEmpty && chance(50)) {
            let window = churn.remove(at: Int.random(in: 0..<churn.count, using: &rng))
            XDestroyWindow(display, window)
            noteDestroyed(window)
            record(.iconChurn, "icon \(hex(window)) destroyed")
            return
        }
        let window = tray.makeIcon(color: 0x00FF00, info: chance(70) ? [0, 1] : nil, size: UInt32(Int.random(in: 1...64, using: &rng)))
        tray.dock(window, flush: false)
        if chance(30) {
            // Gone before the panel reads the request.
            XDestroyWindow(display, window)
            noteDestroyed(window)
            record(.iconChurn, "icon \(hex(window)) docked and destroyed at once")
        } else {
            churn.append(window)
            record(.iconChurn, "icon \(hex(window)) docked")
        }
    }

    /// An event only the X server should send, sent by this client (SendEvent marks it, and
    /// nothing else tells it apart): a SelectionClear for the panel's selections, a
    /// DestroyNotify, UnmapNotify or ReparentNotify of its own docked icon (to the icon's
    /// window, where the panel selects them), server notices about the panel's windows. Only
    /// to the panel: forged to another client's icon they fool that client (yad then stops
    /// drawing, or docks a new icon), and forged with a mask openbox selects they fool openbox
    /// (which then unmanages the strip), neither of which the panel can know of.
    func forgeEvent() {
        var event = XEvent()
        let window: Window
        let mask: Int
        let what: String
        switch Int.random(in: 0..<4, using: &rng) {
        case 0:
            let tray = chance(50)
            window = tray ? self.tray.owner : managerOwner
            event.xselectionclear.type = SelectionClear
            event.xselectionclear.window = window
            event.xselectionclear.selection = XInternAtom(display, tray ? "_NET_SYSTEM_TRAY_S0" : PanelMessage.selectionName(screen: 0), False)
            event.xselectionclear.time = Time(CurrentTime)
            mask = Int(NoEventMask)
            what = "SelectionClear of the \(tray ? "tray's" : "panel's") selection"
        case 1, 2:
            window = icon
            let kind = pick([DestroyNotify, UnmapNotify, ReparentNotify])
            event.type = kind
            // The same leading fields (event, window) in the three.
            event.xdestroywindow.event = window
            event.xdestroywindow.window = window
            if kind == ReparentNotify { event.xreparent.parent = root }
            mask = Int(StructureNotifyMask)
            what = "\(kind == DestroyNotify ? "DestroyNotify" : kind == UnmapNotify ? "UnmapNotify" : "ReparentNotify") of its icon"
        default:
            window = pick(panelWindows.isEmpty ? [root] : panelWindows)
            event.type = pick([MapNotify, UnmapNotify, DestroyNotify, ReparentNotify, Expose])
            event.xany.window = window
            event.xmap.event = window
            // No mask: to the window's own client, the panel, alone.
            mask = Int(NoEventMask)
            what = "event \(event.type) of panel window \(hex(window))"
        }
        XSendEvent(display, window, False, mask, &event)
        record(.forgedEvent, what)
    }
}
