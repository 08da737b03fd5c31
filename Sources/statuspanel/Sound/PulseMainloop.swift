import CPulse
import PanelCore
#if canImport(Glibc)
import Glibc
#endif

/// libpulse's main loop interface (`pa_mainloop_api`) over the panel's own loop: its I/O events
/// are sources of the one ``EventSources`` registry, its time events and deferred work one
/// entry of the one ``Timers`` table. libpulse keeps no thread and no poll set of its own, and
/// nothing here blocks: the loop waits, and calls back into libpulse when a descriptor is
/// ready or the entry is due.
///
/// Events are Swift objects handed to libpulse as opaque pointers, retained until freed. As in
/// libpulse's own `pa_mainloop`, a freed event is only marked dead, and its destroy callback
/// runs once the dispatch that may still use it has returned (``reap()``).
final class PulseMainloop {
    /// One I/O event: a descriptor waited on for some of input and output.
    final class IOEvent {
        let fd: Int32
        var flags: pa_io_event_flags_t
        let callback: pa_io_event_cb_t?
        let userdata: UnsafeMutableRawPointer?
        var destroy: pa_io_event_destroy_cb_t?
        var dead = false
        weak var owner: PulseMainloop?
        init(fd: Int32, flags: pa_io_event_flags_t, callback: pa_io_event_cb_t?, userdata: UnsafeMutableRawPointer?) {
            self.fd = fd
            self.flags = flags
            self.callback = callback
            self.userdata = userdata
        }
    }

    /// One time event: due at a time on the panel's monotonic clock, or disabled (nil).
    final class TimeEvent {
        var due: Double?
        let callback: pa_time_event_cb_t?
        let userdata: UnsafeMutableRawPointer?
        var destroy: pa_time_event_destroy_cb_t?
        var dead = false
        weak var owner: PulseMainloop?
        init(due: Double?, callback: pa_time_event_cb_t?, userdata: UnsafeMutableRawPointer?) {
            self.due = due
            self.callback = callback
            self.userdata = userdata
        }
    }

    /// One piece of deferred work: run at every turn while enabled.
    final class DeferEvent {
        var enabled = true
        let callback: pa_defer_event_cb_t?
        let userdata: UnsafeMutableRawPointer?
        var destroy: pa_defer_event_destroy_cb_t?
        var dead = false
        weak var owner: PulseMainloop?
        init(callback: pa_defer_event_cb_t?, userdata: UnsafeMutableRawPointer?) {
            self.callback = callback
            self.userdata = userdata
        }
    }

    let sources: EventSources
    let entry: TimerEntry
    /// The interface handed to libpulse; its `userdata` is this object (unretained).
    let api: UnsafeMutablePointer<pa_mainloop_api>
    private(set) var ios: [IOEvent] = []
    private(set) var times: [TimeEvent] = []
    private(set) var defers: [DeferEvent] = []
    /// The events each descriptor is registered for in ``sources`` (0: not registered).
    private var registered: [Int32: Int16] = [:]

    /// An interface over `sources`, arming `entry` for its time events and deferred work.
    init(sources: EventSources, entry: TimerEntry) {
        self.sources = sources
        self.entry = entry
        api = .allocate(capacity: 1)
        api.initialize(to: Self.table)
        api.pointee.userdata = Unmanaged.passUnretained(self).toOpaque()
    }

    deinit {
        for fd in registered.keys { sources.remove(fd) }
        entry.arm(at: nil)
        for event in ios { Unmanaged.passUnretained(event).release() }
        for event in times { Unmanaged.passUnretained(event).release() }
        for event in defers { Unmanaged.passUnretained(event).release() }
        api.deallocate()
    }

    // MARK: - The loop's side

    /// The descriptor `fd` was reported with poll(2)'s `revents`: the I/O events on it that wait
    /// for what came (a hang-up or an error goes to every one) are called.
    private func ready(_ fd: Int32, _ revents: Int16) {
        var came: UInt32 = 0
        if revents & Int16(POLLIN) != 0 { came |= PA_IO_EVENT_INPUT.rawValue }
        if revents & Int16(POLLOUT) != 0 { came |= PA_IO_EVENT_OUTPUT.rawValue }
        if revents & Int16(POLLHUP) != 0 { came |= PA_IO_EVENT_HANGUP.rawValue }
        if revents & Int16(POLLERR) != 0 { came |= PA_IO_EVENT_ERROR.rawValue }
        for event in ios where event.fd == fd && !event.dead {
            let wanted = event.flags.rawValue | PA_IO_EVENT_HANGUP.rawValue | PA_IO_EVENT_ERROR.rawValue
            let flags = came & wanted
            guard flags != 0, event.flags.rawValue != 0 else { continue }
            event.callback?(api, Self.pointer(event), fd, pa_io_event_flags_t(rawValue: flags), event.userdata)
        }
        reap()
    }

    /// The timer entry is due at `now`: the enabled deferred work runs, then the time events
    /// that are due (each disabled before its call, as `pa_mainloop` does).
    func fire(at now: Double) {
        for event in defers where event.enabled && !event.dead { event.callback?(api, Self.pointer(event), event.userdata) }
        for event in times where !event.dead {
            guard let due = event.due, due <= now else { continue }
            event.due = nil
            var tv = Self.timeval(monotonic: due)
            event.callback?(api, Self.pointer(event), &tv, event.userdata)
        }
        reap()
    }

    /// Gives the events freed since the last dispatch their destroy callbacks and lets them go,
    /// then brings the registry and the timer entry up to date.
    func reap() {
        while let index = ios.firstIndex(where: \.dead) {
            let event = ios.remove(at: index)
            event.destroy?(api, Self.pointer(event), event.userdata)
            Unmanaged.passUnretained(event).release()
        }
        while let index = times.firstIndex(where: \.dead) {
            let event = times.remove(at: index)
            event.destroy?(api, Self.pointer(event), event.userdata)
            Unmanaged.passUnretained(event).release()
        }
        while let index = defers.firstIndex(where: \.dead) {
            let event = defers.remove(at: index)
            event.destroy?(api, Self.pointer(event), event.userdata)
            Unmanaged.passUnretained(event).release()
        }
        update()
    }

    /// Registers each descriptor for what its live events wait for (none: not registered, so a
    /// hung-up socket nobody waits on wakes nothing), and arms the entry for the soonest time
    /// event, or for now while deferred work is enabled.
    func update() {
        var wanted: [Int32: Int16] = [:]
        for event in ios where !event.dead {
            var events = wanted[event.fd, default: 0]
            if event.flags.rawValue & PA_IO_EVENT_INPUT.rawValue != 0 { events |= Int16(POLLIN) }
            if event.flags.rawValue & PA_IO_EVENT_OUTPUT.rawValue != 0 { events |= Int16(POLLOUT) }
            wanted[event.fd] = events
        }
        for (fd, events) in registered where wanted[fd, default: 0] != events {
            sources.remove(fd)
            registered[fd] = nil
        }
        for (fd, events) in wanted where events != 0 && registered[fd] == nil {
            if sources.add("sound server", fd, events: events, handler: { [unowned self] revents in
                ready(fd, revents)
                return .handled
            }) { registered[fd] = events }
        }
        if defers.contains(where: { $0.enabled && !$0.dead }) {
            entry.arm(at: 0)
        } else {
            entry.arm(at: times.compactMap { $0.dead ? nil : $0.due }.min())
        }
    }

    // MARK: - Time

    /// `tv` as a time on the panel's monotonic clock: libpulse marks its own monotonic times
    /// (`PA_TIMEVAL_RTCLOCK`); a wall-clock time is moved by the two clocks' difference now.
    static func monotonic(_ tv: UnsafePointer<timeval>?) -> Double? {
        guard let tv else { return nil }
        let usec = tv.pointee.tv_usec
        if usec & cpulse_timeval_rtclock != 0 {
            return Double(tv.pointee.tv_sec) + Double(usec & ~cpulse_timeval_rtclock) / 1e6
        }
        let wall = Double(tv.pointee.tv_sec) + Double(usec) / 1e6
        return Clocks.monotonic() + (wall - Clocks.wall())
    }

    /// A monotonic time as libpulse writes one.
    static func timeval(monotonic time: Double) -> timeval {
        let seconds = time.rounded(.down)
        return Glibc.timeval(tv_sec: Int(seconds), tv_usec: Int((time - seconds) * 1e6) | cpulse_timeval_rtclock)
    }

    // MARK: - The interface libpulse calls

    private static func pointer(_ object: AnyObject) -> OpaquePointer { OpaquePointer(Unmanaged.passUnretained(object).toOpaque()) }
    private static func loop(_ api: UnsafeMutablePointer<pa_mainloop_api>?) -> PulseMainloop {
        Unmanaged<PulseMainloop>.fromOpaque(api!.pointee.userdata).takeUnretainedValue()
    }
    private static func object<T: AnyObject>(_ pointer: OpaquePointer?, _: T.Type) -> T {
        Unmanaged<T>.fromOpaque(UnsafeRawPointer(pointer!)).takeUnretainedValue()
    }

    private static var table: pa_mainloop_api { pa_mainloop_api(
        userdata: nil,
        io_new: { api, fd, flags, callback, userdata in
            let loop = PulseMainloop.loop(api)
            let event = IOEvent(fd: fd, flags: flags, callback: callback, userdata: userdata)
            event.owner = loop
            loop.ios.append(event)
            loop.update()
            return OpaquePointer(Unmanaged.passRetained(event).toOpaque())
        },
        io_enable: { e, flags in
            let event = PulseMainloop.object(e, IOEvent.self)
            event.flags = flags
            event.owner?.update()
        },
        io_free: { e in
            let event = PulseMainloop.object(e, IOEvent.self)
            event.dead = true
            event.owner?.update()
        },
        io_set_destroy: { e, callback in PulseMainloop.object(e, IOEvent.self).destroy = callback },
        time_new: { api, tv, callback, userdata in
            let loop = PulseMainloop.loop(api)
            let event = TimeEvent(due: PulseMainloop.monotonic(tv), callback: callback, userdata: userdata)
            event.owner = loop
            loop.times.append(event)
            loop.update()
            return OpaquePointer(Unmanaged.passRetained(event).toOpaque())
        },
        time_restart: { e, tv in
            let event = PulseMainloop.object(e, TimeEvent.self)
            event.due = PulseMainloop.monotonic(tv)
            event.owner?.update()
        },
        time_free: { e in
            let event = PulseMainloop.object(e, TimeEvent.self)
            event.dead = true
            event.owner?.update()
        },
        time_set_destroy: { e, callback in PulseMainloop.object(e, TimeEvent.self).destroy = callback },
        defer_new: { api, callback, userdata in
            let loop = PulseMainloop.loop(api)
            let event = DeferEvent(callback: callback, userdata: userdata)
            event.owner = loop
            loop.defers.append(event)
            loop.update()
            return OpaquePointer(Unmanaged.passRetained(event).toOpaque())
        },
        defer_enable: { e, enabled in
            let event = PulseMainloop.object(e, DeferEvent.self)
            event.enabled = enabled != 0
            event.owner?.update()
        },
        defer_free: { e in
            let event = PulseMainloop.object(e, DeferEvent.self)
            event.dead = true
            event.owner?.update()
        },
        defer_set_destroy: { e, callback in PulseMainloop.object(e, DeferEvent.self).destroy = callback },
        quit: { _, _ in }) }
}
