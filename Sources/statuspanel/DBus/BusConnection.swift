import CDBus
import PanelCore
#if canImport(Glibc)
import Glibc
#endif

/// A private connection to the session bus through libdbus-1, loaded with dlopen(3) only when
/// a connection is made (CDBus): without a bus or without the tray, the panel never maps it.
///
/// The panel's loop waits on ``fileDescriptor``; ``receive()`` reads what arrived and hands it
/// out. Calls never block: each reply is matched by its serial and each call has a deadline
/// (``expire(at:)``), so an app that never answers costs one table entry until it passes.
final class BusConnection {
    /// A message that is not a reply: a method call to one of the panel's objects, or a signal.
    struct Incoming {
        let message: OpaquePointer
        let isCall: Bool
        let sender: String
        let path: String
        let interface: String
        let member: String
        let arguments: [BusValue]
    }

    /// A reply's arguments, or the error's name.
    typealias Reply = (Result<[BusValue], PanelError>) -> Void

    let d: cdbus_functions
    private let connection: OpaquePointer
    /// The descriptor the loop waits on for reading.
    let fileDescriptor: Int32
    private var pending: [UInt32: (deadline: Double, reply: Reply)] = [:] { didSet { armTimeout() } }
    /// The connection's entry in the panel's timers, armed for the soonest call time-out
    /// whenever a call starts waiting or stops (its reply, its time-out), and for now while
    /// libdbus holds messages already read (``holdsUnreadMessages``); the owner then calls
    /// ``expire(at:)``. Nil: nothing is armed (the connection is being given up).
    var timeout: TimerEntry?
    /// Called for each method call and signal, in order.
    var onIncoming: (Incoming) -> Void = { _ in }
    /// How many replies (and errors) have been handed to their callers: a turn that handed out
    /// none and whose signals changed nothing draws nothing (``QuietTurn``).
    private(set) var repliesHandedOut = 0


    /// Connects to `address` (`DBUS_SESSION_BUS_ADDRESS`) and says Hello (answered later); nil
    /// (with the reason in `failure`) when libdbus-1 cannot be loaded or the bus refuses.
    init?(address: String, timeout: TimerEntry, failure: inout String?) {
        guard let table = cdbus_load() else {
            failure = "cannot load libdbus-1.so.3 (\(cdbus_load_error().map { String(cString: $0) } ?? "?"))"
            return nil
        }
        d = table.pointee
        var error = DBusError()
        d.dbus_error_init(&error)
        guard let connection = d.dbus_connection_open_private(address, &error) else {
            failure = "cannot connect to the session bus (\(error.message.map { String(cString: $0) } ?? "?"))"
            d.dbus_error_free(&error)
            return nil
        }
        self.connection = connection
        self.timeout = timeout
        d.dbus_connection_set_exit_on_disconnect(connection, 0)
        d.dbus_connection_set_max_received_size(connection, PanelLimits.busReceivedBytes)
        var fd: Int32 = -1
        _ = d.dbus_connection_get_unix_fd(connection, &fd)
        fileDescriptor = fd
        call(BusDestination.bus, "Hello", timeout: 5) { [unowned self] result in
            if case .success(let values) = result, let name = values.first?.text { _ = d.dbus_bus_set_unique_name(self.connection, name) }
        }
    }

    deinit {
        d.dbus_connection_close(connection)
        d.dbus_connection_unref(connection)
    }

    /// How many calls wait for their reply.
    var waiting: Int { pending.count }

    /// Whether the connection is still up.
    var isConnected: Bool { d.dbus_connection_get_is_connected(connection) != 0 }

    /// Whether libdbus holds messages it has read but not handed out: writing a call reads
    /// too (``flush()``), and a reply read then is no longer on the socket, so the loop's wait on
    /// the descriptor would never wake for it. The time-out is then armed for now.
    var holdsUnreadMessages: Bool { d.dbus_connection_get_dispatch_status(connection) == DBUS_DISPATCH_DATA_REMAINS }

    /// Calls `member` and hands its reply (or an error, or the time-out) to `reply` later.
    func call(_ target: BusDestination, _ member: String, _ arguments: [BusArgument] = [], timeout: Double,
              reply: Reply? = nil) {
        // libdbus aborts on a name or path that is not valid: one an app gave is refused here.
        guard StatusNotifierRegistry.isBusName(target.name), StatusNotifierRegistry.isObjectPath(target.path) else {
            reply?(.failure(.busCall("org.freedesktop.DBus.Error.InvalidArgs")))
            return
        }
        guard let message = d.dbus_message_new_method_call(target.name, target.path, target.interface, member) else { return }
        defer { d.dbus_message_unref(message) }
        append(arguments, to: message)
        if reply == nil { d.dbus_message_set_no_reply(message, 1) }
        var serial: UInt32 = 0
        guard d.dbus_connection_send(connection, message, &serial) != 0 else {
            reply?(.failure(.busCall("org.freedesktop.DBus.Error.NoMemory")))
            return
        }
        if let reply { pending[serial] = (Clocks.monotonic() + timeout, reply) }
        flush()
        armTimeout()
    }

    /// Emits the signal `member` of `interface` from `path`.
    func signal(_ path: String, _ interface: String, _ member: String, _ arguments: [BusArgument] = []) {
        guard let message = d.dbus_message_new_signal(path, interface, member) else { return }
        append(arguments, to: message)
        _ = d.dbus_connection_send(connection, message, nil)
        d.dbus_message_unref(message)
        flush()
        armTimeout()
    }

    /// Answers the call `incoming` with `arguments`, or with the error `error` when given.
    func answer(_ incoming: Incoming, _ arguments: [BusArgument] = [], error: (name: String, text: String)? = nil) {
        guard d.dbus_message_get_no_reply(incoming.message) == 0 else { return }
        let message = error.map { d.dbus_message_new_error(incoming.message, $0.name, $0.text) } ?? d.dbus_message_new_method_return(incoming.message)
        guard let message else { return }
        if error == nil { append(arguments, to: message) }
        _ = d.dbus_connection_send(connection, message, nil)
        d.dbus_message_unref(message)
        flush()
        armTimeout()
    }

    /// Writes what is queued without waiting: a few rounds of libdbus's non-blocking I/O, as
    /// the authentication's last step and the messages queued behind it take more than one (the
    /// socket is local; what does not fit now goes at the next read).
    private func flush() {
        var rounds = 0
        repeat {
            _ = d.dbus_connection_read_write(connection, 0)
            rounds += 1
        } while rounds < 8 && d.dbus_connection_has_messages_to_send(connection) != 0
    }

    /// Reads what the bus sent and hands out each message: replies to their callers, calls and
    /// signals to ``onIncoming``. False when the connection is gone.
    func receive() -> Bool {
        flush()
        var reads = 0
        while true {
            while let message = d.dbus_connection_pop_message(connection) {
                handle(message)
                d.dbus_message_unref(message)
            }
            // What is left in the socket after the budget wakes the loop's next turn.
            guard reads < PanelLimits.busReadsPerTurn, isReadable, d.dbus_connection_read_write(connection, 0) != 0 else { break }
            reads += 1
        }
        armTimeout()
        return isConnected
    }

    /// Whether the socket holds bytes not read yet.
    private var isReadable: Bool {
        var poller = pollfd(fd: fileDescriptor, events: Int16(POLLIN), revents: 0)
        return poll(&poller, 1, 0) == 1 && poller.revents & Int16(POLLIN) != 0
    }

    private func handle(_ message: OpaquePointer) {
        let type = d.dbus_message_get_type(message)
        switch type {
        case 2, 3: // DBUS_MESSAGE_TYPE_METHOD_RETURN, DBUS_MESSAGE_TYPE_ERROR
            guard let call = pending.removeValue(forKey: d.dbus_message_get_reply_serial(message)) else { return }
            repliesHandedOut &+= 1
            if type == 2 {
                call.reply(.success(arguments(of: message)))
            } else {
                call.reply(.failure(PanelError.busCall(text(d.dbus_message_get_error_name(message)))))
            }
        case 1, 4: // DBUS_MESSAGE_TYPE_METHOD_CALL, DBUS_MESSAGE_TYPE_SIGNAL
            onIncoming(Incoming(message: message, isCall: type == 1, sender: text(d.dbus_message_get_sender(message)),
                                path: text(d.dbus_message_get_path(message)), interface: text(d.dbus_message_get_interface(message)),
                                member: text(d.dbus_message_get_member(message)), arguments: arguments(of: message)))
        default:
            break
        }
    }

    private func text(_ pointer: UnsafePointer<CChar>?) -> String { pointer.map { String(cString: $0) } ?? "" }

    /// Arms ``timeout`` for the soonest deadline of a call still waiting for its reply (now,
    /// while libdbus holds messages already read); disarms it when none waits.
    private func armTimeout() {
        guard let timeout else { return }
        if holdsUnreadMessages { return timeout.arm(at: 0) }
        var soonest: Double?
        for call in pending.values where call.deadline < soonest ?? .infinity { soonest = call.deadline }
        timeout.arm(at: soonest)
    }

    /// Fails the calls whose deadline passed (`org.freedesktop.DBus.Error.Timeout`).
    func expire(at now: Double) {
        // Messages read while a call was written are handed out first: a reply is not a time-out.
        if holdsUnreadMessages { _ = receive() }
        for (serial, call) in pending where call.deadline <= now {
            pending[serial] = nil
            call.reply(.failure(PanelError.busCall("org.freedesktop.DBus.Error.Timeout")))
        }
    }
}

/// Where a method call goes: bus name, object path, interface.
struct BusDestination {
    let name: String
    let path: String
    let interface: String

    /// The bus daemon itself.
    static let bus = BusDestination(name: "org.freedesktop.DBus", path: "/org/freedesktop/DBus", interface: "org.freedesktop.DBus")
}
