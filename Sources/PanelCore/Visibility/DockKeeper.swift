/// Keeps the mapped strip where the panel put it. Any client can ask the window manager to move
/// a window (`_NET_MOVERESIZE_WINDOW`, `wmctrl -e`) or put it on one desktop
/// (`_NET_WM_DESKTOP`, `wmctrl -t`), and EWMH window managers do it for a dock too (openbox
/// does): the strip then sits in the middle of the screen, or shows on one desktop only, for
/// good. The shell reads the dock's place and desktop when the window manager tells it of a
/// change (its ConfigureNotify, a PropertyNotify of `_NET_WM_DESKTOP`), and this says what to
/// ask for again. A window manager (or a client) that keeps moving it is not fought at its
/// pace: at most ``limit`` corrections in any ``period`` seconds, and then one more look at
/// ``recheck``, so a strip moved during the pause still comes back. A window manager that
/// answers a correction by putting the strip back exactly where it was, ``insistence`` times in a
/// row, places docks so by its own rules (awesome keeps them below its wibar, and its sticky
/// clients on desktop 0): that place or desktop is left to it (``yieldedPlace``,
/// ``yieldedDesktop``), the place until the strip's geometry changes.
public struct DockKeeper: Sendable, Equatable {
    /// `_NET_WM_DESKTOP` of a window on every desktop.
    public static let allDesktops = 0xFFFF_FFFF
    /// At most this many corrections...
    public static let limit = 8
    /// ...in any this many seconds.
    public static let period = 10.0
    /// Corrections undone in a row, back to the very same place or desktop, after which it is
    /// the window manager's.
    public static let insistence = 3

    /// What to ask the window manager for again.
    public struct Corrections: Sendable, Equatable {
        /// Move and resize the dock back to its geometry.
        public var place: Bool
        /// Ask for the dock on every desktop (a `_NET_WM_DESKTOP` client message to the root).
        public var stick: Bool

        public init(place: Bool, stick: Bool) {
            self.place = place
            self.stick = stick
        }

        public static let none = Corrections(place: false, stick: false)
    }

    /// When the recent corrections were made.
    private var made: [Double] = []
    /// When to look again, after corrections were held back by the limit; nil when none were.
    public private(set) var recheck: Double?
    /// Corrections made since the start. The shell logs the first only (and the first held
    /// back), so a window manager that keeps moving the strip does not fill the log.
    public private(set) var correctionsMade = 0
    /// Looks since the start that found a correction needed but held it back (the limit).
    public private(set) var heldBack = 0

    /// A wrong place found for a geometry.
    private struct Misplacement: Sendable, Equatable {
        var intended: StripGeometry
        var frame: WindowFrame
    }
    private var placeAnswers = Insistence<Misplacement>()
    private var desktopAnswers = Insistence<Int>()
    /// The place the window manager insists on for the present geometry, left to it.
    public var yieldedPlace: WindowFrame? { placeAnswers.yielded?.frame }
    /// The desktop the window manager insists on, left to it.
    public var yieldedDesktop: Int? { desktopAnswers.yielded }

    public init() {}

    /// What the keeper had done, as far as the shell's messages go: taken before a look, so that
    /// ``notices(since:corrections:)`` says what is new after it.
    public struct Tally: Sendable, Equatable {
        var correctionsMade: Int
        var heldBack: Int
        var yieldedPlace: WindowFrame?
        var yieldedDesktop: Int?
    }

    /// The tally now.
    public var tally: Tally { Tally(correctionsMade: correctionsMade, heldBack: heldBack, yieldedPlace: yieldedPlace, yieldedDesktop: yieldedDesktop) }

    /// What the shell says after a look: each thing once, so a window manager that keeps moving
    /// the strip does not fill the log.
    public struct Notices: Sendable, Equatable {
        /// The first correction since the start.
        public var firstCorrection = false
        /// The first look held back by the limit.
        public var firstHeldBack = false
        /// A place the window manager insists on, newly left to it.
        public var yieldedPlace: WindowFrame?
        /// A desktop the window manager insists on, newly left to it.
        public var yieldedDesktop: Int?

        public init() {}
    }

    /// What to say after a look that answered `corrections`, the keeper's tally having been
    /// `before` it.
    public func notices(since before: Tally, corrections: Corrections) -> Notices {
        var notices = Notices()
        notices.firstCorrection = corrections != .none && correctionsMade == 1
        notices.firstHeldBack = before.heldBack == 0 && heldBack == 1
        if let place = yieldedPlace, place != before.yieldedPlace { notices.yieldedPlace = place }
        if let desktop = yieldedDesktop, desktop != before.yieldedDesktop { notices.yieldedDesktop = desktop }
        return notices
    }

    /// Runs what the first looks at a mapped strip run, on a throwaway keeper: the strip found in
    /// its place, then moved. The shell calls this right after giving back its start-up pages,
    /// so that this code, and the type metadata the runtime makes for it on first use, are back
    /// before a tap after long idle maps the strip for the first time (bench/tap).
    public static func rehearse(intended: StripGeometry) {
        var keeper = DockKeeper()
        let frame = WindowFrame(x: intended.x, y: intended.y, width: intended.width, height: intended.height)
        _ = keeper.corrections(intended: intended, found: frame, desktop: allDesktops, mapped: true, at: 0)
        _ = keeper.corrections(intended: intended, found: WindowFrame(x: frame.x, y: frame.y + 1, width: frame.width, height: frame.height),
                               desktop: 0, mapped: true, at: 0)
    }

    /// Whether the look held back by the limit is due at `now`.
    public func isRecheckDue(at now: Double) -> Bool { recheck.map { now >= $0 } ?? false }

    /// The corrections for a dock that should be at `intended`, found at `found` (its outer
    /// rectangle on the root; nil when it could not be read) with `_NET_WM_DESKTOP` `desktop`
    /// (nil when unset: the window manager has not said), at `now`. Only a mapped dock is
    /// kept: a withdrawn one is no window manager's to place.
    public mutating func corrections(intended: StripGeometry, found: WindowFrame?, desktop: Int?, mapped: Bool,
                                     at now: Double) -> Corrections {
        if let due = recheck, now >= due { recheck = nil }
        guard mapped else { return .none }
        let target = WindowFrame(x: intended.x, y: intended.y, width: intended.width, height: intended.height)
        let misplacement = found.flatMap { $0 == target ? nil : Misplacement(intended: intended, frame: $0) }
        let wrongDesktop = desktop.flatMap { $0 & Self.allDesktops == Self.allDesktops ? nil : $0 }
        // A place that could not be read (or a desktop not yet set) says nothing either way.
        let placeCorrection = found == nil ? false : placeAnswers.shouldCorrect(misplacement, insistence: Self.insistence)
        let stickCorrection = desktop == nil ? false : desktopAnswers.shouldCorrect(wrongDesktop, insistence: Self.insistence)
        guard placeCorrection || stickCorrection else { return .none }
        made.removeAll { $0 <= now - Self.period }
        guard made.count < Self.limit else {
            recheck = made[0] + Self.period
            heldBack += 1
            return .none
        }
        made.append(now)
        correctionsMade += 1
        if placeCorrection, let misplacement { placeAnswers.corrected(misplacement) }
        if stickCorrection, let wrongDesktop { desktopAnswers.corrected(wrongDesktop) }
        return Corrections(place: placeCorrection, stick: stickCorrection)
    }
}

/// How the window manager answers the corrections of one thing it has wrong (the strip's place,
/// its desktop): a value it puts back ``DockKeeper/insistence`` times in a row, right after
/// each correction, is its own.
struct Insistence<Value: Equatable & Sendable>: Equatable, Sendable {
    /// The wrong value the last correction answered.
    private var lastCorrected: Value?
    /// Corrections in a row after which the same wrong value was found again.
    private var undone = 0
    /// The value left to the window manager.
    private(set) var yielded: Value?

    /// Whether `wrong` (nil: the value is right) is to be corrected.
    mutating func shouldCorrect(_ wrong: Value?, insistence: Int) -> Bool {
        guard let wrong else {
            lastCorrected = nil
            undone = 0
            return false
        }
        if wrong == yielded { return false }
        guard wrong == lastCorrected else {
            undone = 0
            return true
        }
        undone += 1
        guard undone >= insistence else { return true }
        yielded = wrong
        lastCorrected = nil
        undone = 0
        return false
    }

    /// A correction of `wrong` was asked for.
    mutating func corrected(_ wrong: Value) { lastCorrected = wrong }
}
