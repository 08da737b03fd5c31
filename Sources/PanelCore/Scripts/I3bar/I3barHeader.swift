/// The header a generator of i3bar's protocol prints first (`{"version":1,"click_events":true,
/// "stop_signal":10,"cont_signal":12}`): what it takes on its standard input, and which
/// signals pause and resume it while its blocks cannot be seen.
public struct I3barHeader: Sendable, Equatable {
    /// The protocol's version (1 is the only one there is).
    public var version: Int
    /// Whether clicks are written to its standard input as JSON lines (``I3barClickWriter``).
    public var clickEvents: Bool
    /// Sent to its process group while its blocks cannot be seen (SIGSTOP by default; 0: none).
    public var stopSignal: Int32
    /// Sent when they can be seen again (SIGCONT by default; 0: none).
    public var contSignal: Int32

    /// SIGSTOP and SIGCONT on Linux, the protocol's defaults.
    public static let defaultStopSignal: Int32 = 19
    public static let defaultContSignal: Int32 = 18

    public init(version: Int = 1, clickEvents: Bool = false, stopSignal: Int32 = defaultStopSignal,
                contSignal: Int32 = defaultContSignal) {
        self.version = version
        self.clickEvents = clickEvents
        self.stopSignal = stopSignal
        self.contSignal = contSignal
    }

    /// The header `members` hold: an object with a numeric `version` of at least 1; nil for
    /// anything else (so an i3blocks block's `{"full_text": ...}` is not taken for one). A
    /// signal out of 0...64 keeps its default.
    public init?(_ members: [String: JSONObjectReader.Value]) {
        guard case .number(let v)? = members["version"], v >= 1, v < 1_000 else { return nil }
        self.init(version: Int(v))
        if case .bool(let b)? = members["click_events"] { clickEvents = b }
        if let s = Self.signal(members["stop_signal"]) { stopSignal = s }
        if let s = Self.signal(members["cont_signal"]) { contSignal = s }
    }

    /// The signal to send its process group now that its blocks are `hidden` or not, given
    /// whether it was `stopped`; nil when none is due (i3bar's `stop_child` and `cont_child`).
    public func signal(hidden: Bool, stopped: Bool) -> Int32? {
        if hidden, !stopped, stopSignal > 0 { return stopSignal }
        if !hidden, stopped, contSignal > 0 { return contSignal }
        return nil
    }

    private static func signal(_ value: JSONObjectReader.Value?) -> Int32? {
        guard case .number(let n)? = value, n == n.rounded(), (0...64).contains(n) else { return nil }
        return Int32(n)
    }
}
