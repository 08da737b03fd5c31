// Small helpers the providers' parsers share. Kept internal: they are not part of the API.

extension StringProtocol {
    /// The non-empty lines (split at `\n`, `\r\n` or `\r`).
    var nonEmptyLines: [SubSequence] {
        // ASCII newlines (\n, \v, \f, \r) are exactly the ASCII characters that are `isNewline`.
        asciiSplit { $0 >= 0x0A && $0 <= 0x0D } ?? split(whereSeparator: \.isNewline)
    }

    /// The fields separated by runs of spaces and tabs, as in `/proc` tables.
    var spaceSeparatedFields: [SubSequence] {
        asciiSplit { $0 == 0x20 || $0 == 0x09 } ?? split(whereSeparator: { $0 == " " || $0 == "\t" })
    }

    /// `split(whereSeparator:)` over the UTF-8 bytes of an all-ASCII string, where every byte is
    /// a Character: the same pieces without Character segmentation, which made parsing the
    /// routing table on each clock tick costly (bench/performance.md, "Figures the code relies
    /// on"); `nil` when the text is not ASCII (the caller then splits by Character).
    private func asciiSplit(_ isSeparator: (UInt8) -> Bool) -> [SubSequence]? {
        var pieces: [SubSequence] = []
        var start: Index?
        var i = utf8.startIndex
        while i != utf8.endIndex {
            let byte = utf8[i]
            if byte >= 0x80 { return nil }
            if isSeparator(byte) {
                if let first = start { pieces.append(self[first..<i]) }
                start = nil
            } else if start == nil {
                start = i
            }
            i = utf8.index(after: i)
        }
        if let first = start { pieces.append(self[first..<endIndex]) }
        return pieces
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
