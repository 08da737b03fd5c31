#if canImport(Glibc)
import Glibc
#endif
import PanelCore

extension ScreenSide {
    /// Opens the panel's one session bus connection while an item that needs it is placed (the
    /// `tray`'s StatusNotifierItems, `media`, `dnd`: only then is libdbus-1 loaded), starts and
    /// stops each of their followers as `config` places them (at a reload too), and closes the
    /// connection when none is left.
    func followSessionBus(_ config: PanelConfig) {
        let wantsTray = config.items.contains(.tray), wantsMedia = config.items.contains(.media), wantsPause = config.items.contains(.dnd)
        if !wantsTray { stopStatusNotifier() }
        if !wantsMedia, let media = sessionFollowers.media {
            media.stop()
            sessionFollowers.media = nil
            showMedia(nil)
        }
        if !wantsPause, let notificationPause = sessionFollowers.notificationPause {
            notificationPause.stop()
            sessionFollowers.notificationPause = nil
            device.show(dnd: nil)
        }
        guard wantsTray || wantsMedia || wantsPause else { return closeSessionBus() }
        guard let bus = openSessionBus() else { return }
        if wantsTray, strips.statusNotifier == nil {
            let statusNotifier = StatusNotifierTray(bus: bus, iconSize: strips.trayIconSize)
            strips.statusNotifier = statusNotifier
            statusNotifier.iconTheme.xsettingsName = connection.xsettingsIconTheme()
            statusNotifier.icons.look = TimerEntry(timers: strips.timers, key: .strips(.iconDecodes))
            strips.followMenus()
        }
        if wantsMedia, sessionFollowers.media == nil {
            let media = MediaFollower(bus: bus)
            media.onChange = { [unowned self, unowned media] in showMedia(media.shown) }
            sessionFollowers.media = media
        }
        if wantsPause, sessionFollowers.notificationPause == nil {
            let pause = NotificationPauseFollower(bus: bus)
            pause.onChange = { [unowned self, unowned pause] in
                device.show(dnd: pause.paused == nil && pause.daemon == nil ? nil : DoNotDisturbState(paused: pause.paused, daemon: pause.daemon))
            }
            sessionFollowers.notificationPause = pause
        }
        // A reload may have turned `media.pill` on or off.
        if let media = sessionFollowers.media { showMedia(media.shown) }
    }

    /// Shows `player` in the `media` item, and as the phone's pill while it plays with
    /// `media.pill` (``MediaPill``).
    func showMedia(_ player: MediaPlayer?) {
        device.show(media: player)
        let scripts = device.scripts
        if let pill = MediaPill.pill(for: player, options: device.config[MediaOptions.self]) {
            scripts.pills.follow(pill)
        } else {
            scripts.pills.clear(id: MediaPill.id)
        }
        scripts.arm(after: Clocks.monotonic())
    }

    /// Carries out a press's ``SessionRequest``.
    func perform(_ request: SessionRequest) {
        sessionFollowers.media?.perform(request)
        sessionFollowers.notificationPause?.perform(request)
    }

    /// The connection, made now if there is none; nil without a bus (a kiosk) or when it cannot
    /// be reached (said once).
    private func openSessionBus() -> BusConnection? {
        if let bus = sessionFollowers.bus { return bus }
        var failure: String?
        defer {
            if let failure, failure != busFailure { Log.error(failure) }
            busFailure = failure
        }
        guard let address = getenv("DBUS_SESSION_BUS_ADDRESS").map({ String(cString: $0) }), !address.isEmpty,
              let bus = BusConnection(address: address, timeout: TimerEntry(timers: strips.timers, key: .strips(.statusNotifier)),
                                      failure: &failure) else {
            failure = failure.map { $0 + ": no StatusNotifierItem icons, media or do-not-disturb" }
            return nil
        }
        sessionFollowers.bus = bus
        bus.onIncoming = { [unowned self, unowned bus] message in
            if let statusNotifier = strips.statusNotifier {
                statusNotifier.handle(message)
            } else if message.isCall {
                bus.answer(message, error: ("org.freedesktop.DBus.Error.UnknownMethod", "no method \(message.interface).\(message.member) at \(message.path)"))
            }
            let media = sessionFollowers.media?.handle(message) ?? .other
            let pause = sessionFollowers.notificationPause?.handle(message) ?? .other
            if !QuietTurn.busMessageIsQuiet(media, pause) { sessionFollowers.changedWhatShows = true }
        }
        // A turn whose messages changed nothing shown (a player's resend) draws nothing.
        sources.add("session bus", bus.fileDescriptor) { [unowned self, unowned bus] _ in
            let replies = bus.repliesHandedOut
            sessionFollowers.changedWhatShows = false
            if !bus.receive() {
                Log.error("the session bus closed the connection: no StatusNotifierItem icons, media or do-not-disturb")
                closeSessionBus()
                return .handled
            }
            return sessionFollowers.changedWhatShows || bus.repliesHandedOut != replies ? .handled : .quiet
        }
        return bus
    }

    /// Ends every follower and closes the connection.
    private func closeSessionBus() {
        stopStatusNotifier()
        sessionFollowers.media?.stop()
        sessionFollowers.notificationPause?.stop()
        let bus = sessionFollowers.bus
        sessionFollowers = SessionFollowers()
        showMedia(nil)
        device.show(dnd: nil)
        guard let bus else { return }
        _ = bus.receive()
        sources.remove(bus.fileDescriptor)
        bus.timeout = nil
        strips.timers.table[.strips(.statusNotifier)] = nil
    }

    /// Gives up the StatusNotifierItem tray: its menu and tooltip close, its names are released,
    /// its icons leave the strips.
    private func stopStatusNotifier() {
        guard let statusNotifier = strips.statusNotifier else { return }
        strips.closeMenu()
        strips.popups.tooltip = nil
        statusNotifier.stop()
        strips.statusNotifier = nil
        strips.timers.table[.strips(.iconDecodes)] = nil
    }
}

/// The panel's one session bus connection, while an item that needs it is placed (the tray,
/// `media`, `dnd`), its calls' time-outs the `.strips(.statusNotifier)` timer; and what follows
/// it for `media` and `dnd`, each nil while its item is not placed
/// (``ScreenSide/followSessionBus(_:)``).
struct SessionFollowers {
    var bus: BusConnection?
    var media: MediaFollower?
    var notificationPause: NotificationPauseFollower?
    /// Whether a message of the bus's turn may have changed what the strips show: any that no
    /// follower found to change nothing (``QuietTurn/busMessageIsQuiet(_:_:)``).
    var changedWhatShows = false
}
