/// "Did you mean ...?" for misspelt keys, sections and values.
enum Suggestions {
    /// The candidate closest to `word`, when it is close enough to be a likely typo: an edit
    /// distance (insertions, deletions, substitutions, swaps of neighbours), ignoring case and
    /// treating `-` and `_` alike, of at most 2 (at most 1 for words of 4 or fewer characters).
    /// Ties go to the earlier candidate.
    static func closest(to word: String, in candidates: [String]) -> String? {
        let w = normalise(word)
        let limit = w.count <= 4 ? 1 : 2
        var best: (candidate: String, distance: Int)?
        for candidate in candidates {
            let d = distance(w, normalise(candidate))
            if d <= limit, d < (best?.distance ?? Int.max) {
                best = (candidate, d)
            }
        }
        return best?.candidate
    }

    private static func normalise(_ s: String) -> [Character] {
        s.lowercased().map { $0 == "-" ? "_" : $0 }
    }

    /// Optimal string alignment distance: Levenshtein plus transposition of neighbours.
    static func distance(_ a: [Character], _ b: [Character]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous2 = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var row = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            row[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                row[j] = min(previous[j] + 1, row[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    row[j] = min(row[j], previous2[j - 2] + 1)
                }
            }
            previous2 = previous
            previous = row
        }
        return previous[b.count]
    }

    /// `a, b, c`
    static func list(_ names: [String]) -> String {
        names.joined(separator: ", ")
    }
}
