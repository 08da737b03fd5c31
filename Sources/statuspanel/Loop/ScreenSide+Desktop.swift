import PanelCore

extension ScreenSide {
    /// Follows the desktop's own state while `config` places the `workspaces`, `window` or
    /// `keyboard` item (a new watch when the set of them changes, none while none is placed), and
    /// shows what it reads at once.
    func followDesktopItems(_ config: PanelConfig) {
        let placed = [ItemName.workspaces, .window, .keyboard].filter { config.items.contains($0) }
        let wanted = DesktopFollowing(placed: placed).parts
        guard wanted != (desktopWatch?.parts ?? []) else { return }
        desktopWatch?.stop()
        desktopWatch = DesktopWatch(connection: connection, placed: placed)
        device.show(DesktopState())
        finishDesktop()
    }

    /// Reads what the batch of events changed of the desktop's state into what the strips show;
    /// whether it changed.
    @discardableResult
    func finishDesktop() -> Bool {
        guard let desktopWatch, desktopWatch.finish(windows: windowWatch) else { return false }
        device.show(desktopWatch.state)
        return true
    }
}
