import CX11
import PanelCore

/// Tooltips: PanelCore says which item is under the pointer and what its tooltip says
/// (``TooltipTarget``) and when it shows (``TooltipHover``); these follow the pointer and show
/// the ``TooltipPopup``.
extension StripSet {
    /// Follows the pointer over the strips that can show a tooltip (enter, leave and hinted
    /// motion: one event per movement until the pointer is asked where it is): those that draw
    /// StatusNotifierItem icons, and every strip once a script item has a tooltip. The strips'
    /// own event selection is kept.
    func watchPointerForTooltips(_ contents: ItemContents) {
        var wanted = statusNotifierStrips
        if contents.showsScriptTooltip { wanted = Set(strips.indices) }
        for index in wanted {
            let window = strips[index].dock.window
            guard !popups.watched.contains(UInt(window)), connection.followPointer(on: window) else { continue }
            popups.watched.insert(UInt(window))
        }
    }

    /// Notes the pointer over a strip for the tooltips (never takes the event from others);
    /// a press hides the tooltip.
    func notePointer(_ event: XEvent, contents: ItemContents) {
        guard !popups.watched.isEmpty else { return }
        let now = Clocks.monotonic()
        if let tooltip = popups.tooltip, tooltip.popup.handle(event) { return }
        switch PointerNotice(event) {
        case .pressed?:
            if popups.hover.press() { showTooltip(nil, contents: contents) }
        case .left(let window)?:
            guard popups.watched.contains(UInt(window)) else { return }
            if popups.hover.pointer(over: nil, at: now) { showTooltip(nil, contents: contents) }
        case .over(let window)?:
            guard popups.watched.contains(UInt(window)), let index = strips.firstIndex(where: { $0.dock.window == window }) else { return }
            // Where the pointer is now (this also asks for the next motion hint).
            let target = pointer(on: index).flatMap { tooltipTarget(at: $0, onStrip: index, contents: contents)?.target }
            if popups.hover.pointer(over: target, at: now) { showTooltip(nil, contents: contents) }
        case nil:
            break
        }
    }

    /// Where the pointer is on strip `index`; nil when it is not on it.
    private func pointer(on index: Int) -> (x: Int, y: Int)? {
        let strip = strips[index]
        guard let (x, y) = connection.pointer(on: strip.dock.window),
              x >= 0, x < strip.dock.geometry.width, y >= 0, y < strip.dock.geometry.height else { return nil }
        return (x, y)
    }

    /// What has a tooltip at `point` of strip `index`, with the left edge the tooltip hangs from.
    private func tooltipTarget(at point: (x: Int, y: Int), onStrip index: Int, contents: ItemContents) -> (target: TooltipTarget, x: Int)? {
        guard let frame = strips[index].onScreen else { return nil }
        let items = statusNotifierStrips.contains(index) ? statusNotifier?.shown.map(\.address.listed) ?? [] : []
        return TooltipTarget.under(x: point.x, y: point.y, in: frame, statusNotifierItems: items, slots: traySlots(on: index), contents: contents)
    }

    /// Shows the tooltip of `target` under its item on the strip the pointer is on; none for nil,
    /// while a menu is open, or when the item has nothing to say.
    func showTooltip(_ target: TooltipTarget?, contents: ItemContents) {
        popups.tooltip = nil
        guard let target, popups.menu == nil else { return }
        let lines = target.lines(contents: contents) { [statusNotifier] key in
            statusNotifier?.shown.first(where: { $0.address.listed == key })?.entry.item
        }
        guard !lines.isEmpty else { return }
        for index in strips.indices where popups.watched.contains(UInt(strips[index].dock.window)) {
            guard let point = pointer(on: index), let hit = tooltipTarget(at: point, onStrip: index, contents: contents),
                  hit.target == target else { continue }
            let strip = strips[index], geometry = strips[index].dock.geometry
            let foreground = strip.style.resolved?.foreground ?? Color(red: 0, green: 0, blue: 0)
            let popup = makeTooltip(lines, foreground: foreground, anchor: (geometry.x + hit.x, geometry.y + geometry.height), monitor: strip.monitor)
            popups.tooltip = StripPopups.OpenTooltip(popup: popup, target: target, lines: lines)
            return
        }
    }

    /// Keeps a script item's tooltip saying what its item says now: shown again when its text
    /// changed (or came back while the pointer rests on the item), gone when it emptied or the
    /// item hid. StatusNotifierItem tooltips keep what they said when shown.
    func followTooltipText(_ contents: ItemContents) {
        guard let target = popups.hover.shown, case .script = target,
              target.lines(contents: contents, statusNotifierItem: { _ in nil }) != popups.tooltip?.lines ?? [] else { return }
        showTooltip(target, contents: contents)
    }
}
