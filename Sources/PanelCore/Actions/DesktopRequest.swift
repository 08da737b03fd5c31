/// What a press on a desktop item asks of the X server when the dotfile gives that item and
/// button no command of its own (`[actions.ITEM]` overrides every one of these).
public enum DesktopRequest: Sendable, Equatable {
    /// Switch to this desktop (the `_NET_CURRENT_DESKTOP` client message).
    case switchDesktop(Int)
    /// Lock this XKB group (the keyboard's next layout).
    case lockGroup(Int)

    /// What `press` on a strip showing `list` (the items' `contents`) asks: a click on a desktop's dot switches to it,
    /// the wheel up goes to the previous desktop and down to the next (past the ends with
    /// `wrap`), among those the strip shows; a click on the keyboard item locks the next group. Nil for anything else, and
    /// wherever `actions` has a command for the item and button.
    public static func forPress(_ press: StripPress, on list: DisplayList, contents: ItemContents,
                                actions: PanelConfig.Actions, wrap: Bool) -> DesktopRequest? {
        guard let kind = ClickKind(button: press.button), let area = list.item(atX: press.x),
              actions.command(for: area.item, kind) == nil else { return nil }
        switch (area.item, kind) {
        case (.workspaces, .click):
            return area.tag(atX: press.x).map { .switchDesktop($0) }
        case (.workspaces, .scrollUp), (.workspaces, .scrollDown):
            // Among the desktops this strip shows (its monitor's, ``MonitorDesktops``).
            let among = area.parts.map(\.tag)
            return contents.workspaces?.step(kind == .scrollUp ? -1 : 1, wrap: wrap, among: among.isEmpty ? nil : among)
                .map { .switchDesktop($0) }
        case (.keyboard, .click):
            guard let keyboard = contents.keyboard, keyboard.layouts.count > 1 else { return nil }
            return .lockGroup(keyboard.nextGroup)
        default:
            return nil
        }
    }
}
