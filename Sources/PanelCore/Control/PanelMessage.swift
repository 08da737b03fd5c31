/// A command for the running panel, as `statuspanel msg` and `statuspanel activity` send it.
///
/// On the wire a message is an X `ClientMessage` of type ``PanelMessage/messageType`` sent to
/// the owner of the panel's manager selection, format 32: a verb atom, an argument atom (or
/// none) and a number. This type only names those atoms; the shell interns them.
public enum PanelMessage: Sendable, Equatable {
    /// Show the strip now (over a full-screen window too, for `stay_revealed` seconds).
    case reveal
    /// Hide the strip until a tap on the top edge or `reveal`.
    case hide
    /// `hide` when shown, `reveal` when hidden.
    case toggle
    /// Read the dotfile again.
    case reload
    /// Override the content style; `.auto` ends the override.
    case style(ContentStyle)
    /// A program's operation began (or is still going on): a lease held by `requester`.
    case activityBegin(requester: Int)
    /// The operation of `requester` ended.
    case activityEnd(requester: Int)

    /// The `ClientMessage` type of every panel command.
    public static let messageType = "_STATUSPANEL_COMMAND"

    /// The manager selection a panel owns on X screen `screen` (ICCCM manager selections).
    public static func selectionName(screen: Int) -> String { "_STATUSPANEL_S\(screen)" }

    /// The atom names and number that carry this message.
    public var wire: (verb: String, argument: String?, number: Int) {
        switch self {
        case .reveal: return (Self.atom("reveal"), nil, 0)
        case .hide: return (Self.atom("hide"), nil, 0)
        case .toggle: return (Self.atom("toggle"), nil, 0)
        case .reload: return (Self.atom("reload"), nil, 0)
        case .style(let content): return (Self.atom("style"), Self.atom(content.rawValue), 0)
        case .activityBegin(let id): return (Self.atom("activity"), Self.atom("begin"), id)
        case .activityEnd(let id): return (Self.atom("activity"), Self.atom("end"), id)
        }
    }

    /// Decodes the atom names and number of a received message; `nil` for anything else.
    public init?(verb: String, argument: String?, number: Int) {
        guard let word = Self.word(verb) else { return nil }
        let arg = argument.flatMap(Self.word)
        switch (word, arg) {
        case ("reveal", nil): self = .reveal
        case ("hide", nil): self = .hide
        case ("toggle", nil): self = .toggle
        case ("reload", nil): self = .reload
        case ("style", let value?):
            guard let content = ContentStyle(rawValue: value) else { return nil }
            self = .style(content)
        case ("activity", "begin"): self = .activityBegin(requester: number)
        case ("activity", "end"): self = .activityEnd(requester: number)
        default: return nil
        }
    }

    private static let prefix = "_STATUSPANEL_"

    private static func atom(_ word: String) -> String { prefix + word.uppercased() }

    private static func word(_ atom: String) -> String? {
        guard atom.hasPrefix(prefix) else { return nil }
        return String(atom.dropFirst(prefix.count)).lowercased()
    }
}
