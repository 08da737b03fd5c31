import PanelCore

extension ScreenSide {
    /// Does what a press on `strip` was decided to do (``ClickTarget``), deciding nothing more:
    /// runs a command, hands the press to a script item, or asks it of the X server, the session
    /// bus, the sound server (through `volume`) or a StatusNotifierItem's app.
    func perform(_ target: ClickTarget, on strip: MonitorStrip, volume: (VolumeRequest) -> Void) {
        switch target {
        case .nothing, .reveal:
            break
        case .command(let action):
            ActionLauncher.launch(action)
        case .boundCommand(let action):
            let name = action.item.rawValue
            ActionLauncher.launch(action.command, variables: action.variables, what: "the \(action.kind.rawValue) action of \(name)'s text",
                                  section: "script.\(name)")
        case .script(let name, let press):
            device.scripts.click(name, press, at: Clocks.monotonic())
        case .desktop(let request):
            desktopWatch?.perform(request)
        case .session(let request):
            perform(request)
        case .volume(let request):
            volume(request)
        case .statusNotifier(let index, let click, let position):
            strips.pressStatusNotifier(index, click, at: position, on: strip)
        }
    }
}
