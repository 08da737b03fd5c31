/// How the `window` item shortens a title wider than its room (`window.elide`).
public enum TitleElision: String, Sendable, Equatable, CaseIterable {
    /// The start kept, an ellipsis at the end: `Mozilla Firef…`.
    case end
    /// Both ends kept, the ellipsis in the middle: `Mozil…irefox` (a path, a file's name).
    case middle

    /// `text` cut to at most `width` pixels as `measure` measures it, with an ellipsis where
    /// characters (whole grapheme clusters) were taken out; the whole text when it fits, and an
    /// empty string when not even the ellipsis fits.
    public func elide(_ text: String, toWidth width: Int, measure: (String) -> Int) -> String {
        guard measure(text) > width else { return text }
        let characters = Array(text)
        // The longest cut that fits: binary search on how many characters are kept.
        var low = 0, high = characters.count - 1, best: String? = nil
        while low <= high {
            let kept = (low + high) / 2
            let candidate = cut(characters, keeping: kept)
            if measure(candidate) <= width {
                best = candidate
                low = kept + 1
            } else {
                high = kept - 1
            }
        }
        return best ?? ""
    }

    /// `characters` with only `kept` of them, the ellipsis where the rest were.
    func cut(_ characters: [Character], keeping kept: Int) -> String {
        switch self {
        case .end:
            return String(characters.prefix(kept)).trimmingTrailingSpaces + "…"
        case .middle:
            let head = (kept + 1) / 2, tail = kept - head
            return String(characters.prefix(head)).trimmingTrailingSpaces + "…" + String(characters.suffix(tail)).trimmingLeadingSpaces
        }
    }
}

extension String {
    var trimmingTrailingSpaces: String {
        var s = Substring(self)
        while s.last == " " { s.removeLast() }
        return String(s)
    }

    var trimmingLeadingSpaces: String {
        String(drop { $0 == " " })
    }
}
