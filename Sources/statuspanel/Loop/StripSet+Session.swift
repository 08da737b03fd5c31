import PanelCore

extension StripSet {
    /// What `input` asks of the session bus (``SessionRequest``), if it is a press on `media` or
    /// `dnd` of a strip's frame on screen that no `[actions.ITEM]` command takes.
    func sessionRequest(for input: StripInput, session: SessionState) -> SessionRequest? {
        strips.lazy.compactMap { $0.sessionRequest(for: input, session: session, actions: self.config.actions) }.first
    }
}
