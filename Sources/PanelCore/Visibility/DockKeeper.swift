/// Keeps the mapped strip where the panel put it. Any client can ask the window manager to move
/// a window (`_NET_MOVERESIZE_WINDOW`, `wmctrl -e`) or put it on one desktop
/// (`_NET_WM_DESKTOP`, `wmctrl -t`), and EWMH window managers do it for a dock too (openbox
/// does): the strip then sits in the middle of the screen, or shows on one desktop only, for
/// good. The shell reads the dock's place and desktop when the window manager tells it of a
/// change (its ConfigureNotify, a PropertyNotify of `_NET_WM_DESKTOP`), and this says what to
/// ask for again. A window manager (or a client) that keeps moving it is not fought at its
/// pace: at most ``limit`` corrections in any ``period`` seconds, and then one more look at
/// ``recheck``, so a strip moved during the pause still comes back.
public struct DockKeeper: Sendable, Equatable {
    /// `_NET_WM_DESKTOP` of a window on every desktop.
    public static let allDesktops = 0xFFFF_FFFF
    /// At most this many corrections...
    public static let limit = 8
    /// ...in any this many seconds.
    public static let period = 10.0

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

    public init() {}

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
        let place = found.map { $0 != WindowFrame(x: intended.x, y: intended.y, width: intended.width, height: intended.height) } ?? false
        let stick = desktop.map { $0 & Self.allDesktops != Self.allDesktops } ?? false
        guard place || stick else { return .none }
        made.removeAll { $0 <= now - Self.period }
        guard made.count < Self.limit else {
            recheck = made[0] + Self.period
            heldBack += 1
            return .none
        }
        made.append(now)
        correctionsMade += 1
        return Corrections(place: place, stick: stick)
    }
}
