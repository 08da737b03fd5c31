import PanelCore

/// What asks the script items for something (a signal, a click, `msg`), and what they give the
/// strips and `status --json`.
extension ScriptItems {
    // MARK: - Requests

    /// SIGRTMIN+`n`: runs again each script with `signal = n`.
    func signal(_ n: Int, at now: Double) {
        for index in scripts.indices where scripts[index].spec.signal == n { scripts[index].schedule.request(at: now) }
        arm(after: now)
    }

    /// A press on the script `name`, as i3blocks and i3bar hand it on (``ScriptClickRoute``):
    /// to a running i3bar generator asking for clicks, i3bar's JSON line for the block pressed;
    /// to a running stream, i3blocks' line on its standard input; otherwise the script runs
    /// again with i3blocks' click variables.
    func click(_ name: String, _ press: StripPress, at now: Double) {
        guard let index = scripts.firstIndex(where: { $0.spec.name == name }) else { return }
        let script = scripts[index]
        let route = ScriptClickRoute(spec: script.spec, header: script.process?.header, running: script.process != nil,
                                     blocks: script.state.text?.blocks ?? [], streams: script.schedule.streams)
        switch route.delivery(of: press) {
        case .i3bar(let click):
            if let process = script.process { process.write(process.clickWriter.bytes(for: click)) }
        case .line(let line):
            script.process?.write(Array(line.utf8))
        case .dropped:
            return
        case .run(let click):
            scripts[index].click = click
            scripts[index].schedule.request(at: now)
            arm(after: now)
        }
    }

    /// Pauses the i3bar generators while no strip shows (every strip hidden over a full-screen
    /// window) with their header's stop signal, and resumes them with its cont signal.
    func showing(_ shown: Bool) {
        for script in scripts {
            guard let process = script.process, let header = process.header,
                  let signal = header.signal(hidden: !shown, stopped: process.stoppedWith != nil) else { continue }
            process.signalGroup(signal)
            process.stoppedWith = shown ? nil : signal
        }
    }

    func handle(_ message: ScriptMessage, at now: Double) {
        defer { arm(after: now) }
        switch message {
        case .set(let name, let text):
            guard let index = scripts.firstIndex(where: { $0.spec.name == name }) else {
                Log.error("msg set: no script item '\(name)' in the dotfile")
                return
            }
            let lines = text.split(separator: "\n", maxSplits: 3, omittingEmptySubsequences: false).map(String.init)
            // Plain text or one JSON object, whatever the script itself prints (the contract of `msg set`);
            // only the script's own output sets its next run's variables, not another program's push.
            var pushed = ScriptOutput.read(lines, format: .auto)
            pushed?.variables = [:]
            scripts[index].state.show(pushed)
            followPill(index, now: now)
        case .refresh(let name):
            guard let index = scripts.firstIndex(where: { $0.spec.name == name }) else {
                Log.error("msg refresh: no script item '\(name)' in the dotfile")
                return
            }
            scripts[index].schedule.request(at: now)
        case .pill(let id, let color, let text, let elapsed, let action, let leased):
            pills.request(id: id, color: color, text: text, elapsed: elapsed, action: action, leased: leased, at: now)
        case .clearPill(let id):
            pills.clear(id: id)
        }
    }

    // MARK: - What the strips show

    /// Contributes each script item's state under its name, and the pill with its label at
    /// `now` (the clock's text when it has neither text nor counter) under the clock's.
    func contribute(to contents: inout ItemContents, at now: Double) {
        for script in scripts { contents[ItemName(declared: script.spec.name)] = script.state }
        if let pill = pills.shown { contents.pill = ShownPill(pill, at: now) }
    }

    /// `status --json`'s `scripts` object, read from `contents`, when it changed since the last
    /// call; nil otherwise.
    func takeReport(from contents: ItemContents) -> String? {
        let now = ScriptReport.json(contents, names: scripts.map(\.spec.name))
        guard now != publishedReport else { return nil }
        publishedReport = now
        return now
    }
}
