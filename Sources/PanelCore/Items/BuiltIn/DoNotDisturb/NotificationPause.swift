/// Whether the notification daemon holds notifications back, as the `dnd` item shows it, and
/// how each daemon says so on the session bus:
/// - dunst: the boolean property `paused` of `org.dunstproject.cmd0` on
///   `/org/freedesktop/Notifications` (writable: `dunstctl set-paused` sets it), announced with
///   `org.freedesktop.DBus.Properties.PropertiesChanged`;
/// - xfce4-notifyd: the xfconf property `/do-not-disturb` of the channel `xfce4-notifyd`, read
///   with `org.xfce.Xfconf.GetProperty` and announced with `PropertyChanged`.
/// Which daemon owns `org.freedesktop.Notifications` is its `GetServerInformation` name.
public enum NotificationPause {
    /// A notification daemon whose pause the panel can read.
    public enum Daemon: String, Sendable, Equatable {
        case dunst
        case xfce4Notifyd = "xfce4-notifyd"

        /// The daemon named `name` in `GetServerInformation`'s reply (`dunst`,
        /// `Xfce Notify Daemon`); nil for any other.
        public init?(serverName name: String) {
            switch name.lowercased() {
            case "dunst": self = .dunst
            case "xfce notify daemon", "xfce4-notifyd": self = .xfce4Notifyd
            default: return nil
            }
        }
    }

    public static let notificationsName = "org.freedesktop.Notifications"
    public static let notificationsPath = "/org/freedesktop/Notifications"
    public static let dunstInterface = "org.dunstproject.cmd0"
    public static let dunstProperty = "paused"
    public static let xfconfName = "org.xfce.Xfconf"
    public static let xfconfPath = "/org/xfce/Xfconf"
    public static let xfconfInterface = "org.xfce.Xfconf"
    public static let xfceChannel = "xfce4-notifyd"
    public static let xfceProperty = "/do-not-disturb"

    /// The server's name in a `GetServerInformation` reply (name, vendor, version, spec).
    public static func serverName(reply: [BusValue]) -> String? { reply.first?.text }

    /// The boolean in a `Get` or `GetProperty` reply (one variant); nil for anything else.
    public static func flag(reply: [BusValue]) -> Bool? {
        reply.count == 1 ? reply[0].boolean : nil
    }

    /// dunst's `paused` in a `PropertiesChanged` signal's arguments (interface, changed,
    /// invalidated): the new value, or nil when the signal is not about it, is of the wrong
    /// shape, or only invalidates it (then ``invalidatesPaused(_:)`` says to read it again).
    public static func dunstPaused(changed arguments: [BusValue]) -> Bool? {
        guard arguments.count >= 2, arguments[0].text == dunstInterface else { return nil }
        return arguments[1].properties?[dunstProperty]?.boolean
    }

    /// Whether a `PropertiesChanged` signal of dunst's names `paused` as invalidated.
    public static func invalidatesPaused(_ arguments: [BusValue]) -> Bool {
        arguments.count >= 3 && arguments[0].text == dunstInterface
            && (arguments[2].elements ?? []).contains { $0.text == dunstProperty }
    }

    /// What an xfconf `PropertyChanged` (channel, property, value) or `PropertyRemoved`
    /// (channel, property) signal says of the do-not-disturb setting: its new value (a removed
    /// property is the default, off); nil when it is about another property or of the wrong shape.
    public static func xfceDoNotDisturb(member: String, arguments: [BusValue]) -> Bool? {
        guard arguments.count >= 2, arguments[0].text == xfceChannel, arguments[1].text == xfceProperty else { return nil }
        switch member {
        case "PropertyChanged": return arguments.count == 3 ? arguments[2].boolean : nil
        case "PropertyRemoved": return false
        default: return nil
        }
    }
}
