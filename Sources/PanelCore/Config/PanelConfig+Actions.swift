extension PanelConfig {
    /// `[actions.ITEM]`: the command a click, tap or scroll on an item runs, for any item name.
    public struct Actions: Sendable, Equatable {
        /// The commands by item and button, each for `/bin/sh -c`. No actions by default.
        public var commands: [ItemName: [ClickKind: String]] = [:]
        public init() {}

        /// The command for `kind` on `item`, or nil when the dotfile gives none.
        public func command(for item: ItemName, _ kind: ClickKind) -> String? {
            commands[item]?[kind]
        }
    }
}

/// What a press on an item does, by its key in `[actions.ITEM]`.
public enum ClickKind: String, Sendable, Equatable, CaseIterable {
    /// The left button, or a touch tap.
    case click
    case middleClick = "middle_click"
    case rightClick = "right_click"
    case scrollUp = "scroll_up"
    case scrollDown = "scroll_down"

    /// The kind of an X core button press: 1 left, 2 middle, 3 right, 4 and 5 the wheel up and
    /// down; nil for the rest (6 and 7 scroll sideways, 8 and 9 are back and forward).
    public init?(button: Int) {
        switch button {
        case 1: self = .click
        case 2: self = .middleClick
        case 3: self = .rightClick
        case 4: self = .scrollUp
        case 5: self = .scrollDown
        default: return nil
        }
    }
}
