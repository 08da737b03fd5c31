/// The `scripts` member of `status --json`, as the running panel publishes it.
public enum ScriptReport {
    /// `{"NAME": {"text": "...", "state": "ok"}, ...}` in the dotfile's order; `text` is the
    /// full text shown, or the last one kept by a failed item, `""` when there is none.
    public static func json(_ scripts: [(name: String, state: ScriptState)]) -> String {
        "{" + scripts.map { name, state in
            StatusReport.string(name) + ": {\"text\": " + StatusReport.string(state.text?.full ?? "")
                + ", \"state\": " + StatusReport.string(state.condition.rawValue) + "}"
        }.joined(separator: ", ") + "}"
    }

    /// `status --json`'s object with `"scripts": scripts` added last; unchanged when nil (no
    /// panel runs).
    public static func adding(_ scripts: String?, to json: String) -> String {
        guard let scripts, json.hasSuffix("}") else { return json }
        return String(json.dropLast()) + ", \"scripts\": " + scripts + "}"
    }
}
