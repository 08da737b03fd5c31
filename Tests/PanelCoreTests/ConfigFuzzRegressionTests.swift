import Testing
@testable import PanelCore

/// Dotfiles `scripts/fuzz` found crashing the loader: each must give a diagnostic instead.
@Suite struct ConfigFuzzRegressionTests {
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
        let result = ConfigLoader.load(text: text, file: "f.toml")
        #expect(result.diagnostics.count == 1)
        let diagnostic = result.diagnostics.first
        #expect(diagnostic?.line == line)
        #expect(diagnostic?.column == column)
        #expect(diagnostic?.message.contains("TOML syntax error") == true)
        #expect(diagnostic?.message.contains("table header") == true)
    }

    /// Brackets inside strings, comments and multi-line arrays are not table headers.
    @Test(arguments: [
        "[carrier]\nlabel = \"\"\"\n[ = \"\"\"\n",
        "[carrier]\nlabel = '''\n[\n'''\n",
        "[carrier]\nlabel = \"a\\\"[ =\" # [ =\n",
        "[panel]\noutputs = [\n  [ \"HDMI-1\" ][0],\n]\n",
        "[items]\nleft = [\n  \"signal\",\n]\n[ clock ]\nformat = \"%H\"\n",
    ])
    func bracketsOutsideHeadersAreNotChecked(text: String) {
        let result = ConfigLoader.load(text: text, file: "f.toml")
        #expect(!result.diagnostics.contains { $0.message.contains("expected a key in the table header") })
    }
}
