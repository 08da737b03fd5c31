extension StatusNotifierClient {
    /// The hostile client's StatusNotifierItem mode (issue 34 point 7), seeded (`SEED`) for a
    /// bounded run (`SECONDS`): from a pool of up to ten bus connections of its own, each an item
    /// with a way of answering the panel (``PROFILES``: pixmaps whose sizes disagree with their
    /// data, a 4 MB one and at most two of 20 MB in the first half, thousands of menu entries, deep and cyclic
    /// submenus, wrong types, text that is not UTF-8 where strings belong, never answering,
    /// answering after the call limit, closing the connection mid-call), it registers items,
    /// re-registers in bursts under good and bad names, floods signals, changes an item's ways and
    /// drops connections. Issue 40 point 4 adds icon files named through `IconThemePath` (a
    /// FIFO nobody writes, a device node, a 50 MB PNG, a PNG whose header claims 30000 x 30000
    /// pixels, an SVG that takes librsvg seconds), each with a good pixmap beside it, and
    /// `icon_files`, one of them at random for each item. `ONLY` (a profile name) narrows a failure down. Prints `registered`
    /// at once and a `summary` of what it did at the end, then exits.
    static let hostileSoakScript = #"""
        import os, random, sys, time, signal, struct, tempfile, zlib
        from gi.repository import Gio, GLib
        rng = random.Random(SEED)
        seconds = SECONDS
        only = "ONLY"
        address = os.environ["DBUS_SESSION_BUS_ADDRESS"]
        FLAGS = Gio.DBusConnectionFlags.AUTHENTICATION_CLIENT | Gio.DBusConnectionFlags.MESSAGE_BUS_CONNECTION
        WATCHER = ("org.kde.StatusNotifierWatcher", "/StatusNotifierWatcher", "org.kde.StatusNotifierWatcher")
        ITEM_XML = """<node><interface name="org.kde.StatusNotifierItem">
        <method name="Activate"><arg type="i" direction="in"/><arg type="i" direction="in"/></method>
        <method name="SecondaryActivate"><arg type="i" direction="in"/><arg type="i" direction="in"/></method>
        <method name="ContextMenu"><arg type="i" direction="in"/><arg type="i" direction="in"/></method>
        <method name="Scroll"><arg type="i" direction="in"/><arg type="s" direction="in"/></method>
        <signal name="NewIcon"/><signal name="NewTitle"/><signal name="NewToolTip"/><signal name="NewAttentionIcon"/>
        <signal name="NewStatus"><arg type="s"/></signal></interface></node>"""
        PROPS_XML = """<node><interface name="org.freedesktop.DBus.Properties">
        <method name="GetAll"><arg type="s" direction="in"/><arg type="a{sv}" direction="out"/></method>
        <method name="Get"><arg type="s" direction="in"/><arg type="s" direction="in"/><arg type="v" direction="out"/></method>
        </interface></node>"""
        MENU_XML = """<node><interface name="com.canonical.dbusmenu">
        <method name="GetLayout"><arg type="i" direction="in"/><arg type="i" direction="in"/><arg type="as" direction="in"/>
        <arg type="u" direction="out"/><arg type="(ia{sv}av)" direction="out"/></method>
        <method name="GetGroupProperties"><arg type="ai" direction="in"/><arg type="as" direction="in"/><arg type="a(ia{sv})" direction="out"/></method>
        <method name="Event"><arg type="i" direction="in"/><arg type="s" direction="in"/><arg type="v" direction="in"/><arg type="u" direction="in"/></method>
        <method name="AboutToShow"><arg type="i" direction="in"/><arg type="b" direction="out"/></method>
        <signal name="LayoutUpdated"><arg type="u"/><arg type="i"/></signal>
        <signal name="ItemsPropertiesUpdated"><arg type="a(ia{sv})"/><arg type="a(ias)"/></signal></interface></node>"""
        INFOS = [(p, Gio.DBusNodeInfo.new_for_xml(x).interfaces[0]) for p, x in
                 (("/StatusNotifierItem", ITEM_XML), ("/StatusNotifierItem", PROPS_XML), ("/Menu", MENU_XML))]
        # How an item answers the panel's calls.
        PROFILES = ["good", "pixmap_lies", "huge_pixmap", "wrong_types", "bad_text", "many_menu_items", "deep_menu",
                    "cyclic_menu", "wrong_menu_types", "silent", "slow", "vanish_on_call",
                    "fifo_icon", "device_icon", "huge_png", "bomb_png", "slow_svg", "icon_files"]
        # The icon files of the file profiles, in one folder given as the items' IconThemePath.
        ICON_FILES = {"fifo_icon": "hostile-fifo", "device_icon": "hostile-device", "huge_png": "hostile-huge",
                      "bomb_png": "hostile-bomb", "slow_svg": "hostile-slow"}
        ICONS = tempfile.mkdtemp(prefix="hostile-icons-")
        def png_bytes(width, height, data):
            def chunk(kind, body):
                return struct.pack(">I", len(body)) + kind + body + struct.pack(">I", zlib.crc32(kind + body) & 0xffffffff)
            return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, 8, 6, 0, 0, 0))
                    + chunk(b"IDAT", zlib.compress(data)) + chunk(b"IEND", b""))
        os.mkfifo(ICONS + "/hostile-fifo.png")
        os.symlink("/dev/zero", ICONS + "/hostile-device.png")
        with open(ICONS + "/hostile-huge.png", "wb") as f:
            f.write(png_bytes(64, 64, (b"\0" + b"\xff\0\0\xff" * 64) * 64))
            f.truncate(50 * 1024 * 1024)
        with open(ICONS + "/hostile-bomb.png", "wb") as f:
            f.write(png_bytes(30000, 30000, b"\0" * 64))
        with open(ICONS + "/hostile-slow.svg", "w") as f:
            # Each group uses the one before twice: 2^17 paths drawn from 2 kB (librsvg: about 14 s).
            f.write('<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="22" height="22"><defs>'
                    '<g id="l0"><path d="M0 0 L22 22 L0 22 Z" fill="red" opacity="0.5"/></g>'
                    + "".join('<g id="l%d"><use xlink:href="#l%d"/><use xlink:href="#l%d" transform="translate(0.01,0)"/></g>' % (i, i - 1, i - 1)
                              for i in range(1, 18)) + '</defs><use xlink:href="#l17"/></svg>')
        counts = {}
        giants = [0]
        start = time.monotonic()
        def count(kind):
            counts[kind] = counts.get(kind, 0) + 1

        def pixel(r, g, b):
            return bytes([255, r, g, b])

        def byte_array(data):
            # Made from the bytes at once: PyGObject would convert a large "ay" a byte at a time.
            return GLib.Variant.new_from_bytes(GLib.VariantType.new("ay"), GLib.Bytes.new(data), True)

        def pixmap_list(entries):
            return GLib.Variant.new_array(GLib.VariantType.new("(iiay)"), [
                GLib.Variant.new_tuple(GLib.Variant("i", w), GLib.Variant("i", h), data if isinstance(data, GLib.Variant) else byte_array(data))
                for w, h, data in entries])

        BIG = byte_array(rng.randbytes(1024 * 1024 * 4))
        GIANT = []
        def pixmaps(profile):
            ok = (16, 16, pixel(0, 0, 255) * 256)
            if profile == "pixmap_lies":
                return pixmap_list([(64, 64, b"\xff" * 10), (16, 16, b"\x00" * 2000), (-3, 2, b""), (0, 0, b""),
                                    (2147483647, 2, b"\xff" * 16), (2, -2147483648, b"\x01" * 7), ok])
            if profile == "huge_pixmap":
                # In the first half only: the test compares the panel's memory in the two halves.
                if giants[0] < 2 and rng.random() < 0.1 and time.monotonic() - start < seconds / 2:
                    giants[0] += 1
                    count("giant pixmap (20 MB)")
                    if not GIANT: GIANT.append(byte_array(b"\x80" * (2300 * 2300 * 4)))
                    return pixmap_list([(2300, 2300, GIANT[0])])
                return pixmap_list([(1024, 1024, BIG), (100000, 100000, b"\xff" * 16)])
            return pixmap_list([ok])

        def properties(profile):
            if profile == "icon_files":
                profile = rng.choice(sorted(ICON_FILES))
            if profile in ICON_FILES:
                count("icon file named (%s)" % profile)
                return {"Id": GLib.Variant("s", "hostile"), "Status": GLib.Variant("s", "Active"),
                        "IconName": GLib.Variant("s", ICON_FILES[profile]), "IconThemePath": GLib.Variant("s", ICONS),
                        "IconPixmap": pixmaps("good"), "Menu": GLib.Variant("o", "/Menu"), "Title": GLib.Variant("s", "hostile " + profile)}
            if profile == "wrong_types":
                return {"IconPixmap": GLib.Variant("s", "not a pixmap"), "Title": GLib.Variant("i", 5),
                        "Status": GLib.Variant("as", ["Active"]), "ToolTip": GLib.Variant("s", "t"), "Menu": GLib.Variant("i", 3),
                        "ItemIsMenu": GLib.Variant("s", "yes"), "IconThemePath": GLib.Variant("ay", b"/tmp"),
                        "AttentionIconPixmap": GLib.Variant("a(ii)", [(1, 2)]), "IconName": GLib.Variant("v", GLib.Variant("s", "x")),
                        "OverlayIconPixmap": GLib.Variant("(iiay)", (1, 1, b"\x00\x00\x00\x00"))}
            if profile == "bad_text":
                return {"Title": GLib.Variant("ay", b"\xff\xfe\xc3\x28 not UTF-8"), "IconName": GLib.Variant("ay", b"\xc0\xaf"),
                        "Status": GLib.Variant("s", "\u202eevitcA"), "Id": GLib.Variant("s", "\ufffd" * 5000),
                        "ToolTip": GLib.Variant("(sa(iiay)ss)", ("", [], "\u0301" * 10000, "x" * 100000)),
                        "IconPixmap": pixmaps("good"), "Menu": GLib.Variant("o", "/Menu")}
            return {"Id": GLib.Variant("s", "hostile"), "Status": GLib.Variant("s", rng.choice(["Active", "NeedsAttention", "Active"])),
                    "IconPixmap": pixmaps(profile), "Menu": GLib.Variant("o", "/Menu"),
                    "ItemIsMenu": GLib.Variant("b", rng.random() < 0.5), "Title": GLib.Variant("s", "hostile " + profile),
                    "AttentionIconPixmap": pixmaps(profile)}

        def entry(ident, label, children=()):
            return GLib.Variant("(ia{sv}av)", (ident, {"label": GLib.Variant("s", label)}, list(children)))

        def layout(profile):
            if profile == "many_menu_items":
                sub = entry(5001, "submenu", [entry(6000 + i, "sub %d" % i) for i in range(3000)])
                return (1, (0, {}, [entry(i + 1, "item %d" % i) for i in range(5000)] + [sub]))
            if profile == "deep_menu":
                node = entry(9999, "bottom")
                for depth in range(rng.choice([20, 28, 60])):
                    node = entry(depth + 1, "level %d" % depth, [node])
                return (1, (0, {}, [node]))
            if profile == "cyclic_menu":
                # Ids that name their own ancestors: the root's id again below it, and a child its parent's.
                inner = entry(1, "me again", [entry(0, "the root again"), entry(1, "myself")])
                return (1, (0, {"children-display": GLib.Variant("s", "submenu")}, [inner, entry(0, "root"), entry(-1, "negative")]))
            if profile == "bad_text":
                odd = GLib.Variant("(ia{sv}av)", (2, {"label": GLib.Variant("ay", b"\xff\xfe_bad")}, []))
                return (1, (0, {}, [entry(1, "\u202e" + "x" * 5000), odd, entry(3, "_" * 3000)]))
            return (1, (0, {}, [entry(1, "First"), entry(2, "Second")]))

        def reply(conn, invocation, signature, value):
            # Sent by hand, so any type goes (Gio checks return_value against the introspection).
            message = Gio.DBusMessage.new_method_reply(invocation.get_message())
            message.set_body(GLib.Variant(signature, value))
            try:
                conn.send_message(message, Gio.DBusSendMessageFlags.NONE)
            except GLib.Error:
                count("reply failed (connection gone)")

        class Item:
            serial = 0
            def __init__(self, profile):
                Item.serial += 1
                self.profile = profile
                self.held = []
                self.conn = Gio.DBusConnection.new_for_address_sync(address, FLAGS, None, None)
                self.name = self.conn.get_unique_name()
                for path, info in INFOS:
                    self.conn.register_object(path, info, self.call, None, None)

            def call(self, conn, sender, path, iface, name, params, invocation):
                count("call " + name)
                profile = self.profile
                if profile == "silent":
                    self.held = (self.held + [invocation])[-200:]
                    return
                if profile == "vanish_on_call":
                    self.close()
                    return
                if profile == "slow":
                    GLib.timeout_add(3000, lambda: (self.answer(conn, name, invocation), False)[1])
                    return
                self.answer(conn, name, invocation)

            def answer(self, conn, name, invocation):
                profile = self.profile
                if name == "GetAll":
                    if profile == "wrong_types" and rng.random() < 0.3:
                        reply(conn, invocation, "(s)", ("not a dictionary",))
                    else:
                        reply(conn, invocation, "(a{sv})", (properties(profile),))
                elif name == "Get":
                    reply(conn, invocation, "(v)", (properties(profile).get("Menu", GLib.Variant("i", 1)),))
                elif name == "GetLayout":
                    if profile == "wrong_menu_types":
                        choice = rng.randrange(4)
                        if choice == 0: reply(conn, invocation, "(s)", ("menu",))
                        elif choice == 1: reply(conn, invocation, "(u(isav))", (1, (0, "x", [GLib.Variant("s", "child")])))
                        elif choice == 2: reply(conn, invocation, "((ia{sv}av))", ((0, {}, []),))
                        else: reply(conn, invocation, "(u(ia{sv}av))", (1, (0, {"label": GLib.Variant("i", 4)}, [GLib.Variant("i", 7), GLib.Variant("(ia{sv}av)", (1, {"visible": GLib.Variant("s", "no"), "toggle-state": GLib.Variant("s", "on")}, []))])))
                    else:
                        reply(conn, invocation, "(u(ia{sv}av))", layout(profile))
                elif name == "AboutToShow":
                    reply(conn, invocation, "(b)", (True,))
                elif name == "GetGroupProperties":
                    reply(conn, invocation, "(a(ia{sv}))", ([],))
                else:
                    reply(conn, invocation, "()", ())

            def register(self, path="/StatusNotifierItem"):
                if self.conn.is_closed(): return
                self.conn.call(*WATCHER, "RegisterStatusNotifierItem", GLib.Variant("(s)", (path,)), None, Gio.DBusCallFlags.NONE, 2000, None, None, None)

            def emit(self, path, iface, name, value=None):
                if self.conn.is_closed(): return
                try:
                    self.conn.emit_signal(None, path, iface, name, value)
                except GLib.Error:
                    count("signal failed (connection gone)")

            def close(self):
                if not self.conn.is_closed():
                    self.conn.close(None, None, None)

        items = []
        def live():
            return [item for item in items if not item.conn.is_closed()]

        def churn():
            item = Item(rng.choice(PROFILES) if only not in PROFILES else only)
            items.append(item)
            item.register()
            count("item registered (%s)" % item.profile)
            alive = live()
            while len(alive) > 10:
                old = alive.pop(rng.randrange(len(alive)))
                old.close()
                count("item vanished")
            del items[:-40]

        def reregister():
            item = rng.choice(live() or [None])
            if not item: return
            for i in range(rng.randint(20, 200)):
                item.register(rng.choice(["/StatusNotifierItem", "/Item%d" % rng.randrange(30), item.name, "org.example.None",
                                          "not a path", "", "/" + "a" * 300, ":1.999999/StatusNotifierItem"]))
            count("re-registration burst")

        def signals():
            item = rng.choice(live() or [None])
            if not item: return
            for i in range(rng.randint(50, 500)):
                kind = rng.randrange(5)
                if kind == 0: item.emit("/StatusNotifierItem", "org.kde.StatusNotifierItem", "NewIcon")
                elif kind == 1: item.emit("/StatusNotifierItem", "org.kde.StatusNotifierItem", "NewStatus", GLib.Variant("(s)", (rng.choice(["Passive", "Active", "NeedsAttention", "bogus", ""]),)))
                elif kind == 2: item.emit("/StatusNotifierItem", "org.kde.StatusNotifierItem", "NewTitle")
                elif kind == 3: item.emit("/Menu", "com.canonical.dbusmenu", "LayoutUpdated", GLib.Variant("(ui)", (i, 0)))
                else: item.emit("/Menu", "com.canonical.dbusmenu", "ItemsPropertiesUpdated", GLib.Variant("(a(ia{sv})a(ias))", ([(1, {"label": GLib.Variant("i", 1)})], [(9, ["x"])])))
            count("signal flood")

        def mutate():
            item = rng.choice(live() or [None])
            if not item: return
            item.profile = rng.choice(PROFILES) if only not in PROFILES else only
            item.emit("/StatusNotifierItem", "org.kde.StatusNotifierItem", "NewIcon")
            count("item changed its ways")

        ACTIONS = [churn, churn, reregister, signals, mutate]
        loop = GLib.MainLoop()
        def act():
            if time.monotonic() - start > seconds:
                print("summary", "; ".join("%s: %d" % (k, v) for k, v in sorted(counts.items())), flush=True)
                loop.quit()
                return False
            try:
                rng.choice(ACTIONS)()
            except Exception as error:
                count("python error " + type(error).__name__)
            GLib.timeout_add(rng.randint(5, 80), act)
            return False

        churn()
        print("registered", flush=True)
        GLib.timeout_add(50, act)
        loop.run()
        import shutil
        shutil.rmtree(ICONS, ignore_errors=True)
        """#
}
