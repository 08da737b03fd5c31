/// `statuspanel msg set|refresh|pill` and `statuspanel pill`: messages that carry text, too long
/// for a `ClientMessage`'s 20 bytes.
///
/// On the wire each message is a frame appended (`PropModeAppend`, format 8) to the property
/// ``inboxProperty`` of the window that owns the panel's manager selection: the X server
/// appends atomically, so senders at the same time do not mix, and the panel reads and deletes
/// the property in one request when its `PropertyNotify` arrives. A frame is a 4-byte
/// little-endian length and that many bytes of fields separated by NUL: the verb, then its
/// arguments.
public enum ScriptMessage: Sendable, Equatable {
    /// A script item's text, plain or one JSON object (``ScriptOutput``).
    case set(name: String, text: String)
    /// Run a script item's command again.
    case refresh(name: String)
    /// Raise or update a pill (``PillStack/request(id:color:text:elapsed:action:leased:at:)``):
    /// nil keeps what the pill has. `elapsed` asks for a counter, which the panel starts when it
    /// takes the message (its clocks are not the sender's); `action` is a command for a tap
    /// (empty: none); `leased` (`statuspanel pill`, renewed while its command runs) makes the
    /// pill lapse unless renewed within ``PillLease/duration``.
    case pill(id: String, color: PillColor?, text: String?, elapsed: Bool, action: String? = nil, leased: Bool = false)
    /// Take a pill away.
    case clearPill(id: String)

    /// A field that keeps what the pill has (an empty one would set it empty).
    static let keep = "\u{1}"

    /// The property on the selection owner's window that holds the frames.
    public static let inboxProperty = "_STATUSPANEL_INBOX"
    /// The largest frame, in bytes.
    public static let frameLimit = 16 * 1024
    /// The most the panel reads of its inbox at once; anything beyond is dropped.
    public static let inboxLimit = 256 * 1024

    /// The frame for this message (its length first).
    public var frame: [UInt8] {
        let fields: [String]
        switch self {
        case .set(let name, let text): fields = ["set", name, text]
        case .refresh(let name): fields = ["refresh", name]
        case .pill(let id, let color, let text, let elapsed, let action, let leased):
            fields = ["pill", id, color?.rawValue ?? "", text ?? Self.keep, elapsed ? "elapsed" : "", action ?? Self.keep,
                      leased ? "leased" : ""]
        case .clearPill(let id): fields = ["clear", id]
        }
        var body: [UInt8] = []
        for (i, field) in fields.enumerated() {
            if i > 0 { body.append(0) }
            body.append(contentsOf: field.utf8.filter { $0 != 0 })
        }
        if body.count > Self.frameLimit { body.removeLast(body.count - Self.frameLimit) }
        let n = UInt32(body.count)
        return [UInt8(n & 0xFF), UInt8(n >> 8 & 0xFF), UInt8(n >> 16 & 0xFF), UInt8(n >> 24)] + body
    }

    /// The messages in an inbox's bytes, in order; a frame that does not read is skipped, and a
    /// length past the end or over ``frameLimit`` ends the reading.
    public static func messages(in bytes: [UInt8]) -> [ScriptMessage] {
        var out: [ScriptMessage] = []
        var at = 0
        let end = min(bytes.count, inboxLimit)
        while at + 4 <= end {
            let n = Int(bytes[at]) | Int(bytes[at + 1]) << 8 | Int(bytes[at + 2]) << 16 | Int(bytes[at + 3]) << 24
            at += 4
            guard n <= frameLimit, at + n <= end else { break }
            if let message = ScriptMessage(body: bytes[at..<(at + n)]) { out.append(message) }
            at += n
        }
        return out
    }

    /// Decodes one frame's body.
    init?(body: ArraySlice<UInt8>) {
        let fields = body.split(separator: 0, omittingEmptySubsequences: false).map {
            String(decoding: $0, as: UTF8.self)
        }
        guard let verb = fields.first else { return nil }
        switch (verb, fields.count) {
        case ("set", 3):
            guard ScriptMessage.isName(fields[1]) else { return nil }
            self = .set(name: fields[1], text: fields[2])
        case ("refresh", 2):
            guard ScriptMessage.isName(fields[1]) else { return nil }
            self = .refresh(name: fields[1])
        // Five fields: a sender from before the pill had an action and a lease.
        case ("pill", 5), ("pill", 7):
            guard ScriptMessage.isID(fields[1]) else { return nil }
            let color: PillColor?
            if fields[2].isEmpty {
                color = nil
            } else {
                guard let c = PillColor(rawValue: fields[2]) else { return nil }
                color = c
            }
            let action = fields.count == 7 ? fields[5] : Self.keep
            self = .pill(id: fields[1], color: color, text: fields[3] == Self.keep ? nil : fields[3], elapsed: fields[4] == "elapsed",
                         action: action == Self.keep ? nil : action, leased: fields.count == 7 && fields[6] == "leased")
        case ("clear", 2):
            guard ScriptMessage.isID(fields[1]) else { return nil }
            self = .clearPill(id: fields[1])
        default:
            return nil
        }
    }

    /// A script's name as `[script.NAME]` allows it.
    public static func isName(_ name: String) -> Bool {
        ConfigSchema.scriptNameProblem(name) == nil
    }

    /// A pill's id: 1 to 64 printable characters.
    public static func isID(_ id: String) -> Bool {
        !id.isEmpty && id.unicodeScalars.count <= 64 && id.unicodeScalars.allSatisfy { $0.value >= 0x20 && $0.value != 0x7F }
    }
}
