import CX11
import Foundation

/// Another X client that waits for one window's MapNotify on a thread of its own. Its
/// initialiser returns only once the selection is in force (XSelectInput, then XSync): nothing
/// done after it can be missed, and no time has to be allowed for it to get ready.
final class MapListener: @unchecked Sendable {
    private let lock = NSLock()
    private var mappedAt: Date?
    private let stop = Locked(false)

    /// Listens for `window` (`0x...`) being mapped on `display` for up to `seconds`; nil when the
    /// display cannot be opened.
    init?(window: String, display name: String, seconds: Double = 10) {
        guard let id = Window(window.dropFirst(2), radix: 16) else { return nil }
        let ready = DispatchSemaphore(value: 0)
        let opened = Locked(false)
        let thread = Thread { [self] in
            guard let dpy = XOpenDisplay(name) else {
                ready.signal()
                return
            }
            defer { XCloseDisplay(dpy) }
            XSelectInput(dpy, id, Int(StructureNotifyMask))
            XSync(dpy, False)
            opened.store(true)
            ready.signal()
            let deadline = Date().addingTimeInterval(seconds)
            var event = XEvent()
            while Date() < deadline && !stop.load() {
                while XPending(dpy) > 0 {
                    XNextEvent(dpy, &event)
                    if event.type == MapNotify && event.xmap.window == id {
                        lock.withLock { if mappedAt == nil { mappedAt = Date() } }
                        return
                    }
                }
                var fd = pollfd(fd: XConnectionNumber(dpy), events: Int16(POLLIN), revents: 0)
                _ = poll(&fd, 1, 10)
            }
        }
        thread.start()
        ready.wait()
        guard opened.load() else { return nil }
    }

    deinit { stop.store(true) }

    /// When the window was first mapped after the listener became ready; nil until then.
    var seenAt: Date? { lock.withLock { mappedAt } }
}

/// A value shared between a test and a listener's thread.
final class Locked<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value
    init(_ value: Value) { self.value = value }
    func load() -> Value { lock.withLock { value } }
    func store(_ new: Value) { lock.withLock { value = new } }
}
