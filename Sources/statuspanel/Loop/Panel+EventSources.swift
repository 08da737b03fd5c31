import CLinux
import PanelCore
#if canImport(Glibc)
import Glibc
#endif

extension Panel {
    /// The loop's inputs besides time, handled in this order when several are ready at once.
    func eventSources() -> EventSources? {
        guard let sources = EventSources() else { return nil }
        // Queued events are read at the top of each turn; a dead connection must be noticed here.
        sources.add("X connection", connection.fileDescriptor) { revents in
            if revents & Int16(POLLHUP | POLLERR) != 0 { self.connection.noticeLoss() }
            return .handled
        }
        sources.add("signals", signals.fileDescriptor) { _ in
            for signal in self.signals.drain() {
                if signal == SIGTERM || signal == SIGINT { return .exit(0) }
                if signal == SIGHUP { self.reload() }
                if signal == SIGCHLD || ScriptSignals.number(of: signal) != nil { self.scriptSignal(signal) }
            }
            return .handled
        }
        sources.add("wall-clock timer", clockTimer.fileDescriptor) { _ in
            self.clockTimer.acknowledge()
            self.armClock()
            // Only what changes without a kernel event; the loop then draws.
            self.minuteRead()
            let now = Clocks.monotonic()
            if self.showsActivity, ActivitySchedule.minuteTakesSample(at: now, nextSample: self.timers[.activitySample]) {
                self.timers[.activitySample] = now
            }
            return .handled
        }
        for (name, fd) in [("uevents", kernel.ueventDescriptor), ("rtnetlink", kernel.routeDescriptor)] {
            sources.add(name, fd) { _ in
                let changes = self.kernel.drain(fd)
                if changes.network {
                    self.traffic.reopen()
                    // A link, route or rule changed: the rules and tables are dumped again.
                    if self.options.sysroot == Sysroot("/") { self.routing = self.kernel.dumpRouting() }
                }
                return changes.power || changes.network || changes.radios ? .refresh : .handled
            }
        }
        if let rfkill {
            sources.add("rfkill", rfkill.fileDescriptor) { _ in rfkill.drain() ? .refresh : .handled }
        }
        if let powerProfile {
            sources.add("platform_profile", powerProfile.fileDescriptor, events: SysfsAttributeWatch.events) { _ in
                powerProfile.acknowledge()
                return .refresh
            }
        }
        if let deviceUse {
            sources.add("capture and camera nodes", deviceUse.fileDescriptor) { _ in
                if deviceUse.drain() { self.deviceNodesChanged(at: Clocks.monotonic()) }
                return .handled
            }
        }
        // The script items' pipes, in an epoll set of their own (they come and go).
        sources.add("script pipes", scripts.fileDescriptor) { _ in .handled }
        if let dotfile {
            sources.add("dotfile", dotfile.fileDescriptor) { _ in
                if dotfile.drain() { self.timers.armIfIdle(.reload, at: Clocks.monotonic() + PanelTiming.reloadSettleTime) }
                return .handled
            }
        }
        return sources
    }
}
