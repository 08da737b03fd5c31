/// The pills raised, by id; the newest shows. Raising an id again updates it and brings it to
/// the top (its counter keeps running unless the update starts one anew); a lease's renewal and
/// a script's unchanged pill stay where they are.
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

    /// `msg pill`'s or `pill`'s request at `now`: raises the pill `id`, or updates the one with
    /// that id, changing what the request names (a nil keeps it; an empty `action` takes the
    /// command away). A `leased` request holds the pill for ``PillLease/duration`` from `now`;
    /// one that is not makes it stay until taken away. A request that changes nothing but the
    /// lease (`statuspanel pill`'s renewal) leaves the pill where it is in the stack.
    public mutating func request(id: String, color: PillColor?, text: String?, elapsed: Bool, action: String?, leased: Bool,
                                 at now: Double) {
        let existing = pills.firstIndex { $0.id == id }
        var pill = existing.map { pills[$0] } ?? Pill(id: id)
        if let color { pill.color = color }
        if let text { pill = Pill(id: id, color: pill.color, text: text, elapsedSince: pill.elapsedSince, action: pill.action) }
        pill.elapsedSince = elapsed ? (pill.elapsedSince ?? now) : nil
        if let action { pill.action = action.isEmpty ? .clock : .command(action) }
        pill.leaseEnd = leased ? now + PillLease.duration : nil
        if let i = existing, Self.sameButLease(pills[i], pill) {
            pills[i] = pill
        } else {
            raise(pill)
        }
    }

    private static func sameButLease(_ a: Pill, _ b: Pill) -> Bool {
        var a = a
        a.leaseEnd = b.leaseEnd
        return a == b
    }

    /// A script item's pill as its latest output asks for it: raised when it is new or changed,
    /// left where it is in the stack when the script printed the same again (a stream or an
    /// interval script would otherwise take the top back from a pill raised since, at every line).
    public mutating func follow(_ pill: Pill) {
        if pills.contains(pill) { return }
        raise(pill)
    }

    /// Takes away every pill whose lease ended by `now`; whether one went.
    @discardableResult
    public mutating func lapse(at now: Double) -> Bool {
        let before = pills.count
        pills.removeAll { $0.leaseEnd.map { $0 <= now } ?? false }
        return pills.count != before
    }

    /// When the stack next changes by itself after `now`: the shown pill's counter turns to its
    /// next second, or a lease ends. Nil when neither is due: the panel sleeps.
    public func nextChange(after now: Double) -> Double? {
        let lapse = pills.compactMap(\.leaseEnd).min()
        let counter = shown?.nextChange(after: now)
        return [lapse, counter].compactMap { $0 }.min()
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
