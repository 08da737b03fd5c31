import Testing
@testable import PanelCore

/// An item's options are declared once, with the item (``ItemOptions``): the schema, the parsed
/// values, the default dotfile and the strip's drawing are made from that.
@Suite struct ItemOptionsTests {
    /// A section of a test's own: a flag, a choice and an unset text.
    struct GaugeOptions: ItemOptions {
        var bold = false
        var elide = TitleElision.middle
        var unit: String? = nil
        init() {}
        static let about = "A gauge."
        static let keys: [OptionKey<Self>] = [
            .boolean("bold", \.bold, about: "Bold digits."),
            .choice("elide", \.elide, about: "Where it is cut."),
            .text("unit", \.unit, allowed: "a unit", allowEmpty: false, example: "\"kg\"", about: "Its unit."),
        ]
    }

    /// The items with options, each with its section named as the item, in the table's order.
    @Test func theSchemasItemSectionsAreTheDeclarations() {
        let withOptions = ItemTable.builtIn.declarations.filter { $0.options != nil }.map(\.name.rawValue)
        #expect(withOptions == ["clock", "carrier", "battery", "activity", "tray", "cpu", "memory", "disk", "temperature",
                                "workspaces", "window", "brightness", "media", "volume"])
        for name in withOptions { #expect(ConfigSchema.section(name) != nil, "no [\(name)] in the schema") }
        #expect(ItemTable.builtIn.optionSections.map(\.name) == withOptions)
    }

    /// A section's default dotfile text: its words, its header, each key with its comment and
    /// default, an unset one commented out with its example.
    @Test func theDefaultDotfileSectionIsMadeFromTheKeys() {
        #expect(GaugeOptions.dotfileSection(named: "gauge") == """
            # A gauge.
            [gauge]
            # Bold digits.
            bold = false
            # Where it is cut.
            elide = "middle"
            # Its unit.
            # unit = "kg"

            """)
    }

    /// A key's check is the schema's: a good value is kept, a bad one is a problem and keeps
    /// the default.
    @Test func aSectionsKeysCheckAndKeepTheirValues() throws {
        let section = GaugeOptions.sectionSpec(named: "gauge")
        var state = ValidationState()
        try #require(section.key("bold")).apply(.boolean(true), KeyContext(section: "gauge", key: "bold"), &state)
        try #require(section.key("unit")).apply(.string("kg"), KeyContext(section: "gauge", key: "unit"), &state)
        try #require(section.key("elide")).apply(.string("midle"), KeyContext(section: "gauge", key: "elide"), &state)
        #expect(state.config[GaugeOptions.self].bold)
        #expect(state.config[GaugeOptions.self].unit == "kg")
        #expect(state.config[GaugeOptions.self].elide == .middle)
        #expect(state.problems.map(\.message) == ["gauge.elide must be one of end, middle; got 'midle'; did you mean 'middle'?"])
    }

    /// A dotfile's item keys land in the item's options, read with `config[Options.self]`.
    @Test func aDotfilesKeysAreTheItemsOptions() {
        let result = ConfigLoader.load(text: "[window]\nmax_width = 200\n[cpu]\ninterval = 2\n", file: "t.toml")
        #expect(result.diagnostics.isEmpty)
        #expect(result.config[WindowOptions.self].maxWidth == 200)
        #expect(result.config[CPUOptions.self].interval == 2)
        #expect(result.config[DiskOptions.self] == DiskOptions())
    }

    /// Values set back to their defaults are equal to values never set, so a reload of the same
    /// settings changes nothing.
    @Test func valuesEqualWhateverWayTheDefaultsCame() {
        var a = ItemOptionValues(), b = ItemOptionValues()
        a[CPUOptions.self].interval = 9
        #expect(a != b)
        a[CPUOptions.self].interval = CPUOptions().interval
        #expect(a == b)
        b[GaugeOptions.self].bold = true
        a[GaugeOptions.self].bold = true
        a[CPUOptions.self].interval = 4
        #expect(a != b)
        b[CPUOptions.self].interval = 4
        #expect(a == b)
    }
}
