/// An embedded client's `_XEMBED_INFO` property (XEmbed 0.5): its protocol version and flags,
/// of which only `XEMBED_MAPPED` (bit 0) means anything: whether the client wants to be shown.
public struct XEmbedInfo: Sendable, Equatable {
    public var version: Int
    public var flags: Int

    /// The flag of a client that wants to be shown.
    public static let mappedFlag = 1

    public init(version: Int, flags: Int) {
        self.version = version
        self.flags = flags
    }

    /// The property as read (32-bit values); nil when it is missing or too short to hold both
    /// values (a malformed property counts as none).
    public init?(values: [Int]?) {
        guard let values, values.count >= 2 else { return nil }
        self.init(version: values[0], flags: values[1])
    }

    /// Whether the client wants to be shown. A tray icon without the property (or with a
    /// malformed one) is shown: the system tray protocol predates XEmbed's flag, and many
    /// clients never set it.
    public static func wantsMapping(_ info: XEmbedInfo?) -> Bool {
        guard let info else { return true }
        return info.flags & mappedFlag != 0
    }

    /// The protocol version the embedder speaks to a client that announced `info`: XEmbed 0.
    public static func version(for info: XEmbedInfo?) -> Int { min(info?.version ?? 0, 0) }
}
