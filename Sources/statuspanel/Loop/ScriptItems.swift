import CLinux
import PanelCore
#if canImport(Glibc)
import Glibc
#endif

/// The script items (`[script.NAME]`) and the pills: runs each command when PanelCore's
/// ``ScriptSchedule`` says (each item's own entry in the panel's timers), registers its pipes
/// with the loop's ``EventSources`` while it runs, and keeps what each shows (``ScriptState``).
final class ScriptItems {
    struct Script {
        var spec: ScriptSpec
        var schedule: ScriptSchedule
        var state = ScriptState()
        var process: ScriptProcess?
        /// The click that asked for the next run, if one did.
        var click: ScriptEnvironment.Click?
    }

    var scripts: [Script] = []
    var pills = PillStack()
    /// The loop's registry, where the running commands' pipes are waited on.
    let sources: EventSources
    /// Pipe descriptor → script index.
    private var pipes: [Int32: Int] = [:]
    /// The output pipes (their inodes) of runs that ended while something else still held
    /// them, and when to kill what still does (``PanelTiming/pipeHolderGrace``).
    private var heldPipes: [(inodes: Set<UInt64>, due: Double)] = []
    /// The flood rule (PanelCore's ``PipeReadThrottle``): each pipe is read at most once a frame,
    /// a pipe read again within one leaves the loop's sources until the frame has passed.
    private var throttle = PipeReadThrottle()
    /// The report last published, so an unchanged one is not sent again.
    var publishedReport: String?
    private let inherited = ProcessSpawn.inheritedEnvironment

    /// The panel's scheduler, where the items arm their timers (``ScriptsTimer``, and each
    /// item's ``TimerKey/script(_:)``).
    let timers: Timers

    init(timers: Timers, sources: EventSources) {
        self.timers = timers
        self.sources = sources
    }

    /// Does what the items' `timer` is due for at `now`, and arms their timers again.
    func fire(_ timer: ScriptsTimer, at now: Double) {
        switch timer {
        case .pipes: resumePipes(at: now)
        case .pill: pills.lapse(at: now) // the turn's redraw shows the counter's new second, or the pill gone
        case .pipeHolders: killPipeHolders(dueAt: now)
        }
        arm(after: now)
    }

    /// The item `name`'s own timer is due at `now`: its run starts, or is stopped at its time limit.
    func fireRun(of name: String, at now: Double) {
        if let index = scripts.firstIndex(where: { $0.spec.name == name }) { tick(index, at: now) }
        arm(after: now)
    }

    /// Arms the items' timers for what is next after `now` (each one nil when nothing is): each
    /// item's run (``ScriptSchedule/deadline``), the paused pipes, the pill.
    func arm(after now: Double) {
        for script in scripts { timers.table[.script(script.spec.name)] = script.schedule.deadline }
        timers.table[.scripts(.pipes)] = throttle.resumeAt
        timers.table[.scripts(.pill)] = pills.nextChange(after: now)
        timers.table[.scripts(.pipeHolders)] = heldPipes.map(\.due).min()
    }

    deinit { stopAll() }

    var isEmpty: Bool { scripts.isEmpty && pills.pills.isEmpty }

    /// Takes the dotfile's scripts: unchanged ones keep running; the others' groups are killed.
    func configure(_ specs: [ScriptSpec], at now: Double) {
        var kept: [Script] = []
        for spec in specs {
            if let i = scripts.firstIndex(where: { $0.spec == spec }) {
                kept.append(scripts[i])
                scripts[i].process = nil
            } else {
                var script = Script(spec: spec, schedule: ScriptSchedule(run: spec.run))
                script.schedule.begin(at: now)
                kept.append(script)
            }
        }
        for script in scripts {
            if let process = script.process { stop(process) }
            if !specs.contains(where: { $0.name == script.spec.name }) {
                pills.clear(id: "script:" + script.spec.name)
                timers.table.cancel(script: script.spec.name)
            }
        }
        scripts = kept
        // The runs kept are in the loop's sources already (or paused): only their indexes change.
        pipes = [:]
        for (index, script) in scripts.enumerated() {
            guard let process = script.process else { continue }
            for fd in [process.output, process.errors] where fd >= 0 { pipes[fd] = index }
        }
        throttle.keep(only: Set(pipes.keys))
        arm(after: now)
    }

    // MARK: - Running

    /// Watches again the pipes that waited out their frame.
    private func resumePipes(at now: Double) {
        for fd in throttle.resume(at: now) where pipes[fd] != nil { register(fd) }
    }

    /// Starts or kills the item at `index` when that is due at `now`.
    private func tick(_ index: Int, at now: Double) {
        switch scripts[index].schedule.due(at: now) {
        case .start?: start(index, at: now)
        case .kill?:
            scripts[index].process?.timedOut = true
            scripts[index].process?.killGroup()
            scripts[index].schedule.killed()
        case nil: break
        }
    }

    private func start(_ index: Int, at now: Double) {
        let spec = scripts[index].spec
        let click = scripts[index].click
        scripts[index].click = nil
        let environment = ScriptEnvironment.merged(inherited, with: ScriptEnvironment.variables(
            for: spec, click: click, kept: scripts[index].state.text?.variables ?? [:]))
        let input = scripts[index].schedule.runTakesInput(format: spec.format)
        switch ScriptProcess.start(spec.command, environment: environment, streaming: spec.run == .persist, input: input,
                                   format: spec.format) {
        case .success(let process):
            scripts[index].process = process
            scripts[index].schedule.started(at: now)
            watch(process, for: index)
        case .failure(let failure):
            scripts[index].schedule.failedToStart(at: now)
            report(index, scripts[index].state.runEnded(.notStarted("\(failure)"), lines: [], format: spec.format, errorLine: nil))
        }
    }

    private func watch(_ process: ScriptProcess, for index: Int) {
        for fd in [process.output, process.errors] where fd >= 0 && register(fd) { pipes[fd] = index }
    }

    /// Waits on the pipe `fd` in the loop's sources.
    @discardableResult
    private func register(_ fd: Int32) -> Bool {
        sources.add("script pipe", fd) { [unowned self] _ in
            read(fd, at: Clocks.monotonic())
            return .handled
        }
    }

    private func pause(_ fd: Int32, at now: Double) {
        guard pipes[fd] != nil else { return }
        sources.remove(fd)
        throttle.pause(fd, at: now)
    }

    /// Reads the pipe `fd`, which the loop found ready (up to ``PanelLimits/scriptReadBytesPerTurn``).
    private func read(_ fd: Int32, at now: Double) {
        guard let index = pipes[fd], let process = scripts[index].process else { return }
        defer { arm(after: now) }
        // A pipe read again within a frame is flooding: it waits out the frame.
        let again = throttle.noteRead(fd, at: now)
        if process.read(fd) { forget(fd) } else if again { pause(fd, at: now) }
        if process.i3bar?.isRejected == false {
            followI3bar(index, process, at: now)
        } else if scripts[index].spec.run == .persist, let line = process.lines.takeNewLine() {
            let text = ScriptOutput.readLine(line, format: scripts[index].spec.format)
            if text != scripts[index].state.text || scripts[index].state.condition != .ok {
                scripts[index].state.show(text)
                followPill(index, now: now)
            }
        }
        finishIfDone(index, at: now)
    }

    /// Stops waiting on the pipe `fd` (before it is closed).
    private func forget(_ fd: Int32) {
        sources.remove(fd)
        pipes[fd] = nil
        throttle.forget(fd)
    }

    /// A child that exited and is not reaped yet: if it is a script's, what still holds its
    /// output pipes a moment later is killed then (``killPipeHolders(dueAt:)``). Each run that
    /// left a daemon on its pipe would otherwise add one: memory and processes would grow all day.
    func exiting(pid: pid_t) {
        guard let process = scripts.first(where: { $0.process?.pid == pid })?.process else { return }
        // Whatever still holds the run's output pipes (a daemon it forked, `sleep 60 &`) is the
        // run's, and ends with it (``PipeHolders``); an app started with its output elsewhere
        // lives on. Read to the end, a pipe nobody else holds closes: no look at /proc then.
        let inodes = process.pipeInodes
        for fd in [process.output, process.errors] where fd >= 0 {
            if process.read(fd) { forget(fd) }
        }
        guard !process.pipesClosed else { return }
        // Looked for a moment later: a child forked just before the exit may still be putting
        // its own output elsewhere (``PanelTiming/pipeHolderGrace``).
        heldPipes.append((inodes, Clocks.monotonic() + PanelTiming.pipeHolderGrace))
        timers.table[.scripts(.pipeHolders)] = heldPipes.map(\.due).min()
    }

    /// Kills what still holds the output pipes of the runs that ended before `now` less the grace.
    private func killPipeHolders(dueAt now: Double) {
        let due = heldPipes.filter { $0.due <= now }
        heldPipes.removeAll { $0.due <= now }
        for held in due {
            for holder in PipeHolders.pids(holding: held.inodes, in: Sysroot("/"), excluding: getpid()) { kill(holder, SIGKILL) }
        }
    }

    /// A child the panel reaped (SIGCHLD): if it is a script's, its run may be done.
    func reaped(pid: pid_t, status: Int32, at now: Double) -> Bool {
        guard let index = scripts.firstIndex(where: { $0.process?.pid == pid }), let process = scripts[index].process else { return false }
        process.waitStatus = status
        defer { arm(after: now) }
        // What it printed before it exited; the run ends now, with whatever has arrived (what
        // still holds its pipes is looked for a moment after the exit, and killed).
        for fd in [process.output, process.errors] where fd >= 0 {
            process.read(fd)
            forget(fd)
            process.closePipe(fd)
        }
        finishIfDone(index, at: now)
        return true
    }

    private func finishIfDone(_ index: Int, at now: Double) {
        guard let process = scripts[index].process, let status = process.waitStatus else { return }
        for fd in [process.output, process.errors] where fd >= 0 {
            forget(fd)
            process.closePipe(fd)
        }
        process.lines.finish()
        process.errorLines.finish()
        let ending: ScriptState.Ending
        if process.timedOut {
            ending = .timedOut
        } else {
            switch WaitStatus(status) {
            case .exited(let code): ending = .exited(code)
            case .signalled(let signal): ending = .signalled(signal)
            }
        }
        let spec = scripts[index].spec
        if spec.run == .persist || process.header != nil {
            // A stream's text came line by line; its ending only matters when it failed.
            if case .exited(0) = ending {} else {
                report(index, scripts[index].state.runEnded(ending, lines: [], format: spec.format,
                                                            errorLine: process.errorLines.lines.first))
            }
        } else {
            report(index, scripts[index].state.runEnded(ending, lines: process.lines.lines, format: spec.format,
                                                        errorLine: process.errorLines.lines.first))
        }
        followPill(index, now: now)
        scripts[index].process = nil
        scripts[index].schedule.ended(at: now)
    }

    private func report(_ index: Int, _ message: String?) {
        guard let message else { return }
        Log.error("script \(scripts[index].spec.name) ([script.\(scripts[index].spec.name)]): \(message)")
    }

    func stop(_ process: ScriptProcess) {
        process.killGroup()
        for fd in [process.output, process.errors] where fd >= 0 {
            forget(fd)
            process.closePipe(fd)
        }
    }

    /// Kills every running command's group (exit).
    func stopAll() {
        killPipeHolders(dueAt: .infinity)
        for timer in ScriptsTimer.allCases { timers.table[.scripts(timer)] = nil }
        for script in scripts { timers.table.cancel(script: script.spec.name) }
        for index in scripts.indices {
            if let process = scripts[index].process { stop(process) }
            scripts[index].process = nil
        }
        pipes = [:]
    }
}
