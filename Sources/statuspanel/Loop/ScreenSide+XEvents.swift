import CX11
import PanelCore

extension ScreenSide {
    /// Handles every queued event, handing the panel's commands (`statuspanel msg`) to
    /// `command`; an exit status when the panel must stop.
    func handleXEvents(command: (PanelMessage) -> Void, scriptPress: (String, StripPress) -> Void = { _, _ in },
                       inbox: () -> Void = {}, volume: (VolumeRequest) -> Void = { _ in }) -> Int32? {
        var screenChanges = ScreenWatch.Changes()
        defer {
            let now = Clocks.monotonic()
            // Drawn now: the loop's redraw comes only after its next wait.
            let desktopChanged = finishDesktop()
            if screenChanges.monitors || screenChanges.compositor {
                do { try strips.layout(config: strips.config, composited: screenWatch.compositorRuns, showing: device.shown) } catch {
                    Log.error("cannot lay out the strips for the new monitors")
                }
            }
            strips.finish(wallpaperChanged: screenChanges.wallpaper, showing: device.shown, at: now)
            if strips.tray?.takeChanges() == true { strips.redraw(device.shown) }
            if desktopChanged { redraw() }
        }
        while var event = connection.nextQueuedEvent() {
            // Another client's SendEvent posing as the server (XEvent+Forged).
            if event.isForgedServerNotice { continue }
            let now = Clocks.monotonic()
            strips.notePointer(event, contents: device.shown)
            if strips.claimMenuEvent(event) { continue }
            if let input = StripInput(event) {
                let pressedScript = strips.scriptPress(for: input)
                let desktopRequest = desktopWatch == nil ? nil : strips.desktopRequest(for: input, desktop: device.desktop)
                let sessionRequest = sessionFollowers.bus == nil ? nil : strips.sessionRequest(for: input, session: device.session)
                let volumeRequest = strips.volumeRequest(for: input, volume: device.volume)
                strips.notePress(input, at: now)
                if strips.claim(input, showing: device.state, at: now) {
                    if let pressed = pressedScript { scriptPress(pressed.name, pressed.press) }
                    if let desktopRequest { desktopWatch?.perform(desktopRequest) }
                    if let sessionRequest { perform(sessionRequest) }
                    if let volumeRequest { volume(volumeRequest) }
                    continue
                }
            }
            if connection.isInboxChange(event, on: selection.window) {
                inbox()
                continue
            }
            desktopWatch?.note(event)
            let forTray = strips.tray?.handle(event) ?? false
            // The tray's icons were top-level windows: the window watch sees them leave.
            windowWatch.note(event)
            if forTray { continue }
            if selection.isLost(event) {
                Log.error("another panel took over this screen (statuspanel --replace); exiting")
                return 0
            }
            if let message = selection.command(in: event) {
                command(message)
                continue
            }
            // A compositor coming or going may mean another visual: a layout picks it.
            screenWatch.record(&event, into: &screenChanges)
        }
        return nil
    }
}
