import CX11
import PanelCore

extension Panel {
    // MARK: - X

    /// Handles every queued event; an exit status when the panel must stop.
    func handleXEvents() -> Int32? {
        var screenChanges = ScreenWatch.Changes()
        defer {
            let now = Clocks.monotonic()
            if screenChanges.monitors || screenChanges.compositor {
                do { try strips.layout(config: config, composited: screen.compositorRuns, showing: shown) } catch {
                    Log.error("cannot lay out the strips for the new monitors")
                }
            }
            strips.finish(wallpaperChanged: screenChanges.wallpaper, showing: shown, at: now)
            if strips.tray?.takeChanges() == true { strips.redrawTray(shown) }
        }
        while var event = connection.nextQueuedEvent() {
            // Another client's SendEvent posing as the server (XEvent+Forged).
            if event.isForgedServerNotice { continue }
            let now = Clocks.monotonic()
            if let input = StripInput(event) {
                let scriptPress = strips.scriptPress(for: input)
                if strips.claim(input, at: now) {
                    if let scriptPress { scriptPressed(scriptPress.name, scriptPress.press) }
                    continue
                }
            }
            if connection.isInboxChange(event, on: selection.window) {
                readInbox()
                continue
            }
            let forTray = strips.tray?.handle(event) ?? false
            // The tray's icons were top-level windows: the window watch sees them leave.
            windowWatch.note(event)
            if forTray { continue }
            if selection.isLost(event) {
                Log.error("another panel took over this screen (statuspanel --replace); exiting")
                return 0
            }
            if let message = selection.command(in: event) {
                handle(message)
                continue
            }
            // A compositor coming or going may mean another visual: a layout picks it.
            screen.record(&event, into: &screenChanges)
        }
        return nil
    }
}
