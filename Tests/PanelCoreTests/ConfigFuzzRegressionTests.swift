import Testing
@testable import PanelCore

/// Dotfiles `scripts/fuzz` found crashing the loader: each must give a diagnostic instead.
@Suite struct ConfigFuzzRegressionTests {
    /// Loading `text` gives exactly one TOML syntax error, at `line`:`column`, saying `words`.
    static func expectOneSyntaxError(_ text: String, at line: Int, _ column: Int, mentioning words: String,
                                     sourceLocation: SourceLocation = #_sourceLocation) {
        let result = ConfigLoader.load(text: text, file: "f.toml")
        #expect(result.diagnostics.count == 1, sourceLocation: sourceLocation)
        let diagnostic = result.diagnostics.first
        #expect(diagnostic?.line == line, sourceLocation: sourceLocation)
        #expect(diagnostic?.column == column, sourceLocation: sourceLocation)
        #expect(diagnostic?.message.contains("TOML syntax error") == true, sourceLocation: sourceLocation)
        #expect(diagnostic?.message.contains(words) == true, "\(diagnostic?.message ?? "no diagnostic")", sourceLocation: sourceLocation)
    }

    /// toml++ asserts (abort in debug builds) on a table header with no key after its `[`.
    @Test(arguments: [
        ("[ = [\"signal\", \"signal\"]\n", 1, 3),
        ("[ = 1\n", 1, 3),
        ("[\n", 1, 2),
        ("[[ \t=]]\n", 1, 5),
        ("[panel]\nheight = 30\n  [ .x]\n", 3, 5),
        ("a = [\n  1,\n]\n[ #\n", 4, 3),
        ("\u{FEFF}[`paneJK JPig", 1, 3),
    ])
    func headerWithoutKeyIsASyntaxError(text: String, line: Int, column: Int) {
        Self.expectOneSyntaxError(text, at: line, column, mentioning: "table header")
    }

    /// toml++ asserts (abort in debug builds) on `}` or a Unicode line break where an array value starts.
    @Test(arguments: [
        ("Z= [\"DP-2\", 2, \"D2\", 2,}}}} \"nDP-0\"]\n", 1, 24),
        ("a = [}]\n", 1, 6),
        ("a = [ # note\n  }\n]\n", 2, 3),
        ("a = [[1], \u{2028}]\n", 1, 11),
        ("a = {b = [1,\r\n}\n", 2, 1),
    ])
    func arrayValueThatCannotStartIsASyntaxError(text: String, line: Int, column: Int) {
        Self.expectOneSyntaxError(text, at: line, column, mentioning: "in the array")
    }

    /// toml++ fails the same check inside a malformed date; then its own words are kept.
    @Test func checkFailedInsideAValueIsASyntaxError() {
        Self.expectOneSyntaxError("S= 2025-09-0( 0\n", at: 1, 4, mentioning: "could not determine value type")
    }

    /// Brackets inside strings, comments and multi-line arrays are not table headers.
    @Test(arguments: [
        "[carrier]\nlabel = \"\"\"\n[ = \"\"\"\n",
        "[carrier]\nlabel = '''\n[\n'''\n",
        "[carrier]\nlabel = \"a\\\"[ =\" # [ =\n",
        "[panel]\noutputs = [\n  [ \"HDMI-1\" ][0],\n]\n",
        "[items]\nleft = [\n  \"signal\",\n]\n[ clock ]\nformat = \"%H\"\n",
        "[items]\nleft = [ { a = 1, b = [ ] }, # }\n  \"}\" ]\n",
    ])
    func bracketsOutsideHeadersAreNotChecked(text: String) {
        let result = ConfigLoader.load(text: text, file: "f.toml")
        #expect(!result.diagnostics.contains { $0.message.contains("expected a key in the table header") || $0.message.contains("in the array") })
    }
}
