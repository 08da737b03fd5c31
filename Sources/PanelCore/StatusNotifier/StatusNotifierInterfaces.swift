/// The names and introspection data of the StatusNotifier protocol (KDE's, which
/// libappindicator, Qt, Electron and GTK apps speak).
public enum StatusNotifierInterfaces {
    public static let watcherName = "org.kde.StatusNotifierWatcher"
    public static let watcherPath = "/StatusNotifierWatcher"
    public static let watcherInterface = "org.kde.StatusNotifierWatcher"
    public static let itemInterface = "org.kde.StatusNotifierItem"
    public static let properties = "org.freedesktop.DBus.Properties"
    public static let introspectable = "org.freedesktop.DBus.Introspectable"
    /// The watcher's protocol version (`ProtocolVersion`).
    public static let protocolVersion: Int32 = 0

    /// The bus name a host owns: `org.kde.StatusNotifierHost-PID`.
    public static func hostName(pid: Int32) -> String { "org.kde.StatusNotifierHost-\(pid)" }

    /// The watcher's introspection, listing its methods, properties and signals: Qt's
    /// QSystemTrayIcon checks that the properties are listed before it uses the watcher.
    public static let watcherIntrospection = """
        <!DOCTYPE node PUBLIC "-//freedesktop//DTD D-BUS Object Introspection 1.0//EN"
         "http://www.freedesktop.org/standards/dbus/1.0/introspect.dtd">
        <node>
          <interface name="org.kde.StatusNotifierWatcher">
            <method name="RegisterStatusNotifierItem"><arg name="service" type="s" direction="in"/></method>
            <method name="RegisterStatusNotifierHost"><arg name="service" type="s" direction="in"/></method>
            <property name="RegisteredStatusNotifierItems" type="as" access="read"/>
            <property name="IsStatusNotifierHostRegistered" type="b" access="read"/>
            <property name="ProtocolVersion" type="i" access="read"/>
            <signal name="StatusNotifierItemRegistered"><arg type="s"/></signal>
            <signal name="StatusNotifierItemUnregistered"><arg type="s"/></signal>
            <signal name="StatusNotifierHostRegistered"/>
            <signal name="StatusNotifierHostUnregistered"/>
          </interface>
          <interface name="org.freedesktop.DBus.Properties">
            <method name="Get"><arg type="s" direction="in"/><arg type="s" direction="in"/><arg type="v" direction="out"/></method>
            <method name="GetAll"><arg type="s" direction="in"/><arg type="a{sv}" direction="out"/></method>
            <signal name="PropertiesChanged"><arg type="s"/><arg type="a{sv}"/><arg type="as"/></signal>
          </interface>
          <interface name="org.freedesktop.DBus.Introspectable">
            <method name="Introspect"><arg type="s" direction="out"/></method>
          </interface>
        </node>
        """

    /// The introspection of an object path above the watcher's (`/`): its child node.
    public static func introspection(ofParent path: String) -> String? {
        guard path == "/" else { return nil }
        return "<node><node name=\"StatusNotifierWatcher\"/></node>"
    }
}
