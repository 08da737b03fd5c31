/// One item of the strip, declared once: everything the panel needs to read it, draw it, report
/// it and document it. The strip (``StripLayout``), `status --json` and plain `status`
/// (``StatusReport``), the theme's accent colours (``Theme``), the reader (``DeviceReader``), the
/// loop's wake-ups (``ItemTable/wakeUps(for:)``), the dotfile's item sections (``ItemOptions``)
/// and the item lists of the man page and the default dotfile are all built from the
/// ``ItemTable`` of these.
///
/// What it shows is its entry of the ``ItemContents`` (a type of its folder, ``ItemEntry``, with an
/// accessor beside the declaration, `contents.battery`): its reading sets it, its pieces and its
/// report read it.
///
/// The initialiser takes every step and has no defaults, so a declaration with a step missing
/// does not build; an item with nothing to say for a step says so (`.none`, `[]`).
/// Built-in items are declared in `Items/BuiltIn/`; the user's own items (script items) are
/// declarations made from the dotfile at run time, with ``ItemName/init(declared:)``.
public struct ItemDeclaration: Sendable {
    /// Its name in the dotfile's `[items]` and `[actions.ITEM]`: a contract.
    public let name: ItemName
    /// Its section of the dotfile (`[cpu]`, named as the item), its keys and their defaults;
    /// nil for an item with no options.
    public let options: (any ItemOptions.Type)?
    /// How and when its state is read, and what wakes the loop for it.
    public let reading: ItemReading
    /// Its accent colours beyond the theme's foreground, each with its legibility rule.
    public let colors: [ItemColor]
    /// Its pieces on the strip for a state; `nil` when it has nothing to show.
    let pieces: @Sendable (ItemDrawing) -> [StripLayout.Piece]?
    /// Its keys in `status --json` and its words in plain `status`.
    public let report: ItemReport
    /// Its entry in the man page's ITEMS section and its words in the default dotfile's comment.
    public let documentation: ItemDocumentation

    /// Declares an item; every step is required.
    init(name: ItemName, options: (any ItemOptions.Type)?, reading: ItemReading, colors: [ItemColor],
         pieces: @escaping @Sendable (ItemDrawing) -> [StripLayout.Piece]?,
         report: ItemReport, documentation: ItemDocumentation) {
        self.name = name
        self.options = options
        self.reading = reading
        self.colors = colors
        self.pieces = pieces
        self.report = report
        self.documentation = documentation
    }
}

/// What wakes the loop to read an item again.
public enum ItemWakeUp: Hashable, Sendable {
    /// The wall-clock timer: on the minute (the second with a seconds format) and when the clock
    /// is set. For what changes without any kernel event (the battery's charge on many machines).
    case minute
    /// A kernel uevent whose `SUBSYSTEM` is this (`power_supply`, `rfkill`, `bluetooth`).
    case uevent(subsystem: String)
    /// An rtnetlink notification: links, addresses, routes, IPv4 rules.
    case rtnetlink
    /// An event on `/dev/rfkill`.
    case rfkill
    /// A sysfs attribute's POLLPRI after a sysfs_notify, by its path under the sysroot
    /// (`sys/firmware/acpi/platform_profile`).
    case attribute(path: String)
    /// Inotify opens and closes of the capture, playback and camera nodes, and the re-check while one is open.
    case deviceNodes
    /// The activity sample schedule (``ActivitySchedule``).
    case sampled
    /// Its own interval, a dotfile option (``ItemReading/interval``); readings that fall due
    /// together share one wake-up, with the activity sample when it comes (``IntervalReads``).
    case interval
    /// Pushed from outside: a `statuspanel msg`, the X server (the tray).
    case pushed
}

/// How an item's state is read: what wakes the loop for it, and the read itself.
public struct ItemReading: Sendable {
    /// What makes the loop read it again.
    public let wakeUps: Set<ItemWakeUp>
    /// Sets the item's fields of the state from the pass's providers.
    let read: @Sendable (inout ItemContents, ItemReadPass) -> Void
    /// For an item read on its own interval (``ItemWakeUp/interval``), the seconds between
    /// readings in a dotfile; `nil` for the others.
    public let interval: (@Sendable (PanelConfig) -> Double)?

    /// A reading: `read` sets the item's fields of the state.
    init(on wakeUps: Set<ItemWakeUp>, read: @escaping @Sendable (inout ItemContents, ItemReadPass) -> Void) {
        self.wakeUps = wakeUps
        self.read = read
        interval = nil
    }

    /// A reading on the item's own interval: the option `interval` of its section
    /// (`\CPUOptions.interval`, an ``OptionKey/interval(_:about:)``).
    init<Options: ItemOptions>(every interval: KeyPath<Options, Double> & Sendable,
                               read: @escaping @Sendable (inout ItemContents, ItemReadPass) -> Void) {
        wakeUps = [.interval]
        self.read = read
        self.interval = { config in config[Options.self][keyPath: interval] }
    }
}

/// An item's accent colour: its value for dark and for light content before the background is
/// known, and the rule that keeps it legible once it is (``StyleResolver``).
public struct ItemColor: Sendable, Equatable {
    /// Its key in ``Theme/accents``, e.g. `battery.low`.
    public let name: String
    /// On dark content (a light background).
    public let onDarkContent: Color
    /// On light content (a dark background).
    public let onLightContent: Color
    /// How it keeps its contrast against the background.
    public let legibility: ColorLegibility

    /// An accent colour.
    public init(_ name: String, onDarkContent: Color, onLightContent: Color, legibility: ColorLegibility) {
        self.name = name
        self.onDarkContent = onDarkContent
        self.onLightContent = onLightContent
        self.legibility = legibility
    }
}

/// How an accent colour stays legible in every style (``Legibility``).
public enum ColorLegibility: Sendable, Equatable {
    /// Decoration: it repeats what the shapes already say (the battery's low and charging
    /// fills), so it is not held to a contrast.
    case decoration
    /// The first of a ramp (for dark content, for light content) that keeps
    /// ``Legibility/fillContrast`` against the background; the ramp's last when none does.
    case ramp(onDarkContent: [Color], onLightContent: [Color])
    /// Its colour moved towards black (dark content) or white (light content) as little as keeps
    /// ``Legibility/fillContrast`` (``Legibility/privacyFill(_:for:on:over:)``).
    case shifted
}

/// An item's part of `statuspanel status`.
public struct ItemReport: Sendable {
    /// Its keys in `status --json`, in order, each with its JSON value for a state. The
    /// table's order of items, then this order, is the object's key order: a contract.
    let json: [(key: String, value: @Sendable (ItemContents) -> String)]
    /// Where its words go in the plain line: lower first (``StatusReport/line(_:)``).
    public let linePlace: Int
    /// Its words in plain `status`; empty when there is nothing to say.
    let words: @Sendable (ItemContents) -> [String]

    /// A report part.
    init(json: [(key: String, value: @Sendable (ItemContents) -> String)], linePlace: Int,
         words: @escaping @Sendable (ItemContents) -> [String]) {
        self.json = json
        self.linePlace = linePlace
        self.words = words
    }

    /// No keys and no words (an item whose state lives elsewhere, as the tray's icons).
    static let none = ItemReport(json: [], linePlace: 0, words: { _ in [] })

    /// Its JSON keys, in order.
    public var keys: [String] { json.map(\.key) }
}

/// An item's documentation, from which the man page's ITEMS section and the default dotfile's
/// item comment are made (``ItemTable/manualItems`` and ``ItemTable/dotfileComment``).
public struct ItemDocumentation: Sendable, Equatable {
    /// A few words for the dotfile's comment: what it shows and when.
    public let dotfile: String
    /// Its paragraph in the man page (roff, after `.TP` and `.B NAME`).
    public let manual: String

    /// An item's documentation.
    public init(dotfile: String, manual: String) {
        self.dotfile = dotfile
        self.manual = manual
    }
}
