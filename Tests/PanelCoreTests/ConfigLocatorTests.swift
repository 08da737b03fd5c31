import Testing
@testable import PanelCore

/// toml++ tells where keys and values are (`TOMLBridge`, `SourceMap`); `Suggestions` finds near names.
@Suite struct ConfigLocatorTests {
    static let text = """
        # [panel] in a comment
        title = "not = a key"   # [style]
        [panel]
        height = 30
          "quoted key" = 'x'
        dotted.inner = 1
        multi = \"\"\"
        fake = "line"
        [fake]
        \"\"\"
        list = [
          "a",   # comment, with ] and ,
          [1, 2],
          { k = "v" },
        ]
        inline = { a = 1, b.c = "d" }

        [[runs]]
        n = 1
        [[runs]]
        n = 2
        [runs.sub]
        m = 3
        """

    static let locator = positions(text)

    /// Where toml++ says the keys and values of `text` (valid TOML) are.
    static func positions(_ text: String) -> SourceMap {
        guard case .success(let document) = TOMLBridge.parse(text) else { return SourceMap() }
        return document.positions
    }

    struct Probe: Sendable, CustomTestStringConvertible {
        var path: [String]
        var key: (Int, Int)?
        var value: (Int, Int)?
        var testDescription: String { path.joined(separator: ".") }
    }

    /// `#3` in a path is array index 3.
    static func components(_ path: [String]) -> [PathComponent] {
        path.map { $0.hasPrefix("#") ? .index(Int($0.dropFirst())!) : .key($0) }
    }

    @Test(arguments: [
        Probe(path: ["title"], key: (2, 1), value: (2, 9)),
        Probe(path: ["panel"], key: (3, 2), value: nil),
        Probe(path: ["panel", "height"], key: (4, 1), value: (4, 10)),
        Probe(path: ["panel", "quoted key"], key: (5, 3), value: (5, 18)),
        Probe(path: ["panel", "dotted"], key: (6, 1), value: nil),
        Probe(path: ["panel", "dotted", "inner"], key: (6, 8), value: (6, 16)),
        Probe(path: ["panel", "multi"], key: (7, 1), value: (7, 9)),
        Probe(path: ["panel", "fake"], key: nil, value: nil),
        Probe(path: ["fake"], key: nil, value: nil),
        Probe(path: ["style"], key: nil, value: nil),
        Probe(path: ["panel", "list"], key: (11, 1), value: (11, 8)),
        Probe(path: ["panel", "list", "#0"], key: nil, value: (12, 3)),
        Probe(path: ["panel", "list", "#1"], key: nil, value: (13, 3)),
        Probe(path: ["panel", "list", "#1", "#1"], key: nil, value: (13, 7)),
        Probe(path: ["panel", "list", "#2", "k"], key: (14, 5), value: (14, 9)),
        Probe(path: ["panel", "list", "#3"], key: nil, value: nil),
        Probe(path: ["panel", "inline", "a"], key: (16, 12), value: (16, 16)),
        Probe(path: ["panel", "inline", "b", "c"], key: (16, 21), value: (16, 25)),
        Probe(path: ["runs"], key: (18, 3), value: nil),
        Probe(path: ["runs", "#0", "n"], key: (19, 1), value: (19, 5)),
        Probe(path: ["runs", "#1", "n"], key: (21, 1), value: (21, 5)),
        Probe(path: ["runs", "#1", "sub", "m"], key: (23, 1), value: (23, 5)),
    ])
    func findsPositions(_ p: Probe) {
        let path = Self.components(p.path)
        let key = Self.locator.key(path).map { ($0.line, $0.column) }
        let value = Self.locator.value(path).map { ($0.line, $0.column) }
        #expect(key.map { "\($0):\($1)" } == p.key.map { "\($0):\($1)" })
        #expect(value.map { "\($0):\($1)" } == p.value.map { "\($0):\($1)" })
    }

    @Test func theTextIsValidTOML() {
        // Positions come only with text toml++ accepted; make sure this sample is such text.
        let result = ConfigLoader.load(text: Self.text, file: "sample.toml")
        #expect(result.diagnostics.allSatisfy { !$0.message.contains("syntax") })
    }

    /// Each table of an array of tables starts at its own `[[` (toml++ keeps no key for it).
    @Test func arrayOfTablesElementsStartAtTheirHeader() {
        #expect(Self.locator.value([.key("runs")]) == nil)
        #expect(Self.locator.value([.key("runs"), .index(0)]) == SourcePosition(line: 18, column: 1))
        #expect(Self.locator.value([.key("runs"), .index(1)]) == SourcePosition(line: 20, column: 1))
        #expect(Self.locator.value([.key("runs"), .index(1), .key("sub")]) == nil)
        #expect(Self.locator.key([.key("runs"), .index(1), .key("sub")]) == SourcePosition(line: 22, column: 7))
    }

    @Test func fallsBackToTheEnclosingKeyThenTheStart() {
        let locator = Self.positions("[panel]\nheight = 1\n")
        #expect(locator.bestValuePosition([.key("panel"), .key("height"), .index(4)]) == SourcePosition(line: 2, column: 10))
        #expect(locator.bestKeyPosition([.key("panel"), .key("nothing")]) == SourcePosition(line: 1, column: 2))
        #expect(locator.bestKeyPosition([.key("elsewhere")]) == .start)
    }

    /// Every prefix of real dotfiles, most of them broken TOML: the loader never
    /// trap or hang, and a broken file always gives the defaults and one syntax diagnostic.
    @Test(arguments: [DefaultConfig.text, ConfigLocatorTests.text])
    func survivesEveryPrefix(_ full: String) {
        let scalars = Array(full.unicodeScalars)
        for end in stride(from: 0, through: scalars.count, by: 1) {
            var prefix = ""
            prefix.unicodeScalars.append(contentsOf: scalars[0..<end])
            let result = ConfigLoader.load(text: prefix, file: "prefix.toml")
            if result.diagnostics.contains(where: { $0.message.hasPrefix("TOML syntax error") }) {
                #expect(result.diagnostics.count == 1)
                #expect(result.config == PanelConfig())
            }
        }
    }

    @Test(arguments: [
        ("heigth", ["height", "layout"], "height"),
        ("hide-after", ["hide_after"], "hide_after"),
        ("minDuration", ["threshold", "min_duration"], "min_duration"),
        ("Dark", ["dark", "light", "auto"], "dark"),
        ("drak", ["dark", "light", "auto"], "dark"),
        ("dim", ["dark", "light", "auto"], nil),
        ("clok", ["clock", "carrier"], "clock"),
        ("colours", ["panel", "style", "clock"], nil),
        ("", ["all"], nil),
    ] as [(String, [String], String?)])
    func suggestsCloseNames(_ word: String, _ candidates: [String], _ expected: String?) {
        #expect(Suggestions.closest(to: word, in: candidates) == expected)
    }
}
