/// What a reload of the dotfile changes, as the running panel applies it: nothing at all when
/// the new configuration equals the running one (an editor's save of the same text), otherwise
/// everything is laid out and read again, and a new `panel.font` is opened first.
public struct ReloadChanges: Sendable, Equatable {
    /// Whether anything differs: otherwise the reload does nothing.
    public var any: Bool
    /// Whether `panel.font` differs: the font is opened again (and kept when it cannot be).
    public var font: Bool
    /// Whether the `[script.NAME]` sections differ: changed and removed scripts' runs are
    /// stopped, new ones started (unchanged ones run on).
    public var scripts: Bool

    public init(from old: PanelConfig, to new: PanelConfig) {
        any = new != old
        font = new.panel.font != old.panel.font
        scripts = new.scripts != old.scripts
    }
}
