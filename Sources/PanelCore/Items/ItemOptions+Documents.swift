/// What is made of an item's ``ItemOptions``: its section of the dotfile's schema and of the
/// default dotfile.
extension ItemOptions {
    /// The schema's section `[name]`: each key checked and kept in ``PanelConfig``'s values of
    /// this type.
    static func sectionSpec(named name: String) -> SectionSpec {
        SectionSpec(name: name, keys: keys.map { key in
            KeySpec(key.name) { value, context, state in
                var options = state.config[Self.self]
                key.apply(value, context, &state, &options)
                state.config[Self.self] = options
            }
        })
    }

    /// The section in the default dotfile: ``about``, the header, and each key with its comment
    /// and its default (an unset one commented out, with an example).
    static func dotfileSection(named name: String) -> String {
        let defaults = Self()
        var text = comment(about) + "[\(name)]\n"
        for key in keys { text += comment(key.about) + key.line(defaults) + "\n" }
        return text
    }

    /// `words` as comment lines, one `# ` a line; nothing for no words.
    private static func comment(_ words: String) -> String {
        words.isEmpty ? "" : words.split(separator: "\n", omittingEmptySubsequences: false).map { "# " + $0 + "\n" }.joined()
    }
}

extension ItemTable {
    /// The schema's sections of the items with options, in the table's order.
    var optionSections: [SectionSpec] {
        declarations.compactMap { item in item.options.map { $0.sectionSpec(named: item.name.rawValue) } }
    }

    /// The items' sections of the default dotfile, in the table's order, each followed by an
    /// empty line (``DefaultConfig/text`` holds them between `[pill]` and `[actions]`;
    /// `ItemDocumentsTests` writes them there).
    public var dotfileSections: String {
        declarations.compactMap { item in item.options.map { $0.dotfileSection(named: item.name.rawValue) + "\n" } }.joined()
    }
}
