#if canImport(Glibc)
import Glibc
#endif

/// The descriptors the panel's loop waits on in poll(2), each with a name and a handler.
///
/// Adding an input to the loop is one ``add(_:_:handler:)``: the table polls every descriptor
/// and calls the handlers of those that are ready, in the order they were added.
struct EventSources {
    /// What the loop does after a handler ran.
    enum Outcome {
        /// Nothing more.
        case handled
        /// What the device state is read from may have changed: read it again and redraw.
        case refresh
        /// Stop the panel with this exit status.
        case exit(Int32)
    }

    /// One descriptor the loop waits on.
    struct Source {
        /// What the descriptor is, for messages.
        let name: String
        let fileDescriptor: Int32
        /// What poll waits for: POLLIN, or POLLPRI for a sysfs attribute.
        let events: Int16
        /// Called when poll reports the descriptor (readable, hung up or in error) with its `revents`.
        let handler: (_ revents: Int16) -> Outcome
    }

    private(set) var sources: [Source] = []

    /// Adds `fileDescriptor` under `name`; a negative descriptor (the input is unavailable) is
    /// left out.
    mutating func add(_ name: String, _ fileDescriptor: Int32, events: Int16 = Int16(POLLIN),
                      handler: @escaping (_ revents: Int16) -> Outcome) {
        guard fileDescriptor >= 0 else { return }
        sources.append(Source(name: name, fileDescriptor: fileDescriptor, events: events, handler: handler))
    }

    /// What one wait found.
    struct Readiness {
        /// The sources poll reported, with their `revents`, in the table's order.
        var ready: [(source: Source, revents: Int16)]
        /// errno when poll itself failed (other than an interrupting signal).
        var failure: Int32?
    }

    /// Waits up to `timeoutMilliseconds` (-1: without a limit) for any source.
    func wait(timeoutMilliseconds: Int32) -> Readiness {
        var fds = sources.map { pollfd(fd: $0.fileDescriptor, events: $0.events, revents: 0) }
        let count = poll(&fds, nfds_t(fds.count), timeoutMilliseconds)
        if count < 0 { return Readiness(ready: [], failure: errno == EINTR ? nil : errno) }
        return Readiness(ready: zip(sources, fds).filter { $0.1.revents != 0 }.map { ($0.0, $0.1.revents) }, failure: nil)
    }
}
