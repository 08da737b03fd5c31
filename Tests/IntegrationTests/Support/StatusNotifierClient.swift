import Foundation

/// A real StatusNotifierItem app, scripted in Python: Qt's QSystemTrayIcon (which uses SNI
/// when the watcher's introspection lists its properties, else XEmbed) or
/// libayatana-appindicator. It prints a line for each thing the user did to it.
final class StatusNotifierClient {
    let process: Process
    private let outPath: String
    private let scriptPath: String
    private let errPath: String

    enum Kind {
        /// QSystemTrayIcon with a `size` x `size` pixmap of `colour` (`#rrggbb`) and a menu.
        case qt(colour: String, size: Int)
        /// An AppIndicator with the icon `name` from `themePath`, and a menu.
        case ayatana(name: String, themePath: String)
        /// A hostile item written with Gio (``hostileScript``): `bad` (malformed properties),
        /// `silent` (never answers), `loop` (300 paths, then re-registering 1000 times),
        /// `flood` (5000 NewIcon signals), `vanish` (exits in the middle of the first call),
        /// `late` (a red icon, its first `GetAll` answered 3 s late, past the panel's time-out).
        case hostile(mode: String)
        /// Another program's StatusNotifierWatcher (``watcherScript``): prints `watcher` once it
        /// owns the name, then `host NAME` and `item NAME` for each registration.
        case watcher
        /// An item with a green pixmap and a dbusmenu menu served by hand (``menuAppScript``):
        /// prints `event ID NAME` for each `Event`; SIGUSR1 adds an entry (`LayoutUpdated`),
        /// SIGUSR2 relabels the first (`ItemsPropertiesUpdated`).
        case menuApp
        /// The hostile app as an MPRIS player (``hostileMPRISScript``): `bad`, `silent`, `vanish`, `churn`.
        case hostileMPRIS(mode: String)
        /// The hostile soak's app (``hostileSoakScript``): `seed` drives its actions for `seconds`.
        case hostileSoak(seed: UInt64, seconds: Double, only: String)
    }

    init(_ kind: Kind, on server: XServer, bus: SessionBus) throws {
        let id = UUID().uuidString
        outPath = NSTemporaryDirectory() + "sni-client-\(id).log"
        scriptPath = NSTemporaryDirectory() + "sni-client-\(id).py"
        errPath = NSTemporaryDirectory() + "sni-client-\(id).err"
        _ = FileManager.default.createFile(atPath: outPath, contents: nil)
        _ = FileManager.default.createFile(atPath: errPath, contents: nil)
        let script: String
        switch kind {
        case .qt(let colour, let size): script = Self.qtScript(colour: colour, size: size)
        case .ayatana(let name, let themePath): script = Self.ayatanaScript(name: name, themePath: themePath)
        case .hostile(let mode): script = Self.hostileScript.replacingOccurrences(of: "MODE", with: mode)
        case .hostileMPRIS(let mode): script = Self.hostileMPRISScript.replacingOccurrences(of: "MODE", with: mode)
        case .watcher: script = Self.watcherScript
        case .menuApp: script = Self.menuAppScript
        case .hostileSoak(let seed, let seconds, let only):
            script = Self.hostileSoakScript.replacingOccurrences(of: "SEED", with: "\(seed)")
                .replacingOccurrences(of: "SECONDS", with: "\(seconds)").replacingOccurrences(of: "\"ONLY\"", with: "\"\(only)\"")
        }
        try script.write(toFile: scriptPath, atomically: true, encoding: .utf8)
        process = try server.spawn(["/usr/bin/python3", scriptPath],
                                   environment: bus.environment.merging(["QT_QPA_PLATFORM": "xcb", "NO_AT_BRIDGE": "1", "GDK_BACKEND": "x11",
                                                                          "XDG_RUNTIME_DIR": NSTemporaryDirectory()]) { $1 },
                                   stdout: FileHandle(forWritingAtPath: outPath), stderr: FileHandle(forWritingAtPath: errPath))
    }

    deinit {
        if process.isRunning { process.signal(SIGKILL) }
        try? FileManager.default.removeItem(atPath: outPath)
        try? FileManager.default.removeItem(atPath: errPath)
        try? FileManager.default.removeItem(atPath: scriptPath)
    }

    /// What the app printed so far, a line an event.
    var lines: [String] { ((try? String(contentsOfFile: outPath, encoding: .utf8)) ?? "").split(separator: "\n").map(String.init) }

    /// What the app wrote to standard error (Python's tracebacks).
    var errors: String { (try? String(contentsOfFile: errPath, encoding: .utf8)) ?? "" }

    /// Ends the app at once (no goodbye on the bus: its name just goes).
    func kill() { if process.isRunning { process.signal(SIGKILL) } }

    static func qtScript(colour: String, size: Int) -> String {
        """
        import sys
        from PyQt5.QtWidgets import QApplication, QSystemTrayIcon, QMenu
        from PyQt5.QtGui import QIcon, QPixmap, QColor
        app = QApplication(sys.argv)
        app.setQuitOnLastWindowClosed(False)
        pixmap = QPixmap(\(size), \(size))
        pixmap.fill(QColor("\(colour)"))
        tray = QSystemTrayIcon(QIcon(pixmap))
        menu = QMenu()
        menu.addAction("First").triggered.connect(lambda: print("menu First", flush=True))
        menu.aboutToShow.connect(lambda: print("menu shown", flush=True))
        tray.setContextMenu(menu)
        tray.setToolTip("statuspanel test")
        tray.activated.connect(lambda reason: print("activated", int(reason), flush=True))
        tray.show()
        print("shown", flush=True)
        app.exec_()
        """
    }

    static func ayatanaScript(name: String, themePath: String) -> String {
        """
        import gi, sys
        gi.require_version("Gtk", "3.0")
        gi.require_version("AyatanaAppIndicator3", "0.1")
        from gi.repository import Gtk, AyatanaAppIndicator3 as AI
        indicator = AI.Indicator.new_with_path("statuspanel-test", "\(name)", AI.IndicatorCategory.APPLICATION_STATUS, "\(themePath)")
        indicator.set_status(AI.IndicatorStatus.ACTIVE)
        menu = Gtk.Menu()
        item = Gtk.MenuItem(label="First")
        item.connect("activate", lambda *a: print("menu First", flush=True))
        menu.append(item)
        item.show()
        indicator.set_menu(menu)
        indicator.connect("scroll-event", lambda ind, delta, direction: print("scroll", int(direction), flush=True))
        print("shown", flush=True)
        Gtk.main()
        """
    }

    static let hostileScript = #"""
        import sys, os
        import gi
        from gi.repository import Gio, GLib
        mode = "MODE"
        bus = Gio.bus_get_sync(Gio.BusType.SESSION, None)
        XML = """<node><interface name="org.kde.StatusNotifierItem">
        <method name="Activate"><arg type="i" direction="in"/><arg type="i" direction="in"/></method>
        <signal name="NewIcon"/></interface></node>"""
        held = []
        late = []
        def red():
            return {"IconPixmap": GLib.Variant("a(iiay)", [(16, 16, b"\xff\xff\x00\x00" * 256)]),
                    "Status": GLib.Variant("s", "Active"), "Id": GLib.Variant("s", "late"), "Title": GLib.Variant("s", "late")}
        def props():
            return {
                "IconPixmap": GLib.Variant("a(iiay)", [(64, 64, b"\xff" * 10), (100000, 100000, b"\xff" * 16), (-3, 2, b""), (2, 2, b"\xff" * 16)]),
                "Title": GLib.Variant("i", 5), "Status": GLib.Variant("as", ["x"]), "ToolTip": GLib.Variant("s", "t"),
                "Menu": GLib.Variant("s", "nonsense"), "IconName": GLib.Variant("s", "../../../../etc/passwd"),
                "AttentionIconPixmap": GLib.Variant("ay", b"\x00" * 100),
            }
        def method(conn, sender, path, iface, name, params, invocation):
            if mode == "silent":
                held.append(invocation)  # never answered
                return
            if mode == "vanish":
                os._exit(0)
            if mode == "late" and name == "GetAll":
                # The first read is answered after the panel's time-out, the next ones at once.
                late.append(invocation)
                reply = GLib.Variant("(a{sv})", (red(),))
                if len(late) == 1:
                    GLib.timeout_add(3000, lambda: invocation.return_value(reply) or False)
                else:
                    invocation.return_value(reply)
                return
            if iface == "org.freedesktop.DBus.Properties" and name == "GetAll":
                invocation.return_value(GLib.Variant("(a{sv})", (props(),)))
            else:
                invocation.return_value(None)
        # Properties served by hand (any type the test likes).
        PXML = """<node><interface name="org.freedesktop.DBus.Properties">
        <method name="GetAll"><arg type="s" direction="in"/><arg type="a{sv}" direction="out"/></method>
        </interface></node>"""
        paths = ["/StatusNotifierItem"] if mode != "loop" else ["/Item%d" % i for i in range(300)]
        for p in paths:
            for xml in (XML, PXML):
                info = Gio.DBusNodeInfo.new_for_xml(xml).interfaces[0]
                bus.register_object(p, info, method, None, None)
        def register():
            for p in paths:
                bus.call("org.kde.StatusNotifierWatcher", "/StatusNotifierWatcher", "org.kde.StatusNotifierWatcher",
                         "RegisterStatusNotifierItem", GLib.Variant("(s)", (p,)), None, Gio.DBusCallFlags.NONE, 2000, None, None, None)
            if mode == "loop":
                for i in range(1000):
                    bus.call("org.kde.StatusNotifierWatcher", "/StatusNotifierWatcher", "org.kde.StatusNotifierWatcher",
                             "RegisterStatusNotifierItem", GLib.Variant("(s)", ("/Item0",)), None, Gio.DBusCallFlags.NONE, 2000, None, None, None)
            if mode == "flood":
                for i in range(5000):
                    bus.emit_signal(None, "/StatusNotifierItem", "org.kde.StatusNotifierItem", "NewIcon", None)
            print("registered", flush=True)
            return False
        GLib.idle_add(register)
        GLib.MainLoop().run()
        """#

    static let watcherScript = #"""
        import sys
        from gi.repository import Gio, GLib
        XML = """<node><interface name="org.kde.StatusNotifierWatcher">
        <method name="RegisterStatusNotifierItem"><arg name="service" type="s" direction="in"/></method>
        <method name="RegisterStatusNotifierHost"><arg name="service" type="s" direction="in"/></method>
        <property name="RegisteredStatusNotifierItems" type="as" access="read"/>
        <property name="IsStatusNotifierHostRegistered" type="b" access="read"/>
        <property name="ProtocolVersion" type="i" access="read"/>
        <signal name="StatusNotifierItemRegistered"><arg type="s"/></signal>
        <signal name="StatusNotifierItemUnregistered"><arg type="s"/></signal>
        <signal name="StatusNotifierHostRegistered"/>
        </interface></node>"""
        items = []
        hosts = []
        def method(conn, sender, path, iface, name, params, invocation):
            arg = params.unpack()[0]
            if name == "RegisterStatusNotifierItem":
                item = arg if arg.startswith("/") is False else sender + arg
                if not item.startswith("/") and "/" not in item:
                    item = item + "/StatusNotifierItem"
                items.append(item)
                conn.emit_signal(None, "/StatusNotifierWatcher", "org.kde.StatusNotifierWatcher", "StatusNotifierItemRegistered", GLib.Variant("(s)", (item,)))
                print("item", item, flush=True)
            else:
                hosts.append(arg)
                conn.emit_signal(None, "/StatusNotifierWatcher", "org.kde.StatusNotifierWatcher", "StatusNotifierHostRegistered", None)
                print("host", arg, flush=True)
            invocation.return_value(None)
        def get(conn, sender, path, iface, prop):
            if prop == "RegisteredStatusNotifierItems": return GLib.Variant("as", items)
            if prop == "IsStatusNotifierHostRegistered": return GLib.Variant("b", len(hosts) > 0)
            return GLib.Variant("i", 0)
        def acquired(conn, name):
            print("watcher", flush=True)
        bus = Gio.bus_get_sync(Gio.BusType.SESSION, None)
        bus.register_object("/StatusNotifierWatcher", Gio.DBusNodeInfo.new_for_xml(XML).interfaces[0], method, get, None)
        Gio.bus_own_name_on_connection(bus, "org.kde.StatusNotifierWatcher", Gio.BusNameOwnerFlags.NONE, acquired, None)
        GLib.MainLoop().run()
        """#
}
