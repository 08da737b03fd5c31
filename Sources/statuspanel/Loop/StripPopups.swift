import PanelCore

/// What opens over the strips at the pointer: a StatusNotifierItem's app menu, and the tooltip of
/// the item under the pointer (an icon's or a script item's), with the hover that times it over
/// the strip windows whose pointer is followed. A menu open hides the tooltip. And the transient
/// level indicator, which opens under the strip of the monitor under the pointer.
struct StripPopups {
    /// An app menu on screen, with the item and menu it shows.
    struct OpenMenu {
        let popup: MenuPopup
        let address: StatusNotifierRegistry.Address
        /// The menu's object path in the app.
        let path: String
    }

    /// A tooltip on screen, with what it belongs to and what it says.
    struct OpenTooltip {
        let popup: TooltipPopup
        let target: TooltipTarget
        /// Its lines, to tell when the item's tooltip changed (``TooltipTarget/lines(scripts:statusNotifierItem:)``).
        let lines: [String]
    }

    var menu: OpenMenu?
    var tooltip: OpenTooltip?
    /// When the tooltip shows: the owner arms ``StripsTimer/tooltip`` at its deadline.
    var hover = TooltipHover<TooltipTarget>()
    /// The strip windows whose pointer (enter, leave, hinted motion) is followed for tooltips.
    var watched: Set<UInt> = []
    /// When the transient level indicator shows (``LevelIndicator``), and its window while it does.
    var level = LevelIndicator()
    var levelWindow: LevelIndicatorWindow?

    /// Arms the timers of the tooltip's hover and of the level indicator in `timers`.
    func arm(_ timers: Timers) {
        timers.table[.strips(.tooltip)] = hover.deadline
        timers.table[.strips(.levelIndicator)] = level.deadline
    }
}
