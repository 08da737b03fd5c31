import CX11
import PanelCore
#if canImport(Glibc)
import Glibc
#endif

/// The real-time signals a script item may name (`signal = N`: SIGRTMIN+N). The panel takes
/// them all through its signalfd, so one sent for no script does not kill it (their default).
enum ScriptSignals {
    static var all: [Int32] { ScriptSpec.signalRange.map { rtMin + Int32($0) } }
    /// SIGRTMIN as glibc gives it at run time (it keeps the first two for threads).
    static var rtMin: Int32 { __libc_current_sigrtmin() }

    /// `N` of SIGRTMIN+N for `signal`, if it is one.
    static func number(of signal: Int32) -> Int? {
        let n = Int(signal - rtMin)
        return ScriptSpec.signalRange.contains(n) ? n : nil
    }
}

extension Panel {
    /// One turn's work for the scripts, after their pipes were read (each at most once a frame,
    /// so a flood wakes the loop no more often than that) and the timers fired: publishes
    /// `status --json`'s report. The turn's redraw draws what changed.
    func scriptsTurn() {
        let scripts = device.scripts
        guard !scripts.isEmpty else { return }
        pauseGenerators()
        if let report = scripts.takeReport(from: device.shown) { screen.connection.setUTF8(screen.selection.window, XConnection.scriptReportProperty, report) }
    }

    /// i3bar generators are paused while every strip is hidden (over a full-screen window),
    /// and resumed as soon as one shows: after the X events that changed it, and after their
    /// own output started a run.
    func pauseGenerators() {
        guard !device.scripts.isEmpty else { return }
        let strips = screen.strips.strips
        device.scripts.showing(strips.isEmpty || strips.contains { if case .hidden = $0.visibility.machine.phase { false } else { true } })
    }

    /// Takes the dotfile's scripts (at the start and after a reload).
    func configureScripts() {
        let now = Clocks.monotonic()
        device.scripts.configure(config.scripts, at: now)
        if config.scripts.isEmpty, device.scripts.publishedReport != nil {
            screen.connection.setUTF8(screen.selection.window, XConnection.scriptReportProperty, ScriptReport.json([]))
        }
    }

    /// The signals: SIGCHLD reaps (a script's run learns its status), SIGRTMIN+N runs scripts.
    func scriptSignal(_ signal: Int32) {
        let now = Clocks.monotonic()
        if signal == SIGCHLD {
            ActionLauncher.reapChildren(exiting: { self.device.scripts.exiting(pid: $0) },
                                        exited: { _ = self.device.scripts.reaped(pid: $0, status: $1, at: now) })
        } else if let n = ScriptSignals.number(of: signal) {
            device.scripts.signal(n, at: now)
        }
    }

    /// The inbox's messages (`msg set`, `msg refresh`, `msg pill`, `pill`).
    func readInbox() {
        let now = Clocks.monotonic()
        for message in ScriptMessage.messages(in: screen.connection.takeInbox(of: screen.selection.window)) {
            device.scripts.handle(message, at: now)
        }
    }
}
