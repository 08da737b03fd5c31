/// The focused window as the `window` item shows it: its title (`_NET_WM_NAME` in UTF-8, else
/// `WM_NAME`) and its application's class (`WM_CLASS`' second string).
public struct FocusedWindow: Sendable, Equatable {
    /// The title; empty when the window has none.
    public var title: String
    /// The class, e.g. `Firefox`; empty when unset.
    public var className: String

    public init(title: String, className: String) {
        self.title = title
        self.className = className
    }

    /// The window's properties as read (each nil when unset): `_NET_WM_NAME` (UTF-8),
    /// `WM_NAME` (`isLatin1` when its type is STRING, else taken as UTF-8) and `WM_CLASS`'
    /// bytes (instance and class, each ended by a NUL). Line breaks and other control
    /// characters become spaces, and the ends are trimmed: a title is one line.
    public static func from(netWMName: [UInt8]?, wmName: [UInt8]?, wmNameIsLatin1: Bool, wmClass: [UInt8]?) -> FocusedWindow {
        let utf8 = netWMName.map { oneLine(String(decoding: $0, as: UTF8.self)) } ?? ""
        let title = !utf8.isEmpty ? utf8 : wmName.map { oneLine(wmNameIsLatin1 ? latin1($0) : String(decoding: $0, as: UTF8.self)) } ?? ""
        let classParts = (wmClass ?? []).split(separator: 0, omittingEmptySubsequences: false)
        let className = classParts.count > 1 ? oneLine(String(decoding: classParts[1], as: UTF8.self)) : ""
        return FocusedWindow(title: title, className: className)
    }

    /// What the strip shows: the title, else the class.
    public var shown: String { title.isEmpty ? className : title }

    /// ISO 8859-1, each byte one code point.
    static func latin1(_ bytes: [UInt8]) -> String {
        String(String.UnicodeScalarView(bytes.map { Unicode.Scalar($0) }))
    }

    /// Control characters as spaces, runs of them as one, the ends trimmed.
    static func oneLine(_ s: String) -> String {
        var out = String.UnicodeScalarView()
        var pendingSpace = false
        for scalar in s.unicodeScalars {
            if scalar.value < 0x20 || scalar.value == 0x7F || scalar == " " || scalar == "\u{85}" || scalar == "\u{2028}" || scalar == "\u{2029}" {
                pendingSpace = !out.isEmpty
                continue
            }
            if pendingSpace { out.append(" ") }
            pendingSpace = false
            out.append(scalar)
        }
        return String(out)
    }
}
