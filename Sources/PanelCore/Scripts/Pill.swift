/// The phone's pill: a coloured capsule behind the clock while something goes on (a call, a
/// recording, navigation, a screen shared). Raised by `statuspanel pill -- CMD`,
/// `statuspanel msg pill` or a script item's `"pill"` key.
public struct Pill: Sendable, Equatable {
    /// Who raised it: `msg pill --id ID`, a `pill` command's own id, or `script:NAME`.
    public var id: String
    public var color: PillColor
    /// Short text drawn in the capsule instead of the time; empty keeps the time.
    public var text: String
    /// When the elapsed counter started (the panel's monotonic seconds), or nil for none.
    public var elapsedSince: Double?

    /// The longest text kept, in characters.
    public static let textLimit = 24
    /// The id of a pill raised without `--id`.
    public static let defaultID = "default"

    public init(id: String = Pill.defaultID, color: PillColor = .green, text: String = "", elapsedSince: Double? = nil) {
        self.id = id
        self.color = color
        self.text = ScriptText.clean(text, limit: Self.textLimit)
        self.elapsedSince = elapsedSince
    }

    /// What the capsule says at `now`: the text, the elapsed time (`0:42`, `12:05`, `1:02:03`),
    /// both (`REC 0:42`), or `clock` when it has neither.
    public func label(at now: Double, clock: String) -> String {
        guard let since = elapsedSince else { return text.isEmpty ? clock : text }
        let counter = Self.elapsedText(max(0, now - since))
        return text.isEmpty ? counter : text + " " + counter
    }

    /// `m:ss` under an hour, `h:mm:ss` from then on, as a phone's call timer.
    public static func elapsedText(_ seconds: Double) -> String {
        let total = Int(seconds.rounded(.down))
        let h = total / 3600, m = total / 60 % 60, s = total % 60
        func two(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }
        return h > 0 ? "\(h):\(two(m)):\(two(s))" : "\(m):\(two(s))"
    }

    /// When its label next changes after `now` (the next whole second of the counter), or nil
    /// when it has no counter: the panel wakes only then.
    public func nextChange(after now: Double) -> Double? {
        guard let since = elapsedSince else { return nil }
        let elapsed = max(0, now - since)
        return since + (elapsed.rounded(.down) + 1)
    }
}

/// The pill's colours, as a phone uses them.
public enum PillColor: String, Sendable, CaseIterable {
    /// A call.
    case green
    /// Recording.
    case red
    /// Navigation, screen sharing.
    case blue
    case orange
    case purple

    /// iOS's system colours (light appearance).
    public var base: Color {
        switch self {
        case .green: Color(red: 0x34, green: 0xc7, blue: 0x59)
        case .red: Color(red: 0xff, green: 0x3b, blue: 0x30)
        case .blue: Color(red: 0x00, green: 0x7a, blue: 0xff)
        case .orange: Color(red: 0xff, green: 0x95, blue: 0x00)
        case .purple: Color(red: 0xaf, green: 0x52, blue: 0xde)
        }
    }
}

/// The pills raised, by id; the newest shows. Raising an id again updates it in place (its
/// counter keeps running unless the update starts one anew).
public struct PillStack: Sendable, Equatable {
    public private(set) var pills: [Pill] = []
    /// The most pills kept; raising one more drops the oldest.
    public static let limit = 16

    public init() {}

    /// The pill drawn: the one raised last.
    public var shown: Pill? { pills.last }

    /// Raises `pill` or updates the one with its id. An update that asks for a counter keeps
    /// the running one's start.
    public mutating func raise(_ pill: Pill) {
        var pill = pill
        if let i = pills.firstIndex(where: { $0.id == pill.id }) {
            if pill.elapsedSince != nil, let running = pills[i].elapsedSince { pill.elapsedSince = running }
            pills.remove(at: i)
        }
        pills.append(pill)
        if pills.count > Self.limit { pills.removeFirst(pills.count - Self.limit) }
    }

    /// Takes the pill with `id` away; whether there was one.
    @discardableResult
    public mutating func clear(id: String) -> Bool {
        let before = pills.count
        pills.removeAll { $0.id == id }
        return pills.count != before
    }

    /// Takes away every pill whose id starts with `prefix` (a script's when it is removed).
    public mutating func clear(prefix: String) {
        pills.removeAll { $0.id.hasPrefix(prefix) }
    }
}
