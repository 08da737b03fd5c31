/// The items' sections of one dotfile, by their ``ItemOptions`` type: each one given, else its
/// defaults. Only sections that differ from their defaults are kept, so two sets of values are
/// equal when every item's options are.
public struct ItemOptionValues: Sendable, Equatable {
    private var sections: [ObjectIdentifier: any ItemOptions] = [:]

    /// Every item's defaults.
    public init() {}

    /// The values of `Options`' section.
    public subscript<Options: ItemOptions>(_: Options.Type) -> Options {
        get { sections[ObjectIdentifier(Options.self)] as? Options ?? Options() }
        set { sections[ObjectIdentifier(Options.self)] = newValue == Options() ? nil : newValue }
    }

    public static func == (a: ItemOptionValues, b: ItemOptionValues) -> Bool {
        a.sections.count == b.sections.count && a.sections.allSatisfy { id, options in
            b.sections[id].map { options.equals($0) } ?? false
        }
    }
}

extension ItemOptions {
    /// Whether `other` is a section of the same type with the same values.
    fileprivate func equals(_ other: any ItemOptions) -> Bool {
        (other as? Self).map { $0 == self } ?? false
    }
}

extension PanelConfig {
    /// The item's section `Options` (`config[CPUOptions.self].interval`): as the dotfile gives
    /// it, else its defaults.
    public subscript<Options: ItemOptions>(_ options: Options.Type) -> Options {
        get { itemOptions[options] }
        set { itemOptions[options] = newValue }
    }
}
