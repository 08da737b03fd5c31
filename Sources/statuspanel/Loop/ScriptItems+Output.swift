import PanelCore

/// What a script item shows of its output beyond its lines: an i3bar generator's blocks, and
/// the pill its JSON asks for.
extension ScriptItems {
    /// An i3bar generator's output: once its header is read it is a stream, and each status
    /// line replaces its blocks. Output that is not yet known to be i3bar's is not shown. A
    /// generator started with /dev/null for clicks (its `interval` did not say it) is started
    /// again at once with a pipe (``ScriptSchedule/heardHeader(at:runHadInput:)``).
    func followI3bar(_ index: Int, _ process: ScriptProcess, at now: Double) {
        guard process.header != nil else { return }
        if !scripts[index].schedule.isStream || !process.hasInput,
           scripts[index].schedule.heardHeader(at: now, runHadInput: process.hasInput) {
            stop(process)
            scripts[index].process = nil
            return
        }
        guard let blocks = process.i3bar?.takeNewBlocks() else { return }
        let text = ScriptText(blocks: blocks)
        if text != scripts[index].state.text || scripts[index].state.condition != .ok {
            scripts[index].state.show(text)
        }
    }

    /// A script whose JSON asks for a pill shows as one.
    func followPill(_ index: Int, now: Double) {
        let id = "script:" + scripts[index].spec.name
        if let text = scripts[index].state.text, let color = text.pill {
            pills.follow(Pill(id: id, color: color, text: text.full, action: .script(scripts[index].spec.name)))
        } else {
            pills.clear(id: id)
        }
    }
}
