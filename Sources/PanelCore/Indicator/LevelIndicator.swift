/// The phone's transient level indicator: when the sound's level or the backlight's changes
/// from elsewhere (keys, another app), a capsule with the level shows over the strip for
/// ``duration`` seconds, then goes. A state machine with an injected clock; the shell feeds it
/// each reading and arms one timer for ``deadline``.
///
/// Not every change shows it:
/// - the first reading of a source, and a reading of another device (a new default sink, another
///   backlight), is where things stand, not a change;
/// - a change the panel itself made (a scroll or a click over the item, the item's own or an
///   `[actions.ITEM]` command) shows on the item already: a press on the item makes changes
///   within ``ownChangeWindow`` seconds the panel's own;
/// - a source whose indicator the dotfile turns off (`volume.indicator`, `brightness.indicator`).
public struct LevelIndicator: Sendable, Equatable {
    /// What the level is of.
    public enum Source: Sendable, Equatable, Hashable, CaseIterable {
        case volume, brightness
    }

    /// One reading of a source: its device, its level and whether it is silenced.
    public struct Level: Sendable, Equatable {
        /// The device read (a sink's name, a backlight's interface): another one is no change.
        public var device: String
        public var percent: Int
        public var muted: Bool

        public init(device: String, percent: Int, muted: Bool = false) {
            self.device = device
            self.percent = percent
            self.muted = muted
        }
    }

    /// What the indicator shows.
    public struct Shown: Sendable, Equatable {
        public var source: Source
        public var percent: Int
        public var muted: Bool
    }

    /// How long it shows after the last change, in seconds (the phone's is about this).
    public static let duration = 1.5
    /// How long after a press on the item a change counts as the panel's own, in seconds: a
    /// sound server answers within milliseconds, logind through busctl within a few tens.
    public static let ownChangeWindow = 1.0

    /// What shows now; nil while nothing does.
    public private(set) var shown: Shown?
    /// When ``tick(at:)`` must be called next (the indicator goes); nil while nothing shows.
    public private(set) var deadline: Double?
    private var last: [Source: Level] = [:]
    private var ownUntil: [Source: Double] = [:]

    public init() {}

    /// A press on the source's item at `now` (it changes the level itself).
    public mutating func pressed(_ source: Source, at now: Double) {
        ownUntil[source] = now + Self.ownChangeWindow
    }

    /// `source` read `level` (nil: no device) at `now`; `enabled` is the dotfile's switch for
    /// it. True when what shows changed.
    public mutating func read(_ source: Source, _ level: Level?, at now: Double, enabled: Bool) -> Bool {
        let before = last[source]
        last[source] = level
        guard let level, let before, before.device == level.device,
              before.percent != level.percent || before.muted != level.muted else { return false }
        if let until = ownUntil[source], now <= until { return false }
        guard enabled else { return false }
        let next = Shown(source: source, percent: level.percent, muted: level.muted)
        deadline = now + Self.duration
        guard next != shown else { return false }
        shown = next
        return true
    }

    /// Time passed: true when the indicator went.
    public mutating func tick(at now: Double) -> Bool {
        guard let deadline, now >= deadline else { return false }
        self.deadline = nil
        shown = nil
        return true
    }

    /// The indicator is turned off (a reload): it goes at once; true when it showed.
    public mutating func dismiss() -> Bool {
        deadline = nil
        defer { shown = nil }
        return shown != nil
    }
}
