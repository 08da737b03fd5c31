// Small helpers the providers' parsers share. Kept internal: they are not part of the API.

extension StringProtocol {
    /// The non-empty lines (split at `\n`, `\r\n` or `\r`).
    var nonEmptyLines: [SubSequence] {
        split(whereSeparator: \.isNewline)
    }

    /// The fields separated by runs of spaces and tabs, as in `/proc` tables.
    var spaceSeparatedFields: [SubSequence] {
        split(whereSeparator: { $0 == " " || $0 == "\t" })
    }
}

enum TextParsing {
    /// A decimal integer alone in a sysfs attribute (surrounding white space allowed).
    static func integer(_ text: String) -> Int? {
        Int(text.trimmingWhitespace())
    }

    /// A name usable as one path component under the sysroot: no `/`, not `.` or `..`,
    /// no control characters. Guards against a garbled table steering reads elsewhere.
    static func isSafePathComponent(_ name: some StringProtocol) -> Bool {
        !name.isEmpty && name != "." && name != ".."
            && !name.unicodeScalars.contains(where: { $0 == "/" || $0.value < 0x20 || $0.value == 0x7F })
    }
}
