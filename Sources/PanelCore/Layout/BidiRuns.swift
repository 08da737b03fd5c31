/// The visual order of a line's directional runs from its resolved embedding levels (what
/// FriBidi computes): Unicode's rule L2, reversing every sequence at level k or higher from the
/// highest level down to the lowest odd one. Each run keeps its characters in logical order for
/// the shaper, which lays a right-to-left run out from right to left itself.
public enum BidiRuns {
    /// Characters `range` (indices into the line's Unicode scalars) at one level.
    public struct Run: Sendable, Equatable {
        public var range: Range<Int>
        public var rightToLeft: Bool

        public init(_ range: Range<Int>, rightToLeft: Bool) {
            self.range = range
            self.rightToLeft = rightToLeft
        }
    }

    /// The runs of equal level in `levels` (one per scalar, logical order), in visual order.
    public static func visualOrder(levels: [UInt8]) -> [Run] {
        guard !levels.isEmpty else { return [] }
        var runs: [(range: Range<Int>, level: UInt8)] = []
        var start = 0
        for i in 1...levels.count where i == levels.count || levels[i] != levels[start] {
            if i > start { runs.append((start..<i, levels[start])) }
            start = i
        }
        guard let highest = runs.map(\.level).max(), let lowestOdd = runs.map(\.level).filter({ $0 % 2 == 1 }).min() else {
            return runs.map { Run($0.range, rightToLeft: $0.level % 2 == 1) }
        }
        var level = highest
        while level >= lowestOdd {
            var i = 0
            while i < runs.count {
                guard runs[i].level >= level else { i += 1; continue }
                var end = i
                while end < runs.count, runs[end].level >= level { end += 1 }
                runs[i..<end].reverse()
                i = end
            }
            if level == 0 { break }
            level -= 1
        }
        return runs.map { Run($0.range, rightToLeft: $0.level % 2 == 1) }
    }
}
