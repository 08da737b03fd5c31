/// The `scripts` member of `status --json`, as the running panel publishes it.
public enum ScriptReport {
    /// `{"NAME": {"text": "...", "state": "ok"}, ...}` in the dotfile's order; `text` is the
    /// full text shown, or the last one kept by a failed item, `""` when there is none. A
    /// failed item adds `"reason"`, why it failed; an i3bar generator adds `"blocks"`, each
    /// block's `name`, `instance` (null when it gave none) and `text`.
    public static func json(_ scripts: [(name: String, state: ScriptState)]) -> String {
        "{" + scripts.map { name, state in
            var members = "\"text\": " + StatusReport.string(state.text?.full ?? "")
                + ", \"state\": " + StatusReport.string(state.condition.rawValue)
            if state.condition == .failed, let reason = state.failure { members += ", \"reason\": " + StatusReport.string(reason) }
            if let blocks = state.text?.blocks, !blocks.isEmpty {
                members += ", \"blocks\": [" + blocks.map { block in
                    "{\"name\": " + optional(block.name) + ", \"instance\": " + optional(block.instance)
                        + ", \"text\": " + StatusReport.string(block.fullText) + "}"
                }.joined(separator: ", ") + "]"
            }
            return StatusReport.string(name) + ": {" + members + "}"
        }.joined(separator: ", ") + "}"
    }

    /// ``json(_:)`` of the script items `names` (the dotfile's order) as `contents` holds them.
    public static func json(_ contents: ItemContents, names: [String]) -> String {
        json(names.map { ($0, contents.script($0) ?? ScriptState()) })
    }

    private static func optional(_ value: String?) -> String {
        value.map(StatusReport.string) ?? "null"
    }

    /// `statuspanel status`'s lines for the scripts: one for each failed item, with its reason.
    public static func lines(_ scripts: [(name: String, state: ScriptState)]) -> [String] {
        scripts.compactMap { name, state in
            guard state.condition == .failed else { return nil }
            return "script \(name): failed: \(state.failure ?? "")"
        }
    }

    /// The same lines from the report a running panel published (``json(_:)``), by name.
    public static func lines(fromJSON json: String) -> [String] {
        guard let scripts = JSONObjectReader.readObjects(json) else { return [] }
        return scripts.keys.sorted().compactMap { name in
            guard let members = scripts[name], members["state"] == .string("failed") else { return nil }
            guard case .string(let reason)? = members["reason"] else { return "script \(name): failed" }
            return "script \(name): failed: \(reason)"
        }
    }

    /// `status --json`'s object with `"scripts": scripts` added last; unchanged when nil (no
    /// panel runs).
    public static func adding(_ scripts: String?, to json: String) -> String {
        guard let scripts, json.hasSuffix("}") else { return json }
        return String(json.dropLast()) + ", \"scripts\": " + scripts + "}"
    }
}
