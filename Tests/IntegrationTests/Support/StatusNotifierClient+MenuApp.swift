extension StatusNotifierClient {
    /// An item whose `com.canonical.dbusmenu` menu is served by hand with Gio, so a test can
    /// change it while the panel shows it: on SIGUSR1 it adds "Second" and emits `LayoutUpdated`,
    /// on SIGUSR2 it relabels "First" and emits `ItemsPropertiesUpdated`. Its last entry, "More"
    /// (id 3), is a submenu left empty until its `AboutToShow`, as Qt and Electron apps do: then
    /// it gets "Filled" (31) and the app emits `LayoutUpdated`. Every `AboutToShow` is printed as
    /// `abouttoshow ID`, every `Event` (`opened`, `clicked`, `closed`) as `event ID NAME`; `ready`
    /// once registered. On SIGHUP it changes its icon as Electron and Chromium do: a PNG of the
    /// next colour (blue, then red) in a new temporary folder, `IconThemePath` and `IconName`
    /// naming it, the old folder removed, `NewIconThemePath` and `NewIcon` (prints `icon N`).
    static let menuAppScript = #"""
        import os, shutil, signal, struct, tempfile, zlib
        from gi.repository import Gio, GLib
        bus = Gio.bus_get_sync(Gio.BusType.SESSION, None)
        ITEM = """<node><interface name="org.kde.StatusNotifierItem">
        <property name="Id" type="s" access="read"/><property name="Category" type="s" access="read"/>
        <property name="Status" type="s" access="read"/><property name="Title" type="s" access="read"/>
        <property name="IconPixmap" type="a(iiay)" access="read"/><property name="Menu" type="o" access="read"/>
        <property name="ItemIsMenu" type="b" access="read"/>
        <property name="IconName" type="s" access="read"/><property name="IconThemePath" type="s" access="read"/>
        <method name="Activate"><arg type="i" direction="in"/><arg type="i" direction="in"/></method>
        </interface></node>"""
        MENU = """<node><interface name="com.canonical.dbusmenu">
        <method name="GetLayout"><arg type="i" direction="in"/><arg type="i" direction="in"/><arg type="as" direction="in"/>
          <arg type="u" direction="out"/><arg type="(ia{sv}av)" direction="out"/></method>
        <method name="GetGroupProperties"><arg type="ai" direction="in"/><arg type="as" direction="in"/><arg type="a(ia{sv})" direction="out"/></method>
        <method name="Event"><arg type="i" direction="in"/><arg type="s" direction="in"/><arg type="v" direction="in"/><arg type="u" direction="in"/></method>
        <method name="AboutToShow"><arg type="i" direction="in"/><arg type="b" direction="out"/></method>
        <signal name="LayoutUpdated"><arg type="u"/><arg type="i"/></signal>
        <signal name="ItemsPropertiesUpdated"><arg type="a(ia{sv})"/><arg type="a(ias)"/></signal>
        <property name="Version" type="u" access="read"/><property name="Status" type="s" access="read"/>
        </interface></node>"""
        entries = [(1, "First")]
        revision = [1]
        more = []
        icon = {"name": "", "folder": "", "count": 0}
        def layout():
            children = [GLib.Variant("(ia{sv}av)", (i, {"label": GLib.Variant("s", label)}, [])) for i, label in entries]
            filled = [GLib.Variant("(ia{sv}av)", (i, {"label": GLib.Variant("s", label)}, [])) for i, label in more]
            children.append(GLib.Variant("(ia{sv}av)", (3, {"label": GLib.Variant("s", "_More"),
                                                            "children-display": GLib.Variant("s", "submenu")}, filled)))
            return (revision[0], (0, {"children-display": GLib.Variant("s", "submenu")}, children))
        def item_get(conn, sender, path, iface, name):
            values = {"Id": GLib.Variant("s", "statuspanel-menu-app"), "Category": GLib.Variant("s", "ApplicationStatus"),
                      "Status": GLib.Variant("s", "Active"), "Title": GLib.Variant("s", "menu app"),
                      "IconPixmap": GLib.Variant("a(iiay)", [(16, 16, b"\xff\x00\xc0\x00" * 256)]),
                      "Menu": GLib.Variant("o", "/Menu"), "ItemIsMenu": GLib.Variant("b", True),
                      "IconName": GLib.Variant("s", icon["name"]), "IconThemePath": GLib.Variant("s", icon["folder"])}
            return values.get(name)
        def item_call(conn, sender, path, iface, name, params, invocation):
            invocation.return_value(None)
        def menu_get(conn, sender, path, iface, name):
            return GLib.Variant("u", 3) if name == "Version" else GLib.Variant("s", "normal")
        def menu_call(conn, sender, path, iface, name, params, invocation):
            if name == "GetLayout":
                invocation.return_value(GLib.Variant("(u(ia{sv}av))", layout()))
            elif name == "GetGroupProperties":
                invocation.return_value(GLib.Variant("(a(ia{sv}))", ([(i, {"label": GLib.Variant("s", l)}) for i, l in entries],)))
            elif name == "AboutToShow":
                ident = params.unpack()[0]
                print("abouttoshow", ident, flush=True)
                if ident == 3 and not more:
                    more.append((31, "Filled"))
                    revision[0] += 1
                    invocation.return_value(GLib.Variant("(b)", (True,)))
                    bus.emit_signal(None, "/Menu", "com.canonical.dbusmenu", "LayoutUpdated", GLib.Variant("(ui)", (revision[0], 3)))
                else:
                    invocation.return_value(GLib.Variant("(b)", (False,)))
            elif name == "Event":
                ident, event, _, _ = params.unpack()
                print("event", ident, event, flush=True)
                invocation.return_value(None)
            else:
                invocation.return_value(None)
        bus.register_object("/StatusNotifierItem", Gio.DBusNodeInfo.new_for_xml(ITEM).interfaces[0], item_call, item_get, None)
        bus.register_object("/Menu", Gio.DBusNodeInfo.new_for_xml(MENU).interfaces[0], menu_call, menu_get, None)
        def add_entry():
            entries.append((2, "Second"))
            revision[0] += 1
            bus.emit_signal(None, "/Menu", "com.canonical.dbusmenu", "LayoutUpdated", GLib.Variant("(ui)", (revision[0], 0)))
            print("added", flush=True)
            return True
        def relabel():
            entries[0] = (1, "First, relabelled while open")
            bus.emit_signal(None, "/Menu", "com.canonical.dbusmenu", "ItemsPropertiesUpdated",
                            GLib.Variant("(a(ia{sv})a(ias))", ([(1, {"label": GLib.Variant("s", entries[0][1])})], [])))
            print("relabelled", flush=True)
            return True
        def png(rgba):
            def chunk(kind, body):
                return struct.pack(">I", len(body)) + kind + body + struct.pack(">I", zlib.crc32(kind + body) & 0xffffffff)
            rows = (b"\0" + bytes(rgba) * 22) * 22
            return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", 22, 22, 8, 6, 0, 0, 0))
                    + chunk(b"IDAT", zlib.compress(rows)) + chunk(b"IEND", b""))
        def new_icon():
            icon["count"] += 1
            old = icon["folder"]
            folder = tempfile.mkdtemp(prefix=".org.chromium.Chromium.")
            name = "statuspanel_icon_%d" % icon["count"]
            with open(os.path.join(folder, name + ".png"), "wb") as f:
                f.write(png([(0, 64, 255, 255), (255, 0, 0, 255)][(icon["count"] - 1) % 2]))
            icon["name"], icon["folder"] = name, folder
            if old: shutil.rmtree(old, ignore_errors=True)
            bus.emit_signal(None, "/StatusNotifierItem", "org.kde.StatusNotifierItem", "NewIconThemePath", GLib.Variant("(s)", (folder,)))
            bus.emit_signal(None, "/StatusNotifierItem", "org.kde.StatusNotifierItem", "NewIcon", None)
            print("icon", icon["count"], flush=True)
            return True
        # The test process may have spawned this one with the signals blocked.
        signal.pthread_sigmask(signal.SIG_UNBLOCK, [signal.SIGUSR1, signal.SIGUSR2, signal.SIGHUP])
        GLib.unix_signal_add(GLib.PRIORITY_DEFAULT, signal.SIGHUP, new_icon)
        GLib.unix_signal_add(GLib.PRIORITY_DEFAULT, signal.SIGUSR1, add_entry)
        GLib.unix_signal_add(GLib.PRIORITY_DEFAULT, signal.SIGUSR2, relabel)
        def register():
            bus.call_sync("org.kde.StatusNotifierWatcher", "/StatusNotifierWatcher", "org.kde.StatusNotifierWatcher",
                          "RegisterStatusNotifierItem", GLib.Variant("(s)", ("/StatusNotifierItem",)), None, Gio.DBusCallFlags.NONE, 5000, None)
            print("ready", flush=True)
            return False
        GLib.idle_add(register)
        GLib.MainLoop().run()
        """#
}
