import PanelCore

/// What opens over the strips at the pointer: a StatusNotifierItem's app menu, and the tooltip of
/// the item under the pointer (an icon's or a script item's), with the hover that times it over
/// the strip windows whose pointer is followed. A menu open hides the tooltip.
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
}
