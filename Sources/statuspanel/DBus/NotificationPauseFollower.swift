import PanelCore

/// The notification daemon's pause, followed for the `dnd` item (``NotificationPause``): who
/// owns `org.freedesktop.Notifications` (asked of the owner's connection, so no daemon is
/// started for the question), and then dunst's `paused` or xfce4-notifyd's do-not-disturb
/// setting, read and followed. A reply from a daemon that has since left is dropped.
final class NotificationPauseFollower {
    typealias Names = NotificationPause
    private static let nameRule = "type='signal',sender='org.freedesktop.DBus',interface='org.freedesktop.DBus',member='NameOwnerChanged',arg0='\(Names.notificationsName)'"
    /// xfconfd's signals about the one property (its `PropertyChanged` and `PropertyRemoved` name
    /// the channel and the property first): the bus leaves the rest of the channel out.
    private static let xfconfRule = "type='signal',interface='\(Names.xfconfInterface)',path='\(Names.xfconfPath)',arg0='\(Names.xfceChannel)',arg1='\(Names.xfceProperty)'"

    let bus: BusConnection
    /// The daemon's connection and kind, once known.
    private var owner: String?
    private(set) var daemon: NotificationPause.Daemon?
    /// Whether notifications are held back; nil while no daemon that says is known.
    private(set) var paused: Bool?
    /// The match rule followed for the daemon's own signals, to be removed when it goes.
    private var daemonRule: String?
    /// Called when ``paused`` or ``daemon`` may have changed.
    var onChange: () -> Void = {}

    init(bus: BusConnection) {
        self.bus = bus
        bus.call(.bus, "AddMatch", [.string(Self.nameRule)], timeout: PanelTiming.busCallTimeout)
        bus.call(.bus, "GetNameOwner", [.string(Names.notificationsName)], timeout: PanelTiming.busCallTimeout) { [weak self] result in
            guard let self, owner == nil, case .success(let values) = result, let owner = values.first?.text else { return }
            identify(owner)
        }
    }

    /// Stops following (the item left out).
    func stop() {
        bus.call(.bus, "RemoveMatch", [.string(Self.nameRule)], timeout: PanelTiming.busCallTimeout)
        forget()
    }

    /// Handles a signal from the bus: `.other` when it was not about the pause, `.unchanged` when
    /// it said again what was known; ``onChange`` only on a change.
    @discardableResult
    func handle(_ message: BusConnection.Incoming) -> BusSignalEffect {
        guard !message.isCall else { return .other }
        if message.interface == "org.freedesktop.DBus", message.member == "NameOwnerChanged" {
            let args = message.arguments.compactMap(\.text)
            guard args.count == 3, args[0] == Names.notificationsName else { return .other }
            forget()
            if !args[2].isEmpty { identify(args[2]) }
            onChange()
            return .changed
        }
        switch daemon {
        case .dunst?:
            guard message.sender == owner, message.interface == "org.freedesktop.DBus.Properties",
                  message.member == "PropertiesChanged", message.path == Names.notificationsPath else { return .other }
            if let value = Names.dunstPaused(changed: message.arguments) {
                return take(value)
            } else if Names.invalidatesPaused(message.arguments) {
                readDunst()
                return .changed
            }
            return .unchanged
        case .xfce4Notifyd?:
            guard message.interface == Names.xfconfInterface,
                  let value = Names.xfceDoNotDisturb(member: message.member, arguments: message.arguments) else { return .other }
            return take(value)
        case nil:
            return .other
        }
    }

    /// The pause the daemon says it is now.
    private func take(_ value: Bool) -> BusSignalEffect {
        guard paused != value else { return .unchanged }
        paused = value
        onChange()
        return .changed
    }

    /// Pauses or resumes the notifications (``SessionRequest/setPaused(_:_:)``), if the daemon
    /// asked of is the one running; its signal then shows the change.
    func perform(_ request: SessionRequest) {
        guard case .setPaused(let wanted, let value) = request, wanted == daemon, let owner else { return }
        switch wanted {
        case .dunst:
            bus.call(BusDestination(name: owner, path: Names.notificationsPath, interface: "org.freedesktop.DBus.Properties"), "Set",
                     [.string(Names.dunstInterface), .string(Names.dunstProperty), .variant(.bool(value))], timeout: PanelTiming.busCallTimeout)
        case .xfce4Notifyd:
            bus.call(BusDestination(name: Names.xfconfName, path: Names.xfconfPath, interface: Names.xfconfInterface), "SetProperty",
                     [.string(Names.xfceChannel), .string(Names.xfceProperty), .variant(.bool(value))], timeout: PanelTiming.busCallTimeout)
        }
    }

    /// Asks the daemon at `owner` who it is, and follows its pause if it is one the panel knows.
    private func identify(_ owner: String) {
        self.owner = owner
        let notifications = BusDestination(name: owner, path: Names.notificationsPath, interface: Names.notificationsName)
        bus.call(notifications, "GetServerInformation", timeout: PanelTiming.busCallTimeout) { [weak self] result in
            guard let self, self.owner == owner, daemon == nil, case .success(let values) = result,
                  let name = Names.serverName(reply: values), let daemon = NotificationPause.Daemon(serverName: name) else { return }
            self.daemon = daemon
            switch daemon {
            case .dunst:
                follow("type='signal',sender='\(owner)',interface='org.freedesktop.DBus.Properties',member='PropertiesChanged',path='\(Names.notificationsPath)'")
                readDunst()
            case .xfce4Notifyd:
                follow(Self.xfconfRule)
                readXfce()
            }
        }
    }

    private func follow(_ rule: String) {
        daemonRule = rule
        bus.call(.bus, "AddMatch", [.string(rule)], timeout: PanelTiming.busCallTimeout)
    }

    private func readDunst() {
        guard let owner else { return }
        bus.call(BusDestination(name: owner, path: Names.notificationsPath, interface: "org.freedesktop.DBus.Properties"), "Get",
                 [.string(Names.dunstInterface), .string(Names.dunstProperty)], timeout: PanelTiming.busCallTimeout) { [weak self] result in
            guard let self, self.owner == owner, case .success(let values) = result, let value = Names.flag(reply: values) else { return }
            paused = value
            onChange()
        }
    }

    /// xfconf's value; an error (the property never set) is the default, off.
    private func readXfce() {
        let owner = self.owner
        bus.call(BusDestination(name: Names.xfconfName, path: Names.xfconfPath, interface: Names.xfconfInterface), "GetProperty",
                 [.string(Names.xfceChannel), .string(Names.xfceProperty)], timeout: PanelTiming.busCallTimeout) { [weak self] result in
            guard let self, self.owner == owner else { return }
            switch result {
            case .success(let values): paused = Names.flag(reply: values) ?? false
            case .failure(let error): paused = error.busErrorName == "org.freedesktop.DBus.Error.Timeout" ? nil : false
            }
            onChange()
        }
    }

    /// The daemon went (or another came): nothing is known until it says.
    private func forget() {
        if let daemonRule { bus.call(.bus, "RemoveMatch", [.string(daemonRule)], timeout: PanelTiming.busCallTimeout) }
        daemonRule = nil
        owner = nil
        daemon = nil
        paused = nil
    }
}
