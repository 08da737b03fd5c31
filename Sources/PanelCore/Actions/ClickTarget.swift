/// What a press on a strip does, decided once, from the frame on screen and where the press
/// landed: the shell performs the one value this gives and decides nothing more.
///
/// The order: a press the strip shows no items to (the reveal zone, the overlay while it
/// slides) only reveals; a StatusNotifierItem icon takes its press; otherwise the item drawn
/// under the pointer (``DisplayList/item(atX:)``, mirrored layouts and monitor strips alike,
/// as the areas are the window's own pixels), and on it, for the button: the dotfile's
/// `[actions.ITEM]` command or a built-in item's default (``PanelConfig/Actions/withBuiltInDefaults(for:)``),
/// the pill's own command, a built-in item's own request (a desktop, the session bus, the sound
/// server), a script item's command bound in its text (polybar's `%{A}`), or the press handed
/// to the script item (``ScriptClickRoute``). Anything else (a gap, an end, a button that means
/// nothing there) does nothing.
public enum ClickTarget: Sendable, Equatable {
    /// Nothing is run.
    case nothing
    /// A press where the strip shows no items to click (the reveal zone, the overlay while it is
    /// not whole): the strip's visibility takes it as a tap, and nothing else happens.
    case reveal
    /// Run this command: `[actions.ITEM]` of a built-in or script item, a built-in item's
    /// default, or the pill's own (``ClickAction/pillItem``).
    case command(ClickAction)
    /// Run this command that a script item's text bound to the button (polybar's `%{A}`).
    case boundCommand(ClickAction)
    /// Hand the press (its ``StripPress/area`` and ``StripPress/stripHeight`` filled in) to
    /// the script item `name` (``ScriptClickRoute``).
    case script(name: String, press: StripPress)
    /// Ask this of the X server (a desktop's dot, the wheel over the desktops, the keyboard).
    case desktop(DesktopRequest)
    /// Ask this of the session bus (a media player, the notifications' pause).
    case session(SessionRequest)
    /// Ask this of the sound server.
    case volume(VolumeRequest)
    /// Ask this of the StatusNotifierItem shown at `index` (its app), telling it `position`.
    case statusNotifier(index: Int, click: StatusNotifierClick, position: StatusNotifierPosition)

    /// Where a press landed: on the strip's items (the dock, or the overlay while it shows the
    /// strip whole), or on a window that only reveals.
    public enum Surface: Sendable, Equatable {
        case items
        case revealOnly
    }

    /// What the press is decided against: the strip's frame on screen and place, and what the
    /// items it shows stand for.
    public struct Scene: Sendable {
        /// The frame on screen (its item areas and tray icons).
        public var list: DisplayList
        /// The strip's monitor, and the strip's own top-left corner on the screen and height
        /// (the dock's geometry), for what a command and an app are told.
        public var monitor: Monitor
        public var stripX: Int
        public var stripY: Int
        /// The dotfile's click actions with the built-in items' defaults for the state shown.
        public var actions: PanelConfig.Actions
        /// What the strip shows: the script items' texts and the items' states.
        public var contents: ItemContents
        /// The tray's icons on this strip, in the layout's order, and the StatusNotifierItems
        /// shown, by the index their slots name.
        public var traySlots: [TraySlot] = []
        public var statusNotifierItems: [StatusNotifierItem] = []
        /// Whether the panel follows the desktops (a window manager that says them) and the
        /// session bus: without, their items' own requests are not made.
        public var followsDesktops = false
        public var followsSessionBus = false
        /// `workspaces.wrap`, and the `volume` item's wheel step in percent.
        public var wrapsDesktops = false
        public var volumeStep = 5

        public init(list: DisplayList, monitor: Monitor, stripX: Int, stripY: Int, actions: PanelConfig.Actions, contents: ItemContents) {
            self.list = list
            self.monitor = monitor
            self.stripX = stripX
            self.stripY = stripY
            self.actions = actions
            self.contents = contents
        }
    }

    /// What `press` on `surface` of the strip in `scene` does.
    public static func of(_ press: StripPress, on surface: Surface, in scene: Scene) -> ClickTarget {
        guard surface == .items else { return .reveal }
        let list = scene.list
        if let icon = StatusNotifierClick.icon(at: press.x, press.y, in: list, slots: scene.traySlots) {
            guard icon.index < scene.statusNotifierItems.count,
                  let click = StatusNotifierClick.forButton(press.button, item: scene.statusNotifierItems[icon.index], drawsMenus: true)
            else { return .nothing }
            let position = StatusNotifierClick.position(iconX: icon.iconX, stripX: scene.stripX, stripY: scene.stripY, stripHeight: list.height)
            return .statusNotifier(index: icon.index, click: click, position: StatusNotifierPosition(x: position.x, y: position.y))
        }
        guard let area = list.item(atX: press.x) else { return .nothing }
        let kind = ClickKind(button: press.button)
        switch area.target(button: press.button) {
        case .command(let own):
            guard let kind else { return .nothing }
            return .command(ClickAction(item: ClickAction.pillItem, kind: kind, command: own, press: press, area: area, list: list, monitor: scene.monitor))
        case .item(let name):
            if let kind, let command = scene.actions.command(for: name, kind) {
                return .command(ClickAction(item: name, kind: kind, command: command, press: press, area: area, list: list, monitor: scene.monitor))
            }
            guard ItemName(rawValue: name.rawValue) == nil else { return builtIn(press, in: scene) }
            if let kind, let bound = scene.contents.scriptText(name.rawValue)?.actions[kind] {
                return .boundCommand(ClickAction(item: name, kind: kind, command: bound, press: press, area: area, list: list, monitor: scene.monitor))
            }
            var pressed = press
            pressed.area = area
            pressed.stripHeight = list.height
            return .script(name: name.rawValue, press: pressed)
        }
    }

    /// A built-in item's own request for `press`, where the dotfile gives it no command.
    private static func builtIn(_ press: StripPress, in scene: Scene) -> ClickTarget {
        let contents = scene.contents
        if scene.followsDesktops, let request = DesktopRequest.forPress(press, on: scene.list, contents: contents, actions: scene.actions,
                                                                      wrap: scene.wrapsDesktops) {
            return .desktop(request)
        }
        if scene.followsSessionBus, let request = SessionRequest.forPress(press, on: scene.list, contents: contents, actions: scene.actions) {
            return .session(request)
        }
        if let request = VolumeRequest.forPress(press, on: scene.list, volume: contents.volume, actions: scene.actions, step: scene.volumeStep) {
            return .volume(request)
        }
        return .nothing
    }
}

/// Where a StatusNotifierItem's app is told a press was, on the screen
/// (``StatusNotifierClick/position(iconX:stripX:stripY:stripHeight:)``).
public struct StatusNotifierPosition: Sendable, Equatable {
    public var x: Int32
    public var y: Int32

    public init(x: Int32, y: Int32) {
        self.x = x
        self.y = y
    }
}
