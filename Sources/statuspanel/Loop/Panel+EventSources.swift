import CLinux
import PanelCore
#if canImport(Glibc)
import Glibc
#endif

extension Panel {
    /// Registers the loop's own inputs besides time (the script items' pipes and the tray's bus
    /// register themselves as they come), handled in this order when several are ready at once.
    func registerLoopSources() {
        // Queued events are read at the top of each turn; a dead connection must be noticed here.
        sources.add("X connection", screen.connection.fileDescriptor) { revents in
            if revents & Int16(POLLHUP | POLLERR) != 0 { self.screen.connection.noticeLoss() }
            return .handled
        }
        sources.add("signals", signals.fileDescriptor) { _ in
            for signal in self.signals.drain() {
                switch PanelSignal(signal) {
                case .stop: return .exit(0)
                case .reload: self.reload()
                case .childEnded: self.scriptSignal(signal)
                case nil: if ScriptSignals.number(of: signal) != nil { self.scriptSignal(signal) }
                }
            }
            return .handled
        }
        sources.add("wall-clock timer", clockTimer.fileDescriptor) { _ in
            self.clockTimer.acknowledge()
            self.armClock()
            // Only what changes without a kernel event; the loop then draws.
            self.device.minuteRead()
            self.device.sampleWithTheMinute(at: Clocks.monotonic())
            return .handled
        }
        let kernel = device.watches.kernel
        sources.add("uevents", kernel.ueventDescriptor) { _ in
            self.device.woken(by: kernel.drainUevents())
            return .handled
        }
        // Notifications, and the routing dumps' replies as they come (nothing waits for them); a
        // part of a dump changes nothing shown, and its turn draws nothing (``QuietTurn``).
        sources.add("rtnetlink", kernel.routeDescriptor) { _ in
            self.device.routesReadable(at: Clocks.monotonic()) ? .handled : .quiet
        }
        // Each wakes the items that declare it (the loop then draws what changed).
        if let rfkill = device.watches.rfkill {
            sources.add("rfkill", rfkill.fileDescriptor) { _ in
                if rfkill.drain() { self.device.woken(by: [.rfkill]) }
                return .handled
            }
        }
        for (path, attribute) in device.watches.attributes {
            sources.add(path, attribute.fileDescriptor, events: SysfsAttributeWatch.events) { _ in
                attribute.acknowledge()
                self.device.woken(by: [.attribute(path: path)])
                return .handled
            }
        }
        if let deviceUse = device.watches.deviceUse {
            sources.add("capture and camera nodes", deviceUse.fileDescriptor) { _ in
                if deviceUse.drain() { self.device.deviceNodesChanged(at: Clocks.monotonic()) }
                return .handled
            }
        }
        if let dotfile {
            sources.add("dotfile", dotfile.fileDescriptor) { _ in
                if dotfile.drain() { self.timers.armIfIdle(.reload, at: Clocks.monotonic() + PanelTiming.reloadSettleTime) }
                return .handled
            }
        }
    }
}
