extension StatusNotifierClient {
    /// The hostile app's MPRIS mode (``Kind/hostileMPRIS(mode:)``), written with Gio: it owns
    /// `org.mpris.MediaPlayer2.hostile` and serves `/org/mpris/MediaPlayer2` badly.
    /// - `bad`: every property of the wrong type (a numeric PlaybackStatus, Metadata a string,
    ///   a title of 5, artists of numbers), then 500 `PropertiesChanged` signals of the same and
    ///   of the wrong shape (no dictionary, an unknown interface);
    /// - `silent`: never answers a call;
    /// - `vanish`: exits in the middle of the first call;
    /// - `churn`: takes and gives up its name 300 times, then keeps it and says it plays a
    ///   track called `Churned`.
    /// It prints `ready` once its name is on the bus (and, for `churn`, once it keeps it).
    static let hostileMPRISScript = #"""
        import os
        from gi.repository import Gio, GLib
        mode = "MODE"
        bus = Gio.bus_get_sync(Gio.BusType.SESSION, None)
        NAME = "org.mpris.MediaPlayer2.hostile"
        PATH = "/org/mpris/MediaPlayer2"
        held = []
        def bad():
            return {"PlaybackStatus": GLib.Variant("i", 1), "Metadata": GLib.Variant("s", "not a dictionary"),
                    "Volume": GLib.Variant("as", ["x"])}
        def badMetadata():
            return {"PlaybackStatus": GLib.Variant("as", ["Playing"]),
                    "Metadata": GLib.Variant("a{sv}", {"xesam:title": GLib.Variant("i", 5), "xesam:artist": GLib.Variant("ai", [1, 2]),
                                                       "xesam:album": GLib.Variant("ay", b"\xff" * 200)})}
        def good():
            return {"PlaybackStatus": GLib.Variant("s", "Playing"),
                    "Metadata": GLib.Variant("a{sv}", {"xesam:title": GLib.Variant("s", "Churned"), "xesam:artist": GLib.Variant("as", ["Hostile"])})}
        def method(conn, sender, path, iface, name, params, invocation):
            if mode == "silent":
                held.append(invocation)  # never answered
                return
            if mode == "vanish":
                os._exit(0)
            if name == "GetAll":
                invocation.return_value(GLib.Variant("(a{sv})", (good() if mode == "churn" else bad(),)))
            else:
                invocation.return_value(None)
        PXML = """<node><interface name="org.freedesktop.DBus.Properties">
        <method name="GetAll"><arg type="s" direction="in"/><arg type="a{sv}" direction="out"/></method>
        <method name="Get"><arg type="s" direction="in"/><arg type="s" direction="in"/><arg type="v" direction="out"/></method>
        </interface></node>"""
        MXML = """<node><interface name="org.mpris.MediaPlayer2.Player">
        <method name="PlayPause"/><method name="Next"/><method name="Previous"/></interface></node>"""
        for xml in (PXML, MXML):
            bus.register_object(PATH, Gio.DBusNodeInfo.new_for_xml(xml).interfaces[0], method, None, None)
        def own(flags=0):
            return bus.call_sync("org.freedesktop.DBus", "/org/freedesktop/DBus", "org.freedesktop.DBus", "RequestName",
                                 GLib.Variant("(su)", (NAME, flags)), None, Gio.DBusCallFlags.NONE, 2000, None)
        def release():
            bus.call_sync("org.freedesktop.DBus", "/org/freedesktop/DBus", "org.freedesktop.DBus", "ReleaseName",
                          GLib.Variant("(s)", (NAME,)), None, Gio.DBusCallFlags.NONE, 2000, None)
        def changed(props, iface="org.mpris.MediaPlayer2.Player"):
            bus.emit_signal(None, PATH, "org.freedesktop.DBus.Properties", "PropertiesChanged",
                            GLib.Variant("(sa{sv}as)", (iface, props, ["Metadata"])))
        def start():
            if mode == "churn":
                for i in range(300):
                    own()
                    release()
            own()
            print("ready", flush=True)
            if mode == "bad":
                for i in range(500):
                    changed(bad() if i % 2 else badMetadata())
                    if i % 100 == 0:
                        changed(good(), iface="org.other.Interface")
                        bus.emit_signal(None, PATH, "org.freedesktop.DBus.Properties", "PropertiesChanged", GLib.Variant("(i)", (7,)))
                bus.flush_sync(None)
                print("flooded", flush=True)
            return False
        GLib.idle_add(start)
        GLib.MainLoop().run()
        """#
}
