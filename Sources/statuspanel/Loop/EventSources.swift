import CLinux
import SystemPackage
#if canImport(Glibc)
import Glibc
#endif

/// The one registry of the descriptors the panel's loop waits on, each with a name and a
/// handler, in one epoll(7) set: made once at set-up and shared, as ``Timers`` is, so every part
/// of the panel registers its own descriptors with it, at any time (a script's pipes when it
/// starts, the session bus when the tray starts) and removes them before closing them. Nothing
/// keeps an epoll set of its own.
///
/// Adding an input to the loop is one ``add(_:_:events:handler:)``: ``wait(timeoutMilliseconds:)``
/// waits on every descriptor and ``dispatch()`` calls the handlers of those that are ready, in
/// the order they were added.
///
/// The loop wakes many times a minute all day to sample the network, so a wait allocates
/// nothing and costs the kernel the same whatever the number of sources: the set is registered
/// once (where poll(2) would walk every descriptor's wait queue at every call) and the ready
/// events land in buffers made when the table was.
final class EventSources {
    /// What the loop does after a handler ran.
    enum Outcome {
        /// Nothing more (what it read, the turn's redraw draws).
        case handled
        /// Nothing more, and what it read changed nothing the strips show: a turn only such
        /// sources woke need not draw (``QuietTurn``).
        case quiet
        /// Stop the panel with this exit status.
        case exit(Int32)
    }

    /// Each source's handler, in the order added; a source's index is its epoll data.
    private var handlers: [(_ revents: Int16) -> Outcome] = []
    /// Each source's descriptor, by index; -1 for a place a removed source left (the next
    /// source added takes it).
    private var descriptors: [Int32] = []
    private let epoll: OwnedDescriptor
    /// What the last wait reported, by source; 0 for one that is not ready.
    private var revents: [Int16] = []
    /// Room for one event a source (and one before there is any).
    private var events = [epoll_event()]

    /// An empty table; `nil` when the kernel gives no epoll instance (`Errno.last` says why).
    init?() {
        guard let epoll = try? OwnedDescriptor(epoll_create1(Int32(EPOLL_CLOEXEC))) else { return nil }
        self.epoll = epoll
    }

    /// Adds `fileDescriptor` under `name` (for messages), waited on for `events`: POLLIN, or
    /// POLLPRI for a sysfs attribute (epoll's flags have the same values). `handler` is called
    /// when the descriptor is reported (readable, hung up or in error) with its events, as poll(2)
    /// would give them in `revents`. A negative descriptor (the input is unavailable) is left out,
    /// and so is one epoll refuses, with a message; false then. A handler may add and remove
    /// sources, its own too: one removed before its turn in ``dispatch()`` is not called.
    @discardableResult
    func add(_ name: String, _ fileDescriptor: Int32, events: Int16 = Int16(POLLIN),
             handler: @escaping (_ revents: Int16) -> Outcome) -> Bool {
        guard fileDescriptor >= 0 else { return false }
        let index = descriptors.firstIndex(of: -1) ?? handlers.count
        var event = epoll_event()
        event.events = UInt32(UInt16(bitPattern: events))
        event.data.u64 = UInt64(index)
        guard epoll_ctl(epoll.rawValue, EPOLL_CTL_ADD, fileDescriptor, &event) == 0 else {
            Log.error("cannot wait on the \(name) (\(Errno.last)); going on without it")
            return false
        }
        if index < handlers.count {
            handlers[index] = handler
            descriptors[index] = fileDescriptor
            revents[index] = 0
            return true
        }
        handlers.append(handler)
        descriptors.append(fileDescriptor)
        revents.append(0)
        if self.events.count < handlers.count { self.events.append(epoll_event()) }
        return true
    }

    /// Stops waiting on `fileDescriptor` (call it before the descriptor is closed, as a number
    /// closed and reused would otherwise find the old handler); its place is taken by the next
    /// source added. Nothing when it is not waited on.
    func remove(_ fileDescriptor: Int32) {
        guard fileDescriptor >= 0, let index = descriptors.firstIndex(of: fileDescriptor) else { return }
        _ = epoll_ctl(epoll.rawValue, EPOLL_CTL_DEL, fileDescriptor, nil)
        handlers[index] = { _ in .handled }
        descriptors[index] = -1
        revents[index] = 0
    }

    /// Waits up to `timeoutMilliseconds` (-1: without a limit) for any source and notes which
    /// are ready for ``dispatch()``; why the wait itself failed (other than an interrupting
    /// signal), otherwise `nil`.
    func wait(timeoutMilliseconds: Int32) -> Errno? {
        for index in revents.indices { revents[index] = 0 }
        let count = events.withUnsafeMutableBufferPointer { buffer in
            epoll_wait(epoll.rawValue, buffer.baseAddress, Int32(buffer.count), timeoutMilliseconds)
        }
        if count < 0, case let error = Errno.last { return error == .interrupted ? nil : error }
        for event in events.prefix(Int(count)) {
            revents[Int(event.data.u64)] = Int16(truncatingIfNeeded: event.events)
        }
        return nil
    }

    /// Whether the last wait found any source ready.
    var anyReady: Bool { revents.contains { $0 != 0 } }

    /// Calls the handler of every source the last wait found ready, in the table's order: `.exit`
    /// as soon as one asks for it; `.quiet` when every one ready said `.quiet`; otherwise
    /// `.handled` (with none ready too).
    func dispatch() -> Outcome {
        var quiet = false, loud = false
        for index in handlers.indices where revents[index] != 0 {
            switch handlers[index](revents[index]) {
            case .exit(let status): return .exit(status)
            case .quiet: quiet = true
            case .handled: loud = true
            }
        }
        return quiet && !loud ? .quiet : .handled
    }
}
