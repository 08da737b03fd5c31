/// A 1-based line and column in a dotfile; columns count Unicode scalars, as toml++ does.
struct SourcePosition: Hashable, Comparable {
    var line: Int
    var column: Int

    static let start = SourcePosition(line: 1, column: 1)

    static func < (a: SourcePosition, b: SourcePosition) -> Bool {
        (a.line, a.column) < (b.line, b.column)
    }
}

extension SourcePosition {
    /// Where the text after `scalars` starts. toml++ reports the positions of what it parses;
    /// this counts only for the checks made before it runs (a NUL, bad UTF-8).
    init(after scalars: some Sequence<Unicode.Scalar>) {
        self = .start
        for scalar in scalars {
            if scalar == "\n" {
                line += 1
                column = 1
            } else {
                column += 1
            }
        }
    }
}
