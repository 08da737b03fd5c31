import CX11
import PanelCore

extension ScreenSide {
    /// Handles every queued event, handing the panel's commands (`statuspanel msg`) to
    /// `command`; an exit status when the panel must stop.
    func handleXEvents(command: (PanelMessage) -> Void, inbox: () -> Void = {},
                       volume: (VolumeRequest) -> Void = { _ in }) -> Int32? {
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
                // What a press does, decided once on the frame on screen, before the claim may
                // change the strip's phase.
                let click = strips.clickTarget(for: input, showing: device.shown, followsDesktops: desktopWatch != nil,
                                               followsSessionBus: sessionFollowers.bus != nil)
                if let level = click?.level { strips.notePress(on: level, at: now) }
                if strips.claim(input, at: now) {
                    if let click { perform(click.target, on: click.strip, volume: volume) }
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
