/// The phone's pill: a coloured capsule behind the clock while something goes on (a call, a
/// recording, navigation, a screen shared). Raised by `statuspanel pill -- CMD`,
/// `statuspanel msg pill` or a script item's `"pill"` key.
public struct Pill: Sendable, Equatable {
    /// Who raised it: `msg pill --id ID`, a `pill` command's own id, or `script:NAME`.
    public var id: String
    public var color: PillColor
    /// Short text drawn in the capsule beside the time (`[pill] time`); empty: the time alone.
    public var text: String
    /// When the elapsed counter started (the panel's monotonic seconds), or nil for none.
    public var elapsedSince: Double?
    /// What a tap on it runs.
    public var action: PillAction
    /// When it lapses unless renewed (the panel's monotonic seconds), or nil for a pill that stays
    /// until taken away: `statuspanel pill -- CMD` holds a lease (``PillLease``).
    public var leaseEnd: Double?

    /// The longest text kept, in characters.
    public static let textLimit = 24
    /// The id of a pill raised without `--id`.
    public static let defaultID = "default"

    public init(id: String = Pill.defaultID, color: PillColor = .green, text: String = "", elapsedSince: Double? = nil,
                action: PillAction = .clock, leaseEnd: Double? = nil) {
        self.id = id
        self.color = color
        self.text = ScriptText.clean(text, limit: Self.textLimit)
        self.elapsedSince = elapsedSince
        self.action = action
        self.leaseEnd = leaseEnd
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

/// What a tap on the pill runs. A phone's pill opens the app behind the activity; here the
/// program that raised it says what that is, and a pill that says nothing is the clock's.
public enum PillAction: Sendable, Equatable {
    /// The command given with `statuspanel pill --action` or `msg pill --action`, for
    /// `/bin/sh -c`: a tap (the left button) runs it; the other buttons are the clock's.
    case command(String)
    /// The pill of the script item `NAME` (its JSON's `pill`): every button acts as on the item
    /// itself (its `[actions.NAME]`, its text's action, or the script run again with
    /// `BLOCK_BUTTON`).
    case script(String)
    /// None of its own: a press acts as on the clock it stands for (`[actions.clock]`).
    case clock
}

/// `statuspanel pill -- CMD`'s pill is a lease, as `statuspanel activity`'s request is
/// (``ActivityLease``): it lapses ``duration`` seconds after its last renewal, so a `pill`
/// process killed with SIGKILL (which cannot clear it) leaves no pill behind for longer than that.
/// Three renewals fall within one lease, so a late or lost one does not end it.
public enum PillLease {
    /// Seconds a leased pill stays after its last renewal.
    public static let duration = 10.0
    /// Seconds between `statuspanel pill`'s renewals: a third of ``duration``.
    public static let renewalInterval = duration / 3
}
