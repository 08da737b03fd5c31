import CX11
import PanelCore

extension StripSet {
    /// Follows the pointer over the strips that draw StatusNotifierItem icons (enter, leave and
    /// hinted motion: one event per movement until the pointer is asked where it is), so an
    /// icon's tooltip can show; the strips' own event selection is kept.
    func watchPointerForTooltips() {
        guard let statusNotifier else { return }
        let dpy = connection.display
        for index in statusNotifierStrips {
            let window = strips[index].dock.window
            guard !statusNotifier.pointerWatched.contains(UInt(window)) else { continue }
            var attributes = XWindowAttributes()
            guard XGetWindowAttributes(dpy, window, &attributes) != 0 else { continue }
            XSelectInput(dpy, window, attributes.your_event_mask | EnterWindowMask | LeaveWindowMask | PointerMotionMask | PointerMotionHintMask)
            statusNotifier.pointerWatched.insert(UInt(window))
        }
    }

    /// Notes the pointer over a strip for the tooltips (never takes the event from others);
    /// a press hides the tooltip.
    func notePointer(_ event: XEvent) {
        guard let statusNotifier else { return }
        let now = Clocks.monotonic()
        if let tooltip = openTooltip, tooltip.popup.handle(event) { return }
        switch event.type {
        case ButtonPress:
            if statusNotifier.hover.press() { showTooltip(nil) }
        case LeaveNotify:
            guard statusNotifier.pointerWatched.contains(UInt(event.xcrossing.window)) else { return }
            if statusNotifier.hover.pointer(over: nil, at: now) { showTooltip(nil) }
        case EnterNotify, MotionNotify:
            let window = event.type == EnterNotify ? event.xcrossing.window : event.xmotion.window
            guard statusNotifier.pointerWatched.contains(UInt(window)),
                  let index = strips.firstIndex(where: { $0.dock.window == window }) else { return }
            // Where the pointer is now (this also asks for the next motion hint).
            var root: Window = 0, child: Window = 0, rootX: Int32 = 0, rootY: Int32 = 0, x: Int32 = 0, y: Int32 = 0, mask: UInt32 = 0
            guard XQueryPointer(connection.display, window, &root, &child, &rootX, &rootY, &x, &y, &mask) != 0 else { return }
            let key = statusNotifierItem(at: Int(x), Int(y), onStrip: index)?.key
            if statusNotifier.hover.pointer(over: key, at: now) { showTooltip(nil) }
        default:
            break
        }
    }

    /// The item under (`x`, `y`) of strip `index`: its key and its icon's left edge.
    private func statusNotifierItem(at x: Int, _ y: Int, onStrip index: Int) -> (key: String, iconX: Int)? {
        guard let statusNotifier, let frame = strips[index].onScreen,
              let hit = StatusNotifierClick.icon(at: x, y, in: frame, slots: traySlots(on: index)) else { return nil }
        let shown = statusNotifier.shown
        guard hit.index < shown.count else { return nil }
        return (shown[hit.index].address.listed, hit.iconX)
    }

    /// Shows the tooltip of the item `key` under its icon, or none.
    func showTooltip(_ key: String?) {
        openTooltip = nil
        guard let key, openMenu == nil, let statusNotifier,
              let item = statusNotifier.shown.first(where: { $0.address.listed == key })?.entry.item else { return }
        let lines = TooltipLayout.lines(title: item.toolTip.title.isEmpty ? item.title : item.toolTip.title, text: item.toolTip.text)
        guard !lines.isEmpty else { return }
        for index in statusNotifierStrips {
            let strip = strips[index]
            guard let frame = strip.onScreen else { continue }
            guard let position = statusNotifier.shown.firstIndex(where: { $0.address.listed == key }),
                  let slot = TrayOrder.layoutIndex(ofStatusNotifier: position, in: traySlots(on: index)),
                  let icon = frame.trayIcons.first(where: { $0.index == slot }) else { continue }
            // Under the icon of the strip the pointer is on.
            var root: Window = 0, child: Window = 0, rootX: Int32 = 0, rootY: Int32 = 0, x: Int32 = 0, y: Int32 = 0, mask: UInt32 = 0
            guard XQueryPointer(connection.display, strip.dock.window, &root, &child, &rootX, &rootY, &x, &y, &mask) != 0,
                  x >= 0, x < strip.dock.geometry.width, y >= 0, y < strip.dock.geometry.height else { continue }
            let geometry = strip.dock.geometry
            let foreground = strip.style.resolved?.foreground ?? Color(red: 0, green: 0, blue: 0)
            openTooltip = (makeTooltip(lines, foreground: foreground, anchor: (geometry.x + icon.x, geometry.y + geometry.height),
                                       monitor: strip.monitor), key)
            return
        }
    }
}
